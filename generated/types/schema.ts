// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
/**
 * The terminal action of a decision cycle; at most one per session.
 */
export type ActingRecord = RecordCommon & {
  behavior?: "Acting";
  action_type?: string;
  /**
   * System acted upon; public chains are listed in PublicChain.
   */
  target_system?: string;
  action_summary?: ShortText;
  /**
   * Free-form parameters of the action.
   */
  parameters?: {
    [k: string]: unknown | undefined;
  };
  dry_run?: boolean;
  execution_status?:
    "pending" | "submitted" | "confirmed" | "failed" | "reverted" | "cancelled" | "simulated" | "other";
  /**
   * Transaction hash or other execution reference.
   */
  execution_id?: string;
};
/**
 * Groups the records of one decision cycle.
 */
export type SessionId = string;
/**
 * The behaviour step a record describes.
 */
export type Behavior = "Observing" | "Planning" | "Thinking" | "Acting" | "Reflecting" | "ToolCalling" | "Other";
/**
 * UUID v4 in canonical lowercase form.
 */
export type RecordId = string;
/**
 * Version of this schema the record follows. The SDK stamps the current one.
 */
export type SchemaVersion = string;
export type ShortText = string;
/**
 * At most 64 characters (Unicode code points), as the specification says; an emoji is one.
 */
export type Tag = string;
/**
 * Assigned by the service.
 */
export type AgentId = string;
/**
 * Chosen by the owner; unique within the owner.
 */
export type AgentName = string;
/**
 * 0x + 40 hex digits; mixed case must be a valid EIP-55 checksum.
 */
export type EvmAddress = string;
export type WalletMode = "custodial" | "byow";
/**
 * Stable, machine-readable error code.
 */
export type ErrorCode =
  | "validation_failed"
  | "auth_invalid"
  | "auth_expired"
  | "forbidden"
  | "admin_disabled"
  | "not_found"
  | "method_not_allowed"
  | "record_id_conflict"
  | "acting_already_recorded"
  | "payload_too_large"
  | "unsupported_media_type"
  | "reference_unresolved"
  | "score_id_conflict"
  | "score_out_of_range"
  | "checkpoint_mismatch"
  | "schema_version_unsupported"
  | "request_timeout"
  | "rate_limited"
  | "server_5xx"
  | "not_checkpointed"
  | "signature_invalid"
  | "digest_mismatch"
  | "blob_erased"
  | "record_erased"
  | "range_not_satisfiable"
  | "agent_limit_reached"
  | "endpoint_not_configured"
  | "signer_not_configured"
  | "queue_full"
  | "spool_write_failed"
  | "network_failed";
/**
 * A blob's content address: `sha256:` and the lowercase hex of SHA-256(salt ‖ bytes), where the salt is the 32 random bytes the uploader chose (empty for public content that should de-duplicate).
 */
export type BlobDigest = string;
/**
 * A media type (RFC 6838 `type/subtype`, optionally with parameters), as sent in Content-Type.
 */
export type MediaType = string;
/**
 * The salt of a blob as unpadded base64url (RFC 4648 §5): 32 bytes (43 characters), or empty for an unsalted blob.
 */
export type BlobSalt = string;
/**
 * A number of leaves of an agent's log.
 */
export type TreeSize = number;
/**
 * A SHA-256 hash as 64 lowercase hex digits.
 */
export type Hash = string;
export type OwnerName = string;
/**
 * Wallet mode of an owner, fixed at registration.
 */
export type WalletConfig =
  | {
      mode: "custodial";
    }
  | {
      mode: "byow";
      address: EvmAddress;
    };
/**
 * What is judged, e.g. `helpfulness`: lowercase letters, digits and `_.-`, starting with a letter or digit.
 */
export type ScoreName = string;
export type ScoreDataType = "numeric" | "categorical" | "boolean";
/**
 * @minItems 1
 * @maxItems 100
 */
export type ScoreCategories = [string, ...string[]];
export type LongText = string;
/**
 * The agent perceived a trigger.
 */
export type ObservingRecord = RecordCommon & {
  behavior?: "Observing";
  trigger_source?: string;
  trigger_type?:
    | "user_message"
    | "agent_message"
    | "tool_result"
    | "schedule"
    | "webhook"
    | "market_data"
    | "chain_event"
    | "system"
    | "other";
  trigger_description?: ShortText;
  trigger_payload_summary?: string;
};
/**
 * A step that fits no other kind.
 */
