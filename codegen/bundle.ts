// Loads schema/ and openapi/ and hoists every definition into one namespace, so each output
// (types, validators, OpenAPI bundle) is generated from a single self-contained document.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";

export type JsonObject = { [key: string]: unknown };

const root = join(import.meta.dirname, "..");
const SCHEMA_FILES = ["record.schema.json", "api.schema.json", "errors.schema.json"] as const;
/** The record schema's root becomes this definition. */
export const RECORD = "TraceRecord";

const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as JsonObject;

/** Rewrites every `$ref` in `node` with `rewrite`, returning a copy. */
export function mapRefs(node: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => mapRefs(item, rewrite));
  if (node === null || typeof node !== "object") return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === "$ref" && typeof value === "string" ? rewrite(value) : mapRefs(value, rewrite);
  }
  return out;
}

/** `record.schema.json#/$defs/Tag`, `#/$defs/Tag` (from any file) and `../schema/x.json#/$defs/Tag` → `Tag`. */
export function defName(ref: string): string {
  const [file, pointer = ""] = ref.split("#");
  if (pointer === "" && file!.endsWith("record.schema.json")) return RECORD;
  const match = /^\/\$defs\/([A-Za-z0-9_]+)$/.exec(pointer);
  if (!match) throw new Error(`codegen: unsupported $ref ${ref}`);
  return match[1]!;
}

export interface Sources {
  /** Every definition of schema/, refs as `#/$defs/Name`. */
  defs: Record<string, JsonObject>;
  /** Top-level annotations of the record schema (x-schema-version, x-supported-versions). */
  recordMeta: JsonObject;
  /** openapi/openapi.yaml as written (refs into schema/ untouched). */
  openapi: JsonObject;
}

export function loadSources(): Sources {
  const defs: Record<string, JsonObject> = {};
  let recordMeta: JsonObject = {};
  for (const file of SCHEMA_FILES) {
    const { $defs = {}, $schema, $id, title, ...rest } = readJson(join("schema", file)) as JsonObject & {
      $defs?: Record<string, JsonObject>;
    };
    for (const [name, def] of Object.entries($defs)) {
      if (defs[name]) throw new Error(`codegen: definition ${name} is declared twice`);
      defs[name] = mapRefs(def, (ref) => `#/$defs/${defName(ref)}`) as JsonObject;
    }
    if (file === "record.schema.json") {
      const { "x-schema-version": v, "x-supported-versions": s, ...schema } = rest;
      recordMeta = { "x-schema-version": v, "x-supported-versions": s };
      defs[RECORD] = { title, ...(mapRefs(schema, (ref) => `#/$defs/${defName(ref)}`) as JsonObject) };
    }
  }
  const openapi = parseYaml(readFileSync(join(root, "openapi/openapi.yaml"), "utf8")) as JsonObject;
  return { defs, recordMeta, openapi };
}

/** A standalone JSON Schema whose root is `name`, carrying only the definitions it reaches. */
export function schemaFor(defs: Record<string, JsonObject>, name: string, id: string): JsonObject {
  const reached = new Set<string>();
  const visit = (n: string) => {
    if (reached.has(n)) return;
    reached.add(n);
    mapRefs(defs[n], (ref) => (visit(defName(ref)), ref));
  };
  visit(name);
  const $defs = Object.fromEntries([...reached].sort().filter((n) => n !== name).map((n) => [n, defs[n]]));
  return { $schema: "https://json-schema.org/draft/2020-12/schema", $id: id, ...defs[name], $defs };
}
