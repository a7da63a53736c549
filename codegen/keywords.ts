// Custom Ajv keywords. They generate inline code, so the standalone validators need no runtime
// import (no `require`) and run unchanged in Node, browsers and edge runtimes.
import { _, str, type CodeKeywordDefinition, type KeywordCxt } from "ajv";
import { _Code } from "ajv/dist/compile/codegen/code.js";

// UTF-8 length of a JS string without allocating (TextEncoder would copy the string).
// A lone surrogate counts 3 bytes, as TextEncoder encodes it (U+FFFD).
function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) n += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 2; // a pair: 2 units, 4 bytes
      i++;
    } else n += 2;
  }
  return n;
}

// An upper bound of the UTF-8 size of JSON.stringify(value), stopping once past `max`. A UTF-16
// unit encodes to at most 6 bytes (a control character as \u00XX), a number to at most 24.
function jsonBytesBound(value: unknown, max: number): number {
  if (typeof value === "string") return value.length * 6 + 2;
  if (typeof value !== "object" || value === null) return 24;
  let total = 2;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && total <= max; i++) total += jsonBytesBound(value[i], max) + 1;
  } else {
    for (const key in value) {
      total += key.length * 6 + 4 + jsonBytesBound((value as Record<string, unknown>)[key], max);
      if (total > max) break;
    }
  }
  return total;
}

// A string, or an object as JSON.stringify encodes it, fits in `max` UTF-8 bytes. Cheap bounds
// settle almost every value; only one near its cap is encoded and counted exactly.
function fitsBytes(value: unknown, max: number): boolean {
  if (typeof value === "string") return value.length * 3 <= max || (value.length <= max && utf8Length(value) <= max);
  if (jsonBytesBound(value, max) <= max) return true;
  const json = JSON.stringify(value);
  return json.length <= max && utf8Length(json) <= max;
}

export const maxBytes: CodeKeywordDefinition = {
  keyword: "x-max-bytes",
  type: ["string", "object"],
  schemaType: "number",
  error: {
    message: ({ schemaCode }) => str`must NOT be longer than ${schemaCode} bytes (UTF-8)`,
    params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
  },
  code(cxt: KeywordCxt) {
    const source = `(function(){${utf8Length.toString()};${jsonBytesBound.toString()};return ${fitsBytes.toString()}})()`;
    const fits = cxt.gen.scopeValue("func", { ref: fitsBytes, code: new _Code(source) });
    cxt.fail(_`!${fits}(${cxt.data}, ${cxt.schemaCode})`);
  },
};

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
      message: ({ schemaCode }) =>
        str`must NOT have ${tooShort ? "fewer" : "more"} than ${schemaCode} characters`,
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
export { codePoints, fitsBytes, jsonBytesBound, utf8Length };