export type OtherRecord = RecordCommon & {
  behavior?: "Other";
  /**
   * Names the custom step.
   */
  label?: string;
  description?: ShortText;
  /**
   * Free-form payload of the step.
   */
  data?: {
    [k: string]: unknown | undefined;
  };
};
/**
 * The agent decided what to do next.
 */
export type PlanningRecord = RecordCommon & {
  behavior?: "Planning";
  goal?: string;
  /**
   * @maxItems 64
   */
  plan_steps?: ShortText[];
  rationale?: LongText;
  /**
   * @maxItems 32
   */
  alternatives_considered?: ShortText[];
  model_invocation?: ModelInvocation;
};
/**
 * `target_system` values that denote a public chain, matched whatever their case. The pattern is the one list: each letter is a class of its two cases, so every regex dialect reads it alike (the generated `PUBLIC_CHAINS` is derived from it).
 */
export type PublicChain = string;
/**
 * A look back at a cycle; may join a session after its Acting record.
 */
export type ReflectingRecord = RecordCommon & {
  behavior?: "Reflecting";
  reflection?: LongText;
  outcome?: "success" | "partial" | "failure" | "unknown";
  /**
   * @maxItems 32
   */
  lessons?: ShortText[];
  /**
   * Self-assessed quality, 0 to 1.
   */
  score?: number;
  model_invocation?: ModelInvocation;
};
/**
 * One judgement of an agent's session or record (docs/scores.md): exactly one target, `session_id` or `record_id`. Scores are never edited; a new judgement is a new score. `x-schema-version` is the version this file defines; once released it is frozen in schema/versions/<version>/score.schema.json like the record schema. The vendor keywords are the record schema's (x-max-bytes, x-max-depth, x-storable-text, x-finite-numbers), implemented by every binding.
 */
export type Score = Score1 & Score2;
export type Score1 = {
  [k: string]: unknown | undefined;
};
/**
 * UUID v4 in canonical lowercase form.
 */
export type ScoreUuid = string;
/**
 * A finite number (numeric), a string of 1-64 characters (a category), or a boolean.
 */
export type ScoreValue = number | string | boolean;
export type ScoreSourceKind = "human" | "llm" | "code" | "rule";
/**
 * A score as the service returns it: the submitted score plus `agent_id`, `server_ts_utc` and `scored_by`. Its scores-log entry is SHA-256 of its RFC 8785 canonical JSON.
 */
export type StoredScore = Score & {
  agent_id: AgentId;
  server_ts_utc: number;
  scored_by: string;
};
/**
 * `scr_` and 32 lowercase hex digits.
 */
export type ScorerId = string;
/**
 * A record as the service returns it: the submitted record plus `agent_id` and `server_ts_utc`.
 */
export type StoredRecord = TraceRecord & {
  agent_id: AgentId;
  server_ts_utc: number;
};
/**
 * One reasoning record: one behaviour step of an agent. The kind is selected by `behavior`; fields not defined for that kind are refused. `x-schema-version` is the version this file defines (the SDKs stamp it); `x-supported-versions` lists every version the service accepts, each `{ version, status: current | supported | deprecated, deprecated?: date, sunset?: date }` (a deprecated version names its sunset); every released version is frozen in schema/versions/<version>/. Vendor keywords, implemented by every binding: `x-max-bytes: N` — a string's UTF-8 bytes, or an object's or array's RFC 8785 canonical JSON UTF-8 bytes, are at most N (1 KB = 1024 bytes). `x-max-depth: N` — arrays and objects nest at most N deep (a scalar has depth 0, an array or object 1 + the deepest of its members). `x-storable-text: true` — no string anywhere in the value, member names included, holds U+0000 or an unpaired UTF-16 surrogate. `x-finite-numbers: true` — every number anywhere in the value is finite. The record-wide keywords are checked first, in the order depth, finite numbers, storable text; a failure names the first offending spot in RFC 8785 member order as a JSON Pointer.
 */
export type TraceRecord =
  ObservingRecord | PlanningRecord | ThinkingRecord | ActingRecord | ReflectingRecord | ToolCallingRecord | OtherRecord;
/**
 * A model call: prompt in, output out.
 */
export type ThinkingRecord = RecordCommon & {
  behavior?: "Thinking";
  prompt: string;
  /**
   * @maxItems 64
   */
  inputs?: ThinkingInput[];
  output_payload: string;
  model_invocation?: ModelInvocation;
};
/**
 * A call to a tool and its result.
 */
