// Scores (issue 34) over real HTTP and the embedded database: idempotency and conflicts, every
// refusal code, configs, judged checkpoints, batches, reads and summaries, scorers and their
// grants, and the scoring queue.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../../generated/schema.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent, startTestServer, type Answer } from "../../support/server.ts";
import { agentClient, expectError, useServer, type AgentClient } from "./helpers.ts";

const server = useServer();
type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

const scoreOf = (target: { session_id: string } | { record_id: string }, extra: Record<string, unknown> = {}) => ({
  score_id: randomUUID(),
  ...target,
  name: "helpfulness",
  value: 0.5,
  source: { kind: "llm", name: "judge" },
  client_ts_utc: 1767225600000,
  ...extra,
});

const scoresOf = (key: string, agentId: string) => {
  const agent = `agent_id=${encodeURIComponent(agentId)}`;
  return {
    submit: (score: object) => call(server(), "POST", `/v1/scores?${agent}`, { key, body: score }),
    batch: (scores: object[]) => call(server(), "POST", `/v1/scores:batch?${agent}`, { key, body: { scores } }),
    get: (scoreId: string) => call(server(), "GET", `/v1/scores/${encodeURIComponent(scoreId)}?${agent}`, { key }),
    list: (query = "") => call(server(), "GET", `/v1/agents/${encodeURIComponent(agentId)}/scores${query}`, { key }),
  };
};

/** A closed session of the agent: an Observing record, then its Acting record. */
async function closedSession(client: AgentClient) {
  const observing = recordOf("Observing");
  const acting = recordOf("Acting", observing.session_id);
  expect((await client.batch([observing, acting])).status).toBe(200);
  return { sessionId: observing.session_id, recordId: observing.record_id, actingId: acting.record_id };
}

let a: Owner;
let aClient: AgentClient;
let session: Awaited<ReturnType<typeof closedSession>>;

beforeAll(async () => {
  a = await ownerWithAgent(server());
  aClient = agentClient(server(), a);
  session = await closedSession(aClient);
});

