// The rooms of server/ (docs/anchoring.md, "One room"): store/ never imports the log room nor any
// Merkle code, and nothing outside store/ touches Knex — neither imports it nor reaches a
// Database's knex handle. Read from the sources, so a new file is checked as soon as it exists.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SERVER = join(ROOT, "server");

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );

/** Every module specifier a file imports or re-exports (static and dynamic), relative ones resolved. */
export function importsOf(file: string, text = readFileSync(file, "utf8")): string[] {
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => (m[1] ?? m[2])!);
  return specifiers.map((specifier) => (specifier.startsWith(".") ? relative(ROOT, resolve(dirname(file), specifier)) : specifier));
}

const rel = (file: string) => relative(ROOT, file);
const inStore = (file: string) => rel(file).startsWith("server/store/");

describe("server rooms", () => {
  const files = sources(SERVER);

  it("store/ imports neither the log room nor Merkle code", () => {
    const offences = files
      .filter(inStore)
      .flatMap((file) => importsOf(file).filter((spec) => spec.startsWith("server/log/") || /merkle/i.test(spec)).map((spec) => `${rel(file)} → ${spec}`));
    expect(offences).toEqual([]);
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

  it("the checks see what they look for", () => {
    // A check that matched nothing would pass whatever the code did.
    expect(importsOf(join(SERVER, "store/x.ts"), `import { appendRecords } from "../log/append.ts";\nimport type { Knex } from "knex";`)).toEqual([
      "server/log/append.ts",
      "knex",
    ]);
    expect(importsOf(join(SERVER, "store/x.ts"), `const m = await import("../../sdk/merkle.ts");`)).toEqual(["sdk/merkle.ts"]);
    expect(files.filter(inStore).length).toBeGreaterThan(5);
    expect(files.some((file) => rel(file) === "server/log/tree.ts")).toBe(true);
  });
});
