// The OpenAPI side of the breaking-change gate: what a change to the document takes away from a
// client written against the last release. Requests are judged like the record schema (compat.ts:
// a request the release accepted must still be accepted); responses the other way round (what the
// release promised a client may read must still come: no removed path, operation, success
// response, field or header, no field that may now be absent, no wider type). A new enum value in
// a response is compatible: clients tolerate unknown values (decisions: "Errors that can evolve").
// The record definitions are left to the record schema's own gate: records are judged by their
// own schema_version, so a new record version narrows nothing for an old client.
import { breakingChanges, type Breaking } from "./compat.ts";
import type { JsonObject } from "./bundle.ts";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const token = (name: string) => name.replace(/~/g, "~0").replace(/\//g, "~1");
const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === "object" && !Array.isArray(v);
const obj = (v: unknown): JsonObject => (isObject(v) ? v : {});

/** `#/components/<kind>/<name>` of `doc`, followed until it is not a reference. */
function follow(doc: JsonObject, node: unknown): JsonObject {
  let seen = 0;
  let at = obj(node);
  while (typeof at.$ref === "string" && at.$ref.startsWith("#/components/") && seen++ < 16) {
    const [, , kind, name] = at.$ref.split("/");
    at = obj(obj(obj(doc.components)[kind!])[name!]);
  }
  return at;
}

/** `schema` with component references written out, except a record definition or a cycle (left as `$ref`). */
function inline(doc: JsonObject, schema: unknown, keep: Set<string>, path: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inline(doc, s, keep, path));
  if (!isObject(schema)) return schema;
  const ref = schema.$ref;
  if (typeof ref === "string" && ref.startsWith("#/components/schemas/")) {
    const name = ref.slice("#/components/schemas/".length);
    if (keep.has(name) || path.includes(name)) return schema;
    const { $ref, ...rest } = schema;
    return {
      ...(inline(doc, follow(doc, { $ref }), keep, [...path, name]) as JsonObject),
      ...(inline(doc, rest, keep, path) as JsonObject),
    };
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(doc, v, keep, path)]));
}

const types = (node: JsonObject): string[] | undefined =>
  node.type === undefined ? undefined : Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];

/** What a client reading `earlier`'s response may no longer get from `current`'s. */
export function responseBreaks(earlier: unknown, current: unknown, pointer: string): Breaking[] {
  if (!isObject(earlier) || !isObject(current)) return [];
  const found: Breaking[] = [];
  const at = (key: string) => `${pointer}/${token(key)}`;
  const [was, now] = [types(earlier), types(current)];
  if (was && (!now || now.some((t) => !was.includes(t) && !(t === "integer" && was.includes("number"))))) {
    found.push({ pointer: at("type"), what: `wider type in a response (${was.join(", ")} → ${now ? now.join(", ") : "any"})` });
  }
  if (typeof earlier.$ref === "string" && earlier.$ref !== current.$ref)
    found.push({ pointer: at("$ref"), what: `changed $ref (${earlier.$ref} → ${current.$ref ?? "none"})` });
  const required = new Set((current.required as string[] | undefined) ?? []);
  for (const name of (earlier.required as string[] | undefined) ?? []) {
    if (!required.has(name) && name in obj(current.properties))
      found.push({ pointer: at("required"), what: `response field ${JSON.stringify(name)} no longer always present` });
  }
  const [a, b] = [obj(earlier.properties), obj(current.properties)];
  for (const name of Object.keys(a)) {
    const where = `${at("properties")}/${token(name)}`;
    if (!(name in b)) found.push({ pointer: where, what: `removed response field ${JSON.stringify(name)}` });
    else found.push(...responseBreaks(a[name], b[name], where));
  }
  for (const key of ["items", "additionalProperties"]) found.push(...responseBreaks(earlier[key], current[key], at(key)));
  for (const key of ["allOf", "oneOf", "anyOf"]) {
    const [x, y] = [(earlier[key] ?? []) as unknown[], (current[key] ?? []) as unknown[]];
    x.forEach((branch, i) => found.push(...responseBreaks(branch, y[i], `${at(key)}/${i}`)));
  }
  return found;
}

