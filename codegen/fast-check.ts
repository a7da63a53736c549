// generated/validators/fast.js: per record schema version, a fast first pass that can only say
// "valid". Plain straight-line predicates emitted from the schema, with the record-wide keywords
// (x-max-depth, x-finite-numbers, x-storable-text and the x-max-bytes size bound) fused into the
// same single traversal: declared members are read directly and checked where the schema types
// them, only free-form subtrees get the generic walk (scanWide). It answers true only where the
// Ajv validator (validators/record.js) accepts too; on false the Ajv validator runs as before and
// names the error, so verdicts, errors and pointers cannot change. Keywords are applied exactly
// as Ajv applies them (same reads, same type tests, same length formulas, same RegExp flags), but
// for `unevaluatedProperties: false`, applied conservatively (a member counts as evaluated only
// when `properties` of the schema or of a subschema it always applies names it); the byte caps
// of containers read an upper bound of the canonical size, counted exactly only past the cap. A
// keyword this module does not know makes the value it applies to "not sure" (false): the full
// validator judges it. The Python SDK does the same at run time (python/.../_fast_check.py).
import { defName, RECORD, type JsonObject, type RecordVersion } from "./bundle.ts";
import { BANNER, type OutputFile } from "./emit.ts";
import { codePoints, declaredNames } from "./keywords.ts";
import { fitsBytes, isUnstorableText, jsonSize, jsonStringLength, leafBound, scanWide, utf8Length } from "./templates/canonical.ts";

class Unsupported extends Error {}

