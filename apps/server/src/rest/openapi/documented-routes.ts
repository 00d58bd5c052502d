import { GENERATION_STREAM_ROUTES } from '../../routes/generation-stream';
import { REST_ROUTES } from '../routes';
import { PLAIN_API_ROUTES } from './plain-routes';
import type { DocumentedRoute } from './route-doc';

/** Every /api route: the REST rows (each must carry its doc), the streams and the plain routes. */
export const DOCUMENTED_API_ROUTES: readonly DocumentedRoute[] = [
  ...REST_ROUTES,
  ...GENERATION_STREAM_ROUTES,
  ...PLAIN_API_ROUTES,
];
