// OWASP API1 (broken object-level authorization): owner B's key against owner A's objects, for
// every operation and every way to name an object — by id, by name, by session, by trace
// cursor. B gets 404 (reads) or 401 (writes), exactly as for an object that does not exist, and
// no byte of A's data. Plus: a rotated-out key stops at the end of its grace window, and no key
// is stored in plain text.
import { createHash, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS, type OperationId } from "../../generated/operations.ts";
import { recordOf } from "../support/records.ts";
import { call, createOwner, ownerWithAgent, type Answer } from "../support/server.ts";
import { expectError, rows, useServer } from "../server/http/helpers.ts";
import { reportFigures, sleep } from "./helpers.ts";

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

interface Probe {
  op: OperationId;
  what: string;
  /** B's request for A's object. */
  method: string;
  path: string;
  body?: unknown;
  /** The same request for an object that does not exist: B must not be able to tell the two apart. */
  missing?: { path: string; body?: unknown /* default: the probe's */ };
  status: number;
  code?: string;
}

const MISSING_AGENT = `agt_${"0".repeat(32)}`;

describe("owner B against owner A's objects", () => {
  const server = useServer();
  let a: Owner;
  let b: Owner;
  let secret: string; // in every record of A: must never reach B
  let aRecords: ReturnType<typeof recordOf>[];
  let aSession: string;
  let probes: Probe[];
  // A's score (its explanation the secret), A's config, and a scorer A granted.
  let aScore: Record<string, unknown> & { score_id: string };
  let aConfigId: string;
  let aScorerId: string;
  /** A's blob (the secret's bytes, unsalted: its digest is of the bytes alone) under an agent. */
  const blobOf = (agentId: string) => `/v1/agents/${agentId}/blobs/sha256:${sha256(secret)}`;

  beforeAll(async () => {
    [a, b] = [await ownerWithAgent(server()), await ownerWithAgent(server())];
    secret = `secret-of-a-${randomUUID()}`;
    aSession = `sess-${randomUUID()}`;
    aRecords = [recordOf("Observing", aSession), recordOf("Thinking", aSession), recordOf("Acting", aSession)].map((record) => ({
      ...record,
      notes: secret,
    }));
    for (const record of aRecords) {
      expect((await call(server(), "POST", `/v1/records?agent_id=${a.agentId}`, { key: a.apiKey, body: record })).status).toBe(201);
    }
    expect((await call(server(), "POST", `/v1/agents/${a.agentId}/checkpoints`, { key: a.apiKey })).status).toBe(201);
    expect((await call(server(), "PUT", blobOf(a.agentId), { key: a.apiKey, rawBody: secret })).status).toBe(201);
    const [aRecord] = aRecords;
    const scoreOn = (target: object) => ({
      score_id: randomUUID(),
      ...target,
      name: "helpfulness",
      value: 0.5,
      source: { kind: "human" },
      explanation: secret,
      client_ts_utc: 1767225600000,
    });
    aScore = scoreOn({ session_id: aSession });
    expect((await call(server(), "POST", `/v1/scores?agent_id=${a.agentId}`, { key: a.apiKey, body: aScore })).status).toBe(201);
    aConfigId = (await call(server(), "POST", "/v1/score-configs", { key: a.apiKey, body: { name: "helpfulness", data_type: "numeric" } }))
      .body.config_id;
    aScorerId = (await call(server(), "POST", "/v1/scorers", { key: server().adminToken, body: { name: "A's scorer" } })).body.scorer_id;
    expect((await call(server(), "PUT", `/v1/owners/me/scorers/${aScorerId}`, { key: a.apiKey })).status).toBe(200);
    const fresh = recordOf("Planning");
    const signature = { signature: `0x${"1b".repeat(65)}` };
    probes = [
      {
        op: "getAgent",
        what: "reading A's agent by id",
        method: "GET",
        path: `/v1/agents/${a.agentId}`,
        missing: { path: `/v1/agents/${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "updateAgent",
        what: "changing A's agent by id",
        method: "PATCH",
        path: `/v1/agents/${a.agentId}`,
        body: { metadata: { description: "taken over" } },
        missing: { path: `/v1/agents/${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "resolveAgent",
        what: "A's agent by name",
        method: "GET",
        path: `/v1/agents?name=${a.agent.name}`,
        missing: { path: `/v1/agents?name=no-such-${randomUUID()}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getRecord",
        what: "A's record under A's agent",
        method: "GET",
        path: `/v1/records/${aRecord!.record_id}?agent_id=${a.agentId}`,
        missing: { path: `/v1/records/${randomUUID()}?agent_id=${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getRecord",
        what: "A's record under B's agent",
        method: "GET",
        path: `/v1/records/${aRecord!.record_id}?agent_id=${b.agentId}`,
        missing: { path: `/v1/records/${randomUUID()}?agent_id=${b.agentId}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getSession",
        what: "A's session under A's agent",
        method: "GET",
        path: `/v1/sessions/${aSession}?agent_id=${a.agentId}`,
        missing: { path: `/v1/sessions/${aSession}?agent_id=${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getSession",
        what: "A's session under B's agent",
        method: "GET",
        path: `/v1/sessions/${aSession}?agent_id=${b.agentId}`,
        missing: { path: `/v1/sessions/sess-${randomUUID()}?agent_id=${b.agentId}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "listSessions",
        what: "A's closed sessions",
        method: "GET",
        path: `/v1/agents/${a.agentId}/sessions?closed=true`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/sessions?closed=true` },
        status: 404,
        code: "not_found",
      },
      {
        op: "listSessions",
        what: "B's sessions from a cursor of A's",
        method: "GET",
        path: `/v1/agents/${b.agentId}/sessions?cursor=${aSession}`,
        missing: { path: `/v1/agents/${b.agentId}/sessions?cursor=sess-${randomUUID()}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getTrace",
        what: "A's trace",
        method: "GET",
        path: `/v1/traces/${a.agentId}`,
        missing: { path: `/v1/traces/${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getTrace",
        what: "B's trace from a cursor of A's",
        method: "GET",
        path: `/v1/traces/${b.agentId}?before=${aRecord!.record_id}`,
        missing: { path: `/v1/traces/${b.agentId}?before=${randomUUID()}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "submitRecord",
        what: "a record into A's agent",
        method: "POST",
        path: `/v1/records?agent_id=${a.agentId}`,
        body: fresh,
        missing: { path: `/v1/records?agent_id=${MISSING_AGENT}` },
        status: 401,
        code: "auth_invalid",
      },
      {
        op: "submitRecord",
        what: "a replay of A's record into A's agent",
        method: "POST",
        path: `/v1/records?agent_id=${a.agentId}`,
        body: aRecord,
        status: 401,
        code: "auth_invalid",
      },
      {
        op: "submitRecord",
        what: "a record of B's whose parent is A's",
        method: "POST",
        path: `/v1/records?agent_id=${b.agentId}`,
        body: { ...recordOf("Reflecting"), parent_record_id: aRecord!.record_id },
        status: 422,
        code: "reference_unresolved",
      },
      {
        op: "submitBatch",
        what: "a batch into A's agent",
        method: "POST",
        path: `/v1/records:batch?agent_id=${a.agentId}`,
        body: { records: [recordOf("Other")] },
        missing: { path: `/v1/records:batch?agent_id=${MISSING_AGENT}`, body: { records: [recordOf("Other")] } },
        status: 401,
        code: "auth_invalid",
      },
      {
        op: "createCheckpoint",
        what: "a checkpoint of A's log",
        method: "POST",
        path: `/v1/agents/${a.agentId}/checkpoints`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/checkpoints` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getLatestCheckpoint",
        what: "A's latest checkpoint",
        method: "GET",
        path: `/v1/agents/${a.agentId}/checkpoints/latest`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/checkpoints/latest` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getCheckpoint",
        what: "A's checkpoint by size",
        method: "GET",
        path: `/v1/agents/${a.agentId}/checkpoints/3`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/checkpoints/3` },
        status: 404,
        code: "not_found",
      },
      {
        op: "signCheckpoint",
        what: "a signature on A's checkpoint",
        method: "PUT",
        path: `/v1/agents/${a.agentId}/checkpoints/3/signature`,
        body: signature,
        missing: { path: `/v1/agents/${MISSING_AGENT}/checkpoints/3/signature` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getInclusionProof",
        what: "a proof of A's record under A's agent",
        method: "GET",
        path: `/v1/records/${aRecord!.record_id}/proof?agent_id=${a.agentId}`,
        missing: { path: `/v1/records/${randomUUID()}/proof?agent_id=${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getInclusionProof",
        what: "a proof of A's record under B's agent",
        method: "GET",
        path: `/v1/records/${aRecord!.record_id}/proof?agent_id=${b.agentId}`,
        missing: { path: `/v1/records/${randomUUID()}/proof?agent_id=${b.agentId}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "deleteRecord",
        what: "erasing A's record under A's agent",
        method: "DELETE",
        path: `/v1/records/${aRecord!.record_id}?agent_id=${a.agentId}`,
        missing: { path: `/v1/records/${randomUUID()}?agent_id=${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "deleteRecord",
        what: "erasing A's record under B's agent",
        method: "DELETE",
        path: `/v1/records/${aRecord!.record_id}?agent_id=${b.agentId}`,
        missing: { path: `/v1/records/${randomUUID()}?agent_id=${b.agentId}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "deleteSession",
        what: "erasing A's session under A's agent",
        method: "DELETE",
        path: `/v1/sessions/${aSession}?agent_id=${a.agentId}`,
        missing: { path: `/v1/sessions/${aSession}?agent_id=${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "deleteSession",
        what: "erasing A's session under B's agent",
        method: "DELETE",
        path: `/v1/sessions/${aSession}?agent_id=${b.agentId}`,
        missing: { path: `/v1/sessions/sess-${randomUUID()}?agent_id=${b.agentId}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getAgentStats",
        what: "A's agent's stats",
        method: "GET",
        path: `/v1/agents/${a.agentId}/stats?group_by=model`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/stats?group_by=model` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getRecordLeaf",
        what: "the leaf of A's record under A's agent",
        method: "GET",
        path: `/v1/records/${aRecord!.record_id}/leaf?agent_id=${a.agentId}`,
        missing: { path: `/v1/records/${randomUUID()}/leaf?agent_id=${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getRecordLeaf",
        what: "the leaf of A's record under B's agent",
        method: "GET",
        path: `/v1/records/${aRecord!.record_id}/leaf?agent_id=${b.agentId}`,
        missing: { path: `/v1/records/${randomUUID()}/leaf?agent_id=${b.agentId}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getConsistencyProof",
        what: "a consistency proof of A's log",
        method: "GET",
        path: `/v1/agents/${a.agentId}/consistency?first=1&second=3`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/consistency?first=1&second=3` },
        status: 404,
        code: "not_found",
      },
      {
        op: "listAgents",
        what: "B's agents paged from a cursor of A's",
        method: "GET",
        path: `/v1/owners/me/agents?cursor=${a.agentId}`,
        missing: { path: "/v1/owners/me/agents?cursor=agt_00000000000000000000000000000000" },
        status: 404,
        code: "not_found",
      },
      {
        op: "recoverOwnerKey",
        what: "admin key recovery of A with an owner's key",
        method: "POST",
        path: `/v1/owners/${a.ownerId}/rotate-key`,
        missing: { path: "/v1/owners/own_00000000000000000000000000000000/rotate-key" },
        status: 401,
        code: "auth_invalid",
      },
      {
        op: "searchRecords",
        what: "a search of A's records",
        method: "GET",
        path: `/v1/agents/${a.agentId}/records?q=${secret}`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/records?q=${secret}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "putBlob",
        what: "a blob into A's agent",
        method: "PUT",
        path: blobOf(a.agentId),
        body: "B's bytes",
        missing: { path: blobOf(MISSING_AGENT) },
        status: 401,
        code: "auth_invalid",
      },
      {
        op: "getBlob",
        what: "A's blob",
        method: "GET",
        path: blobOf(a.agentId),
        missing: { path: blobOf(MISSING_AGENT) },
        status: 404,
        code: "not_found",
      },
      { op: "getBlob", what: "A's blob under B's agent", method: "GET", path: blobOf(b.agentId), status: 404, code: "not_found" },
      {
        op: "listBlobs",
        what: "A's blobs",
        method: "GET",
        path: `/v1/agents/${a.agentId}/blobs`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/blobs` },
        status: 404,
        code: "not_found",
      },
      {
        op: "deleteBlob",
        what: "erasing A's blob",
        method: "DELETE",
        path: blobOf(a.agentId),
        missing: { path: blobOf(MISSING_AGENT) },
        status: 404,
        code: "not_found",
      },
      {
        op: "getLogCheckpoint",
        what: "A's log checkpoint (the log is not public)",
        method: "GET",
        path: `/v1/agents/${a.agentId}/log/checkpoint`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/log/checkpoint` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getLogTile",
        what: "a tile of A's log",
        method: "GET",
        path: `/v1/agents/${a.agentId}/log/tile/0/000.p/3`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/log/tile/0/000.p/3` },
        status: 404,
        code: "not_found",
      },
      {
        op: "submitScore",
        what: "a score of A's session into A's agent",
        method: "POST",
        path: `/v1/scores?agent_id=${a.agentId}`,
        body: scoreOn({ session_id: aSession }),
        missing: { path: `/v1/scores?agent_id=${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "submitScore",
        what: "a replay of A's score into A's agent",
        method: "POST",
        path: `/v1/scores?agent_id=${a.agentId}`,
        body: aScore,
        status: 404,
        code: "not_found",
      },
      {
        op: "submitScore",
        what: "a score of B's judging A's session",
        method: "POST",
        path: `/v1/scores?agent_id=${b.agentId}`,
        body: scoreOn({ session_id: aSession }),
        missing: { path: `/v1/scores?agent_id=${b.agentId}`, body: scoreOn({ session_id: `sess-${randomUUID()}` }) },
        status: 422,
        code: "reference_unresolved",
      },
      {
        op: "submitScore",
        what: "a score of B's judging A's record",
        method: "POST",
        path: `/v1/scores?agent_id=${b.agentId}`,
        body: scoreOn({ record_id: aRecord!.record_id }),
        missing: { path: `/v1/scores?agent_id=${b.agentId}`, body: scoreOn({ record_id: randomUUID() }) },
        status: 422,
        code: "reference_unresolved",
      },
      {
        op: "submitScore",
        what: "a score of B's naming A's config",
        method: "POST",
        path: `/v1/scores?agent_id=${b.agentId}`,
        body: scoreOn({ session_id: `sess-${randomUUID()}`, config_id: aConfigId }),
        status: 422,
        code: "reference_unresolved",
      },
      {
        op: "submitScoreBatch",
        what: "a batch of scores into A's agent",
        method: "POST",
        path: `/v1/scores:batch?agent_id=${a.agentId}`,
        body: { scores: [scoreOn({ session_id: aSession })] },
        missing: { path: `/v1/scores:batch?agent_id=${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getScore",
        what: "A's score under A's agent",
        method: "GET",
        path: `/v1/scores/${aScore.score_id}?agent_id=${a.agentId}`,
        missing: { path: `/v1/scores/${randomUUID()}?agent_id=${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getScore",
        what: "A's score under B's agent",
        method: "GET",
        path: `/v1/scores/${aScore.score_id}?agent_id=${b.agentId}`,
        missing: { path: `/v1/scores/${randomUUID()}?agent_id=${b.agentId}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getScoreProof",
        what: "a proof of A's score",
        method: "GET",
        path: `/v1/scores/${aScore.score_id}/proof?agent_id=${a.agentId}`,
        missing: { path: `/v1/scores/${randomUUID()}/proof?agent_id=${MISSING_AGENT}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "listScores",
        what: "A's scores",
        method: "GET",
        path: `/v1/agents/${a.agentId}/scores`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/scores` },
        status: 404,
        code: "not_found",
      },
      {
        op: "listScores",
        what: "B's scores from a cursor of A's",
        method: "GET",
        path: `/v1/agents/${b.agentId}/scores?cursor=${aScore.score_id}`,
        missing: { path: `/v1/agents/${b.agentId}/scores?cursor=${randomUUID()}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getScoresLogCheckpoint",
        what: "A's scores log checkpoint",
        method: "GET",
        path: `/v1/agents/${a.agentId}/scores-log/checkpoint`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/scores-log/checkpoint` },
        status: 404,
        code: "not_found",
      },
      {
        op: "getScoresLogTile",
        what: "a tile of A's scores log",
        method: "GET",
        path: `/v1/agents/${a.agentId}/scores-log/tile/0/000.p/1`,
        missing: { path: `/v1/agents/${MISSING_AGENT}/scores-log/tile/0/000.p/1` },
        status: 404,
        code: "not_found",
      },
      {
        op: "updateScoreConfig",
        what: "archiving A's score config",
        method: "PATCH",
        path: `/v1/score-configs/${aConfigId}`,
        body: { archived: true },
        missing: { path: `/v1/score-configs/${randomUUID()}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "revokeScorer",
        what: "withdrawing A's grant of a scorer",
        method: "DELETE",
        path: `/v1/owners/me/scorers/${aScorerId}`,
        missing: { path: `/v1/owners/me/scorers/scr_${"0".repeat(32)}` },
        status: 404,
        code: "not_found",
      },
      {
        op: "createScorer",
        what: "scorer creation with an owner's key",
        method: "POST",
        path: "/v1/scorers",
        body: { name: "intruder" },
        status: 401,
        code: "auth_invalid",
      },
      {
        op: "createOwner",
        what: "owner creation with an owner's key",
        method: "POST",
        path: "/v1/owners",
        body: { name: "intruder", wallet: { mode: "custodial" } },
        status: 401,
        code: "auth_invalid",
      },
    ];
  });

  it("covers every operation of the API", () => {
    const covered = new Set<OperationId>([
      ...probes.map((probe) => probe.op),
      // Below, each in a test of its own:
      "registerAgent",
      "getOwner",
      "updateOwner",
      "rotateOwnerKey",
      "health",
      "ready",
      "ingestOtlpTraces",
      "headBlob",
      "getLogVerifierKey",
      "listSchemaVersions",
      "getSchemaVersion",
      "createScoreConfig",
      "listScoreConfigs",
      "grantScorer",
      "getScoringQueue",
      "getOwnerStats",
    ]);
    expect([...covered].sort()).toEqual((Object.keys(OPERATIONS) as OperationId[]).sort());
  });

  it("answers each of B's requests for A's objects as for objects that do not exist, with none of A's data", async () => {
    const before = await rowsOfA();
    for (const probe of probes) {
      const answer = await call(server(), probe.method, probe.path, { key: b.apiKey, body: probe.body });
      expectNoDataOfA(answer, probe.what, probe.path + JSON.stringify(probe.body ?? null));
      if (probe.code) expectError(answer, probe.status, probe.code);
      else
        expect({ what: probe.what, status: answer.status, records: answer.body.records }).toEqual({
          what: probe.what,
          status: probe.status,
          records: [],
        });
      if (probe.missing) {
        const missing = await call(server(), probe.method, probe.missing.path, { key: b.apiKey, body: probe.missing.body ?? probe.body });
        // The message may echo what the request named (an id, a name): that is no leak, so it is blanked.
        const shape = (res: Answer, path: string) => ({
          status: res.status,
          code: res.body.error?.code,
          message: path
            .split(/[/?=&]/)
            .filter((token) => token.length >= 8)
            .reduce((message, token) => message.replaceAll(decodeURIComponent(token), "…"), String(res.body.error?.message)),
        });
        expect(shape(answer, probe.path), `${probe.what}: indistinguishable from a missing object`).toEqual(
          shape(missing, probe.missing.path),
        );
      }
    }
    expect(await rowsOfA(), "A's rows unchanged").toEqual(before);
    reportFigures("isolation matrix", { probes: probes.length, operations: new Set(probes.map((probe) => probe.op)).size });
  });

  it("refuses B's OTLP spans for A's agent as for a missing agent, and stores none", async () => {
    const before = await rowsOfA();
    const spans = (agentId?: string) => ({
      resourceSpans: [
        {
          resource: { attributes: agentId ? [{ key: "gen_ai.agent.id", value: { stringValue: agentId } }] : [] },
          scopeSpans: [
            { spans: [{ traceId: "ab".repeat(16), spanId: "cd".repeat(8), name: "chat", startTimeUnixNano: "1790000000000000000" }] },
          ],
        },
      ],
    });
    const asB = (headers: Record<string, string>, agentId?: string) =>
      call(server(), "POST", "/v1/otlp/v1/traces", { key: b.apiKey, headers, body: spans(agentId) });
    const [foreign, missing] = [await asB({ "x-ledger-agent-id": a.agentId }), await asB({ "x-ledger-agent-id": MISSING_AGENT })];
    expectError(foreign, 401, "auth_invalid");
    expect(foreign.body.error.message.replace(a.agentId, "<id>")).toBe(missing.body.error.message.replace(MISSING_AGENT, "<id>"));
    const [byResource, missingByResource] = [await asB({}, a.agentId), await asB({}, MISSING_AGENT)];
    expect(byResource.body.partialSuccess.rejectedSpans).toBe("1");
    expect(byResource.body.partialSuccess.errorMessage.replace(a.agentId, "<id>")).toBe(
      missingByResource.body.partialSuccess.errorMessage.replace(MISSING_AGENT, "<id>"),
    );
    expect(await rowsOfA()).toEqual(before);
  });

  it("registers B's own agent when B registers a name A uses, never handing out A's", async () => {
    const answer = await call(server(), "POST", "/v1/agents", { key: b.apiKey, body: { name: a.agent.name } });
    expect(answer.status).toBe(201);
    expect(answer.body.agent_id).not.toBe(a.agentId);
    expect(answer.body.agent_wallet_address).not.toBe(a.agent.agent_wallet_address);
  });

  it("keeps records apart per agent: B storing A's record_id under B's agent is new, not a duplicate", async () => {
    const answer = await call(server(), "POST", `/v1/records?agent_id=${b.agentId}`, { key: b.apiKey, body: aRecords[0] });
    expect(answer.status).toBe(201);
    expect(answer.body.is_duplicate).toBe(false);
    expectNoDataOfA(answer, "B's copy", JSON.stringify(aRecords[0]));
  });

  it("lets B read, change and rotate only B's own owner", async () => {
    const me = await call(server(), "GET", "/v1/owners/me", { key: b.apiKey });
    expect(me.body.owner_id).toBe(b.ownerId);
    expectNoDataOfA(me, "getOwner");
    const renamed = await call(server(), "PATCH", "/v1/owners/me", { key: b.apiKey, body: { name: "B renamed" } });
    expect(renamed.body.owner_id).toBe(b.ownerId);
    const rotated = await call(server(), "POST", "/v1/owners/me/rotate-key", { key: b.apiKey });
    expect(rotated.body.owner.owner_id).toBe(b.ownerId);
    b = { ...b, apiKey: rotated.body.api_key };
    const aNow = await call(server(), "GET", "/v1/owners/me", { key: a.apiKey });
    expect(aNow.status).toBe(200);
    expect(aNow.body.name).not.toBe("B renamed");
    const [aKey] = await rows<{ expires_at: number | null }>(server(), "select expires_at from owner_keys where key_hash = ?", [
      sha256(a.apiKey),
    ]);
    expect(aKey!.expires_at, "A's key untouched by B's rotation").toBeNull();
  });

  it("counts in B's owner-wide stats the records of B's agents only, none of A's", async () => {
    const held = async (owner: Owner) => {
      const agents = (await call(server(), "GET", "/v1/owners/me/agents", { key: owner.apiKey })).body.agents as { agent_id: string }[];
      let total = 0;
      for (const agent of agents)
        total += (await call(server(), "GET", `/v1/traces/${agent.agent_id}?limit=500`, { key: owner.apiKey })).body.records.length;
      return total;
    };
    const counted = async (owner: Owner) => {
      const stats = await call(server(), "GET", "/v1/owners/me/stats?bucket=day", { key: owner.apiKey });
      expectNoDataOfA(stats, "getOwnerStats");
      return (stats.body.series as { records: number }[]).reduce((sum, point) => sum + point.records, 0);
    };
    expect(await held(a)).toBeGreaterThan(0);
    expect(await counted(b)).toBe(await held(b));
  });

  it("answers a HEAD for A's blob as for a missing one", async () => {
    const head = async (agentId: string) => {
      const res = await fetch(server().baseUrl + blobOf(agentId), { method: "HEAD", headers: { authorization: `Bearer ${b.apiKey}` } });
      return { status: res.status, length: res.headers.get("content-length"), salt: res.headers.get("ledger-blob-salt") };
    };
    expect(await head(a.agentId)).toEqual(await head(MISSING_AGENT));
    expect((await head(a.agentId)).status).toBe(404);
  });

  it("tells nothing about any owner in the public answers (health, the log's verifier key, the schemas)", async () => {
    for (const path of ["/v1/log/verifier-key", "/v1/schemas", "/v1/schemas/1.0"]) {
      const answer = await call(server(), "GET", path, { key: b.apiKey });
      expect(answer.status, path).toBe(200);
      expectNoDataOfA(answer, path);
    }
  });

  it("tells nothing about any owner in the health answers", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      const answer = await call(server(), "GET", path, { key: b.apiKey });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).every((key) => ["status", "database"].includes(key))).toBe(true);
    }
  });

  /** Nothing of A beyond what the request itself named: no record content, agent name, wallet, owner or other record ids. */
  function expectNoDataOfA(answer: Answer, what: string, request = ""): void {
    const text = JSON.stringify(answer.body) + JSON.stringify([...answer.headers]);
    const ofA = [secret, a.agent.name, a.agent.agent_wallet_address, a.ownerId, ...aRecords.map((record) => record.record_id)];
    for (const value of ofA.filter((value) => !request.includes(value))) {
      expect(text.includes(value), `${what}: leaks ${value}`).toBe(false);
    }
  }

  it("gives B none of A's score configs, scoring queue or scorer grants", async () => {
    const before = await rowsOfA();
    expect(
      (await call(server(), "POST", "/v1/score-configs", { key: b.apiKey, body: { name: "helpfulness", data_type: "boolean" } })).status,
    ).toBe(201);
    const configs = await call(server(), "GET", "/v1/score-configs", { key: b.apiKey });
    expectNoDataOfA(configs, "B's configs", "");
    expect(configs.body.configs.map((config: { config_id: string }) => config.config_id)).not.toContain(aConfigId);
    // A's closed session is in A's queue, never in B's.
    const queue = (key: string) => call(server(), "GET", "/v1/scoring/queue?name=correctness&limit=500", { key });
    expect((await queue(a.apiKey)).body.sessions.map((s: { session_id: string }) => s.session_id)).toContain(aSession);
    const bQueue = await queue(b.apiKey);
    expectNoDataOfA(bQueue, "B's scoring queue", "");
    expect(bQueue.body.sessions).toEqual([]);
    // B's grant opens B's agents to the scorer, nothing of A's beyond A's own grant.
    expect((await call(server(), "PUT", `/v1/owners/me/scorers/${aScorerId}`, { key: b.apiKey })).status).toBe(200);
    expect(await rowsOfA(), "A's rows unchanged").toEqual(before);
  });

  async function rowsOfA() {
    return {
      scores: await rows(server(), "select score_id, body, server_ts_utc from scores where agent_id = ? order by seq", [a.agentId]),
      configs: await rows(server(), "select * from score_configs where owner_id = ? order by created_ms", [a.ownerId]),
      grants: await rows(server(), "select * from scorer_grants where owner_id = ?", [a.ownerId]),
      agent: await rows(server(), "select * from agents where agent_id = ?", [a.agentId]),
      records: await rows(server(), "select record_id, body, server_ts_utc from records where agent_id = ? order by seq", [a.agentId]),
      checkpoints: await rows(server(), "select * from checkpoints where agent_id = ? order by tree_size", [a.agentId]),
      log: await rows(server(), "select * from agent_logs where agent_id = ?", [a.agentId]),
    };
  }
});

describe("a rotated-out key", () => {
  const GRACE_MS = 400;
  const server = useServer({ config: { keyRotationGraceMs: GRACE_MS } });

  it("keeps working through its grace window, then answers auth_expired on every owner operation", async () => {
    const owner = await ownerWithAgent(server());
    const rotated = await call(server(), "POST", "/v1/owners/me/rotate-key", { key: owner.apiKey });
    expect(rotated.status).toBe(200);
    const newKey: string = rotated.body.api_key;
    expect((await call(server(), "GET", "/v1/owners/me", { key: owner.apiKey })).status, "within the grace window").toBe(200);
    await sleep(Math.max(0, rotated.body.previous_key_expires_at - Date.now()) + 50);

    const requests = ownerOperationRequests(owner);
    for (const [op, request] of requests) {
      const answer = await call(server(), request.method, request.path, { key: owner.apiKey, body: request.body });
      if (request.method === "HEAD")
        expect({ op, status: answer.status }).toEqual({ op, status: 401 }); // no body to carry a code
      else expect({ op, ...expectError(answer, 401, "auth_expired") }).toMatchObject({ op, code: "auth_expired" });
    }
    expect((await call(server(), "GET", "/v1/owners/me", { key: newKey })).status, "the new key works").toBe(200);
    expect((await call(server(), "GET", `/v1/agents/${owner.agentId}`, { key: newKey })).status).toBe(200);
  });
});

describe("keys at rest", () => {
  const server = useServer();

  it("are stored only as SHA-256 hashes: no row of any table holds a key", async () => {
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) keys.push((await createOwner(server())).apiKey);
    const withAgent = await ownerWithAgent(server());
    keys.push(withAgent.apiKey);
    const rotated = await call(server(), "POST", "/v1/owners/me/rotate-key", { key: withAgent.apiKey });
    keys.push(rotated.body.api_key);
    await call(server(), "POST", `/v1/records?agent_id=${withAgent.agentId}`, { key: rotated.body.api_key, body: recordOf("Thinking") });
    const scorer = await call(server(), "POST", "/v1/scorers", { key: server().adminToken, body: { name: "scorer" } });
    expect((await rows<{ key_hash: string }>(server(), "select key_hash from scorers")).map((row) => row.key_hash)).toEqual([
      sha256(scorer.body.api_key),
    ]);

    const hashes = await rows<{ key_hash: string }>(server(), "select key_hash from owner_keys");
    for (const key of keys) expect(hashes.map((row) => row.key_hash)).toContain(sha256(key));
    keys.push(scorer.body.api_key);
    let scanned = 0;
    for (const table of ["owners", "owner_keys", "agents", "agent_wallet_keys", "records", "scorers"]) {
      const all = await rows<{ row: string }>(server(), `select t::text as row from ${table} t`);
      scanned += all.length;
      for (const { row } of all) {
        for (const key of keys) {
          expect(row.includes(key.slice(4)), `${table} holds a key`).toBe(false);
          expect(row.includes(Buffer.from(key).toString("base64")), `${table} holds a key in base64`).toBe(false);
        }
      }
    }
    reportFigures("keys at rest", { keys: keys.length, rowsScanned: scanned });
  });
});

const sha256 = (key: string) => createHash("sha256").update(key).digest("hex");

/** One request per operation that takes an owner key, each aimed at the owner's own objects. */
function ownerOperationRequests(owner: Owner): [OperationId, { method: string; path: string; body?: unknown }][] {
  const record = recordOf("Observing");
  const blob = `/v1/agents/${owner.agentId}/blobs/sha256:${"0".repeat(64)}`;
  const score = { score_id: randomUUID(), session_id: record.session_id, name: "x", value: 1, source: { kind: "code" }, client_ts_utc: 1 };
  const requests: Partial<Record<OperationId, { method: string; path: string; body?: unknown }>> = {
    getAgent: { method: "GET", path: `/v1/agents/${owner.agentId}` },
    updateAgent: { method: "PATCH", path: `/v1/agents/${owner.agentId}`, body: { metadata: { description: "x" } } },
    resolveAgent: { method: "GET", path: `/v1/agents?name=${owner.agent.name}` },
    registerAgent: { method: "POST", path: "/v1/agents", body: { name: "another" } },
    submitRecord: { method: "POST", path: `/v1/records?agent_id=${owner.agentId}`, body: record },
    submitBatch: { method: "POST", path: `/v1/records:batch?agent_id=${owner.agentId}`, body: { records: [recordOf("Other")] } },
    getRecord: { method: "GET", path: `/v1/records/${record.record_id}?agent_id=${owner.agentId}` },
    getSession: { method: "GET", path: `/v1/sessions/${record.session_id}?agent_id=${owner.agentId}` },
    getTrace: { method: "GET", path: `/v1/traces/${owner.agentId}` },
    listSessions: { method: "GET", path: `/v1/agents/${owner.agentId}/sessions` },
    getOwner: { method: "GET", path: "/v1/owners/me" },
    updateOwner: { method: "PATCH", path: "/v1/owners/me", body: { name: "x" } },
    rotateOwnerKey: { method: "POST", path: "/v1/owners/me/rotate-key" },
    listAgents: { method: "GET", path: "/v1/owners/me/agents" },
    createCheckpoint: { method: "POST", path: `/v1/agents/${owner.agentId}/checkpoints` },
    getLatestCheckpoint: { method: "GET", path: `/v1/agents/${owner.agentId}/checkpoints/latest` },
    getCheckpoint: { method: "GET", path: `/v1/agents/${owner.agentId}/checkpoints/0` },
    signCheckpoint: {
      method: "PUT",
      path: `/v1/agents/${owner.agentId}/checkpoints/0/signature`,
      body: { signature: `0x${"1b".repeat(65)}` },
    },
    getInclusionProof: { method: "GET", path: `/v1/records/${record.record_id}/proof?agent_id=${owner.agentId}` },
    getRecordLeaf: { method: "GET", path: `/v1/records/${record.record_id}/leaf?agent_id=${owner.agentId}` },
    getConsistencyProof: { method: "GET", path: `/v1/agents/${owner.agentId}/consistency?first=1&second=1` },
    ingestOtlpTraces: { method: "POST", path: "/v1/otlp/v1/traces", body: { resourceSpans: [] } },
    searchRecords: { method: "GET", path: `/v1/agents/${owner.agentId}/records?q=word` },
    putBlob: { method: "PUT", path: blob, body: "bytes" },
    getBlob: { method: "GET", path: blob },
    headBlob: { method: "HEAD", path: blob },
    listBlobs: { method: "GET", path: `/v1/agents/${owner.agentId}/blobs` },
    deleteBlob: { method: "DELETE", path: blob },
    submitScore: { method: "POST", path: `/v1/scores?agent_id=${owner.agentId}`, body: score },
    submitScoreBatch: { method: "POST", path: `/v1/scores:batch?agent_id=${owner.agentId}`, body: { scores: [score] } },
    getScore: { method: "GET", path: `/v1/scores/${score.score_id}?agent_id=${owner.agentId}` },
    getScoreProof: { method: "GET", path: `/v1/scores/${score.score_id}/proof?agent_id=${owner.agentId}` },
    listScores: { method: "GET", path: `/v1/agents/${owner.agentId}/scores` },
    createScoreConfig: { method: "POST", path: "/v1/score-configs", body: { name: "x", data_type: "boolean" } },
    listScoreConfigs: { method: "GET", path: "/v1/score-configs" },
    updateScoreConfig: { method: "PATCH", path: `/v1/score-configs/${randomUUID()}`, body: { archived: true } },
    grantScorer: { method: "PUT", path: `/v1/owners/me/scorers/scr_${"0".repeat(32)}` },
    revokeScorer: { method: "DELETE", path: `/v1/owners/me/scorers/scr_${"0".repeat(32)}` },
    getScoringQueue: { method: "GET", path: "/v1/scoring/queue?name=x" },
    deleteRecord: { method: "DELETE", path: `/v1/records/${record.record_id}?agent_id=${owner.agentId}` },
    deleteSession: { method: "DELETE", path: `/v1/sessions/${record.session_id}?agent_id=${owner.agentId}` },
    getAgentStats: { method: "GET", path: `/v1/agents/${owner.agentId}/stats` },
    getOwnerStats: { method: "GET", path: "/v1/owners/me/stats" },
  };
  const ownerOps = (Object.keys(OPERATIONS) as OperationId[]).filter((op) => OPERATIONS[op].auth === "owner");
  expect(Object.keys(requests).sort(), "a request for every owner operation").toEqual(ownerOps.sort());
  return Object.entries(requests) as [OperationId, { method: string; path: string; body?: unknown }][];
}
