// Per-key request limits: a fixed window of `requests` per `windowMs`. Counters live in Redis
// when REDIS_URL is set, so replicas share them; otherwise in this process.
import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import { ApiError } from "../http/errors.ts";

export interface RateLimiter {
  /** Counts one request of `key`; throws rate_limited (429) past the limit. */
  take(key: string, now: number): Promise<void>;
  close(): Promise<void>;
}

interface Limit {
  requests: number;
  windowMs: number;
}

function limited(retryAfterMs: number): ApiError {
  return new ApiError(
    "rate_limited",
    `too many requests for this key; retry in ${retryAfterMs} ms`,
    { retry_after_ms: retryAfterMs },
    { headers: { "retry-after": String(Math.ceil(retryAfterMs / 1000)) } },
  );
}

// Keys never leave the process in clear: counters are named by a hash.
const counterName = (key: string, window: number) =>
  `tl:rl:${createHash("sha256").update(key).digest("base64url").slice(0, 22)}:${window}`;

export function memoryRateLimiter(limit: Limit): RateLimiter {
  let window = -1;
  let counts = new Map<string, number>();
  return {
    async take(key, now) {
      const current = Math.floor(now / limit.windowMs);
      if (current !== window) {
        window = current;
        counts = new Map(); // a new window forgets every key, so memory stays bounded
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count > limit.requests) throw limited((current + 1) * limit.windowMs - now);
    },
    async close() {},
  };
}

const READY_TIMEOUT_MS = 2_000;

/**
 * Counters shared by every replica through Redis. When Redis does not answer, requests are let
 * through (and `onUnavailable` is told): a limiter outage must not become a service outage.
 * Resolves once connected (or after a short wait), so counting starts with the first request.
 */
export async function redisRateLimiter(
  limit: Limit,
  redisUrl: string,
  onUnavailable: (error: unknown) => void,
): Promise<RateLimiter> {
  // No offline queue: while Redis is away a request fails open at once instead of waiting.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on("error", () => {}); // reported per request below; ioredis reconnects by itself
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      onUnavailable(new Error(`Redis at ${redisUrl} not ready after ${READY_TIMEOUT_MS} ms`));
      resolve();
    }, READY_TIMEOUT_MS);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    async take(key, now) {
      const current = Math.floor(now / limit.windowMs);
      const name = counterName(key, current);
      let count: number;
      try {
        const replies = await redis.multi().incr(name).pexpire(name, limit.windowMs * 2).exec();
        const [error, value] = replies![0]!;
        if (error) throw error;
        count = value as number;
      } catch (error) {
        onUnavailable(error);
        return;
      }
      if (count > limit.requests) throw limited((current + 1) * limit.windowMs - now);
    },
    async close() {
      redis.disconnect();
    },
  };
}
