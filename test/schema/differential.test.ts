// One validator, one truth: the generated validators (which the SDK and the service run) judge
// thousands of generated records exactly as an independent JSON Schema 2020-12 validator
// (@cfworker/json-schema) plus independent reference checks of the schema's x- keywords do; and
// the service, over real HTTP, agrees with the SDK on a sample.
import { Validator, type Schema } from "@cfworker/json-schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordSchema, SCHEMA_VERSION } from "../../generated/schema.ts";
import { validateRecord } from "../../sdk/index.ts";
import { useAgent, useServer } from "../server/http/helpers.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaNode = { [key: string]: unknown };

// ---- The reference judge: another validator for the standard keywords ----------------------

const schema = recordSchema as unknown as SchemaNode;
const defs = schema.$defs as Record<string, SchemaNode>;
const standard = new Validator(schema as unknown as Schema, "2020-12", true);

// ---- ... and the x- keywords, by their documented meaning, written independently -------------

const utf8 = new TextEncoder();
const bytes = (s: string) => utf8.encode(s).length;

function depth(value: Json): number {
  if (value === null || typeof value !== "object") return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depth));
}

/** Every string, member names included, well formed (encodeURIComponent refuses a lone surrogate) and NUL-free. */
function storable(value: Json): boolean {
  const ok = (s: string) => {
    try {
      encodeURIComponent(s);
    } catch {
      return false;
    }
    return !s.includes("\u0000");
  };
  if (typeof value === "string") return ok(value);
  if (value === null || typeof value !== "object") return true;
  return Object.entries(value).every(([key, member]) => ok(key) && storable(member));
}

function finite(value: Json): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (value === null || typeof value !== "object") return true;
  return Object.values(value).every(finite);
}

const resolve = (node: SchemaNode): SchemaNode =>
  typeof node.$ref === "string" ? resolve(defs[(node.$ref as string).split("/").pop()!]!) : node;

/**
 * x-max-bytes wherever it sits: a string by its UTF-8 bytes, anything else by the UTF-8 bytes of
 * its JSON without whitespace (member order does not change a length, so JSON.stringify measures
 * the canonical form). Follows $ref, allOf, the branch of oneOf the record's behavior selects,
 * properties and items: every place this schema puts the keyword.
 */
function withinBytes(node: SchemaNode, value: Json): boolean {
  const here = resolve(node);
  const cap = here["x-max-bytes"];
  if (
    typeof cap === "number" && value !== null && typeof value === "object"
      ? bytes(JSON.stringify(value)) > cap
      : typeof cap === "number" && typeof value === "string" && bytes(value) > cap
  ) {
    return false;
  }
  const subschemas = [...((here.allOf as SchemaNode[] | undefined) ?? [])];
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const branch of (here.oneOf as SchemaNode[] | undefined) ?? []) {
      const behavior = ((resolve(branch).properties as Record<string, SchemaNode>).behavior as SchemaNode).const;
      if (behavior === value.behavior) subschemas.push(branch);
    }
    const properties = (here.properties ?? {}) as Record<string, SchemaNode>;
    for (const [name, member] of Object.entries(value)) {
      if (properties[name] && !withinBytes(properties[name]!, member)) return false;
    }
  }
  if (Array.isArray(value) && here.items) {
    if (!value.every((item) => withinBytes(here.items as SchemaNode, item))) return false;
  }
  return subschemas.every((sub) => withinBytes(sub, value));
}

function referenceVerdict(record: Json): boolean {
  if (depth(record) > (schema["x-max-depth"] as number)) return false;
  return finite(record) && storable(record) && withinBytes(schema, record) && standard.validate(record).valid;
}

// ---- Records: valid ones, then broken in the places where validators tend to disagree -------

const units = ["a", "é", "漢", "😀", "\u0000", "\ud800", "\udc00", "\n", '"', "\\", "\u001f"];
const SIZES = [0, 1, 21, 22, 32, 63, 64, 65, 128, 256, 257, 682, 683, 1024, 2047, 2048, 2049, 4096, 5461, 16_383, 16_384, 16_385];

/** Strings around the caps (in characters or in bytes) of one repeated character, sometimes ending in an odd unit. */
const text = fc
  .tuple(fc.constantFrom(...SIZES), fc.constantFrom("a", "é", "漢", "😀"), fc.boolean(), fc.option(fc.constantFrom(...units), { freq: 4 }))
  .map(([size, unit, inBytes, odd]) => {
    const count = Math.max(0, Math.ceil(size / (inBytes ? utf8.encode(unit).length : 1)) - (odd === null ? 0 : 1));
    return unit.repeat(count) + (odd ?? "");
  });

