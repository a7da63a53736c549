// The record schema itself, through the generated validator that the server and SDK both use.
import { describe, expect, it } from "vitest";
import { check, messageOf, type FieldError } from "../../generated/validate.ts";
import { validateRecord } from "../../generated/validators/record.js";
import { PUBLIC_CHAINS, recordSchema } from "../../generated/schema.ts";
import { BEHAVIOR_EXAMPLES, recordOf } from "../support/records.ts";

const KB = 1024;
const MAX_DEPTH = recordSchema["x-max-depth"];

/** Validates `record` and returns the `{ field, reason }` of its first error (or "valid"). */
function verdict(record: unknown) {
  const result = check(validateRecord, record);
  return result.ok ? "valid" : result.error;
}

const thinking = (patch: Record<string, unknown> = {}) => ({ ...recordOf("Thinking"), ...patch });
const without = (record: Record<string, unknown>, field: string) => {
  const { [field]: _, ...rest } = record;
  return rest;
};

describe("valid records", () => {
  it.each(BEHAVIOR_EXAMPLES)("accepts a %s record", (behavior) => {
    expect(verdict(recordOf(behavior))).toBe("valid");
  });

  it("accepts a record with only the required fields of each kind", () => {
    for (const behavior of BEHAVIOR_EXAMPLES) {
      const { session_id, record_id, schema_version, client_ts_utc } = recordOf(behavior);
      const extra = behavior === "Thinking" ? { prompt: "p", output_payload: "o" } : {};
      expect(verdict({ session_id, record_id, schema_version, client_ts_utc, behavior, ...extra })).toBe("valid");
    }
  });

  it("accepts server-set fields on input (they are ignored, so a read-back record can be resubmitted)", () => {
    expect(verdict(thinking({ agent_id: "agt_x", server_ts_utc: 1795000000123 }))).toBe("valid");
  });

  it("accepts each cap exactly at its limit, in bytes", () => {
    const atCaps = thinking({
      notes: "€".repeat(682) + "xx", // 682 × 3 + 2 = 2048 bytes
      tags: Array.from({ length: 32 }, () => "t".repeat(64)),
      prompt: "p".repeat(16 * KB),
      output_payload: "o".repeat(32 * KB),
    });
    expect(verdict(atCaps)).toBe("valid");
  });
});

