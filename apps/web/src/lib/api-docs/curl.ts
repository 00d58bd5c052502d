import { accessOf } from './access';
import { declaredExample, exampleFromSchema } from './example';
import { formatJson } from './json-format';
import { unwrapSchema } from './schema-type';
import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from './types';

/** The shell variables the examples read, set once by the page's setup snippet. */
export const URL_VAR = 'VELOFORGE_URL';
export const KEY_VAR = 'VELOFORGE_API_KEY';
export const SESSION_VAR = 'VELOFORGE_SESSION';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One shell word in single quotes; a quote inside becomes '\'' (close, escaped quote, reopen). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Inside double quotes the shell still expands $, ` and \, and " would end the word. */
function escapeDoubleQuoted(text: string): string {
  return text.replace(/[\\"$`]/g, (char) => `\\${char}`);
}

/** RFC 3986 encoding: also ! ' ( ) *, which encodeURIComponent leaves and shells may not. */
export function encodeUrlPart(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A parameter's value in the URL, encoded. With no example anywhere, a plain string shows as
 * '{name}', the placeholder readers know from the path template, left unencoded to stay legible.
 */
function parameterValue(
  document: OpenApiDocument,
  parameter: OpenApiParameter,
  given: Record<string, unknown> | undefined,
): string {
  const value =
    given?.[parameter.name] ??
    parameter.example ??
    declaredExample(document, parameter.schema)?.value;
  if (value !== undefined) return encodeUrlPart(asText(value));
  const { schema } = unwrapSchema(document, parameter.schema);
  if ((schema.type ?? 'string') === 'string' && !schema.format) return `{${parameter.name}}`;
  return encodeUrlPart(asText(exampleFromSchema(document, parameter.schema, parameter.name)));
}

function queryString(
  document: OpenApiDocument,
  parameters: OpenApiParameter[],
  given: Record<string, unknown> | undefined,
): string {
  const pairs = given
    ? Object.entries(given).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value])
          .filter((item) => item !== undefined)
          .map((item) => `${encodeUrlPart(name)}=${encodeUrlPart(asText(item))}`),
      )
    : parameters
        .filter(
          (parameter) =>
            parameter.in === 'query' && (parameter.required || parameter.example !== undefined),
        )
        .map(
          (parameter) =>
            `${encodeUrlPart(parameter.name)}=${parameterValue(document, parameter, undefined)}`,
        );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function bodyOf(document: OpenApiDocument, operation: OpenApiOperation): unknown {
  const given = operation['x-example']?.body;
  if (given !== undefined) return given;
  const content = operation.requestBody?.content;
  const json = content?.['application/json'] ?? Object.values(content ?? {})[0];
  if (!json) return undefined;
  return json.example ?? exampleFromSchema(document, json.schema);
}

function isStream(operation: OpenApiOperation): boolean {
  return Object.entries(operation.responses ?? {}).some(
    ([status, response]) =>
      status.startsWith('2') && response.content?.['text/event-stream'] !== undefined,
  );
}

/**
 * A curl command for one operation: the method, the URL with path parameters filled in and the
 * query encoded, the credentials the operation accepts (an API key when it can take one), and
 * the JSON body from the operation's `x-example` or, failing that, built from its schema.
 */
export function buildCurl(
  document: OpenApiDocument,
  method: string,
  path: string,
  operation: OpenApiOperation,
): string {
  const verb = method.toUpperCase();
  const example = operation['x-example'];
  const parameters = operation.parameters ?? [];
  const filledPath = path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const parameter = parameters.find((item) => item.in === 'path' && item.name === name);
    return parameter ? parameterValue(document, parameter, example?.params) : placeholder;
  });
  const url = `$${URL_VAR}${escapeDoubleQuoted(filledPath + queryString(document, parameters, example?.query))}`;
  // -N prints a stream's events as they arrive instead of buffering them.
  const flags = [isStream(operation) ? '-N' : null, verb === 'GET' ? null : `-X ${verb}`];
  const parts = [['curl', ...flags.filter((flag) => flag !== null), `"${url}"`].join(' ')];

  const access = accessOf(document, path, operation);
  if (access.apiKey) parts.push(`-H "Authorization: Bearer $${KEY_VAR}"`);
  else if (access.session) {
    const cookie = document.components?.securitySchemes?.cookieAuth?.name ?? 'session';
    parts.push(`-H "Cookie: ${escapeDoubleQuoted(cookie)}=$${SESSION_VAR}"`);
    // The server refuses cookie-authenticated writes without its own Origin (CSRF defence).
    if (!READ_METHODS.has(verb)) parts.push(`-H "Origin: $${URL_VAR}"`);
  }

  const headers = parameters.filter(
    (item) => item.in === 'header' && (item.required || item.example !== undefined),
  );
  for (const header of headers) {
    const value = header.example ?? exampleFromSchema(document, header.schema, header.name);
    parts.push(`-H "${escapeDoubleQuoted(`${header.name}: ${asText(value)}`)}"`);
  }

  const body = bodyOf(document, operation);
  if (body !== undefined) {
    parts.push('-H "Content-Type: application/json"', `-d ${shellQuote(formatJson(body))}`);
  }
  return parts.join(' \\\n  ');
}

/** The two exports every example relies on, with this site's address filled in. */
export function setupSnippet(origin: string, keyPlaceholder: string): string {
  return [
    `export ${URL_VAR}=${shellQuote(origin)}`,
    `export ${KEY_VAR}=${shellQuote(keyPlaceholder)}`,
  ].join('\n');
}
