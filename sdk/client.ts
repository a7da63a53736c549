// LedgerClient: the SDK operations, each a thin call over the one request path in core.ts.
import type {
  Agent,
  AgentMetadata,
  AgentPage,
  Behavior,
  AgentWalletInput as WireWallet,
  BatchAck,
  Checkpoint,
  ConsistencyProof,
  InclusionProof,
  ModelInvocation,
  RecordAck,
  CreateScoreConfigRequest,
  ScoreAck,
  ScoreBatchAck,
  ScoreConfig,
  ScoreConfigList,
  ScorePage,
  ScoreSourceKind,
  ScoringQueuePage,
  SessionFetch,
  SessionPage,
  StoredRecord,
  StoredScore,
  TracePage,
} from "../generated/types/schema.ts";
import { LIMITS } from "../generated/schema.ts";
import { alignResults, localAck, planBatch } from "./batch.ts";
import { deleteBlob, getBlob, putBlob, withAttachment, type BlobRef, type ContentRef, type PutBlobOptions } from "./blobs.ts";
import { Delivery, type BackgroundConfig, type DeliveryStats, type FlushResult } from "./delivery.ts";
import { AGENT_ID_VARIABLE, Core, environmentVariable, requireText, type ConnectionOptions } from "./core.ts";
import { errorFor, LedgerError, ValidationError, validationError } from "./errors.ts";
import { newRecordId } from "./helpers.ts";
import { toHex } from "../protocol/merkle.ts";
import { prepareRecord, restamp, type FillDefaults, type RecordInput } from "./records.ts";
import { planScoreBatch, prepareScore, type ScoreInput } from "./scores.ts";
import { Session } from "./session.ts";

/** Signs `bytes` with EIP-191 personal_sign (as Ethereum wallets' signMessage does): 65 bytes r ‖ s ‖ v, v 27 or 28. */
const TEXT_MEDIA_TYPE = "text/plain; charset=utf-8";

