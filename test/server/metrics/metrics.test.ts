// GET /metrics (docs/operations.md): only METRICS_TOKEN opens it on the main port, METRICS_PORT
// serves it on a loopback listener of its own, the counts equal what the test did, and no label
// ever holds an agent, owner, key or record.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ERROR_CODES } from "../../../generated/errors.ts";
import { cosignerKey } from "../../../protocol/note.ts";
import { configFromEnv } from "../../../server/config.ts";
import { OPERATIONS } from "../../../generated/operations.ts";
import { recordOf } from "../../support/records.ts";
import { storeScores } from "../../support/scores.ts";
import { call, ownerWithAgent, startTestServer, type TestServer } from "../../support/server.ts";
import { badWitness } from "../../support/witnesses.ts";
import { blobCall, digestOf } from "../http/blobs-suite.ts";
import { agentClient, type AgentClient } from "../http/helpers.ts";
import { parseExposition, valueOf, type Sample } from "./exposition.ts";

const TOKEN = randomBytes(24).toString("hex");

async function scrape(url: string, token?: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${url}/metrics`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

/** The samples now, and the change of a sample since `before`. */
async function samples(server: TestServer): Promise<Sample[]> {
  const answer = await scrape(server.baseUrl, TOKEN);
  expect(answer.status).toBe(200);
  return parseExposition(answer.text);
}
const RECORDS = { log: "records" };
const SCORES = { log: "scores" };
const delta = (after: Sample[], before: Sample[], name: string, labels?: Record<string, string>) =>
  valueOf(after, name, labels) - valueOf(before, name, labels);

describe("GET /metrics with METRICS_TOKEN", () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof ownerWithAgent>>;
  let client: AgentClient;
  beforeAll(async () => {
    // No checkpoints of its own: the checkpoint age stays until the test cuts one.
    server = await startTestServer({ config: { metrics: { token: TOKEN, port: undefined, host: "127.0.0.1" }, checkpointIntervalMs: 0 } });
    owner = await ownerWithAgent(server);
    client = agentClient(server, owner);
  });
  afterAll(() => server?.close());

  it("answers the token in the Prometheus text format, and refuses no token, an owner key, the admin token or another token (401)", async () => {
    const ok = await scrape(server.baseUrl, TOKEN);
    expect(ok.status).toBe(200);
    expect(ok.type).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(ok.text).toMatch(/^# HELP trace_ledger_records_stored_total /m);
    for (const token of [undefined, owner.apiKey, server.adminToken, TOKEN.slice(1), `${TOKEN}x`]) {
      const refused = await scrape(server.baseUrl, token);
      expect(refused.status, `token ${token}`).toBe(401);
      expect(JSON.parse(refused.text).error.code).toBe("auth_invalid");
      expect(refused.text).not.toContain("trace_ledger_");
    }
  });

  it("exports the names fixed across the wave, the operators' ones and the process metrics", async () => {
    const names = new Set((await scrape(server.baseUrl, TOKEN)).text.match(/^# TYPE \S+/gm)!.map((line) => line.slice(7)));
    for (const name of [
      "trace_ledger_http_requests_total",
      "trace_ledger_http_request_duration_seconds",
      "trace_ledger_records_stored_total",
      "trace_ledger_records_refused_total",
      "trace_ledger_scores_stored_total",
      "trace_ledger_integration_lag_leaves",
      "trace_ledger_db_pool_connections",
      "trace_ledger_integration_lag_oldest_seconds",
      "trace_ledger_checkpoint_age_seconds",
      "trace_ledger_ingest_batch_records",
      "trace_ledger_ingest_queued_records",
      "trace_ledger_witness_submissions_total",
      "trace_ledger_blob_bytes_stored_total",
      "trace_ledger_blob_bytes_erased_total",
      "trace_ledger_rate_limited_total",
      "trace_ledger_database_up",
      "process_cpu_seconds_total",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it("counts records stored and refused by code, requests by operation and status, and group-commit batches exactly", async () => {
    const before = await samples(server);
    const records = [recordOf("Observing"), recordOf("Observing"), recordOf("Observing")];
    for (const record of records) expect((await client.submit(record)).status).toBe(201);
    expect((await client.submit(records[0]!)).status).toBe(200); // a duplicate stores nothing
    const invalid = { ...recordOf("Observing"), behavior: undefined };
    expect((await client.submit(invalid)).status).toBe(400);
    const conflict = { ...recordOf("Observing"), record_id: records[1]!.record_id };
    const batch = await client.batch([recordOf("Observing"), recordOf("Observing"), invalid, conflict]);
    expect(batch.body.results.map((r: { code?: string }) => r.code ?? "ok")).toEqual([
      "ok",
      "ok",
      "validation_failed",
      "record_id_conflict",
    ]);
    expect(
      (await call(server, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: "tl_wrong", body: recordOf("Observing") })).status,
    ).toBe(401);
    expect((await call(server, "GET", "/no/such/path")).status).toBe(404);
    const after = await samples(server);

    expect(delta(after, before, "trace_ledger_records_stored_total")).toBe(5);
    expect(delta(after, before, "trace_ledger_records_refused_total", { code: "validation_failed" })).toBe(2);
    expect(delta(after, before, "trace_ledger_records_refused_total", { code: "record_id_conflict" })).toBe(1);
    expect(delta(after, before, "trace_ledger_http_requests_total", { operation: "submitRecord", status: "201" })).toBe(3);
    expect(delta(after, before, "trace_ledger_http_requests_total", { operation: "submitRecord", status: "200" })).toBe(1);
    expect(delta(after, before, "trace_ledger_http_requests_total", { operation: "submitRecord", status: "400" })).toBe(1);
    // Refused before its handler ran, still counted under its operation.
    expect(delta(after, before, "trace_ledger_http_requests_total", { operation: "submitRecord", status: "401" })).toBe(1);
    expect(delta(after, before, "trace_ledger_http_requests_total", { operation: "submitBatch", status: "200" })).toBe(1);
    expect(delta(after, before, "trace_ledger_http_requests_total", { operation: "unmatched", status: "404" })).toBe(1);
    expect(delta(after, before, "trace_ledger_http_request_duration_seconds_count", { operation: "submitRecord" })).toBe(6);
    // Every record that reached the store went through one group-commit transaction or another:
    // 3 new, 1 duplicate, then the batch's 2 new and 1 conflict.
    expect(delta(after, before, "trace_ledger_ingest_batch_records_sum")).toBe(7);
    expect(valueOf(after, "trace_ledger_ingest_queued_records")).toBe(0);
    expect(valueOf(after, "trace_ledger_scores_stored_total")).toBe(0);
    expect(valueOf(after, "trace_ledger_database_up")).toBe(1);
  });

  it("counts scores newly stored, not their duplicates", async () => {
    const record = recordOf("Observing");
    expect((await client.submit(record)).status).toBe(201);
    const before = await samples(server);
    const score = {
      score_id: randomUUID(),
      session_id: record.session_id,
      name: "helpfulness",
      value: 1,
      source: { kind: "code" },
      client_ts_utc: 1,
    };
    const submit = (body: object) => call(server, "POST", `/v1/scores?agent_id=${owner.agentId}`, { key: owner.apiKey, body });
    expect((await submit(score)).status).toBe(201);
    expect((await submit(score)).status).toBe(200);
    expect(
      (
        await call(server, "POST", `/v1/scores:batch?agent_id=${owner.agentId}`, {
          key: owner.apiKey,
          body: { scores: [score, { ...score, score_id: randomUUID() }] },
        })
      ).status,
    ).toBe(200);
    expect(delta(await samples(server), before, "trace_ledger_scores_stored_total")).toBe(2);
  });

  it("counts scores stored from OTLP evaluation events, not their resends", async () => {
    const before = await samples(server);
    const event = (value: number) => ({
      name: "gen_ai.evaluation.result",
      timeUnixNano: "1790000000000500000",
      attributes: [
        { key: "gen_ai.evaluation.name", value: { stringValue: "relevancy" } },
        { key: "gen_ai.evaluation.score.value", value: { doubleValue: value } },
      ],
    });
    const span = {
      traceId: "c".repeat(32),
      spanId: "0".repeat(15) + "1",
      name: "chat",
      startTimeUnixNano: "1790000000000000000",
      endTimeUnixNano: "1790000000001000000",
      events: [event(0.5), event(0.75)],
    };
    const body = {
      resourceSpans: [
        { resource: { attributes: [{ key: "gen_ai.agent.id", value: { stringValue: owner.agentId } }] }, scopeSpans: [{ spans: [span] }] },
      ],
    };
    for (let i = 0; i < 2; i++) expect((await call(server, "POST", "/v1/otlp/v1/traces", { key: owner.apiKey, body })).status).toBe(200);
    expect(
      (await call(server, "GET", `/v1/agents/${owner.agentId}/scores?name=relevancy`, { key: owner.apiKey })).body.scores,
    ).toHaveLength(2);
    expect(delta(await samples(server), before, "trace_ledger_scores_stored_total")).toBe(2);
  });

  it("gauges the checkpoint age from the oldest record no checkpoint covers, and the integration backlog, until a checkpoint covers them", async () => {
    const other = await ownerWithAgent(server);
    const acks = [];
    for (let i = 0; i < 2; i++) acks.push((await agentClient(server, other).submit(recordOf("Observing"))).body);
    // Records of the first agent (earlier tests) are older and uncovered too: cover them first.
    expect((await call(server, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).status).toBe(201);
    const from = Date.now();
    const uncovered = await samples(server);
    const to = Date.now();
    const age = valueOf(uncovered, "trace_ledger_checkpoint_age_seconds", RECORDS);
    expect(age).toBeGreaterThanOrEqual((from - acks[0].server_ts_utc) / 1000);
    expect(age).toBeLessThanOrEqual((to - acks[0].server_ts_utc) / 1000);
    expect(valueOf(uncovered, "trace_ledger_integration_lag_leaves", RECORDS)).toBeLessThanOrEqual(2);

    // A checkpoint covers every record acknowledged before it, integrating them first.
    expect((await call(server, "POST", `/v1/agents/${other.agentId}/checkpoints`, { key: other.apiKey })).status).toBe(201);
    const covered = await samples(server);
    expect(valueOf(covered, "trace_ledger_checkpoint_age_seconds", RECORDS)).toBe(0);
    expect(valueOf(covered, "trace_ledger_integration_lag_leaves", RECORDS)).toBe(0);
    expect(valueOf(covered, "trace_ledger_integration_lag_oldest_seconds", RECORDS)).toBe(0);
  });

  it("gauges the scores log's backlog under log=scores, next to the record log's, until a proof's checkpoint covers its scores", async () => {
    const record = recordOf("Observing");
    expect((await client.submit(record)).status).toBe(201);
    const [score] = await storeScores(server, owner, [{ record_id: record.record_id, name: "lag", value: 1 }]);
    const names = [
      "trace_ledger_integration_lag_leaves",
      "trace_ledger_integration_lag_oldest_seconds",
      "trace_ledger_checkpoint_age_seconds",
    ];
    const series = (await samples(server))
      .filter((sample) => names.includes(sample.name))
      .map((sample) => `${sample.name}{${sample.labels.log}}`);
    expect(series.sort()).toEqual(names.flatMap((name) => [`${name}{records}`, `${name}{scores}`]).sort());
    expect((await call(server, "GET", `/v1/scores/${score!.score_id}/proof?agent_id=${owner.agentId}`, { key: owner.apiKey })).status).toBe(
      200,
    );
    const covered = await samples(server);
    for (const name of names) expect(valueOf(covered, name, SCORES), name).toBe(0);
  });

  it("counts OTLP spans stored as records, and those refused under their code", async () => {
    const before = await samples(server);
    const span = (n: number) => ({
      traceId: "b".repeat(32),
      spanId: String(n).padStart(16, "0"),
      name: "step",
      startTimeUnixNano: "1790000000000000000",
      endTimeUnixNano: "1790000000001000000",
    });
    const resource = (attributes: object[], spans: object[]) => ({ resource: { attributes }, scopeSpans: [{ spans }] });
    const body = {
      resourceSpans: [
        resource([{ key: "gen_ai.agent.id", value: { stringValue: owner.agentId } }], [span(1), span(2)]),
        resource([], [span(3)]), // no agent: refused
      ],
    };
    const res = await call(server, "POST", "/v1/otlp/v1/traces", { key: owner.apiKey, body });
    expect(res.status).toBe(200);
    expect(res.body.partialSuccess.rejectedSpans).toBe("1");
    const after = await samples(server);
    expect(delta(after, before, "trace_ledger_records_stored_total")).toBe(2);
    expect(delta(after, before, "trace_ledger_records_refused_total", { code: "validation_failed" })).toBe(1);
    expect(delta(after, before, "trace_ledger_http_requests_total", { operation: "ingestOtlpTraces", status: "200" })).toBe(1);
  });

  it("counts blob bytes stored and erased", async () => {
    const before = await samples(server);
    const bytes = randomBytes(1234);
    const salt = randomBytes(32);
    const digest = digestOf(bytes, salt);
    const target = { baseUrl: server.baseUrl, apiKey: owner.apiKey, agentId: owner.agentId };
    expect(
      (await blobCall(target, "PUT", digest, { body: bytes, salt, headers: { "content-type": "application/octet-stream" } })).status,
    ).toBe(201);
    expect(
      (await blobCall(target, "PUT", digest, { body: bytes, salt, headers: { "content-type": "application/octet-stream" } })).status,
    ).toBe(200);
    expect((await blobCall(target, "DELETE", digest)).status).toBe(200);
    const after = await samples(server);
    expect(delta(after, before, "trace_ledger_blob_bytes_stored_total")).toBe(1234);
    expect(delta(after, before, "trace_ledger_blob_bytes_erased_total")).toBe(1234);
  });

  it("labels only operations, status codes, error codes and fixed states: never an agent, owner, key or record", async () => {
    const text = (await scrape(server.baseUrl, TOKEN)).text;
    for (const secret of [owner.agentId, owner.ownerId, owner.apiKey, server.adminToken, TOKEN]) expect(text).not.toContain(secret);
    const allowed: Record<string, (value: string) => boolean> = {
      operation: (value) => value === "unmatched" || Object.hasOwn(OPERATIONS, value),
      status: (value) => /^[1-5]\d\d$/.test(value),
      code: (value) => (ERROR_CODES as string[]).includes(value),
      state: (value) => ["used", "idle", "waiting"].includes(value),
      limit: (value) => ["key", "address"].includes(value),
      log: (value) => ["records", "scores"].includes(value),
      le: (value) => value === "+Inf" || Number.isFinite(Number(value)),
    };
    const ours = parseExposition(text).filter((sample) => sample.name.startsWith("trace_ledger_"));
    expect(ours.length).toBeGreaterThan(20);
    for (const sample of ours) {
      for (const [label, value] of Object.entries(sample.labels)) {
        expect(allowed[label]?.(value), `${sample.name}{${label}="${value}"}`).toBe(true);
      }
    }
  });
});

describe("GET /metrics on METRICS_PORT", () => {
  let server: TestServer;
  let metricsUrl: string;
  let garbage: Awaited<ReturnType<typeof badWitness>>;
  // A witness nobody holds the key of, answering garbage: each submission to it fails.
  const garbageKey = cosignerKey("garbage.witness.test", new Uint8Array(32).fill(7));
  beforeAll(async () => {
    garbage = await badWitness({ status: 200, text: "not a cosignature\n" });
    server = await startTestServer({
      config: {
        checkpointIntervalMs: 0,
        // Only nudges after a cut submit: no round of its own during the test.
        witnesses: { list: [{ verifierKey: garbageKey, url: garbage.url }], intervalMs: 3_600_000, timeoutMs: 5_000 },
        metrics: { token: undefined, port: 0, host: "127.0.0.1" },
        // Fixed windows of ~30 years: no window ends during the test.
        rateLimit: { requests: 3, windowMs: 1e12 },
        authFailureLimit: { requests: 1, windowMs: 1e12 },
      },
    });
    metricsUrl = server.service.metricsUrl!;
  });
  afterAll(async () => {
    await server?.close();
    await garbage?.close();
  });

  it("serves /metrics on its own loopback port, and nothing else there; the main port has none without METRICS_TOKEN", async () => {
    expect(new URL(metricsUrl).hostname).toBe("127.0.0.1");
    expect(new URL(metricsUrl).port).not.toBe(new URL(server.baseUrl).port);
    const ok = await scrape(metricsUrl);
    expect(ok.status).toBe(200);
    expect(ok.text).toContain("trace_ledger_records_stored_total 0");
    const elsewhere = await fetch(`${metricsUrl}/v1/agents`);
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json()).error.code).toBe("not_found");
    expect((await fetch(`${metricsUrl}//[`)).status).toBe(404);
    const main = await scrape(server.baseUrl, server.adminToken);
    expect(main.status).toBe(404);
    expect(JSON.parse(main.text).error.code).toBe("not_found");
  });

  it("exports the witnesses' submissions as log/witnesses.ts counts them: a failed one under the witness's name", async () => {
    const owner = await ownerWithAgent(server);
    expect((await agentClient(server, owner).submit(recordOf("Observing"))).status).toBe(201);
    expect((await call(server, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).status).toBe(201);
    // The cut nudges the witness lane; wait (bounded) for its one submission to end.
    await vi.waitFor(() => expect(server.service.services.witnesses.stats()[garbageKey]!.failed).toBe(1), { timeout: 20_000 });
    const samples = parseExposition((await scrape(metricsUrl)).text);
    expect(valueOf(samples, "trace_ledger_witness_submissions_total", { witness: "garbage.witness.test", outcome: "failed" })).toBe(1);
    expect(valueOf(samples, "trace_ledger_witness_submissions_total", { witness: "garbage.witness.test", outcome: "cosigned" })).toBe(0);
    expect((await scrape(metricsUrl)).text).not.toContain(garbageKey);
  });

  it("counts 429s by limit: a key over RATE_LIMIT_REQUESTS, an address throttled after failed authentications", async () => {
    // Registering the agent is the owner key's first request of three.
    const owner = await ownerWithAgent(server);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(server, "GET", `/v1/agents/${owner.agentId}`, { key: owner.apiKey })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const failures = [];
    for (let i = 0; i < 3; i++) failures.push((await call(server, "GET", "/v1/agents", { key: `tl_${randomUUID()}` })).status);
    expect(failures).toEqual([401, 401, 429]);
    const after = parseExposition((await scrape(metricsUrl)).text);
    expect(valueOf(after, "trace_ledger_rate_limited_total", { limit: "key" })).toBe(2);
    expect(valueOf(after, "trace_ledger_rate_limited_total", { limit: "address" })).toBe(1);
    expect(valueOf(after, "trace_ledger_http_requests_total", { operation: "getAgent", status: "429" })).toBe(2);
  });
});

describe("metrics configuration", () => {
  it("is off by default, takes METRICS_PORT on loopback, and refuses a short METRICS_TOKEN or a bad port before starting", () => {
    expect(configFromEnv({}).metrics).toEqual({ token: undefined, port: undefined, host: "127.0.0.1" });
    expect(configFromEnv({ METRICS_PORT: "9464", METRICS_TOKEN: TOKEN }).metrics).toEqual({ token: TOKEN, port: 9464, host: "127.0.0.1" });
    expect(() => configFromEnv({ METRICS_TOKEN: "too-short" })).toThrow("METRICS_TOKEN must be at least 32 characters (got 9)");
    expect(() => configFromEnv({ METRICS_PORT: "metrics" })).toThrow("METRICS_PORT must be a non-negative integer");
  });
});