describe("client-side rules", () => {
  it("requires behavior to be one of the kinds", () => {
    expect(verdict(thinking({ behavior: "Dreaming" }))).toEqual({ field: "/behavior", reason: 'has an unknown value "Dreaming"' });
    expect(verdict(without(thinking(), "behavior"))).toMatchObject({ field: "/behavior" });
    expect(verdict(thinking({ behavior: 7 }))).toMatchObject({ field: "/behavior" });
  });

  it.each(["session_id", "schema_version"])("requires a non-empty %s", (field) => {
    expect(verdict(thinking({ [field]: "" }))).toMatchObject({ field: `/${field}`, reason: "must NOT have fewer than 1 characters" });
    expect(verdict(without(thinking(), field))).toEqual({ field: `/${field}`, reason: "is required" });
  });

  it.each([
    ["an uppercase UUID", "0B6F3C2E-8D1A-4C7E-9F2B-5A4D3E2C1B0A"],
    ["a v1 UUID", "6fa459ea-ee8a-11e3-ac10-0800200c9a66"],
    ["a non-RFC variant", "0b6f3c2e-8d1a-4c7e-cf2b-5a4d3e2c1b0a"],
    ["no dashes", "0b6f3c2e8d1a4c7e9f2b5a4d3e2c1b0a"],
    ["a number", 42],
  ])("requires record_id to be a UUID v4, not %s", (_, value) => {
    expect(verdict(thinking({ record_id: value }))).toMatchObject({ field: "/record_id" });
  });

  it.each([
    ["zero", 0],
    ["negative", -5],
    ["fractional", 1767225600000.5],
    ["a string", "1767225600000"],
  ])("requires client_ts_utc to be a positive integer, not %s", (_, value) => {
    expect(verdict(thinking({ client_ts_utc: value }))).toMatchObject({ field: "/client_ts_utc" });
  });

  it.each(["prompt", "output_payload"])("requires a non-empty Thinking %s", (field) => {
    expect(verdict(thinking({ [field]: "" }))).toMatchObject({ field: `/${field}` });
    expect(verdict(without(thinking(), field))).toEqual({ field: `/${field}`, reason: "is required" });
  });

  describe("Acting execution_id on a public chain", () => {
    const acting = (patch: Record<string, unknown>) => without({ ...recordOf("Acting"), ...patch }, "execution_id");

    const spellings = (chain: string) => [
      chain,
      chain.toUpperCase(),
      chain[0]!.toUpperCase() + chain.slice(1),
      chain.replace(/[aeiou]/g, (c) => c.toUpperCase()),
    ];

    it.each(PUBLIC_CHAINS)("is required when %s is confirmed, whatever its case", (chain) => {
      for (const spelling of spellings(chain)) {
        expect(verdict(acting({ target_system: spelling, execution_status: "confirmed" }))).toEqual({
          field: "/execution_id",
          reason: "is required",
        });
      }
    });

    it("is not required when the action is not confirmed, or the target is no public chain", () => {
      expect(verdict(acting({ target_system: "ethereum", execution_status: "pending" }))).toBe("valid");
      expect(verdict(acting({ target_system: "stripe", execution_status: "confirmed" }))).toBe("valid");
      expect(verdict(acting({ target_system: "ethereum-sepolia", execution_status: "confirmed" }))).toBe("valid");
      expect(verdict(acting({ target_system: " ethereum", execution_status: "confirmed" }))).toBe("valid");
    });

    it("must not be empty when given", () => {
      expect(verdict({ ...recordOf("Acting"), execution_id: "" })).toMatchObject({ field: "/execution_id" });
    });
  });

  it("refuses fields a kind does not define, naming the field", () => {
    expect(verdict(thinking({ promt: "typo" }))).toEqual({ field: "/promt", reason: "is not a known field here" });
    expect(verdict({ ...recordOf("Observing"), prompt: "belongs to Thinking" })).toMatchObject({ field: "/prompt" });
    expect(verdict({ ...recordOf("Thinking"), inputs: [{ kind: "record", extra: 1 }] })).toMatchObject({ field: "/inputs/0/extra" });
  });

  it("refuses closed-set values outside their enum", () => {
    expect(verdict({ ...recordOf("Observing"), trigger_type: "rumour" })).toMatchObject({ field: "/trigger_type" });
    expect(verdict({ ...recordOf("Acting"), execution_status: "done" })).toMatchObject({ field: "/execution_status" });
    expect(verdict({ ...recordOf("ToolCalling"), tool_meta: { category: "magic" } })).toMatchObject({ field: "/tool_meta/category" });
  });

  it("requires reference ids to be UUIDs, and upstream ids to be an array", () => {
    expect(verdict(thinking({ parent_record_id: "parent-1" }))).toMatchObject({ field: "/parent_record_id" });
    expect(verdict(thinking({ upstream_record_id: "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a" }))).toMatchObject({
      field: "/upstream_record_id",
    });
    expect(verdict(thinking({ upstream_record_id: ["nope"] }))).toMatchObject({ field: "/upstream_record_id/0" });
  });

  it("requires model_invocation to name provider and model", () => {
    expect(verdict(thinking({ model_invocation: { provider: "openai" } }))).toEqual({
      field: "/model_invocation/model_name",
      reason: "is required",
    });
  });
});

