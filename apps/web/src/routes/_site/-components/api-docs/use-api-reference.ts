import { useQuery } from '@tanstack/react-query';

import { assertOk } from '../../../../lib/api-fetch';
import type { ApiReference } from '../../../../lib/api-docs/parse';
import { assertOpenApiDocument, parseDocument } from '../../../../lib/api-docs/parse';
import type { OpenApiDocument } from '../../../../lib/api-docs/types';

export const OPENAPI_PATH = '/api/openapi.json';

/** The page's data: the raw document (schemas are resolved against it) and its parsed view. */
export type LoadedApiDocs = { document: OpenApiDocument; reference: ApiReference };

/** The server's OpenAPI document, parsed for the page. A plain REST read, not a tRPC call. */
export function useApiReference() {
  return useQuery({
    queryKey: ['openapi-document'],
    queryFn: async ({ signal }): Promise<LoadedApiDocs> => {
      const response = await fetch(OPENAPI_PATH, {
        signal,
        headers: { Accept: 'application/json' },
      });
      await assertOk(response);
      const document: unknown = await response.json();
      assertOpenApiDocument(document);
      return { document, reference: parseDocument(document) };
    },
  });
}
