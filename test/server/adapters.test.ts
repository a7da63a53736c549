// node:http and Express serve the same request handler: the same conversation gets the same
// answers from both (status, body shape, headers that matter).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent, startTestServer, type Answer, type TestServer } from "../support/server.ts";

const servers: Record<"node" | "express", TestServer> = {} as never;
beforeAll(async () => {
  [servers.node, servers.express] = await Promise.all([
    startTestServer({ config: { httpAdapter: "node" } }),
    startTestServer({ config: { httpAdapter: "express" } }),
  ]);
});
afterAll(() => Promise.all(Object.values(servers).map((s) => s.close())));

/** What should match across adapters: ids and timestamps differ by nature. */
function comparable(answer: Answer) {
  const body = JSON.stringify(answer.body ?? null)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|agt_[0-9a-f]{32}|sess-[\w-]+/g, "…")
    .replace(/"(server_ts_utc|client_ts_utc)":\d+/g, '"$1":0');
  return {
    status: answer.status,
    body: JSON.parse(body),
    contentType: answer.headers.get("content-type"),
    hasRequestId: answer.headers.has("x-request-id"),
    retryAfter: answer.headers.get("retry-after"),
  };
}

async function conversation(server: TestServer) {
  const { apiKey, agentId } = await ownerWithAgent(server);
  const record = recordOf("Thinking");
  const submit = (body: unknown, rawBody?: string) =>
    call(server, "POST", `/v1/records?agent_id=${agentId}`, {
      key: apiKey,
      body,
      rawBody,
      headers: { "content-type": "application/json" },
    });
  const answers = await Promise.all([
    submit(record).then(async (first) => [first, await submit(record), await submit({ ...record, prompt: "changed" })]),
    submit(undefined, "{not json"),
    submit({ ...record, record_id: "nope" }),
    call(server, "POST", `/v1/records?agent_id=${agentId}`, { key: apiKey, rawBody: "{}", headers: { "content-type": "text/plain" } }),
    call(server, "GET", "/v1/nowhere", { key: apiKey }),
    call(server, "DELETE", "/v1/records", { key: apiKey }),
    call(server, "GET", "/v1/owners/me", { key: "tlk_wrong" }),
    call(server, "GET", "/healthz"),
  ]);
  // Read after the writes settled: in the same Promise.all its answer would depend on timing.
  answers.push(await call(server, "GET", `/v1/traces/${agentId}?limit=2`, { key: apiKey }));
  return answers.flat().map(comparable);
}

describe("HTTP adapters", () => {
  it("answer the same conversation alike", async () => {
    const [node, express] = await Promise.all([conversation(servers.node), conversation(servers.express)]);
    expect(node.map((a) => a.status)).toEqual([201, 200, 409, 400, 400, 415, 404, 405, 401, 200, 200]);
    expect(express).toEqual(node);
  });
});
