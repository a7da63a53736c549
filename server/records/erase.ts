// Erasing records (docs/content.md, "Erasing records"): the store's transaction makes the
// tombstones (store/erasure.ts); then the bytes of the blobs it erased with them are removed, and
// reads of the agent go to the primary until a standby has replayed the erasure.
import { removeErasedBlobs } from "../blobs/erase.ts";
import type { BlobRoom } from "../blobs/upload.ts";
import type { Database } from "../store/db.ts";
import { eraseRecords, type Erasing, type Tombstone } from "../store/erasure.ts";

/** The tombstones of the records asked for that the agent holds; the bytes of blobs erased with them are removed. */
/** What an erasure reaches: the database, and the blob room whose bytes it removes. */
export interface ErasureRoom {
  db: Database;
  blobs: BlobRoom;
}

export async function erase(services: ErasureRoom, agentId: string, erasing: Erasing, now: number): Promise<{ tombstones: Tombstone[]; erased: number }> {
  const erasure = await eraseRecords(services.db, agentId, erasing, now);
  if (erasure.erased > 0) await services.db.reads.wrote([agentId]);
  await removeErasedBlobs(services.blobs, erasure.blobs);
  return erasure;
}
