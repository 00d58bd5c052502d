import type { OpenApiDocument, OpenApiOperation } from './types';

export type AccessLevel = 'public' | 'user' | 'admin';

/** Who may call an operation, and with which credentials. */
export type Access = {
  level: AccessLevel;
  /** The badge text: 'Public', 'Signed-in user or API key', 'Admin', ... */
  label: string;
  /** An `Authorization: Bearer <api key>` header is accepted. */
  apiKey: boolean;
  /** The browser session cookie is accepted. */
  session: boolean;
};

const BEARER = 'bearerAuth';
const COOKIE = 'cookieAuth';

/**
 * Admin routes are marked by an `x-admin`/`x-role` extension when the server sets one, else by
 * their Admin tag or /api/admin/ path, which is where the server mounts every admin procedure.
 */
function isAdmin(path: string, operation: OpenApiOperation): boolean {
  if (operation['x-admin'] === true || operation['x-role'] === 'admin') return true;
  if (operation.tags?.some((tag) => tag.toLowerCase() === 'admin')) return true;
  return path.startsWith('/api/admin/') || path === '/api/admin';
}

function schemeKind(document: OpenApiDocument, name: string): 'bearer' | 'cookie' | null {
  if (name === BEARER) return 'bearer';
  if (name === COOKIE) return 'cookie';
  const scheme = document.components?.securitySchemes?.[name];
  if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') return 'bearer';
  if (scheme?.type === 'apiKey' && scheme.in === 'cookie') return 'cookie';
  return null;
}

function labelOf(level: AccessLevel, apiKey: boolean, session: boolean): string {
  if (level === 'public') return 'Public';
  if (level === 'admin') return 'Admin';
  if (apiKey && session) return 'Signed-in user or API key';
  return apiKey ? 'API key' : 'Signed-in user (session only)';
}

/** The server's `x-auth` names the rule outright; it wins over reading the requirements. */
function fromExtension(auth: string | undefined): Omit<Access, 'label'> | null {
  switch (auth) {
    case 'none':
    case 'public':
    case 'keyless':
      return { level: 'public', apiKey: false, session: false };
    case 'user':
      return { level: 'user', apiKey: true, session: true };
    case 'session':
      return { level: 'user', apiKey: false, session: true };
    case 'admin':
      return { level: 'admin', apiKey: true, session: true };
    default:
      return null;
  }
}

/**
 * Who may call: the `x-auth` extension when the server sets it, else the operation's security
 * (or the document's default). `security: []`, or a requirement that is an empty object (auth
 * optional), makes it public.
 */
export function accessOf(
  document: OpenApiDocument,
  path: string,
  operation: OpenApiOperation,
): Access {
  const declared = fromExtension(operation['x-auth']);
  if (declared)
    return { ...declared, label: labelOf(declared.level, declared.apiKey, declared.session) };
  const requirements = operation.security ?? document.security ?? [];
  const isPublic =
    requirements.length === 0 || requirements.some((item) => Object.keys(item).length === 0);
  if (isPublic) return { level: 'public', label: 'Public', apiKey: false, session: false };
  const kinds = new Set(
    requirements.flatMap((item) => Object.keys(item).map((name) => schemeKind(document, name))),
  );
  const apiKey = kinds.has('bearer');
  const session = kinds.has('cookie') || !apiKey;
  const level = isAdmin(path, operation) ? 'admin' : 'user';
  return { level, label: labelOf(level, apiKey, session), apiKey, session };
}
