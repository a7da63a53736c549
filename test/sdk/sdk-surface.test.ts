// The three SDKs' public surfaces, area by area (test/support/sdk-areas.ts: tombstones, anchoring
// and verification, records and sessions, blobs; scores in score-surface.test.ts): each SDK's
// surface as its users see it is held against the area's list, so an operation one SDK has and
// another lacks fails here, naming the SDK and the operation; and every public name of every SDK
// is in some area's list, so a new operation cannot slip past them all.
import { describe, expect, it } from "vitest";
import { AREAS, SCORE_SURFACE, TOMBSTONE_SURFACE } from "../support/sdk-areas.ts";
import { goSurface, pythonSurfaces, surfaceProblems, typescriptSurface, unlisted, type Surface } from "../support/sdk-surface.ts";
import { goUnavailable, pythonUnavailable } from "../support/required.ts";

const surfaces: Record<string, () => Promise<Surface[]> | Surface[]> = {
  typescript: async () => [await typescriptSurface()],
  python: () => pythonSurfaces(),
  go: () => [goSurface()],
};
const names: Record<string, string[]> = { typescript: ["typescript"], python: ["python", "python async"], go: ["go"] };
const unavailable: Record<string, () => string | undefined> = { typescript: () => undefined, python: pythonUnavailable, go: goUnavailable };

describe("one surface in TypeScript, Python and Go, area by area", () => {
  for (const sdk of Object.keys(surfaces)) {
    for (const area of AREAS.filter((a) => a !== SCORE_SURFACE)) {
      it(`${sdk}: every ${area.area} operation, each in its place`, async (context) => {
        if (unavailable[sdk]!()) return context.skip();
        const found = await surfaces[sdk]!();
        expect(found.flatMap((surface, i) => surfaceProblems(area, names[sdk]![i]!, surface, AREAS))).toEqual([]);
      });
    }
    it(`${sdk}: every public operation is in an area's list`, async (context) => {
      if (unavailable[sdk]!()) return context.skip();
      const found = await surfaces[sdk]!();
      expect(found.flatMap((surface, i) => unlisted(AREAS, names[sdk]![i]!, surface))).toEqual([]);
    });
  }

  it("the check sees a drift: an SDK lacking a tombstone operation, or with one only it has", async () => {
    const surface = await typescriptSurface();
    const drifted: Surface = { ...surface, function: surface.function.filter((n) => n !== "verifyTombstone").concat("eraseTrace") };
    expect(surfaceProblems(TOMBSTONE_SURFACE, "drifted", drifted)).toEqual([
      "drifted lacks function verifyTombstone",
      "drifted has function eraseTrace, which the tombstone surface does not list (add it to every SDK and to the list)",
    ]);
    expect(unlisted(AREAS, "typescript", { ...surface, client: [...surface.client, "compact"] })).toEqual([
      "typescript: client compact is in no area's list",
    ]);
    // Go's isTombstone is a method of the ReadRecord its reads give: without it, Go lacks it.
    expect(
      surfaceProblems(TOMBSTONE_SURFACE, "go", {
        ...surface,
        function: surface.function.filter((n) => n !== "isTombstone"),
        typeMethods: [],
      }),
    ).toEqual(["go lacks function isTombstone"]);
  });
});
