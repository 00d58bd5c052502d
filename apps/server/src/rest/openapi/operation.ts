import { errorsOf } from './implied-errors';
import type { DocumentedRoute, RouteAuth } from './route-doc';
import type { JsonSchema, SchemaSet } from './schema-set';

/** Who may call, as OpenAPI security requirements; `{}` makes the others optional. */
const SECURITY: Record<RouteAuth, Record<string, string[]>[]> = {
  none: [],
  public: [{}, { cookieAuth: [] }, { bearerAuth: [] }],
  keyless: [{}, { cookieAuth: [] }],
  user: [{ cookieAuth: [] }, { bearerAuth: [] }],
  session: [{ cookieAuth: [] }],
  admin: [{ cookieAuth: [] }, { bearerAuth: [] }],
};

export const ERROR_RESPONSE_REF = { $ref: '#/components/schemas/ErrorResponse' };

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The parameters of one location, property by property, with the example's value. */
function parametersOf(
  route: DocumentedRoute,
  schemas: SchemaSet,
  where: 'path' | 'query' | 'header',
) {
  const { doc } = route;
  const source = { path: doc.params, query: doc.query, header: doc.headers }[where];
  if (!source) return [];
  const json = schemas.inline('input', source);
  const required = new Set((json.required as string[] | undefined) ?? []);
  const examples = {
    path: doc.example.params,
    query: doc.example.query,
    header: doc.example.headers,
  }[where];
  return Object.entries((json.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema,
      ...(examples?.[name] === undefined ? {} : { example: examples[name] }),
    }),
  );
}

function successOf(route: DocumentedRoute, schemas: SchemaSet, name: string) {
  const { doc } = route;
  if (doc.responseType === 'event-stream') {
    return {
      description: 'Server-sent events; each data line is one event object.',
      content: {
        'text/event-stream': {
          schema: { type: 'string' },
          // OpenAPI 3.2's itemSchema (the schema of each event), as an extension in 3.1.
          'x-itemSchema': schemas.ref('output', doc.response, `${name}Event`),
        },
      },
    };
  }
  return {
    description: doc.summary,
    content: {
      'application/json': { schema: schemas.ref('output', doc.response, `${name}Response`) },
    },
  };
}

function errorResponsesOf(route: DocumentedRoute) {
  const retryAfter = {
    'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
  };
  return Object.fromEntries(
    errorsOf(route).map(([status, description]) => [
      String(status),
      {
        description,
        ...(status === 429 ? { headers: retryAfter } : {}),
        content: { 'application/json': { schema: ERROR_RESPONSE_REF } },
      },
    ]),
  );
}

/** One route's Operation Object. `x-auth` names its RouteAuth for clients and the contract test. */
export function operationOf(route: DocumentedRoute, schemas: SchemaSet) {
  const { doc } = route;
  const name = pascal(doc.operationId);
  const parameters = (['path', 'query', 'header'] as const).flatMap((where) =>
    parametersOf(route, schemas, where),
  );
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    security: SECURITY[doc.auth],
    'x-auth': doc.auth,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: schemas.ref('input', doc.body, `${name}Body`),
                ...(doc.example.body === undefined ? {} : { example: doc.example.body }),
              },
            },
          },
        }
      : {}),
    responses: {
      [String(doc.status ?? 200)]: successOf(route, schemas, name),
      ...errorResponsesOf(route),
    },
  };
}
