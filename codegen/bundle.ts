// Loads schema/ and openapi/ and hoists every definition into one namespace, so each output
// (types, validators, OpenAPI bundle) is generated from a single self-contained document.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";

export type JsonObject = { [key: string]: unknown };

const root = join(import.meta.dirname, "..");
const SCHEMA_FILES = ["record.schema.json", "score.schema.json", "api.schema.json", "errors.schema.json"] as const;
/** The record schema's root becomes this definition. */
export const RECORD = "TraceRecord";
/** The score schema's root becomes this definition. */
export const SCORE = "Score";
/**
 * The schemas versioned by their `x-schema-version` and frozen on release (schema/versions/<version>/<file>),
 * each with the definition its root becomes. The record schema alone lists several supported versions.
 */
export const VERSIONED_SCHEMAS = { "record.schema.json": RECORD, "score.schema.json": SCORE } as const;
export type VersionedFile = keyof typeof VERSIONED_SCHEMAS;
const isVersioned = (file: string): file is VersionedFile => file in VERSIONED_SCHEMAS;

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

/** `record.schema.json#/$defs/Tag`, `#/$defs/Tag` (from any file) and `../schema/x.json#/$defs/Tag` → `Tag`; a versioned schema's root → its definition. */
export function defName(ref: string): string {
  const [file, pointer = ""] = ref.split("#");
  const base = file!.split("/").pop()!;
  if (pointer === "" && isVersioned(base)) return VERSIONED_SCHEMAS[base];
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

/** A versioned schema file's definitions, the root as `rootName` (`TraceRecord` by default), refs as `#/$defs/Name`, and its top-level annotations. */
function recordFileDefs(file: JsonObject, rootName: string = RECORD): { defs: Record<string, JsonObject>; meta: JsonObject } {
  const {
    $defs = {},
    $schema,
    $id,
    title,
    "x-schema-version": version,
    "x-supported-versions": supported,
    ...schema
  } = file as JsonObject & {
    $defs?: Record<string, JsonObject>;
  };
  const defs = Object.fromEntries(
    Object.entries($defs).map(([name, def]) => [name, mapRefs(def, (ref) => `#/$defs/${defName(ref)}`) as JsonObject]),
  );
  defs[rootName] = { title, ...(mapRefs(schema, (ref) => `#/$defs/${defName(ref)}`) as JsonObject) };
  return { defs, meta: { "x-schema-version": version, "x-supported-versions": supported } };
}

/** The sources of the checkout at `base` (this one by default; `schema:release --root` works on another). */
export function loadSources(base = root): Sources {
  const defs: Record<string, JsonObject> = {};
  let recordMeta: JsonObject = {};
  for (const file of SCHEMA_FILES) {
    const source = JSON.parse(readFileSync(join(base, "schema", file), "utf8")) as JsonObject;
    const own = isVersioned(file)
      ? recordFileDefs(source, VERSIONED_SCHEMAS[file])
      : {
          defs: Object.fromEntries(
            Object.entries((source.$defs ?? {}) as Record<string, JsonObject>).map(([n, d]) => [
              n,
              mapRefs(d, (ref) => `#/$defs/${defName(ref)}`) as JsonObject,
            ]),
          ),
          meta: undefined,
        };
    for (const [name, def] of Object.entries(own.defs)) {
      if (defs[name]) throw new Error(`codegen: definition ${name} is declared twice`);
      defs[name] = def;
    }
    if (file === "record.schema.json") recordMeta = own.meta!;
  }
  const openapi = parseYaml(readFileSync(join(base, "openapi/openapi.yaml"), "utf8")) as JsonObject;
  return { defs, recordMeta, openapi };
}

/** One entry of `x-supported-versions`. */
export interface VersionEntry {
  version: string;
  status: "current" | "supported" | "deprecated";
  /** RFC 3339 full-date: when the version was deprecated (a deprecated version names it). */
  deprecated?: string;
  /** RFC 3339 full-date: after it, the version may be retired (a deprecated version names it). */
  sunset?: string;
}

/** A supported version with the text of its schema: the frozen snapshot, or schema/record.schema.json for the current one. */
export interface RecordVersion extends VersionEntry {
  /** The schema file's text, byte for byte (what the SDKs ship and `GET /v1/schemas/{version}` serves). */
  text: string;
  /** Its record definitions, the root as `TraceRecord`. */
  defs: Record<string, JsonObject>;
}

export const CURRENT_SCHEMA = "schema/record.schema.json";
export const frozenSchemaPath = (version: string, file: VersionedFile = "record.schema.json") => `schema/versions/${version}/${file}`;
/** A version's function in generated code: `stem` for the current version, else `stem_1_0` for 1.0. */
export const versionExport = (stem: string, v: Pick<VersionEntry, "version" | "status">) =>
  v.status === "current" ? stem : `${stem}_${v.version.replace(/[^0-9A-Za-z]/g, "_")}`;
/**
 * The SHA-256 of each released version's file as `npm run schema:release` froze it (sha256sum's
 * format, paths from schema/): a frozen file edited in place fails codegen:check.
 */
export const RELEASED_DIGESTS = "schema/released.sha256";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `x-supported-versions`, checked: one `current` (the `x-schema-version`), dates where a deprecated version needs them. */
export function versionEntries(recordMeta: JsonObject): VersionEntry[] {
  const current = recordMeta["x-schema-version"];
  const entries = recordMeta["x-supported-versions"] as VersionEntry[];
  const wrong = (why: string) => new Error(`codegen: ${CURRENT_SCHEMA} x-supported-versions: ${why}`);
  if (!Array.isArray(entries) || entries.length === 0) throw wrong("must list the supported versions as { version, status } entries");
  for (const e of entries) {
    if (typeof e !== "object" || typeof e.version !== "string" || !["current", "supported", "deprecated"].includes(e.status)) {
      throw wrong(`${JSON.stringify(e)} needs a version and a status (current, supported or deprecated)`);
    }
    if ((e.status === "current") !== (e.version === current))
      throw wrong(`exactly the x-schema-version ${JSON.stringify(current)} has status current`);
    if (e.status === "deprecated" && !(DATE.test(e.deprecated ?? "") && DATE.test(e.sunset ?? ""))) {
      throw wrong(`deprecated ${e.version} needs "deprecated" and "sunset" dates (YYYY-MM-DD)`);
    }
    const extra = Object.keys(e).filter((k) => !["version", "status", "deprecated", "sunset"].includes(k));
    if (extra.length > 0) throw wrong(`${e.version} has unknown members ${extra.join(", ")}`);
  }
  if (!entries.some((e) => e.status === "current"))
    throw wrong(`the x-schema-version ${JSON.stringify(current)} must be listed as current`);
  if (new Set(entries.map((e) => e.version)).size !== entries.length) throw wrong("a version is listed twice");
  return entries;
}

/** Every supported version with its schema: the current one from schema/record.schema.json, the others frozen. */
export function recordVersions(recordMeta: JsonObject): RecordVersion[] {
  return versionEntries(recordMeta).map((entry) => {
    const path = entry.status === "current" ? CURRENT_SCHEMA : frozenSchemaPath(entry.version);
    let text: string;
    try {
      text = readFileSync(join(root, path), "utf8");
    } catch {
      throw new Error(
        `codegen: ${entry.version} is listed in x-supported-versions but ${path} does not exist (versions are frozen by \`npm run schema:release\`)`,
      );
    }
    return { ...entry, text, defs: recordFileDefs(JSON.parse(text) as JsonObject).defs };
  });
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
  const $defs = Object.fromEntries(
    [...reached]
      .sort()
      .filter((n) => n !== name)
      .map((n) => [n, defs[n]]),
  );
  return { $schema: "https://json-schema.org/draft/2020-12/schema", $id: id, ...defs[name], $defs };
}
