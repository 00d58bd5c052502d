/**
 * The path to follow for a redirect URL the server sent (payTestCheckout's redirectUrl), or null
 * when it leaves this origin: a redirect must never take the checkout window somewhere else.
 */
export function sameOriginPath(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
