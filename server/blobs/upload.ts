// Storing one blob: the body streams through SHA-256(salt ‖ bytes) into the byte store, chunk by
// chunk, and is catalogued only when the digest matches. The upload is noted before its first
// byte, so bytes of an upload that fails, is cut off or dies with the process are always removed
// (here at once, or by the sweep in blobs/rounds.ts).
import { createHash, randomUUID } from "node:crypto";
import { ApiError } from "../api/errors.ts";
import type { MetricsSink } from "../metrics/sink.ts";
import type { BlobBytes, BlobCatalog, BlobRow } from "../store/blobs.ts";
import { rechunk } from "./bytes.ts";

export interface BlobRoom {
  catalog: BlobCatalog;
  bytes: BlobBytes;
  /** BLOB_MAX_BYTES. */
  maxBytes: number;
  metrics: Pick<MetricsSink, "blobBytes">;
}

export interface Upload {
  agentId: string;
  digest: string;
  salt: Buffer;
  mediaType: string;
  /** Content-Length when the client declared one. */
  declaredBytes: number | undefined;
  body: AsyncIterable<Buffer>;
  /** Told how many bytes of the body the upload holds in memory as that changes (the body budget). */
  hold(bytes: number): void;
}

export const erasedError = (row: Pick<BlobRow, "digest" | "erased_ms">) =>
  new ApiError("blob_erased", `blob ${row.digest} was erased at ${new Date(row.erased_ms!).toISOString()}; its bytes and salt are gone`, {
    erased_at_ms: row.erased_ms!,
  });

/** Stores the blob (created) or finds it stored (not created: the body is left unread). */
export async function storeBlob(room: BlobRoom, upload: Upload, now: number): Promise<{ created: boolean; blob: BlobRow }> {
  const { catalog } = room;
  const existing = await catalog.get(upload.agentId, upload.digest);
  if (existing?.erased_ms != null) throw erasedError(existing);
  if (existing) return { created: false, blob: existing };
  const tooLarge = () =>
    new ApiError("payload_too_large", `the blob exceeds BLOB_MAX_BYTES (${room.maxBytes} bytes)`, { limit: room.maxBytes });
  if (upload.declaredBytes !== undefined && upload.declaredBytes > room.maxBytes) throw tooLarge();

  const contentId = randomUUID();
  await catalog.beginUpload(contentId, upload.agentId, now);
  const hash = createHash("sha256").update(upload.salt);
  let size = 0;
  async function* metered(): AsyncGenerator<Buffer> {
    for await (const chunk of upload.body) {
      size += chunk.length;
      if (size > room.maxBytes) throw tooLarge();
      hash.update(chunk);
      yield chunk;
    }
  }
  const discard = () => room.bytes.remove(contentId).then(() => catalog.endUpload(contentId));
  try {
    await room.bytes.write(contentId, rechunk(metered(), room.bytes.chunkBytes, upload.hold));
    const actual = `sha256:${hash.digest("hex")}`;
    if (actual !== upload.digest) {
      throw new ApiError(
        "digest_mismatch",
        `the ${size} bytes sent, salted with Ledger-Blob-Salt, hash to ${actual}, not ${upload.digest}; nothing was stored`,
        {
          field: "/digest",
          reason: `must be SHA-256(salt ‖ bytes) of the body, here ${actual}`,
        },
      );
    }
    const blob = {
      agent_id: upload.agentId,
      digest: upload.digest,
      content_id: contentId,
      media_type: upload.mediaType,
      size_bytes: size,
      salt: upload.salt,
      stored_ms: now,
    };
    if (await catalog.commitUpload(blob)) {
      room.metrics.blobBytes("stored", size);
      return { created: true, blob: { ...blob, erased_ms: null } };
    }
  } catch (error) {
    // Best effort: what this leaves (say, the database went away) the sweep removes.
    await discard().catch(() => {});
    throw error;
  }
  // A concurrent upload of the same blob was catalogued first: keep its bytes, drop ours.
  await discard().catch(() => {});
  const stored = await catalog.get(upload.agentId, upload.digest);
  if (stored?.erased_ms != null) throw erasedError(stored);
  return { created: false, blob: stored! };
}
