// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
// Request validators per operation: params (query, path and declared headers, coerced, defaults filled) and body.
import type { OperationId } from "../operations.ts";
import type { Validator } from "../validate.ts";
import * as bodies from "./bodies.js";
import * as params from "./params.js";

export const requestValidators: { [Op in OperationId]: { params: Validator<Record<string, unknown>>; body: Validator<unknown> | undefined } } = {
  createCheckpoint: { params: params.createCheckpoint, body: bodies.CreateCheckpointRequest },
  createOwner: { params: params.createOwner, body: bodies.CreateOwnerRequest },
  deleteBlob: { params: params.deleteBlob, body: undefined },
  deleteRecord: { params: params.deleteRecord, body: undefined },
  deleteSession: { params: params.deleteSession, body: undefined },
  getAgent: { params: params.getAgent, body: undefined },
  getBlob: { params: params.getBlob, body: undefined },
  getCheckpoint: { params: params.getCheckpoint, body: undefined },
  getConsistencyProof: { params: params.getConsistencyProof, body: undefined },
  getInclusionProof: { params: params.getInclusionProof, body: undefined },
  getLatestCheckpoint: { params: params.getLatestCheckpoint, body: undefined },
  getLogCheckpoint: { params: params.getLogCheckpoint, body: undefined },
  getLogTile: { params: params.getLogTile, body: undefined },
  getLogVerifierKey: { params: params.getLogVerifierKey, body: undefined },
  getOwner: { params: params.getOwner, body: undefined },
  getRecord: { params: params.getRecord, body: undefined },
  getSchemaVersion: { params: params.getSchemaVersion, body: undefined },
  getSession: { params: params.getSession, body: undefined },
  getTrace: { params: params.getTrace, body: undefined },
  headBlob: { params: params.headBlob, body: undefined },
  health: { params: params.health, body: undefined },
  ingestOtlpTraces: { params: params.ingestOtlpTraces, body: undefined },
  listAgents: { params: params.listAgents, body: undefined },
  listBlobs: { params: params.listBlobs, body: undefined },
  listSchemaVersions: { params: params.listSchemaVersions, body: undefined },
  listSessions: { params: params.listSessions, body: undefined },
  putBlob: { params: params.putBlob, body: undefined },
  ready: { params: params.ready, body: undefined },
  recoverOwnerKey: { params: params.recoverOwnerKey, body: undefined },
  registerAgent: { params: params.registerAgent, body: bodies.RegisterAgentRequest },
  resolveAgent: { params: params.resolveAgent, body: undefined },
  rotateOwnerKey: { params: params.rotateOwnerKey, body: bodies.RotateKeyRequest },
  searchRecords: { params: params.searchRecords, body: undefined },
  signCheckpoint: { params: params.signCheckpoint, body: bodies.CheckpointSignature },
  submitBatch: { params: params.submitBatch, body: bodies.RecordBatchRequest },
  submitRecord: { params: params.submitRecord, body: undefined },
  updateAgent: { params: params.updateAgent, body: bodies.UpdateAgentRequest },
  updateOwner: { params: params.updateOwner, body: bodies.UpdateOwnerRequest },
};