describe("submitting a score", () => {
  it("stores a new score (201), answers a repeat as a duplicate with the original time (200), and refuses another body under its id (409)", async () => {
    const scores = scoresOf(a.apiKey, a.agentId);
    const score = scoreOf({ session_id: session.sessionId });
    const first = await scores.submit(score);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ score_id: score.score_id, server_ts_utc: expect.any(Number), is_duplicate: false });
    const again = await scores.submit(score);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, is_duplicate: true });
    expectError(await scores.submit({ ...score, value: 0.9 }), 409, "score_id_conflict");
    // Server-set members sent along are ignored, so they make no other body.
    expect((await scores.submit({ ...score, agent_id: "agt_x", server_ts_utc: 1, scored_by: "someone" })).status).toBe(200);
    const stored = await scores.get(score.score_id);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ ...score, agent_id: a.agentId, server_ts_utc: first.body.server_ts_utc, scored_by: a.ownerId });
  });

  it("stores a score once whatever the number of concurrent submissions of it", async () => {
    const scores = scoresOf(a.apiKey, a.agentId);
    const score = scoreOf({ session_id: session.sessionId });
    const answers = await Promise.all(Array.from({ length: 12 }, () => scores.submit(score)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.body.server_ts_utc)).size).toBe(1);
    const other = await Promise.all([
      scores.submit({ ...scoreOf({ session_id: session.sessionId }), score_id: score.score_id, value: 0.1 }),
      scores.batch([score, score]),
    ]);
    expect(other[0].body.error.code).toBe("score_id_conflict");
    expect(other[1].body.results.map((r: { is_duplicate: boolean }) => r.is_duplicate)).toEqual([true, true]);
  });

  it("scores a record of the agent", async () => {
    const score = scoreOf({ record_id: session.recordId }, { value: "good", name: "verdict" });
    expect((await scoresOf(a.apiKey, a.agentId).submit(score)).status).toBe(201);
  });

  it("refuses a target that is not the agent's with 422 reference_unresolved", async () => {
    const scores = scoresOf(a.apiKey, a.agentId);
    expectError(await scores.submit(scoreOf({ session_id: "no-such-session" })), 422, "reference_unresolved", {
      field: "/session_id",
      reason: "must name a session of the agent",
    });
    expectError(await scores.submit(scoreOf({ record_id: randomUUID() })), 422, "reference_unresolved", {
      field: "/record_id",
      reason: "must name a stored record of the agent",
    });
    expectError(await scores.submit(scoreOf({ session_id: session.sessionId }, { config_id: randomUUID() })), 422, "reference_unresolved");
  });

  it("answers a score batch over its 1 MB cap 413 payload_too_large, as a record batch, and stores none of it", async () => {
    // 50 scores of 21 KB explanations: each refused alone, but the body passes the batch's cap first.
    const batch = Array.from({ length: 50 }, () => scoreOf({ session_id: session.sessionId }, { explanation: "x".repeat(21_000) }));
    expectError(await scoresOf(a.apiKey, a.agentId).batch(batch), 413, "payload_too_large", { limit: LIMITS.scoreBatchBytes });
    expect(LIMITS.scoreBatchBytes).toBe(1_048_576);
    expectError(await scoresOf(a.apiKey, a.agentId).get(batch[0]!.score_id), 404, "not_found");
  });

  it("refuses bad input with 400 validation_failed naming the field, never a 5xx", async () => {
    const scores = scoresOf(a.apiKey, a.agentId);
    const both = { ...scoreOf({ session_id: session.sessionId }), record_id: session.recordId };
    expectError(await scores.submit(both), 400, "validation_failed");
    const { session_id: _none, ...neither } = scoreOf({ session_id: session.sessionId }) as Record<string, unknown>;
    expectError(await scores.submit(neither), 400, "validation_failed");
    expect(
      expectError(await scores.submit(scoreOf({ session_id: session.sessionId }, { name: "Not A Name" })), 400, "validation_failed")
        .details!.field,
    ).toBe("/name");
    expect(expectError(await scores.submit(scoreOf({ session_id: "a\u0000b" })), 400, "validation_failed").details!.field).toBe(
      "/session_id",
    );
    expect(
      expectError(await scores.submit(scoreOf({ session_id: session.sessionId }, { score_id: "a\u0000b" })), 400, "validation_failed")
        .details!.field,
    ).toBe("/score_id");
    expect(
      expectError(
        await scores.submit(scoreOf({ session_id: session.sessionId }, { explanation: "é".repeat(2049) })),
        400,
        "validation_failed",
      ).details!.field,
    ).toBe("/explanation");
    expectError(await scores.submit(scoreOf({ session_id: session.sessionId }, { value: "" })), 400, "validation_failed");
    expectError(await call(server(), "GET", `/v1/scores/${randomUUID()}?agent_id=a%00b`, { key: a.apiKey }), 400, "validation_failed");
    expectError(await call(server(), "GET", `/v1/scores/a%00b?agent_id=${a.agentId}`, { key: a.apiKey }), 400, "validation_failed");
    expectError(
      await call(server(), "GET", `/v1/agents/${a.agentId}/scores?session_id=a%00b`, { key: a.apiKey }),
      400,
      "validation_failed",
    );
    expectError(await call(server(), "GET", `/v1/scoring/queue?name=x&cursor=1%00`, { key: a.apiKey }), 400, "validation_failed");
  });
});

