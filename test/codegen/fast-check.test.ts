// The fast first pass of record validation (codegen/fast-check.ts, generated/validators/fast.js)
// may only ever say "valid" where the Ajv validator (record.js, with the record-wide walk) says
// so: every shared vector and thousands of mutations of valid records of each kind, under each
// supported version, are judged by both. A fast check generated from a schema with one rule taken
// out is caught by the same comparison, so the comparison can fail.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loadSources, RECORD, recordVersions, type JsonObject, type RecordVersion } from "../../codegen/bundle.ts";
import { emitFastChecks, fastExport } from "../../codegen/fast-check.ts";
import { checkRecord } from "../../generated/record-check.ts";
import { check } from "../../generated/validate.ts";
import { FAST_RECORD_CHECKS, RECORD_VALIDATORS } from "../../generated/validators/versions.ts";
import { thinkingRecord2k } from "../../bench/fixtures/records.ts";
import { BEHAVIOR_EXAMPLES, recordOf } from "../support/records.ts";

type Fast = (value: unknown) => boolean;
type Judge = (value: unknown) => boolean;

const VERSIONS = Object.keys(RECORD_VALIDATORS);
const vectors: Array<{ name: string; record?: unknown; record_json?: string; judged_under: string | null; valid: boolean }> = JSON.parse(
  fs.readFileSync(new URL("../vectors/records.json", import.meta.url), "utf8"),
).vectors;
const fromVector = (v: (typeof vectors)[number]): unknown =>
  v.record_json === undefined ? structuredClone(v.record) : JSON.parse(v.record_json);

// ---- Mutations: every member of a valid record replaced, removed, stretched or joined by another ----

const deep = (levels: number): unknown => (levels === 0 ? [] : [deep(levels - 1)]);
const REPLACEMENTS: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  -1,
  1,
  1.5,
  2 ** 53,
  Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
  "",
  "x",
  "\u0000",
  "a\u0000",
  "\ud800",
  "a\udc00b",
  "😀",
  "\ud83d\ude00x",
  "Thinking",
  "record",
  "confirmed",
  "ethereum",
  "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a",
  "0B6F3C2E-8D1A-4C7E-9F2B-5A4D3E2C1B0A",
  [],
  [1],
  ["a"],
  [{ kind: "record" }],
  {},
  { a: 1 },
  { kind: "record" },
  { provider: "p", model_name: "m" },
  { "\u0000": 1 },
  { "\ud800": "x" },
  { x: NaN },
  { x: deep(70) },
  deep(62),
  deep(63),
  deep(64),
  new Date(0),
  new Map(),
];
// Around the caps in characters (64: tags) and bytes (32 … 32768), of 1-, 2-, 3- and 4-byte characters.
const LENGTHS = [1, 32, 33, 63, 64, 65, 86, 128, 129, 256, 257, 683, 684, 2048, 2049, 4096, 4097, 5462, 10923, 16384, 16385, 32768, 32769];
const UNITS = ["a", "é", "漢", "😀", "\u0001"];

function* stringMutants(s: string): Generator<unknown> {
  yield* [s + "\u0000", s + "\ud800", "\udc00" + s, s + "😀", s.toUpperCase(), s.slice(1), s + " "];
  for (const unit of UNITS) for (const n of LENGTHS) yield unit.repeat(Math.ceil(n / unit.length));
}

function* valueMutants(value: unknown): Generator<unknown> {
  yield* REPLACEMENTS;
  if (typeof value === "string") yield* stringMutants(value);
  if (Array.isArray(value)) {
    yield [...value, ...value];
    yield Array.from({ length: 65 }, () => value[0] ?? "t");
    yield [...value, 7];
    yield [...value, undefined];
    const holed = [...value];
    holed.length += 1;
    yield holed;
  }
}

