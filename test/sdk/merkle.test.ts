// RFC 6962 Merkle hashing, proofs and their RFC 9162 verification, against the published vectors
// (test/vectors/merkle/rfc6962.json cites its source) and by tampering: any changed byte of a
// leaf, a proof or a root makes verification fail.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  consistencyProof,
  hashChildren,
  hashLeaf,
  inclusionProof,
  leafHash,
  recordDigest,
  rootHash,
  toHex,
  verifyConsistency,
  verifyInclusion,
} from "../../sdk/index.ts";
import vectors from "../vectors/merkle/rfc6962.json" with { type: "json" };
import { canonicalJson } from "../../generated/canonical.ts";
import { createHash } from "node:crypto";

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));
const leaves = vectors.leaf_inputs.map((input) => hashLeaf(bytes(input)));
const hexes = (list: Uint8Array[]) => list.map(toHex);

/** The same hex with one bit of one character's byte flipped. */
const flip = (hex: string, at: number) => {
  const b = bytes(hex);
  b[at % b.length]! ^= 1;
  return toHex(b);
};

describe("RFC 6962 hashing (published vectors)", () => {
  it("hashes each leaf input and each complete subtree as published", () => {
    expect(hexes(leaves)).toEqual(vectors.leaf_hashes);
    expect([0, 2, 4, 6].map((i) => toHex(hashChildren(leaves[i]!, leaves[i + 1]!)))).toEqual(vectors.interior_nodes.level_1);
    const level1 = vectors.interior_nodes.level_1.map(bytes);
    expect([0, 2].map((i) => toHex(hashChildren(level1[i]!, level1[i + 1]!)))).toEqual(vectors.interior_nodes.level_2);
  });

  it("gives the published root of every tree size from 0 to 8", () => {
    vectors.root_hashes_by_size.forEach((root, size) => expect(toHex(rootHash(leaves.slice(0, size))), `size ${size}`).toBe(root));
  });

  it("hashes a record as SHA-256(0x00 ‖ digest), the digest SHA-256 of its RFC 8785 canonical UTF-8, whatever its key order", () => {
    const record = {
      session_id: "s",
      behavior: "Observing",
      record_id: "aaaaaaaa-0000-4000-8000-000000000001",
      tags: ["é"],
      server_ts_utc: 5,
    };
    const digest = createHash("sha256").update(canonicalJson(record), "utf8").digest();
    const expected = createHash("sha256")
      .update(Buffer.concat([Buffer.from([0]), digest]))
      .digest("hex");
    expect(recordDigest(record)).toBe(digest.toString("hex"));
    expect(leafHash(record)).toBe(expected);
    expect(leafHash(Object.fromEntries(Object.entries(record).reverse()))).toBe(expected);
  });
});

describe("inclusion proofs", () => {
  it("verify for every leaf of every tree of the vectors, against the published roots", () => {
    for (let size = 1; size <= 8; size++) {
      for (let index = 0; index < size; index++) {
        const path = hexes(inclusionProof(leaves.slice(0, size), index));
        expect(
          verifyInclusion(vectors.leaf_hashes[index]!, index, size, path, vectors.root_hashes_by_size[size]!),
          `${index} in ${size}`,
        ).toBe(true);
      }
    }
  });

  it("fail for a changed leaf, proof or root, a wrong index or size, or a path too short or too long", () => {
    const size = 7;
    const index = 4;
    const leaf = vectors.leaf_hashes[index]!;
    const root = vectors.root_hashes_by_size[size]!;
    const path = hexes(inclusionProof(leaves.slice(0, size), index));
    expect(verifyInclusion(leaf, index, size, path, root)).toBe(true);
    for (let at = 0; at < 32; at += 7) {
      expect(verifyInclusion(flip(leaf, at), index, size, path, root)).toBe(false);
      expect(verifyInclusion(leaf, index, size, path, flip(root, at))).toBe(false);
      path.forEach((_, i) =>
        expect(
          verifyInclusion(
            leaf,
            index,
            size,
            path.map((p, j) => (i === j ? flip(p, at) : p)),
            root,
          ),
        ).toBe(false),
      );
    }
    expect(verifyInclusion(leaf, index + 1, size, path, root)).toBe(false);
    expect(verifyInclusion(leaf, index, 5, path, root)).toBe(false);
    // (A size whose tree has the same shape above the leaf, 8 here, is not told apart by the path:
    // RFC 9162 binds the size to the root through the signed checkpoint, not through the proof.)
    expect(verifyInclusion(leaf, index, size, path.slice(1), root)).toBe(false);
    expect(verifyInclusion(leaf, index, size, [...path, path[0]!], root)).toBe(false);
    expect(verifyInclusion(leaf, size, size, path, root)).toBe(false);
    expect(verifyInclusion(leaf.toUpperCase(), index, size, path, root)).toBe(false); // lowercase hex only
    expect(verifyInclusion("zz", index, size, path, root)).toBe(false);
  });
});

