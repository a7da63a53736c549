// Accepting scores: each judged by the score schema, then against what is stored. A resubmission
// is judged first (same body: the original ack; another body: score_id_conflict), so a stored
// score stays a duplicate whatever changed since (its config archived, say). A new one must
// name the agent's session or record, fit the config it names, and judge a checkpoint of the
// agent's record log that covers its target; then it is stored, durable before the answer.
// One function serves single submissions and batches, so both answer alike. The schema is
// judged per request; what is stored is looked up once for a group commit's worth of scores of
// any agents (scores/ingest.ts), so a single score costs no round trip of its own.
import type { ErrorCode } from "../../generated/errors.ts";
import type { ErrorDetails, Score, ScoreAck, ScoreError } from "../../generated/types/schema.ts";
import { check, messageOf } from "../../generated/validate.ts";
import { Score as validateScore } from "../../generated/validators/bodies.js";
import { canonicalForms, sha256Hex } from "../canonical.ts";
import { leafOfCanonical } from "../log/tree.ts";
import type { ScoreConfig } from "../store/score-configs.ts";
import { pairKey, type ScoreItem, type ScoreLookupKeys, type ScoreLookups, type ScoreOutcome } from "../store/scores.ts";

export type ScoreResult = ScoreAck | ScoreError;

/** Who writes a call's scores, and when. */
export interface ScoreWriter {
  agentId: string;
  /** The agent's owner: a config_id names one of its configs. */
  ownerId: string;
  /** The owner or scorer whose key writes the scores. */
  scoredBy: string;
  /** Receipt time, stamped on every score of the call. */
  now: number;
}

type JudgedScore = Score & {
  score_id: string;
  name: string;
  value: number | string | boolean;
  source: { kind: string };
  session_id?: string;
  record_id?: string;
  config_id?: string;
  judged_checkpoint?: { tree_size: number; root_hash: string };
};

/** A score that passed the schema, with its writer: what group commit carries to the score transaction. */
export interface ScoreSubmission extends ScoreWriter {
  score: JudgedScore;
  /** The body as stored (server-set members aside) as canonical JSON, its hash, and the stored score's log entry and leaf. */
  body: string;
  hash: string;
  entry: string;
  leafHash: string;
}

/** Stores submissions durably and answers each (scores/ingest.ts, through group commit). */
export type CommitScores = (submissions: ScoreSubmission[]) => Promise<ScoreResult[]>;

const scoreError = (scoreId: string, code: ErrorCode, message: string, details?: ErrorDetails): ScoreError =>
  details ? { score_id: scoreId, code, message, details } : { score_id: scoreId, code, message };

function judge(entry: unknown, writer: ScoreWriter): ScoreSubmission | ScoreError {
  const checked = check(validateScore, entry);
  if (!checked.ok) {
    const given = (entry as { score_id?: unknown } | null)?.score_id;
    return scoreError(typeof given === "string" ? given : "", "validation_failed", messageOf(checked.error), { ...checked.error });
  }
  // agent_id, server_ts_utc and scored_by are the service's to set: neither stored from the body nor hashed.
  const { agent_id: _agent, server_ts_utc: _ts, scored_by: _by, ...body } = checked.value as JudgedScore & Record<string, unknown>;
  const forms = canonicalForms(body, { agent_id: writer.agentId, server_ts_utc: writer.now, scored_by: writer.scoredBy });
  const { agentId, ownerId, scoredBy, now } = writer;
  return {
    agentId,
    ownerId,
    scoredBy,
    now,
    score: body as JudgedScore,
    body: forms.body,
    hash: sha256Hex(forms.body),
    ...leafOfCanonical(forms.record),
  };
}

/** Why a value does not fit its config (the rule broken), or undefined when it fits. */
function misfit(score: JudgedScore, config: ScoreConfig): { rule: string; reason: string } | undefined {
  const { value } = score;
  if (config.archived) return { rule: "archived", reason: `config ${config.config_id} is archived: new scores cannot name it` };
  if (score.name !== config.name)
    return { rule: "name", reason: `config ${config.config_id} scores ${JSON.stringify(config.name)}, not ${JSON.stringify(score.name)}` };
  const type = { numeric: "number", categorical: "string", boolean: "boolean" }[config.data_type];
  if (typeof value !== type)
    return { rule: "data_type", reason: `the config's data_type is ${config.data_type}: the value must be a ${type}` };
  if (typeof value === "number" && config.min !== undefined && value < config.min)
    return { rule: "min", reason: `must be at least ${config.min}` };
  if (typeof value === "number" && config.max !== undefined && value > config.max)
    return { rule: "max", reason: `must be at most ${config.max}` };
  if (typeof value === "string" && !config.categories!.includes(value))
    return { rule: "categories", reason: `must be one of the config's categories: ${config.categories!.join(", ")}` };
  return undefined;
}

