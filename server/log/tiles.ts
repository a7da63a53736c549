// c2sp.org/tlog-tiles over an agent's stored nodes (docs/anchoring.md). A hash tile of level L
// holds the hashes of tree level 8·L — leaves at L = 0, then levels 8, 16, …, all of them stored
// (tree.ts stores levels 0 and 4 up) — so a tile is one range read of at most 256 rows, whatever
// the log's size. Entry bundles are the leaves' entries (record or score digests), uint16-length-prefixed.
// Only what the latest checkpoint covers is served.
import type { TreeReader } from "../store/log-store.ts";

export const TILE_WIDTH = 256;
const TILE_HEIGHT = 8;
const HASH_BYTES = 32;

export interface TileAddress {
  /** A hash tile's level, or "entries" for an entry bundle. */
  level: number | "entries";
  index: number;
  /** The width of a partial tile; null for a full one. */
  width: number | null;
}

/**
 * Parses `<L>/<N>[.p/<W>]` or `entries/<N>[.p/<W>]` (the OpenAPI pattern has checked the shape:
 * L 0–63, N in 3-digit groups all but the last prefixed x, W 1–255). Null when N is out of range.
 */
export function parseTilePath(path: string): TileAddress | null {
  const match = /^(entries|\d+)\/((?:x\d{3}\/)*\d{3})(?:\.p\/(\d+))?$/.exec(path);
  if (!match) return null;
  const index = Number(match[2]!.replaceAll("x", "").replaceAll("/", ""));
  if (!Number.isSafeInteger(index)) return null;
  return { level: match[1] === "entries" ? "entries" : Number(match[1]), index, width: match[3] === undefined ? null : Number(match[3]) };
}

/** The tile path parseTilePath reads: N in 3-digit groups, all but the last prefixed x (1234067 → x001/x234/067). */
export function formatTilePath({ level, index, width }: TileAddress): string {
  const digits = String(index).padStart(3 * Math.max(1, Math.ceil(String(index).length / 3)), "0");
  const groups = digits.match(/.../g)!.map((group, i, all) => (i < all.length - 1 ? `x${group}` : group));
  return `${level}/${groups.join("/")}${width === null ? "" : `.p/${width}`}`;
}

/** The tree level a tile's hashes are at, and how many leaves each covers. */
const treeLevel = (address: TileAddress) => (address.level === "entries" ? 0 : address.level * TILE_HEIGHT);

/**
 * The tile's bytes from a log of `size` leaves (the latest checkpoint's), or null when the tree
 * does not hold it yet: a full tile needs all 256 of its subtrees complete, a partial one its
 * first `width`.
 */
export async function readTile(store: TreeReader, agentId: string, size: number, address: TileAddress): Promise<Uint8Array | null> {
  const level = treeLevel(address);
  const count = address.width ?? TILE_WIDTH;
  const first = address.index * TILE_WIDTH;
  // Complete subtrees of that level in a tree of `size` leaves.
  if (level > 52 || first + count > Math.floor(size / 2 ** level)) return null;
  if (address.level === "entries") {
    const entries = await store.entries(agentId, first, first + count);
    if (entries.length !== count) throw new Error(`the log of agent ${agentId} lacks entries in [${first}, ${first + count})`);
    const bundle = Buffer.alloc(count * (2 + HASH_BYTES));
    entries.forEach((entry, i) => {
      bundle.writeUInt16BE(HASH_BYTES, i * (2 + HASH_BYTES));
      bundle.write(entry, i * (2 + HASH_BYTES) + 2, "hex");
    });
    return bundle;
  }
  const hashes = await store.levelRange(agentId, level, first, first + count);
  if (hashes.length !== count) throw new Error(`the log of agent ${agentId} lacks level ${level} nodes in [${first}, ${first + count})`);
  return Buffer.from(hashes.join(""), "hex");
}