const ANNOTATIONS = new Set(["description", "title", "$comment", "examples", "deprecated", "x-pattern-reason"]);
const RECORD_WIDE = ["x-max-depth", "x-finite-numbers", "x-storable-text"];
const KEYWORDS = new Set([
  ...["type", "enum", "const", "x-max-bytes", "$ref", "allOf"],
  ...["pattern", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"],
  ...["items", "minItems", "maxItems"],
  ...["properties", "required", "additionalProperties", "unevaluatedProperties", "if", "then", "else", "discriminator", "oneOf"],
]);
const IN_PLACE = ["if", "then", "else", "oneOf", "discriminator"];
const TYPE_TESTS: Record<string, (x: string) => string> = {
  string: (x) => `typeof ${x} !== "string"`,
  number: (x) => `typeof ${x} !== "number" || !isFinite(${x})`,
  integer: (x) => `typeof ${x} !== "number" || !isFinite(${x}) || ${x} % 1 !== 0`,
  boolean: (x) => `typeof ${x} !== "boolean"`,
  null: (x) => `${x} !== null`,
  array: (x) => `!Array.isArray(${x})`,
  object: (x) => `${x} === null || typeof ${x} !== "object" || Array.isArray(${x})`,
};
// Upper bounds of a scalar's canonical JSON bytes, as scanWide's (leafBound).
const SCALAR_BOUND: Record<string, number> = { number: 25, integer: 25, boolean: 5, null: 4 };
const NUMBER_LIMITS: Array<[string, string]> = [
  ["minimum", "<"],
  ["maximum", ">"],
  ["exclusiveMinimum", "<="],
  ["exclusiveMaximum", ">="],
];

/** Where a value's checks go: `fail` leaves the function; `bound` (null: checks only) is the variable its canonical size bound is added to. */
interface Site {
  fail: string;
  bound: string | null;
  /** The if-condition: every keyword must be Ajv's verdict both ways (nothing conservative). */
  exact: boolean;
}

/** What the versions' checks share: functions (one per distinct text, so equal checks are emitted once) and patterns. */
interface Shared {
  functions: string[];
  byText: Map<string, string>;
  patterns: Map<string, string>;
}

class Emitter {
  private n = 0;
  /** Definitions whose checker is being emitted (a recursive schema is left to the full validator). */
  private readonly building = new Set<string>();
  private readonly maxDepth: number;
  private readonly finite: boolean;
  private readonly storable: boolean;
  constructor(
    private readonly defs: Record<string, JsonObject>,
    private readonly shared: Shared,
    root: JsonObject,
  ) {
    this.maxDepth = typeof root["x-max-depth"] === "number" ? root["x-max-depth"] : Number.MAX_SAFE_INTEGER;
    this.finite = root["x-finite-numbers"] === true;
    this.storable = root["x-storable-text"] === true;
  }

  name(stem: string): string {
    return `${stem}${this.n++}`;
  }

  /**
   * A function of one parameter `v` whose body `body(v)` builds (its local names numbered from 0,
   * so its text depends on its schema alone): the name of an equal one already emitted, else of this one.
   */
  define(stem: string, body: (v: string) => string): string {
    const outer = this.n;
    this.n = 0;
    let text: string;
    try {
      text = body("v");
    } finally {
      this.n = outer;
    }
    const known = this.shared.byText.get(text);
    if (known) return known;
    const name = `${stem}_${this.shared.functions.length}`;
    this.shared.byText.set(text, name);
    this.shared.functions.push(`function ${name}(v) {\n${text}\n}`);
    return name;
  }

  /** A function checking a value against `schemas` (or, `members`, only the declared members of an object), returning its bound or -1. */
  private checker(stem: string, schemas: unknown[], level: number, members = false): string {
    const inner: Site = { fail: "return -1", bound: "b", exact: false };
    return this.define(stem, (v) => `let b = 0;\n${members ? this.members(schemas as JsonObject[], v, level, inner) : this.value(schemas, v, level, inner, false, false)}\nreturn b;`);
  }

  /** A call of `checker` where the value is. */
  private call(fn: string, x: string, site: Site): string {
    const w = this.name("w");
    return `const ${w} = ${fn}(${x});\nif (${w} < 0) ${site.fail};\n${site.bound} += ${w};`;
  }

  /** The checker of a schema that is a `$ref` to an object's definition (emitted once, however many places refer to it), or undefined. */
  private refChecker(schema: unknown, level: number): string | undefined {
    const ref = refOnly(schema);
    if (ref === undefined || this.defs[ref]?.type !== "object") return undefined;
    if (this.building.has(ref)) throw new Unsupported(`a recursive $ref to ${ref}`);
    this.building.add(ref);
    try {
      return this.checker(ref, [this.defs[ref]], level);
    } finally {
      this.building.delete(ref);
    }
  }

  /** The schemas that apply to a value in place: each, its `$ref` target and `allOf` branches; false: one is the false schema. */
  private flatten(schemas: unknown[], trail: string[] = []): JsonObject[] | false {
    const out: JsonObject[] = [];
    for (const schema of schemas) {
      if (schema === true) continue;
      if (schema === false) return false;
      if (schema === null || typeof schema !== "object" || Array.isArray(schema)) throw new Unsupported("a schema that is not an object");
      const node = schema as JsonObject;
      out.push(node);
      const more: unknown[] = Array.isArray(node.allOf) ? [...node.allOf] : [];
      if (node.allOf !== undefined && !Array.isArray(node.allOf)) throw new Unsupported("allOf");
      if (node.$ref !== undefined) {
        const name = typeof node.$ref === "string" ? defName(node.$ref) : "";
        if (!this.defs[name] || trail.includes(name)) throw new Unsupported(`$ref ${String(node.$ref)}`);
        const inner = this.flatten([this.defs[name]], [...trail, name]);
        if (inner === false) return false;
        out.push(...inner);
      }
      const inner = this.flatten(more, trail);
      if (inner === false) return false;
      out.push(...inner);
    }
    return out;
  }

  /** Code checking `x` against `schemas` (all apply); not sure (fail) where a keyword is unknown, outside an if-condition. */
  value(schemas: unknown[], x: string, level: number, site: Site, root = false, calls = true): string {
    const fn = calls && schemas.length === 1 && site.bound !== null ? this.refChecker(schemas[0], level) : undefined;
    if (fn !== undefined) return this.call(fn, x, site);
    try {
      return this.valueCode(schemas, x, level, site, root);
    } catch (error) {
      if (!(error instanceof Unsupported) || site.exact) throw error;
      return `${site.fail};`;
    }
  }

  private valueCode(schemas: unknown[], x: string, level: number, site: Site, root: boolean): string {
    const nodes = this.flatten(schemas);
    if (nodes === false) return `${site.fail};`;
    for (const node of nodes) {
      for (const key of Object.keys(node)) {
        if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key) && !(root && node === schemas[0] && RECORD_WIDE.includes(key))) throw new Unsupported(key);
      }
    }
    const out: string[] = [];
    const fail = (test: string) => out.push(`if (${test}) ${site.fail};`);
    // Candidates of enum and const: primitives compared with === (Ajv's deep equality for them).
    const lists = nodes.flatMap((node) => [...("enum" in node ? [node.enum] : []), ...("const" in node ? [[node.const]] : [])]) as unknown[][];
    for (const list of lists) {
      if (!Array.isArray(list) || list.some((v) => v !== null && typeof v === "object")) throw new Unsupported("enum or const of a non-scalar");
    }
    const type = this.typeOf(nodes, lists);
    if (type === false) return `${site.fail};`;
    if (type === undefined) {
      // No type: free-form, unless something validates it.
      if (nodes.some((node) => Object.keys(node).some((key) => !ANNOTATIONS.has(key) && !RECORD_WIDE.includes(key)))) throw new Unsupported("keywords without a type");
      if (site.bound !== null) out.push(this.wide(x, level, site));
      return out.join("\n");
    }
    // In-place applicators this module applies to objects only (Ajv applies them to any value).
    if (type !== "object" && nodes.some((node) => IN_PLACE.some((key) => key in node))) throw new Unsupported("a condition or oneOf beside a scalar type");
    fail(TYPE_TESTS[type]!(x));
    for (const list of lists) fail(list.length === 0 ? "true" : list.map((v) => `${x} !== ${JSON.stringify(v)}`).join(" && "));
    const limits = nodes.map((node) => node["x-max-bytes"]).filter((n) => n !== undefined);
    if (limits.some((n) => typeof n !== "number")) throw new Unsupported("x-max-bytes");
    const cap = limits.length > 0 ? Math.min(...(limits as number[])) : undefined;
    if (type === "string") {
      for (const node of nodes) out.push(...this.stringChecks(node, x, site));
      if (cap !== undefined) fail(`${x}.length * 3 > ${cap} && (${x}.length > ${cap} || utf8Length(${x}) > ${cap})`);
      if (site.bound !== null) {
        // A value in an enum or const is one of the schema's strings, storable (checked below).
        const proven = lists.length > 0;
        if (this.storable && !proven) fail(`isUnstorableText(${x})`);
        out.push(`${site.bound} += ${x}.length * 6 + 2;`);
      }
      return out.join("\n");
    }
    if (type in SCALAR_BOUND) {
      if (type === "number" || type === "integer") {
        for (const node of nodes) for (const [key, op] of NUMBER_LIMITS) if (typeof node[key] === "number") fail(`${x} ${op} ${node[key]}`);
      }
      if (site.bound !== null) out.push(`${site.bound} += ${SCALAR_BOUND[type]};`);
      return out.join("\n");
    }
    // A container: its own bound when a byte cap applies to it.
    if (cap !== undefined && site.bound === null) throw new Unsupported("x-max-bytes of a container, checks only");
    const inner: Site = cap === undefined ? site : { ...site, bound: this.name("b") };
    const body = type === "array" ? this.arrayCode(nodes, x, level, inner) : this.objectCode(nodes, x, level, inner);
    if (cap === undefined) out.push(body);
    // Past the cap, the bound settles nothing: counted exactly, as the validator does (fitsBytes),
    // and then the cap is the bound.
    else out.push(`{\nlet ${inner.bound} = 0;\n${body}\nif (${inner.bound} > ${cap}) {\nif (!fitsBytes(${x}, ${cap})) ${site.fail};\n${inner.bound} = ${cap};\n}\n${site.bound} += ${inner.bound};\n}`);
    return out.join("\n");
  }

  /** The one type all `type`s and candidates allow (integer within number), undefined: none said, false: none possible. */
  private typeOf(nodes: JsonObject[], lists: unknown[][]): string | undefined | false {
    let type: string | undefined;
    for (const node of nodes) {
      if (node.type === undefined) continue;
      if (typeof node.type !== "string" || !(node.type in TYPE_TESTS)) throw new Unsupported("type");
      if (type === undefined || (type === "number" && node.type === "integer")) type = node.type;
      else if (!(type === node.type || (type === "integer" && node.type === "number"))) return false;
    }
    if (type === undefined && lists.length > 0) {
      // Candidates of one JSON type (strings here) say it; anything else is left to Ajv.
      if (!lists.every((list) => list.every((v) => typeof v === "string"))) throw new Unsupported("enum or const without a type");
      type = "string";
    }
    if (type === "string" && this.storable && lists.some((list) => list.some((v) => typeof v === "string" && isUnstorableText(v)))) {
      throw new Unsupported("an unstorable string in enum or const");
    }
    return type;
  }

  private stringChecks(node: JsonObject, x: string, site: Site): string[] {
    const out: string[] = [];
    const { minLength, maxLength, pattern } = node;
    // Ajv's formulas (keywords.ts): UTF-16 length bounds the code points; count only when it matters.
    if (minLength !== undefined) {
      if (typeof minLength !== "number") throw new Unsupported("minLength");
      out.push(`if (${x}.length < ${minLength} || (${x}.length < ${2 * minLength} && codePoints(${x}) < ${minLength})) ${site.fail};`);
    }
    if (maxLength !== undefined) {
      if (typeof maxLength !== "number") throw new Unsupported("maxLength");
      out.push(`if (${x}.length > ${maxLength} && codePoints(${x}) > ${maxLength}) ${site.fail};`);
    }
    if (pattern !== undefined) {
      if (typeof pattern !== "string") throw new Unsupported("pattern");
      let name = this.shared.patterns.get(pattern);
      if (!name) this.shared.patterns.set(pattern, (name = `pattern${this.shared.patterns.size}`));
      out.push(`if (!${name}.test(${x})) ${site.fail};`);
    }
    return out;
  }

  private arrayCode(nodes: JsonObject[], x: string, level: number, site: Site): string {
    const out: string[] = [];
    for (const node of nodes) {
      if (typeof node.minItems === "number") out.push(`if (${x}.length < ${node.minItems}) ${site.fail};`);
      if (typeof node.maxItems === "number") out.push(`if (${x}.length > ${node.maxItems}) ${site.fail};`);
    }
    const items = nodes.filter((node) => "items" in node).map((node) => node.items);
    if (site.bound !== null && (items.length === 0 || level >= this.maxDepth)) {
      out.push(this.wide(x, level, site));
      if (items.length === 0) return out.join("\n");
    }
    if (items.length > 0) {
      const i = this.name("i");
      const y = this.name("y");
      const covered = site.bound !== null && level < this.maxDepth;
      if (covered) out.push(`${site.bound} += ${x}.length + 2;`);
      out.push(`for (let ${i} = 0; ${i} < ${x}.length; ${i}++) {\nconst ${y} = ${x}[${i}];\n${this.value(items, y, level + 1, covered ? site : { ...site, bound: null })}\n}`);
    }
    return out.join("\n");
  }

  private objectCode(nodes: JsonObject[], x: string, level: number, site: Site): string {
    const out: string[] = [];
    let allowed: Set<string> | undefined; // undefined: any member may be there
    const restrict = (names: Iterable<string>) => {
      const set = new Set(names);
      allowed = allowed === undefined ? set : new Set([...allowed].filter((name) => set.has(name)));
    };
    const conditions: JsonObject[] = [];
    let discriminated: JsonObject | undefined;
    for (const node of nodes) {
      const props = node.properties ?? {};
      if (props === null || typeof props !== "object" || Array.isArray(props)) throw new Unsupported("properties");
      if (node.additionalProperties === false) restrict(Object.keys(props));
      else if (node.additionalProperties !== undefined && node.additionalProperties !== true) throw new Unsupported("additionalProperties");
      if (node.unevaluatedProperties === false) {
        if (site.exact) throw new Unsupported("unevaluatedProperties in an if-condition");
        const evaluated = this.evaluated(node);
        if (evaluated !== undefined) restrict(evaluated);
      } else if (node.unevaluatedProperties !== undefined && node.unevaluatedProperties !== true) throw new Unsupported("unevaluatedProperties");
      if ("if" in node) conditions.push(node);
      else if ("then" in node || "else" in node) throw new Unsupported("then or else without if");
      if ("oneOf" in node || "discriminator" in node) {
        if (discriminated || site.bound === null) throw new Unsupported("oneOf");
        discriminated = node;
      }
    }
    // Members are covered here when the object is closed (every member is a declared one, checked
    // with its bound), or by the discriminated branch; else the generic walk covers them.
    const covered = site.bound !== null && level < this.maxDepth && discriminated === undefined && allowed !== undefined;
    if (covered) out.push(`${site.bound} += 2;`);
    // A base every kind shares (an allOf ref to plain members) is one function, called by each kind.
    const bases = covered ? this.bases(nodes, allowed!) : [];
    const inBase = new Set(bases.flatMap(([ref, target]) => [ref, target]));
    const baseNames = new Set(bases.flatMap(([, target]) => Object.keys(target.properties as object)));
    for (const [, target, name] of bases) out.push(this.call(this.checker(name, [target], level, true), x, site));
    const own = nodes.filter((node) => !inBase.has(node));
    out.push(this.members(own, x, level, site, (name) => covered && allowed!.has(name) && !baseNames.has(name)));
    if (allowed !== undefined) {
      const k = this.name("k");
      const test = allowed.size === 0 ? "true" : [...allowed].map((name) => `${k} !== ${JSON.stringify(name)}`).join(" && ");
      out.push(`for (const ${k} in ${x}) if (${test}) ${site.fail};`);
    }
    for (const node of conditions) out.push(this.condition(node, x, level, site));
    if (discriminated) out.push(this.discriminator(discriminated, x, level, site));
    else if (site.bound !== null && !covered) out.push(this.wide(x, level, site));
    return out.join("\n");
  }

  /** `required` and `properties` of `nodes`: each declared member read once and checked by all its schemas; `covers` says whose bound is counted here. */
  private members(nodes: JsonObject[], x: string, level: number, site: Site, covers: (name: string) => boolean = () => true): string {
    const out: string[] = [];
    const required = new Set<string>();
    const properties = new Map<string, unknown[]>();
    for (const node of nodes) {
      if (node.required !== undefined) {
        if (!Array.isArray(node.required) || node.required.some((name) => typeof name !== "string")) throw new Unsupported("required");
        for (const name of node.required as string[]) required.add(name);
      }
      for (const [name, schema] of Object.entries((node.properties ?? {}) as object)) properties.set(name, [...(properties.get(name) ?? []), schema]);
    }
    if ([...required, ...properties.keys()].includes("__proto__")) throw new Unsupported("a member named __proto__");
    for (const name of required) if (!properties.has(name)) out.push(`if (${x}[${JSON.stringify(name)}] === undefined) ${site.fail};`);
    for (const [name, schemas] of properties) {
      const y = this.name("y");
      const memberSite = site.bound !== null && covers(name) ? site : { ...site, bound: null };
      out.push(`const ${y} = ${x}[${JSON.stringify(name)}];`);
      out.push(`if (${y} === undefined) {${required.has(name) ? site.fail + ";" : ""}} else {`);
      out.push(this.value(schemas, y, level + 1, memberSite));
      // Quotes, colon and comma around the name, as scanWide's bound.
      if (memberSite.bound !== null) out.push(`${memberSite.bound} += ${name.length * 6 + 4};`);
      out.push(`}`);
    }
    return out.join("\n");
  }

  /** `allOf` refs of `nodes` to plain members (properties and required only), all of them allowed here: [the ref, its target, its name]. */
  private bases(nodes: JsonObject[], allowed: Set<string>): Array<[JsonObject, JsonObject, string]> {
    const found: Array<[JsonObject, JsonObject, string]> = [];
    for (const node of nodes) {
      for (const item of Array.isArray(node.allOf) ? node.allOf : []) {
        const name = refOnly(item);
        const target = name === undefined ? undefined : this.defs[name];
        if (!target || !Object.keys(target).every((key) => ANNOTATIONS.has(key) || ["type", "properties", "required"].includes(key))) continue;
        if (target.type !== "object" || !Object.keys((target.properties ?? {}) as object).every((member) => allowed.has(member))) continue;
        found.push([item as JsonObject, target, name!]);
      }
    }
    return found;
  }

  /**
   * Names `unevaluatedProperties` of `node` may count as evaluated for every valid value, at least
   * (undefined: all). `if`/`then`/`else`, `oneOf` and the like are left out: at worst a valid
   * member is refused here, and the full validator accepts it.
   */
  private evaluated(node: unknown): Set<string> | undefined {
    if (node === true || node === false) return new Set();
    const schema = node as JsonObject;
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return undefined;
    if (schema.unevaluatedProperties !== undefined && schema.unevaluatedProperties !== false) return undefined;
    if ("patternProperties" in schema) return undefined;
    const names = new Set(Object.keys((schema.properties ?? {}) as object));
    const subschemas: unknown[] = Array.isArray(schema.allOf) ? [...schema.allOf] : [];
    if (typeof schema.$ref === "string") subschemas.push(this.defs[defName(schema.$ref)]);
    for (const sub of subschemas) {
      const found = this.evaluated(sub);
      if (found === undefined) return undefined;
      for (const name of found) names.add(name);
    }
    return names;
  }

  /** `if`/`then`/`else` of an object: the condition as an exact predicate of its own, the branches as checks. */
  private condition(node: JsonObject, x: string, level: number, site: Site): string {
    let test: string;
    try {
      test = this.define("condition", (v) => `${this.inPlace([node.if], v, level, { fail: "return false", bound: null, exact: true })}\nreturn true;`);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      return `${site.fail};`;
    }
    const branch = (schema: unknown) => this.inPlace([schema ?? true], x, level, { ...site, bound: null });
    return `if (${test}(${x})) {\n${branch(node.then)}\n} else {\n${branch(node.else)}\n}`;
  }

  /** Checks of schemas applied in place to `x`, an object already. */
  private inPlace(schemas: unknown[], x: string, level: number, site: Site): string {
    try {
      const nodes = this.flatten(schemas);
      if (nodes === false) return `${site.fail};`;
      for (const node of nodes) {
        for (const key of Object.keys(node)) if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key)) throw new Unsupported(key);
        if (node.type !== undefined && node.type !== "object") throw new Unsupported("type");
        for (const key of ["enum", "const", "x-max-bytes"]) if (key in node) throw new Unsupported(key);
      }
      return this.objectCode(nodes, x, level, site);
    } catch (error) {
      if (!(error instanceof Unsupported) || site.exact) throw error;
      return `${site.fail};`;
    }
  }

  /** Ajv's discriminator: the tag selects the one branch (by its `properties.<tag>.const`) that judges the value. */
  private discriminator(node: JsonObject, x: string, level: number, site: Site): string {
    const tag = (node.discriminator as { propertyName?: unknown } | undefined)?.propertyName;
    const branches = node.oneOf;
    if (typeof tag !== "string" || !Array.isArray(branches) || Object.keys(node.discriminator as object).length !== 1) throw new Unsupported("oneOf");
    const cases: string[] = [];
    const w = this.name("w");
    for (const branch of branches) {
      const target = branch !== null && typeof branch === "object" && typeof (branch as JsonObject).$ref === "string" ? this.defs[defName((branch as JsonObject).$ref as string)] : branch;
      const value = ((target as JsonObject | undefined)?.properties as Record<string, JsonObject> | undefined)?.[tag]?.const;
      if (typeof value !== "string") throw new Unsupported("a oneOf branch without a const tag");
      const fn = this.refChecker(branch, level) ?? this.checker(value.replace(/[^0-9A-Za-z]/g, "_"), [branch], level);
      cases.push(`case ${JSON.stringify(value)}: ${w} = ${fn}(${x}); break;`);
    }
    return `let ${w} = -1;\nswitch (${x}[${JSON.stringify(tag)}]) {\n${cases.join("\n")}\n}\nif (${w} < 0) ${site.fail};\n${site.bound} += ${w};`;
  }

  /** The generic walk over a free-form value: depth below it, finite numbers, storable text, and its bound. */
  private wide(x: string, level: number, site: Site): string {
    const w = this.name("w");
    return `const ${w} = scanWide(${x}, ${this.maxDepth - level}, ${this.finite}, ${this.storable}, NAMES);\nif (${w} < 0) ${site.fail};\n${site.bound} += ${w};`;
  }
}

