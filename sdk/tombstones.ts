// Erased records (docs/content.md, "Erasing records"): a read of one gives its tombstone, a value
// of its own type (never only an error), told from a record by `isTombstone`. Its digest is still
// the record's log entry, so its proof verifies as the record's did.
import type { InclusionProof, RecordTombstone, StoredRecord } from "../generated/types/schema.ts";
import type { Checkpoint } from "../protocol/checkpoint.ts";
import { leafHashOfDigest, verifyInclusion } from "../protocol/merkle.ts";
import { refuse, type Refusal } from "../protocol/verification.ts";
import { NotFoundError } from "./error-base.ts";
import { checkpointRefusal } from "./verify.ts";

/** A record as reads return it: the stored record, or the tombstone of an erased one. */
export type ReadRecord = StoredRecord | RecordTombstone;

/** Whether a read gave a tombstone (a record never holds `erased_at_ms`: the schema admits no such member). */
export const isTombstone = (read: ReadRecord): read is RecordTombstone => "erased_at_ms" in read;

/** The tombstone a 410 record_erased carries, if `error` is one. */
export function tombstoneOf(error: unknown): RecordTombstone | undefined {
  if (!(error instanceof NotFoundError) || error.code !== "record_erased") return undefined;
  return error.details.tombstone as RecordTombstone | undefined;
}

export type TombstoneVerification = { ok: true; leafIndex: number; treeSize: number } | Refusal;

/**
 * As verifyRecord, for an erased record: its digest is leaf `proof.leaf_index` (the tombstone's
 * `leaf_index`) of the log `checkpoint` commits to, and `checkpoint` is signed by `walletAddress`.
 * A failure says which check failed: its code (the same in every SDK) and, in words, why.
 */
export function verifyTombstone(
  tombstone: RecordTombstone,
  proof: InclusionProof,
  checkpoint: Checkpoint,
  walletAddress: string,
): TombstoneVerification {
  if (proof.leaf_index !== tombstone.leaf_index)
    return refuse("leaf_index_mismatch", `the proof is of leaf ${proof.leaf_index}, the tombstone of leaf ${tombstone.leaf_index}`);
  const refused = checkpointRefusal(proof, checkpoint, walletAddress);
  if (refused) return refused;
  // The leaf its record had: SHA-256(0x00 ‖ digest).
  const leaf = leafHashOfDigest(tombstone.digest);
  if (leaf === null || !verifyInclusion(leaf, proof.leaf_index, proof.tree_size, proof.audit_path, checkpoint.root_hash)) {
    return refuse("not_included", `erased record ${tombstone.record_id}'s digest is not leaf ${proof.leaf_index} of the checkpoint's tree`);
  }
  return { ok: true, leafIndex: proof.leaf_index, treeSize: proof.tree_size };
}
