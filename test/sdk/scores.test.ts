// The TypeScript SDK's scores against the real service (issue 34): a scorer the admin created and
// one owner granted walks the queue, reads a closed session and scores it with a judged
// checkpoint; retries are duplicates, another body is a ScoreConflictError; batches, reads,
// Session.score and score configs.
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IdempotencyConflictError,
  LedgerClient,
  NotFoundError,
  ScoreConflictError,
  ValidationError,
  type HttpTransport,
  type ScoreInput,
} from "../../sdk/index.ts";
import { LedgerClient as NodeLedgerClient } from "../../sdk/node.ts";
import { recordOf } from "../support/records.ts";
import { call, createOwner, startTestServer, type TestServer } from "../support/server.ts";

const noWait = { sleep: async () => {} };

describe("scores through the TypeScript SDK", () => {
  let server: TestServer;
  let apiKey: string;
  let owner: LedgerClient;
  let agentId: string;
  let sessionId: string;
  let recordId: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ apiKey } = await createOwner(server));
    agentId = (await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: `agent-${randomBytes(4).toString("hex")}` }))
      .agent_id;
    owner = new LedgerClient({ apiKey, agentId, endpoint: server.baseUrl, retry: noWait });
    const session = owner.newSession();
    sessionId = session.id;
    const { session_id: _observing, ...observing } = recordOf("Observing");
    const { session_id: _acting, ...acting } = recordOf("Acting");
    recordId = (await session.submit(observing)).record_id;
    await session.submit(acting);
    await owner.anchor();
  });
  afterAll(() => server?.close());

  it("a granted scorer walks the queue, reads the closed session and scores it with a judged checkpoint", async () => {
    const scorer = (await call(server, "POST", "/v1/scorers", { key: server.adminToken, body: { name: "Acme Evaluations" } })).body;
    // Grants are the owner's, not an agent's: a client of the key alone.
    const ownerOnly = new LedgerClient({ apiKey, endpoint: server.baseUrl, retry: noWait });
    expect(await ownerOnly.grantScorer(scorer.scorer_id)).toMatchObject({ scorer_id: scorer.scorer_id });
    const connection = { apiKey: scorer.api_key, endpoint: server.baseUrl, retry: noWait };

    // The queue spans every agent granted to the scorer: its client has no agent yet.
    const walker = new LedgerClient(connection);
    const queue = await walker.getScoringQueue("correctness");
    expect(queue.sessions.map((entry) => [entry.agent_id, entry.session_id])).toEqual([[agentId, sessionId]]);
    const entry = queue.sessions[0]!;
    const client = new LedgerClient({ ...connection, agentId: entry.agent_id });
    const read = await client.getSession(entry.session_id);
    expect(read.closed).toBe(true);
    const checkpoint = await client.getCheckpoint();
    const score: ScoreInput = {
      session_id: entry.session_id,
      name: "correctness",
      value: 0.9,
      source: { kind: "human", name: "reviewer" },
      explanation: "sold the right share",
      judged_checkpoint: { tree_size: checkpoint.tree_size, root_hash: checkpoint.root_hash },
    };
    const ack = await client.score(score);
    expect(ack).toEqual({ score_id: score.score_id, server_ts_utc: expect.any(Number), is_duplicate: false });
    // The same object again: the filled score_id makes it a duplicate, never a second score.
    expect(await client.score(score)).toEqual({ ...ack, is_duplicate: true });
    const conflict = await client.score({ ...score, value: 0.1 }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ScoreConflictError);
    expect(conflict).toBeInstanceOf(IdempotencyConflictError);
    expect((conflict as ScoreConflictError).code).toBe("score_id_conflict");

    expect(await client.getScore(ack.score_id)).toEqual({
      ...score,
      agent_id: agentId,
      server_ts_utc: ack.server_ts_utc,
      scored_by: scorer.scorer_id,
    });
    expect((await walker.getScoringQueue("correctness")).sessions).toEqual([]);

    // Withdrawn: from then on the scorer sees nothing of this owner; revoking again is a 404.
    await expect(ownerOnly.revokeScorer(scorer.scorer_id)).resolves.toBeUndefined();
    await expect(client.getScore(ack.score_id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(ownerOnly.revokeScorer(scorer.scorer_id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("a lost answer is retried with the same score: a duplicate, nothing scored twice", async () => {
    let calls = 0;
    const transport: HttpTransport = async (url, init) => {
      const response = await fetch(url, init);
      if (++calls === 1) throw new TypeError("fetch failed: connection reset");
      return response;
    };
    const client = new LedgerClient({ apiKey, agentId, endpoint: server.baseUrl, retry: noWait, httpTransport: transport });
    const ack = await client.score({ record_id: recordId, name: "latency", value: 120, source: { kind: "code" } });
    expect(ack.is_duplicate).toBe(true);
    expect((await owner.getScores({ name: "latency" })).scores.map((s) => s.score_id)).toEqual([ack.score_id]);
  });

  it("Session.score, scoreBatch and getScores pages", async () => {
    const session = owner.newSession(sessionId);
    const helpful = await session.score("helpfulness", 1, { source: { kind: "llm", name: "judge" } });
    expect(helpful.is_duplicate).toBe(false);
    expect((await owner.getScore(helpful.score_id)).source).toEqual({ kind: "llm", name: "judge" });
    const viaCode = await session.score("safe", true);
    expect((await owner.getScore(viaCode.score_id)).source).toEqual({ kind: "code" });

    const batch = await owner.scoreBatch([
      { session_id: sessionId, name: "tone", value: "polite", source: { kind: "human" } },
      { session_id: sessionId, record_id: recordId, name: "tone", value: "polite", source: { kind: "human" } } as ScoreInput,
      { session_id: "no-such-session", name: "tone", value: "polite", source: { kind: "human" } },
    ]);
    expect(batch.results.map((r) => ("code" in r ? r.code : "stored"))).toEqual(["stored", "validation_failed", "reference_unresolved"]);
    // Nothing valid: the local errors alone, under a batch id, nothing sent.
    const local = await owner.scoreBatch([
      { session_id: sessionId, record_id: recordId, name: "tone", value: "polite", source: { kind: "human" } } as ScoreInput,
    ]);
    expect(local.batch_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(local.results.map((r) => ("code" in r ? r.code : "stored"))).toEqual(["validation_failed"]);

    const first = await owner.getScores({ sessionId, limit: 2 });
    expect(first.scores).toHaveLength(2);
    const rest = await owner.getScores({ sessionId, cursor: first.next_cursor! });
    const all = [...first.scores, ...rest.scores].map((s) => s.score_id);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(helpful.score_id);
    const summary = (await owner.listSessions({ closed: true })).sessions[0]!.scores!;
    expect(summary.helpfulness).toEqual({ count: 1, latest: 1, mean: 1 });
    expect(summary.tone).toEqual({ count: 1, latest: "polite" });
  });

  it("enqueueScore: queued behind the records it judges, sent in batches of scores, replayed from the spool after a crash", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ledger-scores-spool-"));
    try {
      const connection = { apiKey, agentId, endpoint: server.baseUrl, retry: noWait };
      // The first process never reaches the service and dies without closing.
      const first = new NodeLedgerClient({
        ...connection,
        httpTransport: () => new Promise<Response>(() => {}),
        background: { spoolDir: dir, lingerMs: 0, exitFlushMs: 0 },
      });
      const observing = recordOf("Observing");
      first.enqueue(observing);
      first.enqueue(recordOf("Acting", observing.session_id));
      const crashed = first.enqueueScore({ session_id: observing.session_id, name: "replayed", value: 1, source: { kind: "code" } });
      const agentDir = path.join(dir, agentId);
      const lock = fs.readdirSync(agentDir).find((f) => f.endsWith(".lock"))!;
      fs.rmSync(path.join(agentDir, lock)); // its process is gone, and the kernel dropped its lock
      fs.writeFileSync(path.join(agentDir, lock), "1");

      const logged: [string, Record<string, unknown>][] = [];
      const refusedIds: string[] = [];
      const second = new NodeLedgerClient({
        ...connection,
        logger: (level, message, fields) => void (level === "error" && logged.push([message, fields])),
        background: { spoolDir: dir, exitFlushMs: 0, onError: (_, id) => void refusedIds.push(id) },
      });
      const later = second.enqueueScore({ session_id: observing.session_id, name: "later", value: "ok", source: { kind: "rule" } });
      expect(await second.flush(10_000)).toEqual({ acked: 4, duplicates: 0, failed: [], failedScores: [], pending: 0 });
      expect(second.stats().replayed).toBe(3);
      expect((await owner.getScore(crashed)).name).toBe("replayed");
      expect((await owner.getScore(later)).source).toEqual({ kind: "rule" });
      // A score refused for good is reported as a score, by its score_id (as Python's failed_scores, Go's FailedScores).
      const lost = second.enqueueScore({
        session_id: "no-such-session",
        name: "x",
        value: 1,
        source: { kind: "code" },
        score_id: randomUUID(),
      });
      const refused = await second.flush(10_000);
      expect(refused.failed).toEqual([]);
      expect(refused.failedScores.map((f) => [f.score_id, f.code])).toEqual([[lost, "reference_unresolved"]]);
      expect(refusedIds).toEqual([lost]);
      expect(logged).toEqual([
        [
          expect.stringMatching(new RegExp(`^score ${lost} refused: reference_unresolved`)),
          { scoreId: lost, code: "reference_unresolved" },
        ],
      ]);
      await second.close(1_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("score configs: created, listed, archived; a value that does not fit raises score_out_of_range", async () => {
    // Configs are the owner's, not an agent's: a client of the key alone.
    const ownerOnly = new LedgerClient({ apiKey, endpoint: server.baseUrl, retry: noWait });
    const config = await ownerOnly.createScoreConfig({ name: "accuracy", data_type: "numeric", min: 0, max: 1 });
    expect((await ownerOnly.listScoreConfigs()).map((c) => c.config_id)).toContain(config.config_id);
    const outOfRange = await owner
      .score({ session_id: sessionId, name: "accuracy", value: 2, source: { kind: "code" }, config_id: config.config_id })
      .catch((error: unknown) => error);
    expect(outOfRange).toBeInstanceOf(ValidationError);
    expect((outOfRange as ValidationError).code).toBe("score_out_of_range");
    expect((outOfRange as ValidationError).details?.rule).toBe("max");
    expect((await ownerOnly.archiveScoreConfig(config.config_id)).archived).toBe(true);
    // An agent's operation on that client asks for the agent, before any request.
    await expect(ownerOnly.getScores()).rejects.toMatchObject({ code: "validation_failed", details: { field: "agentId" } });
    // Refused locally, before any request: the score breaks the schema.
    await expect(owner.score({ session_id: sessionId, name: "Bad Name", value: 1, source: { kind: "code" } })).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(
      owner.score({ score_id: randomUUID(), name: "x", value: 1, source: { kind: "code" } } as ScoreInput),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
