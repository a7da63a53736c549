// Per-key rate limits: past the limit a key answers 429 rate_limited with retry_after_ms and
// Retry-After, and the refused request does nothing.
import { describe, expect, it } from "vitest";
import { recordOf } from "../../support/records.ts";
import { call, createOwner, ownerWithAgent } from "../../support/server.ts";
import { agentClient, expectError, rows, useServer } from "./helpers.ts";

// An hour-long window: the counters are fixed windows, and a window boundary passing mid-test
// would reset them.
const WINDOW_MS = 60 * 60 * 1000;
const server = useServer({ config: { rateLimit: { requests: 3, windowMs: WINDOW_MS } } });

describe("a key past its limit", () => {
  it("answers 429 rate_limited with details.retry_after_ms and a Retry-After header, and does not do the work", async () => {
    const owner = await ownerWithAgent(server()); // the owner key's 1st request: registering the agent
    const client = agentClient(server(), owner);
    expect((await client.submit(recordOf("Observing"))).status).toBe(201); // 2nd
    expect((await call(server(), "GET", "/v1/owners/me", { key: owner.apiKey })).status).toBe(200); // 3rd
    const refused = recordOf("Observing");
    const res = await client.submit(refused);
    const error = expectError(res, 429, "rate_limited", { retry_after_ms: expect.any(Number) });
    const retryAfterMs = error.details!.retry_after_ms as number;
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(WINDOW_MS);
    expect(res.headers.get("retry-after")).toBe(String(Math.ceil(retryAfterMs / 1000)));
    expect(await rows(server(), "select 1 from records where record_id = ?", [refused.record_id])).toEqual([]);
    // Still refused: every endpoint counts against the same key.
    expectError(await call(server(), "GET", "/v1/owners/me", { key: owner.apiKey }), 429, "rate_limited");
  });

  it("does not limit other keys or unauthenticated health checks", async () => {
    const other = await createOwner(server());
    expect((await call(server(), "GET", "/v1/owners/me", { key: other.apiKey })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await call(server(), "GET", "/healthz")).status).toBe(200);
  });
});
