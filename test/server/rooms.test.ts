// The rooms of server/ (docs/anchoring.md, "One room"): store/ never imports the log room nor any
// Merkle code, and nothing outside store/ touches Knex — neither imports it nor reaches a
// Database's knex handle. And the floors of the repository (ARCHITECTURE.md): protocol/ below
// both server/ and sdk/, neither of which imports the other; migrations frozen; no import cycle
// in server/, sdk/, protocol/ or the Python package. Read from the sources, so a new file is
// checked as soon as it exists. And no room below the HTTP floor imports it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importSpecifiers, valueImportSpecifiers } from "../support/imports.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const SERVER = join(ROOT, "server");
const PYTHON = join(ROOT, "python/src/trace_ledger");

const sources = (dir: string, extension = ".ts"): string[] =>
  (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).flatMap((entry) =>
    entry.name === "dist" || entry.name === "__pycache__"
      ? []
      : entry.isDirectory()
        ? sources(join(dir, entry.name), extension)
        : entry.name.endsWith(extension)
          ? [join(dir, entry.name)]
          : [],
  );

const resolved = (file: string, specifiers: string[]) =>
  specifiers.map((specifier) => (specifier.startsWith(".") ? relative(ROOT, resolve(dirname(file), specifier)) : specifier));

/** Every module specifier a file imports or re-exports (static and dynamic), relative ones resolved. */
export const importsOf = (file: string, text = readFileSync(file, "utf8")) => resolved(file, importSpecifiers(text));

/** The same, leaving out `import type` / `export type` statements (they vanish at runtime). */
export const valueImportsOf = (file: string, text = readFileSync(file, "utf8")) => resolved(file, valueImportSpecifiers(text));

/** The package's modules a Python file imports (relative or absolute, TYPE_CHECKING ones too), as paths relative to ROOT. */
export function pythonImportsOf(file: string, text = readFileSync(file, "utf8")): string[] {
  const modules = (base: string) => [`${base}.py`, `${base}/__init__.py`];
  return [...text.matchAll(/^[ \t]*from[ \t]+(\.+|trace_ledger\b\.?)([\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n]*)/gm)].flatMap((m) => {
    const up = m[1]!.startsWith(".") ? m[1]!.length - 1 : 0;
    const from = m[1]!.startsWith(".") ? resolve(dirname(file), ...Array<string>(up).fill("..")) : PYTHON;
    const base = join(from, ...m[2]!.split(".").filter(Boolean));
    // `from . import x` names modules; `from .x import y` names one.
    const named = m[2]
      ? []
      : m[3]!
          .replace(/[()]/g, "")
          .split(",")
          .map((name) => name.trim().split(/\s/)[0]!)
          .filter(Boolean);
    return (named.length > 0 ? named.flatMap((name) => modules(join(base, name))) : modules(base)).map((path) => relative(ROOT, path));
  });
}

/** The strongly connected groups of more than one module: each is at least one import cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const graphOf = (files: string[], importsOfFile: (file: string) => string[]) => {
  const known = new Set(files.map((file) => rel(file)));
  return new Map(files.map((file) => [rel(file), importsOfFile(file).filter((spec) => known.has(spec) && spec !== rel(file))]));
};

const rel = (file: string) => relative(ROOT, file);
/** Whether a resolved specifier names a file of the repository (not a package). */
const existsInRepo = (spec: string) => existsSync(join(ROOT, spec));
const inStore = (file: string) => rel(file).startsWith("server/store/");
/** The HTTP floor (http/, the dispatcher, the handlers) and the wiring above it (ARCHITECTURE.md, "Inside the service"). */
const HTTP_AND_ABOVE = ["server/http/", "server/handlers/", "server/dispatch.ts", "server/app.ts", "server/main.ts"];
const onHttpFloorOrAbove = (path: string) => HTTP_AND_ABOVE.some((prefix) => path.startsWith(prefix));
/** A room below the HTTP floor that imports it: its errors and shapes live in server/api/ for every room to share. */
const upToHttp = (file: string, text?: string) =>
  onHttpFloorOrAbove(rel(file))
    ? []
    : importsOf(file, text)
        .filter(onHttpFloorOrAbove)
        .map((spec) => `${rel(file)} → ${spec}`);