export type Signer = (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;

export interface LedgerClientConfig extends ConnectionOptions {
  /** The agent this client records for; the API key must belong to its owner. Default LEDGER_AGENT_ID (Node). */
  agentId?: string;
  /** Filled in as `model_invocation` on records that describe a model call, unless they carry their own. */
  defaultModelInvocation?: ModelInvocation;
  /** A byow agent's anchor wallet: anchor() signs its checkpoints with it. The key never leaves this side. */
  signer?: Signer;
  /** Background mode for enqueue(): batching, a bounded queue, an optional spool (docs/sdk-behaviour.md). */
  background?: BackgroundConfig;
}

/** A byow agent's anchor wallet. The signer stays on this side: only `address` is sent. */
export interface AgentWalletInput extends WireWallet {
  signer?: Signer;
}

export interface RegisterAgentOptions extends ConnectionOptions {
  name: string;
  wallet?: AgentWalletInput;
  metadata?: AgentMetadata;
}

export interface ListAgentsOptions extends ConnectionOptions {
  cursor?: string;
  limit?: number;
}

export interface ResolveAgentOptions extends ConnectionOptions {
  name: string;
}

export interface TraceOptions {
  /** A record id (a previous page's `next_cursor`): the page holds records older than it. */
  before?: string;
  /** `asc`: oldest first (the order to replay a trace in), paged with `after`. Default `desc`. */
  order?: "desc" | "asc";
  /** With `order: "asc"`, a record id (a previous page's `next_cursor`): the page holds records newer than it. */
  after?: string;
  /** Only records of this behaviour. */
  behavior?: Behavior;
  /** Records per page; the service's default and maximum apply. */
  limit?: number;
}

export interface SessionsOptions {
  /** true: closed sessions, most recently closed first; false: open ones; omitted: all, newest first. */
  closed?: boolean;
  /** A session id (a previous page's `next_cursor`): the page holds the sessions after it. */
  cursor?: string;
  limit?: number;
}

export interface SearchOptions {
  /** Words every match holds, in any script (quotes and operators are plain separators). */
  q?: string;
  behavior?: Behavior;
  /** Only records carrying this tag. */
  tag?: string;
  /** Only records of this session. */
  sessionId?: string;
  /** Received at or after (epoch ms, server_ts_utc). */
  since?: number;
  /** Received before (epoch ms, server_ts_utc). */
  until?: number;
  /** Only records with (true) or without (false) attachments. */
  hasAttachments?: boolean;
  /** A record id (a previous page's `next_cursor`): the page holds the matches older than it. */
  cursor?: string;
  limit?: number;
}

export interface ScoresOptions {
  /** The scores of this session and of its records. */
  sessionId?: string;
  /** The scores of this record. */
  recordId?: string;
  name?: string;
  sourceKind?: ScoreSourceKind;
  /** A score id (a previous page's `next_cursor`): the page holds the scores older than it. */
  cursor?: string;
  limit?: number;
}

export interface ScoreConfigOptions extends ConnectionOptions, CreateScoreConfigRequest {}

export interface ArchiveScoreConfigOptions extends ConnectionOptions {
  configId: string;
}

export interface ScoringQueueOptions extends ConnectionOptions {
  /** The score name whose work is asked for: closed sessions with no score of it. */
  name: string;
  /** A previous page's `next_cursor`. */
  cursor?: string;
  limit?: number;
}

export class LedgerClient {
  /** Registers an agent under the owner of `apiKey`; a known name answers the existing agent. */
  static async registerAgent({ name, wallet, metadata, ...connection }: RegisterAgentOptions): Promise<Agent> {
    const body = { name, metadata, wallet: wallet && { address: wallet.address } };
    return new Core(connection).request("registerAgent", { body });
  }

  /** One page of the owner's agents, by name; pass `next_cursor` as `cursor` for the next. */
  static async listAgents({ cursor, limit, ...connection }: ListAgentsOptions): Promise<AgentPage> {
    return new Core(connection).request("listAgents", { params: { cursor, limit } });
  }

  static async resolveAgentId({ name, ...connection }: ResolveAgentOptions): Promise<string> {
    const lookup = await new Core(connection).request("resolveAgent", { params: { name } });
    return lookup.agent_id;
  }

  /** Creates a score config of the key's owner: scores naming it must fit it (422 score_out_of_range otherwise). */
  static async createScoreConfig({ name, data_type, min, max, categories, description, ...connection }: ScoreConfigOptions): Promise<ScoreConfig> {
    return new Core(connection).request("createScoreConfig", { body: { name, data_type, min, max, categories, description } });
  }

  /** The owner's score configs, oldest first, archived ones included. */
  static async listScoreConfigs(connection: ConnectionOptions): Promise<ScoreConfigList> {
    return new Core(connection).request("listScoreConfigs", {});
  }

  /** Archives a score config (the only change a config takes): new scores may no longer name it. */
  static async archiveScoreConfig({ configId, ...connection }: ArchiveScoreConfigOptions): Promise<ScoreConfig> {
    return new Core(connection).request("updateScoreConfig", { params: { config_id: configId }, body: { archived: true } });
  }

  /**
   * One page of the scoring queue: closed sessions no score of `name` judges yet, oldest first,
   * across every agent the key may read (an owner's agents; a scorer's granted owners' agents).
   */
  static async getScoringQueue({ name, cursor, limit, ...connection }: ScoringQueueOptions): Promise<ScoringQueuePage> {
    return new Core(connection).request("getScoringQueue", { params: { name, cursor, limit } });
  }

  readonly #config: LedgerClientConfig;
  #connection: { core: Core; agentId: string } | undefined;
  #delivery: Delivery | undefined;

  /** Makes no network call and checks nothing yet: the first request validates the configuration. */
  constructor(config: LedgerClientConfig) {
    this.#config = { ...config };
  }

  async submit(record: RecordInput): Promise<RecordAck> {
    const prepared = prepareRecord(record, this.#defaults());
    if (!prepared.ok) throw errorFor(prepared.error);
    const { core, agentId } = this.#connect();
    try {
      return await core.request("submitRecord", { params: { agent_id: agentId }, body: prepared.record });
    } catch (error) {
      if (!(error instanceof LedgerError && core.learnVersions(error.code, error.details) && this.#restamped(record))) throw error;
      return this.submit(record);
    }
  }

  /** What prepareRecord fills with: the configured defaults and the version the service takes. */
  #defaults(): FillDefaults {
    return { defaultModelInvocation: this.#config.defaultModelInvocation, schemaVersion: this.#connection?.core.stampVersion };
  }

  /** A record the SDK stamped, stamped again with the learned version if it fits it (sent again by the caller). */
  #restamped(record: RecordInput): boolean {
    const previous = restamp(record, this.#connection!.core.stampVersion);
    if (previous === undefined) return false;
    if (prepareRecord(record, this.#defaults()).ok) return true;
    restamp(record, previous);
    return false;
  }

  /**
   * Background mode: validates and fills the record (an invalid one raises here, nothing queued),
   * queues it and returns its record_id at once; batches go out behind the caller. A full queue
   * raises `queue_full` (RateLimitError) or, with `onFull: "drop"`, counts and reports a drop; a
   * spool the disk cannot write raises `spool_write_failed` (RateLimitError, nothing queued).
   */
  enqueue(record: RecordInput): string {
    const prepared = prepareRecord(record, this.#defaults());
    if (!prepared.ok) throw errorFor(prepared.error);
    this.#background().enqueue(prepared.record.record_id, JSON.stringify(prepared.record));
    return prepared.record.record_id;
  }

  /** Sends what is queued and waits up to `timeoutMs` for it: the outcomes since the previous flush. */
  flush(timeoutMs?: number): Promise<FlushResult> {
    return this.#background().flush(timeoutMs);
  }

  /** Flushes and stops background delivery; what is still pending stays in the spool (or is reported dropped). */
  async close(timeoutMs?: number): Promise<FlushResult> {
    return this.#delivery?.close(timeoutMs) ?? { acked: 0, duplicates: 0, failed: [], pending: 0 };
  }

  /** Background delivery's counters. */
  stats(): DeliveryStats {
    return this.#background().stats();
  }

  /** Per-record failures, local or from the service, are in `results`; only batch-level ones raise. */
  async submitBatch(records: readonly RecordInput[]): Promise<BatchAck> {
    const { prepared, body } = planBatch(records, this.#defaults());
    if (body === undefined) return localAck(prepared);
    const { core, agentId } = this.#connect();
    const ack = alignResults(prepared, await core.request("submitBatch", { params: { agent_id: agentId }, body }));
    // An older service: the records it refused for their version go again, stamped as it takes them.
    if (!ack.results.some((result) => "code" in result && core.learnVersions(result.code, result.details))) return ack;
    const again = ack.results.flatMap((result, i) => ("code" in result && result.code === "schema_version_unsupported" && this.#restamped(records[i]!) ? [i] : []));
    if (again.length === 0) return ack;
    const resent = await this.submitBatch(again.map((i) => records[i]!));
    again.forEach((i, k) => (ack.results[i] = resent.results[k]!));
    return ack;
  }

  async getRecord(recordId: string): Promise<StoredRecord> {
    const { core, agentId } = this.#connect();
    return core.request("getRecord", { params: { record_id: recordId, agent_id: agentId } });
  }

  /**
   * Every record of a session: the service answers in pages (of LIMITS.sessionPageMax, the most
   * it gives), followed here through `next_cursor` into one SessionFetch (`closed` and
   * `acting_record_id` as the last page says). A session with no record raises NotFoundError.
   * `onPage` sees each page's records as it arrives, before the next is asked for (a viewer draws
   * a long session from its first page).
   */
  async getSession(sessionId: string, { onPage }: { onPage?(records: StoredRecord[]): void } = {}): Promise<SessionFetch> {
    const { core, agentId } = this.#connect();
    const records: SessionFetch["records"] = [];
    for (let cursor: string | undefined; ; ) {
      const page = await core.request("getSession", { params: { session_id: sessionId, agent_id: agentId, cursor, limit: LIMITS.sessionPageMax } });
      records.push(...page.records);
      onPage?.(page.records);
      if (!page.next_cursor) return { ...page, records, next_cursor: null };
      cursor = page.next_cursor;
    }
  }

  /** One page of this agent's trace, newest first. */
  async getTrace({ before, after, order, behavior, limit }: TraceOptions = {}): Promise<TracePage> {
    const { core, agentId } = this.#connect();
    return core.request("getTrace", { params: { agent_id: agentId, before, after, order, behavior, limit } });
  }

  /** One page of this agent's records matching the words and filters, newest first. */
  async searchRecords({ q, behavior, tag, sessionId, since, until, hasAttachments, cursor, limit }: SearchOptions = {}): Promise<TracePage> {
    const { core, agentId } = this.#connect();
    const params = { agent_id: agentId, q, behavior, tag, session_id: sessionId, since, until, has_attachments: hasAttachments, cursor, limit };
    return core.request("searchRecords", { params });
  }

  /** One page of this agent's sessions: the feed a scorer follows with `closed: true`. */
  async listSessions({ closed, cursor, limit }: SessionsOptions = {}): Promise<SessionPage> {
    const { core, agentId } = this.#connect();
    return core.request("listSessions", { params: { agent_id: agentId, closed, cursor, limit } });
  }

  /**
   * Scores a session or a record of this agent (exactly one of `session_id`, `record_id`).
   * `score_id` and `client_ts_utc` are filled into the caller's object once, so sending it again
   * answers the original ack with `is_duplicate`; another body under its `score_id` raises
   * ScoreConflictError. Scores are never edited: a new judgement is a new score.
   */
  async score(input: ScoreInput): Promise<ScoreAck> {
    const prepared = prepareScore(input);
    if (!prepared.ok) throw errorFor(prepared.error);
    const { core, agentId } = this.#connect();
    return core.request("submitScore", { params: { agent_id: agentId }, body: prepared.score });
  }

  /**
   * Background mode: validates and fills the score (an invalid one raises here, nothing queued),
   * queues it behind everything enqueued before it (so after the records it judges) and returns
   * its score_id at once; it goes out in a batch of scores, with the records' retries and spool.
   */
  enqueueScore(input: ScoreInput): string {
    const prepared = prepareScore(input);
    if (!prepared.ok) throw errorFor(prepared.error);
    this.#background().enqueue(prepared.score.score_id, JSON.stringify(prepared.score), "score");
    return prepared.score.score_id;
  }

  /** Up to 50 scores; per-score failures, local or from the service, are in `results`, in order. */
  async scoreBatch(inputs: readonly ScoreInput[]): Promise<ScoreBatchAck> {
    const { prepared, scores } = planScoreBatch(inputs);
    if (scores.length === 0) return alignResults(prepared, { batch_id: newRecordId(), results: [] as ScoreBatchAck["results"] });
    const { core, agentId } = this.#connect();
    return alignResults(prepared, await core.request("submitScoreBatch", { params: { agent_id: agentId }, body: { scores } }));
  }

  async getScore(scoreId: string): Promise<StoredScore> {
    const { core, agentId } = this.#connect();
    return core.request("getScore", { params: { score_id: scoreId, agent_id: agentId } });
  }

  /** One page of this agent's scores, newest first, filtered; pass `next_cursor` as `cursor` for the next. */
  async getScores({ sessionId, recordId, name, sourceKind, cursor, limit }: ScoresOptions = {}): Promise<ScorePage> {
    const { core, agentId } = this.#connect();
    return core.request("listScores", { params: { agent_id: agentId, session_id: sessionId, record_id: recordId, name, source_kind: sourceKind, cursor, limit } });
  }

  /** The agent's checkpoint at `treeSize`, or its latest. */
  async getCheckpoint(treeSize?: number): Promise<Checkpoint> {
    const { core, agentId } = this.#connect();
    if (treeSize === undefined) return core.request("getLatestCheckpoint", { params: { agent_id: agentId } });
    return core.request("getCheckpoint", { params: { agent_id: agentId, tree_size: treeSize } });
  }

  /** The record's audit path in the tree of `treeSize` leaves, by default the latest checkpoint's. */
  async getInclusionProof(recordId: string, treeSize?: number): Promise<InclusionProof> {
    const { core, agentId } = this.#connect();
    return core.request("getInclusionProof", { params: { record_id: recordId, agent_id: agentId, tree_size: treeSize } });
  }

  /** The proof that the agent's log at `second` leaves extends it at `first`. */
  async getConsistencyProof(first: number, second: number): Promise<ConsistencyProof> {
    const { core, agentId } = this.#connect();
    return core.request("getConsistencyProof", { params: { agent_id: agentId, first, second } });
  }

  /**
   * Cuts a checkpoint of everything acknowledged so far and returns it signed: by the service for
   * a custodial agent, with the configured `signer` for a byow one (its signature is sent and kept
   * only if it recovers to the agent's wallet address).
   */
  async anchor(): Promise<Checkpoint> {
    const { core, agentId } = this.#connect();
    const checkpoint = await core.request("createCheckpoint", { params: { agent_id: agentId } });
    if (checkpoint.signature !== null) return checkpoint;
    const { signer } = this.#config;
    if (typeof signer !== "function") {
      throw new ValidationError({
        code: "signer_not_configured",
        message: `checkpoint ${checkpoint.tree_size} of agent ${agentId} waits for its wallet's signature: pass signer to the LedgerClient`,
        details: { field: "signer", reason: "is required to anchor a byow agent" },
      });
    }
    const signature = await signer(new TextEncoder().encode(checkpoint.body));
    return core.request("signCheckpoint", {
      params: { agent_id: agentId, tree_size: checkpoint.tree_size },
      body: { signature: `0x${toHex(signature)}` },
    });
  }

  /**
   * Stores `content` as a blob of this agent (salted with 32 random bytes unless `salt` says
   * otherwise) and returns the ContentRef a record's `attachments` carries. A string is sent as
   * UTF-8 text (`text/plain; charset=utf-8` unless `mediaType` says otherwise).
   */
  async putBlob(content: Uint8Array | string, options: PutBlobOptions = {}): Promise<ContentRef> {
    const { core, agentId } = this.#connect();
    const text = typeof content === "string";
    const bytes = text ? new TextEncoder().encode(content) : content;
    return putBlob(core, agentId, bytes, { ...options, mediaType: options.mediaType ?? (text ? TEXT_MEDIA_TYPE : undefined) });
  }

  /** The blob's bytes, verified against `ref.digest` and, when it has one, `ref.size_bytes` (DigestMismatch as a ValidationError otherwise); NotFoundError `blob_erased` once erased. */
  async getBlob(ref: BlobRef): Promise<Uint8Array> {
    const { core, agentId } = this.#connect();
    return getBlob(core, agentId, ref);
  }

  /** Erases the blob's bytes and salt for good (the owner's active key only); records naming it still verify. */
  async deleteBlob(ref: Pick<ContentRef, "digest">): Promise<void> {
    const { core, agentId } = this.#connect();
    return deleteBlob(core, agentId, ref);
  }

  /**
   * Uploads `content` as the full value of the record's `field` and returns the record with the
   * ContentRef added to its `attachments`; the record's own `field` should then hold a summary
   * that fits the inline caps. Submit the returned record.
   */
  async attach<R extends RecordInput>(record: R, field: string, content: Uint8Array | string, mediaType?: string): Promise<R & { attachments: ContentRef[] }> {
    const ref = await this.putBlob(content, { mediaType, field });
    return withAttachment(record, ref);
  }

  /** Local only: pins the given session id, or a fresh one. */
  newSession(sessionId: string = newRecordId()): Session {
    return new Session(this, sessionId);
  }

  #background(): Delivery {
    if (this.#delivery !== undefined) return this.#delivery;
    if (this.#config.background === undefined) throw validationError("background", "is not configured: pass background: {} to use enqueue");
    const { core, agentId } = this.#connect();
    this.#delivery = new Delivery(core, agentId, this.#config.background);
    return this.#delivery;
  }

  #connect(): { core: Core; agentId: string } {
    this.#connection ??= { core: new Core(this.#config), agentId: requireText(this.#config.agentId ?? environmentVariable(AGENT_ID_VARIABLE), "agentId") };
    return this.#connection;
  }
}
