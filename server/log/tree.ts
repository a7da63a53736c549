// An agent's log as RFC 6962 (RFC 9162 §2.1) Merkle tree arithmetic over stored nodes, so that
// nothing ever reads the leaves of a whole tree. A node is a complete subtree: level L, index i
// covers leaves [i·2^L, (i+1)·2^L). The leaves (level 0) and the nodes from STORED_FROM_LEVEL up
// are written once, when their last leaf is appended: about 1.07 rows per leaf. A node of the
// levels between is the fold of at most 2^(STORED_FROM_LEVEL−1) stored leaves. Any range the
// RFC's recursions hash is a run of at most ~log2(n) nodes, so a root or a proof reads O(log n)
// rows (plus at most a few dozen leaves for its lowest nodes).
// The service's only RFC 6962 code (epoch roots included); pure: reading and writing rows is
// server/store/'s (log-store.ts).
import { hash } from "node:crypto";
import { canonicalJson } from "../../generated/canonical.ts";
import { nodeId } from "../store/log.ts";

export interface NodeKey {
  level: number;
  index: number;
}

export interface Node extends NodeKey {
  /** 32 bytes, lowercase hex. */
  hash: string;
}

/** A half-open range [start, end) of leaf indices. */
export interface LeafRange {
  start: number;
  end: number;
}

/** Levels 1 … STORED_FROM_LEVEL−1 are not stored: a record then costs ~1.07 node rows, not ~2. */
export const STORED_FROM_LEVEL = 4;
export const isStoredLevel = (level: number) => level === 0 || level >= STORED_FROM_LEVEL;

/**
 * SHA-256(0x00 ‖ UTF-8 of `text`), lowercase hex: the leaf hash of a text (an epoch's leaf is a
 * checkpoint body's). U+0000 is the byte 0x00 in UTF-8, so one string hashes in one call.
 */
export const leafHashOf = (text: string): string => hash("sha256", `\u0000${text}`, "hex");

/** A row's entry in its log (a record's, a score's), and its leaf hash: both lowercase hex. */
export interface RecordLeaf {
  /** The row's digest: SHA-256 of its RFC 8785 canonical UTF-8, as the API answers it (getRecord, getScore). */
  entry: string;
  /** SHA-256(0x00 ‖ entry): entries are 32 bytes, as c2sp.org/tlog-tiles has them. */
  leafHash: string;
}

/** The leaf of a row given as its canonical JSON. */
export function leafOfCanonical(canonical: string): RecordLeaf {
  const entry = hash("sha256", canonical, "hex");
  // 0x00 ‖ entry as one buffer, hashed in one call: no Hash object per record.
  return { entry, leafHash: hash("sha256", Buffer.from(`00${entry}`, "hex"), "hex") };
}

/** The leaf of a row as the API answers it (a record as getRecord returns it, a score as stored). */
export const storedLeaf = (stored: object): RecordLeaf => leafOfCanonical(canonicalJson(stored));

/** SHA-256(0x01 ‖ left ‖ right). */
// 0x01 ‖ left ‖ right as one buffer, hashed in one call: the integrator hashes about one node per record.
export const hashChildren = (left: string, right: string): string => hash("sha256", Buffer.from(`01${left}${right}`, "hex"), "hex");

/** The root of the empty tree: SHA-256 of nothing. */
export const EMPTY_ROOT = hash("sha256", "", "hex");

/** The largest power of two below n (n ≥ 2): where RFC 6962 splits a tree. */
const split = (n: number) => 2 ** Math.floor(Math.log2(n - 1));

/**
 * The complete subtrees that make up a tree of `size` leaves, largest (leftmost) first: one per
 * set bit of `size`. Their hashes, kept with the log, are all an append needs.
 */
export function frontierKeys(size: number): NodeKey[] {
  return rangeNodes({ start: 0, end: size });
}

/**
 * The stored nodes whose run makes range [start, end): from `start`, each time the largest
 * aligned complete subtree that fits. For the ranges RFC 6962's recursions produce (start a
 * multiple of the largest power of two ≤ end − start), the range's hash is these folded from
 * the right, exactly as MTH splits them.
 */
export function rangeNodes({ start, end }: LeafRange): NodeKey[] {
  const keys: NodeKey[] = [];
  for (let at = start; at < end;) {
    let level = 0;
    while (at % 2 ** (level + 1) === 0 && at + 2 ** (level + 1) <= end) level++;
    keys.push({ level, index: at / 2 ** level });
    at += 2 ** level;
  }
  return keys;
}

/** MTH of a run of complete subtrees (left to right): folded from the right. */
export function foldRoot(hashes: readonly string[]): string {
  if (hashes.length === 0) return EMPTY_ROOT;
  let root = hashes[hashes.length - 1]!;
  for (let i = hashes.length - 2; i >= 0; i--) root = hashChildren(hashes[i]!, root);
  return root;
}