/** What a group of submissions is judged against (store/scores.ts lookUpScores). */
export function lookupKeys(submissions: readonly ScoreSubmission[]): ScoreLookupKeys {
  const pairs = <T extends string | number>(first: (s: ScoreSubmission) => string, second: (score: JudgedScore) => T | undefined) =>
    submissions.flatMap((s) => {
      const value = second(s.score);
      return value === undefined ? [] : [[first(s), value] as const];
    });
  const agent = (s: ScoreSubmission) => s.agentId;
  return {
    stored: pairs(agent, (score) => score.score_id),
    sessions: pairs(agent, (score) => score.session_id),
    records: pairs(agent, (score) => score.record_id),
    configs: pairs(
      (s) => s.ownerId,
      (score) => score.config_id,
    ),
    checkpoints: pairs(agent, (score) => score.judged_checkpoint?.tree_size),
  };
}

/** The stored score's row, or why the new score is refused. */
function itemOf(submission: ScoreSubmission, found: ScoreLookups): ScoreItem | ScoreError {
  const { score, agentId } = submission;
  const id = score.score_id;
  const field = score.session_id !== undefined ? "/session_id" : "/record_id";
  const target =
    score.session_id !== undefined
      ? found.sessions.get(pairKey(agentId, score.session_id))
      : found.records.get(pairKey(agentId, score.record_id!));
  if (!target) {
    const what = score.session_id !== undefined ? "session" : "stored record";
    return scoreError(id, "reference_unresolved", `no ${what} of this agent is the score's target`, {
      field,
      reason: `must name a ${what} of the agent`,
    });
  }
  if (score.config_id !== undefined) {
    const config = found.configs.get(pairKey(submission.ownerId, score.config_id));
    if (!config)
      return scoreError(id, "reference_unresolved", "no score config of the agent's owner has this config_id", {
        field: "/config_id",
        reason: "must name a score config of the agent's owner",
      });
    const broken = misfit(score, config);
    if (broken)
      return scoreError(id, "score_out_of_range", `the value does not fit config ${config.config_id} (${broken.rule}): ${broken.reason}`, {
        field: "/value",
        ...broken,
      });
  }
  const checkpoint = score.judged_checkpoint;
  if (checkpoint !== undefined) {
    if (found.roots.get(pairKey(agentId, checkpoint.tree_size)) !== checkpoint.root_hash) {
      return scoreError(
        id,
        "checkpoint_mismatch",
        `the agent's record log has no checkpoint of tree_size ${checkpoint.tree_size} with this root_hash`,
        {
          field: "/judged_checkpoint",
          reason: "must be a checkpoint of the agent's record log",
        },
      );
    }
    if (target.maxLeaf === null || target.maxLeaf >= checkpoint.tree_size) {
      return scoreError(
        id,
        "checkpoint_mismatch",
        `the checkpoint of tree_size ${checkpoint.tree_size} does not cover every record of the score's target`,
        {
          field: "/judged_checkpoint/tree_size",
          reason: "must cover every record of the target",
        },
      );
    }
  }
  return {
    agentId,
    scoreId: id,
    sessionId: target.sessionId,
    recordId: score.record_id ?? null,
    name: score.name,
    sourceKind: score.source.kind,
    valueNum: typeof score.value === "number" ? score.value : null,
    serverTs: submission.now,
    scoredBy: submission.scoredBy,
    body: submission.body,
    hash: submission.hash,
    entry: submission.entry,
    leafHash: submission.leafHash,
  };
}

/** A stored score's answer: new, a duplicate, or another body under its id. */
export function answer(scoreId: string, outcome: ScoreOutcome): ScoreResult {
  if (outcome.kind === "conflict")
    return scoreError(scoreId, "score_id_conflict", `score_id ${scoreId} is already stored for this agent with a different body`);
  return { score_id: scoreId, server_ts_utc: outcome.serverTs, is_duplicate: outcome.kind === "duplicate" };
}

/** Per submission, what is stored already answers it (a resubmission), or the row to store, or why it is refused. */
export function decide(submission: ScoreSubmission, found: ScoreLookups): ScoreResult | ScoreItem {
  const id = submission.score.score_id;
  const stored = found.stored.get(pairKey(submission.agentId, id));
  if (stored) return answer(id, stored.hash === submission.hash ? { kind: "duplicate", serverTs: stored.serverTs } : { kind: "conflict" });
  return itemOf(submission, found);
}

/** Results line up with `entries` (scores as sent, not yet judged); each is judged on its own, so a bad one fails alone in a batch. */
export async function acceptScores(writer: ScoreWriter, commit: CommitScores, entries: unknown[]): Promise<ScoreResult[]> {
  const results: ScoreResult[] = new Array(entries.length);
  const valid: Array<{ index: number; submission: ScoreSubmission }> = [];
  entries.forEach((entry, index) => {
    const judged = judge(entry, writer);
    if ("code" in judged) results[index] = judged;
    else valid.push({ index, submission: judged });
  });
  if (valid.length === 0) return results;
  const answers = await commit(valid.map(({ submission }) => submission));
  answers.forEach((result, k) => (results[valid[k]!.index] = result));
  return results;
}
