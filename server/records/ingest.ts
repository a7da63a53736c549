// The ingest transaction (docs/anchoring.md): the records' agents' log sequences locked first,
// then the records inserted, each new one with the next leaf index of its agent's log, in item
// order — so leaf order is each agent's trace order across replicas and crashes. The tree over
// the leaves is integrated later, off this path (log/append.ts).
import type { Database } from "../store/db.ts";
import { isDeadlock } from "../store/errors.ts";
import { sequencesOn } from "../store/log-store.ts";
import { insertRecords, storedReferences, type IngestItem, type IngestOutcome } from "../store/records.ts";
import { inStatementTransaction } from "../store/statements.ts";

// Calls that overlap heavily (group commits of retried submissions on several replicas) can
// deadlock again on a retry; a random pause lets the survivors commit first.
const DEADLOCK_ATTEMPTS = 8;
const DEADLOCK_BACKOFF_MS = 10;

/** Stores a batch of records (store/records.ts insertRecords) and sequences the new ones in their logs, in one transaction. */
export async function ingest(db: Database, items: readonly IngestItem[]): Promise<IngestOutcome[]> {
  if (items.length === 0) return [];
  const stored = await storedReferences(db, items);
  // Logs are locked in agent order, but a deadlock with other work stays possible; PostgreSQL
  // aborts one side, and running it again is safe because nothing of it was committed.
  for (let attempt = 1; ; attempt++) {
    try {
      return await inStatementTransaction(db, async (run) => {
        const store = sequencesOn(run, "records");
        const nextLeaf = await store.lockSequences(items.map((item) => item.agentId));
        const outcomes = await insertRecords(run, items, stored, nextLeaf);
        await store.setSequences(nextLeaf);
        return outcomes;
      });
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * DEADLOCK_BACKOFF_MS * 2 ** attempt));
    }
  }
}
