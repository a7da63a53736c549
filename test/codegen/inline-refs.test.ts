// The record validators are compiled from definitions whose refs are inlined (codegen/validators.ts):
// only refs that evaluate exactly as their target in place may be, and a cycle stops codegen.
import { describe, expect, it } from "vitest";
import { RECORD } from "../../codegen/bundle.ts";
import { inlineRecordRefs } from "../../codegen/validators.ts";

describe("inlineRecordRefs", () => {
  it("puts each target in place of its ref below a kind, dropping annotations beside it, and keeps the root's refs and a kind's base", () => {
    const defs = {
      [RECORD]: { oneOf: [{ $ref: "#/$defs/Kind" }] },
      Kind: { allOf: [{ $ref: "#/$defs/Common" }], properties: { id: { $ref: "#/$defs/Id", description: "the id" } } },
      Common: { properties: { id: { $ref: "#/$defs/Id" } } },
      Id: { type: "string", pattern: "^[a-z]+$" },
    };
    const inlined = inlineRecordRefs(defs);
    expect(inlined[RECORD]).toEqual(defs[RECORD]);
    expect(inlined.Kind).toEqual({ allOf: [{ $ref: "#/$defs/Common" }], properties: { id: defs.Id } });
    expect(inlined.Common).toEqual({ properties: { id: defs.Id } });
  });

  it("refuses a cycle and a ref beside a validating keyword", () => {
    expect(() => inlineRecordRefs({ [RECORD]: {}, A: { items: { $ref: "#/$defs/B" } }, B: { items: { $ref: "#/$defs/A" } } })).toThrow(
      /cycle through A → B → A/,
    );
    expect(() => inlineRecordRefs({ [RECORD]: {}, A: { allOf: [{ not: { $ref: "#/$defs/A" } }] } })).toThrow(/cycle through A → A/);
    expect(() => inlineRecordRefs({ [RECORD]: {}, A: { $ref: "#/$defs/B", minLength: 1 }, B: { type: "string" } })).toThrow(
      /beside minLength/,
    );
  });
});