describe("score configs", () => {
  const config = async (body: object) => call(server(), "POST", "/v1/score-configs", { key: a.apiKey, body });

  it("refuses a value that does not fit the config it names with 422 score_out_of_range naming the rule", async () => {
    const numeric = await config({ name: "accuracy", data_type: "numeric", min: 0, max: 1 });
    expect(numeric.status).toBe(201);
    expect(numeric.body).toEqual({
      config_id: expect.any(String),
      name: "accuracy",
      data_type: "numeric",
      min: 0,
      max: 1,
      archived: false,
      created_ms: expect.any(Number),
    });
    const categorical = (await config({ name: "tone", data_type: "categorical", categories: ["polite", "rude"] })).body;
    const boolean = (await config({ name: "safe", data_type: "boolean" })).body;
    const scores = scoresOf(a.apiKey, a.agentId);
    const on = (cfg: { config_id: string; name: string }, value: unknown) =>
      scores.submit(scoreOf({ session_id: session.sessionId }, { config_id: cfg.config_id, name: cfg.name, value }));
    const rule = (res: Answer) => expectError(res, 422, "score_out_of_range").details!.rule;
    expect((await on(numeric.body, 0.7)).status).toBe(201);
    expect(rule(await on(numeric.body, 1.5))).toBe("max");
    expect(rule(await on(numeric.body, -1))).toBe("min");
    expect(rule(await on(numeric.body, "high"))).toBe("data_type");
    expect((await on(categorical, "polite")).status).toBe(201);
    expect(rule(await on(categorical, "loud"))).toBe("categories");
    expect((await on(boolean, true)).status).toBe(201);
    expect(rule(await on(boolean, 1))).toBe("data_type");
    expect(
      rule(await scores.submit(scoreOf({ session_id: session.sessionId }, { config_id: boolean.config_id, name: "other", value: true }))),
    ).toBe("name");

    // Archived: the only change a config takes; new scores naming it are refused, stored ones stay duplicates.
    const kept = scoreOf({ session_id: session.sessionId }, { config_id: boolean.config_id, name: "safe", value: false });
    expect((await scores.submit(kept)).status).toBe(201);
    const archived = await call(server(), "PATCH", `/v1/score-configs/${boolean.config_id}`, { key: a.apiKey, body: { archived: true } });
    expect(archived.body).toEqual({ ...boolean, archived: true });
    expect(rule(await on(boolean, true))).toBe("archived");
    expect((await scores.submit(kept)).status).toBe(200);
    expectError(
      await call(server(), "PATCH", `/v1/score-configs/${boolean.config_id}`, { key: a.apiKey, body: { archived: false } }),
      400,
      "validation_failed",
    );

    const listed = await call(server(), "GET", "/v1/score-configs", { key: a.apiKey });
    expect(listed.body.configs.map((c: { config_id: string }) => c.config_id)).toEqual([
      numeric.body.config_id,
      categorical.config_id,
      boolean.config_id,
    ]);
  });

  it("refuses a config whose members do not go with its data type (400)", async () => {
    expect(expectError(await config({ name: "x", data_type: "numeric", min: 2, max: 1 }), 400, "validation_failed").details!.field).toBe(
      "/max",
    );
    expect(expectError(await config({ name: "x", data_type: "boolean", min: 0 }), 400, "validation_failed").details!.field).toBe("/min");
    expect(expectError(await config({ name: "x", data_type: "categorical" }), 400, "validation_failed").details!.field).toBe("/categories");
    expect(expectError(await config({ name: "x", data_type: "numeric", categories: ["a"] }), 400, "validation_failed").details!.field).toBe(
      "/categories",
    );
  });

  it("keeps each owner's configs to itself (404, reference_unresolved)", async () => {
    const b = await ownerWithAgent(server());
    const mine = (await config({ name: "safe", data_type: "boolean" })).body;
    expectError(
      await call(server(), "PATCH", `/v1/score-configs/${mine.config_id}`, { key: b.apiKey, body: { archived: true } }),
      404,
      "not_found",
    );
    expect((await call(server(), "GET", "/v1/score-configs", { key: b.apiKey })).body).toEqual({ configs: [] });
    const bSession = await closedSession(agentClient(server(), b));
    expectError(
      await scoresOf(b.apiKey, b.agentId).submit(
        scoreOf({ session_id: bSession.sessionId }, { config_id: mine.config_id, name: "safe", value: true }),
      ),
      422,
      "reference_unresolved",
    );
  });
});

