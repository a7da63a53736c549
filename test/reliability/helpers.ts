// Shared by the reliability suite: what clients were told (acks per record), what the database
// holds, and the checks that tie the two together.
import { expect } from "vitest";
import type { RecordAck, RecordError, TraceRecord } from "../../generated/types/schema.ts";
import type { Database } from "../../server/store/db.ts";
import { LedgerClient, type RetryConfig } from "../../sdk/index.ts";
import { queryRows } from "../support/processes.ts";

export type Result = RecordAck | RecordError;

export const isAck = (result: Result): result is RecordAck => "server_ts_utc" in result;

/** Every acknowledgement clients received, per record_id. */
export class AckLedger {
  readonly acks = new Map<string, RecordAck[]>();
  readonly errors: RecordError[] = [];

  note(result: Result): void {
    if (!isAck(result)) {
      this.errors.push(result);
      return;
    }
    const seen = this.acks.get(result.record_id);
    if (seen) seen.push(result);
    else this.acks.set(result.record_id, [result]);
  }

  get ackCount(): number {
    let n = 0;
    for (const acks of this.acks.values()) n += acks.length;
    return n;
  }

  /** Acks that said "stored now" rather than "already stored". */
  get firstAcks(): number {
    let n = 0;
    for (const acks of this.acks.values()) n += acks.filter((ack) => !ack.is_duplicate).length;
    return n;
  }
}

/** record_id → server_ts_utc of an agent's stored rows; fails if any record_id is there twice. */
export async function storedRecords(db: Database, agentId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ record_id: string; server_ts_utc: number }>(
    db,
    "select record_id, server_ts_utc from records where agent_id = ?",
    [agentId],
  );
  const stored = new Map(rows.map((row) => [row.record_id, Number(row.server_ts_utc)]));
  expect(stored.size, "one row per record_id").toBe(rows.length);
  return stored;
}

/**
 * What every client was told holds in the database: each acknowledged record is stored exactly
 * once, with the server_ts_utc of every ack it got.
 */
export function expectAcksStored(ledger: AckLedger, stored: ReadonlyMap<string, number>): void {
  const lost = [...ledger.acks.keys()].filter((recordId) => !stored.has(recordId));
  expect(lost, "acknowledged but not stored").toEqual([]);
  const mismatched = [...ledger.acks].filter(([recordId, acks]) => acks.some((ack) => ack.server_ts_utc !== stored.get(recordId)));
  expect(mismatched, "acks whose server_ts_utc differs from the stored row").toEqual([]);
}

/**
 * Runs `count` loops concurrently until each returns. Once one fails, `failed()` turns true so
 * the others can stop early, and the first failure is thrown when all have stopped.
 */
export async function concurrently(count: number, loop: (worker: number, failed: () => boolean) => Promise<void>): Promise<void> {
  let failure: { error: unknown } | undefined;
  await Promise.all(
    Array.from({ length: count }, (_, worker) =>
      loop(worker, () => failure !== undefined).catch((error: unknown) => {
        failure ??= { error };
      }),
    ),
  );
  if (failure) throw failure.error;
}

/** Takes work items from `items` in `count` concurrent loops, stopping all once one fails. */
export async function drain<T>(items: readonly T[], count: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items].reverse();
  await concurrently(count, async (_, failed) => {
    for (let item = queue.pop(); item !== undefined && !failed(); item = queue.pop()) await work(item);
  });
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true (or throws after `timeoutMs`); a probe that throws counts as false. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** Transport outcomes an SDK client met on the wire, by HTTP status or "network". */
export interface WireCounts {
  attempts: number;
  byOutcome: Map<string, number>;
}

/**
 * An SDK client bound to `agentId` at `endpoint`, with a transport that counts every attempt's
 * outcome, and retries generous enough to ride out a restart.
 */
export function countingClient(endpoint: string, owner: { apiKey: string; agentId: string }, retry: RetryConfig) {
  const wire: WireCounts = { attempts: 0, byOutcome: new Map() };
  const count = (outcome: string) => wire.byOutcome.set(outcome, (wire.byOutcome.get(outcome) ?? 0) + 1);
  const client = new LedgerClient({
    apiKey: owner.apiKey,
    agentId: owner.agentId,
    endpoint,
    retry,
    timeoutMs: 10_000,
    httpTransport: async (url, init) => {
      wire.attempts++;
      try {
        const response = await fetch(url, init);
        count(String(response.status));
        return response;
      } catch (error) {
        count("network");
        throw error;
      }
    },
  });
  return { client, wire };
}

/** A steady load of batches from concurrent SDK loops, running until `stop()`. */
export interface BatchLoad {
  readonly ledger: AckLedger;
  /** Every record handed to the SDK so far. */
  readonly submitted: TraceRecord[];
  /** Batches acknowledged so far. */
  acknowledged(): number;
  /** Batches sent but not answered yet. */
  inFlight(): number;
  /** Resolves once `count` more batches than now have been acknowledged; rejects if the load failed. */
  more(count: number, timeoutMs?: number): Promise<void>;
  /** Lets the running batches finish and starts no more; rejects with the first failure. */
  stop(): Promise<void>;
}

export function batchLoad(
  client: LedgerClient,
  options: { workers: number; batchSize: number; record: (index: number) => TraceRecord },
): BatchLoad {
  const ledger = new AckLedger();
  const submitted: TraceRecord[] = [];
  let acknowledged = 0;
  let inFlight = 0;
  let stopping = false;
  let failure: unknown;
  const done = concurrently(options.workers, async (_, failed) => {
    while (!stopping && !failed()) {
      const batch = Array.from({ length: options.batchSize }, () => options.record(submitted.length));
      submitted.push(...batch);
      inFlight++;
      try {
        (await client.submitBatch(batch)).results.forEach((result) => ledger.note(result));
        acknowledged++;
      } finally {
        inFlight--;
      }
    }
  });
  done.catch((error: unknown) => (failure ??= error ?? new Error("load failed")));
  return {
    ledger,
    submitted,
    acknowledged: () => acknowledged,
    inFlight: () => inFlight,
    async more(count, timeoutMs = 60_000) {
      const target = acknowledged + count;
      const deadline = Date.now() + timeoutMs;
      while (acknowledged < target) {
        if (failure !== undefined) throw failure;
        if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${target} batches acknowledged`);
        await sleep(2);
      }
    },
    async stop() {
      stopping = true;
      await done;
    },
  };
}

/** One line of figures for the run log (docs/reliability.md quotes them). */
export function reportFigures(test: string, figures: Record<string, unknown>): void {
  console.info(`[reliability] ${test}: ${JSON.stringify(figures)}`);
}
