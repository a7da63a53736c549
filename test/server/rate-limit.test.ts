// The rate limiter's two stores: in-process counters, and Redis counters that replicas share.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from "../../server/limits/rate-limit.ts";
import { ApiError } from "../../server/http/errors.ts";

const limit = { requests: 3, windowMs: 60_000 };
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
});

describe.skipIf(!process.env.REDIS_URL)("Redis counters (REDIS_URL)", () => {
  const limiters: RateLimiter[] = [];
  const replica = async (url = process.env.REDIS_URL!, onUnavailable: (e: unknown) => void = () => {}) => {
    const limiter = await redisRateLimiter(limit, url, onUnavailable);
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

  it("let requests through when Redis does not answer, and say so", async () => {
    const reported: unknown[] = [];
    const unreachable = await replica("redis://127.0.0.1:1", (error) => reported.push(error));
    expect(reported).toHaveLength(1); // not ready at start
    for (let i = 0; i < 5; i++) expect(await refusal(unreachable, "any")).toBeUndefined();
    expect(reported).toHaveLength(6);
  });
});