/** Copies of `record`, each changed at one place. */
function* mutants(record: unknown): Generator<unknown> {
  const paths: Array<Array<string | number>> = [];
  const visit = (value: unknown, path: Array<string | number>) => {
    paths.push(path);
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
    else if (value !== null && typeof value === "object")
      for (const [name, member] of Object.entries(value)) visit(member, [...path, name]);
  };
  visit(record, []);
  for (const path of paths) {
    const at = (copy: unknown) => path.slice(0, -1).reduce<any>((node, step) => node[step], copy);
    const original = path.reduce<any>((node, step) => node[step], record);
    const replace = (next: unknown) => {
      if (path.length === 0) return next;
      const copy = structuredClone(record);
      at(copy)[path.at(-1)!] = next;
      return copy;
    };
    for (const next of valueMutants(original)) yield replace(next);
    if (path.length > 0 && !Array.isArray(at(record))) {
      const copy = structuredClone(record);
      delete at(copy)[path.at(-1)!];
      yield copy;
    }
    if (original !== null && typeof original === "object" && !Array.isArray(original)) {
      for (const name of ["x_unknown", "constructor", "toString", "\u0000", "\ud800", "kind", "notes", "data", "behavior"]) {
        const copy = structuredClone(original) as Record<string, unknown>;
        copy[name] = "v";
        yield replace(copy);
      }
      // A member named __proto__, as JSON.parse makes it.
      yield replace(JSON.parse(JSON.stringify(original).replace(/^\{/, '{"__proto__":{"notes":1},')));
    }
  }
}

/** Objects the way other code makes them: null prototypes, inherited, hidden or computed members, proxies. */
function oddObjects(record: Record<string, unknown>): unknown[] {
  const nullProto = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(nullProto);
    if (value === null || typeof value !== "object") return value;
    return Object.assign(Object.create(null), Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nullProto(v)])));
  };
  const withProto = (proto: object) => Object.assign(Object.create(proto), record);
  const hidden = (name: string, value: unknown) => Object.defineProperty({ ...record }, name, { value, enumerable: false });
  const getter = (name: string, value: unknown) => Object.defineProperty({ ...record }, name, { get: () => value, enumerable: true });
  class Instance {
    constructor() {
      Object.assign(this, record);
    }
  }
  return [
    nullProto(record),
    withProto({ x_unknown: 1 }),
    withProto({ notes: 5 }),
    withProto({ notes: "inherited" }),
    withProto({ tags: ["\u0000"] }),
    hidden("notes", 5),
    hidden("x_unknown", 1),
    hidden("tags", "not an array"),
    getter("notes", "computed"),
    getter("notes", 5),
    getter("x_unknown", 1),
    new Instance(),
    new Proxy(record, {}),
    Object.assign([], record),
    { ...record, [Symbol("s")]: NaN },
    Object.defineProperty(structuredClone(record), "session_id", { value: "s", enumerable: false }),
  ];
}

/** A Thinking record whose canonical size is about `bytes`, of `unit`s in a long prompt, output and inputs. */
function sized(bytes: number, unit: string): unknown {
  const record = recordOf("Thinking") as unknown as Record<string, unknown>;
  const per = new TextEncoder().encode(JSON.stringify(unit).slice(1, -1)).length;
  let left = bytes - JSON.stringify(record).length;
  const take = (max: number) => {
    const n = Math.max(1, Math.min(max, Math.floor(left / per)));
    left -= n * per;
    return unit.repeat(n);
  };
  record.prompt = take(16_384 / 4);
  record.output_payload = take(32_768 / 4);
  const inputs = [];
  while (left > 40 && inputs.length < 64) inputs.push({ kind: "document", summary: take(2_048 / 4) });
  record.inputs = inputs;
  return record;
}

function* corpus(): Generator<unknown> {
  for (const v of vectors) yield fromVector(v);
  const bases = [thinkingRecord2k(), ...BEHAVIOR_EXAMPLES.map((b) => recordOf(b)), ...vectors.filter((v) => v.valid).map(fromVector)];
  for (const base of bases) yield* mutants(base);
  for (const base of bases) yield* oddObjects(base as Record<string, unknown>);
  for (const unit of ["a", "é", "😀", "\u0001", '"']) for (let bytes = 64_000; bytes <= 67_000; bytes += 250) yield sized(bytes, unit);
}

