// The breaking-change gate (codegen/compat.ts, run by codegen:check) on a table of changes: what
// refuses data the earlier schema accepted is breaking and named by its JSON Pointer; additive
// changes pass. And codegen:check itself fails on a tightened cap without a version bump.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { breakingChanges } from "../../codegen/compat.ts";

type Schema = Record<string, unknown>;
const base = (): Schema => ({
  type: "object",
  required: ["a"],
  "x-max-depth": 8,
  properties: {
    a: { type: "string", "x-max-bytes": 100, maxLength: 50 },
    n: { type: "number", minimum: 0, maximum: 10 },
    list: { type: "array", maxItems: 4, items: { $ref: "#/$defs/Item" } },
    e: { type: "string", enum: ["x", "y"] },
    maybe: { type: ["string", "null"] },
    open: { type: "object" },
  },
  $defs: { Item: { type: "string", pattern: "^[a-z]+$" } },
  unevaluatedProperties: true,
});
const edit = (change: (s: any) => void): Schema => {
  const s = base();
  change(s);
  return s;
};

const BREAKING: [string, (s: any) => void, string, RegExp][] = [
  ["a tighter x-max-bytes", (s) => (s.properties.a["x-max-bytes"] = 99), "/properties/a/x-max-bytes", /tighter cap \(100 → 99\)/],
  ["a tighter maxLength", (s) => (s.properties.a.maxLength = 10), "/properties/a/maxLength", /tighter cap/],
  ["a tighter maxItems", (s) => (s.properties.list.maxItems = 3), "/properties/list/maxItems", /tighter cap/],
  ["a new maximum", (s) => (s.properties.e.maxLength = 3), "/properties/e/maxLength", /tighter cap \(none → 3\)/],
  ["a tighter x-max-depth", (s) => (s["x-max-depth"] = 4), "/x-max-depth", /tighter cap/],
  ["a higher minimum", (s) => (s.properties.n.minimum = 1), "/properties/n/minimum", /higher minimum/],
  ["a new required field", (s) => s.required.push("n"), "/required", /new required field "n"/],
  ["a removed field", (s) => delete s.properties.open, "/properties/open", /removed field "open"/],
  ["a removed enum value", (s) => (s.properties.e.enum = ["x"]), "/properties/e/enum", /removed enum value "y"/],
  ["a narrower type", (s) => (s.properties.maybe.type = "string"), "/properties/maybe/type", /narrower type \(string, null → string\)/],
  ["number narrowed to integer", (s) => (s.properties.n.type = "integer"), "/properties/n/type", /narrower type/],
  [
    "a closed object (additionalProperties)",
    (s) => (s.properties.open.additionalProperties = false),
    "/properties/open/additionalProperties",
    /closed/,
  ],
  ["a closed object (unevaluatedProperties)", (s) => (s.unevaluatedProperties = false), "/unevaluatedProperties", /closed/],
  ["a changed pattern, behind a $ref", (s) => (s.$defs.Item.pattern = "^[a-c]+$"), "/$defs/Item/pattern", /changed pattern/],
  ["a new refusal (x-storable-text)", (s) => (s["x-storable-text"] = true), "/x-storable-text", /new refusal/],
  ["a new allOf constraint", (s) => (s.allOf = [{ required: ["e"] }]), "/allOf", /added allOf/],
  ["a keyword the gate does not know", (s) => (s.properties.a["x-new-rule"] = 1), "/properties/a/x-new-rule", /judged breaking/],
];

const COMPATIBLE: [string, (s: any) => void][] = [
  ["a new optional field", (s) => (s.properties.z = { type: "integer" })],
  ["a looser cap", (s) => (s.properties.a["x-max-bytes"] = 200)],
  ["a removed cap", (s) => delete s.properties.list.maxItems],
  ["a new enum value", (s) => s.properties.e.enum.push("z")],
  ["a wider type", (s) => (s.properties.a.type = ["string", "null"])],
  ["integer widened to number", (s) => ((s.properties.n.type = "number"), (s.properties.n.maximum = 10))],
  ["a lower minimum", (s) => (s.properties.n.minimum = -1)],
  ["a field no longer required", (s) => (s.required = [])],
  [
    "new words and examples",
    (s) => ((s.description = "now documented"), (s.properties.a.examples = ["hi"]), (s.properties.a["x-pattern-reason"] = "why")),
  ],
  ["a new definition", (s) => (s.$defs.Other = { type: "string", maxLength: 1 })],
];

describe("the breaking-change gate", () => {
  it.each(BREAKING)("%s is breaking, named by its JSON Pointer", (_, change, pointer, what) => {
    const found = breakingChanges(base(), edit(change));
    expect(found).toHaveLength(1);
    expect(found[0]!.pointer).toBe(pointer);
    expect(found[0]!.what).toMatch(what);
  });

  it.each(COMPATIBLE)("%s is compatible", (_, change) => {
    expect(breakingChanges(base(), edit(change))).toEqual([]);
  });

  it("passes 1.0 → 1.1 (attachments and duration_ms are additive) and names each removal the other way", () => {
    const read = (v: string) => JSON.parse(readFileSync(new URL(`../../schema/versions/${v}/record.schema.json`, import.meta.url), "utf8"));
    expect(breakingChanges(read("1.0"), read("1.1"))).toEqual([]);
    expect(breakingChanges(read("1.1"), read("1.0")).map((b) => b.pointer)).toEqual([
      "/$defs/ContentRef",
      "/$defs/RecordCommon/properties/duration_ms",
      "/$defs/RecordCommon/properties/attachments",
    ]);
  });
});

describe("codegen:check", () => {
  it("fails on a tightened cap without a version bump, naming the field and the way out", () => {
    const root = join(import.meta.dirname, "..", "..");
    const copy = mkdtempSync(join(tmpdir(), "trace-ledger-gate-"));
    try {
      // The gate runs before anything is generated: the sources are all it needs.
      for (const dir of ["codegen", "schema", "openapi", "package.json", "versions.json", "sdk/CHANGELOG.md"])
        cpSync(join(root, dir), join(copy, dir), { recursive: true });
      symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
      const path = join(copy, "schema", "record.schema.json");
      const schema = JSON.parse(readFileSync(path, "utf8"));
      schema.$defs.ToolCallingRecord.properties.output_payload["x-max-bytes"] = 8192;
      writeFileSync(path, JSON.stringify(schema, null, 2) + "\n");
      const failure = (() => {
        try {
          execFileSync(process.execPath, [join(root, "node_modules", "tsx", "dist", "cli.mjs"), "codegen/index.ts", "--check"], {
            cwd: copy,
            stdio: "pipe",
            encoding: "utf8",
          });
          return undefined;
        } catch (error) {
          return (error as { stderr: string }).stderr;
        }
      })();
      expect(failure).toContain(
        "schema/record.schema.json#/$defs/ToolCallingRecord/properties/output_payload/x-max-bytes: tighter cap (32768 → 8192) — bump x-schema-version",
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