describe("judged_checkpoint", () => {
  it("takes a checkpoint of the agent's record log covering every record of the target, and refuses others with 422 checkpoint_mismatch", async () => {
    const owner = await ownerWithAgent(server());
    const client = agentClient(server(), owner);
    const judged = await closedSession(client);
    const cut = await call(server(), "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey });
    expect(cut.status).toBe(201);
    const checkpoint = { tree_size: cut.body.tree_size, root_hash: cut.body.root_hash };
    const scores = scoresOf(owner.apiKey, owner.agentId);
    expect((await scores.submit(scoreOf({ session_id: judged.sessionId }, { judged_checkpoint: checkpoint }))).status).toBe(201);
    expect((await scores.submit(scoreOf({ record_id: judged.recordId }, { judged_checkpoint: checkpoint }))).status).toBe(201);

    const wrongRoot = { ...checkpoint, root_hash: "0".repeat(64) };
    expectError(
      await scores.submit(scoreOf({ session_id: judged.sessionId }, { judged_checkpoint: wrongRoot })),
      422,
      "checkpoint_mismatch",
    );
    expectError(
      await scores.submit(scoreOf({ session_id: judged.sessionId }, { judged_checkpoint: { ...checkpoint, tree_size: 1 } })),
      422,
      "checkpoint_mismatch",
    );
    // Another agent's checkpoint is not this agent's.
    const other = await call(server(), "POST", `/v1/agents/${a.agentId}/checkpoints`, { key: a.apiKey });
    expectError(
      await scores.submit(
        scoreOf(
          { session_id: judged.sessionId },
          { judged_checkpoint: { tree_size: other.body.tree_size, root_hash: other.body.root_hash } },
        ),
      ),
      422,
      "checkpoint_mismatch",
    );
    // A record joining the session after the checkpoint: it no longer covers the session.
    expect((await client.submit(recordOf("Reflecting", judged.sessionId))).status).toBe(201);
    expect(
      expectError(
        await scores.submit(scoreOf({ session_id: judged.sessionId }, { judged_checkpoint: checkpoint })),
        422,
        "checkpoint_mismatch",
      ).details,
    ).toEqual({ field: "/judged_checkpoint/tree_size", reason: "must cover every record of the target" });
  });
});

describe("a batch of scores", () => {
  it("answers 200 with one result per score in submitted order, each succeeding or failing on its own", async () => {
    const scores = scoresOf(a.apiKey, a.agentId);
    const stored = scoreOf({ session_id: session.sessionId });
    expect((await scores.submit(stored)).status).toBe(201);
    const fresh = scoreOf({ session_id: session.sessionId });
    const res = await scores.batch([
      fresh,
      stored,
      { ...stored, value: 1 },
      scoreOf({ session_id: "missing" }),
      { score_id: "x" },
      fresh,
      { ...fresh, value: 0.1 },
    ]);
    expect(res.status).toBe(200);
    expect(
      res.body.results.map((r: { code?: string; is_duplicate?: boolean }) => r.code ?? (r.is_duplicate ? "duplicate" : "stored")),
    ).toEqual(["stored", "duplicate", "score_id_conflict", "reference_unresolved", "validation_failed", "duplicate", "score_id_conflict"]);
    expect(res.body.results[4].score_id).toBe("x");
    expectError(await scores.batch(Array.from({ length: 51 }, () => scoreOf({ session_id: session.sessionId }))), 400, "validation_failed");
  });
});

describe("reading scores", () => {
  it("lists an agent's scores newest first, filtered, in keyset pages; the session list carries per-name summaries", async () => {
    const owner = await ownerWithAgent(server());
    const client = agentClient(server(), owner);
    const judged = await closedSession(client);
    const scores = scoresOf(owner.apiKey, owner.agentId);
    const written = [
      scoreOf({ session_id: judged.sessionId }, { value: 0.2 }),
      scoreOf({ record_id: judged.recordId }, { value: 0.6 }),
      scoreOf({ session_id: judged.sessionId }, { name: "verdict", value: "pass", source: { kind: "human" } }),
      scoreOf({ session_id: judged.sessionId }, { value: 1 }),
    ];
    for (const score of written) expect((await scores.submit(score)).status).toBe(201);
    const ids = (res: Answer) => res.body.scores.map((s: { score_id: string }) => s.score_id);
    const newestFirst = written.map((s) => s.score_id).reverse();
    expect(ids(await scores.list())).toEqual(newestFirst);
    const first = await scores.list("?limit=3");
    expect(ids(first)).toEqual(newestFirst.slice(0, 3));
    expect(first.body.next_cursor).toBe(newestFirst[2]);
    const second = await scores.list(`?limit=3&cursor=${first.body.next_cursor}`);
    expect(ids(second)).toEqual(newestFirst.slice(3));
    expect(second.body.next_cursor).toBeNull();
    expect(ids(await scores.list("?name=verdict"))).toEqual([written[2]!.score_id]);
    expect(ids(await scores.list("?source_kind=human"))).toEqual([written[2]!.score_id]);
    expect(ids(await scores.list(`?record_id=${judged.recordId}`))).toEqual([written[1]!.score_id]);
    expect(ids(await scores.list(`?session_id=${judged.sessionId}&name=helpfulness`))).toEqual(
      [written[3], written[1], written[0]].map((s) => s!.score_id),
    );
    expectError(await scores.list(`?cursor=${randomUUID()}`), 404, "not_found");
    expectError(await scores.get(randomUUID()), 404, "not_found");

    const feed = await client.sessions("?closed=true");
    expect(feed.body.sessions[0].scores).toEqual({
      helpfulness: { count: 3, latest: 1, mean: (0.2 + 0.6 + 1) / 3 },
      verdict: { count: 1, latest: "pass" },
    });
    const open = recordOf("Observing");
    expect((await client.submit(open)).status).toBe(201);
    const all = await client.sessions();
    expect(all.body.sessions.find((s: { session_id: string }) => s.session_id === open.session_id)).not.toHaveProperty("scores");
  });
});

describe("scorers", () => {
  let owner: Owner;
  let stranger: Owner;
  let scorer: { scorer_id: string; api_key: string };
  let judged: Awaited<ReturnType<typeof closedSession>>;
  const grant = (method: "PUT" | "DELETE", key = owner.apiKey) =>
    call(server(), method, `/v1/owners/me/scorers/${scorer.scorer_id}`, { key });

  beforeAll(async () => {
    [owner, stranger] = [await ownerWithAgent(server()), await ownerWithAgent(server())];
    judged = await closedSession(agentClient(server(), owner));
    await closedSession(agentClient(server(), stranger));
    const made = await call(server(), "POST", "/v1/scorers", { key: server().adminToken, body: { name: "Acme Evaluations" } });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      scorer_id: expect.stringMatching(/^scr_[0-9a-f]{32}$/),
      name: "Acme Evaluations",
      api_key: expect.stringMatching(/^tls_/),
      created_ms: expect.any(Number),
    });
    scorer = made.body;
  });

  it("only the admin creates scorers", async () => {
    expectError(await call(server(), "POST", "/v1/scorers", { key: owner.apiKey, body: { name: "x" } }), 401, "auth_invalid");
    expectError(await call(server(), "POST", "/v1/scorers", { key: scorer.api_key, body: { name: "x" } }), 401, "auth_invalid");
  });

  it("sees nothing of an owner that did not grant it (404), reads and scores once granted, and nothing again once withdrawn", async () => {
    const asScorer = scoresOf(scorer.api_key, owner.agentId);
    const reads = agentClient(server(), { apiKey: scorer.api_key, agentId: owner.agentId });
    expectError(await asScorer.submit(scoreOf({ session_id: judged.sessionId })), 404, "not_found");
    expectError(await reads.session(judged.sessionId), 404, "not_found");
    expectError(await asScorer.list(), 404, "not_found");
    expect((await call(server(), "GET", `/v1/scoring/queue?name=helpfulness`, { key: scorer.api_key })).body).toEqual({
      sessions: [],
      next_cursor: null,
    });

    const granted = await grant("PUT");
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ scorer_id: scorer.scorer_id, granted_ms: expect.any(Number) });
    expect((await grant("PUT")).body).toEqual(granted.body);
    expect((await reads.session(judged.sessionId)).status).toBe(200);
    expect((await reads.record(judged.recordId)).status).toBe(200);
    expect((await reads.sessions("?closed=true")).status).toBe(200);
    expect((await call(server(), "GET", `/v1/agents/${owner.agentId}/checkpoints/latest`, { key: scorer.api_key })).status).toBe(404); // none cut yet: the agent is readable
    const score = scoreOf({ session_id: judged.sessionId }, { source: { kind: "human", name: "reviewer" } });
    expect((await asScorer.submit(score)).status).toBe(201);
    expect((await asScorer.get(score.score_id)).body.scored_by).toBe(scorer.scorer_id);
    // Still nothing of an owner that did not grant it.
    expectError(await scoresOf(scorer.api_key, stranger.agentId).list(), 404, "not_found");
    expectError(await agentClient(server(), { apiKey: scorer.api_key, agentId: stranger.agentId }).trace(), 404, "not_found");

    const withdrawn = await grant("DELETE");
    expect([withdrawn.status, withdrawn.body]).toEqual([204, undefined]);
    expectError(await grant("DELETE"), 404, "not_found");
    expectError(await asScorer.get(score.score_id), 404, "not_found");
    expectError(await reads.session(judged.sessionId), 404, "not_found");
    // Its score stays, for the owner.
    expect((await scoresOf(owner.apiKey, owner.agentId).get(score.score_id)).status).toBe(200);
  });

  it("can never submit records, touch agents or owners, or manage configs (401)", async () => {
    expect((await grant("PUT")).status).toBe(200);
    const key = scorer.api_key;
    expectError(await agentClient(server(), { apiKey: key, agentId: owner.agentId }).submit(recordOf("Thinking")), 401, "auth_invalid");
    expectError(await agentClient(server(), { apiKey: key, agentId: owner.agentId }).batch([recordOf("Thinking")]), 401, "auth_invalid");
    expectError(await agentClient(server(), { apiKey: key, agentId: owner.agentId }).patch({ description: "x" }), 401, "auth_invalid");
    expectError(await agentClient(server(), { apiKey: key, agentId: owner.agentId }).agent(), 401, "auth_invalid");
    expectError(await call(server(), "POST", "/v1/agents", { key, body: { name: "mine" } }), 401, "auth_invalid");
    expectError(await call(server(), "GET", "/v1/owners/me", { key }), 401, "auth_invalid");
    expectError(await call(server(), "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key }), 401, "auth_invalid");
    expectError(await call(server(), "POST", "/v1/score-configs", { key, body: { name: "x", data_type: "boolean" } }), 401, "auth_invalid");
    expectError(await call(server(), "PUT", `/v1/owners/me/scorers/${scorer.scorer_id}`, { key }), 401, "auth_invalid");
    expectError(await call(server(), "PUT", `/v1/owners/me/scorers/scr_${"0".repeat(32)}`, { key: owner.apiKey }), 404, "not_found");
  });

  it("walks the queue: closed sessions with no score of the name, oldest first, across the agents it may read", async () => {
    expect((await grant("PUT")).status).toBe(200);
    const second = await closedSession(agentClient(server(), owner));
    const openOnly = recordOf("Observing");
    expect((await agentClient(server(), owner).submit(openOnly)).status).toBe(201);
    const queue = (query: string) => call(server(), "GET", `/v1/scoring/queue?${query}`, { key: scorer.api_key });
    const entries = (res: Answer) =>
      res.body.sessions.map((s: { agent_id: string; session_id: string }) => `${s.agent_id}/${s.session_id}`);

    const all = await queue("name=correctness");
    expect(entries(all)).toEqual([`${owner.agentId}/${judged.sessionId}`, `${owner.agentId}/${second.sessionId}`]);
    expect(all.body.sessions[0]).toEqual({
      agent_id: owner.agentId,
      session_id: judged.sessionId,
      acting_record_id: judged.actingId,
      record_count: 2,
      first_server_ts_utc: expect.any(Number),
      last_server_ts_utc: expect.any(Number),
    });
    const page = await queue("name=correctness&limit=1");
    expect(entries(page)).toEqual([`${owner.agentId}/${judged.sessionId}`]);
    expect(entries(await queue(`name=correctness&limit=1&cursor=${page.body.next_cursor}`))).toEqual([
      `${owner.agentId}/${second.sessionId}`,
    ]);

    // A score of that name on one of its records takes a session off the queue.
    expect(
      (await scoresOf(scorer.api_key, owner.agentId).submit(scoreOf({ record_id: judged.recordId }, { name: "correctness" }))).status,
    ).toBe(201);
    expect(entries(await queue("name=correctness"))).toEqual([`${owner.agentId}/${second.sessionId}`]);
    // The owner's own queue holds its agents only.
    const own = await call(server(), "GET", "/v1/scoring/queue?name=correctness", { key: stranger.apiKey });
    expect(own.body.sessions.every((s: { agent_id: string }) => s.agent_id === stranger.agentId)).toBe(true);
    expect(own.body.sessions).toHaveLength(1);
  });
});