const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.string({ unit: fc.constantFrom(...units), maxLength: 8 }),
  fc.double(),
  fc.integer(),
  fc.constantFrom(-0.0000012345678901234567, 1e21, -1.2345678901234567e-300, Number.MAX_VALUE),
  fc.boolean(),
  fc.constant(null),
);

const nested = (levels: number): Json => (levels === 0 ? [] : [nested(levels - 1)]);

/** Free-form payloads: small JSON, deep nests around the depth cap, number arrays around 16 KB. */
const freeForm: fc.Arbitrary<Json> = fc.oneof(
  fc.dictionary(fc.string({ unit: fc.constantFrom(...units), maxLength: 4 }), fc.oneof(leaf, fc.array(leaf, { maxLength: 4 })), {
    maxKeys: 5,
  }),
  fc.integer({ min: 58, max: 70 }).map((levels) => ({ x: nested(levels) })),
  fc.integer({ min: 600, max: 660 }).map((n) => ({ numbers: Array.from({ length: n }, () => -0.0000012345678901234567) })),
  fc.tuple(fc.constantFrom("a", "€", "\u0001"), fc.integer({ min: 2600, max: 16_400 })).map(([unit, n]) => ({ blob: unit.repeat(n) })),
);

const CHAINS = ["ethereum", "Ethereum", "BASE", "sOlAnA", "bnb", "ethereum-sepolia", "stripe", ""];

const field = <T>(name: string, value: fc.Arbitrary<T>) => value.map((v) => [name, v] as const);
const valueArb: fc.Arbitrary<readonly [string, unknown]> = fc.oneof(
  field("notes", text),
  field("tags", fc.array(text, { maxLength: 3 })),
  field("tags", fc.constant(Array.from({ length: 33 }, (_, i) => `t${i}`))),
  field("session_id", text),
  field("prompt", text),
  field("output_payload", text),
  field("record_id", fc.constantFrom("0B6F3C2E-8D1A-4C7E-9F2B-5A4D3E2C1B0A", "0b6f3c2e-8d1a-1c7e-9f2b-5a4d3e2c1b0a", "nope", 7)),
  field("client_ts_utc", fc.oneof(fc.constantFrom(0, -1, 1.5, 2 ** 53, 1e400 * 0), fc.integer({ min: 1 }))),
  field("schema_version", fc.constantFrom(SCHEMA_VERSION, "", "x".repeat(33))),
  field("behavior", fc.constantFrom("Thinking", "Acting", "Dreaming", 3)),
  field("trigger_type", fc.constantFrom("market_data", "rumour")),
  field("target_system", fc.constantFrom(...CHAINS)),
  field("execution_status", fc.constantFrom("confirmed", "pending", "done")),
  field("execution_id", fc.constantFrom(undefined, "", "0xabc")),
  field("data", freeForm),
  field("parameters", freeForm),
  field("tool_meta", fc.oneof(freeForm, fc.constant({ category: "magic" }))),
  field(
    "model_invocation",
    fc.constantFrom({ provider: "p", model_name: "m", tokens_in: -1 }, { provider: "p" }, { provider: "p", model_name: "m" }),
  ),
  field("inputs", fc.array(fc.record({ kind: fc.constantFrom("record", "other", "nope"), summary: text }), { maxLength: 3 })),
  field("score", fc.constantFrom(0, 1, 1.5, "high")),
  field("x_unknown", fc.constant(1)),
);

const BASE: Record<string, Record<string, Json>> = {
  Observing: { trigger_type: "market_data", trigger_description: "ETH moved" },
  Planning: { goal: "rebalance", plan_steps: ["check", "act"] },
  Thinking: { prompt: "Rebalance?", output_payload: "Yes." },
  Acting: { action_type: "swap", target_system: "ethereum", execution_status: "confirmed", execution_id: "0x1" },
  Reflecting: { reflection: "went fine", outcome: "success", score: 0.8 },
  ToolCalling: { tool_meta: { tool_id: "search" }, success: true },
  Other: { label: "custom", data: { k: 1 } },
};

