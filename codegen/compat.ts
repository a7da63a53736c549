// The breaking-change gate: what a schema change takes away from data the earlier schema accepted.
// Judged keyword by keyword at the same JSON Pointer in both, with the vendor keywords' meaning
// (x-max-bytes and x-max-depth are caps, x-storable-text and x-finite-numbers refusals). Anything
// it cannot prove harmless (a changed pattern, a new keyword) counts as breaking: a false alarm
// costs a version bump, a missed break costs a stored record its meaning.
import type { JsonObject } from "./bundle.ts";

export interface Breaking {
  /** JSON Pointer (RFC 6901) of the keyword or member in the current schema. */
  pointer: string;
  what: string;
}

/** Keywords that describe without constraining. */
const ANNOTATIONS = new Set([
  "$schema",
  "$id",
  "$comment",
  "title",
  "description",
  "examples",
  "example",
  "default",
  "deprecated",
  "readOnly",
  "writeOnly",
  "x-pattern-reason",
  "x-schema-version",
  "x-supported-versions",
  "x-http-status",
  "x-sdk-class",
  "x-sdk-parent",
  "x-retry",
  "discriminator",
]);
/** Upper bounds: lower or newly present is tighter. */
const UPPER = ["maxLength", "maxItems", "maxProperties", "maximum", "exclusiveMaximum", "x-max-bytes", "x-max-depth"];
/** Lower bounds: higher or newly present is tighter. */
const LOWER = ["minLength", "minItems", "minProperties", "minimum", "exclusiveMinimum"];
/** Refusals switched on by `true`. */
const REFUSALS = ["x-storable-text", "x-finite-numbers", "uniqueItems"];
/** Sub-schemas compared member by member. */
const MAPS = ["properties", "$defs", "patternProperties", "dependentSchemas"];
/** Sub-schemas compared position by position. */
const LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const SINGLE = ["items", "contains", "not", "if", "then", "else", "propertyNames"];
const HANDLED = new Set([
  ...ANNOTATIONS,
  ...UPPER,
  ...LOWER,
  ...REFUSALS,
  ...MAPS,
  ...LISTS,
  ...SINGLE,
  "type",
  "required",
  "enum",
  "const",
  "pattern",
  "format",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "$ref",
  "multipleOf",
]);

const token = (name: string) => name.replace(/~/g, "~0").replace(/\//g, "~1");
const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === "object" && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const types = (node: JsonObject): Set<string> | undefined =>
  node.type === undefined ? undefined : new Set(Array.isArray(node.type) ? (node.type as string[]) : [node.type as string]);

/** Whether an additionalProperties / unevaluatedProperties value admits nothing. */
const closed = (v: unknown) => v === false;

/** Every change of `current` that refuses some value `earlier` accepted. */
export function breakingChanges(earlier: unknown, current: unknown, pointer = ""): Breaking[] {
  if (!isObject(earlier) || !isObject(current)) {
    if (earlier === true && current !== true) return [{ pointer, what: "a schema that accepted anything now constrains" }];
    if (current === false && earlier !== false) return [{ pointer, what: "now refuses everything" }];
    return [];
  }
  const found: Breaking[] = [];
  const at = (key: string) => `${pointer}/${token(key)}`;
  const add = (key: string, what: string) => found.push({ pointer: at(key), what });

  const was = types(earlier);
  const now = types(current);
  if (now && (!was || [...was].some((t) => !now.has(t) && !(t === "integer" && now.has("number"))))) {
    add("type", `narrower type (${was ? [...was].join(", ") : "any"} → ${[...now].join(", ")})`);
  }
  for (const key of UPPER) {
    const [a, b] = [earlier[key], current[key]];
    if (typeof b === "number" && (typeof a !== "number" || b < a)) add(key, `tighter cap (${a ?? "none"} → ${b})`);
  }
  for (const key of LOWER) {
    const [a, b] = [earlier[key], current[key]];
    if (typeof b === "number" && (typeof a !== "number" || b > a)) add(key, `higher minimum (${a ?? "none"} → ${b})`);
  }
  for (const key of REFUSALS) if (current[key] === true && earlier[key] !== true) add(key, "a new refusal");
  const required = new Set((earlier.required as string[] | undefined) ?? []);
  for (const name of (current.required as string[] | undefined) ?? [])
    if (!required.has(name)) add("required", `new required field ${JSON.stringify(name)}`);
  if (Array.isArray(current.enum)) {
    const kept = current.enum.map((v) => JSON.stringify(v));
    const lost = Array.isArray(earlier.enum) ? earlier.enum.filter((v) => !kept.includes(JSON.stringify(v))) : ["(any value)"];
    if (lost.length > 0) add("enum", `removed enum value ${lost.map((v) => JSON.stringify(v)).join(", ")}`);
  }
  for (const key of ["const", "pattern", "format", "multipleOf", "$ref"]) {
    if (current[key] !== undefined && !same(earlier[key], current[key]))
      add(key, `changed ${key} (${JSON.stringify(earlier[key] ?? null)} → ${JSON.stringify(current[key])})`);
  }
  for (const key of ["additionalProperties", "unevaluatedProperties", "unevaluatedItems"]) {
    if (closed(current[key]) && !closed(earlier[key])) add(key, "closed: members it did not name are refused now");
    else if (isObject(current[key])) found.push(...breakingChanges(earlier[key] ?? true, current[key], at(key)));
  }
  for (const key of MAPS) {
    const [a, b] = [(earlier[key] ?? {}) as JsonObject, (current[key] ?? {}) as JsonObject];
    for (const name of Object.keys(a)) {
      const where = `${at(key)}/${token(name)}`;
      if (!(name in b))
        found.push({
          pointer: where,
          what: key === "properties" ? `removed field ${JSON.stringify(name)}` : `removed ${key} member ${JSON.stringify(name)}`,
        });
      else found.push(...breakingChanges(a[name], b[name], where));
    }
  }
  for (const key of LISTS) {
    const [a, b] = [(earlier[key] ?? []) as unknown[], (current[key] ?? []) as unknown[]];
    if (key === "allOf" ? b.length > a.length : b.length < a.length)
      add(key, `${b.length > a.length ? "added" : "removed"} ${key} branches (${a.length} → ${b.length})`);
    a.forEach((branch, i) => i < b.length && found.push(...breakingChanges(branch, b[i], `${at(key)}/${i}`)));
  }
  for (const key of SINGLE) if (current[key] !== undefined) found.push(...breakingChanges(earlier[key] ?? true, current[key], at(key)));
  for (const key of Object.keys(current)) {
    if (!HANDLED.has(key) && !same(earlier[key], current[key]))
      add(key, `a keyword the gate does not know changed (${key}): judged breaking`);
  }
  return found;
}
