// Owner isolation on every endpoint: owner B's key never reads, changes or learns of owner A's
// agents, records, sessions or traces. Reads answer exactly what a missing object answers (404);
// writes for A's agent answer 401 auth_invalid (the key does not own the agent).
import { createHash, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { OperationId } from "../../../generated/operations.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent, type Answer } from "../../support/server.ts";
import { agentClient, expectError, registerAgent, rows, useServer, type AgentClient } from "./helpers.ts";

const server = useServer();
const MISSING_AGENT = "agt_0123456789abcdef0123456789abcdef";

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
let a: Owner;
let b: Owner;
let aClient: AgentClient;
let aRecord: ReturnType<typeof recordOf<"Thinking">>;
const A_METADATA = { description: "A's agent", tags: ["private"] };
const A_BLOB = Buffer.from("A's attachment");
const A_BLOB_DIGEST = `sha256:${createHash("sha256").update(A_BLOB).digest("hex")}`;
const blobOf = (agentId: string) => `/v1/agents/${agentId}/blobs/${A_BLOB_DIGEST}`;
const aScore = { score_id: randomUUID(), name: "helpfulness", value: 0.5, source: { kind: "human" }, client_ts_utc: 1767225600000 };
let aConfigId: string;
// A's scorer, and a closed session of A's second agent: what B must not see in a scoring queue.
let aScorer: { scorer_id: string; api_key: string };
let aClosed: { agentId: string; sessionId: string };
const scoreFor = (sessionId: string) => ({ ...aScore, score_id: randomUUID(), session_id: sessionId });

beforeAll(async () => {
  [a, b] = [await ownerWithAgent(server()), await ownerWithAgent(server())];
  aClient = agentClient(server(), a);
  aRecord = recordOf("Thinking");
  expect((await aClient.submit(aRecord)).status).toBe(201);
  expect((await aClient.patch(A_METADATA)).status).toBe(200);
  expect((await call(server(), "POST", `/v1/agents/${a.agentId}/checkpoints`, { key: a.apiKey })).status).toBe(201);
  expect((await call(server(), "PUT", blobOf(a.agentId), { key: a.apiKey, rawBody: A_BLOB.toString() })).status).toBe(201);
  Object.assign(aScore, { session_id: aRecord.session_id });
  expect((await call(server(), "POST", `/v1/scores?agent_id=${a.agentId}`, { key: a.apiKey, body: aScore })).status).toBe(201);
  aConfigId = (await call(server(), "POST", "/v1/score-configs", { key: a.apiKey, body: { name: "helpfulness", data_type: "numeric" } }))
    .body.config_id;
  aScorer = (await call(server(), "POST", "/v1/scorers", { key: server().adminToken, body: { name: "A's scorer" } })).body;
  expect((await call(server(), "PUT", `/v1/owners/me/scorers/${aScorer.scorer_id}`, { key: a.apiKey })).status).toBe(200);
  const second = await registerAgent(server(), a.apiKey);
  const observing = recordOf("Observing");
  await agentClient(server(), { apiKey: a.apiKey, agentId: second.body.agent_id }).batch([
    observing,
    recordOf("Acting", observing.session_id),
  ]);
  aClosed = { agentId: second.body.agent_id, sessionId: observing.session_id };
});

/** B's answer for A's agent must be exactly B's answer for an agent that does not exist. */
async function expectSameAsMissing(probe: (agentId: string) => Promise<Answer>, status: number, code: string) {
  const foreign = await probe(a.agentId);
  const missing = await probe(MISSING_AGENT);
  const error = expectError(foreign, status, code);
  const missingError = expectError(missing, status, code);
  expect({ ...error, message: error.message.replaceAll(a.agentId, "<id>") }).toEqual({
    ...missingError,
    message: missingError.message.replaceAll(MISSING_AGENT, "<id>"),
  });
  expect(JSON.stringify(foreign.body)).not.toContain(a.ownerId);
}

/** Everything of A, as A reads it: must be unchanged by whatever B tried. */
async function aState() {
  const { body: agent } = await aClient.agent();
  const { body: trace } = await aClient.trace("?limit=500");
  const { body: checkpoint } = await call(server(), "GET", `/v1/agents/${a.agentId}/checkpoints/latest`, { key: a.apiKey });
  const blob = await fetch(server().baseUrl + blobOf(a.agentId), { headers: { authorization: `Bearer ${a.apiKey}` } });
  const { body: scores } = await call(server(), "GET", `/v1/agents/${a.agentId}/scores`, { key: a.apiKey });
  const { body: configs } = await call(server(), "GET", "/v1/score-configs", { key: a.apiKey });
  // A's scorer still reads A's agent.
  const { status: scorerReads } = await call(server(), "GET", `/v1/agents/${a.agentId}/scores`, { key: aScorer.api_key });
  return { agent, trace, checkpoint, blob: [blob.status, await blob.text()], scores, configs, scorerReads };
}

// One probe per operation that takes an owner key; the type makes a new operation fail to compile here.
const asB: Record<
  Exclude<OperationId, "createOwner" | "health" | "ready" | "getLogVerifierKey" | "listSchemaVersions" | "getSchemaVersion">,
  () => Promise<void>
> = {
  getAgent: () => expectSameAsMissing((id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).agent(), 404, "not_found"),
  updateAgent: () =>
    expectSameAsMissing(
      (id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).patch({ description: "hijacked" }),
      404,
      "not_found",
    ),
  resolveAgent: async () => {
    expectError(await call(server(), "GET", `/v1/agents?name=${encodeURIComponent(a.agent.name)}`, { key: b.apiKey }), 404, "not_found");
  },
  registerAgent: async () => {
    // B may use A's agent name: that makes B's own agent, never hands out A's.
    const res = await registerAgent(server(), b.apiKey, { name: a.agent.name });
    expect(res.status).toBe(201);
    expect(res.body.agent_id).not.toBe(a.agentId);
    expect(res.body.metadata).toEqual({});
  },
  getTrace: () => expectSameAsMissing((id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).trace(), 404, "not_found"),
  getSession: async () => {
    await expectSameAsMissing(
      (id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).session(aRecord.session_id),
      404,
      "not_found",
    );
    // Through B's own agent, A's session is a session B's agent does not have.
    expectError(await agentClient(server(), b).session(aRecord.session_id), 404, "not_found");
  },
  listSessions: async () => {
    await expectSameAsMissing((id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).sessions(), 404, "not_found");
    await expectSameAsMissing((id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).sessions("?closed=true"), 404, "not_found");
    // A's session as a cursor on B's own agent names nothing B can list.
    expectError(await agentClient(server(), b).sessions(`?cursor=${encodeURIComponent(aRecord.session_id)}`), 404, "not_found");
  },
  searchRecords: async () => {
    await expectSameAsMissing((id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).search(), 404, "not_found");
    const word = encodeURIComponent(aRecord.prompt.split(" ")[0]!);
    await expectSameAsMissing((id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).search(`?q=${word}`), 404, "not_found");
    // B's own agent finds none of A's records, and A's record as a cursor names nothing of B's.
    expect((await agentClient(server(), b).search(`?q=${word}`)).body).toEqual({ records: [], next_cursor: null });
    expectError(await agentClient(server(), b).search(`?cursor=${aRecord.record_id}`), 404, "not_found");
  },
  getAgentStats: async () => {
    await expectSameAsMissing(
      (id) => call(server(), "GET", `/v1/agents/${id}/stats?group_by=behavior`, { key: b.apiKey }),
      404,
      "not_found",
    );
    expect((await call(server(), "GET", `/v1/agents/${b.agentId}/stats`, { key: b.apiKey })).body.series).toEqual([]);
  },
  getOwnerStats: async () => {
    // B's agents hold no record; the records of A's agents are counted for A only.
    const stats = (key: string) => call(server(), "GET", "/v1/owners/me/stats?bucket=day", { key });
    expect((await stats(b.apiKey)).body.series).toEqual([]);
    let held = 0;
    for (const agent of (await call(server(), "GET", "/v1/owners/me/agents", { key: a.apiKey })).body.agents as { agent_id: string }[]) {
      held += (await call(server(), "GET", `/v1/traces/${agent.agent_id}?limit=500`, { key: a.apiKey })).body.records.length;
    }
    expect(held).toBeGreaterThan(0);
    expect((await stats(a.apiKey)).body.series.reduce((sum: number, point: { records: number }) => sum + point.records, 0)).toBe(held);
  },
  getRecord: async () => {
    await expectSameAsMissing((id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).record(aRecord.record_id), 404, "not_found");
    expectError(await agentClient(server(), b).record(aRecord.record_id), 404, "not_found");
    expectError(await agentClient(server(), b).trace(`?before=${aRecord.record_id}`), 404, "not_found");
  },
  createCheckpoint: () =>
    expectSameAsMissing((id) => call(server(), "POST", `/v1/agents/${id}/checkpoints`, { key: b.apiKey }), 404, "not_found"),
  getLatestCheckpoint: () =>
    expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/checkpoints/latest`, { key: b.apiKey }), 404, "not_found"),
  getCheckpoint: () =>
    expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/checkpoints/1`, { key: b.apiKey }), 404, "not_found"),
  getLogCheckpoint: async () => {
    await expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/log/checkpoint`, { key: b.apiKey }), 404, "not_found");
    await expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/log/checkpoint`), 404, "not_found");
  },
  getLogTile: async () => {
    await expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/log/tile/0/000.p/1`, { key: b.apiKey }), 404, "not_found");
    await expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/log/tile/entries/000.p/1`), 404, "not_found");
  },
  signCheckpoint: () =>
    expectSameAsMissing(
      (id) =>
        call(server(), "PUT", `/v1/agents/${id}/checkpoints/1/signature`, { key: b.apiKey, body: { signature: `0x${"1c".repeat(65)}` } }),
      404,
      "not_found",
    ),
  getInclusionProof: async () => {
    await expectSameAsMissing(
      (id) => call(server(), "GET", `/v1/records/${aRecord.record_id}/proof?agent_id=${id}`, { key: b.apiKey }),
      404,
      "not_found",
    );
    expectError(
      await call(server(), "GET", `/v1/records/${aRecord.record_id}/proof?agent_id=${b.agentId}`, { key: b.apiKey }),
      404,
      "not_found",
    );
  },
  getRecordLeaf: async () => {
    await expectSameAsMissing(
      (id) => call(server(), "GET", `/v1/records/${aRecord.record_id}/leaf?agent_id=${id}`, { key: b.apiKey }),
      404,
      "not_found",
    );
    expectError(
      await call(server(), "GET", `/v1/records/${aRecord.record_id}/leaf?agent_id=${b.agentId}`, { key: b.apiKey }),
      404,
      "not_found",
    );
  },
  getConsistencyProof: () =>
    expectSameAsMissing(
      (id) => call(server(), "GET", `/v1/agents/${id}/consistency?first=1&second=1`, { key: b.apiKey }),
      404,
      "not_found",
    ),
  submitRecord: () =>
    expectSameAsMissing(
      (id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).submit(recordOf("Observing")),
      401,
      "auth_invalid",
    ),
  submitBatch: () =>
    expectSameAsMissing(
      (id) => agentClient(server(), { apiKey: b.apiKey, agentId: id }).batch([recordOf("Observing")]),
      401,
      "auth_invalid",
    ),
  putBlob: () =>
    expectSameAsMissing((id) => call(server(), "PUT", blobOf(id), { key: b.apiKey, rawBody: "B's bytes" }), 401, "auth_invalid"),
  listBlobs: async () => {
    await expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/blobs`, { key: b.apiKey }), 404, "not_found");
    // B's own agent lists none of A's blobs.
    const own = await call(server(), "GET", `/v1/agents/${b.agentId}/blobs`, { key: b.apiKey });
    expect(own.body).toEqual({ blobs: [], next_cursor: null });
  },
  getBlob: async () => {
    await expectSameAsMissing((id) => call(server(), "GET", blobOf(id), { key: b.apiKey }), 404, "not_found");
    // Under B's own agent, A's digest names nothing.
    expectError(await call(server(), "GET", blobOf(b.agentId), { key: b.apiKey }), 404, "not_found");
  },
  headBlob: async () => {
    const head = async (id: string) =>
      (await fetch(server().baseUrl + blobOf(id), { method: "HEAD", headers: { authorization: `Bearer ${b.apiKey}` } })).status;
    expect([await head(a.agentId), await head(MISSING_AGENT)]).toEqual([404, 404]);
  },
  deleteBlob: () => expectSameAsMissing((id) => call(server(), "DELETE", blobOf(id), { key: b.apiKey }), 404, "not_found"),
  deleteRecord: async () => {
    await expectSameAsMissing(
      (id) => call(server(), "DELETE", `/v1/records/${aRecord.record_id}?agent_id=${id}`, { key: b.apiKey }),
      404,
      "not_found",
    );
    expectError(
      await call(server(), "DELETE", `/v1/records/${aRecord.record_id}?agent_id=${b.agentId}`, { key: b.apiKey }),
      404,
      "not_found",
    );
  },
  deleteSession: async () => {
    await expectSameAsMissing(
      (id) => call(server(), "DELETE", `/v1/sessions/${aRecord.session_id}?agent_id=${id}`, { key: b.apiKey }),
      404,
      "not_found",
    );
    expectError(
      await call(server(), "DELETE", `/v1/sessions/${aRecord.session_id}?agent_id=${b.agentId}`, { key: b.apiKey }),
      404,
      "not_found",
    );
  },
  ingestOtlpTraces: async () => {
    const otlp = (headers: Record<string, string>, agentId?: string) =>
      call(server(), "POST", "/v1/otlp/v1/traces", {
        key: b.apiKey,
        headers,
        body: {
          resourceSpans: [
            {
              resource: { attributes: agentId ? [{ key: "gen_ai.agent.id", value: { stringValue: agentId } }] : [] },
              scopeSpans: [
                { spans: [{ traceId: "1".repeat(32), spanId: "2".repeat(16), name: "chat", startTimeUnixNano: "1700000000000000000" }] },
              ],
            },
          ],
        },
      });
    await expectSameAsMissing((id) => otlp({ "x-ledger-agent-id": id }), 401, "auth_invalid");
    // Named by the resource instead, A's agent is a rejected span, reported like a missing agent's.
    const [foreign, missing] = [await otlp({}, a.agentId), await otlp({}, MISSING_AGENT)];
    expect(foreign.status).toBe(200);
    expect(foreign.body.partialSuccess.rejectedSpans).toBe("1");
    expect(foreign.body.partialSuccess.errorMessage.replaceAll(a.agentId, "<id>")).toBe(
      missing.body.partialSuccess.errorMessage.replaceAll(MISSING_AGENT, "<id>"),
    );
  },
  listAgents: async () => {
    // B lists B's agents only, and A's agent as a cursor names nothing B can page from.
    const res = await call(server(), "GET", "/v1/owners/me/agents?limit=500", { key: b.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.agents.map((agent: { agent_id: string }) => agent.agent_id)).not.toContain(a.agentId);
    expect(res.body.agents.length).toBeGreaterThan(0);
    expectError(await call(server(), "GET", `/v1/owners/me/agents?cursor=${a.agentId}`, { key: b.apiKey }), 404, "not_found");
  },
  getOwner: async () => {
    const res = await call(server(), "GET", "/v1/owners/me", { key: b.apiKey });
    expect(res.body.owner_id).toBe(b.ownerId);
  },
  updateOwner: async () => {
    const res = await call(server(), "PATCH", "/v1/owners/me", { key: b.apiKey, body: { name: "B renamed" } });
    expect(res.body).toMatchObject({ owner_id: b.ownerId, name: "B renamed" });
    expect((await call(server(), "GET", "/v1/owners/me", { key: a.apiKey })).body.name).not.toBe("B renamed");
  },
  rotateOwnerKey: async () => {
    const res = await call(server(), "POST", "/v1/owners/me/rotate-key", { key: b.apiKey });
    expect(res.body.owner.owner_id).toBe(b.ownerId);
    const aKeys = await rows<{ expires_at: number | null }>(server(), "select expires_at from owner_keys where owner_id = ?", [a.ownerId]);
    expect(aKeys).toEqual([{ expires_at: null }]);
    b.apiKey = res.body.api_key;
  },
  submitScore: async () => {
    await expectSameAsMissing(
      (id) => call(server(), "POST", `/v1/scores?agent_id=${id}`, { key: b.apiKey, body: scoreFor(aRecord.session_id) }),
      404,
      "not_found",
    );
    // Through B's own agent, A's session and record are targets B's agent does not have.
    expectError(
      await call(server(), "POST", `/v1/scores?agent_id=${b.agentId}`, { key: b.apiKey, body: scoreFor(aRecord.session_id) }),
      422,
      "reference_unresolved",
    );
    const { session_id: _session, ...onRecord } = { ...scoreFor(""), record_id: aRecord.record_id };
    expectError(
      await call(server(), "POST", `/v1/scores?agent_id=${b.agentId}`, { key: b.apiKey, body: onRecord }),
      422,
      "reference_unresolved",
    );
  },
  submitScoreBatch: () =>
    expectSameAsMissing(
      (id) =>
        call(server(), "POST", `/v1/scores:batch?agent_id=${id}`, { key: b.apiKey, body: { scores: [scoreFor(aRecord.session_id)] } }),
      404,
      "not_found",
    ),
  getScore: async () => {
    await expectSameAsMissing(
      (id) => call(server(), "GET", `/v1/scores/${aScore.score_id}?agent_id=${id}`, { key: b.apiKey }),
      404,
      "not_found",
    );
    expectError(await call(server(), "GET", `/v1/scores/${aScore.score_id}?agent_id=${b.agentId}`, { key: b.apiKey }), 404, "not_found");
  },
  getScoreProof: () =>
    expectSameAsMissing(
      (id) => call(server(), "GET", `/v1/scores/${aScore.score_id}/proof?agent_id=${id}`, { key: b.apiKey }),
      404,
      "not_found",
    ),
  listScores: async () => {
    await expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/scores`, { key: b.apiKey }), 404, "not_found");
    expectError(
      await call(server(), "GET", `/v1/agents/${b.agentId}/scores?cursor=${aScore.score_id}`, { key: b.apiKey }),
      404,
      "not_found",
    );
  },
  getScoresLogCheckpoint: async () => {
    await expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/scores-log/checkpoint`, { key: b.apiKey }), 404, "not_found");
    await expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/scores-log/checkpoint`), 404, "not_found");
  },
  getScoresLogTile: async () => {
    await expectSameAsMissing(
      (id) => call(server(), "GET", `/v1/agents/${id}/scores-log/tile/0/000.p/1`, { key: b.apiKey }),
      404,
      "not_found",
    );
    await expectSameAsMissing((id) => call(server(), "GET", `/v1/agents/${id}/scores-log/tile/entries/000.p/1`), 404, "not_found");
  },
  createScoreConfig: async () => {
    expect(
      (await call(server(), "POST", "/v1/score-configs", { key: b.apiKey, body: { name: "helpfulness", data_type: "boolean" } })).status,
    ).toBe(201);
  },
  listScoreConfigs: async () => {
    const res = await call(server(), "GET", "/v1/score-configs", { key: b.apiKey });
    expect(res.body.configs.map((config: { config_id: string }) => config.config_id)).not.toContain(aConfigId);
  },
  updateScoreConfig: async () => {
    const archive = (configId: string) =>
      call(server(), "PATCH", `/v1/score-configs/${configId}`, { key: b.apiKey, body: { archived: true } });
    const [foreign, missing] = [await archive(aConfigId), await archive(randomUUID())];
    expect(expectError(foreign, 404, "not_found").message).toBe(expectError(missing, 404, "not_found").message);
  },
  createScorer: async () => {
    expectError(await call(server(), "POST", "/v1/scorers", { key: b.apiKey, body: { name: "B's scorer" } }), 401, "auth_invalid");
  },
  grantScorer: async () => {
    // B's grant lets A's scorer see B's agents, never A's more than A granted.
    expect((await call(server(), "PUT", `/v1/owners/me/scorers/${aScorer.scorer_id}`, { key: b.apiKey })).status).toBe(200);
    expect((await call(server(), "GET", `/v1/agents/${b.agentId}/scores`, { key: aScorer.api_key })).status).toBe(200);
    expect((await call(server(), "DELETE", `/v1/owners/me/scorers/${aScorer.scorer_id}`, { key: b.apiKey })).status).toBe(204);
  },
  revokeScorer: async () => {
    // B never granted A's scorer: nothing of B to withdraw, and A's grant stays (aState).
    expectError(await call(server(), "DELETE", `/v1/owners/me/scorers/${aScorer.scorer_id}`, { key: b.apiKey }), 404, "not_found");
  },
  getScoringQueue: async () => {
    const queue = async (key: string) =>
      (await call(server(), "GET", "/v1/scoring/queue?name=helpfulness&limit=500", { key })).body.sessions.map(
        (s: { agent_id: string; session_id: string }) => `${s.agent_id}/${s.session_id}`,
      );
    expect(await queue(a.apiKey)).toContain(`${aClosed.agentId}/${aClosed.sessionId}`);
    expect(await queue(b.apiKey)).not.toContain(`${aClosed.agentId}/${aClosed.sessionId}`);
  },
  recoverOwnerKey: async () => {
    // Recovery takes the admin token; an owner key, even for its own owner, is refused.
    for (const ownerId of [a.ownerId, b.ownerId]) {
      expectError(await call(server(), "POST", `/v1/owners/${ownerId}/rotate-key`, { key: b.apiKey }), 401, "auth_invalid");
    }
    const aKeys = await rows<{ expires_at: number | null }>(server(), "select expires_at from owner_keys where owner_id = ?", [a.ownerId]);
    expect(aKeys).toEqual([{ expires_at: null }]);
  },
};

