// The shared anchoring vectors (test/vectors/anchoring.json, written by codegen): the TypeScript
// SDK answers each as labelled. Python and Go read the same file.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { leafHash, recordDigest, verifyCheckpoint, verifyConsistency, verifyInclusion, verifyPublication, verifyRecord, type Checkpoint, type InclusionProof, type StoredRecord } from "../../sdk/index.ts";

type Vector =
  | { kind: "leaf"; name: string; record: StoredRecord; record_digest: string; leaf_hash: string }
  | { kind: "inclusion"; name: string; leaf: string; leaf_index: number; tree_size: number; audit_path: string[]; root: string; valid: boolean }
  | { kind: "consistency"; name: string; first: number; second: number; proof: string[]; first_root: string; second_root: string; valid: boolean }
  | { kind: "checkpoint"; name: string; checkpoint: Checkpoint; address: string; valid: boolean }
  | { kind: "record"; name: string; record: StoredRecord; proof: InclusionProof; checkpoint: Checkpoint; address: string; valid: boolean }
  | { kind: "publication"; name: string; checkpoint: Checkpoint; valid: boolean }
  | { kind: "policy"; name: string; checkpoint: Checkpoint; policy: { log_key: string; witnesses: string[]; quorum: number }; valid: boolean };

const { vectors } = JSON.parse(fs.readFileSync(new URL("../vectors/anchoring.json", import.meta.url), "utf8")) as { vectors: Vector[] };

function answer(v: Vector): boolean | string {
  switch (v.kind) {
    case "leaf":
      return `${recordDigest(v.record)} ${leafHash(v.record)}`;
    case "inclusion":
      return verifyInclusion(v.leaf, v.leaf_index, v.tree_size, v.audit_path, v.root);
    case "consistency":
      return verifyConsistency(v.first, v.second, v.proof, v.first_root, v.second_root);
    case "checkpoint":
      return verifyCheckpoint(v.checkpoint, v.address);
    case "record":
      return verifyRecord(v.record, v.proof, v.checkpoint, v.address).ok;
    case "publication":
      return verifyPublication(v.checkpoint);
    case "policy":
      return verifyCheckpoint(v.checkpoint, { logKey: v.policy.log_key, witnesses: v.policy.witnesses, quorum: v.policy.quorum });
  }
}

describe("shared anchoring vectors", () => {
  it("cover every kind, valid and changed", () => {
    for (const kind of ["inclusion", "consistency", "checkpoint", "record", "publication", "policy"]) {
      const labels = new Set(vectors.filter((v) => v.kind === kind).map((v) => (v as { valid: boolean }).valid));
      expect([...labels].sort(), kind).toEqual([false, true]);
    }
  });
  it.each(vectors.map((v) => [`${v.kind}: ${v.name}`, v] as const))("%s", (_, v) => {
    expect(answer(v)).toBe(v.kind === "leaf" ? `${v.record_digest} ${v.leaf_hash}` : v.valid);
  });
});
