// Erasing records (docs/content.md, "Erasing records"): the store's transaction makes the
// tombstones (store/erasure.ts); then the bytes of the blobs it erased with them are removed, and
// reads of the agent go to the primary until a standby has replayed the erasure.
import { removeErasedBlobs } from "../blobs/erase.ts";
import type { Services } from "../services.ts";
import { eraseRecords, type Erasing, type Tombstone } from "../store/erasure.ts";

/** The tombstones of the records asked for that the agent holds; the bytes of blobs erased with them are removed. */
export async function erase(services: Pick<Services, "db" | "blobs">, agentId: string, erasing: Erasing, now: number): Promise<{ tombstones: Tombstone[]; erased: number }> {
  const erasure = await eraseRecords(services.db, agentId, erasing, now);
  if (erasure.erased > 0) await services.db.reads.wrote([agentId]);
  await removeErasedBlobs(services.blobs, erasure.blobs);
  return erasure;
}
