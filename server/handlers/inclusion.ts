// An inclusion proof of a row (a record, a score) in its agent's log, as both logs answer it: only
// within what a checkpoint of that log signs (by default its latest), else 409 not_checkpointed.
import type { InclusionProof } from "../../generated/types/schema.ts";
import { ApiError } from "../api/errors.ts";
import { auditPath } from "../log/proofs.ts";
import type { CheckpointStore, SignedCheckpointRow, TreeReader } from "../store/log-store.ts";

/** The size of the agent's latest checkpoint of the log: proofs are only given within what a checkpoint signs. */
export async function checkpointedSize(checkpoints: CheckpointStore<SignedCheckpointRow>, agentId: string): Promise<number> {
  return (await checkpoints.latestCheckpoint(agentId))?.tree_size ?? 0;
}

/** How a refusal names a log's leaves, and says how a checkpoint comes. */
export interface LogWords {
  leaves: "records" | "scores";
  cut: string;
}

export const notCheckpointed = (what: string, size: number, words: LogWords) =>
  new ApiError("not_checkpointed", `${what} is not covered by a checkpoint yet (the latest covers ${size} ${words.leaves}): ${words.cut}`);

/**
 * The proof of leaf `leaf` (sequenced) of the agent's log, against the tree of `treeSize` leaves
 * (the latest checkpoint's when undefined); `what` names the row in a refusal.
 */
export async function inclusionProof(
  log: { tree: TreeReader; checkpoints: CheckpointStore<SignedCheckpointRow> },
  agentId: string,
  leaf: { index: number; hash: string },
  treeSize: number | undefined,
  what: string,
  words: LogWords,
): Promise<InclusionProof> {
  const checkpointed = await checkpointedSize(log.checkpoints, agentId);
  const size = treeSize ?? checkpointed;
  if (size > checkpointed) throw notCheckpointed(`tree size ${size}`, checkpointed, words);
  if (leaf.index >= size) throw notCheckpointed(`${what} (leaf ${leaf.index}) in a tree of ${size}`, checkpointed, words);
  return {
    leaf_index: leaf.index,
    tree_size: size,
    leaf_hash: leaf.hash,
    audit_path: await auditPath(log.tree, agentId, leaf.index, size),
  };
}