export type ToolCallingRecord = RecordCommon & {
  behavior?: "ToolCalling";
  tool_meta?: ToolMeta;
  description?: ShortText;
  input_payload?: string;
  output_payload?: string;
  success?: boolean;
};
/**
 * The width of a stats bucket: an hour or a day, in UTC.
 */
export type StatsBucket = "hour" | "day";
/**
 * What a stats series is split by: the record's behavior, its model (`model_invocation.model_name`), its tool (`tool_meta.tool_id` of a ToolCalling record), a score's name, or the agent (`agent_id`: every agent of the owner in one answer).
 */
export type StatsGroupBy = "behavior" | "model" | "tool" | "score" | "agent";

/**
 * Fields every record carries.
 */
export interface RecordCommon {
  /**
   * Set by the service from the authenticated agent; ignored when supplied.
   */
  agent_id?: string;
  session_id: SessionId;
  behavior: Behavior;
  record_id: RecordId;
  schema_version: SchemaVersion;
  /**
   * Client clock, epoch milliseconds.
   */
  client_ts_utc: number;
  /**
   * Receipt time stamped by the service, epoch milliseconds. Authoritative; ignored when supplied.
   */
  server_ts_utc?: number;
  notes?: ShortText;
  /**
   * @maxItems 32
   */
  tags?: Tag[];
  /**
   * UUID v4 in canonical lowercase form.
   */
  parent_record_id?: string;
  /**
   * Stored records of the same agent this record depends on.
   *
   * @maxItems 64
   */
  upstream_record_id?: RecordId[];
  /**
   * UUID v4 in canonical lowercase form.
   */
  input_record_id?: string;
  /**
   * How long the step took, in milliseconds (schema 1.1).
   */
  duration_ms?: number;
  /**
   * Content stored as blobs that belongs to this record (schema 1.1).
   *
   * @maxItems 16
   */
  attachments?: ContentRef[];
}
/**
 * A reference to content stored as a blob (schema 1.1): its salted SHA-256 digest, size, media type and where to fetch it. `field` names the inline field whose full content it carries (that field then holds a summary).
 */
export interface ContentRef {
  /**
   * `sha256:` and the lowercase hex SHA-256 of the salt followed by the bytes.
   */
  digest: string;
  /**
   * Length of the content in bytes.
   */
  size_bytes: number;
  /**
   * The content's media type, e.g. `text/plain; charset=utf-8`.
   */
  media_type: string;
  /**
   * Where the bytes can be fetched, e.g. the blob endpoint of the service.
   */
  uri: string;
  /**
   * The record field whose full content this blob holds, e.g. `output_payload`.
   */
  field?: string;
}
/**
 * An agent as the service holds it (the AgentRegistration of the spec).
 */
export interface Agent {
  agent_id: AgentId;
  name: AgentName;
  agent_wallet_address: EvmAddress;
  wallet_mode: WalletMode;
  /**
   * Epoch milliseconds.
   */
  created_at: number;
  metadata: AgentMetadata;
  /**
   * Labels the service attests, e.g. `sdk_instrumented` once records arrive through the SDK.
   */
  attestations: "sdk_instrumented"[];
  /**
   * Whether the agent's log (/v1/agents/{agent_id}/log/) is readable by anyone; false: by its owner's key only.
   */
  log_public: boolean;
  /**
   * The agent's own record retention in days, when set (absent: the deployment's RECORD_RETENTION_DAYS, if any).
   */
  retention_days?: number;
}
/**
 * Display fields of an agent.
 */
export interface AgentMetadata {
  description?: string;
  website?: string;
  /**
   * @maxItems 32
   */
  tags?: Tag[];
}
export interface AgentLookup {
  agent_id: AgentId;
  name: AgentName;
}
export interface AgentPage {
  /**
   * By name.
   */
  agents: Agent[];
  /**
   * An agent_id to pass as `cursor` for the next page; null on the last page.
   */
  next_cursor: string | null;
}
/**
 * A partner-owned address recorded as the agent's anchor author (byow owners only). The signer stays with the partner and never travels.
 */
export interface AgentWalletInput {
  address: EvmAddress;
}
export interface BatchAck {
  batch_id: string;
  /**
   * One entry per submitted record, in submitted order.
   */
  results: (RecordAck | RecordError)[];
}
export interface RecordAck {
  record_id: string;
  session_id: string;
  /**
   * Epoch milliseconds; for a duplicate, the original one.
   */
  server_ts_utc: number;
  is_duplicate: boolean;
}
export interface RecordError {
  /**
   * The submitted record_id, or an empty string when it had none.
   */
  record_id: string;
  code: ErrorCode;
  message: string;
  details?: ErrorDetails;
}
/**
 * Machine-readable context of an error. Further members name what a code needs: `supported_versions` (an array of strings, with schema_version_unsupported) lists the schema versions the service, or the SDK, accepts; `tombstone` (an object, with record_erased) is what stays of the erased record, a RecordTombstone of api.schema.json.
 */
