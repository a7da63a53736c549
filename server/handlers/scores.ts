// Scores (issue 34): submitting them (one: 201 new, 200 duplicate, else its error; a batch: 200,
// one result per score in order), reading them, score configs, scorers and their grants, and the
// scoring queue. An agent's owner and the scorers it granted read and score its agents; anyone
// else gets 404 as for an agent that does not exist.
import { randomUUID } from "node:crypto";
import { requireReadableAgent } from "../auth/agent-access.ts";
import { hashKey, newScorerKey } from "../auth/keys.ts";
import type { Caller } from "../auth/request.ts";
import { ApiError, invalid, notFound } from "../api/errors.ts";
import type { ScoreResult } from "../scores/accept.ts";
import { readerFor } from "../store/db.ts";
import { archiveScoreConfig, createScoreConfig, listScoreConfigs } from "../store/score-configs.ts";
import { createScorer, grantingOwners, grantScorer, revokeScorer } from "../store/scorers.ts";
import { scoringQueue } from "../store/score-queue.ts";
import { getScore, listScores } from "../store/scores.ts";
import type { StoredScore } from "../../generated/types/schema.ts";
import type { Context, Handler } from "./types.ts";

// The store returns what it stored: scores that passed the schema, plus the server fields.
const asStored = (score: object) => score as StoredScore;

async function submit(ctx: Context<"submitScore" | "submitScoreBatch">, entries: unknown[]): Promise<ScoreResult[]> {
  const agentId = ctx.params.agent_id;
  const access = await requireReadableAgent(ctx.services, ctx, agentId);
  return ctx.services.writes.scores({ agentId, ownerId: access.ownerId, scoredBy: ctx.scorerId ?? ctx.ownerId, now: ctx.now }, entries);
}

export const submitScoreHandler: Handler<"submitScore"> = async (ctx) => {
  const [result] = await submit(ctx, [ctx.body]);
  if ("code" in result!) throw new ApiError(result.code, result.message, result.details);
  return { status: result!.is_duplicate ? 200 : 201, body: result! };
};

export const submitScoreBatchHandler: Handler<"submitScoreBatch"> = async (ctx) => {
  return { status: 200, body: { batch_id: randomUUID(), results: await submit(ctx, ctx.body.scores) } };
};

export const getScoreHandler: Handler<"getScore"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const score = await getScore(await readerFor(services.db, params.agent_id), params.agent_id, params.score_id);
  if (!score) throw notFound("score");
  return { status: 200, body: asStored(score) };
};

export const listScoresHandler: Handler<"listScores"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const page = await listScores(await readerFor(services.db, params.agent_id), params.agent_id, {
    sessionId: params.session_id,
    recordId: params.record_id,
    name: params.name,
    sourceKind: params.source_kind,
    cursor: params.cursor,
    limit: params.limit!,
  });
  if (!page) throw notFound("the cursor's score");
  return { status: 200, body: { scores: page.scores.map(asStored), next_cursor: page.nextCursor } };
};

export const createScoreConfigHandler: Handler<"createScoreConfig"> = async ({ body, ownerId, services, now }) => {
  const numeric = body.data_type === "numeric";
  if (!numeric && body.min !== undefined) throw invalid("/min", "goes with data_type numeric only");
  if (!numeric && body.max !== undefined) throw invalid("/max", "goes with data_type numeric only");
  if (numeric && body.min !== undefined && body.max !== undefined && body.min > body.max) throw invalid("/max", "must be at least min");
  if ((body.data_type === "categorical") !== (body.categories !== undefined)) {
    throw invalid(
      "/categories",
      body.data_type === "categorical" ? "is required with data_type categorical" : "goes with data_type categorical only",
    );
  }
  return { status: 201, body: await createScoreConfig(services.db, ownerId, body, now) };
};

export const listScoreConfigsHandler: Handler<"listScoreConfigs"> = async ({ ownerId, services }) => {
  return { status: 200, body: { configs: await listScoreConfigs(services.db, ownerId) } };
};

export const updateScoreConfigHandler: Handler<"updateScoreConfig"> = async ({ params, ownerId, services }) => {
  const config = await archiveScoreConfig(services.db, ownerId, params.config_id);
  if (!config) throw notFound("score config");
  return { status: 200, body: config };
};

export const createScorerHandler: Handler<"createScorer"> = async ({ body, services, now }) => {
  const apiKey = newScorerKey();
  const scorer = await createScorer(services.db, body.name, hashKey(apiKey), now);
  return { status: 201, body: { scorer_id: scorer.scorerId, name: scorer.name, api_key: apiKey, created_ms: scorer.createdMs } };
};

export const grantScorerHandler: Handler<"grantScorer"> = async ({ params, ownerId, services, now }) => {
  const grantedMs = await grantScorer(services.db, ownerId, params.scorer_id, now);
  if (grantedMs === null) throw notFound("scorer");
  return { status: 200, body: { scorer_id: params.scorer_id, granted_ms: grantedMs } };
};

export const revokeScorerHandler: Handler<"revokeScorer"> = async ({ params, ownerId, services }) => {
  if (!(await revokeScorer(services.db, ownerId, params.scorer_id))) throw notFound("scorer grant");
  return { status: 204, headers: {} };
};

/** The owners whose agents a caller may read: its own, or those that granted the scorer. */
const readableOwners = async (services: Context<"getScoringQueue">["services"], caller: Caller) =>
  caller.scorerId === undefined ? [caller.ownerId] : grantingOwners(services.db, caller.scorerId);

export const getScoringQueueHandler: Handler<"getScoringQueue"> = async ({ params, services, ...caller }) => {
  const page = await scoringQueue(services.db, await readableOwners(services, caller), {
    name: params.name,
    cursor: params.cursor === undefined ? undefined : Number(params.cursor),
    limit: params.limit!,
  });
  return {
    status: 200,
    body: {
      sessions: page.sessions.map((s) => ({
        agent_id: s.agentId,
        session_id: s.sessionId,
        acting_record_id: s.actingRecordId,
        record_count: s.recordCount,
        first_server_ts_utc: s.firstServerTs,
        last_server_ts_utc: s.lastServerTs,
      })),
      next_cursor: page.nextCursor,
    },
  };
};
