// Background delivery: enqueue returns at once; one sender sends batches of at most batchSize
// records (or scores: enqueueScore; a batch holds one kind, in queue order, so a score follows the
// records it judges) after lingerMs, bounded in memory by maxQueueBytes, keeping each record in the spool
// (when there is one) until the service acknowledged it or refused it for good. A record travels
// as the bytes it was serialised to at enqueue, every retry and every replay alike, so the
// service answers a repeat as a duplicate. Nothing leaves the queue uncounted: stats() and
// onError see every refusal and every drop.
import { utf8Length } from "../generated/canonical.ts";
import { LIMITS } from "../generated/schema.ts";
import type { BatchAck, ErrorDetails, RecordError, ScoreBatchAck, ScoreError } from "../generated/types/schema.ts";
import type { Core } from "./core.ts";
import { errorFor, LedgerError, validationError } from "./errors.ts";
import { delayMs, isRetryable } from "./retry.ts";
import { currentPlatform, type RecoveredSegment, type SegmentRef, type Spool } from "./spool.ts";

export interface BackgroundConfig {
  /** Records per batch, 1 to 50. Default 50. */
  batchSize?: number;
  /** How long a batch waits to fill before it goes, in ms. Default 200. */
  lingerMs?: number;
  /** Bound on the queued records' bytes (their JSON, UTF-8). Default 16 MiB. */
  maxQueueBytes?: number;
  /** When the queue is full: `"raise"` (enqueue throws `queue_full`, the default) or `"drop"` (counted, reported). */
  onFull?: "raise" | "drop";
  /** Node: keep every queued record in files here until acknowledged; replayed after a crash. */
  spoolDir?: string;
  /** Told about every record refused for good or dropped (a score: with its score_id). */
  onError?: (error: LedgerError, recordId: string) => void;
  /** Node: flush at beforeExit and SIGTERM, for at most this long (ms). Default 10 000; 0 turns the hooks off. */
  exitFlushMs?: number;
}

export interface FlushResult {
  /** Records stored since the previous flush. */
  acked: number;
  /** Records the service already held (a retry or a replay whose first send had arrived). */
  duplicates: number;
  /** Records refused for good since the previous flush, with the reason. */
  failed: RecordError[];
  /** Scores (enqueueScore) refused for good since the previous flush, with the reason. */
  failedScores: ScoreError[];
  /** Records still queued or in flight when flush returned. */
  pending: number;
}

export interface DeliveryStats {
  queued: number;
  queuedBytes: number;
  inFlight: number;
  acked: number;
  duplicates: number;
  failed: number;
  dropped: number;
  retries: number;
  replayed: number;
}

/** What a queued line is: a record (POST /v1/records:batch) or a score (POST /v1/scores:batch). */
export type EntryKind = "record" | "score";

const BATCHES = {
  record: { operation: "submitBatch", member: "records", idField: "recordId" },
  score: { operation: "submitScoreBatch", member: "scores", idField: "scoreId" },
} as const;

interface Entry {
  kind: EntryKind;
  id: string;
  line: string;
  bytes: number;
  segment: SegmentRef | undefined;
}

/** A report of nothing settled (yet), with `pending` still queued or in flight. */
export const emptyReport = (pending = 0): FlushResult => ({ acked: 0, duplicates: 0, failed: [], failedScores: [], pending });

const DEFAULTS = { batchSize: LIMITS.batchRecords, lingerMs: 200, maxQueueBytes: 16 << 20, onFull: "raise", exitFlushMs: 10_000 } as const;
// Far under the service's 1 MB batch cap whatever the escaping: a batch stops growing here.
const BATCH_LINE_BYTES = LIMITS.batchBytes / 2;

