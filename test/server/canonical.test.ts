import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canonicalForms, canonicalHash, canonicalJson } from "../../server/canonical.ts";

function float64(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
}

describe("canonicalJson (RFC 8785)", () => {
  it("sorts member names by UTF-16 code units, non-ASCII included (RFC 8785 §3.2.3)", () => {
    const input = {
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\ud83d\ude00": "Emoji: Grinning Face",
      "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis",
    };
    expect(canonicalJson(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
        '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it("serialises the RFC 8785 §3.2.2 example", () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/", "literals": [null, true, false]}',
    );
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"\u20ac$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it.each([
    ["0000000000000000", "0"],
    ["8000000000000000", "0"], // -0
    ["0000000000000001", "5e-324"],
    ["8000000000000001", "-5e-324"],
    ["7fefffffffffffff", "1.7976931348623157e+308"],
    ["4340000000000000", "9007199254740992"],
    ["c340000000000000", "-9007199254740992"],
    ["4430000000000000", "295147905179352830000"],
    ["44b52d02c7e14af5", "9.999999999999997e+22"],
    ["44b52d02c7e14af6", "1e+23"],
    ["3eb0c6f7a0b5ed8d", "0.000001"],
    ["3eb0c6f7a0b5ed8c", "9.999999999999997e-7"],
    ["41b3de4355555555", "333333333.3333333"],
  ])("serialises the IEEE-754 value %s as %s (RFC 8785 Appendix B)", (bits, expected) => {
    expect(canonicalJson(float64(bits))).toBe(expected);
  });

  it("writes 1e21 and 0.000001 as ECMAScript does", () => {
    expect(canonicalJson([1e21, 0.000001, 1e-7, -0])).toBe("[1e+21,0.000001,1e-7,0]");
  });

  it("keeps array order and sorts nested objects", () => {
    expect(canonicalJson({ b: [3, { z: 1, a: [{ y: 2, x: 1 }] }], a: "" })).toBe('{"a":"","b":[3,{"a":[{"x":1,"y":2}],"z":1}]}');
  });

  it("leaves out undefined members, as JSON.stringify does", () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [undefined], [() => 1], [10n]])("refuses %s", (value) => {
    expect(() => canonicalJson(value)).toThrow(TypeError);
  });
});

describe("canonicalHash", () => {
  it("is SHA-256 hex of the UTF-8 canonical JSON", () => {
    const expected = createHash("sha256").update('{"a":"\u20ac","b":1}', "utf8").digest("hex");
    expect(canonicalHash({ b: 1, a: "\u20ac" })).toBe(expected);
  });

  it("ignores member order and whitespace, not values", () => {
    expect(canonicalHash(JSON.parse('{ "x": [1, 2], "y": {"b": 1, "a": 2} }'))).toBe(canonicalHash({ y: { a: 2, b: 1 }, x: [1, 2] }));
    expect(canonicalHash({ x: [1, 2] })).not.toBe(canonicalHash({ x: [2, 1] }));
  });
});

describe("canonicalForms", () => {
  it("gives the body's canonical JSON and the record's, the server's fields interleaved by name", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), fc.integer(), (body, agentId, serverTs) => {
        delete body.agent_id;
        delete body.server_ts_utc;
        const server = { agent_id: agentId, server_ts_utc: serverTs };
        const forms = canonicalForms(body, server);
        expect(forms.body).toBe(canonicalJson(body));
        expect(forms.record).toBe(canonicalJson({ ...body, ...server }));
      }),
    );
    // Names before, between and after the server's, and none at all.
    const server = { agent_id: "agt", server_ts_utc: 5 };
    for (const body of [{}, { a: 1 }, { b: 1, session_id: "s", z: [] }, { "\u20ac": 1, agent: 2, server: 3 }]) {
      expect(canonicalForms(body, server).record).toBe(canonicalJson({ ...body, ...server }));
    }
  });
});
