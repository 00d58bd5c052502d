import type { RestRoute } from './route-table';

/** /api/admin/*: every row calls an adminProcedure (401 anonymous, 403 for a plain user). */
export const ADMIN_REST_ROUTES: RestRoute[] = [];
