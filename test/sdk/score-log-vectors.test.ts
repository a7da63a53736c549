// The shared scores-log vectors (test/vectors/score-log-proofs.json, written by codegen): the
// TypeScript SDK's verifyScore answers each as labelled — an invalid one refused with its code and
// reason — and computes each valid score's entry and leaf. Python and Go read the same file.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { leafHash, recordDigest, verifyScore, type InclusionProof } from "../../sdk/index.ts";
import type { StoredScore } from "../../generated/types/schema.ts";

interface Vector {
  name: string;
  score: StoredScore;
  score_digest?: string;
  leaf_hash?: string;
  proof: InclusionProof;
  checkpoint: string;
  verifier_key: string;
  witnesses?: string[];
  quorum?: number;
  valid: boolean;
  code?: string;
  reason?: string;
}

const { vectors } = JSON.parse(fs.readFileSync(new URL("../vectors/score-log-proofs.json", import.meta.url), "utf8")) as {
  vectors: Vector[];
};

describe("shared scores-log vectors", () => {
  it("hold valid and changed cases, with and without witnesses", () => {
    expect(new Set(vectors.map((v) => v.valid))).toEqual(new Set([true, false]));
    expect(new Set(vectors.filter((v) => v.quorum !== undefined).map((v) => v.valid))).toEqual(new Set([true, false]));
    // Every invalid case names the refusal it must give, and every kind of refusal is among them.
    expect(vectors.filter((v) => !v.valid && (v.code === undefined || v.reason === undefined))).toEqual([]);
    expect(new Set(vectors.map((v) => v.code))).toEqual(
      new Set([
        undefined,
        "key_invalid",
        "checkpoint_malformed",
        "signature_invalid",
        "quorum_unmet",
        "origin_mismatch",
        "tree_size_mismatch",
        "not_included",
      ]),
    );
  });

  it.each(vectors.map((v) => [v.name, v] as const))("%s", (_, v) => {
    const trusted = v.quorum === undefined ? v.verifier_key : { logKey: v.verifier_key, witnesses: v.witnesses, quorum: v.quorum };
    const answer = verifyScore(v.score, v.proof, v.checkpoint, trusted);
    expect(answer).toEqual(
      v.valid ? { ok: true, leafIndex: v.proof.leaf_index, treeSize: v.proof.tree_size } : { ok: false, code: v.code, reason: v.reason },
    );
    if (v.score_digest !== undefined) expect([recordDigest(v.score), leafHash(v.score)]).toEqual([v.score_digest, v.leaf_hash]);
  });
});
