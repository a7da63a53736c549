// Erasure (docs/content.md): the catalogue forgets the salt and marks the blob erased first, so
// from that instant nothing serves it; then the bytes are removed. Bytes an interrupted erasure or
// upload left behind are found and removed by sweep(), which the background round runs.
import { erasedError, type BlobRoom } from "./upload.ts";
import { notFound } from "../api/errors.ts";

/** Erases one blob; its erasure time. A blob erased before answers blob_erased, a missing one not_found. */
export async function eraseBlob(room: BlobRoom, agentId: string, digest: string, now: number): Promise<number> {
  const erased = await room.catalog.markErased(agentId, digest, now);
  if (!erased) {
    const row = await room.catalog.get(agentId, digest);
    throw row ? erasedError(row) : notFound("blob");
  }
  await removeErased(room, erased.content_id!);
  room.metrics.blobBytes("erased", erased.size_bytes);
  return now;
}

/**
 * Removes the bytes of blobs already marked erased (a record's erasure marks those it alone
 * attached, in its transaction: store/erasure.ts). A crash before this leaves them to sweep().
 */
export async function removeErasedBlobs(room: BlobRoom, blobs: readonly { contentId: string; sizeBytes: number }[]): Promise<void> {
  for (const blob of blobs) {
    await removeErased(room, blob.contentId);
    room.metrics.blobBytes("erased", blob.sizeBytes);
  }
}

async function removeErased(room: BlobRoom, contentId: string): Promise<void> {
  await room.bytes.remove(contentId);
  await room.catalog.forgetContent(contentId);
}

const BATCH = 100;

/**
 * Removes the bytes of uploads begun before `tornBefore` and never finished, and of erasures
 * whose removal did not complete. Returns how many contents it removed.
 */
export async function sweep(room: BlobRoom, tornBefore: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const { torn, erased } = await room.catalog.leftoverContent(tornBefore, BATCH);
    for (const contentId of torn) {
      await room.bytes.remove(contentId);
      await room.catalog.endUpload(contentId);
    }
    for (const contentId of erased) await removeErased(room, contentId);
    removed += torn.length + erased.length;
    if (torn.length < BATCH && erased.length < BATCH) return removed;
  }
}

type Batch = (limit: number) => Promise<{ agent_id: string; digest: string }[]>;

/** Erases every blob stored before `cutoff` (BLOB_RETENTION_DAYS); returns how many. */
export function eraseExpired(room: BlobRoom, cutoff: number, now: number, stopped: () => boolean): Promise<number> {
  return eraseBatches(room, (limit) => room.catalog.expiredBlobs(cutoff, limit), now, stopped, Infinity);
}

/**
 * Erases blobs stored before `cutoff` that no record names (an upload whose record was never
 * stored), at most `most` in one call so a round stays bounded; returns how many.
 */
export function eraseOrphans(room: BlobRoom, cutoff: number, now: number, stopped: () => boolean, most: number): Promise<number> {
  return eraseBatches(room, (limit) => room.catalog.orphanBlobs(cutoff, limit), now, stopped, most);
}

async function eraseBatches(room: BlobRoom, next: Batch, now: number, stopped: () => boolean, most: number): Promise<number> {
  let erased = 0;
  let seen = 0;
  while (!stopped() && seen < most) {
    const limit = Math.min(BATCH, most - seen);
    const batch = await next(limit);
    seen += batch.length;
    for (const { agent_id, digest } of batch) {
      const row = await room.catalog.markErased(agent_id, digest, now);
      if (row) {
        await removeErased(room, row.content_id!);
        room.metrics.blobBytes("erased", row.size_bytes);
        erased += 1;
      }
    }
    if (batch.length < limit) break;
  }
  return erased;
}
