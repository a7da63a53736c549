// A score checked offline against its agent's scores log (docs/anchoring.md, "The scores log"):
// its entry is SHA-256 of its RFC 8785 canonical UTF-8 exactly as the service stored and answers
// it, its leaf hash SHA-256(0x00 ‖ entry), as a record's; the checkpoint is the scores log's signed
// note (GET /v1/agents/{agent_id}/scores-log/checkpoint), origin `<log key name>/agents/<agent_id>/scores`,
// signed by the service's log key. Nothing but the score, the proof, the note and the key is needed.
import type { InclusionProof, StoredScore } from "../generated/types/schema.ts";
import { parseCheckpointText, quorumShortfall, scoresLogOrigin, type CheckpointPolicy } from "./checkpoint.ts";
import { leafHash, verifyInclusion } from "./merkle.ts";
import { parseNote, parseVerifierKey, verifyNoteSignature } from "./note.ts";
import { refuse, type Refusal } from "./verification.ts";

export type ScoreVerification = { ok: true; leafIndex: number; treeSize: number } | Refusal;

/** The log key and the witnesses a scores checkpoint must be cosigned by (the service alone signs the scores log: no address). */
export type ScorePolicy = Omit<CheckpointPolicy, "address">;

/**
 * Whether `score` (as the service answers it: GET /v1/scores/{score_id}) is leaf
 * `proof.leaf_index` of its agent's scores log at the checkpoint `checkpoint` (the signed note),
 * and that note is signed by `verifierKey` (the service's log key, GET /v1/log/verifier-key, kept
 * by the verifier) under the origin of that agent's scores log. With a policy instead of the key,
 * the note must also be cosigned by at least `quorum` of its `witnesses` (as verifyCheckpoint's).
 * A failure says which check failed: its code (the same in every SDK) and a reason in words.
 */
export function verifyScore(
  score: StoredScore,
  proof: InclusionProof,
  checkpoint: string,
  trusted: string | ScorePolicy,
): ScoreVerification {
  const { logKey: verifierKey, witnesses = [], quorum = 0 } = typeof trusted === "string" ? { logKey: trusted } : trusted;
  const key = parseVerifierKey(verifierKey);
  if (!key) return refuse("key_invalid", "the verifier key is not an Ed25519 signed-note verifier key");
  const text = parseNote(checkpoint)?.text;
  const fields = text === undefined ? null : parseCheckpointText(text);
  if (!fields) return refuse("checkpoint_malformed", "the checkpoint is not a signed checkpoint note");
  if (!verifyNoteSignature(checkpoint, verifierKey))
    return refuse("signature_invalid", `the checkpoint is not signed by ${key.name}'s log key, or was changed after signing`);
  const shortfall = quorumShortfall(checkpoint, witnesses, quorum);
  if (shortfall !== undefined) return refuse("quorum_unmet", shortfall);
  const origin = scoresLogOrigin(score.agent_id, key.name);
  if (fields.origin !== origin) return refuse("origin_mismatch", `the checkpoint is of the log ${fields.origin}, not ${origin}`);
  if (proof.tree_size !== fields.treeSize)
    return refuse("tree_size_mismatch", `the proof is for a tree of ${proof.tree_size} leaves, the checkpoint of ${fields.treeSize}`);
  // The leaf comes from the score's own bytes; the proof's leaf_hash is only a hint.
  if (!verifyInclusion(leafHash(score), proof.leaf_index, proof.tree_size, proof.audit_path, fields.rootHash)) {
    return refuse(
      "not_included",
      `score ${score.score_id} is not leaf ${proof.leaf_index} of the checkpoint's tree: the score or its proof was changed`,
    );
  }
  return { ok: true, leafIndex: proof.leaf_index, treeSize: proof.tree_size };
}
