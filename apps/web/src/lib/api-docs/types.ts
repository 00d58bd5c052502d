/**
 * The parts of an OpenAPI 3.1 document the reference page reads. Everything is optional because
 * the document comes over the wire: a missing field must degrade the page, never break it.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export type OpenApiParameter = {
  name: string;
  in: ParameterLocation;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
};

export type OpenApiMediaType = {
  schema?: JsonSchema;
  example?: unknown;
  /** OpenAPI 3.2's itemSchema as a 3.1 extension: the schema of each server-sent event. */
  'x-itemSchema'?: JsonSchema;
};

export type OpenApiRequestBody = {
  description?: string;
  required?: boolean;
  content?: Record<string, OpenApiMediaType>;
};

export type OpenApiResponse = {
  description?: string;
  headers?: Record<string, { description?: string; schema?: JsonSchema }>;
  content?: Record<string, OpenApiMediaType>;
};

/** `{ body?, query?, params? }`: the values the curl example sends, when the server gives them. */
export type OperationExample = {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
};

export type SecurityRequirement = Record<string, string[]>;

export type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: SecurityRequirement[];
  parameters?: OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  responses?: Record<string, OpenApiResponse>;
  deprecated?: boolean;
  'x-example'?: OperationExample;
  /** The server's own word on who may call: none | public | keyless | user | session | admin. */
  'x-auth'?: string;
  'x-admin'?: boolean;
  'x-role'?: string;
};

export type OpenApiSecurityScheme = {
  type?: string;
  scheme?: string;
  in?: string;
  name?: string;
  description?: string;
};

export type OpenApiDocument = {
  openapi?: string;
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string; description?: string }[];
  security?: SecurityRequirement[];
  paths?: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, OpenApiParameter>;
    securitySchemes?: Record<string, OpenApiSecurityScheme>;
  };
};

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
