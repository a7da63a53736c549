// Per-key rate limits: past the limit a key answers 429 rate_limited with retry_after_ms and
// Retry-After, and the refused request does nothing.
import { randomBytes } from "node:crypto";
import http from "node:http";
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

describe("failed authentications from one address", () => {
  const LIMIT = 3;
  const throttled = useServer({ config: { authFailureLimit: { requests: LIMIT, windowMs: WINDOW_MS } } });

  /** GET `path` from a chosen local address (127.0.0.x all reach a server on 127.0.0.1), with `key` if given. */
  const getFrom = (localAddress: string, path: string, key?: string) =>
    new Promise<{ status: number; body: { error: { code: string; message: string } } }>((resolve, reject) => {
      const url = new URL(path, throttled().baseUrl);
      const req = http.request(url, { localAddress, headers: key === undefined ? {} : { authorization: `Bearer ${key}` } }, (res) => {
        let text = "";
        res
          .setEncoding("utf8")
          .on("data", (chunk) => (text += chunk))
          .on("end", () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined }));
      });
      req.on("error", reject).end();
    });
  const meFrom = (localAddress: string, key: string) => getFrom(localAddress, "/v1/owners/me", key);

  it("answer 401 up to the limit, then 429 rate_limited before any key is checked, for that address only", async () => {
    const { apiKey } = await createOwner(throttled());
    const { apiKey: working } = await createOwner(throttled());
    const guess = () => `tlk_${randomBytes(32).toString("base64url")}`;
    expect((await meFrom("127.0.0.2", working)).status).toBe(200); // a key in use from there
    for (let i = 0; i <= LIMIT; i++) expect((await meFrom("127.0.0.2", guess())).status).toBe(401);
    const refused = await meFrom("127.0.0.2", guess());
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/failed authentications and anonymous reads from this address/),
    });
    // A good key not seen lately waits out the window from that address; one just used does not
    // (it is no guess); another address is not affected.
    expect((await meFrom("127.0.0.2", apiKey)).status).toBe(429);
    expect((await meFrom("127.0.0.2", working)).status).toBe(200);
    expect((await meFrom("127.0.0.3", apiKey)).status).toBe(200);
    expect((await meFrom("127.0.0.3", guess())).status).toBe(401);
  });

  it("count anonymous reads of public logs too, found or not: past the limit they answer 429", async () => {
    const owner = await ownerWithAgent(throttled());
    expect(
      (await call(throttled(), "PATCH", `/v1/agents/${owner.agentId}`, { key: owner.apiKey, body: { log_public: true } })).status,
    ).toBe(200);
    const publicLog = `/v1/agents/${owner.agentId}/log/checkpoint`;
    const randomLog = () => `/v1/agents/agt_${randomBytes(12).toString("hex")}/log/checkpoint`;
    // No checkpoint yet: 404 either way, but only after a lookup.
    expect((await getFrom("127.0.0.4", publicLog)).status).toBe(404);
    for (let i = 1; i < LIMIT; i++) expect((await getFrom("127.0.0.4", randomLog())).body.error.code).toBe("not_found");
    const refused = await getFrom("127.0.0.4", randomLog());
    expect([refused.status, refused.body.error.code]).toEqual([429, "rate_limited"]);
    expect((await getFrom("127.0.0.4", publicLog)).status).toBe(429);
    // The owner's key reads its log from there; another address reads anonymously.
    expect((await getFrom("127.0.0.4", publicLog, owner.apiKey)).status).toBe(404);
    expect((await getFrom("127.0.0.5", publicLog)).status).toBe(404);
  });

  it("count wrong admin tokens too", async () => {
    const createFrom = (key: string) =>
      call(throttled(), "POST", "/v1/owners", { key, body: { name: "x", wallet: { mode: "custodial" } } });
    // 127.0.0.1 here: the test above used other addresses.
    for (let i = 0; i <= LIMIT; i++) expectError(await createFrom(`wrong-admin-token-${i}`), 401, "auth_invalid");
    expectError(await createFrom(throttled().adminToken), 429, "rate_limited");
  });
});
