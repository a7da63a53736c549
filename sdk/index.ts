// The public surface of the TypeScript SDK. Anything not exported here is internal.
export { LedgerClient } from "./client.ts";
export type {
  AgentWalletInput,
  LedgerClientConfig,
  ListAgentsOptions,
  RegisterAgentOptions,
  ResolveAgentOptions,
  ScoresOptions,
  ScoringQueueOptions,
  SearchOptions,
  SessionsOptions,
  Signer,
  TraceOptions,
} from "./client.ts";
export { Session } from "./session.ts";
export type { BackgroundConfig, DeliveryStats, FlushResult } from "./delivery.ts";
export type { RecordInput, SessionRecordInput } from "./records.ts";
export { validateScore, type ScoreInput, type SessionScoreOptions } from "./scores.ts";
export { SDK_VERSION, type ConnectionOptions, type Environment, type HttpTransport, type Logger } from "./core.ts";
export { canonicalJson } from "../generated/canonical.ts";
export type { RetryConfig } from "./retry.ts";
export {
  AuthError,
  IdempotencyConflictError,
  LedgerError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServerError,
  ValidationError,
  type LedgerErrorInit,
} from "./errors.ts";
// The classes schema/errors.schema.json declares (x-sdk-parent): exported as codegen writes them.
export * from "../generated/error-classes.ts";
export { isValidRecordId, newRecordId, nowEpochMs, validateRecord } from "./helpers.ts";
export { checkpointBody, logOrigin, verifyCheckpoint, type Checkpoint, type CheckpointPolicy } from "../protocol/checkpoint.ts";
export { cosignerKey, verifyCosignature, verifyNoteSignature, verifyWalletSignature } from "../protocol/note.ts";
export { verifyRecord, type RecordVerification } from "./verify.ts";
export { isTombstone, tombstoneOf, verifyTombstone, type ReadRecord, type TombstoneVerification } from "./tombstones.ts";
export type { Refusal, VerificationCode } from "../protocol/verification.ts";
export { verifyScore, type ScorePolicy, type ScoreVerification } from "../protocol/score-log.ts";
export { blobDigest, type BlobRef, type ContentRef, type PutBlobOptions } from "./blobs.ts";
export { verifyPublication, verifyPublicationOnChain } from "./publication.ts";
export { isValidEvmAddress, recoverPersonalSigner, signPersonal, toChecksumAddress } from "../protocol/eth.ts";
export {
  consistencyProof,
  hashChildren,
  hashLeaf,
  inclusionProof,
  leafHash,
  leafHashOfDigest,
  recordDigest,
  rootHash,
  toHex,
  verifyConsistency,
  verifyInclusion,
} from "../protocol/merkle.ts";
export { SCHEMA_VERSION } from "../generated/schema.ts";
export type { Checked, FieldError } from "../generated/validate.ts";
export type { RecordVerdict, VersionError } from "../generated/record-check.ts";
export { SCHEMA_VERSIONS, SUPPORTED_SCHEMA_VERSIONS } from "../generated/schema.ts";
export type {
  ActingRecord,
  Agent,
  AgentLookup,
  AgentPage,
  AgentMetadata,
  BatchAck,
  Behavior,
  ConsistencyProof,
  ErrorCode,
  ErrorDetails,
  InclusionProof,
  LogVerifierKey,
  ModelInvocation,
  ObservingRecord,
  OtherRecord,
  PlanningRecord,
  Publication,
  PublicChain,
  RecordAck,
  RecordCommon,
  RecordError,
  RecordTombstone,
  ReflectingRecord,
  SessionErasure,
  Score,
  ScoreAck,
  ScoreBatchAck,
  ScoreConfig,
  ScoreConfigList,
  ScoreError,
  ScoreNameSummary,
  ScorePage,
  ScorerGrant,
  ScoreSource,
  ScoreSourceKind,
  ScoreSummaries,
  ScoreValue,
  ScoringQueueEntry,
  ScoringQueuePage,
  StoredScore,
  CreateScoreConfigRequest,
  JudgedCheckpoint,
  SessionFetch,
  SessionPage,
  SessionSummary,
  StoredRecord,
  ThinkingInput,
  ThinkingRecord,
  ToolCallingRecord,
  ToolMeta,
  TraceRecord,
  TracePage,
} from "../generated/types/schema.ts";
