// The score operations of the three SDKs are one set with one shape (docs/sdk-behaviour.md): each
// SDK's public surface is read as its users see it — the TypeScript module and prototypes, the
// Python package through `inspect`, the Go package through `go doc` — and held against SCORE_SURFACE.
// An operation one SDK has and another lacks, or has in another shape (static here, a client
// method there), fails here, naming the SDK and the operation.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as sdk from "../../sdk/index.ts";
import { goUnavailable, pythonUnavailable } from "../support/required.ts";
import { REPO, VENV_PYTHON } from "../support/scratch-copy.ts";

/** Where an operation lives: a method of a LedgerClient (one without an agent serves the owner's and the scorer's), of a Session, a module function, a FlushResult field. */
type Place = "client" | "session" | "function" | "flushResult";

/** The score surface, in TypeScript's spelling; Python's is its snake case, Go's its Pascal case. */
const SCORE_SURFACE: Record<Place, string[]> = {
  client: [
    "score", "scoreBatch", "getScore", "getScores", "getScoreProof", "getScoresCheckpoint", "enqueueScore",
    "getLogVerifierKey", "getScoringQueue", "createScoreConfig", "listScoreConfigs", "archiveScoreConfig", "grantScorer", "revokeScorer",
  ],
  session: ["score"],
  function: ["verifyScore", "validateScore"],
  flushResult: ["failedScores"],
};

/**
 * A language's own spelling of one operation, not a second operation: Go has no keyword
 * arguments (Python's `verify_score(…, witnesses=, quorum=)` is Go's VerifyScoreWith) and takes
 * a score as JSON text besides a struct.
 */
const IDIOMS: Record<string, string[]> = { go: ["verifyscorewith", "validatescorejson"] };

type Surface = Record<Place, string[]> & { static: string[] };

/** One key per operation whatever the spelling: getScoresCheckpoint, get_scores_checkpoint, GetScoresCheckpoint. */
const key = (name: string) => name.replace(/_/g, "").toLowerCase();
/** What belongs to scoring: the listed names, and any name about scores, scorers or scoring. */
const isScoreName = (name: string, place: Place) => /scor/i.test(name) || SCORE_SURFACE[place].some((n) => key(n) === key(name));

async function typescriptSurface(): Promise<Surface> {
  const methods = (proto: object) => Object.getOwnPropertyNames(proto).filter((n) => n !== "constructor" && typeof Object.getOwnPropertyDescriptor(proto, n)?.value === "function");
  // An empty flush answers at once, without a request: its keys are FlushResult's.
  const client = new sdk.LedgerClient({ apiKey: "surface", agentId: "surface", endpoint: "http://127.0.0.1:9", background: { exitFlushMs: 0 } });
  const report = await client.flush(1_000);
  await client.close(1_000);
  return {
    client: methods(sdk.LedgerClient.prototype),
    static: Object.getOwnPropertyNames(sdk.LedgerClient).filter((n) => typeof (sdk.LedgerClient as unknown as Record<string, unknown>)[n] === "function"),
    session: methods(sdk.Session.prototype),
    // Functions, not classes (ScoreConflictError is an error class).
    function: Object.entries(sdk).flatMap(([n, v]) => (typeof v === "function" && /^[a-z]/.test(n) ? [n] : [])),
    flushResult: Object.keys(report),
  };
}

const PYTHON_SURFACE = `
import dataclasses, inspect, json
import trace_ledger as t

def methods(cls, static):
    found = [n for n in dir(cls) if not n.startswith("_") and callable(getattr(cls, n))]
    return [n for n in found if isinstance(inspect.getattr_static(cls, n), (staticmethod, classmethod)) == static]

print(json.dumps([
    {"sdk": sdk, "client": methods(client, False), "static": methods(client, True), "session": methods(session, False),
     "function": [n for n in t.__all__ if inspect.isfunction(getattr(t, n))],
     "flushResult": [f.name for f in dataclasses.fields(t.FlushResult)]}
    for sdk, client, session in (("python", t.LedgerClient, t.Session), ("python async", t.AsyncLedgerClient, t.AsyncSession))
]))
`;

function pythonSurfaces(): (Surface & { sdk: string })[] {
  const out = execFileSync(VENV_PYTHON, ["-c", PYTHON_SURFACE], { cwd: REPO, encoding: "utf8", env: { ...process.env, PYTHONPATH: join(REPO, "python", "src") } });
  return JSON.parse(out) as (Surface & { sdk: string })[];
}

function goSurface(): Surface {
  const doc = (...args: string[]) => execFileSync("go", ["doc", ...args], { cwd: join(REPO, "go"), encoding: "utf8" });
  const methodsOf = (type: string) => [...doc(type).matchAll(new RegExp(`^func \\(\\w+ \\*${type}\\) (\\w+)\\(`, "gm"))].map((m) => m[1]!);
  return {
    client: methodsOf("LedgerClient"),
    session: methodsOf("Session"),
    function: [...doc("-short", ".").matchAll(/^func (\w+)\(/gm)].map((m) => m[1]!),
    // Package functions that stand in for a client: the shape of registerAgent, not of a client method.
    static: [],
    flushResult: [...doc("FlushResult").matchAll(/^\t(\w+)\s/gm)].map((m) => m[1]!),
  };
}

/** What is wrong with one SDK's score surface: listed operations it lacks or has elsewhere, and score operations the list does not hold. */
function problems(sdkName: string, surface: Surface): string[] {
  const found: string[] = [];
  const idioms = IDIOMS[sdkName] ?? [];
  for (const place of Object.keys(SCORE_SURFACE) as Place[]) {
    const have = new Set(surface[place].map(key));
    for (const name of SCORE_SURFACE[place]) {
      if (have.has(key(name))) continue;
      const elsewhere = surface.static.some((n) => key(n) === key(name)) ? " (it is static: the others have it on a client)" : "";
      found.push(`${sdkName} lacks ${place} ${name}${elsewhere}`);
    }
    const listed = new Set(SCORE_SURFACE[place].map(key));
    for (const name of surface[place]) {
      if (isScoreName(name, place) && !listed.has(key(name)) && !idioms.includes(key(name))) found.push(`${sdkName} has ${place} ${name}, which the score surface does not list (add it to every SDK and to SCORE_SURFACE)`);
    }
  }
  for (const name of surface.static) if (/scor/i.test(name)) found.push(`${sdkName} has a static ${name}: score operations are client methods`);
  return found;
}

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
      "drifted has client rescore, which the score surface does not list (add it to every SDK and to SCORE_SURFACE)",
      "drifted lacks flushResult failedScores",
      "drifted has a static getScoringQueue: score operations are client methods",
    ]);
  });
});
