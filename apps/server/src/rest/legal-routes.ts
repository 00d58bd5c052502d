import type { RestRoute } from './route-table';

/** GET /api/legal/{type} (public) and PUT /api/legal/{type} (admins). */
export const LEGAL_REST_ROUTES: RestRoute[] = [];