// ---- The comparison ----

const verdict = (judge: Judge, value: unknown): boolean | "throws" => {
  try {
    return judge(value);
  } catch {
    return "throws";
  }
};

/** Values `fast` calls valid that `full` does not, and how many of `full`'s valid ones `fast` was sure of. */
function compare(fast: Fast, full: Judge, values: Iterable<unknown>, firstOnly = false) {
  const unsound: unknown[] = [];
  let judged = 0;
  let valid = 0;
  let sure = 0;
  for (const value of values) {
    judged++;
    const says = verdict(fast, value);
    const truth = verdict(full, value);
    if (truth === true) valid++;
    if (says === true && truth === true) sure++;
    if (says === true && truth !== true) {
      unsound.push(value);
      if (firstOnly) break;
    }
  }
  return { judged, valid, sure, unsound };
}

const VALUES = [...corpus()];

describe("the generated fast check", () => {
  for (const version of VERSIONS) {
    it(`never says valid where the validator does not, and is sure of the valid ones (schema ${version})`, () => {
      const { judged, valid, sure, unsound } = compare(FAST_RECORD_CHECKS[version]!, RECORD_VALIDATORS[version]!, VALUES);
      expect(unsound.slice(0, 3)).toEqual([]);
      expect(judged).toBeGreaterThan(20_000);
      // Enough of both verdicts for the comparison to mean something.
      expect(valid).toBeGreaterThan(2_000);
      expect(judged - valid).toBeGreaterThan(10_000);
      // Unsure only of odd objects (an inherited member holding text the validator never looks at).
      expect(sure / valid).toBeGreaterThan(0.99);
    });
  }

  it("is sure of every valid shared vector, and of the bench's 2 KB Thinking record", () => {
    const unsure = vectors
      .filter((v) => v.valid && v.judged_under !== null && !FAST_RECORD_CHECKS[v.judged_under]!(fromVector(v)))
      .map((v) => v.name);
    expect(unsure).toEqual([]);
    expect(FAST_RECORD_CHECKS[VERSIONS[0]!]!(thinkingRecord2k())).toBe(true);
  });

  it("leaves checkRecord's verdicts, errors and pointers as the validator alone gives them", () => {
    const outcome = (judge: () => { ok: boolean; error?: unknown }) => {
      try {
        const result = judge();
        return result.ok ? "valid" : JSON.stringify(result.error);
      } catch (error) {
        return `throws ${String(error)}`;
      }
    };
    const alone = (value: unknown) => {
      const carries = value !== null && typeof value === "object" && !Array.isArray(value) && Object.hasOwn(value, "schema_version");
      const version = carries ? (value as { schema_version: unknown }).schema_version : VERSIONS[0];
      const validator = typeof version === "string" ? RECORD_VALIDATORS[version] : undefined;
      return validator ? check(validator, value) : checkRecord(value);
    };
    const differ = VALUES.filter((value) => outcome(() => checkRecord(value)) !== outcome(() => alone(value)));
    expect(differ.slice(0, 3)).toEqual([]);
    expect(VALUES.filter((value) => outcome(() => checkRecord(value)) === "valid").length).toBeGreaterThan(2_000);
  });

  it("lets a getter's throw reach the caller as the validator does", () => {
    const record = Object.defineProperty({ ...recordOf("Thinking") }, "notes", {
      enumerable: true,
      get() {
        throw new Error("no notes here");
      },
    });
    expect(() => checkRecord(record)).toThrow("no notes here");
  });
});

// ---- The comparison can fail: fast checks generated from a schema with one rule taken out ----

const sources = loadSources();
const versions = recordVersions(sources.recordMeta);

