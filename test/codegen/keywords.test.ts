// The byte and length counting that the generated validators inline, against the platform's own.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codePoints, fitsBytes, jsonBytesBound, utf8Length } from "../../codegen/keywords.ts";

const encoder = new TextEncoder();
const bytes = (s: string) => encoder.encode(s).length;
// Strings of any UTF-16 units, lone surrogates and control characters included.
const anyString = fc.string({ unit: "binary" });
const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });

describe("byte and character counts", () => {
  it("utf8Length equals TextEncoder's count", () => {
    fc.assert(fc.property(fc.oneof(anyString, utf16), (s) => utf8Length(s) === bytes(s)), { numRuns: 2000 });
  });

  it("codePoints equals the number of code points", () => {
    fc.assert(fc.property(fc.oneof(anyString, utf16), (s) => codePoints(s) === [...s].length), { numRuns: 2000 });
  });

  it("jsonBytesBound never undercounts, and fitsBytes is exact (a string by its bytes, else its JSON)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 400 }), (value, max) => {
        const json = bytes(JSON.stringify(value));
        const exact = typeof value === "string" ? bytes(value) : json;
        return jsonBytesBound(value, Number.MAX_SAFE_INTEGER) >= json && fitsBytes(value, max) === exact <= max;
      }),
      { numRuns: 3000 },
    );
  });

  it("counts strings in bytes, not characters", () => {
    expect(fitsBytes("€".repeat(682), 2048)).toBe(true); // 2046 bytes
    expect(fitsBytes("€".repeat(683), 2048)).toBe(false); // 2049 bytes, 683 characters
  });
});
