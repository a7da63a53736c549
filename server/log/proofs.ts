// Inclusion and consistency proofs from stored complete-subtree nodes: the RFC 6962 ranges a
// proof needs (tree.ts), the O(log n) nodes they are made of read in one query, then hashed.
import type { TreeReader } from "../store/log-store.ts";
import { consistencyRanges, inclusionRanges, rangeHashes } from "./tree.ts";

/** PATH(leafIndex, D[treeSize]) as lowercase hex, bottom-up. */
export function auditPath(store: TreeReader, agentId: string, leafIndex: number, treeSize: number): Promise<string[]> {
  return rangeHashes(inclusionRanges(leafIndex, treeSize), (keys) => store.nodes(agentId, keys), `the log of agent ${agentId}`);
}

/** PROOF(first, D[second]) as lowercase hex; empty when the sizes are equal. */
export function consistencyPath(store: TreeReader, agentId: string, first: number, second: number): Promise<string[]> {
  return rangeHashes(consistencyRanges(first, second), (keys) => store.nodes(agentId, keys), `the log of agent ${agentId}`);
}
