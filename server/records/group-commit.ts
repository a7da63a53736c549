// Group commit: concurrent submissions share one transaction. A commit costs about the same for
// one row as for fifty, so while `concurrency` transactions are in flight, new submissions wait
// and go together in the next one. At low load nothing waits beyond the optional window.
// Every caller still gets only its own outcomes, after the commit that holds its items.
// Records and scores each have one (write-path.ts): an item is one record or one score.
// A transaction that stores records locks their agents' logs until it commits (store/log.ts), so
// two transactions of one agent cannot overlap in the database anyway: here they do not overlap
// either (nor do two of one agent's score transactions, whose keys could otherwise deadlock). A
// caller whose agent is in flight waits in the queue, where it merges into that agent's next
// transaction, instead of holding a connection while it waits on the lock.
// A heavy caller (HEAVY_BYTES of records or more) commits alone, one heavy transaction at a time,
// and light callers start a transaction of their own beside it: one owner's large records never
// hold another's small writes in their transaction or their queue (issue 33: batches of ~50 KB
// records took another owner's median write from 15 ms to 3 s).
import { isDatabaseUnavailable } from "../store/errors.ts";
import { noMetrics, type MetricsSink } from "../metrics/sink.ts";

export interface GroupCommitOptions {
  /** Transactions in flight at once. */
  concurrency: number;
  /** Items per transaction at most. */
  maxItems: number;
  /** Extra wait (ms) for company before a transaction starts; 0 commits as soon as a slot is free. */
  windowMs: number;
}

/** Bytes of record bodies from which a caller commits alone (~5 records at the text members' limits). */
export const HEAVY_BYTES = 256 * 1024;

/** What group commit reads of an item: whose transaction it waits for, and its stored text's size. */
export interface Committable {
  agentId: string;
  body: string;
}

/** Stores items in one transaction; outcomes line up with the items. */
export type Commit<I extends Committable, O> = (items: I[]) => Promise<O[]>;

interface Waiter<I, O> {
  items: I[];
  agents: string[];
  heavy: boolean;
  resolve(outcomes: O[]): void;
  reject(error: unknown): void;
}

export function groupCommit<I extends Committable, O>(
  store: Commit<I, O>,
  options: GroupCommitOptions,
  metrics: Pick<MetricsSink, "ingestBatch" | "ingestQueued"> = noMetrics,
): Commit<I, O> {
  let queue: Waiter<I, O>[] = [];
  let queued = 0;
  let inFlight = 0;
  let heavyInFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const busy = new Set<string>(); // agents with a transaction in flight

  // Takes, in arrival order, callers none of whose agents is in flight, up to maxItems items
  // (at least one caller, whatever its size); a heavy caller only alone, and only while no heavy
  // transaction is in flight. Once a caller is passed over, later callers of its agents are too,
  // so each agent's callers commit in arrival order.
  function take(): Waiter<I, O>[] {
    const blocked = new Set(busy);
    const group: Waiter<I, O>[] = [];
    const rest: Waiter<I, O>[] = [];
    let count = 0;
    for (const waiter of queue) {
      const fits = waiter.heavy
        ? group.length === 0 && !heavyInFlight
        : (group.length === 0 || count + waiter.items.length <= options.maxItems) && !group[0]?.heavy;
      if (fits && !waiter.agents.some((agent) => blocked.has(agent))) {
        group.push(waiter);
        count += waiter.items.length;
      } else {
        rest.push(waiter);
        for (const agent of waiter.agents) blocked.add(agent);
      }
    }
    queue = rest;
    queued -= count;
    metrics.ingestQueued(queued);
    return group;
  }

  async function commit(group: Waiter<I, O>[]): Promise<void> {
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

  // Light callers never wait for a slot behind a heavy transaction alone.
  function pump(): void {
    while (
      inFlight < options.concurrency &&
      queue.length > 0 &&
      (inFlight === (heavyInFlight ? 1 : 0) || queued >= groupWorthAnotherTransaction)
    ) {
      const group = take();
      if (group.length === 0) return; // every queued caller waits for its agent's (or the heavy) transaction
      const agents = new Set(group.flatMap((waiter) => waiter.agents));
      const heavy = group[0]!.heavy;
      for (const agent of agents) busy.add(agent);
      inFlight++;
      metrics.ingestBatch(group.reduce((sum, waiter) => sum + waiter.items.length, 0));
      if (heavy) heavyInFlight = true;
      void commit(group).finally(() => {
        for (const agent of agents) busy.delete(agent);
        inFlight--;
        if (heavy) heavyInFlight = false;
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
    new Promise<O[]>((resolve, reject) => {
      const bytes = items.reduce((sum, item) => sum + item.body.length, 0);
      queue.push({ items, agents: [...new Set(items.map((item) => item.agentId))], heavy: bytes >= HEAVY_BYTES, resolve, reject });
      queued += items.length;
      metrics.ingestQueued(queued);
      schedule();
    });
}
