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
  RecordTombstone,
  SessionErasure,
  CreateScoreConfigRequest,
  ScoreAck,
  ScoreBatchAck,
  LogVerifierKey,
  ScoreConfig,
  ScorePage,
  ScorerGrant,
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
import { tombstoneOf, type ReadRecord } from "./tombstones.ts";
import { Delivery, emptyReport, type BackgroundConfig, type DeliveryStats, type FlushResult } from "./delivery.ts";
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

export interface ScoringQueueOptions {
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

  readonly #config: LedgerClientConfig;
  #coreOnce: Core | undefined;
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
    return this.#delivery?.close(timeoutMs) ?? emptyReport();
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
    const again = ack.results.flatMap((result, i) =>
      "code" in result && result.code === "schema_version_unsupported" && this.#restamped(records[i]!) ? [i] : [],
    );
    if (again.length === 0) return ack;
    const resent = await this.submitBatch(again.map((i) => records[i]!));
    again.forEach((i, k) => (ack.results[i] = resent.results[k]!));
    return ack;
  }

  /** The record; an erased one raises NotFoundError `record_erased`, whose tombstone tombstoneOf(error) gives (or read it with readRecord). */
  async getRecord(recordId: string): Promise<StoredRecord> {
    const { core, agentId } = this.#connect();
    return core.request("getRecord", { params: { record_id: recordId, agent_id: agentId } });
  }

  /** The record, or the tombstone of an erased one, as a value (isTombstone tells them apart). */
  async readRecord(recordId: string): Promise<ReadRecord> {
    try {
      return await this.getRecord(recordId);
    } catch (error) {
      const tombstone = tombstoneOf(error);
      if (tombstone) return tombstone;
      throw error;
    }
  }

  /**
   * Erases the record's content for good (the owner's active key only): its tombstone stays in
   * its place, and every checkpoint and proof still verifies. Erasing again gives the same tombstone.
   */
  async deleteRecord(recordId: string): Promise<RecordTombstone> {
    const { core, agentId } = this.#connect();
    return core.request("deleteRecord", { params: { record_id: recordId, agent_id: agentId } });
  }

  /** Erases every record of the session, as deleteRecord does one, in one transaction. */
  async deleteSession(sessionId: string): Promise<SessionErasure> {
    const { core, agentId } = this.#connect();
    return core.request("deleteSession", { params: { session_id: sessionId, agent_id: agentId } });
  }

  /**
   * Every record of a session: the service answers in pages (of LIMITS.sessionPageMax, the most
   * it gives), followed here through `next_cursor` into one SessionFetch (`closed` and
   * `acting_record_id` as the last page says). A session with no record raises NotFoundError; an
   * erased record is its tombstone, in its place.
   * `onPage` sees each page's records as it arrives, before the next is asked for (a viewer draws
   * a long session from its first page).
   */
  async getSession(sessionId: string, { onPage }: { onPage?(records: ReadRecord[]): void } = {}): Promise<SessionFetch> {
    const { core, agentId } = this.#connect();
    const records: SessionFetch["records"] = [];
    for (let cursor: string | undefined; ;) {
      const page = await core.request("getSession", {
        params: { session_id: sessionId, agent_id: agentId, cursor, limit: LIMITS.sessionPageMax },
      });
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
  async searchRecords({
    q,
    behavior,
    tag,
    sessionId,
    since,
    until,
    hasAttachments,
    cursor,
    limit,
  }: SearchOptions = {}): Promise<TracePage> {
    const { core, agentId } = this.#connect();
    const params = {
      agent_id: agentId,
      q,
      behavior,
      tag,
      session_id: sessionId,
      since,
      until,
      has_attachments: hasAttachments,
      cursor,
      limit,
    };
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
    if (scores.length === 0) return localAck(prepared);
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
    return core.request("listScores", {
      params: { agent_id: agentId, session_id: sessionId, record_id: recordId, name, source_kind: sourceKind, cursor, limit },
    });
  }

  /**
   * The score's inclusion proof in this agent's scores log at `treeSize` leaves, by default at its
   * latest checkpoint (asking cuts one when none covers the score yet); check it with verifyScore.
   */
  async getScoreProof(scoreId: string, treeSize?: number): Promise<InclusionProof> {
    const { core, agentId } = this.#connect();
    return core.request("getScoreProof", { params: { score_id: scoreId, agent_id: agentId, tree_size: treeSize } });
  }

  /** The signed note of this agent's scores log at its latest checkpoint: what verifyScore checks a proof against. */
  async getScoresCheckpoint(): Promise<string> {
    const { core, agentId } = this.#connect();
    return new TextDecoder().decode((await core.requestBytes("getScoresLogCheckpoint", { params: { agent_id: agentId } })).bytes);
  }

  // The owner's and the scorer's operations: they need no agentId, so a client of the key alone serves them.

  /** The service's log key as signed-note verifier keys (and its retired ones): what verifyScore and the checkpoints' notes are checked with. Keep it from a source you trust. */
  async getLogVerifierKey(): Promise<LogVerifierKey> {
    return this.#core().request("getLogVerifierKey", {});
  }

  /**
   * One page of the scoring queue: closed sessions no score named `name` judges yet, oldest first,
   * across every agent the key may read (an owner's agents; a scorer's granted owners' agents).
   */
  async getScoringQueue(name: string, { cursor, limit }: ScoringQueueOptions = {}): Promise<ScoringQueuePage> {
    return this.#core().request("getScoringQueue", { params: { name, cursor, limit } });
  }

  /** Creates a score config of the key's owner: scores naming it must fit it (422 score_out_of_range otherwise). */
  async createScoreConfig({ name, data_type, min, max, categories, description }: CreateScoreConfigRequest): Promise<ScoreConfig> {
    return this.#core().request("createScoreConfig", { body: { name, data_type, min, max, categories, description } });
  }

  /** The owner's score configs, oldest first, archived ones included. */
  async listScoreConfigs(): Promise<ScoreConfig[]> {
    return (await this.#core().request("listScoreConfigs", {})).configs;
  }

  /** Archives a score config for good (the only change a config takes): scores naming it stay valid, new ones are refused. */
  async archiveScoreConfig(configId: string): Promise<ScoreConfig> {
    return this.#core().request("updateScoreConfig", { params: { config_id: configId }, body: { archived: true } });
  }

  /** Lets the scorer read and score every agent of this key's owner. */
  async grantScorer(scorerId: string): Promise<ScorerGrant> {
    return this.#core().request("grantScorer", { params: { scorer_id: scorerId } });
  }

  /** Withdraws the grant: from now on the scorer sees nothing of this owner (404). */
  async revokeScorer(scorerId: string): Promise<void> {
    await this.#core().request("revokeScorer", { params: { scorer_id: scorerId } });
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
  async attach<R extends RecordInput>(
    record: R,
    field: string,
    content: Uint8Array | string,
    mediaType?: string,
  ): Promise<R & { attachments: ContentRef[] }> {
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
    this.#connection ??= {
      core: this.#core(),
      agentId: requireText(this.#config.agentId ?? environmentVariable(AGENT_ID_VARIABLE), "agentId"),
    };
    return this.#connection;
  }

  /** The connection for what is not the agent's: the owner's configs and grants, a scorer's queue, the log key. */
  #core(): Core {
    this.#coreOnce ??= new Core(this.#config);
    return this.#coreOnce;
  }
}