/**
 * Appends leaves to a log of `size` leaves whose frontier hashes are `frontier`: the nodes the
 * append completes (leaves included) and the new frontier.
 */
export function appendLeaves(size: number, frontier: readonly string[], leaves: readonly string[]): { nodes: Node[]; frontier: string[] } {
  const levels = frontierKeys(size).map((key) => key.level);
  if (levels.length !== frontier.length)
    throw new Error(`a log of ${size} leaves has ${levels.length} frontier nodes, not ${frontier.length}`);
  const stack = frontier.map((hash, i) => ({ level: levels[i]!, hash }));
  const nodes: Node[] = [];
  leaves.forEach((hash, offset) => {
    const index = size + offset;
    nodes.push({ level: 0, index, hash });
    stack.push({ level: 0, hash });
    // Two complete subtrees of one level side by side make the next level's node.
    while (stack.length >= 2 && stack[stack.length - 1]!.level === stack[stack.length - 2]!.level) {
      const right = stack.pop()!;
      const left = stack.pop()!;
      const level = left.level + 1;
      const node = { level, index: (index + 1) / 2 ** level - 1, hash: hashChildren(left.hash, right.hash) };
      nodes.push(node);
      stack.push(node);
    }
  });
  return { nodes, frontier: stack.map((entry) => entry.hash) };
}

/** The ranges whose hashes make PATH(index, D[size]) of RFC 6962 §2.1.1, in proof order. */
export function inclusionRanges(index: number, size: number): LeafRange[] {
  if (!(Number.isSafeInteger(index) && index >= 0 && index < size)) throw new RangeError(`leaf ${index} is not in a tree of ${size}`);
  const path: LeafRange[] = [];
  let [start, end] = [0, size];
  // Top-down; the proof lists siblings bottom-up.
  while (end - start > 1) {
    const k = start + split(end - start);
    if (index < k) {
      path.push({ start: k, end });
      end = k;
    } else {
      path.push({ start, end: k });
      start = k;
    }
  }
  return path.reverse();
}

/** The ranges whose hashes make PROOF(first, D[second]) of RFC 6962 §2.1.2, in proof order. */
export function consistencyRanges(first: number, second: number): LeafRange[] {
  if (!(Number.isSafeInteger(first) && first >= 1 && first <= second))
    throw new RangeError(`no consistency proof from ${first} to ${second}`);
  const proof: LeafRange[] = [];
  let [start, end, m, whole] = [0, second, first, true];
  // SUBPROOF(m, D[start:end], whole), unrolled; siblings collected top-down, listed bottom-up.
  for (;;) {
    const n = end - start;
    if (m === n) {
      if (!whole) proof.push({ start, end });
      break;
    }
    const k = split(n);
    if (m <= k) {
      proof.push({ start: start + k, end });
      end = start + k;
    } else {
      proof.push({ start, end: start + k });
      start += k;
      m -= k;
      whole = false;
    }
  }
  return proof.reverse();
}

const children = ({ level, index }: NodeKey): [NodeKey, NodeKey] => [
  { level: level - 1, index: 2 * index },
  { level: level - 1, index: 2 * index + 1 },
];

/** The stored nodes a node's hash is made of: itself, or its descendants at the nearest stored level. */
const storedUnder = (key: NodeKey): NodeKey[] => (isStoredLevel(key.level) ? [key] : children(key).flatMap(storedUnder));

/**
 * The hashes of `ranges` (proof order), from the stored nodes they are made of, fetched in one
 * call by `read` (hashes by nodeId). A node of a level that is not stored is folded from its
 * children, down to stored ones.
 */
export async function rangeHashes(
  ranges: readonly LeafRange[],
  read: (keys: NodeKey[]) => Promise<Map<string, string>>,
  what: string,
): Promise<string[]> {
  const runs = ranges.map(rangeNodes);
  const stored = await read(runs.flat().flatMap(storedUnder));
  const hashOf = (key: NodeKey): string => {
    if (!isStoredLevel(key.level)) return hashChildren(...(children(key).map(hashOf) as [string, string]));
    const hash = stored.get(nodeId(key.level, key.index));
    if (hash === undefined) throw new Error(`${what} lacks node ${nodeId(key.level, key.index)}`);
    return hash;
  };
  return runs.map((run) => foldRoot(run.map(hashOf)));
}

/** MTH and PATH(index) over leaf hashes held in memory (an epoch's), with the same arithmetic. */
export function memoryTree(leaves: readonly string[]): { root: string; auditPath(index: number): Promise<string[]> } {
  const appended = appendLeaves(0, [], leaves);
  const nodes = new Map(appended.nodes.map((node) => [nodeId(node.level, node.index), node.hash]));
  return {
    root: foldRoot(appended.frontier),
    auditPath: (index) => rangeHashes(inclusionRanges(index, leaves.length), async () => nodes, "an epoch"),
  };
}
