// Only well-formed keys reach a query (issue 33, item 2; server/key-guard.ts). A NUL made
// PostgreSQL fail the duplicate lookup of a refused record_id (500); every place a client names a
// key (in a record, a batch, an OTLP resource, a path, a query) answers a 4xx with a stable code
// for a NUL, an unpaired surrogate and an over-long value. CI runs this file on PostgreSQL too.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recordIdOf } from "../../../server/otel/ids.ts";
import { recordOf } from "../../support/records.ts";
import { call } from "../../support/server.ts";
import { NUL_REASON, ackOf, expectError, recordErrorOf, useAgent, useServer } from "./helpers.ts";

const server = useServer();
const me = useAgent(server);

const BAD = [
  ["a NUL", "\u0000"],
  ["a lone surrogate", "\ud800"],
  ["5,000 more characters", "x".repeat(5_000)],
] as const;

// What a key with a fault may answer, wherever it is named: refused, or (a URL's U+FFFD) not found.
const KNOWN_CODES = ["validation_failed", "not_found", "auth_invalid"];

describe("record ids", () => {
  it.each(BAD)("one with %s is 400 validation_failed on /record_id, alone and in a batch (bare: validation_failed)", async (_, fault) => {
    const bad = { ...recordOf("Observing"), record_id: `${randomUUID()}${fault}` };
    expect(expectError(await me.client.submit(bad), 400, "validation_failed").details).toMatchObject({ field: "/record_id" });
    expectError(await me.client.submit({ record_id: bad.record_id }), 400, "validation_failed");
    const good = recordOf("Observing");
    const batch = await me.client.batch([bad, good]);
    expect(batch.status).toBe(200);
    expect(batch.body.results).toEqual([
      recordErrorOf(bad.record_id, "validation_failed", expect.objectContaining({ field: "/record_id" })),
      ackOf(good),
    ]);
  });
});

describe("agent ids named in an OTLP body", () => {
  it("with a NUL, a lone surrogate or over 128 characters reject their resource's spans as validation_failed; the others are stored", async () => {
    const traceId = "c".repeat(32);
    const resource = (agentId: string, n: number) => ({
      resource: { attributes: [{ key: "gen_ai.agent.id", value: { stringValue: agentId } }] },
      scopeSpans: [
        {
          spans: [
            {
              traceId,
              spanId: String(n).padStart(16, "0"),
              name: "step",
              startTimeUnixNano: "1790000000000000000",
              endTimeUnixNano: "1790000000001000000",
            },
          ],
        },
      ],
    });
    const body = { resourceSpans: [...BAD.map(([, fault], i) => resource(`${me.agentId}${fault}`, i + 1)), resource(me.agentId, 9)] };
    const res = await call(server(), "POST", "/v1/otlp/v1/traces", { key: me.apiKey, body });
    expect(res.status).toBe(200);
    expect(res.body.partialSuccess.rejectedSpans).toBe("3");
    expect(
      res.body.partialSuccess.errorMessage.match(
        /: validation_failed: \/agent_id must be at most 128 characters with no NUL or unpaired surrogate/g,
      ),
    ).toHaveLength(3);
    expect((await me.client.record(recordIdOf(traceId, String(9).padStart(16, "0")))).status).toBe(200);
  });
});

describe("keys in paths and queries", () => {
  // A URL cannot carry an unpaired surrogate: its UTF-8 form (ED A0 80) decodes to U+FFFD, an ordinary character.
  const URL_FAULTS = [
    ["a NUL", "%00"],
    ["a lone surrogate", "%ED%A0%80"],
    ["5,000 more characters", "x".repeat(5_000)],
  ] as const;
  const places = (f: string) => {
    const agent = `agent_id=${me.agentId}`;
    const record = `${randomUUID()}${f}`;
    return [
      ["GET", `/v1/records/${record}?${agent}`],
      ["GET", `/v1/records/${record}/proof?${agent}`],
      ["GET", `/v1/records/${randomUUID()}?agent_id=${me.agentId}${f}`],
      ["GET", `/v1/sessions/s${f}?${agent}`],
      ["GET", `/v1/sessions/s?${agent}&cursor=${record}`],
      ["GET", `/v1/traces/${me.agentId}${f}`],
      ["GET", `/v1/traces/${me.agentId}?before=${record}`],
      ["GET", `/v1/traces/${me.agentId}?order=asc&after=${record}`],
      ["GET", `/v1/agents/${me.agentId}${f}`],
      ["PATCH", `/v1/agents/${me.agentId}${f}`],
      ["GET", `/v1/agents?name=n${f}`],
      ["GET", `/v1/owners/me/agents?cursor=agt_${f}`],
      ["GET", `/v1/agents/${me.agentId}/sessions?cursor=s${f}`],
      ["GET", `/v1/agents/${me.agentId}/records?cursor=${record}`],
      ["GET", `/v1/agents/${me.agentId}/records?session_id=s${f}`],
      ["GET", `/v1/agents/${me.agentId}/records?q=a${f}`],
      ["GET", `/v1/agents/${me.agentId}/records?tag=a${f}`],
      ["GET", `/v1/agents/${me.agentId}/blobs/sha256:${"a".repeat(64)}${f}`],
      ["GET", `/v1/agents/${me.agentId}${f}/blobs/sha256:${"a".repeat(64)}`],
      ["POST", `/v1/agents/${me.agentId}${f}/checkpoints`],
      ["GET", `/v1/agents/${me.agentId}${f}/checkpoints/latest`],
      ["GET", `/v1/agents/${me.agentId}${f}/log/checkpoint`],
      ["GET", `/v1/agents/${me.agentId}${f}/log/tile/0/000`],
    ] as const;
  };

  it.each(URL_FAULTS)("with %s never answer a 5xx: a NUL or an over-long value is 400 validation_failed", async (name, fault) => {
    for (const [method, path] of places(fault)) {
      const res = await call(server(), method, path, { key: me.apiKey, ...(method === "PATCH" && { body: { metadata: {} } }) });
      expect(res.status, path).toBeLessThan(500);
      if (name !== "a lone surrogate") expect([res.status, res.body.error.code], path).toEqual([400, "validation_failed"]);
      else if (res.status >= 400) expect(KNOWN_CODES, path).toContain(res.body.error.code);
    }
    // Owner recovery by id (admin), and the public log read without a key.
    for (const res of [
      await call(server(), "POST", `/v1/owners/own_${fault}/rotate-key`, { key: server().adminToken }),
      await call(server(), "GET", `/v1/agents/${me.agentId}${fault}/log/checkpoint`),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(KNOWN_CODES).toContain(res.body.error.code);
    }
  });

  it("a NUL is refused as unstorable, naming the parameter", async () => {
    const res = await call(server(), "GET", `/v1/sessions/s%00?agent_id=${me.agentId}`, { key: me.apiKey });
    expectError(res, 400, "validation_failed", { field: "/session_id", reason: NUL_REASON });
  });
});
