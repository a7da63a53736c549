// The three SDKs' public surfaces as their users see them — the TypeScript module and prototypes,
// the Python package through `inspect`, the Go package through `go doc` — and a check of one area
// of them (scores, tombstones, …) against the list of operations every SDK must have, each in the
// same place. test/sdk/*-surface.test.ts hold the lists.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import * as sdk from "../../sdk/index.ts";
import { REPO, VENV_PYTHON } from "./scratch-copy.ts";

/** Where an operation lives: a method of a LedgerClient (one without an agent serves the owner's and the scorer's), of a Session, a module function, a FlushResult field. */
export type Place = "client" | "session" | "function" | "flushResult";

/** An SDK's public names by place; `static` are LedgerClient's static methods, `typeMethods` Go's methods of value types ("ReadRecord.Erased"). */
export type Surface = Record<Place, string[]> & { static: string[]; typeMethods: string[] };

/** One area's operations, in TypeScript's spelling (Python's is its snake case, Go's its Pascal case). */
export interface AreaSurface {
  area: string;
  operations: Partial<Record<Place | "static", string[]>>;
  /** Whether a name one SDK has belongs to the area, so every SDK and the list must hold it too. */
  belongs: (name: string) => boolean;
  /** By SDK ("go", "python async"): names that are that language's own spelling of a listed operation, not a second operation. */
  idioms?: Record<string, string[]>;
  /** By SDK: a listed operation the SDK holds under another name or place (Go's isTombstone is ReadRecord.Erased). */
  spelledAs?: Record<string, Record<string, string>>;
  /** By SDK: operations that SDK alone has, each a known gap the report names (not a licence for new ones). */
  only?: Record<string, string[]>;
}

/** One key per operation whatever the spelling: getScoresCheckpoint, get_scores_checkpoint, GetScoresCheckpoint. */
export const key = (name: string) => name.replace(/_/g, "").toLowerCase();