export class Delivery {
  readonly #core: Core;
  readonly #agentId: string;
  readonly #config: Required<Omit<BackgroundConfig, "spoolDir" | "onError">> & Pick<BackgroundConfig, "onError">;
  readonly #spool: Spool | undefined;
  readonly #utf8Length: (text: string) => number;
  readonly #queue: Entry[] = [];
  readonly #stats: DeliveryStats = {
    queued: 0,
    queuedBytes: 0,
    inFlight: 0,
    acked: 0,
    duplicates: 0,
    failed: 0,
    dropped: 0,
    retries: 0,
    replayed: 0,
  };
  #report: FlushResult = emptyReport();
  /** The crashed process's segment being moved into the queue, and how far. */
  #replaying: (RecoveredSegment & { next: number }) | undefined;
  #wake: (() => void) | undefined;
  #urgent = 0;
  #idle = false;
  #lingering = false;
  #closed = false;
  #settledWaiters: (() => void)[] = [];
  readonly #running: Promise<void>;
  readonly #unhook: (() => void) | undefined;

  constructor(core: Core, agentId: string, config: BackgroundConfig) {
    this.#core = core;
    this.#agentId = agentId;
    this.#config = checkedConfig(config);
    const platform = currentPlatform();
    this.#utf8Length = platform?.utf8Length ?? utf8Length;
    if (config.spoolDir !== undefined) {
      if (platform === undefined) throw validationError("background.spoolDir", "needs Node (the browser build has no file system)");
      this.#spool = platform.openSpool(config.spoolDir, agentId, (level, message, fields) => this.#core.log(level, message, fields));
    }
    this.#unhook = this.#config.exitFlushMs > 0 ? platform?.onExit(() => this.#closeAtExit()) : undefined;
    this.#running = this.#run();
  }

  /** Queues one prepared record (or score); raises `queue_full` (or counts a drop) when the bound is reached. */
  enqueue(id: string, line: string, kind: EntryKind = "record"): void {
    if (this.#closed) throw validationError("background", "the client is closed: enqueue before close()");
    const bytes = this.#utf8Length(line);
    if (this.#stats.queuedBytes + bytes > this.#config.maxQueueBytes) {
      const error = errorFor({
        code: "queue_full",
        message: `the background queue holds ${this.#stats.queuedBytes} of ${this.#config.maxQueueBytes} bytes: ${kind} ${id} was not queued`,
        details: { limit: this.#config.maxQueueBytes },
      });
      if (this.#config.onFull === "raise") throw error;
      this.#stats.dropped++;
      this.#refuse(error, kind, id, "dropped");
      return;
    }
    const segment = this.#spool?.append(line, bytes);
    this.#push({ kind, id, line, bytes, segment });
  }

  /** Sends what is queued now, waits up to `timeoutMs` for it to settle, and reports since the last flush. */
  async flush(timeoutMs = 30_000): Promise<FlushResult> {
    this.#urgent++;
    this.#wake?.();
    try {
      await this.#settled(timeoutMs);
    } finally {
      this.#urgent--;
    }
    const report = { ...this.#report, pending: this.#pending() };
    this.#report = emptyReport();
    return report;
  }

  /** The exit hook's close: it may hold the exit up to exitFlushMs (the service away), so it says so first. */
  #closeAtExit(): Promise<FlushResult> {
    const pending = this.#pending();
    const { exitFlushMs } = this.#config;
    if (pending > 0)
      this.#core.tell(
        `flushing ${pending} pending record(s) before the process exits, for at most ${exitFlushMs} ms (background.exitFlushMs)`,
        { pending, exitFlushMs },
      );
    return this.close(exitFlushMs);
  }

  /**
   * Flushes, stops the sender and releases the spool. What is still pending after `timeoutMs`
   * stays in the spool for the next process to replay; without a spool it is dropped, counted and
   * reported to onError.
   */
  async close(timeoutMs = 30_000): Promise<FlushResult> {
    if (this.#closed) return emptyReport(this.#pending());
    const report = await this.flush(timeoutMs);
    this.#closed = true;
    this.#unhook?.();
    this.#wake?.();
    // The sender stops at once, or when the attempt in flight ends.
    await this.#running;
    if (this.#pending() > 0) this.#abandon(this.#queue.splice(0));
    if (this.#spool !== undefined && report.pending > 0) {
      this.#core.log("info", `${report.pending} record(s) left in the spool for the next process`, { pending: report.pending });
    }
    this.#spool?.close();
    return report;
  }

  stats(): DeliveryStats {
    return { ...this.#stats };
  }

  #push(entry: Entry): void {
    this.#queue.push(entry);
    this.#stats.queued++;
    this.#stats.queuedBytes += entry.bytes;
    // A retry's wait is not cut short by new records: only flush and close end it early.
    if (this.#idle || (this.#lingering && this.#queue.length >= this.#config.batchSize)) this.#wake?.();
  }

  #pending(): number {
    return this.#stats.queued + this.#stats.inFlight;
  }

  async #run(): Promise<void> {
    while (!this.#closed) {
      this.#replay();
      if (this.#queue.length === 0) {
        this.#idle = true;
        await this.#sleep(undefined);
        this.#idle = false;
        continue;
      }
      if (this.#queue.length < this.#config.batchSize && this.#urgent === 0) {
        this.#lingering = true;
        await this.#sleep(this.#config.lingerMs);
        this.#lingering = false;
      }
      if (this.#closed) return;
      await this.#send(this.#take());
    }
  }

  /** Moves a crashed process's records into the queue as far as the bound allows. */
  #replay(): void {
    if (this.#spool === undefined || this.#closed) return;
    for (;;) {
      if (this.#replaying === undefined || this.#replaying.next === this.#replaying.lines.length) {
        const recovered = this.#spool.recover();
        this.#replaying = recovered && { ...recovered, next: 0 };
        if (this.#replaying === undefined) return;
      }
      const replaying = this.#replaying;
      const line = replaying.lines[replaying.next]!;
      const bytes = this.#utf8Length(line);
      if (this.#stats.queuedBytes + bytes > this.#config.maxQueueBytes) return;
      replaying.next++;
      this.#stats.replayed++;
      // A score is the line with a score_id (no record kind has one).
      const { score_id: scoreId, record_id: recordId } = JSON.parse(line) as { score_id?: string; record_id: string };
      this.#push({ kind: scoreId === undefined ? "record" : "score", id: scoreId ?? recordId, line, bytes, segment: replaying.ref });
    }
  }

  #take(): Entry[] {
    const batch: Entry[] = [];
    let bytes = 0;
    while (batch.length < this.#config.batchSize && this.#queue.length > 0) {
      const next = this.#queue[0]!;
      if (batch.length > 0 && (bytes + next.bytes > BATCH_LINE_BYTES || next.kind !== batch[0]!.kind)) break;
      batch.push(this.#queue.shift()!);
      bytes += next.bytes;
    }
    this.#stats.queued -= batch.length;
    this.#stats.queuedBytes -= bytes;
    this.#stats.inFlight += batch.length;
    return batch;
  }

  /** Sends one batch until the service answers it; transient failures are retried without end. */
  async #send(batch: Entry[]): Promise<void> {
    await this.#spool?.sync();
    const { operation, member } = BATCHES[batch[0]!.kind];
    const body = `{"${member}":[${batch.map((e) => e.line).join(",")}]}`;
    for (let retry = 0; ; retry++) {
      let error: LedgerError;
      try {
        const ack: BatchAck | ScoreBatchAck = await this.#core.request(operation, {
          params: { agent_id: this.#agentId },
          body,
          retries: 0,
        });
        this.#settle(batch, ack);
        return;
      } catch (caught) {
        error = caught instanceof LedgerError ? caught : errorFor({ code: "network_failed", message: String(caught), cause: caught });
      }
      if (!isRetryable(error)) {
        for (const entry of batch) this.#fail(entry, error);
        return;
      }
      this.#stats.retries++;
      const waitMs = delayMs(this.#core.policy, retry, error);
      this.#core.log("warn", `background batch of ${batch.length} not delivered (${error.code}); retry ${retry + 1} in ${waitMs} ms`, {
        operation,
        retry: retry + 1,
        waitMs,
        code: error.code,
        records: batch.length,
      });
      if (!this.#closed) await this.#sleep(waitMs);
      // Closed while the service is away: the batch stays in the spool, or close() reports it.
      if (this.#closed) return this.#abandon(batch, true);
    }
  }

  #settle(batch: Entry[], ack: BatchAck | ScoreBatchAck): void {
    batch.forEach((entry, i) => {
      const result = ack.results[i];
      if (result === undefined || !("server_ts_utc" in result)) {
        const refusal: { code: string; message: string; details?: ErrorDetails } = result ?? {
          code: "server_5xx",
          message: `the batch answer has no result for this ${entry.kind}`,
        };
        // An older service: records enqueued from now on are stamped as it takes them (this one is refused).
        this.#core.learnVersions(refusal.code, refusal.details);
        this.#fail(entry, errorFor({ code: refusal.code, message: refusal.message, details: refusal.details }));
        return;
      }
      if (result.is_duplicate) {
        this.#stats.duplicates++;
        this.#report.duplicates++;
      } else {
        this.#stats.acked++;
        this.#report.acked++;
      }
      this.#done(entry);
    });
  }

  #fail(entry: Entry, error: LedgerError): void {
    this.#stats.failed++;
    const refusal = { code: error.code as RecordError["code"], message: error.message, details: error.details };
    if (entry.kind === "score") this.#report.failedScores.push({ score_id: entry.id, ...refusal });
    else this.#report.failed.push({ record_id: entry.id, ...refusal });
    this.#refuse(error, entry.kind, entry.id, "refused");
    this.#done(entry);
  }

  #done(entry: Entry): void {
    this.#stats.inFlight--;
    if (entry.segment !== undefined) this.#spool!.settle(entry.segment);
    if (this.#queue.length === 0) this.#replay();
    if (this.#pending() === 0) for (const wake of this.#settledWaiters.splice(0)) wake();
  }

  /** Records given up at close: left to the spool's next process, or (without one) dropped and reported. */
  #abandon(entries: Entry[], inFlight = false): void {
    if (inFlight) this.#stats.inFlight -= entries.length;
    else {
      this.#stats.queued -= entries.length;
      this.#stats.queuedBytes -= entries.reduce((n, e) => n + e.bytes, 0);
    }
    if (this.#spool !== undefined) return;
    for (const entry of entries) {
      this.#stats.dropped++;
      const error = errorFor({ code: "network_failed", message: `${entry.kind} ${entry.id} was not delivered before close()` });
      this.#refuse(error, entry.kind, entry.id, "dropped");
    }
  }

  /** Logs and reports one item given up (onError gets its record_id or score_id), as Python and Go say it: `score <id> refused`. */
  #refuse(error: LedgerError, kind: EntryKind, id: string, what: string): void {
    this.#core.log("error", `${kind} ${id} ${what}: ${error.code}: ${error.message}`, { [BATCHES[kind].idField]: id, code: error.code });
    try {
      this.#config.onError?.(error, id);
    } catch {
      // The hook's failure must not stop delivery.
    }
  }

  /** Waits for `ms` (undefined: until woken); enqueue, flush and close wake it early. */
  #sleep(ms: number | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(done, ms);
      // A linger or a retry wait alone does not keep the process alive: the exit hook flushes.
      (timer as { unref?: () => void } | undefined)?.unref?.();
      this.#wake = done;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    }).then(() => {
      this.#wake = undefined;
    });
  }

  #settled(timeoutMs: number): Promise<void> {
    if (this.#queue.length === 0) this.#replay();
    if (this.#pending() === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.#settledWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

function checkedConfig(config: BackgroundConfig) {
  const merged = { ...DEFAULTS, ...config };
  const { batchSize, lingerMs, maxQueueBytes, onFull, exitFlushMs } = merged;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > LIMITS.batchRecords) {
    throw validationError("background.batchSize", `must be an integer from 1 to ${LIMITS.batchRecords}`);
  }
  if (!(typeof lingerMs === "number" && lingerMs >= 0 && Number.isFinite(lingerMs)))
    throw validationError("background.lingerMs", "must be a number of ms ≥ 0");
  if (!(typeof maxQueueBytes === "number" && maxQueueBytes >= LIMITS.recordBytes)) {
    throw validationError("background.maxQueueBytes", `must be at least ${LIMITS.recordBytes} (one record)`);
  }
  if (onFull !== "raise" && onFull !== "drop") throw validationError("background.onFull", 'must be "raise" or "drop"');
  if (!(typeof exitFlushMs === "number" && exitFlushMs >= 0)) throw validationError("background.exitFlushMs", "must be a number of ms ≥ 0");
  if (config.onError !== undefined && typeof config.onError !== "function")
    throw validationError("background.onError", "must be a function");
  return merged;
}
