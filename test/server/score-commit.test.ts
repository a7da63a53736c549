// Scores through group commit (write-path.ts): concurrent single submissions of several agents and
// owners share one lookup and one transaction, and each is still judged against its own agent's
// targets and its own owner's configs, answered alone, after the commit.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { groupCommit } from "../../server/records/group-commit.ts";
import { acceptScores, type ScoreSubmission, type ScoreWriter } from "../../server/scores/accept.ts";
import { ingestScores } from "../../server/scores/ingest.ts";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import { agentClient, useServer } from "./http/helpers.ts";

const server = useServer();

/** An owner with an agent, one closed session of it and a numeric config (0..1) of its own. */
async function scoringOwner() {
  const owner = await ownerWithAgent(server());
  const observing = recordOf("Observing");
  expect((await agentClient(server(), owner).batch([observing, recordOf("Acting", observing.session_id)])).status).toBe(200);
  const config = await call(server(), "POST", "/v1/score-configs", {
    key: owner.apiKey,
    body: { name: "accuracy", data_type: "numeric", min: 0, max: 1 },
  });
  expect(config.status).toBe(201);
  const writer: ScoreWriter = { agentId: owner.agentId, ownerId: owner.ownerId, scoredBy: owner.ownerId, now: Date.now() };
  return { writer, sessionId: observing.session_id, configId: config.body.config_id as string };
}

const score = (target: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  score_id: randomUUID(),
  ...target,
  name: "accuracy",
  value: 0.5,
  source: { kind: "code" },
  client_ts_utc: 1767225600000,
  ...extra,
});

describe("scores through group commit", () => {
  it("share transactions across agents and owners, each judged against its own agent's targets and its own owner's configs", async () => {
    const [a, b] = [await scoringOwner(), await scoringOwner()];
    const { db } = server().service.services;
    const transactions: number[] = [];
    const told: string[][] = [];
    const commit = groupCommit(
      (submissions: ScoreSubmission[]) => {
        transactions.push(submissions.length);
        return ingestScores(db, submissions, { stored: (agents) => void told.push([...agents]) });
      },
      { concurrency: 1, maxItems: 500, windowMs: 0 },
    );
    const earlier = score({ session_id: a.sessionId });
    expect(await acceptScores(a.writer, commit, [earlier])).toEqual([
      { score_id: earlier.score_id, server_ts_utc: a.writer.now, is_duplicate: false },
    ]);

    const twice = score({ session_id: a.sessionId, config_id: a.configId });
    const calls: Array<[typeof a, Record<string, unknown>]> = [
      [a, twice],
      [a, twice],
      [a, { ...earlier, value: 0.7 }], // another body under a stored id
      [a, earlier], // the same body again
      [b, { ...earlier, session_id: b.sessionId }], // the same id is another score for another agent
      [b, score({ session_id: a.sessionId })], // another agent's session
      [b, score({ session_id: b.sessionId, config_id: a.configId })], // another owner's config
      [b, score({ session_id: b.sessionId, config_id: b.configId }, { value: 2 })], // out of its own config's range
      [b, score({ session_id: b.sessionId, config_id: b.configId }, { value: 1 })],
      [b, score({ session_id: b.sessionId }, { name: "BAD NAME" })], // refused by the schema, before group commit
    ];
    const results = (await Promise.all(calls.map(([owner, body]) => acceptScores(owner.writer, commit, [body])))).map(
      ([result]) => result!,
    );
    const codes = results.map((result) => ("code" in result ? result.code : result.is_duplicate ? "duplicate" : "stored"));
    expect(codes).toEqual([
      "stored",
      "duplicate",
      "score_id_conflict",
      "duplicate",
      "stored",
      "reference_unresolved",
      "reference_unresolved",
      "score_out_of_range",
      "stored",
      "validation_failed",
    ]);
    expect(results.map((result) => result.score_id)).toEqual(calls.map(([, body]) => body.score_id));
    // The first call alone, the other nine (the schema's refusal never queued) in one group.
    expect(transactions).toEqual([1, 1, 8]);
    // The scores log hears, after each commit, of the agents it stored scores for.
    expect(told).toEqual([[a.writer.agentId], [a.writer.agentId], [b.writer.agentId]]);
    const count = async (agentId: string) => (await db.knex("scores").where({ agent_id: agentId }).count({ n: "*" }))[0]!.n;
    expect([Number(await count(a.writer.agentId)), Number(await count(b.writer.agentId))]).toEqual([2, 2]);
  });
});
