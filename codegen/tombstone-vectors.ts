// test/vectors/tombstone-proofs.json: what every SDK's verifyTombstone must answer (docs/content.md,
// "Erasing records"). The anchoring vectors' log with a record erased: its tombstone keeps the
// record's digest and leaf, so the record's proof and the signed checkpoint still verify it. Each
// case is valid, or changed in one place and refused with the code it names; the reason is the
// TypeScript reference's, which every SDK words alike.
import type { Checkpoint, InclusionProof, RecordTombstone, StoredRecord } from "../generated/types/schema.ts";
import { recordDigest } from "../protocol/merkle.ts";
import type { VerificationCode } from "../protocol/verification.ts";
import { verifyTombstone } from "../sdk/tombstones.ts";
import { anchoredLog, flip, highSTwin } from "./anchoring-vectors.ts";

const ERASED_AT_MS = 1_795_000_100_000;

const tombstoneOf = (record: StoredRecord, leafIndex: number): RecordTombstone => ({
  record_id: record.record_id,
  session_id: record.session_id,
  behavior: record.behavior,
  server_ts_utc: record.server_ts_utc,
  leaf_index: leafIndex,
  digest: recordDigest(record),
  erased_at_ms: ERASED_AT_MS,
});

interface Case {
  name: string;
  tombstone: RecordTombstone;
  proof: InclusionProof;
  checkpoint: Checkpoint;
  address: string;
  /** The refusal the case is made to cause; none for a valid case. */
  code?: VerificationCode;
}

export function tombstoneVectors(): object[] {
  const { records, checkpoint, proofOf, address, otherAddress } = anchoredLog();
  const [r2, r3, r4] = [records[2]!, records[3]!, records[4]!];
  const base = { tombstone: tombstoneOf(r2, 2), proof: proofOf(2), checkpoint, address };
  const changed = (name: string, code: VerificationCode, change: Partial<Case>): Case => ({ name, ...base, ...change, code });
  const cases: Case[] = [
    { name: "record 2, erased: its digest is leaf 2 of the signed checkpoint", ...base },
    { name: "record 3 (non-ASCII text), erased", ...base, tombstone: tombstoneOf(r3, 3), proof: proofOf(3) },
    changed("a changed digest (record 4's)", "not_included", { tombstone: { ...base.tombstone, digest: recordDigest(r4) } }),
    changed("a digest that is not hex", "not_included", { tombstone: { ...base.tombstone, digest: "not hex" } }),
    // The same digest in upper case: a digest is 64 lower-case hex digits in every SDK.
    changed("its digest in upper-case hex", "not_included", {
      tombstone: { ...base.tombstone, digest: base.tombstone.digest.toUpperCase() },
    }),
    changed("a changed leaf index", "leaf_index_mismatch", { tombstone: { ...base.tombstone, leaf_index: 3 } }),
    changed("the leaf index and proof of another record", "not_included", {
      tombstone: { ...base.tombstone, leaf_index: 4 },
      proof: proofOf(4),
    }),
    changed("a changed audit path hash", "not_included", {
      proof: { ...base.proof, audit_path: [flip(base.proof.audit_path[0]!), ...base.proof.audit_path.slice(1)] },
    }),
    changed("a proof for another tree size", "tree_size_mismatch", { proof: { ...base.proof, tree_size: checkpoint.tree_size - 1 } }),
    changed("another wallet expected", "signature_invalid", { address: otherAddress }),
    changed("no expected address", "signature_invalid", { address: "" }),
    changed("a checkpoint naming another signer", "signature_invalid", { checkpoint: { ...checkpoint, signer_address: otherAddress } }),
    changed("an unsigned checkpoint", "unsigned", { checkpoint: { ...checkpoint, signature: null } }),
    changed("a checkpoint with the high-s twin of its signature", "signature_invalid", {
      checkpoint: { ...checkpoint, signature: highSTwin(checkpoint.signature!) },
    }),
    changed("a checkpoint with a changed root", "signature_invalid", {
      checkpoint: { ...checkpoint, root_hash: flip(checkpoint.root_hash) },
    }),
  ];
  return cases.map(({ code, ...given }) => {
    const verdict = verifyTombstone(given.tombstone, given.proof, given.checkpoint, given.address);
    // A case refused for another reason than it was made for would test the wrong check.
    if (verdict.ok !== (code === undefined) || (!verdict.ok && verdict.code !== code))
      throw new Error(`codegen: tombstone vector "${given.name}" gives ${JSON.stringify(verdict)}, not ${code ?? "ok"}`);
    return { ...given, valid: verdict.ok, ...(!verdict.ok && { code: verdict.code, reason: verdict.reason }) };
  });
}
