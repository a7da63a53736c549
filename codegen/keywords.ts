// Custom Ajv keywords. They generate inline code, so the standalone validators need no runtime
// import (no `require`) and run unchanged in Node, browsers and edge runtimes. The measuring
// functions are those of templates/canonical.ts (also emitted as generated/canonical.ts), inlined
// by their source: one implementation for the validators, the server and the SDK.
import { _, str, type CodeKeywordDefinition, type KeywordCxt, type Name } from "ajv";
import { _Code } from "ajv/dist/compile/codegen/code.js";
import {
  fitsBytes,
  isNonFiniteNumber,
  isUnstorableText,
  jsonSize,
  jsonStringLength,
  locate,
  leafBound,
  scanWide,
  utf8Length,
} from "./templates/canonical.ts";

/** A scope function whose code is `main`'s source, preceded by the functions it calls. */
function inlined(cxt: KeywordCxt, main: (...args: never[]) => unknown, helpers: Array<(...args: never[]) => unknown> = []) {
  const source = `(function(){${helpers.map((f) => f.toString()).join(";")};return ${main.toString()}})()`;
  return cxt.gen.scopeValue("func", { ref: main, code: new _Code(source) });
}

// The record-wide keywords of one schema share one walk (scanWide), emitted by the first of them
// in the generated code; the others, and x-max-bytes beside them, read its result. Keyed by the
// schema's compilation context, which every keyword of that schema shares.
const scans = new WeakMap<object, Name>();

function wideScan(cxt: KeywordCxt): Name {
  let scan = scans.get(cxt.it);
  if (!scan) {
    const siblings = cxt.parentSchema as Record<string, unknown>;
    const depth = typeof siblings["x-max-depth"] === "number" ? siblings["x-max-depth"] : Number.MAX_SAFE_INTEGER;
    const walk = inlined(cxt, scanWide, [leafBound, isUnstorableText]);
    // The names the schema declares, as scanWide's table (an object literal: "__proto__" in one would set its prototype).
    const names = [...declaredNames(cxt.it.schemaEnv.root.schema)].filter((name) => name !== "__proto__").sort();
    const unstorable = names.find(isUnstorableText);
    if (unstorable !== undefined) throw new Error(`codegen: the schema declares an unstorable member name ${JSON.stringify(unstorable)}`);
    const table = `{__proto__: null, ${names.map((name) => `${JSON.stringify(name)}: true`).join(", ")}}`;
    const known = cxt.gen.scopeValue("obj", { ref: Object.fromEntries(names.map((name) => [name, true])), code: new _Code(table) });
    scan = cxt.gen.const(
      "scan",
      _`${walk}(${cxt.data}, ${depth}, ${siblings["x-finite-numbers"] === true}, ${siblings["x-storable-text"] === true}, ${known})`,
    );
    scans.set(cxt.it, scan);
  }
  return scan;
}

/** Every name a `properties` declares anywhere in `schema`: the member names most values carry. */
export function declaredNames(schema: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) declaredNames(item, names);
  else if (schema !== null && typeof schema === "object") {
    const { properties } = schema as { properties?: unknown };
    if (properties !== null && typeof properties === "object") for (const name of Object.keys(properties)) names.add(name);
    for (const value of Object.values(schema)) declaredNames(value, names);
  }
  return names;
}

export const maxBytes: CodeKeywordDefinition = {
  keyword: "x-max-bytes",
  type: ["string", "object", "array"],
  schemaType: "number",
  error: {
    message: ({ schemaCode }) => str`must NOT be longer than ${schemaCode} bytes (UTF-8)`,
    params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
  },
  code(cxt: KeywordCxt) {
    const fits = _`${inlined(cxt, fitsBytes, [utf8Length, jsonStringLength, jsonSize])}(${cxt.data}, ${cxt.schemaCode})`;
    // Beside the record-wide keywords, their walk's size bound settles most values uncounted.
    const scan = scans.get(cxt.it);
    cxt.fail(scan ? _`(${scan} < 0 || ${scan} > ${cxt.schemaCode}) && !${fits}` : _`!${fits}`);
  },
};

// The record-wide keywords run before every other keyword of their schema (`before`), so a value
// nested too deep is refused before anything else looks inside it.
const FIRST = "$dynamicAnchor";

export const maxDepth: CodeKeywordDefinition = {
  keyword: "x-max-depth",
  schemaType: "number",
  before: FIRST,
  error: {
    message: ({ schemaCode }) => str`must NOT nest arrays and objects more than ${schemaCode} levels deep`,
    params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
  },
  code(cxt: KeywordCxt) {
    cxt.fail(_`${wideScan(cxt)} === -1`);
  },
};

/**
 * A keyword `x-…: true` that flags leaves (strings, member names, numbers) anywhere in the value:
 * it fails on its result of the shared walk; only then is the spot located (in canonical order).
 */
function leafKeyword(
  keyword: string,
  result: number,
  test: (leaf: unknown) => boolean,
  names: boolean,
  reason: string,
): CodeKeywordDefinition {
  return {
    keyword,
    schemaType: "boolean",
    before: FIRST,
    error: {
      message: () => str`${reason}`,
      params: ({ params }) => _`{pointer: ${params.pointer}}`,
    },
    code(cxt: KeywordCxt) {
      if (cxt.schema !== true) return;
      cxt.setParams({ pointer: _`${inlined(cxt, locate)}(${cxt.data}, ${inlined(cxt, test)}, ${names})` });
      cxt.fail(_`${wideScan(cxt)} === ${result}`);
    },
  };
}

// Numbers only: member names are never shown to the test.
export const finiteNumbers = leafKeyword("x-finite-numbers", -2, isNonFiniteNumber, false, "must be a finite number");
export const storableText = leafKeyword(
  "x-storable-text",
  -3,
  isUnstorableText,
  true,
  "holds a NUL character or an unpaired surrogate, which cannot be stored",
);

// Code points in a string (what JSON Schema's minLength/maxLength count), inlined so the
// standalone output needs no `ajv/dist/runtime/ucs2length` import.
function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n--;
      i++;
    }
  }
  return n;
}

function lengthKeyword(keyword: "minLength" | "maxLength"): CodeKeywordDefinition {
  const tooShort = keyword === "minLength";
  return {
    keyword,
    type: "string",
    schemaType: "number",
    error: {
      message: ({ schemaCode }) => str`must NOT have ${tooShort ? "fewer" : "more"} than ${schemaCode} characters`,
      params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
    },
    code(cxt: KeywordCxt) {
      const count = cxt.gen.scopeValue("func", { ref: codePoints, code: new _Code(`(${codePoints.toString()})`) });
      const { data, schemaCode } = cxt;
      // UTF-16 length bounds the code point count from above; count only when it matters.
      cxt.fail(
        tooShort
          ? _`${data}.length < ${schemaCode} || (${data}.length < 2 * ${schemaCode} && ${count}(${data}) < ${schemaCode})`
          : _`${data}.length > ${schemaCode} && ${count}(${data}) > ${schemaCode}`,
      );
    },
  };
}

export const minLength = lengthKeyword("minLength");
export const maxLength = lengthKeyword("maxLength");
export { codePoints };