describe("error messages help", () => {
  it("an enum failure lists the allowed values", () => {
    expect(verdict({ ...recordOf("Observing"), trigger_type: "rumour" })).toEqual({
      field: "/trigger_type",
      reason:
        'must be one of "user_message", "agent_message", "tool_result", "schedule", "webhook", "market_data", "chain_event", "system", "other"',
    });
  });

  it("a record_id failure says what a record id looks like, not a regular expression", () => {
    expect(verdict(thinking({ record_id: "nope" }))).toEqual({
      field: "/record_id",
      reason: "must be a UUID (8-4-4-4-12 hex), lowercase, version 4",
    });
    expect(verdict(thinking({ upstream_record_id: ["nope"] }))).toMatchObject({
      field: "/upstream_record_id/0",
      reason: expect.stringContaining("must be a UUID (8-4-4-4-12 hex)"),
    });
  });

  it("fields are JSON Pointers, escaped per RFC 6901, and the message names them", () => {
    const other = { ...recordOf("Other"), data: { "a/b~c": "\u0000" } };
    const error = verdict(other);
    expect(error).toMatchObject({ field: "/data/a~1b~0c" });
    expect(messageOf(error as FieldError)).toBe("/data/a~1b~0c holds a NUL character or an unpaired surrogate, which cannot be stored");
    expect(messageOf({ field: "", reason: "is bad" })).toBe("the value is bad");
  });
});

describe("record-wide rules (x-max-depth, x-finite-numbers, x-storable-text)", () => {
  const other = (data: unknown) => ({ ...recordOf("Other"), data });
  const nested = (levels: number) => other({ x: JSON.parse("[".repeat(levels - 2) + "]".repeat(levels - 2)) });

  it("refuses nesting deeper than the schema's x-max-depth, at any depth, without a stack overflow", () => {
    expect(verdict(nested(MAX_DEPTH))).toBe("valid");
    const tooDeep = { reason: `must NOT nest arrays and objects more than ${MAX_DEPTH} levels deep` };
    expect(verdict(nested(MAX_DEPTH + 1))).toMatchObject(tooDeep);
    expect(verdict(nested(6000))).toMatchObject(tooDeep);
    expect(verdict(nested(200_000))).toMatchObject(tooDeep);
  });

  it("refuses U+0000 and lone surrogates in every string, member names included, naming the spot", () => {
    const reason = "holds a NUL character or an unpaired surrogate, which cannot be stored";
    expect(verdict(thinking({ notes: "a\u0000b" }))).toMatchObject({ reason });
    expect(verdict(other({ list: ["ok", "\udc00"] }))).toMatchObject({ reason });
    expect(verdict(other({ "bad\u0000name": 1 }))).toMatchObject({ reason });
    expect(verdict(other({ pair: "\ud83d\ude00" }))).toBe("valid");
  });

  it("refuses a non-finite number anywhere, free-form payloads included", () => {
    expect(verdict(other({ x: Number.POSITIVE_INFINITY }))).toMatchObject({ reason: "must be a finite number" });
    expect(verdict(other({ x: [1, Number.NaN] }))).toMatchObject({ reason: "must be a finite number" });
  });
});