export interface ErrorDetails {
  /**
   * JSON Pointer (RFC 6901) of the offending field within the body or record, e.g. `/tags/0`; `""` is the whole value. Query and path parameters are named `/<parameter>`.
   */
  field?: string;
  reason?: string;
  retry_after_ms?: number;
  status?: number;
  /**
   * blob_erased: when the blob was erased, epoch ms.
   */
  erased_at_ms?: number;
  /**
   * range_not_satisfiable: the blob's length.
   */
  size_bytes?: number;
  /**
   * score_out_of_range: the config rule the score breaks (data_type, min, max, categories, name, archived).
   */
  rule?: string;
  [k: string]: unknown | undefined;
}
/**
 * A stored blob of an agent (PUT's answer).
 */
export interface Blob {
  digest: BlobDigest;
  size_bytes: number;
  media_type: MediaType;
  /**
   * When the service first stored it, epoch ms.
   */
  stored_at_ms: number;
}
/**
 * The answer to a blob's erasure: its bytes and salt are gone; records naming it still verify.
 */
export interface BlobErasure {
  digest: BlobDigest;
  erased_at_ms: number;
}
/**
 * One blob of an agent as its listing shows it: an erased one keeps its digest, size and type, with when it was erased.
 */
export interface BlobListed {
  digest: BlobDigest;
  size_bytes: number;
  media_type: MediaType;
  /**
   * When the service first stored it, epoch ms.
   */
  stored_at_ms: number;
  /**
   * When it was erased (by DELETE, BLOB_RETENTION_DAYS, or as an orphan no record named), epoch ms; null while stored.
   */
  erased_at_ms: number | null;
}
export interface BlobPage {
  /**
   * In digest order.
   */
  blobs: BlobListed[];
  /**
   * A digest to pass as `cursor` for the next page; null on the last page.
   */
  next_cursor: string | null;
}
/**
 * An agent's log at one size (docs/anchoring.md). `body` is the checkpoint text (c2sp.org/tlog-checkpoint), three lines each ending in `\n`: the origin `<LOG_KEY_NAME>/agents/<agent_id>`, the tree size, the root as standard padded base64 (checkpoints cut before the logs became C2SP logs keep the origin `trace-ledger/<agent_id>`). `note` is the whole signed note (c2sp.org/signed-note): the body, a blank line, the log key's Ed25519 line and, once signed, the agent wallet's EIP-191 line.
 */
export interface Checkpoint {
  agent_id: AgentId;
  tree_size: TreeSize;
  root_hash: Hash;
  /**
   * When the checkpoint was cut, epoch ms.
   */
  timestamp_ms: number;
  body: string;
  /**
   * 0x + 40 hex digits; mixed case must be a valid EIP-55 checksum.
   */
  signer_address: string;
  /**
   * EIP-191 personal_sign over `body`: 0x + 65 bytes r ‖ s ‖ v (v 27 or 28). Null while a byow checkpoint waits for its owner's signature.
   */
  signature: string | null;
  /**
   * The signed note: `body`, a blank line, then one line per signature (`— <key name> base64(key ID ‖ signature)`): the service's log key (Ed25519, verifiable with its key from GET /v1/log/verifier-key and golang.org/x/mod/sumdb/note), the wallet's EIP-191 signature of `body` under its checksummed address (a signature type of its own that standard verifiers skip), then the cosignature of each configured witness that has cosigned it (c2sp.org/tlog-cosignature v1, under the witness's name).
   */
  note: string;
  publication?: Publication;
}
/**
 * Where a checkpoint was published on a chain, when the deployment publishes (ANCHOR_RPC_URL); absent until its epoch's transaction is mined. The epoch's leaves are SHA-256(0x00 ‖ UTF-8 of each covered checkpoint's `body`), in agent_id order; `audit_path` proves this checkpoint's leaf against `epoch_root` (RFC 9162 §2.1.3), and the transaction's input data is exactly the 32 bytes of `epoch_root`.
 */
