// A score as the caller writes it → the score as it travels: `score_id` and `client_ts_utc`
// filled once per caller's object (so sending it again is a duplicate, never a second score or a
// conflict), then checked against the bundled score schema.
import { jsonSize } from "../generated/canonical.ts";
import { LIMITS } from "../generated/schema.ts";
import type { Score, ScoreError } from "../generated/types/schema.ts";
import { check, messageOf, type Checked } from "../generated/validate.ts";
import { Score as scoreValidator } from "../generated/validators/bodies.js";
import { validationError } from "./errors.ts";
import { newRecordId, nowEpochMs } from "./helpers.ts";

/** A score for `client.score`: `score_id` and `client_ts_utc` may be left out (the SDK fills them). */
export type ScoreInput = Omit<Score, "score_id" | "client_ts_utc"> & {
  score_id?: string;
  client_ts_utc?: number;
  session_id?: string;
  record_id?: string;
};

/** What `session.score` takes besides the name and the value; `source` defaults to `{ kind: "code" }`. */
export type SessionScoreOptions = Partial<
  Pick<Score, "source" | "explanation" | "config_id" | "judged_checkpoint" | "metadata" | "score_id" | "client_ts_utc">
>;

export type PreparedScore = { ok: true; score: Score } | { ok: false; error: ScoreError };

// Scores that cannot take the filled fields (frozen, sealed) keep them here for as long as they live.
const KEPT = new WeakMap<object, { score_id: string; client_ts_utc: number }>();

/** Validates a complete score offline by the bundled score schema (it fills nothing); a failure names the field and the reason. */
export const validateScore = (score: unknown): Checked<Score> => check(scoreValidator, score);

/** Fills and validates a score; the caller's object gets the filled fields (or they are kept beside it). */
export function prepareScore(input: ScoreInput): PreparedScore {
  const fields = input as Record<string, unknown>;
  let score: Record<string, unknown>;
  if (Object.isExtensible(input)) {
    fields.score_id ??= newRecordId();
    fields.client_ts_utc ??= nowEpochMs();
    score = fields;
  } else {
    const kept = KEPT.get(input) ?? {
      score_id: (fields.score_id as string | undefined) ?? newRecordId(),
      client_ts_utc: (fields.client_ts_utc as number | undefined) ?? nowEpochMs(),
    };
    KEPT.set(input, kept);
    score = { ...fields, ...kept };
  }
  const checked = validateScore(score);
  if (checked.ok) return { ok: true, score: checked.value };
  return {
    ok: false,
    error: {
      score_id: typeof score.score_id === "string" ? score.score_id : "",
      code: "validation_failed",
      message: messageOf(checked.error),
      details: { ...checked.error },
    },
  };
}

/** Prepares every score of a batch; raises ValidationError for a batch the service would refuse whole. */
export function planScoreBatch(inputs: readonly ScoreInput[]): { prepared: PreparedScore[]; scores: Score[] } {
  if (!Array.isArray(inputs)) throw validationError("/scores", "must be an array");
  if (inputs.length > LIMITS.batchScores) throw validationError("/scores", `must not hold more than ${LIMITS.batchScores} scores`);
  const prepared = inputs.map(prepareScore);
  const scores = prepared.flatMap((p) => (p.ok ? [p.score] : []));
  if (jsonSize({ scores }, LIMITS.scoreBatchBytes, true) > LIMITS.scoreBatchBytes) {
    throw validationError("/scores", `must not exceed ${LIMITS.scoreBatchBytes} bytes as canonical JSON`);
  }
  return { prepared, scores };
}
