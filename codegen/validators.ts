// generated/validators/: Ajv standalone modules (2020-12 dialect) compiled at codegen time, so
// neither the server nor the SDK compiles a schema at run time or imports Ajv at all.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";
import { defName, mapRefs, RECORD, versionExport, type JsonObject, type RecordVersion } from "./bundle.ts";
import { BANNER, type OutputFile } from "./emit.ts";
import { emitFastChecks, fastExport } from "./fast-check.ts";
import { finiteNumbers, maxBytes, maxDepth, maxLength, minLength, storableText } from "./keywords.ts";
import type { Operation } from "./operations.ts";

const BUNDLE_ID = "https://trace-ledger.dev/schema/bundle.json";
const ANNOTATIONS = ["x-schema-version", "x-supported-versions", "x-http-status", "x-sdk-class", "x-retry", "x-pattern-reason", "example"];

function newAjv(opts: { coerceTypes: boolean; inlineRefs?: boolean }) {
  const ajv = new Ajv2020.default({
    inlineRefs: opts.inlineRefs ?? true,
    code: { source: true, esm: true, lines: true },
    discriminator: true,
    strict: true,
    // Record kinds require common fields through allOf; strictRequired cannot see through it.
    strictRequired: false,
    allowUnionTypes: true,
    allErrors: false,
    coerceTypes: opts.coerceTypes,
    useDefaults: opts.coerceTypes,
  });
  addFormats.default(ajv);
  ajv.addVocabulary(ANNOTATIONS);
  ajv.removeKeyword("minLength");
  ajv.removeKeyword("maxLength");
  ajv.addKeyword(minLength).addKeyword(maxLength).addKeyword(maxBytes);
  // In this order, ahead of every standard keyword: depth first, so nothing walks a value too deep.
  ajv.addKeyword(maxDepth).addKeyword(finiteNumbers).addKeyword(storableText);
  return ajv;
}

function standaloneModule(ajv: ReturnType<typeof newAjv>, exports: Record<string, string>): string {
  // Ajv's ESM output starts with "use strict"; modules are strict anyway.
  const code = standaloneCode.default(ajv, exports).replace(/^"use strict";/, "");
  if (/\brequire\(/.test(code)) throw new Error("codegen: a standalone validator requires a runtime module");
  return `${BANNER}/* eslint-disable */\n${code}\n`;
}

const declaration = (names: Array<[string, string]>) =>
  BANNER +
  `import type { Validator } from "../validate.ts";\nimport type * as T from "../types/schema.ts";\n\n` +
  names.map(([name, type]) => `export declare const ${name}: Validator<${type}>;\n`).join("");

/** Query and path parameters of an operation as one object schema (values arrive as strings). */
function paramsSchema(op: Operation): JsonObject {
  const params = op.parameters;
  return {
    type: "object",
    properties: Object.fromEntries(params.map((p) => [p.name, mapRefs(p.schema, (ref) => BUNDLE_ID + ref)])),
    required: params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
}

// Annotations a `$ref` may carry beside it: they do not validate, so the ref can become its target.
const REF_ANNOTATIONS = new Set(["$ref", "description", "title", "$comment", "examples", "deprecated"]);

/**
 * A record bundle's definitions with every `$ref` below a record kind replaced by its target, so
 * Ajv compiles each kind as one function: a nested call per `$ref` (options object, instance
 * path, run-time `unevaluatedProperties` bookkeeping) was a sixth of a validation. Equivalent
 * in 2020-12: each ref is `#/$defs/…` in the same bundle, no definition has `$id` or anchors,
 * and a ref beside nothing but annotations evaluates exactly as its target in its place (so
 * errors, their order and instance paths are unchanged; only `schemaPath` names the place of
 * use). The record root keeps its refs, one call per kind; so does a ref in an `allOf`, a
 * kind's base (`RecordCommon`), which every kind shares: a copy of it in each kind of each
 * version doubled the SDK bundle for ~5 % of a validation. A cycle stops codegen.
 */
export function inlineRecordRefs(defs: Record<string, JsonObject>): Record<string, JsonObject> {
  const inline = (node: unknown, trail: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, trail));
    if (node === null || typeof node !== "object") return node;
    const schema = node as JsonObject;
    if (typeof schema.$ref === "string") {
      const name = defName(schema.$ref);
      if (trail.includes(name)) throw new Error(`codegen: $ref cycle through ${[...trail, name].join(" → ")}`);
      const extra = Object.keys(schema).filter((key) => !REF_ANNOTATIONS.has(key));
      if (extra.length > 0) throw new Error(`codegen: a record $ref beside ${extra.join(", ")} cannot be inlined`);
      const target = defs[name];
      if (!target || "$id" in target || "$anchor" in target || "$dynamicAnchor" in target)
        throw new Error(`codegen: cannot inline ${schema.$ref}`);
      return inline(target, [...trail, name]);
    }
    const base = (item: unknown) => item !== null && typeof item === "object" && "$ref" in item;
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === "allOf" && Array.isArray(value) ? value.map((item) => (base(item) ? item : inline(item, trail))) : inline(value, trail),
      ]),
    );
  };
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, name === RECORD ? def : (inline(def, [name]) as JsonObject)]));
}