export interface Publication {
  /**
   * The epoch's number, increasing.
   */
  epoch: number;
  epoch_root: Hash;
  /**
   * How many checkpoints the epoch covers.
   */
  epoch_size: number;
  /**
   * This checkpoint's leaf in the epoch.
   */
  leaf_index: number;
  audit_path: Hash[];
  /**
   * EIP-155 chain id of the chain the transaction is on.
   */
  chain_id: number;
  /**
   * 0x + 32 bytes hex.
   */
  transaction_hash: string;
  block_number: number;
}
/**
 * A byow agent's signature of a checkpoint's `body`; kept only if it recovers to the agent's wallet address.
 */
export interface CheckpointSignature {
  /**
   * 0x + 65 bytes r ‖ s ‖ v (v 27 or 28), hex in any case.
   */
  signature: string;
}
/**
 * RFC 6962 consistency proof that the log at `second` extends the log at `first` (RFC 9162 §2.1.4).
 */
export interface ConsistencyProof {
  first: TreeSize;
  second: TreeSize;
  proof: Hash[];
}
/**
 * Optional and empty: a checkpoint covers every record acknowledged before the call.
 */
export interface CreateCheckpointRequest {}
export interface CreateOwnerRequest {
  name: OwnerName;
  wallet: WalletConfig;
}
/**
 * A rule scores naming it must fit: `min`/`max` go with numeric (min ≤ max), `categories` with categorical (and only there).
 */
export interface CreateScoreConfigRequest {
  name: ScoreName;
  data_type: ScoreDataType;
  min?: number;
  max?: number;
  categories?: ScoreCategories;
  description?: string;
}
export interface CreateScorerRequest {
  name: string;
}
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: ErrorDetails;
}
/**
 * The body of every error response.
 */
export interface ErrorEnvelope {
  error: ErrorBody;
  request_id: string;
}
export interface Health {
  status: "ok" | "unavailable";
  database?: string;
}
/**
 * RFC 6962 audit path of a record's leaf in its agent's log at `tree_size` (RFC 9162 §2.1.3).
 */
export interface InclusionProof {
  /**
   * The record's position in its agent's trace, oldest first.
   */
  leaf_index: number;
  tree_size: TreeSize;
  leaf_hash: Hash;
  audit_path: Hash[];
}
/**
 * A checkpoint of the agent's record log that covers every record of the target: this score judged exactly this trace (422 checkpoint_mismatch otherwise).
 */
export interface JudgedCheckpoint {
  tree_size: number;
  /**
   * SHA-256 as 64 lowercase hex digits.
   */
  root_hash: string;
}
/**
 * The service's log key as signed-note verifier keys (golang.org/x/mod/sumdb/note): `<name>+<8 hex key id>+<base64 of 0x01 ‖ Ed25519 public key>`.
 */
export interface LogVerifierKey {
  /**
   * LOG_KEY_NAME: the key's name, and the prefix of every agent log's origin.
   */
  key_name: string;
  /**
   * The key that signs new checkpoints.
   */
  verifier_key: string;
  /**
   * Keys that signed earlier checkpoints (rotated), newest first.
   */
  retired_verifier_keys: string[];
}
/**
 * The model call a record describes.
 */
export interface ModelInvocation {
  provider: string;
  model_name: string;
  model_version?: string;
  tokens_in?: number;
  tokens_out?: number;
  cost_usd?: number;
  temperature?: number;
  finish_reason?: string;
}
export interface Owner {
  owner_id: string;
  name: OwnerName;
  wallet_mode: WalletMode;
  default_wallet_address?: EvmAddress;
  /**
   * Epoch milliseconds.
   */
  created_at: number;
}
/**
 * An owner and a freshly issued API key, shown this one time only.
 */
export interface OwnerWithKey {
  owner: Owner;
  api_key: string;
  /**
   * Epoch milliseconds after which the replaced key answers auth_expired (rotation only).
   */
  previous_key_expires_at?: number;
}
/**
 * 1 to 50 records. Each entry is validated on its own as a Record, so one bad record fails alone.
 */
export interface RecordBatchRequest {
  /**
   * @minItems 1
   * @maxItems 50
   */
  records: [{}, ...{}[]];
}
/**
 * Where a record sits in its agent's log, and the size of the agent's latest checkpoint: the record is covered, and its inclusion proof can be given, when leaf_index < checkpoint_tree_size.
 */
export interface RecordLeaf {
  record_id: string;
  /**
   * The record's position in its agent's trace, oldest first.
   */
  leaf_index: number;
  leaf_hash: Hash;
  /**
   * The tree size of the agent's latest checkpoint (signed by its wallet or not yet); null before its first.
   */
  checkpoint_tree_size: number | null;
}
/**
 * What stays of an erased record: where it stood and its log entry (the record digest), so every checkpoint and proof still verifies; its content is gone. Told from a StoredRecord by `erased_at_ms`.
 */
