// The record schema itself, through the generated validator that the server and SDK both use.
import { describe, expect, it } from "vitest";
import { check } from "../../generated/validate.ts";
import { validateRecord } from "../../generated/validators/record.js";
import { PUBLIC_CHAINS } from "../../generated/schema.ts";
import { BEHAVIOR_EXAMPLES, recordOf } from "../support/records.ts";

const KB = 1024;

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
    expect(verdict(thinking({ agent_id: "agt_x", server_ts_utc: 1.5 }))).toBe("valid");
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
    expect(verdict(thinking({ behavior: "Dreaming" }))).toEqual({ field: "behavior", reason: 'has an unknown value "Dreaming"' });
    expect(verdict(without(thinking(), "behavior"))).toMatchObject({ field: "behavior" });
    expect(verdict(thinking({ behavior: 7 }))).toMatchObject({ field: "behavior" });
  });

  it.each(["session_id", "schema_version"])("requires a non-empty %s", (field) => {
    expect(verdict(thinking({ [field]: "" }))).toMatchObject({ field, reason: "must NOT have fewer than 1 characters" });
    expect(verdict(without(thinking(), field))).toEqual({ field, reason: "is required" });
  });

  it.each([
    ["an uppercase UUID", "0B6F3C2E-8D1A-4C7E-9F2B-5A4D3E2C1B0A"],
    ["a v1 UUID", "6fa459ea-ee8a-11e3-ac10-0800200c9a66"],
    ["a non-RFC variant", "0b6f3c2e-8d1a-4c7e-cf2b-5a4d3e2c1b0a"],
    ["no dashes", "0b6f3c2e8d1a4c7e9f2b5a4d3e2c1b0a"],
    ["a number", 42],
  ])("requires record_id to be a UUID v4, not %s", (_, value) => {
    expect(verdict(thinking({ record_id: value }))).toMatchObject({ field: "record_id" });
  });

  it.each([
    ["zero", 0],
    ["negative", -5],
    ["fractional", 1767225600000.5],
    ["a string", "1767225600000"],
  ])("requires client_ts_utc to be a positive integer, not %s", (_, value) => {
    expect(verdict(thinking({ client_ts_utc: value }))).toMatchObject({ field: "client_ts_utc" });
  });

  it.each(["prompt", "output_payload"])("requires a non-empty Thinking %s", (field) => {
    expect(verdict(thinking({ [field]: "" }))).toMatchObject({ field });
    expect(verdict(without(thinking(), field))).toEqual({ field, reason: "is required" });
  });

  describe("Acting execution_id on a public chain", () => {
    const acting = (patch: Record<string, unknown>) => without({ ...recordOf("Acting"), ...patch }, "execution_id");

    it.each(PUBLIC_CHAINS)("is required when %s is confirmed", (chain) => {
      expect(verdict(acting({ target_system: chain, execution_status: "confirmed" }))).toEqual({
        field: "execution_id",
        reason: "is required",
      });
    });

    it("is not required when the action is not confirmed, or the target is no public chain", () => {
      expect(verdict(acting({ target_system: "ethereum", execution_status: "pending" }))).toBe("valid");
      expect(verdict(acting({ target_system: "stripe", execution_status: "confirmed" }))).toBe("valid");
      expect(verdict(acting({ target_system: "Ethereum", execution_status: "confirmed" }))).toBe("valid");
    });

    it("must not be empty when given", () => {
      expect(verdict({ ...recordOf("Acting"), execution_id: "" })).toMatchObject({ field: "execution_id" });
    });
  });

  it("refuses fields a kind does not define, naming the field", () => {
    expect(verdict(thinking({ promt: "typo" }))).toEqual({ field: "promt", reason: "is not a known field here" });
    expect(verdict({ ...recordOf("Observing"), prompt: "belongs to Thinking" })).toMatchObject({ field: "prompt" });
    expect(verdict({ ...recordOf("Thinking"), inputs: [{ kind: "record", extra: 1 }] })).toMatchObject({ field: "inputs[0].extra" });
  });

  it("refuses closed-set values outside their enum", () => {
    expect(verdict({ ...recordOf("Observing"), trigger_type: "rumour" })).toMatchObject({ field: "trigger_type" });
    expect(verdict({ ...recordOf("Acting"), execution_status: "done" })).toMatchObject({ field: "execution_status" });
    expect(verdict({ ...recordOf("ToolCalling"), tool_meta: { category: "magic" } })).toMatchObject({ field: "tool_meta.category" });
  });

  it("requires reference ids to be UUIDs, and upstream ids to be an array", () => {
    expect(verdict(thinking({ parent_record_id: "parent-1" }))).toMatchObject({ field: "parent_record_id" });
    expect(verdict(thinking({ upstream_record_id: "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a" }))).toMatchObject({ field: "upstream_record_id" });
    expect(verdict(thinking({ upstream_record_id: ["nope"] }))).toMatchObject({ field: "upstream_record_id[0]" });
  });

  it("requires model_invocation to name provider and model", () => {
    expect(verdict(thinking({ model_invocation: { provider: "openai" } }))).toEqual({ field: "model_invocation.model_name", reason: "is required" });
  });
});

