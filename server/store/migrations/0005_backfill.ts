// Frozen (never edit): the audit paths migration 0005 stores for epochs made before it,
// independent of live code whose behaviour may change. RFC 6962 §2.1.1 PATH(i, D[n]) for every
// leaf of an epoch at once: each subtree's root joins the path of every leaf of its sibling,
// innermost first. O(n log n) hashes in all.
import { createHash } from "node:crypto";

const HASH_BYTES = 32;

const nodeHash = (left: Buffer, right: Buffer) => createHash("sha256").update(Buffer.of(1)).update(left).update(right).digest();

/** Each leaf's audit path (lowercase hex hashes, proof order) in the tree over `leaves` (32-byte hashes concatenated). */
export function epochAuditPaths(leaves: Uint8Array): string[][] {
  const hashes = Array.from({ length: leaves.length / HASH_BYTES }, (_, i) => Buffer.from(leaves.subarray(i * HASH_BYTES, (i + 1) * HASH_BYTES)));
  const paths = hashes.map((): string[] => []);
  const build = (start: number, end: number): Buffer => {
    if (end - start === 1) return hashes[start]!;
    const middle = start + 2 ** Math.floor(Math.log2(end - start - 1));
    const [left, right] = [build(start, middle), build(middle, end)];
    for (let i = start; i < middle; i++) paths[i]!.push(right.toString("hex"));
    for (let i = middle; i < end; i++) paths[i]!.push(left.toString("hex"));
    return nodeHash(left, right);
  };
  if (hashes.length > 0) build(0, hashes.length);
  return paths;
}