describe("size caps are UTF-8 bytes", () => {
  const over = "must NOT be longer than";

  it("notes: 2 KB, so 700 × € (700 characters, 2100 bytes) is too long", () => {
    expect("€".repeat(700).length).toBeLessThan(2 * KB);
    expect(verdict(thinking({ notes: "€".repeat(700) }))).toEqual({ field: "/notes", reason: `${over} 2048 bytes (UTF-8)` });
    expect(verdict(thinking({ notes: "x".repeat(2 * KB + 1) }))).toMatchObject({ field: "/notes" });
  });

  it("counts astral characters as 4 bytes", () => {
    expect(verdict(thinking({ notes: "😀".repeat(512) }))).toBe("valid"); // 2048 bytes
    expect(verdict(thinking({ notes: "😀".repeat(512) + "x" }))).toMatchObject({ field: "/notes" });
  });

  it("tags: at most 32, each at most 64 characters (code points, as the specification says) and not empty", () => {
    expect(verdict(thinking({ tags: Array.from({ length: 33 }, (_, i) => `t${i}`) }))).toEqual({
      field: "/tags",
      reason: "must NOT have more than 32 items",
    });
    expect(verdict(thinking({ tags: ["t".repeat(65)] }))).toMatchObject({ field: "/tags/0" });
    expect(verdict(thinking({ tags: ["漢".repeat(64), "😀".repeat(64)] }))).toBe("valid"); // 192 and 256 bytes
    expect(verdict(thinking({ tags: ["漢".repeat(65)] }))).toEqual({ field: "/tags/0", reason: "must NOT have more than 64 characters" });
    expect(verdict(thinking({ tags: [""] }))).toMatchObject({ field: "/tags/0" });
  });

  it.each([
    ["Thinking", "prompt", 16 * KB],
    ["Thinking", "output_payload", 32 * KB],
    ["ToolCalling", "input_payload", 16 * KB],
    ["ToolCalling", "output_payload", 32 * KB],
    ["Observing", "trigger_payload_summary", 4 * KB],
  ] as const)("%s %s: %i bytes", (behavior, field, cap) => {
    expect(verdict({ ...recordOf(behavior), [field]: "a".repeat(cap) })).toBe("valid");
    expect(verdict({ ...recordOf(behavior), [field]: "a".repeat(cap - 1) + "é" })).toEqual({
      field: `/${field}`,
      reason: `${over} ${cap} bytes (UTF-8)`,
    });
  });

  it.each([
    ["ToolCalling", "tool_meta", { tool_id: "x", version: "é".repeat(8000) }, { tool_id: "x", version: "é".repeat(8200) }],
    ["Acting", "parameters", { blob: "x".repeat(16 * KB - 20) }, { blob: "x".repeat(16 * KB) }],
    ["Other", "data", { blob: "€".repeat(5000) }, { blob: "€".repeat(5500) }],
  ] as const)("%s %s: 16 KB as JSON", (behavior, field, fits, tooBig) => {
    expect(verdict({ ...recordOf(behavior), [field]: fits })).toBe("valid");
    expect(verdict({ ...recordOf(behavior), [field]: tooBig })).toMatchObject({
      field: `/${field}`,
      reason: `${over} 16384 bytes (UTF-8)`,
    });
  });

  it("an object counts its RFC 8785 canonical bytes exactly: 25-byte numbers are not under-counted", () => {
    // -0.0000012345678901234567 is the longest Number::toString: 25 bytes.
    const n = -0.0000012345678901234567;
    expect(String(n)).toHaveLength(25);
    const dataOf = (count: number) => ({ numbers: Array.from({ length: count }, () => n) });
    const size = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
    let count = 1;
    while (size(dataOf(count + 1)) <= 16 * KB) count++;
    expect(size(dataOf(count))).toBeLessThanOrEqual(16 * KB);
    expect(verdict({ ...recordOf("Other"), data: dataOf(count) })).toBe("valid");
    expect(verdict({ ...recordOf("Other"), data: dataOf(count + 1) })).toMatchObject({ reason: `${over} 16384 bytes (UTF-8)` });
  });

  it("the whole record: 64 KB as JSON", () => {
    const record = recordOf("Thinking");
    const padding = 64 * KB - JSON.stringify({ ...record, notes: "" }).length;
    // Every field under its own cap, the total just over 64 KB.
    const big = {
      ...record,
      prompt: "p".repeat(16 * KB),
      output_payload: "o".repeat(32 * KB),
      inputs: Array.from({ length: 8 }, () => ({ kind: "document" as const, summary: "s".repeat(2000) })),
    };
    const size = new TextEncoder().encode(JSON.stringify(big)).length;
    expect(size).toBeGreaterThan(64 * KB);
    expect(padding).toBeGreaterThan(0);
    expect(verdict(big)).toEqual({ field: "", reason: `${over} 65536 bytes (UTF-8)` });
    big.inputs = big.inputs.slice(0, 1);
    expect(verdict(big)).toBe("valid");
  });
});