/** The export of a version's record validator in validators/record.js. */
const recordExport = (v: RecordVersion) => versionExport("validateRecord", v);

export function emitValidators(defs: Record<string, JsonObject>, operations: Operation[], versions: RecordVersion[]): OutputFile[] {
  const bundle = { $id: BUNDLE_ID, $defs: defs };
  const ref = (name: string) => `${BUNDLE_ID}#/$defs/${name}`;

  // One validator per supported version, each from its own schema (the current one from the main bundle).
  // No Ajv inlining here: the kinds, free of refs, would all be inlined into the root's function.
  const recordAjv = newAjv({ coerceTypes: false, inlineRefs: false }).addSchema({ $id: BUNDLE_ID, $defs: inlineRecordRefs(defs) });
  const recordExports: Record<string, string> = { validateRecord: ref(RECORD) };
  for (const v of versions.filter((v) => v.status !== "current")) {
    const id = `https://trace-ledger.dev/schema/${v.version}/bundle.json`;
    recordAjv.addSchema({ $id: id, $defs: inlineRecordRefs(v.defs) });
    recordExports[recordExport(v)] = `${id}#/$defs/${RECORD}`;
  }
  const bodyAjv = newAjv({ coerceTypes: false }).addSchema(bundle);
  const paramsAjv = newAjv({ coerceTypes: true }).addSchema(bundle);

  const bodies = [...new Set(operations.flatMap((op) => (op.body && op.body !== RECORD ? [op.body] : [])))].sort();
  for (const op of operations) paramsAjv.addSchema(paramsSchema(op), `params/${op.operationId}`);

  const indexLines = operations.map((op) => {
    // A record is judged by its own schema_version (generated/record-check.ts), in the handler.
    const body = op.body && op.body !== RECORD ? `bodies.${op.body}` : "undefined";
    return `  ${op.operationId}: { params: params.${op.operationId}, body: ${body} },`;
  });
  const paramsExports = Object.fromEntries(operations.map((op) => [op.operationId, `params/${op.operationId}`]));

  return [
    { path: "validators/record.js", content: standaloneModule(recordAjv, recordExports) },
    { path: "validators/record.d.ts", content: declaration(Object.keys(recordExports).map((name) => [name, `T.${RECORD}`])) },
    {
      path: "validators/versions.ts",
      content:
        BANNER +
        `// The record validator of each supported schema_version: a record is judged by the rules of its own version.\n` +
        `import type { TraceRecord } from "../types/schema.ts";\nimport type { Validator } from "../validate.ts";\nimport * as fast from "./fast.js";\nimport * as record from "./record.js";\n\n` +
        `export const RECORD_VALIDATORS: Readonly<Record<string, Validator<TraceRecord>>> = {\n` +
        versions.map((v) => `  ${JSON.stringify(v.version)}: record.${recordExport(v)},\n`).join("") +
        `};\n\n` +
        `// Each version's fast first pass (validators/fast.js): true only where its record validator accepts too.\n` +
        `export const FAST_RECORD_CHECKS: Readonly<Record<string, (value: unknown) => boolean>> = {\n` +
        versions.map((v) => `  ${JSON.stringify(v.version)}: fast.${fastExport(v)},\n`).join("") +
        `};\n`,
    },
    ...emitFastChecks(versions),
    { path: "validators/bodies.js", content: standaloneModule(bodyAjv, Object.fromEntries(bodies.map((b) => [b, ref(b)]))) },
    { path: "validators/bodies.d.ts", content: declaration(bodies.map((b) => [b, `T.${b}`])) },
    { path: "validators/params.js", content: standaloneModule(paramsAjv, paramsExports) },
    {
      path: "validators/params.d.ts",
      content: declaration(operations.map((op) => [op.operationId, "Record<string, unknown>"])),
    },
    {
      path: "validators/index.ts",
      content:
        BANNER +
        `// Request validators per operation: params (query, path and declared headers, coerced, defaults filled) and body.\n` +
        `import type { OperationId } from "../operations.ts";\n` +
        `import type { Validator } from "../validate.ts";\n` +
        `import * as bodies from "./bodies.js";\nimport * as params from "./params.js";\n\n` +
        `export const requestValidators: { [Op in OperationId]: { params: Validator<Record<string, unknown>>; body: Validator<unknown> | undefined } } = {\n` +
        indexLines.join("\n") +
        `\n};\n`,
    },
  ];
}