/**
 * The store's imports into rooms above it (ARCHITECTURE.md, "Inside the service"): of the service it
 * may import only store/, api/ (the floor below) and the leaves at server/'s root, which import
 * nothing of the service (`leaves`). Type imports count: a type from above ties the store to it too.
 */
const upFromStore = (leaves: ReadonlySet<string>, file: string, text?: string) =>
  importsOf(file, text)
    .filter(
      (spec) => spec.startsWith("server/") && !spec.startsWith("server/store/") && !spec.startsWith("server/api/") && !leaves.has(spec),
    )
    .map((spec) => `${rel(file)} → ${spec}`);

describe("server rooms", () => {
  const files = sources(SERVER);
  const leaves = new Set(
    files.filter((file) => dirname(file) === SERVER && !importsOf(file).some((spec) => spec.startsWith("server/"))).map(rel),
  );

  it("store/ imports neither the log room nor Merkle code", () => {
    const offences = files.filter(inStore).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith("server/log/") || /merkle/i.test(spec))
        .map((spec) => `${rel(file)} → ${spec}`),
    );
    expect(offences).toEqual([]);
  });

  it("store/ imports no room above it: of the service only store/, api/ and the leaves at server/'s root", () => {
    expect(files.filter(inStore).flatMap((file) => upFromStore(leaves, file))).toEqual([]);
  });

  it("no Knex outside store/", () => {
    const offences = files
      .filter((file) => !inStore(file))
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        const imports = importsOf(file, text).filter((spec) => spec === "knex" || spec.startsWith("knex/"));
        const handles = /\.knex\b/.test(text) ? [".knex"] : [];
        return [...imports, ...handles].map((what) => `${rel(file)} uses ${what}`);
      });
    expect(offences).toEqual([]);
  });

  it("no room below the HTTP floor imports it (http/, handlers/, dispatch.ts): ApiError and the request shapes are in api/", () => {
    expect(files.flatMap((file) => upToHttp(file))).toEqual([]);
  });

  it("the write path's steps are ordered in write-path.ts alone: no other room runs group commit or an ingest transaction", () => {
    const steps = ["server/records/group-commit.ts", "server/records/ingest.ts", "server/scores/ingest.ts"];
    const offences = files
      .filter((file) => rel(file) !== "server/write-path.ts")
      .flatMap((file) =>
        valueImportsOf(file)
          .filter((spec) => steps.includes(spec))
          .map((spec) => `${rel(file)} → ${spec}`),
      );
    expect(offences).toEqual([]);
  });

  it("imports are read however a formatter lays them out: across lines, for side effects, type-only ones apart", () => {
    const file = join(SERVER, "store/x.ts");
    const text = [
      `import {\n  a,\n  b,\n} from "./a.ts";`,
      `import type {\n  T,\n  U,\n} from "../log/tree.ts";`,
      `export {\n  c,\n} from "./c.ts";`,
      `import "./side.ts";`,
      `const lazy = await import(\n  "./lazy.ts",\n);`,
    ].join("\n");
    const all = ["server/store/a.ts", "server/log/tree.ts", "server/store/c.ts", "server/store/side.ts", "server/store/lazy.ts"];
    expect(importsOf(file, text)).toEqual(all);
    expect(valueImportsOf(file, text)).toEqual(all.filter((spec) => spec !== "server/log/tree.ts"));
  });

  it("the checks see what they look for", () => {
    // A check that matched nothing would pass whatever the code did.
    expect(
      importsOf(join(SERVER, "store/x.ts"), `import { appendRecords } from "../log/append.ts";\nimport type { Knex } from "knex";`),
    ).toEqual(["server/log/append.ts", "knex"]);
    expect(importsOf(join(SERVER, "store/x.ts"), `const m = await import("../../protocol/merkle.ts");`)).toEqual(["protocol/merkle.ts"]);
    expect(files.filter(inStore).length).toBeGreaterThan(5);
    expect(files.some((file) => rel(file) === "server/log/tree.ts")).toBe(true);
    expect(
      upToHttp(
        join(SERVER, "otel/x.ts"),
        `import { ApiError } from "../http/errors.ts";\nimport type { RawAnswer } from "../handlers/types.ts";`,
      ),
    ).toEqual(["server/otel/x.ts → server/http/errors.ts", "server/otel/x.ts → server/handlers/types.ts"]);
    expect(upToHttp(join(SERVER, "handlers/x.ts"), `import { readJsonBody } from "../http/body.ts";`)).toEqual([]);
    const store = join(SERVER, "store/x.ts");
    const upward = `import { ATTACHMENTS_TERM } from "../search/terms.ts";\nimport type {\n  BlobBytes,\n  Other,\n} from "../blobs/bytes.ts";\n`;
    const allowed = `import { ApiError } from "../api/errors.ts";\nimport { CACHE_ROOT } from "../cache-root.ts";\nimport type { Database } from "./db.ts";`;
    expect(upFromStore(leaves, store, upward + allowed)).toEqual([
      "server/store/x.ts → server/search/terms.ts",
      "server/store/x.ts → server/blobs/bytes.ts",
    ]);
    expect(upFromStore(leaves, store, `import { loadConfig } from "../config.ts";`)).toEqual(["server/store/x.ts → server/config.ts"]);
    expect([...leaves].sort()).toEqual(expect.arrayContaining(["server/cache-root.ts", "server/canonical.ts"]));
  });
});

