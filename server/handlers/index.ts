// operationId → handler: the whole service surface in one table.
import {
  createCheckpointHandler,
  getCheckpointHandler,
  getConsistencyProofHandler,
  getInclusionProofHandler,
  getLatestCheckpointHandler,
  getLogVerifierKeyHandler,
  signCheckpointHandler,
} from "./anchoring.ts";
import { getAgentHandler, listAgentsHandler, registerAgentHandler, resolveAgentHandler, updateAgentHandler } from "./agents.ts";
import { deleteBlobHandler, getBlobHandler, headBlobHandler, listBlobsHandler, putBlobHandler } from "./blobs.ts";
import { healthHandler, readyHandler } from "./health.ts";
import { getLogCheckpointHandler, getLogTileHandler, getScoresLogCheckpointHandler, getScoresLogTileHandler } from "./log-tiles.ts";
import { getScoreProofHandler } from "./score-proof.ts";
import { createOwnerHandler, getOwnerHandler, recoverOwnerKeyHandler, rotateOwnerKeyHandler, updateOwnerHandler } from "./owners.ts";
import { ingestOtlpTracesHandler } from "./otlp.ts";
import { getRecordHandler, getSessionHandler, getTraceHandler, listSessionsHandler, searchRecordsHandler } from "./reads.ts";
import { submitBatchHandler, submitRecordHandler } from "./records.ts";
import {
  submitScoreHandler,
  submitScoreBatchHandler,
  getScoreHandler,
  listScoresHandler,
  createScoreConfigHandler,
  listScoreConfigsHandler,
  updateScoreConfigHandler,
  createScorerHandler,
  grantScorerHandler,
  revokeScorerHandler,
  getScoringQueueHandler,
} from "./scores.ts";
import { getSchemaVersionHandler, listSchemaVersionsHandler } from "./schemas.ts";
import type { Handlers } from "./types.ts";

export const handlers: Handlers = {
  createOwner: createOwnerHandler,
  getOwner: getOwnerHandler,
  updateOwner: updateOwnerHandler,
  rotateOwnerKey: rotateOwnerKeyHandler,
  recoverOwnerKey: recoverOwnerKeyHandler,
  registerAgent: registerAgentHandler,
  resolveAgent: resolveAgentHandler,
  listAgents: listAgentsHandler,
  getAgent: getAgentHandler,
  updateAgent: updateAgentHandler,
  submitRecord: submitRecordHandler,
  submitBatch: submitBatchHandler,
  listSchemaVersions: listSchemaVersionsHandler,
  getSchemaVersion: getSchemaVersionHandler,
  getRecord: getRecordHandler,
  getSession: getSessionHandler,
  getTrace: getTraceHandler,
  listSessions: listSessionsHandler,
  searchRecords: searchRecordsHandler,
  createCheckpoint: createCheckpointHandler,
  getLatestCheckpoint: getLatestCheckpointHandler,
  getCheckpoint: getCheckpointHandler,
  signCheckpoint: signCheckpointHandler,
  getLogVerifierKey: getLogVerifierKeyHandler,
  getLogCheckpoint: getLogCheckpointHandler,
  getLogTile: getLogTileHandler,
  getInclusionProof: getInclusionProofHandler,
  getConsistencyProof: getConsistencyProofHandler,
  putBlob: putBlobHandler,
  listBlobs: listBlobsHandler,
  getBlob: getBlobHandler,
  headBlob: headBlobHandler,
  deleteBlob: deleteBlobHandler,
  ingestOtlpTraces: ingestOtlpTracesHandler,
  submitScore: submitScoreHandler,
  submitScoreBatch: submitScoreBatchHandler,
  getScore: getScoreHandler,
  getScoreProof: getScoreProofHandler,
  listScores: listScoresHandler,
  getScoresLogCheckpoint: getScoresLogCheckpointHandler,
  getScoresLogTile: getScoresLogTileHandler,
  createScoreConfig: createScoreConfigHandler,
  listScoreConfigs: listScoreConfigsHandler,
  updateScoreConfig: updateScoreConfigHandler,
  createScorer: createScorerHandler,
  grantScorer: grantScorerHandler,
  revokeScorer: revokeScorerHandler,
  getScoringQueue: getScoringQueueHandler,
  health: healthHandler,
  ready: readyHandler,
};