export async function typescriptSurface(): Promise<Surface> {
  const methods = (proto: object) =>
    Object.getOwnPropertyNames(proto).filter(
      (n) => n !== "constructor" && typeof Object.getOwnPropertyDescriptor(proto, n)?.value === "function",
    );
  // An empty flush answers at once, without a request: its keys are FlushResult's.
  const client = new sdk.LedgerClient({
    apiKey: "surface",
    agentId: "surface",
    endpoint: "http://127.0.0.1:9",
    background: { exitFlushMs: 0 },
  });
  const report = await client.flush(1_000);
  await client.close(1_000);
  return {
    client: methods(sdk.LedgerClient.prototype),
    static: Object.getOwnPropertyNames(sdk.LedgerClient).filter(
      (n) => typeof (sdk.LedgerClient as unknown as Record<string, unknown>)[n] === "function",
    ),
    session: methods(sdk.Session.prototype),
    // Functions, not classes (ScoreConflictError is an error class).
    function: Object.entries(sdk).flatMap(([n, v]) => (typeof v === "function" && /^[a-z]/.test(n) ? [n] : [])),
    flushResult: Object.keys(report),
    typeMethods: [],
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
     "flushResult": [f.name for f in dataclasses.fields(t.FlushResult)], "typeMethods": []}
    for sdk, client, session in (("python", t.LedgerClient, t.Session), ("python async", t.AsyncLedgerClient, t.AsyncSession))
]))
`;

/** The sync and the async client's surfaces, named "python" and "python async". */
export function pythonSurfaces(): (Surface & { sdk: string })[] {
  const out = execFileSync(VENV_PYTHON, ["-c", PYTHON_SURFACE], {
    cwd: REPO,
    encoding: "utf8",
    env: { ...process.env, PYTHONPATH: join(REPO, "python", "src") },
  });
  return JSON.parse(out) as (Surface & { sdk: string })[];
}

export function goSurface(): Surface {
  const doc = (...args: string[]) => execFileSync("go", ["doc", ...args], { cwd: join(REPO, "go"), encoding: "utf8" });
  const methodsOf = (type: string, pointer = "\\*") =>
    [...doc(type).matchAll(new RegExp(`^func \\(\\w+ ${pointer}${type}\\) (\\w+)\\(`, "gm"))].map((m) => m[1]!);
  return {
    client: methodsOf("LedgerClient"),
    session: methodsOf("Session"),
    function: [...doc("-short", ".").matchAll(/^\s*func (\w+)\(/gm)].map((m) => m[1]!),
    // Package functions that stand in for a client: the shape of registerAgent, not of a client method.
    static: [],
    flushResult: [...doc("FlushResult").matchAll(/^\t(\w+)\s/gm)].map((m) => m[1]!),
    // Methods of the values reads give (not JSON plumbing).
    typeMethods: methodsOf("ReadRecord", "").map((m) => `ReadRecord.${m}`),
  };
}

const PLACES: (Place | "static")[] = ["client", "static", "session", "function", "flushResult"];

/** Whether `surface` holds `name` in `place`, or as `spelled` (a name in any place, or a Go type method). */
function holds(surface: Surface, place: Place | "static", name: string, spelled: string | undefined): boolean {
  if (surface[place].some((n) => key(n) === key(name))) return true;
  return spelled !== undefined && [...PLACES.flatMap((p) => surface[p]), ...surface.typeMethods].some((n) => key(n) === key(spelled));
}

/** Every name `area` lists for `sdkName`: its operations, that SDK's idioms and known gaps. */
const listedBy = (area: AreaSurface, sdkName: string) =>
  [...Object.values(area.operations).flat(), ...(area.idioms?.[sdkName] ?? []), ...(area.only?.[sdkName] ?? [])].map(key);

/**
 * What is wrong with one SDK's surface in `spec`'s area: listed operations it lacks or has
 * elsewhere, and the area's operations the list does not hold (but for those `areas` list elsewhere).
 */
export function surfaceProblems(spec: AreaSurface, sdkName: string, surface: Surface, areas: AreaSurface[] = [spec]): string[] {
  const found: string[] = [];
  const allowed = new Set(
    [
      ...(spec.idioms?.[sdkName] ?? []),
      ...(spec.only?.[sdkName] ?? []),
      ...areas.filter((a) => a !== spec).flatMap((a) => listedBy(a, sdkName)),
    ].map(key),
  );
  for (const place of PLACES) {
    const listed = spec.operations[place] ?? [];
    for (const name of listed) {
      if (holds(surface, place, name, spec.spelledAs?.[sdkName]?.[name])) continue;
      const elsewhere =
        place === "client" && surface.static.some((n) => key(n) === key(name)) ? " (it is static: the others have it on a client)" : "";
      found.push(`${sdkName} lacks ${place} ${name}${elsewhere}`);
    }
    if (place === "static") continue;
    const keys = new Set(listed.map(key));
    for (const name of surface[place]) {
      if (spec.belongs(name) && !keys.has(key(name)) && !allowed.has(key(name))) {
        found.push(`${sdkName} has ${place} ${name}, which the ${spec.area} surface does not list (add it to every SDK and to the list)`);
      }
    }
  }
  const statics = new Set((spec.operations.static ?? []).map(key));
  for (const name of surface.static)
    if (spec.belongs(name) && !statics.has(key(name)) && !allowed.has(key(name)))
      found.push(`${sdkName} has a static ${name}: ${spec.area} operations are client methods`);
  return found;
}

/** Public names of one SDK that no area lists (as an operation, an idiom or a known gap): each is an operation the other SDKs may lack unseen. */
export function unlisted(areas: AreaSurface[], sdkName: string, surface: Surface): string[] {
  const listed = new Set(areas.flatMap((a) => listedBy(a, sdkName)));
  return PLACES.flatMap((place) =>
    surface[place].filter((n) => !listed.has(key(n))).map((n) => `${sdkName}: ${place} ${n} is in no area's list`),
  );
}