/** The definition a schema is nothing but a `$ref` to (annotations aside), or undefined. */
function refOnly(schema: unknown): string | undefined {
  if (schema === null || typeof schema !== "object" || typeof (schema as JsonObject).$ref !== "string") return undefined;
  if (!Object.keys(schema).every((key) => key === "$ref" || ANNOTATIONS.has(key))) return undefined;
  return defName((schema as JsonObject).$ref as string);
}

/** The export of a version's fast check: `fastRecord` for the current one, else `fastRecord_1_0`. */
export const fastExport = (v: RecordVersion) => (v.status === "current" ? "fastRecord" : `fastRecord_${v.version.replace(/[^0-9A-Za-z]/g, "_")}`);

export function emitFastChecks(versions: RecordVersion[]): OutputFile[] {
  const shared: Shared = { functions: [], byText: new Map(), patterns: new Map() };
  const names = new Set<string>();
  const exports: string[] = [];
  for (const v of versions) {
    for (const name of declaredNames(v.defs)) names.add(name);
    const root = v.defs[RECORD]!;
    const emitter = new Emitter(v.defs, shared, root);
    const body = emitter.value([root], "x", 0, { fail: "return false", bound: "b", exact: false }, true);
    exports.push(`export function ${fastExport(v)}(x) {\nlet b = 0;\n${body}\nreturn true;\n}`);
  }
  const table = [...names].filter((name) => name !== "__proto__" && !isUnstorableText(name)).sort();
  const helpers = [codePoints, utf8Length, jsonStringLength, jsonSize, fitsBytes, isUnstorableText, leafBound, scanWide].map((f) => f.toString());
  const content =
    BANNER +
    `// The fast first pass of record validation (codegen/fast-check.ts): true only where validators/record.js accepts.\n/* eslint-disable */\n` +
    helpers.join("\n") +
    `\nconst NAMES = {__proto__: null, ${table.map((name) => `${JSON.stringify(name)}: true`).join(", ")}};\n` +
    [...shared.patterns].map(([source, name]) => `const ${name} = new RegExp(${JSON.stringify(source)}, "u");\n`).join("") +
    [...shared.functions, ...exports].join("\n") +
    "\n";
  const declaration =
    BANNER + versions.map((v) => `export declare function ${fastExport(v)}(value: unknown): boolean;\n`).join("");
  return [
    { path: "validators/fast.js", content },
    { path: "validators/fast.d.ts", content: declaration },
  ];
}
