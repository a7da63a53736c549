// Fixed-window counters: `requests` per `windowMs` per key. They live in Redis when REDIS_URL is
// set, so replicas share them; otherwise in this process. Two limits use them: requests per API
// key, and failed authentications per client address.
import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import { ApiError } from "../api/errors.ts";

export interface RateLimiter {
  /** Counts one event of `key`; throws rate_limited (429) past the limit. */
  take(key: string, now: number): Promise<void>;
  /** Throws rate_limited (429) if `key` is already past the limit, without counting. */
  check(key: string, now: number): Promise<void>;
  close(): Promise<void>;
}

export interface Limit {
  requests: number;
  windowMs: number;
  /** Names the counters: the Redis key prefix, shared by the replicas of one deployment. */
  name: string;
  /** "too many <what>; retry in …" */
  what: string;
}

function limited(limit: Limit, retryAfterMs: number): ApiError {
  return new ApiError(
    "rate_limited",
    `too many ${limit.what}; retry in ${retryAfterMs} ms`,
    { retry_after_ms: retryAfterMs },
    { headers: { "retry-after": String(Math.ceil(retryAfterMs / 1000)) } },
  );
}

// Keys (bearer tokens, addresses) are held only as a short hash: an unauthenticated caller
// sending 16 KB tokens costs 22 bytes a counter, and keys never leave the process in clear.
const hashed = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 22);

/** Most distinct keys one window counts in process; past it the oldest counter is dropped. */
export const MEMORY_MAX_KEYS = 100_000;

export function memoryRateLimiter(limit: Limit): RateLimiter {
  let window = -1;
  let counts = new Map<string, number>();
  const current = (now: number) => {
    const value = Math.floor(now / limit.windowMs);
    if (value !== window) {
      window = value;
      counts = new Map(); // a new window forgets every key
    }
    return value;
  };
  const refuse = (count: number, now: number) => {
    if (count > limit.requests) throw limited(limit, (window + 1) * limit.windowMs - now);
  };
  return {
    async take(key, now) {
      current(now);
      const name = hashed(key);
      const count = (counts.get(name) ?? 0) + 1;
      if (!counts.has(name) && counts.size >= MEMORY_MAX_KEYS) counts.delete(counts.keys().next().value!);
      counts.set(name, count);
      refuse(count, now);
    },
    async check(key, now) {
      current(now);
      refuse(counts.get(hashed(key)) ?? 0, now);
    },
    async close() {},
  };
}

const READY_TIMEOUT_MS = 2_000;

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

/** Told when Redis stops or starts answering (once per change, not per request). */
export type AvailabilityListener = (available: boolean, error?: unknown) => void;

/**
 * Counters shared by every replica through Redis. When Redis does not answer, requests are let
 * through: a limiter outage must not become a service outage. Resolves once connected (or after
 * a short wait), so counting starts with the first request.
 */
export async function redisRateLimiter(limit: Limit, redisUrl: string, onAvailability: AvailabilityListener): Promise<RateLimiter> {
  // No offline queue: while Redis is away a request fails open at once instead of waiting.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on("error", () => {}); // reported as a change of availability below; ioredis reconnects by itself
  let available = true;
  const report = (now: boolean, error?: unknown) => {
    if (now === available) return;
    available = now;
    onAvailability(now, error);
  };
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      report(false, new Error(`Redis at ${redactUrl(redisUrl)} not ready after ${READY_TIMEOUT_MS} ms`));
      resolve();
    }, READY_TIMEOUT_MS);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const counter = (key: string, window: number) => `${limit.name}:${hashed(key)}:${window}`;
  /** Runs a Redis call; undefined (and the outage reported) when Redis does not answer. */
  const attempt = async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    try {
      const value = await call();
      report(true);
      return value;
    } catch (error) {
      report(false, error);
      return undefined;
    }
  };
  const refuse = (count: number | undefined, window: number, now: number) => {
    if (count !== undefined && count > limit.requests) throw limited(limit, (window + 1) * limit.windowMs - now);
  };
  return {
    async take(key, now) {
      const window = Math.floor(now / limit.windowMs);
      const name = counter(key, window);
      const count = await attempt(async () => {
        const replies = await redis
          .multi()
          .incr(name)
          .pexpire(name, limit.windowMs * 2)
          .exec();
        const [error, value] = replies![0]!;
        if (error) throw error;
        return value as number;
      });
      refuse(count, window, now);
    },
    async check(key, now) {
      const window = Math.floor(now / limit.windowMs);
      const value = await attempt(() => redis.get(counter(key, window)));
      refuse(value === undefined || value === null ? undefined : Number(value), window, now);
    },
    async close() {
      redis.disconnect();
    },
  };
}