/** An operation's parameters (its path's and its own), by `in` and name. */
function parameters(doc: JsonObject, item: JsonObject, op: JsonObject): Map<string, JsonObject> {
  const all = [...((item.parameters ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])].map((p) => follow(doc, p));
  return new Map(all.map((p) => [`${p.in} ${p.name}`, p]));
}

/**
 * Every change of `current` (a bundled OpenAPI document, schemas under components) that breaks a
 * client of `earlier`, named by its JSON Pointer in `current` (or, for what is gone, where it was).
 * `recordDefs` are the schema names the record schema's own gate judges.
 */
export function apiBreakingChanges(earlier: JsonObject, current: JsonObject, recordDefs: Set<string>): Breaking[] {
  const found: Breaking[] = [];
  const schemaOf = (doc: JsonObject, node: unknown) => inline(doc, obj(node).schema ?? {}, recordDefs);
  const [oldPaths, newPaths] = [obj(earlier.paths), obj(current.paths)];
  for (const [path, oldItem] of Object.entries(oldPaths)) {
    const where = `/paths/${token(path)}`;
    if (!(path in newPaths)) {
      found.push({ pointer: where, what: `removed path ${path}` });
      continue;
    }
    const [a, b] = [follow(earlier, oldItem), follow(current, newPaths[path])];
    for (const method of METHODS.filter((m) => m in a)) {
      const opAt = `${where}/${method}`;
      if (!(method in b)) {
        found.push({ pointer: opAt, what: `removed operation ${method.toUpperCase()} ${path}` });
        continue;
      }
      const [oldOp, newOp] = [obj(a[method]), obj(b[method])];
      // Requests: what the release's client sends must still be taken.
      const [oldParams, newParams] = [parameters(earlier, a, oldOp), parameters(current, b, newOp)];
      for (const [key, p] of newParams) {
        const q = oldParams.get(key);
        const pAt = `${opAt}/parameters/${token(String(p.name))}`;
        if (p.required === true && q?.required !== true)
          found.push({ pointer: pAt, what: `${q ? "parameter now required" : "new required parameter"} (${p.in} ${p.name})` });
        if (q) found.push(...breakingChanges(schemaOf(earlier, q), schemaOf(current, p), `${pAt}/schema`));
      }
      for (const [key, q] of oldParams)
        if (!newParams.has(key)) found.push({ pointer: `${opAt}/parameters/${token(String(q.name))}`, what: `removed parameter (${key})` });
      const [oldBody, newBody] = [follow(earlier, oldOp.requestBody), follow(current, newOp.requestBody)];
      if (newBody.required === true && oldBody.required !== true)
        found.push({ pointer: `${opAt}/requestBody/required`, what: "request body now required" });
      for (const [media, m] of Object.entries(obj(oldBody.content))) {
        const mAt = `${opAt}/requestBody/content/${token(media)}`;
        const n = obj(newBody.content)[media];
        if (n === undefined) found.push({ pointer: mAt, what: `request media type ${media} no longer taken` });
        else found.push(...breakingChanges(schemaOf(earlier, m), schemaOf(current, n), `${mAt}/schema`));
      }
      // Responses: what the release promised its client must still come.
      const newResponses = obj(newOp.responses);
      for (const [status, oldResponse] of Object.entries(obj(oldOp.responses)).filter(([s]) => s.startsWith("2"))) {
        const rAt = `${opAt}/responses/${status}`;
        if (!(status in newResponses)) {
          found.push({ pointer: rAt, what: `removed response ${status}` });
          continue;
        }
        const [r, s] = [follow(earlier, oldResponse), follow(current, newResponses[status])];
        for (const header of Object.keys(obj(r.headers))) {
          if (!(header in obj(s.headers)))
            found.push({ pointer: `${rAt}/headers/${token(header)}`, what: `removed response header ${header}` });
        }
        for (const [media, m] of Object.entries(obj(r.content))) {
          const mAt = `${rAt}/content/${token(media)}`;
          const n = obj(s.content)[media];
          if (n === undefined) found.push({ pointer: mAt, what: `response media type ${media} no longer sent` });
          else found.push(...responseBreaks(schemaOf(earlier, m), schemaOf(current, n), `${mAt}/schema`));
        }
      }
    }
  }
  return found;
}