describe("size caps are UTF-8 bytes", () => {
  const over = "must NOT be longer than";

  it("notes: 2 KB, so 700 × € (700 characters, 2100 bytes) is too long", () => {
    expect("€".repeat(700).length).toBeLessThan(2 * KB);
    expect(verdict(thinking({ notes: "€".repeat(700) }))).toEqual({ field: "notes", reason: `${over} 2048 bytes (UTF-8)` });
    expect(verdict(thinking({ notes: "x".repeat(2 * KB + 1) }))).toMatchObject({ field: "notes" });
  });

  it("counts astral characters as 4 bytes and lone surrogates as 3", () => {
    expect(verdict(thinking({ notes: "😀".repeat(512) }))).toBe("valid"); // 2048 bytes
    expect(verdict(thinking({ notes: "😀".repeat(512) + "x" }))).toMatchObject({ field: "notes" });
    expect(verdict(thinking({ notes: "\ud800".repeat(683) }))).toMatchObject({ field: "notes" }); // 2049 bytes
  });

  it("tags: at most 32, each at most 64 bytes and not empty", () => {
    expect(verdict(thinking({ tags: Array.from({ length: 33 }, (_, i) => `t${i}`) }))).toEqual({
      field: "tags",
      reason: "must NOT have more than 32 items",
    });
    expect(verdict(thinking({ tags: ["t".repeat(65)] }))).toMatchObject({ field: "tags[0]" });
    expect(verdict(thinking({ tags: ["é".repeat(33)] }))).toMatchObject({ field: "tags[0]" }); // 66 bytes
    expect(verdict(thinking({ tags: [""] }))).toMatchObject({ field: "tags[0]" });
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
      field,
      reason: `${over} ${cap} bytes (UTF-8)`,
    });
  });

  it.each([
    ["ToolCalling", "tool_meta", { tool_id: "x", version: "é".repeat(8000) }, { tool_id: "x", version: "é".repeat(8200) }],
    ["Acting", "parameters", { blob: "x".repeat(16 * KB - 20) }, { blob: "x".repeat(16 * KB) }],
    ["Other", "data", { blob: "€".repeat(5000) }, { blob: "€".repeat(5500) }],
  ] as const)("%s %s: 16 KB as JSON", (behavior, field, fits, tooBig) => {
    expect(verdict({ ...recordOf(behavior), [field]: fits })).toBe("valid");
    expect(verdict({ ...recordOf(behavior), [field]: tooBig })).toMatchObject({ field, reason: `${over} 16384 bytes (UTF-8)` });
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
    expect(verdict(big)).toEqual({ field: "$", reason: `${over} 65536 bytes (UTF-8)` });
    big.inputs = big.inputs.slice(0, 1);
    expect(verdict(big)).toBe("valid");
  });
});
