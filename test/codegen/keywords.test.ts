// The measuring functions the generated validators inline (generated/canonical.ts), against the
// platform's own encoders.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  fitsBytes,
  isNonFiniteNumber,
  isUnstorableText,
  jsonSize,
  jsonStringLength,
  locate,
  scanWide,
  utf8Length,
} from "../../generated/canonical.ts";
import { codePoints } from "../../codegen/keywords.ts";

const encoder = new TextEncoder();
const bytes = (s: string) => encoder.encode(s).length;
// Strings of any UTF-16 units, lone surrogates and control characters included.
const anyString = fc.string({ unit: "binary" });
const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
// JSON values whose strings hold any UTF-16 unit, and numbers of every magnitude.
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.oneof(anyString, utf16, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.boolean(), fc.constant(null)),
    fc.array(tie("value")),
    fc.dictionary(fc.oneof(anyString, utf16), tie("value")),
  ),
})).value;

describe("byte and character counts", () => {
  it("utf8Length equals TextEncoder's count", () => {
    fc.assert(
      fc.property(fc.oneof(anyString, utf16), (s) => utf8Length(s) === bytes(s)),
      { numRuns: 2000 },
    );
  });

  it("jsonStringLength equals the UTF-8 bytes of JSON.stringify", () => {
    fc.assert(
      fc.property(fc.oneof(anyString, utf16), (s) => jsonStringLength(s) === bytes(JSON.stringify(s))),
      { numRuns: 2000 },
    );
  });

  it("codePoints equals the number of code points", () => {
    fc.assert(
      fc.property(fc.oneof(anyString, utf16), (s) => codePoints(s) === [...s].length),
      { numRuns: 2000 },
    );
  });

  it("jsonSize is the exact canonical size, its bound never under-counts, and fitsBytes is exact", () => {
    fc.assert(
      fc.property(json, fc.integer({ min: 0, max: 400 }), (value, max) => {
        const canonical = bytes(canonicalJson(value));
        const exact = typeof value === "string" ? bytes(value) : canonical;
        return (
          jsonSize(value, Infinity, true) === canonical &&
          jsonSize(value, Infinity, false) >= canonical &&
          fitsBytes(value, max) === exact <= max
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("bounds a number by 25 bytes, the longest Number::toString", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => String(n).length <= 25),
      { numRuns: 5000 },
    );
    expect(String(-0.0000012345678901234567)).toHaveLength(25);
    const numbers = Array.from({ length: 10 }, () => -0.0000012345678901234567); // 261 bytes
    expect(fitsBytes(numbers, 260)).toBe(false); // a 24-byte bound said 252
    expect(fitsBytes(numbers, 261)).toBe(true);
  });

  it("counts strings in bytes, not characters", () => {
    expect(fitsBytes("€".repeat(682), 2048)).toBe(true); // 2046 bytes
    expect(fitsBytes("€".repeat(683), 2048)).toBe(false); // 2049 bytes, 683 characters
  });

  it("measures depth without recursion, at any depth", () => {
    const deep = JSON.parse("[".repeat(100_000) + "]".repeat(100_000));
    expect(scanWide(deep, 64, true, true)).toBe(-1);
    expect(jsonSize(deep, Infinity, true)).toBe(200_000);
    expect(scanWide({ a: [1, { b: "x" }] }, 3, true, true)).toBeGreaterThanOrEqual(0);
    expect(scanWide({ a: [1, { b: "x" }] }, 2, true, true)).toBe(-1);
    expect(scanWide("scalar", 0, true, true)).toBeGreaterThanOrEqual(0);
  });
});

/** Arrays and objects nesting, the plain recursive way: a scalar 0, a container 1 + its deepest member. */
const depthOf = (v: unknown): number =>
  v === null || typeof v !== "object" ? 0 : 1 + Math.max(0, ...(Array.isArray(v) ? v : Object.values(v)).map(depthOf));

// Values that also hold what the record-wide keywords refuse: NaN and infinities, NUL, lone surrogates.
const wide = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.oneof(anyString, utf16, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant("a\u0000b"), fc.constant("\ud800")),
    fc.array(tie("value")),
    fc.dictionary(fc.oneof(anyString, utf16, fc.constant("\udc00k")), tie("value")),
  ),
})).value;

describe("the record-wide walk (scanWide), one pass for depth, finite numbers, storable text and a size bound", () => {
  it("answers as the separate checks would, in their order, and never under-counts the size", () => {
    fc.assert(
      fc.property(wide, fc.integer({ min: 0, max: 6 }), fc.boolean(), fc.boolean(), (value, maxDepth, finite, storable) => {
        const expected =
          depthOf(value) > maxDepth
            ? -1
            : finite && locate(value, isNonFiniteNumber, false) !== null
              ? -2
              : storable && locate(value, isUnstorableText) !== null
                ? -3
                : undefined;
        const got = scanWide(value, maxDepth, finite, storable);
        return expected === undefined ? got >= jsonSize(value, Infinity, true) : got === expected;
      }),
      { numRuns: 3000 },
    );
  });

  it("trusts only the own entries of its table of storable names, and still tests every value", () => {
    const table = { __proto__: null, "trusted\u0000": true } as unknown as Record<string, true>;
    expect(scanWide({ "trusted\u0000": 1 }, 64, true, true, table)).toBeGreaterThanOrEqual(0);
    expect(scanWide({ "other\u0000": 1 }, 64, true, true, table)).toBe(-3);
    expect(scanWide({ toString: "\ud800" }, 64, true, true, table)).toBe(-3);
    expect(scanWide(JSON.parse('{"__proto__": 1, "\\udc00": 2}'), 64, true, true, table)).toBe(-3);
  });

  it("judges text exactly as the regular expression of NUL and unpaired surrogates", () => {
    const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    fc.assert(
      fc.property(fc.oneof(anyString, utf16), (s) => isUnstorableText(s) === unstorable.test(s)),
      { numRuns: 5000 },
    );
    expect([1, null, {}].some(isUnstorableText)).toBe(false);
  });
});
