// The OpenAPI side of the breaking-change gate (codegen/api-compat.ts) on a table of changes: what
// breaks a client of the last release is named by its JSON Pointer; additive changes pass. Then
// the gate as `codegen:check` runs it, in a scratch copy: a break without a bump fails naming it,
// the bump lets it through, and a change without a CHANGELOG entry fails. And schema:release
// freezes the API, refusing to re-release a version with other content.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiBreakingChanges } from "../../codegen/api-compat.ts";

const base = (): any => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1.0.0-preview.1" },
  paths: {
    "/v1/things": {
      parameters: [{ $ref: "#/components/parameters/Owner" }],
      get: {
        parameters: [{ name: "limit", in: "query", schema: { type: "integer", maximum: 100 } }],
        responses: {
          "200": {
            headers: { Deprecation: { schema: { type: "string" } } },
            content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
          },
          "404": { content: { "application/json": { schema: { type: "object" } } } },
        },
      },
      post: {
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/NewThing" } } } },
        responses: { "201": { content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } } },
      },
    },
    "/v1/records": {
      post: {
        requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/TraceRecord" } } } },
        responses: { "201": { content: { "application/json": { schema: { $ref: "#/components/schemas/TraceRecord" } } } } },
      },
    },
  },
  components: {
    parameters: { Owner: { name: "owner", in: "query", schema: { type: "string" } } },
    schemas: {
      Thing: {
        type: "object",
        required: ["id", "kind"],
        properties: {
          id: { type: "string" },
          kind: { type: "string", enum: ["a", "b"] },
          size: { type: "integer" },
          tags: { type: "array", items: { type: "string" } },
        },
      },
      NewThing: {
        type: "object",
        required: ["kind"],
        properties: { kind: { type: "string", enum: ["a", "b"] }, note: { type: "string", maxLength: 100 } },
      },
      TraceRecord: { type: "object", properties: { output: { type: "string", "x-max-bytes": 32768 } } },
    },
  },
});
const edit = (change: (d: any) => void) => {
  const d = base();
  change(d);
  return d;
};
const RECORD_DEFS = new Set(["TraceRecord"]);
const things = "/paths/~1v1~1things";

const BREAKING: [string, (d: any) => void, string, RegExp][] = [
  ["a removed path", (d) => delete d.paths["/v1/things"], things, /removed path \/v1\/things/],
  ["a removed operation", (d) => delete d.paths["/v1/things"].post, `${things}/post`, /removed operation POST/],
  [
    "a removed success response",
    (d) => delete d.paths["/v1/things"].post.responses["201"],
    `${things}/post/responses/201`,
    /removed response 201/,
  ],
  [
    "a removed response header",
    (d) => delete d.paths["/v1/things"].get.responses["200"].headers.Deprecation,
    `${things}/get/responses/200/headers/Deprecation`,
    /removed response header/,
  ],
  [
    "a removed response field",
    (d) => delete d.components.schemas.Thing.properties.size,
    `${things}/get/responses/200/content/application~1json/schema/properties/size`,
    /removed response field "size"/,
  ],
  [
    "a response field no longer always present",
    (d) => (d.components.schemas.Thing.required = ["id"]),
    `${things}/get/responses/200/content/application~1json/schema/required`,
    /"kind" no longer always present/,
  ],
  [
    "a wider type in a response",
    (d) => (d.components.schemas.Thing.properties.size.type = ["integer", "string"]),
    `${things}/get/responses/200/content/application~1json/schema/properties/size/type`,
    /wider type in a response/,
  ],
  [
    "a new required query parameter",
    (d) => d.paths["/v1/things"].get.parameters.push({ name: "sort", in: "query", required: true, schema: { type: "string" } }),
    `${things}/get/parameters/sort`,
    /new required parameter \(query sort\)/,
  ],
  [
    "a path-level parameter now required",
    (d) => (d.components.parameters.Owner.required = true),
    `${things}/get/parameters/owner`,
    /parameter now required/,
  ],
  [
    "a removed parameter",
    (d) => (d.paths["/v1/things"].get.parameters = []),
    `${things}/get/parameters/limit`,
    /removed parameter \(query limit\)/,
  ],
  [
    "a narrowed parameter",
    (d) => (d.paths["/v1/things"].get.parameters[0].schema.maximum = 50),
    `${things}/get/parameters/limit/schema/maximum`,
    /tighter cap \(100 → 50\)/,
  ],
  [
    "a request body now required",
    (d) => (d.paths["/v1/things"].post.requestBody.required = true),
    `${things}/post/requestBody/required`,
    /now required/,
  ],
  [
    "a new required request field",
    (d) => d.components.schemas.NewThing.required.push("note"),
    `${things}/post/requestBody/content/application~1json/schema/required`,
    /new required field "note"/,
  ],
  [
    "a narrowed request enum",
    (d) => (d.components.schemas.NewThing.properties.kind.enum = ["a"]),
    `${things}/post/requestBody/content/application~1json/schema/properties/kind/enum`,
    /removed enum value "b"/,
  ],
  [
    "a narrowed request type",
    (d) => (d.components.schemas.NewThing.properties.note.type = "integer"),
    `${things}/post/requestBody/content/application~1json/schema/properties/note/type`,
    /narrower type/,
  ],
  [
    "a request media type dropped",
    (d) => (d.paths["/v1/things"].post.requestBody.content = { "application/x-protobuf": {} }),
    `${things}/post/requestBody/content/application~1json`,
    /no longer taken/,
  ],
];

