import {
  hitResult,
  peekResult,
  windowMs,
  type RateLimiter,
  type RateLimitRule,
} from '@veloforge/api';
import { Redis } from 'ioredis';

export type RedisRateLimiterOptions = {
  /** Namespace of every key, `${prefix}:${rule.name}:${key}`. */
  prefix?: string;
};

// One round trip, atomic: concurrent hits from any number of server instances count exactly.
// A key found without an expiry (e.g. written by hand) gets one too, so no counter can lock a key
// out forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

function toInteger(value: unknown, what: string): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    throw new Error(`Unexpected Redis reply for ${what}: ${JSON.stringify(value)}`);
  }
  return number;
}

/** The reply of a MULTI/EXEC, failing on the first command that failed. */
function execReplies(replies: [Error | null, unknown][] | null): unknown[] {
  if (replies === null) throw new Error('Redis transaction aborted');
  return replies.map(([error, reply]) => {
    if (error) throw error;
    return reply;
  });
}

/** Fixed-window counters shared by every server instance that uses the same Redis. */
export function createRedisRateLimiter(
  redis: Redis,
  options: RedisRateLimiterOptions = {},
): RateLimiter {
  const prefix = options.prefix ?? 'vf:rl';
  const keyOf = (rule: RateLimitRule, key: string) => `${prefix}:${rule.name}:${key}`;

  return {
    async hit(rule, key) {
      const reply = await redis.eval(HIT_SCRIPT, 1, keyOf(rule, key), windowMs(rule));
      if (!Array.isArray(reply)) {
        throw new Error(`Unexpected Redis reply for the rate-limit script: ${String(reply)}`);
      }
      const count = toInteger(reply[0], 'the hit count');
      const ttl = toInteger(reply[1], 'the window TTL');
      return hitResult(rule, count, ttl);
    },
    async peek(rule, key) {
      const redisKey = keyOf(rule, key);
      // MULTI so the count and its TTL describe the same moment (the key may expire in between).
      const [count, ttl] = execReplies(await redis.multi().get(redisKey).pttl(redisKey).exec());
      if (count === null || count === undefined) return peekResult(rule, 0, windowMs(rule));
      const ttlMs = toInteger(ttl, 'the window TTL');
      return peekResult(
        rule,
        toInteger(count, 'the hit count'),
        ttlMs > 0 ? ttlMs : windowMs(rule),
      );
    },
    async reset(rule, key) {
      await redis.del(keyOf(rule, key));
    },
  };
}

export type RedisErrorLog = { error(obj: object, msg?: string): void };

export type ConnectRedisOptions = {
  /** Where connection failures are reported (the server's logger); stderr otherwise. */
  log?: RedisErrorLog;
};

const stderrLog: RedisErrorLog = {
  error: (obj, msg) => console.error(msg, obj),
};

/** The URL as it may appear in logs: the password replaced. */
function redactUrl(url: URL): string {
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return shown.toString();
}

function parseRedisUrl(url: string): URL {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  // ioredis would read anything else as a Unix socket path and fail with a confusing error later.
  if (parsed === undefined || (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')) {
    const found = parsed === undefined ? 'not a URL' : `a ${parsed.protocol} URL`;
    throw new Error(
      `Invalid Redis URL (${found}): expected redis://[user:password@]host[:port][/db], or rediss://`,
    );
  }
  return parsed;
}

/**
 * Connects in the background and reconnects for ever. Commands wait in the offline queue while
 * disconnected but fail after a couple of reconnection attempts, so a request is refused rather
 * than left hanging when Redis is down. An outage is logged once, with the address, until the
 * connection is ready again (ioredis would otherwise print an "Unhandled error event" per retry).
 */
export function connectRedis(url: string, options: ConnectRedisOptions = {}): Redis {
  const parsed = parseRedisUrl(url);
  const log = options.log ?? stderrLog;
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
  });

  let outageReported = false;
  redis.on('ready', () => {
    outageReported = false;
  });
  redis.on('error', (error: Error) => {
    if (outageReported) return;
    outageReported = true;
    log.error(
      { err: error },
      `Redis connection to ${redactUrl(parsed)} (REDIS_URL) failed: ${error.message}; retrying`,
    );
  });
  return redis;
}