export interface RecordTombstone {
  record_id: RecordId;
  session_id: SessionId;
  behavior: Behavior;
  server_ts_utc: number;
  /**
   * The record's leaf in its agent's log.
   */
  leaf_index: number;
  /**
   * A SHA-256 hash as 64 lowercase hex digits.
   */
  digest: string;
  erased_at_ms: number;
}
export interface RegisterAgentRequest {
  name: AgentName;
  wallet?: AgentWalletInput;
  metadata?: AgentMetadata;
}
/**
 * Optional: how long earlier keys keep working, in ms. 0 revokes them at once; the service's KEY_ROTATION_GRACE_MS is both the default and the maximum.
 */
export interface RotateKeyRequest {
  grace_ms?: number;
}
/**
 * One record schema version the service accepts.
 */
export interface SchemaVersionInfo {
  version: string;
  status: "current" | "supported" | "deprecated";
  /**
   * When the version was deprecated (deprecated versions only).
   */
  deprecated?: string;
  /**
   * The last day the version is accepted (deprecated versions only).
   */
  sunset?: string;
  /**
   * Where its schema is served (GET /v1/schemas/{version}).
   */
  url: string;
}
/**
 * The record schema versions the service accepts: `current` is the one the SDKs stamp.
 */
export interface SchemaVersionList {
  current: string;
  versions: SchemaVersionInfo[];
}
export interface Score2 {
  score_id: ScoreUuid;
  /**
   * The session judged: it must hold at least one record of the agent. Exclusive with record_id.
   */
  session_id?: string;
  /**
   * UUID v4 in canonical lowercase form.
   */
  record_id?: string;
  name: ScoreName;
  value: ScoreValue;
  /**
   * Why the scorer gave this value.
   */
  explanation?: string;
  source: ScoreSource;
  /**
   * UUID v4 in canonical lowercase form.
   */
  config_id?: string;
  judged_checkpoint?: JudgedCheckpoint;
  /**
   * Free-form context of the judgement.
   */
  metadata?: {};
  /**
   * Client clock, epoch milliseconds.
   */
  client_ts_utc: number;
  /**
   * Set by the service; ignored when supplied.
   */
  agent_id?: string;
  /**
   * Receipt time stamped by the service; ignored when supplied.
   */
  server_ts_utc?: number;
  /**
   * Set by the service: the owner (`own_…`) or scorer (`scr_…`) whose key wrote the score; ignored when supplied.
   */
  scored_by?: string;
}
/**
 * Who or what judged: a person, a model, code, or a rule; optionally its name and version.
 */
export interface ScoreSource {
  kind: ScoreSourceKind;
  name?: string;
  version?: string;
}
export interface ScoreAck {
  score_id: string;
  /**
   * Epoch milliseconds; for a duplicate, the original one.
   */
  server_ts_utc: number;
  is_duplicate: boolean;
}
export interface ScoreBatchAck {
  batch_id: string;
  /**
   * One entry per submitted score, in submitted order.
   */
  results: (ScoreAck | ScoreError)[];
}
export interface ScoreError {
  /**
   * The submitted score_id, or an empty string when it had none.
   */
  score_id: string;
  code: ErrorCode;
  message: string;
  details?: ErrorDetails;
}
/**
 * 1 to 50 scores. Each entry is validated on its own as a Score, so one bad score fails alone.
 */
export interface ScoreBatchRequest {
  /**
   * @minItems 1
   * @maxItems 50
   */
  scores: [{}, ...{}[]];
}
export interface ScoreConfig {
  config_id: ScoreUuid;
  name: string;
  data_type: ScoreDataType;
  min?: number;
  max?: number;
  categories?: string[];
  description?: string;
  archived: boolean;
  created_ms: number;
}
export interface ScoreConfigList {
  /**
   * Oldest first, archived ones included.
   */
  configs: ScoreConfig[];
}
/**
 * The scores of one name on a session (on the session itself or on its records).
 */
export interface ScoreNameSummary {
  count: number;
  /**
   * A finite number (numeric), a string of 1-64 characters (a category), or a boolean.
   */
  latest: number | string | boolean;
  /**
   * The mean of their values when every one is a number; absent otherwise.
   */
  mean?: number;
}
export interface ScorePage {
  /**
   * Newest first (by arrival).
   */
  scores: StoredScore[];
  /**
   * A score_id to pass as `cursor` for the next page; null on the last page.
   */
  next_cursor: string | null;
}
/**
 * Per score name, its summary.
 */
