// The narrow interface a blob byte store implements (PostgreSQL chunk rows in store/blobs.ts, S3
// objects in blobs/s3.ts). It holds bytes under content ids and knows nothing of digests, agents
// or erasure: the catalogue (store/blobs.ts) and the upload flow (blobs/upload.ts) own those.
export interface BlobBytes {
  /** write() is given chunks of exactly this many bytes (the last may be shorter). */
  readonly chunkBytes: number;
  /** Stores the chunks under `contentId`; throws (leaving what it wrote for remove()) if they fail. */
  write(contentId: string, chunks: AsyncIterable<Buffer>): Promise<void>;
  /** Bytes [start, end) of a content written whole; end ≤ its length. */
  read(contentId: string, start: number, end: number): AsyncIterable<Buffer>;
  /** Removes whatever was written under `contentId`, whole or partial; nothing there is fine. */
  remove(contentId: string): Promise<void>;
}

/**
 * Cuts a stream of buffers into pieces of exactly `size` bytes (the last may be shorter), holding
 * one piece at a time; `hold` is told how many bytes that is as it changes (it may throw to stop).
 */
export async function* rechunk(source: AsyncIterable<Buffer>, size: number, hold: (bytes: number) => void): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (let data of source) {
    while (pendingBytes + data.length >= size) {
      const take = size - pendingBytes;
      pending.push(data.subarray(0, take));
      hold(size);
      yield Buffer.concat(pending, size);
      data = data.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (data.length > 0) {
      pending.push(data);
      pendingBytes += data.length;
    }
    hold(pendingBytes);
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}