describe("the floors", () => {
  const typescript = ["server", "sdk", "protocol"].flatMap((room) => sources(join(ROOT, room)));
  const inRoom = (room: string) => (spec: string) => spec.startsWith(`${room}/`);
  const offences = (from: string, bad: (spec: string) => boolean, imports = importsOf) =>
    typescript
      .filter((file) => inRoom(from)(rel(file)))
      .flatMap((file) =>
        imports(file)
          .filter(bad)
          .map((spec) => `${rel(file)} → ${spec}`),
      );

  it("protocol/ holds notes, checkpoints, Merkle proofs, Ethereum signatures and JSON text, and imports only generated/ and packages", () => {
    const pieces = ["note", "checkpoint", "merkle", "eth", "json-text"].map((name) => `protocol/${name}.ts`);
    expect(typescript.map(rel)).toEqual(expect.arrayContaining(pieces));
    expect(offences("protocol", (spec) => existsInRepo(spec) && !inRoom("protocol")(spec) && !inRoom("generated")(spec))).toEqual([]);
  });

  it("server/ and sdk/ import neither each other", () => {
    expect([...offences("server", inRoom("sdk")), ...offences("sdk", inRoom("server"))]).toEqual([]);
  });

  it("migrations import nothing outside migrations/ but types", () => {
    // A migration must stay what it was when it first ran: live code, generated code too, may change under it.
    const outside = (spec: string) => existsInRepo(spec) && !spec.startsWith("server/store/migrations/");
    expect(offences("server/store/migrations", outside, valueImportsOf)).toEqual([]);
  });

  it("no import cycle in server/, sdk/ or protocol/ (type imports count: a cycle of types is a tangle too)", () => {
    expect(cycles(graphOf(typescript, importsOf))).toEqual([]);
  });

  it("no import cycle in the Python package (TYPE_CHECKING imports count)", () => {
    expect(cycles(graphOf(sources(PYTHON, ".py"), pythonImportsOf))).toEqual([]);
  });

  it("the floor checks see what they look for", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c"]]);
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
    const file = join(SERVER, "store/migrations/x.ts");
    const mixed = `import type { Database } from "../db.ts";\nimport { summariseInto } from "../sessions.ts";`;
    expect(valueImportsOf(file, mixed)).toEqual(["server/store/sessions.ts"]);
    const module = join(PYTHON, "_session.py");
    const python = `from ._records import RecordInput\nif TYPE_CHECKING:\n    from ._client import LedgerClient\nfrom . import _core, _wire as w\n`;
    expect(pythonImportsOf(module, `${python}from ._generated.models import (\n    A,\n)\n`)).toEqual([
      "python/src/trace_ledger/_records.py",
      "python/src/trace_ledger/_records/__init__.py",
      "python/src/trace_ledger/_client.py",
      "python/src/trace_ledger/_client/__init__.py",
      "python/src/trace_ledger/_core.py",
      "python/src/trace_ledger/_core/__init__.py",
      "python/src/trace_ledger/_wire.py",
      "python/src/trace_ledger/_wire/__init__.py",
      "python/src/trace_ledger/_generated/models.py",
      "python/src/trace_ledger/_generated/models/__init__.py",
    ]);
    expect(sources(PYTHON, ".py").length).toBeGreaterThan(10);
  });
});