describe("owner B's key against owner A's objects", () => {
  it.each(Object.keys(asB) as (keyof typeof asB)[])("%s reveals and changes nothing of owner A", async (operation) => {
    const before = await aState();
    await asB[operation]();
    expect(await aState()).toEqual(before);
  });

  it("A's agent keeps its metadata and holds exactly A's one record", async () => {
    const { agent, trace } = await aState();
    expect(agent.metadata).toEqual(A_METADATA);
    expect(trace.records.map((record: { record_id: string }) => record.record_id)).toEqual([aRecord.record_id]);
  });

  it("an agent id its parameter admits answers as a missing agent on every agent read, the logs' too; one past the parameter 400", async () => {
    // 128 code points (256 UTF-16 units): within the parameter's maxLength, so well formed and missing.
    const admitted = encodeURIComponent("\u{1F600}".repeat(128));
    const refused = encodeURIComponent("\u{1F600}".repeat(129));
    const reads = (id: string) => [
      `/v1/agents/${id}/checkpoints/latest`,
      `/v1/agents/${id}/sessions`,
      `/v1/agents/${id}/log/checkpoint`,
      `/v1/agents/${id}/log/tile/0/000.p/1`,
      `/v1/agents/${id}/scores-log/checkpoint`,
      `/v1/agents/${id}/scores-log/tile/entries/000.p/1`,
    ];
    for (const path of reads(admitted)) expectError(await call(server(), "GET", path, { key: b.apiKey }), 404, "not_found");
    for (const path of reads(refused)) expectError(await call(server(), "GET", path, { key: b.apiKey }), 400, "validation_failed");
  });

  it("a batch for A's agent sent with B's key stores nothing", async () => {
    const record = recordOf("Observing");
    expectError(await agentClient(server(), { apiKey: b.apiKey, agentId: a.agentId }).batch([record]), 401, "auth_invalid");
    expect(await rows(server(), "select 1 from records where record_id = ?", [record.record_id])).toEqual([]);
  });
});