export interface ScoreSummaries {
  [k: string]: ScoreNameSummary | undefined;
}
export interface ScorerGrant {
  scorer_id: ScorerId;
  /**
   * When the owner first granted it (epoch ms).
   */
  granted_ms: number;
}
export interface ScorerWithKey {
  scorer_id: ScorerId;
  name: string;
  /**
   * The scorer's key (`tls_…`), shown this one time only.
   */
  api_key: string;
  created_ms: number;
}
/**
 * A closed session no score of the asked name judges yet.
 */
export interface ScoringQueueEntry {
  agent_id: AgentId;
  session_id: string;
  acting_record_id: string;
  record_count: number;
  first_server_ts_utc: number;
  last_server_ts_utc: number;
}
export interface ScoringQueuePage {
  /**
   * Oldest closed first (by their Acting record's arrival), across every agent the caller may read.
   */
  sessions: ScoringQueueEntry[];
  /**
   * Pass as `cursor` for the next page; null on the last page.
   */
  next_cursor: string | null;
}
/**
 * The answer to a session's erasure: each of its records is a tombstone now.
 */
export interface SessionErasure {
  session_id: SessionId;
  /**
   * How many of the session's records are tombstones now (those erased before included).
   */
  records_erased: number;
  /**
   * When the session's last record was erased.
   */
  erased_at_ms: number;
}
export interface SessionFetch {
  session_id: string;
  /**
   * By server_ts_utc ascending, ties by arrival: one page of them. An erased record is its tombstone, in its place.
   */
  records: (StoredRecord | RecordTombstone)[];
  /**
   * True once the session has its Acting record: the decision cycle is closed for scoring. Records arriving later (a Reflecting, a retried earlier step) are still accepted.
   */
  closed: boolean;
  /**
   * The record_id of the session's Acting record; null while the session is open.
   */
  acting_record_id: string | null;
  /**
   * A record id to pass as `cursor` for the session's next page; null on the last page. The service always sends it; a client treats its absence (a service from before paging) as null.
   */
  next_cursor?: string | null;
}
/**
 * One input the model saw.
 */
export interface ThinkingInput {
  kind: "record" | "message" | "document" | "tool_output" | "memory" | "other";
  /**
   * A record id, URI or other locator of the input.
   */
  ref?: string;
  summary?: ShortText;
}
/**
 * Identifies the tool. The three named fields are typed; further descriptive keys are allowed within the cap.
 */
export interface ToolMeta {
  tool_id?: string;
  category?:
    | "search"
    | "retrieval"
    | "code_execution"
    | "http_api"
    | "database"
    | "file_system"
    | "blockchain"
    | "messaging"
    | "calculation"
    | "other";
  endpoint?: string;
  [k: string]: unknown | undefined;
}
export interface SessionPage {
  /**
   * Newest first: with `closed=true` by when the session closed (its Acting record's arrival), otherwise by when it began (its first record's arrival).
   */
  sessions: SessionSummary[];
  /**
   * A session_id to pass as `cursor` for the next page; null on the last page.
   */
  next_cursor: string | null;
}
/**
 * One session of an agent, as the sessions feed lists it.
 */
export interface SessionSummary {
  session_id: string;
  record_count: number;
  /**
   * Receipt time of the session's earliest record (epoch ms).
   */
  first_server_ts_utc: number;
  /**
   * Receipt time of the session's latest record (epoch ms).
   */
  last_server_ts_utc: number;
  /**
   * The earliest client_ts_utc of the session's records: when it began by the agent's clock (epoch ms).
   */
  first_ts_utc: number;
  /**
   * The latest client_ts_utc of the session's records (epoch ms).
   */
  last_ts_utc: number;
  /**
   * The session's Acting record; null while open.
   */
  acting_record_id: string | null;
  /**
   * True once the session has its Acting record.
   */
  closed: boolean;
  /**
   * Sum of model_invocation.tokens_in over the session's records; absent when none carries it.
   */
  tokens_in?: number;
  /**
   * Sum of model_invocation.tokens_out over the session's records; absent when none carries it.
   */
  tokens_out?: number;
  /**
   * Sum of model_invocation.cost_usd over the session's records; absent when none carries it.
   */
  cost_usd?: number;
  /**
   * Sum of duration_ms (schema 1.1) over the session's records; absent when none carries it.
   */
  duration_ms?: number;
  scores?: ScoreSummaries1;
}
/**
 * Per score name, its summary.
 */
