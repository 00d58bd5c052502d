import { ACCOUNT_REST_ROUTES } from './account-routes';
import { ADMIN_REST_ROUTES } from './admin-routes';
import { API_KEY_REST_ROUTES } from './api-key-routes';
import { GENERATION_REST_ROUTES } from './generation-routes';
import { LEGAL_REST_ROUTES } from './legal-routes';
import type { RestRoute } from './route-table';
import { SITE_PROFILE_REST_ROUTES } from './site-profile-routes';
import { TOKEN_REST_ROUTES } from './token-routes';

/**
 * The REST surface: a table of the spec's paths, each calling a procedure through the
 * server-side caller (never through the tRPC HTTP handler, ~6x slower here) and documenting
 * itself for /api/openapi.json with the procedure's own schemas. Later issues add their rows;
 * the adapter in ./adapter.ts needs no change.
 */
export const REST_ROUTES: RestRoute[] = [
  ...ACCOUNT_REST_ROUTES,
  ...TOKEN_REST_ROUTES,
  ...GENERATION_REST_ROUTES,
  ...LEGAL_REST_ROUTES,
  ...ADMIN_REST_ROUTES,
  ...API_KEY_REST_ROUTES,
  ...SITE_PROFILE_REST_ROUTES,
];
