import { isIP } from 'node:net';

import { z } from 'zod';

/**
 * Fastify's `trustProxy`: false trusts no one (request.ip is the socket's peer), true trusts
 * every hop (request.ip is the leftmost X-Forwarded-For entry, whoever wrote it), a list
 * trusts only peers at those addresses: request.ip is then the nearest address in
 * X-Forwarded-For that is not one of them.
 */
export type TrustProxy = boolean | string[];

/** proxy-addr's named ranges, which Fastify accepts in the list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

// Fastify 5.12 fails closed on a number (a count cannot tell a proxy from a direct client).
const HOP_COUNT_REFUSED =
  "a hop count is not supported (Fastify would trust nothing); list the proxies' addresses instead";

/** An address, a CIDR range (10.0.0.0/8, fd00::/8), an IPv4 address/netmask, or a named range. */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/**
 * TRUST_PROXY: unset, empty or `false` = trust no proxy (the default: a client that reaches the
 * app directly must not choose its own IP); `true` = trust every hop (only behind a proxy that
 * replaces X-Forwarded-For rather than appending to it); otherwise a comma-separated list of the
 * proxies' addresses, CIDR ranges or `loopback` / `linklocal` / `uniquelocal`.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): TrustProxy => {
    const lowered = value.toLowerCase();
    if (lowered === '' || lowered === 'false') return false;
    if (lowered === 'true') return true;
    if (/^\d+$/.test(lowered)) {
      ctx.addIssue({ code: 'custom', message: HOP_COUNT_REFUSED });
      return z.NEVER;
    }
    const entries = lowered.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address, CIDR range, loopback, linklocal or uniquelocal: ${invalid.map((entry) => `'${entry}'`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