// Two replicas of one database: a scorer's key is cached on each (server/auth/request.ts), its
// grants are not, so an owner's withdrawal on one replica holds at once on the other.
describe.skipIf(!process.env.DATABASE_URL)("a scorer on two replicas", () => {
  it("loses an owner's agents on the other replica at once when the grant is withdrawn, its key just authenticated there", async () => {
    const { dataDir, databaseSchema, walletKek } = server().config;
    const other = await startTestServer({ reuse: { dataDir, databaseSchema, walletKek } });
    try {
      const owner = await ownerWithAgent(server());
      const judged = await closedSession(agentClient(server(), owner));
      const scorer = (await call(server(), "POST", "/v1/scorers", { key: server().adminToken, body: { name: "Replica Evals" } })).body as {
        scorer_id: string;
        api_key: string;
      };
      expect((await call(server(), "PUT", `/v1/owners/me/scorers/${scorer.scorer_id}`, { key: owner.apiKey })).status).toBe(200);
      const key = scorer.api_key;
      const agent = `agent_id=${owner.agentId}`;
      const there = {
        session: () => call(other, "GET", `/v1/sessions/${judged.sessionId}?${agent}`, { key }),
        submit: () => call(other, "POST", `/v1/scores?${agent}`, { key, body: scoreOf({ session_id: judged.sessionId }) }),
        list: () => call(other, "GET", `/v1/agents/${owner.agentId}/scores`, { key }),
        queue: () => call(other, "GET", "/v1/scoring/queue?name=correctness", { key }),
      };
      expect((await there.session()).status).toBe(200);
      expect((await there.submit()).status).toBe(201);
      expect((await there.list()).body.scores).toHaveLength(1);
      expect((await there.queue()).body.sessions.map((s: { session_id: string }) => s.session_id)).toEqual([judged.sessionId]);

      expect((await call(server(), "DELETE", `/v1/owners/me/scorers/${scorer.scorer_id}`, { key: owner.apiKey })).status).toBe(204);
      expectError(await there.session(), 404, "not_found");
      expectError(await there.submit(), 404, "not_found");
      expectError(await there.list(), 404, "not_found");
      expect((await there.queue()).body).toEqual({ sessions: [], next_cursor: null });
    } finally {
      await other.close();
    }
  });
});

