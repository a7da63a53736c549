// Inclusion and consistency proofs from stored complete-subtree nodes: the RFC 6962 ranges a
// proof needs (tree.ts), the O(log n) nodes they are made of read in one query, then hashed. A
// node of a level that is not stored is folded from its children, down to stored ones.
import type { Knex } from "knex";
import { getNodes, nodeId } from "../store/log.ts";
import { consistencyRanges, foldRoot, hashChildren, inclusionRanges, isStoredLevel, rangeNodes, type LeafRange, type NodeKey } from "./tree.ts";

const children = ({ level, index }: NodeKey): [NodeKey, NodeKey] => [
  { level: level - 1, index: 2 * index },
  { level: level - 1, index: 2 * index + 1 },
];

/** The stored nodes a node's hash is made of: itself, or its descendants at the nearest stored level. */
const storedUnder = (key: NodeKey): NodeKey[] => (isStoredLevel(key.level) ? [key] : children(key).flatMap(storedUnder));

async function rangeHashes(knex: Knex, agentId: string, ranges: readonly LeafRange[]): Promise<string[]> {
  const runs = ranges.map(rangeNodes);
  const stored = await getNodes(knex, agentId, runs.flat().flatMap(storedUnder));
  const hashOf = (key: NodeKey): string => {
    if (!isStoredLevel(key.level)) return hashChildren(...(children(key).map(hashOf) as [string, string]));
    const hash = stored.get(nodeId(key.level, key.index));
    if (hash === undefined) throw new Error(`the log of agent ${agentId} lacks node ${nodeId(key.level, key.index)}`);
    return hash;
  };
  return runs.map((run) => foldRoot(run.map(hashOf)));
}

/** PATH(leafIndex, D[treeSize]) as lowercase hex, bottom-up. */
export function auditPath(knex: Knex, agentId: string, leafIndex: number, treeSize: number): Promise<string[]> {
  return rangeHashes(knex, agentId, inclusionRanges(leafIndex, treeSize));
}

/** PROOF(first, D[second]) as lowercase hex; empty when the sizes are equal. */
export function consistencyPath(knex: Knex, agentId: string, first: number, second: number): Promise<string[]> {
  return rangeHashes(knex, agentId, consistencyRanges(first, second));
}