describe("consistency proofs", () => {
  it("verify between every pair of tree sizes of the vectors; n to n with no proof is consistent", () => {
    for (let second = 1; second <= 8; second++) {
      for (let first = 1; first <= second; first++) {
        const proof = hexes(consistencyProof(leaves.slice(0, second), first));
        const ok = verifyConsistency(first, second, proof, vectors.root_hashes_by_size[first]!, vectors.root_hashes_by_size[second]!);
        expect(ok, `${first} → ${second}`).toBe(true);
      }
    }
    expect(verifyConsistency(5, 5, [], vectors.root_hashes_by_size[5]!, vectors.root_hashes_by_size[5]!)).toBe(true);
  });

  it("fail for a changed proof or root, swapped sizes, or a tree that was rewritten", () => {
    const [first, second] = [3, 7];
    const proof = hexes(consistencyProof(leaves.slice(0, second), first));
    const [r1, r2] = [vectors.root_hashes_by_size[first]!, vectors.root_hashes_by_size[second]!];
    for (let at = 0; at < 32; at += 5) {
      expect(verifyConsistency(first, second, proof, flip(r1, at), r2)).toBe(false);
      expect(verifyConsistency(first, second, proof, r1, flip(r2, at))).toBe(false);
      proof.forEach((_, i) =>
        expect(
          verifyConsistency(
            first,
            second,
            proof.map((p, j) => (i === j ? flip(p, at) : p)),
            r1,
            r2,
          ),
        ).toBe(false),
      );
    }
    expect(verifyConsistency(second, first, proof, r2, r1)).toBe(false);
    expect(verifyConsistency(first, second, [], r1, r2)).toBe(false);
    expect(verifyConsistency(5, 5, [], vectors.root_hashes_by_size[5]!, vectors.root_hashes_by_size[6]!)).toBe(false);
    // A log that rewrote its second leaf after the first checkpoint cannot prove consistency.
    const rewritten = [...leaves.slice(0, second)];
    rewritten[1] = hashLeaf(bytes("ff"));
    expect(verifyConsistency(first, second, hexes(consistencyProof(rewritten, first)), r1, toHex(rootHash(rewritten)))).toBe(false);
  });

  it("hold for random trees up to 300 leaves, both proofs", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.nat(), fc.nat(), (size, a, b) => {
        const tree = Array.from({ length: size }, (_, i) => hashLeaf(Uint8Array.of(i % 256, i >> 8)));
        const root = toHex(rootHash(tree));
        const index = a % size;
        const first = (b % size) + 1;
        return (
          verifyInclusion(toHex(tree[index]!), index, size, hexes(inclusionProof(tree, index)), root) &&
          verifyConsistency(first, size, hexes(consistencyProof(tree, first)), toHex(rootHash(tree.slice(0, first))), root)
        );
      }),
      { numRuns: 200 },
    );
  });
});
