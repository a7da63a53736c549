// Tile paths (c2sp.org/tlog-tiles): formatTilePath writes what parseTilePath reads.
import { describe, expect, it } from "vitest";
import { formatTilePath, parseTilePath, type TileAddress } from "../../../server/log/tiles.ts";

describe("tile paths", () => {
  it("write N in 3-digit groups, all but the last prefixed x, and read back", () => {
    const cases: [TileAddress, string][] = [
      [{ level: 0, index: 0, width: null }, "0/000"],
      [{ level: 1, index: 7, width: 3 }, "1/007.p/3"],
      [{ level: "entries", index: 999, width: null }, "entries/999"],
      [{ level: 0, index: 1000, width: null }, "0/x001/000"],
      [{ level: 2, index: 1_234_067, width: 255 }, "2/x001/x234/067.p/255"],
    ];
    for (const [address, path] of cases) {
      expect(formatTilePath(address)).toBe(path);
      expect(parseTilePath(path)).toEqual(address);
    }
  });
});
