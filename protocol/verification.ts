// Why an offline verifier (verifyRecord, verifyTombstone, verifyScore) refused: a stable code,
// the same in the three SDKs and asserted by the shared vectors, beside a reason in words that
// names the values. A caller branches on the code; the reason is for people.

/** Each kind of refusal, one per check, in the order the verifiers make them. */
export type VerificationCode =
  /** The verifier key given is not an Ed25519 signed-note verifier key. */
  | "key_invalid"
  /** The checkpoint is not a checkpoint note (origin, size, root) with signature lines. */
  | "checkpoint_malformed"
  /** The checkpoint, or the proof, is of another agent's or another kind of log. */
  | "origin_mismatch"
  /** The proof is of another leaf than the one the tombstone names. */
  | "leaf_index_mismatch"
  /** The proof is for a tree of another size than the checkpoint's. */
  | "tree_size_mismatch"
  /** The checkpoint has no signature yet. */
  | "unsigned"
  /** The checkpoint is not signed by the key or wallet the verifier trusts, or was changed after signing. */
  | "signature_invalid"
  /** Fewer of the trusted witnesses cosigned the checkpoint than the quorum asks (or the quorum cannot be met). */
  | "quorum_unmet"
  /** The entry is not the proof's leaf under the checkpoint's root: the entry or its proof was changed. */
  | "not_included";

/** A verifier's refusal. */
export interface Refusal {
  ok: false;
  code: VerificationCode;
  reason: string;
}

export const refuse = (code: VerificationCode, reason: string): Refusal => ({ ok: false, code, reason });
