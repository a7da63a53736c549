// An epoch's Merkle tree (RFC 6962 §2.1) with every leaf's audit path, computed once when the
// epoch is made: O(n log n) hashes in all, so that a checkpoint read is a row, not a rebuild.
import { hashChildren, rootHash } from "../../sdk/merkle.ts";

export interface EpochTree {
  root: Uint8Array;
  /** PATH(i, D[n]) for each leaf i, leaf order. */
  auditPaths: Uint8Array[][];
}

/** The root and every audit path of a tree over `leaves` (leaf hashes; at least one). */
export function epochTree(leaves: readonly Uint8Array[]): EpochTree {
  if (leaves.length === 0) return { root: rootHash(leaves), auditPaths: [] };
  const auditPaths = leaves.map((): Uint8Array[] => []);
  // The RFC's recursion, bottom-up per subtree: each subtree's root joins the path of every leaf
  // of its sibling, so the paths grow innermost first, as PATH lists them.
  const build = (start: number, end: number): Uint8Array => {
    if (end - start === 1) return leaves[start]!;
    const middle = start + 2 ** Math.floor(Math.log2(end - start - 1));
    const left = build(start, middle);
    const right = build(middle, end);
    for (let i = start; i < middle; i++) auditPaths[i]!.push(right);
    for (let i = middle; i < end; i++) auditPaths[i]!.push(left);
    return hashChildren(left, right);
  };
  return { root: build(0, leaves.length), auditPaths };
}
