// Erasing records (docs/content.md, "Erasing records"): the store's transactions make the
// tombstones (store/erasure.ts); then the bytes of the blobs erased with them are removed, and
// reads of the agent go to the primary until a standby has replayed the erasure.
import { removeErasedBlobs } from "../blobs/erase.ts";
import type { BlobRoom } from "../blobs/upload.ts";
import type { Database } from "../store/db.ts";
import {
  eraseRecords,
  eraseSessionChunk,
  SESSION_CHUNK,
  sessionErasure,
  sessionTombstones,
  type Erasure,
  type Tombstone,
} from "../store/erasure.ts";

/** What an erasure reaches: the database, and the blob room whose bytes it removes. */
export interface ErasureRoom {
  db: Database;
  blobs: BlobRoom;
}

/** The tombstones of the records asked for that the agent holds; the bytes of blobs erased with them are removed. */
export async function erase(
  services: ErasureRoom,
  agentId: string,
  recordIds: readonly string[],
  now: number,
): Promise<{ tombstones: Tombstone[]; erased: number }> {
  const erasure = await eraseRecords(services.db, agentId, recordIds, now);
  await settle(services, agentId, erasure);
  return erasure;
}

/**
 * Erases every record the session held when asked, a chunk per transaction (memory and each
 * transaction bounded, whatever its size); interrupted, asking again goes on from the first record
 * not yet erased. Its tombstones' count and last erasure time; null when the agent holds no record of it.
 */
export async function eraseSession(
  services: ErasureRoom,
  agentId: string,
  sessionId: string,
  now: number,
): Promise<{ count: number; lastErasedMs: number } | null> {
  const at = await sessionErasure(services.db, agentId, sessionId);
  if (at === null) return null;
  for (;;) {
    const erasure = await eraseSessionChunk(services.db, agentId, sessionId, at, now);
    await settle(services, agentId, erasure);
    if (erasure.erased < SESSION_CHUNK) return sessionTombstones(services.db, agentId, sessionId);
  }
}

async function settle(services: ErasureRoom, agentId: string, erasure: Erasure): Promise<void> {
  if (erasure.erased > 0) await services.db.reads.wrote([agentId]);
  await removeErasedBlobs(services.blobs, erasure.blobs);
}
