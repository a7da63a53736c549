// The ingest transaction (docs/anchoring.md): the records' agents' logs locked first, then the
// records inserted, then the new ones appended as leaves, in item order — so leaf order is each
// agent's trace order across replicas and crashes.
import { appendRecords, lockLogs } from "../log/append.ts";
import { inTransaction, type Database } from "../store/db.ts";
import { isDeadlock } from "../store/errors.ts";
import { logStoreIn } from "../store/log-store.ts";
import { insertRecords, storedReferences, type IngestItem, type IngestOutcome } from "../store/records.ts";

// Calls that overlap heavily (group commits of retried submissions on several replicas) can
// deadlock again on a retry; a random pause lets the survivors commit first.
const DEADLOCK_ATTEMPTS = 8;
const DEADLOCK_BACKOFF_MS = 10;

/** Stores a batch of records (store/records.ts insertRecords) and logs the new ones, in one transaction. */
export async function ingest(db: Database, items: readonly IngestItem[]): Promise<IngestOutcome[]> {
  if (items.length === 0) return [];
  const stored = await storedReferences(db, items);
  // Logs are locked in agent order, but a deadlock with other work stays possible; PostgreSQL
  // aborts one side, and running it again is safe because nothing of it was committed.
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, async (trx) => {
        const store = logStoreIn(trx);
        const logs = await lockLogs(store, items.map((item) => item.agentId));
        const outcomes = await insertRecords(trx, items, stored);
        const added = items.filter((_, index) => outcomes[index]!.kind === "stored");
        await appendRecords(store, logs, added.map(({ agentId, recordId, entry, leafHash }) => ({ agentId, recordId, entry, leafHash })));
        return outcomes;
      });
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * DEADLOCK_BACKOFF_MS * 2 ** attempt));
    }
  }
}