export interface ScoreSummaries1 {
  [k: string]: ScoreNameSummary | undefined;
}
/**
 * Time series of an agent's (or all the owner's agents') records, in buckets.
 */
export interface Stats {
  bucket: StatsBucket;
  group_by?: StatsGroupBy;
  /**
   * Start of the range covered: `from` rounded down to the bucket's start (epoch ms).
   */
  from_ms: number;
  /**
   * End of the range covered (exclusive): `to` rounded up to a bucket's end (epoch ms).
   */
  to_ms: number;
  /**
   * The buckets (and groups) that hold records or scores with a mean, by start_ms, then group (null first, then by code point); a bucket absent from the series holds neither.
   */
  series: StatsPoint[];
}
/**
 * What the records received in one bucket (and, with `group_by`, of one group) add up to, with the means of the scores received in it. Exact against the records and scores: sums, counts and means are those of every record and score acknowledged before the request. Under group_by=score a point is one score name's: its mean in `scores`, its record fields 0 (records are not split by score).
 */
export interface StatsPoint {
  /**
   * The bucket's start (epoch ms, UTC, a multiple of the bucket's width); it holds the records whose server_ts_utc is in [start_ms, start_ms + width).
   */
  start_ms: number;
  /**
   * With `group_by`: the group's value (a behavior, model name, tool id or score name); null for the records that have none (a record without a model under group_by=model, a record other than ToolCalling under group_by=tool). Absent without `group_by`.
   */
  group?: string | null;
  /**
   * Records received in the bucket.
   */
  records: number;
  /**
   * Distinct sessions with at least one record in the bucket (and group).
   */
  sessions: number;
  /**
   * Sum of model_invocation.tokens_in.
   */
  tokens_in: number;
  /**
   * Sum of model_invocation.tokens_out.
   */
  tokens_out: number;
  /**
   * Sum of model_invocation.cost_usd as the records reported it (no estimate).
   */
  cost_usd: number;
  /**
   * An ESTIMATE, not a reported cost: the price-table cost (pricing/models.json, or PRICING_FILE) of the tokens of the records that carry a model and tokens but no cost_usd. Not included in cost_usd; 0 when every such record reported its cost or its model is not in the table. The records themselves never change.
   */
  cost_usd_estimated: number;
  /**
   * Median duration_ms of the records that carry one (within 1 % of the exact nearest-rank value; exact below 50 ms); null when none does.
   */
  duration_ms_p50: number | null;
  /**
   * 95th percentile of duration_ms, as duration_ms_p50; null when no record carries one.
   */
  duration_ms_p95: number | null;
  /**
   * ToolCalling records.
   */
  tool_calls: number;
  /**
   * ToolCalling records with success: false.
   */
  tool_failures: number;
  /**
   * Per score name, the mean value of the scores received in the bucket (by their server_ts_utc; the owner's and its scorers' alike): numeric values, and booleans as 1 (true) or 0 (false). Categorical values have no mean and are left out, so a name with no other value is absent. Empty under group_by=behavior, model or tool (a score judges a session or a record, not a group of them).
   */
  scores: {
    [k: string]: number | undefined;
  };
}
export interface TracePage {
  /**
   * Newest first. An erased record is its tombstone, in its place.
   */
  records: (StoredRecord | RecordTombstone)[];
  /**
   * Pass as `before` for the next page; null on the last page.
   */
  next_cursor: string | null;
}
/**
 * Replaces the given metadata fields (omitted fields keep their value), makes the agent's log public (`log_public`), and/or sets how long its records are kept (`retention_days`).
 */
export interface UpdateAgentRequest {
  metadata?: AgentMetadata;
  /**
   * Whether anyone may read the agent's log under /v1/agents/{agent_id}/log/ (checkpoint, tiles, entry bundles: record digests, never content) without the owner's key.
   */
  log_public?: boolean;
  /**
   * Records received longer ago than this many days are erased by the service's background round (their tombstones stay; docs/content.md); null: the deployment's RECORD_RETENTION_DAYS, if any.
   */
  retention_days?: number | null;
}
/**
 * `default_wallet_address` applies to byow owners only; the wallet mode never changes.
 */
export interface UpdateOwnerRequest {
  name?: OwnerName;
  default_wallet_address?: EvmAddress;
}
/**
 * A config only ever gets archived: scores already naming it stay valid; new ones naming it are refused (score_out_of_range, rule `archived`).
 */
export interface UpdateScoreConfigRequest {
  archived: true;
}