const COMPATIBLE: [string, (d: any) => void][] = [
  ["a new path", (d) => (d.paths["/v1/other"] = { get: { responses: { "200": {} } } })],
  ["a new operation", (d) => (d.paths["/v1/records"].get = { responses: { "200": {} } })],
  ["a new optional parameter", (d) => d.paths["/v1/things"].get.parameters.push({ name: "q", in: "query", schema: { type: "string" } })],
  ["a new response field", (d) => (d.components.schemas.Thing.properties.color = { type: "string" })],
  ["a new response enum value", (d) => d.components.schemas.Thing.properties.kind.enum.push("c")],
  ["a new optional request field", (d) => (d.components.schemas.NewThing.properties.color = { type: "string" })],
  ["a looser request cap", (d) => (d.components.schemas.NewThing.properties.note.maxLength = 1000)],
  ["a new error response", (d) => (d.paths["/v1/things"].post.responses["409"] = { content: {} })],
  ["a removed error response", (d) => delete d.paths["/v1/things"].get.responses["404"]],
  ["a new response header", (d) => (d.paths["/v1/things"].post.responses["201"].headers = { Sunset: { schema: { type: "string" } } })],
  ["a new version", (d) => (d.info.version = "1.0.0-preview.2")],
  [
    "a record definition's change (the record schema's own gate judges it)",
    (d) => (d.components.schemas.TraceRecord.properties.output["x-max-bytes"] = 8192),
  ],
];

describe("the OpenAPI breaking-change gate", () => {
  it.each(BREAKING)("%s is breaking, named by its JSON Pointer", (_, change, pointer, what) => {
    const found = apiBreakingChanges(base(), edit(change), RECORD_DEFS);
    // A shared component's change is named in every operation that uses it.
    expect(found.map((f) => f.pointer)).toContain(pointer);
    for (const f of found) expect(f.what).toMatch(what);
  });

  it.each(COMPATIBLE)("%s is compatible", (_, change) => {
    expect(apiBreakingChanges(base(), edit(change), RECORD_DEFS)).toEqual([]);
  });

  it("finds the repository's document compatible with its own release", () => {
    const released = JSON.parse(readFileSync(new URL("../../openapi/released.json", import.meta.url), "utf8"));
    const generated = JSON.parse(readFileSync(new URL("../../generated/openapi.json", import.meta.url), "utf8"));
    expect(apiBreakingChanges(released, generated, new Set(["TraceRecord"]))).toEqual([]);
  });
});

describe("codegen:check and schema:release on a scratch copy", () => {
  const root = join(import.meta.dirname, "..", "..");
  const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");
  let copy: string;
  const run = (script: string, ...args: string[]) => {
    try {
      return { ok: true, out: execFileSync(process.execPath, [tsx, script, ...args], { cwd: copy, stdio: "pipe", encoding: "utf8" }) };
    } catch (error) {
      return { ok: false, out: (error as { stderr: string }).stderr };
    }
  };
  const rewrite = (path: string, change: (text: string) => string) =>
    writeFileSync(join(copy, path), change(readFileSync(join(copy, path), "utf8")));

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), "trace-ledger-api-gate-"));
    // The gate runs before anything is generated: the sources are all it needs.
    for (const dir of ["codegen", "schema", "openapi", "package.json", "versions.json"])
      cpSync(join(root, dir), join(copy, dir), { recursive: true });
    mkdirSync(join(copy, "sdk"));
    cpSync(join(root, "sdk", "CHANGELOG.md"), join(copy, "sdk", "CHANGELOG.md"));
    symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("a required parameter without a bump fails naming it; the bump passes; no CHANGELOG entry fails", () => {
    // The agents' list gains a required query parameter.
    rewrite("openapi/openapi.yaml", (t) =>
      t.replace(
        /(\n {6}operationId: listSessions\n(?:.*\n)*? {6}parameters:\n)/,
        "$1        - { name: must, in: query, required: true, schema: { type: string } }\n",
      ),
    );
    const failed = run("codegen/index.ts", "--check");
    expect(failed.ok).toBe(false);
    expect(failed.out).toContain(
      "openapi/openapi.yaml#/paths/~1v1~1agents~1{agent_id}~1sessions/get/parameters/must: new required parameter (query must) — bump versions.json",
    );

    rewrite("versions.json", (t) => t.replace('"preview": 1', '"preview": 2'));
    rewrite("sdk/CHANGELOG.md", (t) => t.replace(/## Unreleased\n[\s\S]*?(?=\n## )/, "## Unreleased\n"));
    const noEntry = run("codegen/index.ts", "--check");
    expect(noEntry.ok).toBe(false);
    expect(noEntry.out).toContain('sdk/CHANGELOG.md has no entry under "## Unreleased"');
    expect(noEntry.out).not.toContain("— bump versions.json");

    rewrite("sdk/CHANGELOG.md", (t) =>
      t.replace(
        "## Unreleased\n",
        "## Unreleased\n### Changed\n- Listing sessions needs `must`.\n\nRecord schema 1.1: attachments.\nScore schema 1.0: scores.\n",
      ),
    );
    const bumped = run("codegen/index.ts", "--check");
    // Past the gate: the drift check that follows needs a whole checkout, which the copy is not.
    expect(bumped.out).not.toContain("codegen:check: openapi/openapi.yaml is not backward compatible");
    expect(bumped.out).not.toContain("CHANGELOG");
    // `schema:release` runs codegen, which needs a whole checkout: test/codegen/release-gate.test.ts.
  }, 180_000);
});
