// Inclusion and consistency proofs from stored complete-subtree nodes: the RFC 6962 ranges a
// proof needs (tree.ts), the O(log n) nodes they are made of read in one query, then hashed.
import type { Knex } from "knex";
import { getNodes, nodeId } from "../store/log.ts";
import { consistencyRanges, foldRoot, inclusionRanges, rangeNodes, type LeafRange } from "./tree.ts";

async function rangeHashes(knex: Knex, agentId: string, ranges: readonly LeafRange[]): Promise<string[]> {
  const runs = ranges.map(rangeNodes);
  const nodes = await getNodes(knex, agentId, runs.flat());
  return runs.map((run) =>
    foldRoot(
      run.map((key) => {
        const hash = nodes.get(nodeId(key.level, key.index));
        if (hash === undefined) throw new Error(`the log of agent ${agentId} lacks node ${nodeId(key.level, key.index)}`);
        return hash;
      }),
    ),
  );
}

/** PATH(leafIndex, D[treeSize]) as lowercase hex, bottom-up. */
export function auditPath(knex: Knex, agentId: string, leafIndex: number, treeSize: number): Promise<string[]> {
  return rangeHashes(knex, agentId, inclusionRanges(leafIndex, treeSize));
}

/** PROOF(first, D[second]) as lowercase hex; empty when the sizes are equal. */
export function consistencyPath(knex: Knex, agentId: string, first: number, second: number): Promise<string[]> {
  return rangeHashes(knex, agentId, consistencyRanges(first, second));
}