// The queue keeps a frontier per agent and name (server/store/score-queue.ts): these sessions
// outnumber one frontier move (200), scorers pass some over, and scores land while queue reads
// move the frontier; the queue must stay exactly the unscored closed sessions, oldest first.
describe("the scoring queue over many scored sessions", () => {
  const NAME = "groundedness";
  const SESSIONS = 480;
  let granting: Owner;
  let other: Owner;
  let scorer: { scorer_id: string; api_key: string };
  let secondAgent: string;
  /** agent/session of every closed session of the granting owner, in closing order. */
  const closed: string[] = [];

  /** Closed sessions of the agent, 25 per batch, appended to `closed` in closing order. */
  async function closeSessions(owner: Owner, agentId: string, n: number): Promise<string[]> {
    const made: string[] = [];
    for (let from = 0; from < n; from += 25) {
      const records = Array.from({ length: Math.min(25, n - from) }, () => {
        const observing = recordOf("Observing");
        return [observing, recordOf("Acting", observing.session_id)];
      });
      expect((await agentClient(server(), { apiKey: owner.apiKey, agentId }).batch(records.flat())).status).toBe(200);
      made.push(...records.map(([observing]) => `${agentId}/${observing!.session_id}`));
    }
    return made;
  }

  const queue = (query: string) => call(server(), "GET", `/v1/scoring/queue?name=${NAME}&${query}`, { key: scorer.api_key });
  /** The whole queue, page by page. */
  async function walk(limit: number): Promise<string[]> {
    const seen: string[] = [];
    for (let cursor: string | null = null; ;) {
      const res: Answer = await queue(`limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.sessions.map((s: { agent_id: string; session_id: string }) => `${s.agent_id}/${s.session_id}`));
      cursor = res.body.next_cursor;
      if (!cursor) return seen;
    }
  }
  const score = (entry: string, extra: Record<string, unknown> = {}) => {
    const [agentId, sessionId] = entry.split("/") as [string, string];
    return scoresOf(scorer.api_key, agentId).submit(scoreOf({ session_id: sessionId }, { name: NAME, ...extra }));
  };

  beforeAll(async () => {
    granting = await ownerWithAgent(server());
    other = await ownerWithAgent(server());
    secondAgent = (await call(server(), "POST", "/v1/agents", { key: granting.apiKey, body: { name: "second" } })).body.agent_id;
    scorer = (await call(server(), "POST", "/v1/scorers", { key: server().adminToken, body: { name: "Frontier Evals" } })).body;
    expect((await call(server(), "PUT", `/v1/owners/me/scorers/${scorer.scorer_id}`, { key: granting.apiKey })).status).toBe(200);
    // The two agents' sessions close interleaved; the other owner's, which the scorer may not read, among them.
    for (let part = 0; part < 4; part++) {
      closed.push(...(await closeSessions(granting, granting.agentId, SESSIONS / 4)));
      closed.push(...(await closeSessions(granting, secondAgent, 5)));
      await closeSessions(other, other.agentId, 5);
    }
  });

  it("stays exactly the unscored closed sessions of the granted agents, oldest first, as scores land concurrently with its reads", async () => {
    expect(await walk(100)).toEqual(closed);
    // Scorers take the oldest 90 %, passing over every 37th; the newest 10 % stay unscored.
    const passedOver = new Set(closed.filter((_, i) => i % 37 === 5));
    const scored = closed.slice(0, Math.floor(closed.length * 0.9)).filter((entry) => !passedOver.has(entry));
    for (let i = 0; i < scored.length; i += 40) {
      const answers = await Promise.all([...scored.slice(i, i + 40).map((entry) => score(entry)), queue("limit=5"), queue("limit=5")]);
      expect(answers.map((a) => a.status)).toEqual([...scored.slice(i, i + 40).map(() => 201), 200, 200]);
    }
    const unscored = closed.filter((entry) => !scored.includes(entry));
    expect(await walk(7)).toEqual(unscored);
    expect(await walk(100)).toEqual(unscored);

    // Passed-over sessions scored later (one of them twice) leave the queue while reads move the
    // frontier; another name's queue is untouched.
    const late = [...passedOver].slice(0, 4);
    const answers = await Promise.all([...late.map((entry) => score(entry)), ...late.map(() => queue("limit=3")), score(late[0]!)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 200, 200, 200, 200, 201]);
    expect(await walk(50)).toEqual(unscored.filter((entry) => !late.includes(entry)));
    const fresh = await call(server(), "GET", `/v1/scoring/queue?name=other-name&limit=500`, { key: scorer.api_key });
    expect(fresh.body.sessions.map((s: { agent_id: string; session_id: string }) => `${s.agent_id}/${s.session_id}`)).toEqual(closed);
  });
});
