// Group commit: concurrent submissions share one transaction. A commit costs about the same for
// one row as for fifty, so while `concurrency` transactions are in flight, new submissions wait
// and go together in the next one. At low load nothing waits beyond the optional window.
// Every caller still gets only its own outcomes, after the commit that holds its records.
import { isDatabaseUnavailable } from "../store/errors.ts";
import type { IngestItem, IngestOutcome } from "../store/records.ts";
import type { Ingest } from "./accept.ts";

export interface GroupCommitOptions {
  /** Transactions in flight at once. */
  concurrency: number;
  /** Records per transaction at most. */
  maxItems: number;
  /** Extra wait (ms) for company before a transaction starts; 0 commits as soon as a slot is free. */
  windowMs: number;
}

interface Waiter {
  items: IngestItem[];
  resolve(outcomes: IngestOutcome[]): void;
  reject(error: unknown): void;
}

export function groupCommit(store: Ingest, options: GroupCommitOptions): Ingest {
  let queue: Waiter[] = [];
  let queued = 0;
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Takes up to maxItems records' worth of callers (at least one caller, whatever its size).
  function take(): Waiter[] {
    let count = 0;
    let n = 0;
    while (n < queue.length && (n === 0 || count + queue[n]!.items.length <= options.maxItems)) count += queue[n++]!.items.length;
    const group = queue.slice(0, n);
    queue = queue.slice(n);
    queued -= count;
    return group;
  }

  async function commit(group: Waiter[]): Promise<void> {
    try {
      const outcomes = await store(group.flatMap((w) => w.items));
      let offset = 0;
      for (const waiter of group) {
        waiter.resolve(outcomes.slice(offset, (offset += waiter.items.length)));
      }
    } catch (error) {
      // An outage fails everyone alike; any other failure is retried caller by caller, so a
      // request that breaks a transaction cannot fail its neighbours.
      if (group.length === 1 || isDatabaseUnavailable(error)) group.forEach((w) => w.reject(error));
      else await Promise.all(group.map((w) => store(w.items).then(w.resolve, w.reject)));
    }
  }

  // A further transaction starts only for a sizeable group: many small concurrent commits cost
  // more than one larger one (measured in docs/performance.md).
  const groupWorthAnotherTransaction = Math.ceil(options.maxItems / 10);

  function pump(): void {
    while (
      inFlight < options.concurrency &&
      queue.length > 0 &&
      (inFlight === 0 || queued >= groupWorthAnotherTransaction)
    ) {
      const group = take();
      inFlight++;
      void commit(group).finally(() => {
        inFlight--;
        // Yield to I/O between commits: PGlite runs queries on this thread, and back-to-back
        // commits chained through promises alone would starve sockets and signals.
        setImmediate(schedule);
      });
    }
  }

  function schedule(): void {
    if (queue.length === 0 || timer !== undefined) return;
    if (queued >= options.maxItems || options.windowMs === 0) return pump();
    timer = setTimeout(() => {
      timer = undefined;
      pump();
    }, options.windowMs);
  }

  return (items) =>
    new Promise<IngestOutcome[]>((resolve, reject) => {
      queue.push({ items, resolve, reject });
      queued += items.length;
      schedule();
    });
}
