// The score operations of the three SDKs are one set with one shape (docs/sdk-behaviour.md): each
// SDK's public surface is read as its users see it — the TypeScript module and prototypes, the
// Python package through `inspect`, the Go package through `go doc` — and held against SCORE_SURFACE.
// An operation one SDK has and another lacks, or has in another shape (static here, a client
// method there), fails here, naming the SDK and the operation.
import { describe, expect, it } from "vitest";
import { SCORE_SURFACE } from "../support/sdk-areas.ts";
import { goSurface, pythonSurfaces, surfaceProblems, typescriptSurface, type Surface } from "../support/sdk-surface.ts";
import { goUnavailable, pythonUnavailable } from "../support/required.ts";

const problems = (sdkName: string, surface: Surface) => surfaceProblems(SCORE_SURFACE, sdkName, surface);

describe("one score surface in TypeScript, Python and Go", () => {
  it("TypeScript: every score operation, each in its place", async () => {
    expect(problems("typescript", await typescriptSurface())).toEqual([]);
  });

  it("Python (LedgerClient and AsyncLedgerClient): the same operations, each in its place", (context) => {
    if (pythonUnavailable()) return context.skip();
    const surfaces = pythonSurfaces();
    expect(surfaces.map((s) => s.sdk)).toEqual(["python", "python async"]);
    expect(surfaces.flatMap((s) => problems(s.sdk, s))).toEqual([]);
  });

  it("Go: the same operations, each in its place", (context) => {
    if (goUnavailable()) return context.skip();
    expect(problems("go", goSurface())).toEqual([]);
  });

  it("the check sees a drift: an SDK lacking an operation, a static one, or one only it has", async () => {
    const surface = await typescriptSurface();
    const drifted: Surface = {
      ...surface,
      client: surface.client.filter((n) => n !== "grantScorer" && n !== "getScoringQueue").concat("rescore"),
      static: [...surface.static, "getScoringQueue"],
      flushResult: surface.flushResult.filter((n) => n !== "failedScores"),
    };
    expect(problems("drifted", drifted)).toEqual([
      "drifted lacks client getScoringQueue (it is static: the others have it on a client)",
      "drifted lacks client grantScorer",
      "drifted has client rescore, which the score surface does not list (add it to every SDK and to the list)",
      "drifted lacks flushResult failedScores",
      "drifted has a static getScoringQueue: score operations are client methods",
    ]);
  });
});
