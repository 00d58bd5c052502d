/**
 * The server's generation schemas the generator checks requests and responses with. Imported
 * only with import() when Generate or Fix Code is pressed: they are built with zod, which the
 * page's first load does not download (issue 10's bundle budget).
 */
export { ZGenerationRequest, ZGenerationResponse, ZTroubleshootResponse } from '@veloforge/shared';
