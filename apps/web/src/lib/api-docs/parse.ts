import type { Access } from './access';
import { accessOf } from './access';
import { buildCurl } from './curl';
import { lookupRef } from './refs';
import type {
  HttpMethod,
  JsonSchema,
  OpenApiDocument,
  OpenApiMediaType,
  OpenApiOperation,
  OpenApiParameter,
} from './types';

/** Reading order inside one path: the usual CRUD order, not the alphabet. */
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];
const UNTAGGED = 'Other';

export type ApiResponse = {
  status: string;
  description: string;
  /** 'application/json', or 'text/event-stream' for a stream (then `schema` is one event's). */
  mediaType?: string;
  schema?: JsonSchema;
  headers: { name: string; description: string }[];
};

export type ApiOperation = {
  /** The card's anchor id, unique on the page. */
  anchor: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  access: Access;
  /** Path-level and operation-level parameters merged, $refs followed. */
  parameters: OpenApiParameter[];
  requestBody?: { schema?: JsonSchema; required: boolean; description?: string };
  responses: ApiResponse[];
  curl: string;
};

export type ApiGroup = {
  tag: string;
  anchor: string;
  description?: string;
  operations: ApiOperation[];
};

export type ApiReference = {
  title: string;
  version?: string;
  description?: string;
  groups: ApiGroup[];
};

function slug(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function jsonContent(content: Record<string, OpenApiMediaType> | undefined) {
  return content?.['application/json'] ?? Object.values(content ?? {})[0];
}

function mediaOf(content: Record<string, OpenApiMediaType> | undefined) {
  const entries = Object.entries(content ?? {});
  const [type, media] = entries.find(([name]) => name === 'application/json') ?? entries[0] ?? [];
  if (!type || !media) return {};
  const schema = media['x-itemSchema'] ?? media.schema;
  return schema ? { mediaType: type, schema } : { mediaType: type };
}

function parametersOf(document: OpenApiDocument, lists: unknown[]): OpenApiParameter[] {
  const byKey = new Map<string, OpenApiParameter>();
  for (const item of lists.flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []))) {
    const ref = isObject(item) && typeof item.$ref === 'string' ? item.$ref : undefined;
    const parameter = (ref ? lookupRef(document, ref) : item) as OpenApiParameter | undefined;
    // An operation's parameter replaces the path's one of the same name and location.
    if (parameter?.name) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

function responsesOf(operation: OpenApiOperation): ApiResponse[] {
  const rank = (status: string) => (/^\d{3}$/.test(status) ? Number(status) : 1000);
  return Object.entries(operation.responses ?? {})
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([status, response]) => ({
      status,
      description: response.description ?? '',
      ...mediaOf(response.content),
      headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
        name,
        description: header.description ?? '',
      })),
    }));
}

function toOperation(
  document: OpenApiDocument,
  method: HttpMethod,
  path: string,
  raw: OpenApiOperation,
  pathParameters: unknown,
): ApiOperation {
  const operation = {
    ...raw,
    parameters: parametersOf(document, [pathParameters, raw.parameters]),
  };
  const body = operation.requestBody;
  return {
    anchor: slug(operation.operationId ?? `${method} ${path}`),
    method,
    path,
    summary: operation.summary ?? operation.operationId ?? `${method.toUpperCase()} ${path}`,
    ...(operation.description ? { description: operation.description } : {}),
    deprecated: operation.deprecated === true,
    access: accessOf(document, path, operation),
    parameters: operation.parameters,
    ...(body
      ? {
          requestBody: {
            schema: jsonContent(body.content)?.schema,
            required: body.required === true,
            description: body.description,
          },
        }
      : {}),
    responses: responsesOf(operation),
    curl: buildCurl(document, method, path, operation),
  };
}

/** Throws when the fetched JSON is not an OpenAPI document, so the page shows its error state. */
export function assertOpenApiDocument(value: unknown): asserts value is OpenApiDocument {
  if (!isObject(value) || !isObject(value.paths)) {
    throw new Error('The API description is not an OpenAPI document (it has no paths).');
  }
}

function groupOrder(document: OpenApiDocument, tags: string[]): string[] {
  const declared = (document.tags ?? []).map((tag) => tag.name).filter((tag) => tags.includes(tag));
  const rest = tags.filter((tag) => !declared.includes(tag) && tag !== UNTAGGED).sort();
  return [...declared, ...rest, ...(tags.includes(UNTAGGED) ? [UNTAGGED] : [])];
}

/**
 * The document as the page shows it: operations grouped by their first tag (untagged ones under
 * 'Other'), groups in the document's tag order then by name, operations by path then method.
 */
export function parseDocument(document: OpenApiDocument): ApiReference {
  const byTag = new Map<string, ApiOperation[]>();
  const anchors = new Set<string>();
  const paths = Object.entries(document.paths ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  for (const [path, item] of paths) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!isObject(raw)) continue;
      const source = raw as OpenApiOperation;
      const operation = toOperation(document, method, path, source, item.parameters);
      let anchor = operation.anchor || slug(`${method} ${path}`);
      for (let n = 2; anchors.has(anchor); n += 1) anchor = `${operation.anchor}-${n}`;
      anchors.add(anchor);
      const tag = source.tags?.[0] ?? UNTAGGED;
      byTag.set(tag, [...(byTag.get(tag) ?? []), { ...operation, anchor }]);
    }
  }
  const descriptions = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  return {
    title: document.info?.title ?? 'API',
    ...(document.info?.version ? { version: document.info.version } : {}),
    ...(document.info?.description ? { description: document.info.description } : {}),
    groups: groupOrder(document, [...byTag.keys()]).map((tag) => {
      const description = descriptions.get(tag);
      return {
        tag,
        anchor: `tag-${slug(tag)}`,
        ...(description ? { description } : {}),
        operations: byTag.get(tag) ?? [],
      };
    }),
  };
}
