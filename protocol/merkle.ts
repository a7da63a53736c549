// RFC 6962 / RFC 9162 §2.1 Merkle trees over an agent's records, for verifying offline that a
// record is in a log (inclusion) and that a later log extends an earlier one (consistency), with
// nothing but the record, the proof and the roots. A record's entry in its log is its record
// digest, SHA-256 of its RFC 8785 canonical UTF-8 exactly as getRecord returns it, and its leaf
// hash SHA-256(0x00 ‖ digest) (c2sp.org/tlog-tiles entries); hashes travel as lowercase hex.
// Verifiers answer false, never throw, for anything malformed.
import { sha256 } from "@noble/hashes/sha2.js";
import { canonicalJson } from "../generated/canonical.ts";

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;
const HEX_HASH = /^[0-9a-f]{64}$/;

const utf8 = new TextEncoder();

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

function fromHex(hex: string): Uint8Array | null {
  if (typeof hex !== "string" || !HEX_HASH.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
}

const prefixed = (prefix: number, ...parts: Uint8Array[]) => {
  const out = new Uint8Array(1 + parts.reduce((n, p) => n + p.length, 0));
  out[0] = prefix;
  let at = 1;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** SHA-256(0x00 ‖ data): the hash of one leaf. */
export const hashLeaf = (data: Uint8Array): Uint8Array => sha256(prefixed(LEAF_PREFIX, data));
/** SHA-256(0x01 ‖ left ‖ right): the hash of an interior node. */
export const hashChildren = (left: Uint8Array, right: Uint8Array): Uint8Array => sha256(prefixed(NODE_PREFIX, left, right));

/** SHA-256 of the record's RFC 8785 canonical UTF-8 (as getRecord returns it): its entry in the log, lowercase hex. */
export function recordDigest(record: object): string {
  return toHex(sha256(utf8.encode(canonicalJson(record))));
}

/** The leaf hash of a stored record (as getRecord returns it): SHA-256(0x00 ‖ record digest), lowercase hex. */
export function leafHash(record: object): string {
  return toHex(hashLeaf(sha256(utf8.encode(canonicalJson(record)))));
}

/** The leaf hash of a record digest (an erased record's tombstone keeps it), lowercase hex; null for a digest that is not 64 hex digits. */
export function leafHashOfDigest(digest: string): string | null {
  const entry = fromHex(digest);
  return entry && toHex(hashLeaf(entry));
}

/** The largest power of two below n (n ≥ 2): where RFC 6962 splits a tree. */
const split = (n: number) => 2 ** Math.floor(Math.log2(n - 1));

/** MTH(D[n]) of RFC 6962 §2.1 over leaf hashes; the empty tree's root is SHA-256 of nothing. */
export function rootHash(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 0) return sha256(new Uint8Array(0));
  if (leaves.length === 1) return leaves[0]!;
  const k = split(leaves.length);
  return hashChildren(rootHash(leaves.slice(0, k)), rootHash(leaves.slice(k)));
}

/** PATH(m, D[n]) of RFC 6962 §2.1.1: the audit path of leaf `index`. */
export function inclusionProof(leaves: readonly Uint8Array[], index: number): Uint8Array[] {
  if (!(index >= 0 && index < leaves.length)) throw new RangeError(`leaf ${index} is not in a tree of ${leaves.length}`);
  if (leaves.length === 1) return [];
  const k = split(leaves.length);
  return index < k
    ? [...inclusionProof(leaves.slice(0, k), index), rootHash(leaves.slice(k))]
    : [...inclusionProof(leaves.slice(k), index - k), rootHash(leaves.slice(0, k))];
}

/** PROOF(m, D[n]) of RFC 6962 §2.1.2: that the first `first` leaves are a prefix of `leaves`. */
export function consistencyProof(leaves: readonly Uint8Array[], first: number): Uint8Array[] {
  if (!(first >= 1 && first <= leaves.length)) throw new RangeError(`no consistency proof from ${first} to ${leaves.length}`);
  const subproof = (m: number, tree: readonly Uint8Array[], whole: boolean): Uint8Array[] => {
    if (m === tree.length) return whole ? [] : [rootHash(tree)];
    const k = split(tree.length);
    return m <= k
      ? [...subproof(m, tree.slice(0, k), whole), rootHash(tree.slice(k))]
      : [...subproof(m - k, tree.slice(k), false), rootHash(tree.slice(0, k))];
  };
  return subproof(first, leaves, true);
}

const isSize = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);
const lsb = (n: number) => n % 2 === 1;
const half = (n: number) => Math.floor(n / 2);

/** RFC 9162 §2.1.3.2: whether `auditPath` proves leaf `leafIndex` in the tree of `treeSize` with `root`. */
export function verifyInclusion(leaf: string, leafIndex: number, treeSize: number, auditPath: readonly string[], root: string): boolean {
  const hash = fromHex(leaf);
  const expected = fromHex(root);
  const path = Array.isArray(auditPath) ? auditPath.map(fromHex) : [null];
  if (!hash || !expected || path.some((p) => p === null) || !isSize(leafIndex) || !isSize(treeSize) || leafIndex >= treeSize) return false;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = hash;
  for (const p of path as Uint8Array[]) {
    if (sn === 0) return false;
    if (lsb(fn) || fn === sn) {
      r = hashChildren(p, r);
      while (!lsb(fn) && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else {
      r = hashChildren(r, p);
    }
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && equal(r, expected);
}

/** RFC 9162 §2.1.4.2: whether `proof` shows the tree of `second` leaves extends the tree of `first`. */
export function verifyConsistency(first: number, second: number, proof: readonly string[], firstRoot: string, secondRoot: string): boolean {
  const [r1, r2] = [fromHex(firstRoot), fromHex(secondRoot)];
  const path = Array.isArray(proof) ? proof.map(fromHex) : [null];
  if (!r1 || !r2 || path.some((p) => p === null) || !isSize(first) || !isSize(second) || first < 1 || first > second) return false;
  if (first === second) return path.length === 0 && equal(r1, r2);
  if (path.length === 0) return false;
  const nodes = path as Uint8Array[];
  // A first tree of a power-of-two size is itself a node of the second: the proof starts there.
  if (Number.isInteger(Math.log2(first))) nodes.unshift(r1);
  let fn = first - 1;
  let sn = second - 1;
  while (lsb(fn)) [fn, sn] = [half(fn), half(sn)];
  let fr = nodes[0]!;
  let sr = nodes[0]!;
  for (const c of nodes.slice(1)) {
    if (sn === 0) return false;
    if (lsb(fn) || fn === sn) {
      fr = hashChildren(c, fr);
      sr = hashChildren(c, sr);
      while (!lsb(fn) && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    } else {
      sr = hashChildren(sr, c);
    }
    [fn, sn] = [half(fn), half(sn)];
  }
  return sn === 0 && equal(fr, r1) && equal(sr, r2);
}