/** The fast checks generated from `versions` after `breakIt` changed each version's definitions. */
function fastFrom(breakIt: (defs: Record<string, JsonObject>) => void): Record<string, Fast> {
  const broken: RecordVersion[] = versions.map((v) => {
    const defs = structuredClone(v.defs);
    breakIt(defs);
    return { ...v, defs };
  });
  const code = emitFastChecks(broken).find((file) => file.path === "validators/fast.js")!.content;
  const names = broken.map(fastExport);
  const module = new Function(`${code.replace(/^export function /gm, "function ")}\nreturn { ${names.join(", ")} };`)() as Record<
    string,
    Fast
  >;
  return Object.fromEntries(broken.map((v, i) => [v.version, module[names[i]!]!]));
}

const prop = (defs: Record<string, JsonObject>, def: string, name: string) => (defs[def]!.properties as Record<string, JsonObject>)[name]!;
const BREAKS: Record<string, (defs: Record<string, JsonObject>) => void> = {
  "x-storable-text off": (defs) => delete defs[RECORD]!["x-storable-text"],
  "x-max-depth off": (defs) => delete defs[RECORD]!["x-max-depth"],
  "x-max-bytes of the record off": (defs) => delete defs[RECORD]!["x-max-bytes"],
  "a tag's maxLength off": (defs) => delete defs.Tag!.maxLength,
  "the record id's pattern off": (defs) => delete defs.RecordId!.pattern,
  "an input's closed members open": (defs) => (defs.ThinkingInput!.additionalProperties = true),
  "the prompt's byte cap off": (defs) => delete prop(defs, "ThinkingRecord", "prompt")["x-max-bytes"],
  "the Thinking kind's unevaluatedProperties off": (defs) => delete defs.ThinkingRecord!.unevaluatedProperties,
};

describe("the comparison catches a fast check that says too much", () => {
  it("as generated, it agrees and is sure of valid records (the control, on a tenth of the values)", () => {
    for (const [version, fast] of Object.entries(fastFrom(() => {}))) {
      const { valid, sure, unsound } = compare(
        fast,
        RECORD_VALIDATORS[version]!,
        VALUES.filter((_, i) => i % 10 === 0),
      );
      expect(unsound.length).toBe(0);
      expect(sure / valid).toBeGreaterThan(0.99);
    }
  });
  for (const [name, breakIt] of Object.entries(BREAKS)) {
    it(`with ${name}`, () => {
      const fast = fastFrom(breakIt);
      const found = Object.entries(fast).map(([version, f]) => compare(f, RECORD_VALIDATORS[version]!, VALUES, true).unsound.length);
      expect(Math.max(...found)).toBeGreaterThan(0);
    });
  }
});

describe("a keyword the fast check does not apply leaves the value it sits on to the validator", () => {
  const tags = (defs: Record<string, JsonObject>) => prop(defs, "RecordCommon", "tags");
  const cases: Record<string, (defs: Record<string, JsonObject>) => void> = {
    "uniqueItems on tags": (defs) => (tags(defs).uniqueItems = true),
    "a condition beside a string type": (defs) =>
      Object.assign(tags(defs).items as JsonObject, { if: { minLength: 3 }, then: { maxLength: 2 } }),
    "a tag schema as a list": (defs) => (tags(defs).items = [{ type: "string" }]),
  };
  for (const [name, change] of Object.entries(cases)) {
    it(name, () => {
      const fast = fastFrom(change);
      for (const version of VERSIONS) {
        const record: Record<string, unknown> = { ...(thinkingRecord2k() as unknown as Record<string, unknown>), schema_version: version };
        expect(fast[version]!(record)).toBe(false);
        delete record.tags;
        expect(fast[version]!(record)).toBe(true);
      }
    });
  }

  it("a discriminator the fast check cannot map: every record", () => {
    const fast = fastFrom((defs) => ((defs.ThinkingRecord!.properties as Record<string, JsonObject>).behavior = { enum: ["Thinking"] }));
    expect(fast[VERSIONS[0]!]!(thinkingRecord2k())).toBe(false);
  });
});
