/**
 * The reset token as the link delivers it (spec section 2): trimmed, cut at any '.html' suffix
 * (some mail clients append it), and percent-decoded when it contains a percent sign.
 */
export function normalizeResetToken(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let token = raw.trim();
  const htmlIndex = token.indexOf('.html');
  if (htmlIndex !== -1) token = token.slice(0, htmlIndex);
  if (token.includes('%')) {
    try {
      token = decodeURIComponent(token);
    } catch {
      // A malformed escape is left as is; the server will reject it as an invalid token.
    }
  }
  return token === '' ? null : token;
}
