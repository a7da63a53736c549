// The service's node arithmetic (server/log/tree.ts) against the SDK's reference RFC 6962
// functions over whole leaf lists: every root, audit path and consistency proof of small trees,
// built from stored complete-subtree nodes alone.
import { describe, expect, it } from "vitest";
import { consistencyProof, hashLeaf, inclusionProof, rootHash, toHex } from "../../../protocol/merkle.ts";
import {
  appendLeaves,
  consistencyRanges,
  EMPTY_ROOT,
  foldRoot,
  frontierKeys,
  inclusionRanges,
  rangeNodes,
  type LeafRange,
} from "../../../server/log/tree.ts";

const MAX = 70;
const leaves = Array.from({ length: MAX }, (_, i) => hashLeaf(new TextEncoder().encode(`leaf ${i}`)));
const hex = leaves.map(toHex);

// Every node the log stores, appended in uneven batches.
const stored = new Map<string, string>();
const frontiers: string[][] = [[]];
for (let size = 0; size < MAX;) {
  const batch = Math.min(MAX - size, 1 + (size % 5));
  const appended = appendLeaves(size, frontiers[size]!, hex.slice(size, size + batch));
  for (const node of appended.nodes) {
    const key = `${node.level}/${node.index}`;
    expect(stored.has(key), `node ${key} written once`).toBe(false);
    stored.set(key, node.hash);
  }
  size += batch;
  frontiers[size] = appended.frontier;
}

const rangeHash = (range: LeafRange) => foldRoot(rangeNodes(range).map((key) => stored.get(`${key.level}/${key.index}`)!));

describe("log tree arithmetic", () => {
  it("stores one node per complete subtree, each equal to MTH of its leaves", () => {
    expect(stored.size).toBe(2 * MAX - MAX.toString(2).replaceAll("0", "").length);
    for (const [key, hash] of stored) {
      const [level, index] = key.split("/").map(Number) as [number, number];
      expect(hash).toBe(toHex(rootHash(leaves.slice(index * 2 ** level, (index + 1) * 2 ** level))));
    }
  });

  it("gives every tree size's root from its frontier, and from stored nodes", () => {
    expect(foldRoot([])).toBe(EMPTY_ROOT);
    expect(EMPTY_ROOT).toBe(toHex(rootHash([])));
    for (let size = 1; size <= MAX; size++) {
      const root = toHex(rootHash(leaves.slice(0, size)));
      expect(rangeHash({ start: 0, end: size })).toBe(root);
      expect(frontierKeys(size).length).toBe(size.toString(2).replaceAll("0", "").length);
      if (frontiers[size]) expect(foldRoot(frontiers[size]!)).toBe(root);
    }
  });

  it("builds every audit path of every tree size", () => {
    for (let size = 1; size <= MAX; size++) {
      for (let index = 0; index < size; index++) {
        const expected = inclusionProof(leaves.slice(0, size), index).map(toHex);
        expect(inclusionRanges(index, size).map(rangeHash), `leaf ${index} of ${size}`).toEqual(expected);
      }
    }
  });

  it("builds every consistency proof between tree sizes", () => {
    for (let second = 1; second <= MAX; second++) {
      for (let first = 1; first <= second; first++) {
        const expected = consistencyProof(leaves.slice(0, second), first).map(toHex);
        expect(consistencyRanges(first, second).map(rangeHash), `${first} → ${second}`).toEqual(expected);
      }
    }
  });

  it("reads O(log n) nodes for any proof of a tree of 1,000,000 leaves", () => {
    const n = 1_000_000;
    for (const index of [0, 1, 524_287, 524_288, 999_999]) {
      const reads = inclusionRanges(index, n).flatMap(rangeNodes).length;
      expect(reads).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(n)));
    }
    for (const first of [1, 3, 524_288, 777_777, 999_999]) {
      expect(consistencyRanges(first, n).flatMap(rangeNodes).length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(n)));
    }
  });

  it("refuses leaves and sizes outside the tree", () => {
    expect(() => inclusionRanges(5, 5)).toThrow(RangeError);
    expect(() => inclusionRanges(-1, 5)).toThrow(RangeError);
    expect(() => consistencyRanges(0, 5)).toThrow(RangeError);
    expect(() => consistencyRanges(6, 5)).toThrow(RangeError);
    expect(() => appendLeaves(3, [hex[0]!], [])).toThrow(/frontier/);
  });
});
