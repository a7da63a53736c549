// The rate limiter's two stores: in-process counters, and Redis counters that replicas share.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import {
  MEMORY_MAX_KEYS,
  memoryRateLimiter,
  redactUrl,
  redisRateLimiter,
  type AvailabilityListener,
  type RateLimiter,
} from "../../server/limits/rate-limit.ts";
import { ApiError } from "../../server/api/errors.ts";

// Counters in Redis outlive a run: each run counts under a name of its own.
const limit = { requests: 3, windowMs: 60_000, name: `test-${randomUUID()}`, what: "requests for this key" };
const NOW = 1_800_000_010_000; // 10 s into a window

async function refusal(limiter: RateLimiter, key: string): Promise<ApiError | undefined> {
  try {
    await limiter.take(key, NOW);
    return undefined;
  } catch (error) {
    return error as ApiError;
  }
}

describe("in-process counters", () => {
  it("let `requests` through per key and window, then answer rate_limited until the window ends", async () => {
    const limiter = memoryRateLimiter(limit);
    for (let i = 0; i < 3; i++) expect(await refusal(limiter, "a")).toBeUndefined();
    const error = await refusal(limiter, "a");
    expect(error).toMatchObject({ code: "rate_limited", status: 429, details: { retry_after_ms: 50_000 } });
    expect(error!.headers["retry-after"]).toBe("50");
    expect(await refusal(limiter, "b")).toBeUndefined();
    await expect(limiter.take("a", NOW + 50_000)).resolves.toBeUndefined(); // the next window
  });

  it("check refuses a key past its limit without counting", async () => {
    const limiter = memoryRateLimiter(limit);
    for (let i = 0; i < 5; i++) await expect(limiter.check("a", NOW)).resolves.toBeUndefined();
    for (let i = 0; i < 3; i++) await limiter.take("a", NOW);
    await expect(limiter.check("a", NOW)).resolves.toBeUndefined(); // at the limit, not past it
    await expect(limiter.take("a", NOW)).rejects.toMatchObject({ code: "rate_limited" });
    await expect(limiter.check("a", NOW)).rejects.toMatchObject({ code: "rate_limited", message: /too many requests for this key/ });
  });

  it("hold at most MEMORY_MAX_KEYS counters, dropping the oldest (a flood of distinct keys cannot grow memory)", async () => {
    const limiter = memoryRateLimiter({ ...limit, requests: 1 });
    await limiter.take("first", NOW);
    await expect(limiter.check("first", NOW)).resolves.toBeUndefined();
    await expect(limiter.take("first", NOW)).rejects.toMatchObject({ code: "rate_limited" });
    for (let i = 0; i < MEMORY_MAX_KEYS; i++) await limiter.take(`flood-${i}`, NOW);
    await expect(limiter.take("first", NOW)).resolves.toBeUndefined(); // its counter was the oldest, and went
  });
});

describe("redactUrl", () => {
  it("hides a password and keeps the rest", () => {
    expect(redactUrl("redis://user:s3cret@cache.internal:6380/2")).toBe("redis://user:***@cache.internal:6380/2");
    expect(redactUrl("redis://127.0.0.1:6379")).toBe("redis://127.0.0.1:6379");
    expect(redactUrl("not a url")).not.toMatch(/not a url/);
  });
});

describe.skipIf(!process.env.REDIS_URL)("Redis counters (REDIS_URL)", () => {
  const limiters: RateLimiter[] = [];
  const replica = async (url = process.env.REDIS_URL!, onAvailability: AvailabilityListener = () => {}) => {
    const limiter = await redisRateLimiter(limit, url, onAvailability);
    limiters.push(limiter);
    return limiter;
  };
  afterAll(() => Promise.all(limiters.map((l) => l.close())));

  it("are shared by replicas: the limit holds across them", async () => {
    const [one, two] = await Promise.all([replica(), replica()]);
    const key = `key-${randomUUID()}`;
    expect(await refusal(one, key)).toBeUndefined();
    expect(await refusal(two, key)).toBeUndefined();
    expect(await refusal(one, key)).toBeUndefined();
    expect(await refusal(two, key)).toMatchObject({ code: "rate_limited", details: { retry_after_ms: 50_000 } });
  });

  it("let requests through when Redis does not answer, and say so once, not per request", async () => {
    const reported: [boolean, unknown][] = [];
    const unreachable = await replica("redis://:hunter2@127.0.0.1:1", (available, error) => reported.push([available, error]));
    expect(reported).toHaveLength(1); // not ready at start
    expect(reported[0]![0]).toBe(false);
    expect(String(reported[0]![1])).not.toMatch(/hunter2/);
    for (let i = 0; i < 5; i++) {
      expect(await refusal(unreachable, "any")).toBeUndefined();
      await expect(unreachable.check("any", NOW)).resolves.toBeUndefined();
    }
    expect(reported).toHaveLength(1);
  });

  it("check reads the shared counter without counting", async () => {
    const [one, two] = await Promise.all([replica(), replica()]);
    const key = `key-${randomUUID()}`;
    for (let i = 0; i < 4; i++) await one.take(key, NOW).catch(() => {});
    await expect(two.check(key, NOW)).rejects.toMatchObject({ code: "rate_limited" });
    await expect(two.check(`key-${randomUUID()}`, NOW)).resolves.toBeUndefined();
  });
});
