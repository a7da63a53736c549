// Bytes on their way to a byte store (store/blobs.ts's BlobBytes): cut to the pieces it takes.

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