const recordArb: fc.Arbitrary<Json> = fc
  .tuple(fc.constantFrom(...Object.keys(BASE)), fc.uuid({ version: 4 }), fc.array(valueArb, { maxLength: 3 }))
  .map(([behavior, id, changes]) => {
    const record: Record<string, unknown> = {
      behavior,
      session_id: `s-${id.slice(0, 8)}`,
      record_id: id,
      schema_version: SCHEMA_VERSION,
      client_ts_utc: 1_700_000_000_000,
      ...BASE[behavior],
    };
    for (const [name, value] of changes) {
      if (value === undefined) delete record[name];
      else record[name] = value;
    }
    return record as Json;
  });

// ---- The comparisons --------------------------------------------------------------------------

describe("the generated validators and an independent 2020-12 validator agree", () => {
  it("on thousands of generated records, valid and broken", () => {
    let valid = 0;
    fc.assert(
      fc.property(recordArb, (record) => {
        const ours = validateRecord(record).ok;
        if (ours) valid++;
        return ours === referenceVerdict(record);
      }),
      { numRuns: 3000 },
    );
    // Both kinds are well represented, or the agreement would prove little.
    expect(valid).toBeGreaterThan(300);
    expect(valid).toBeLessThan(2700);
  });

  it("the reference judge itself refuses what each x- keyword refuses", () => {
    const ok = {
      behavior: "Other",
      session_id: "s",
      record_id: "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a",
      schema_version: SCHEMA_VERSION,
      client_ts_utc: 1,
    };
    expect(referenceVerdict(ok)).toBe(true);
    expect(referenceVerdict({ ...ok, data: { x: nested(63) } })).toBe(false);
    expect(referenceVerdict({ ...ok, data: { "\u0000": 1 } })).toBe(false);
    expect(referenceVerdict({ ...ok, notes: "é".repeat(1025) })).toBe(false);
    expect(referenceVerdict({ ...ok, data: { numbers: Array.from({ length: 650 }, () => -0.0000012345678901234567) } })).toBe(false);
  });
});

describe("the service agrees with the SDK", () => {
  const server = useServer();
  const me = useAgent(server);
  // Refusals that depend on what is stored, not on the record's shape.
  const STORE_CODES = new Set(["reference_unresolved", "acting_already_recorded", "record_id_conflict"]);

  it("on a sample of generated records, submitted over HTTP one by one", async () => {
    const sample = fc.sample(recordArb, { numRuns: 120, seed: 11 });
    let accepted = 0;
    for (const generated of sample) {
      const record = JSON.parse(JSON.stringify(generated)) as Json; // what travels: NaN and Infinity become null
      const local = validateRecord(record);
      const answer = await me.client.submit(record as object);
      const code: string | undefined = answer.body?.error?.code;
      const serviceAccepts = answer.status < 300 || STORE_CODES.has(code!);
      expect({ record, serviceAccepts }).toEqual({ record, serviceAccepts: local.ok });
      if (local.ok) accepted++;
      else if (code === "payload_too_large") expect(local.code).toBe("validation_failed");
      else expect([code, answer.body.error.details]).toEqual([local.code, local.error]);
    }
    expect(accepted).toBeGreaterThan(10);
    expect(accepted).toBeLessThan(110);
  });

  it("on a sample sent as batches: every slot the SDK refuses, the service refuses alike, alone", async () => {
    const sample = fc.sample(recordArb, { numRuns: 120, seed: 12 }).map((r) => JSON.parse(JSON.stringify(r)) as Json);
    // Batches of up to 50 records and 1 MB, so no batch is refused whole.
    const batches: Json[][] = [[]];
    let size = 0;
    for (const record of sample) {
      const bytes = JSON.stringify(record).length * 3; // at most 3 UTF-8 bytes per UTF-16 unit
      if (batches.at(-1)!.length === 50 || size + bytes > 1_000_000) {
        batches.push([]);
        size = 0;
      }
      batches.at(-1)!.push(record);
      size += bytes;
    }
    let refused = 0;
    for (const records of batches) {
      const answer = await me.client.batch(records as object[]);
      expect(answer.status).toBe(200);
      records.forEach((record, i) => {
        const local = validateRecord(record);
        const result = answer.body.results[i];
        if (local.ok) expect(STORE_CODES.has(result.code) || result.code === undefined).toBe(true);
        else {
          refused++;
          expect(result).toMatchObject({ code: local.code, details: local.error });
        }
      });
    }
    expect(refused).toBeGreaterThan(10);
  });
});
