// The shared anchoring vectors (test/vectors/anchoring.json, written by codegen): the TypeScript
// SDK answers each as labelled (an invalid record refused with its code and reason). Python and Go
// read the same file.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  cosignerKey,
  isValidEvmAddress,
  leafHash,
  recordDigest,
  signPersonal,
  verifyCheckpoint,
  verifyConsistency,
  verifyCosignature,
  verifyInclusion,
  verifyNoteSignature,
  verifyPublication,
  verifyRecord,
  verifyWalletSignature,
  type Checkpoint,
  type InclusionProof,
  type StoredRecord,
} from "../../sdk/index.ts";

type Vector =
  | { kind: "leaf"; name: string; record: StoredRecord; record_digest: string; leaf_hash: string }
  | {
      kind: "inclusion";
      name: string;
      leaf: string;
      leaf_index: number;
      tree_size: number;
      audit_path: string[];
      root: string;
      valid: boolean;
    }
  | {
      kind: "consistency";
      name: string;
      first: number;
      second: number;
      proof: string[];
      first_root: string;
      second_root: string;
      valid: boolean;
    }
  | { kind: "checkpoint"; name: string; checkpoint: Checkpoint; address: string; valid: boolean }
  | {
      kind: "record";
      name: string;
      record: StoredRecord;
      proof: InclusionProof;
      checkpoint: Checkpoint;
      address: string;
      valid: boolean;
      code?: string;
      reason?: string;
    }
  | { kind: "sign"; name: string; message: string; private_key: string; signature: string }
  | { kind: "note"; name: string; note: string; signer: "log" | "witness" | "wallet"; key: string; valid: boolean }
  | { kind: "address"; name: string; address: string; valid: boolean }
  | { kind: "cosigner_key"; name: string; key_name: string; public_key: string; key: string | null }
  | { kind: "publication"; name: string; checkpoint: Checkpoint; valid: boolean }
  | {
      kind: "policy";
      name: string;
      checkpoint: Checkpoint;
      policy: { log_key: string; witnesses: string[]; quorum: number };
      valid: boolean;
    };

const { vectors } = JSON.parse(fs.readFileSync(new URL("../vectors/anchoring.json", import.meta.url), "utf8")) as { vectors: Vector[] };

function answer(v: Vector): unknown {
  switch (v.kind) {
    case "leaf":
      return `${recordDigest(v.record)} ${leafHash(v.record)}`;
    case "inclusion":
      return verifyInclusion(v.leaf, v.leaf_index, v.tree_size, v.audit_path, v.root);
    case "consistency":
      return verifyConsistency(v.first, v.second, v.proof, v.first_root, v.second_root);
    case "checkpoint":
      return verifyCheckpoint(v.checkpoint, v.address);
    case "record": {
      const verdict = verifyRecord(v.record, v.proof, v.checkpoint, v.address);
      return verdict.ok || { code: verdict.code, reason: verdict.reason };
    }
    case "sign":
      return signPersonal(new TextEncoder().encode(v.message), Buffer.from(v.private_key, "hex"));
    case "note":
      return { log: verifyNoteSignature, witness: verifyCosignature, wallet: verifyWalletSignature }[v.signer](v.note, v.key);
    case "address":
      return isValidEvmAddress(v.address);
    case "cosigner_key":
      try {
        return cosignerKey(v.key_name, Buffer.from(v.public_key, "hex"));
      } catch {
        return null;
      }
    case "publication":
      return verifyPublication(v.checkpoint);
    case "policy":
      return verifyCheckpoint(v.checkpoint, { logKey: v.policy.log_key, witnesses: v.policy.witnesses, quorum: v.policy.quorum });
  }
}

describe("shared anchoring vectors", () => {
  it("cover every kind, valid and changed", () => {
    for (const kind of ["inclusion", "consistency", "checkpoint", "record", "publication", "policy", "note", "address"]) {
      const labels = new Set(vectors.filter((v) => v.kind === kind).map((v) => (v as { valid: boolean }).valid));
      expect([...labels].sort(), kind).toEqual([false, true]);
    }
  });
  it.each(vectors.map((v) => [`${v.kind}: ${v.name}`, v] as const))("%s", (_, v) => {
    const expected = (): unknown => {
      switch (v.kind) {
        case "leaf":
          return `${v.record_digest} ${v.leaf_hash}`;
        case "sign":
          return v.signature;
        case "cosigner_key":
          return v.key;
        case "record":
          return v.valid || { code: v.code, reason: v.reason };
        default:
          return v.valid;
      }
    };
    expect(answer(v)).toEqual(expected());
  });
});
