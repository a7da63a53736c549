// One record checked offline end to end: its leaf hash from its own bytes, its inclusion proof up
// to a checkpoint's root, and that checkpoint's signature by the agent's anchor wallet. What the
// viewer's "verified" and `trace-ledger verify` rest on.
import type { InclusionProof, StoredRecord } from "../generated/types/schema.ts";
import { verifyCheckpoint, type Checkpoint } from "../protocol/checkpoint.ts";
import { leafHash, verifyInclusion } from "../protocol/merkle.ts";
import { refuse, type Refusal } from "../protocol/verification.ts";

export type RecordVerification = { ok: true; leafIndex: number; treeSize: number } | Refusal;

/**
 * Whether `record` (as getRecord returns it) is leaf `proof.leaf_index` of the log that
 * `checkpoint` commits to, and `checkpoint` is signed by `walletAddress` (the agent's anchor
 * wallet, known to the verifier). A failure says which check failed: its code and, in words, why.
 */
export function verifyRecord(
  record: StoredRecord,
  proof: InclusionProof,
  checkpoint: Checkpoint,
  walletAddress: string,
): RecordVerification {
  if (checkpoint.agent_id !== record.agent_id)
    return refuse("origin_mismatch", `the checkpoint is of agent ${checkpoint.agent_id}, the record of ${record.agent_id}`);
  const refused = checkpointRefusal(proof, checkpoint, walletAddress);
  if (refused) return refused;
  // The leaf comes from the record's own bytes; the proof's leaf_hash is only a hint.
  if (!verifyInclusion(leafHash(record), proof.leaf_index, proof.tree_size, proof.audit_path, checkpoint.root_hash)) {
    return refuse(
      "not_included",
      `record ${record.record_id} is not leaf ${proof.leaf_index} of the checkpoint's tree: the record or its proof was changed`,
    );
  }
  return { ok: true, leafIndex: proof.leaf_index, treeSize: proof.tree_size };
}

/** verifyRecord's and verifyTombstone's checks of the checkpoint: of the proof's tree, signed, and by `walletAddress`. */
export function checkpointRefusal(proof: InclusionProof, checkpoint: Checkpoint, walletAddress: string): Refusal | undefined {
  if (proof.tree_size !== checkpoint.tree_size)
    return refuse("tree_size_mismatch", `the proof is for a tree of ${proof.tree_size} leaves, the checkpoint of ${checkpoint.tree_size}`);
  if (checkpoint.signature === null) return refuse("unsigned", `checkpoint ${checkpoint.tree_size} is not signed yet`);
  if (!verifyCheckpoint(checkpoint, walletAddress))
    return refuse(
      "signature_invalid",
      `checkpoint ${checkpoint.tree_size} is not signed by ${walletAddress}, or was changed after signing`,
    );
  return undefined;
}
