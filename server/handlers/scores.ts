// Scores (issue 34): not served yet; the operations are declared so the SDKs and siblings build on them.
import { ApiError } from "../http/errors.ts";
import type { Handler } from "./types.ts";

const pending = async (): Promise<never> => {
  throw new ApiError("not_found", "scores are not served by this build yet");
};

export const submitScoreHandler: Handler<"submitScore"> = pending;
export const submitScoreBatchHandler: Handler<"submitScoreBatch"> = pending;
export const getScoreHandler: Handler<"getScore"> = pending;
export const getScoreProofHandler: Handler<"getScoreProof"> = pending;
export const listScoresHandler: Handler<"listScores"> = pending;
export const getScoresLogCheckpointHandler: Handler<"getScoresLogCheckpoint"> = pending;
export const getScoresLogTileHandler: Handler<"getScoresLogTile"> = pending;
export const createScoreConfigHandler: Handler<"createScoreConfig"> = pending;
export const listScoreConfigsHandler: Handler<"listScoreConfigs"> = pending;
export const updateScoreConfigHandler: Handler<"updateScoreConfig"> = pending;
export const createScorerHandler: Handler<"createScorer"> = pending;
export const grantScorerHandler: Handler<"grantScorer"> = pending;
export const revokeScorerHandler: Handler<"revokeScorer"> = pending;
export const getScoringQueueHandler: Handler<"getScoringQueue"> = pending;
