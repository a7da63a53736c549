// Validation's fast first pass, planned once for every language: each supported record schema
// version compiled into a small typed plan (FastPlan) that the printers turn into code —
// fast-check.ts (JavaScript, generated/validators/fast.js), fast-python.ts (the Python SDK) and the
// Go SDK's. A plan can only ever say "valid": it answers true only where the full validator
// accepts too, and on false the full validator runs and names the error, so verdicts, errors and
// pointers cannot change. The record-wide keywords (x-max-depth, x-finite-numbers,
// x-storable-text and the x-max-bytes size bound) are fused into the same single traversal:
// declared members are read directly and checked where the schema types them, only free-form
// subtrees get the generic walk (`wide`). Keywords are planned as the validators apply them; but
// `unevaluatedProperties: false` is applied conservatively (a member counts as evaluated only
// when `properties` of the schema or of a subschema it always applies names it), and a container's
// byte cap reads an upper bound of its canonical size, counted exactly only past the cap. A keyword
// this module does not know makes the value it applies to "not sure" (`fail`): the full validator
// judges it. A new keyword is planned here, once, and printed by each printer.
import { defName, RECORD, type JsonObject, type RecordVersion } from "./bundle.ts";
import { declaredNames } from "./keywords.ts";
import { isUnstorableText } from "./templates/canonical.ts";

/** The JSON types a value is tested for (`number` and `integer` also finite: the record is). */
export type JsonType = "string" | "number" | "integer" | "boolean" | "null" | "array" | "object";
export type Scalar = string | number | boolean | null;

/**
 * One step of a value's checks, applied in order to the value at hand. "Fail" is the enclosing
 * function's "not sure" (-1 from a bound function, false from a verdict). Each function counts an
 * upper bound of its value's canonical JSON bytes: `bound`, `boundLength`, `call` and `wide` add to
 * the innermost bound (the function's, or a `capped` container's); they appear only where the bound
 * is counted.
 */
export type Check =
  /** Never sure here: a keyword not planned, or a schema no value passes. */
  | { op: "fail" }
  | { op: "type"; type: JsonType }
  /** enum or const: the value equals one of these (none: nothing passes). */
  | { op: "in"; values: Scalar[] }
  /** A string's length in code points. */
  | { op: "minLength" | "maxLength"; limit: number }
  /** A string matches `patterns[index]` of the plan (searched, not anchored: the pattern anchors itself). */
  | { op: "pattern"; index: number }
  /** A string's UTF-8 bytes are at most `limit` (x-max-bytes of a string). */
  | { op: "maxBytes"; limit: number }
  /** A string holds no U+0000 nor unpaired surrogate (x-storable-text). */
  | { op: "storable" }
  | { op: "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum"; limit: number }
  | { op: "minItems" | "maxItems"; limit: number }
  /** Adds a constant to the bound. */
  | { op: "bound"; add: number }
  /** Adds `times` × the value's length (a string's characters, an array's items) `+ plus` to the bound. */
  | { op: "boundLength"; times: number; plus: number }
  /** The value judged by a plan function (a bound function): not sure when it is, else its bound added. */
  | { op: "call"; fn: string }
  /** The generic walk of a free-form value (depth left below it, finite numbers, storable text): its bound added. */
  | { op: "wide"; depth: number; finite: boolean; storable: boolean }
  /** Each item of an array. */
  | { op: "items"; checks: Check[] }
  /** A container with a byte cap: its own bound counted by `checks`; past `limit`, its canonical size counted exactly. */
  | { op: "capped"; limit: number; checks: Check[] }
  /** An object's declared members: `present` must be there; each of `members` is read once and, when there, checked. */
  | { op: "members"; present: string[]; members: Member[] }
  /** An object has no member but these. */
  | { op: "closed"; names: string[] }
  /** if/then/else: `test` (a verdict function, exact both ways) chooses the branch checked. */
  | { op: "if"; test: string; then: Check[]; else: Check[] }
  /** A discriminator: the member `tag` selects the bound function that judges the object (none: not sure). */
  | { op: "switch"; tag: string; cases: Array<{ value: string; fn: string }> };

/** A number limit's failing comparison, the same in every printed language (`x < 0` fails `minimum: 0`). */
export const LIMIT_FAILS = { minimum: "<", maximum: ">", exclusiveMinimum: "<=", exclusiveMaximum: ">=" } as const;
export type NumberLimit = Extract<Check, { op: keyof typeof LIMIT_FAILS }>;
export const isNumberLimit = (check: Check): check is NumberLimit => check.op in LIMIT_FAILS;

export interface Member {
  name: string;
  required: boolean;
  checks: Check[];
}

/**
 * A function of one value: `bound` returns its bound or -1 (not sure), `verdict` true or false
 * (exactly the schema's verdict: an if-condition). A printer may test more strictly than its full
 * validator where not sure is allowed (a bound function, a version's checks), never in a verdict.
 */
export interface PlanFunction {
  name: string;
  returns: "bound" | "verdict";
  checks: Check[];
}

export interface FastPlan {
  /** Functions shared by the versions (equal checks planned once), each before its first caller. */
  functions: PlanFunction[];
  /** Regular expressions, by index (ECMAScript syntax as the schema writes them). */
  patterns: string[];
  /** Every member name the schemas declare: the generic walk need not test them for storable text. */
  names: string[];
  /** Per supported version, the checks of a record (as a verdict function: not sure is false). */
  versions: Array<{ version: string; status: RecordVersion["status"]; checks: Check[] }>;
}

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
const TYPES = new Set<string>(["string", "number", "integer", "boolean", "null", "array", "object"]);
// Upper bounds of a scalar's canonical JSON bytes, as the generic walk's (leafBound).
const SCALAR_BOUND: Record<string, number> = { number: 25, integer: 25, boolean: 5, null: 4 };
const NUMBER_LIMITS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] as const;

/** Where a value's checks go: `counted`, whether its bound is; `exact`, an if-condition (every keyword must be the verdict both ways). */
interface Site {
  counted: boolean;
  exact: boolean;
}

/** What the versions' plans share: functions (one per distinct plan) and patterns. */
interface Shared {
  functions: PlanFunction[];
  byPlan: Map<string, string>;
  patterns: Map<string, number>;
}

class Planner {
  /** Definitions whose function is being planned (a recursive schema is left to the full validator). */
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

  /** A function of `checks`: the name of an equal one already planned, else of this one. */
  private define(stem: string, returns: PlanFunction["returns"], checks: () => Check[]): string {
    const planned = checks();
    const key = JSON.stringify([returns, planned]);
    const known = this.shared.byPlan.get(key);
    if (known) return known;
    const name = `${stem}_${this.shared.functions.length}`;
    this.shared.byPlan.set(key, name);
    this.shared.functions.push({ name, returns, checks: planned });
    return name;
  }

  /** A bound function checking a value against `schemas` (or, `members`, only the declared members of an object). */
  private checker(stem: string, schemas: unknown[], level: number, members = false): string {
    const inner: Site = { counted: true, exact: false };
    return this.define(stem, "bound", () =>
      members ? [this.members(schemas as JsonObject[], level, inner)] : this.value(schemas, level, inner, false, false),
    );
  }

  /** The function of a schema that is a `$ref` to an object's definition (planned once, however many places refer to it), or undefined. */
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

  /** The checks of a value against `schemas` (all apply); not sure (fail) where a keyword is unknown, outside an if-condition. */
  value(schemas: unknown[], level: number, site: Site, root = false, calls = true): Check[] {
    const fn = calls && schemas.length === 1 && site.counted ? this.refChecker(schemas[0], level) : undefined;
    if (fn !== undefined) return [{ op: "call", fn }];
    try {
      return this.valueChecks(schemas, level, site, root);
    } catch (error) {
      if (!(error instanceof Unsupported) || site.exact) throw error;
      return [{ op: "fail" }];
    }
  }

  private valueChecks(schemas: unknown[], level: number, site: Site, root: boolean): Check[] {
    const nodes = this.flatten(schemas);
    if (nodes === false) return [{ op: "fail" }];
    for (const node of nodes) {
      for (const key of Object.keys(node)) {
        if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key) && !(root && node === schemas[0] && RECORD_WIDE.includes(key)))
          throw new Unsupported(key);
      }
    }
    const out: Check[] = [];
    // Candidates of enum and const: scalars only (compared as equal scalars are).
    const lists = nodes.flatMap((node) => [
      ...("enum" in node ? [node.enum] : []),
      ...("const" in node ? [[node.const]] : []),
    ]) as unknown[][];
    for (const list of lists) {
      if (!Array.isArray(list) || list.some((v) => v !== null && typeof v === "object"))
        throw new Unsupported("enum or const of a non-scalar");
    }
    const type = this.typeOf(nodes, lists);
    if (type === false) return [{ op: "fail" }];
    if (type === undefined) {
      // No type: free-form, unless something validates it.
      if (nodes.some((node) => Object.keys(node).some((key) => !ANNOTATIONS.has(key) && !RECORD_WIDE.includes(key))))
        throw new Unsupported("keywords without a type");
      if (site.counted) out.push(this.wide(level));
      return out;
    }
    // In-place applicators planned for objects only (the validators apply them to any value).
    if (type !== "object" && nodes.some((node) => IN_PLACE.some((key) => key in node)))
      throw new Unsupported("a condition or oneOf beside a scalar type");
    out.push({ op: "type", type });
    for (const list of lists) out.push({ op: "in", values: list as Scalar[] });
    const limits = nodes.map((node) => node["x-max-bytes"]).filter((n) => n !== undefined);
    if (limits.some((n) => typeof n !== "number")) throw new Unsupported("x-max-bytes");
    const cap = limits.length > 0 ? Math.min(...(limits as number[])) : undefined;
    if (type === "string") {
      for (const node of nodes) out.push(...this.stringChecks(node));
      if (cap !== undefined) out.push({ op: "maxBytes", limit: cap });
      if (site.counted) {
        // A value in an enum or const is one of the schema's strings, storable (checked in typeOf).
        const proven = lists.length > 0;
        if (this.storable && !proven) out.push({ op: "storable" });
        out.push({ op: "boundLength", times: 6, plus: 2 });
      }
      return out;
    }
    if (type in SCALAR_BOUND) {
      if (type === "number" || type === "integer") {
        for (const node of nodes)
          for (const key of NUMBER_LIMITS) if (typeof node[key] === "number") out.push({ op: key, limit: node[key] });
      }
      if (site.counted) out.push({ op: "bound", add: SCALAR_BOUND[type]! });
      return out;
    }
    // A container: its own bound when a byte cap applies to it.
    if (cap !== undefined && !site.counted) throw new Unsupported("x-max-bytes of a container, checks only");
    const body = type === "array" ? this.arrayChecks(nodes, level, site) : this.objectChecks(nodes, level, site);
    if (cap === undefined) out.push(...body);
    else out.push({ op: "capped", limit: cap, checks: body });
    return out;
  }

  /** The one type all `type`s and candidates allow (integer within number), undefined: none said, false: none possible. */
  private typeOf(nodes: JsonObject[], lists: unknown[][]): JsonType | undefined | false {
    let type: JsonType | undefined;
    for (const node of nodes) {
      if (node.type === undefined) continue;
      if (typeof node.type !== "string" || !TYPES.has(node.type)) throw new Unsupported("type");
      const said = node.type as JsonType;
      if (type === undefined || (type === "number" && said === "integer")) type = said;
      else if (!(type === said || (type === "integer" && said === "number"))) return false;
    }
    if (type === undefined && lists.length > 0) {
      // Candidates of one JSON type (strings here) say it; anything else is left to the full validator.
      if (!lists.every((list) => list.every((v) => typeof v === "string"))) throw new Unsupported("enum or const without a type");
      type = "string";
    }
    if (type === "string" && this.storable && lists.some((list) => list.some((v) => typeof v === "string" && isUnstorableText(v)))) {
      throw new Unsupported("an unstorable string in enum or const");
    }
    return type;
  }

  private stringChecks(node: JsonObject): Check[] {
    const out: Check[] = [];
    const { minLength, maxLength, pattern } = node;
    if (minLength !== undefined) {
      if (typeof minLength !== "number") throw new Unsupported("minLength");
      out.push({ op: "minLength", limit: minLength });
    }
    if (maxLength !== undefined) {
      if (typeof maxLength !== "number") throw new Unsupported("maxLength");
      out.push({ op: "maxLength", limit: maxLength });
    }
    if (pattern !== undefined) {
      if (typeof pattern !== "string") throw new Unsupported("pattern");
      let index = this.shared.patterns.get(pattern);
      if (index === undefined) this.shared.patterns.set(pattern, (index = this.shared.patterns.size));
      out.push({ op: "pattern", index });
    }
    return out;
  }

  private arrayChecks(nodes: JsonObject[], level: number, site: Site): Check[] {
    const out: Check[] = [];
    for (const node of nodes) {
      if (typeof node.minItems === "number") out.push({ op: "minItems", limit: node.minItems });
      if (typeof node.maxItems === "number") out.push({ op: "maxItems", limit: node.maxItems });
    }
    const items = nodes.filter((node) => "items" in node).map((node) => node.items);
    if (site.counted && (items.length === 0 || level >= this.maxDepth)) {
      out.push(this.wide(level));
      if (items.length === 0) return out;
    }
    if (items.length > 0) {
      const covered = site.counted && level < this.maxDepth;
      if (covered) out.push({ op: "boundLength", times: 1, plus: 2 });
      out.push({ op: "items", checks: this.value(items, level + 1, covered ? site : { ...site, counted: false }) });
    }
    return out;
  }

  private objectChecks(nodes: JsonObject[], level: number, site: Site): Check[] {
    const out: Check[] = [];
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
      } else if (node.unevaluatedProperties !== undefined && node.unevaluatedProperties !== true)
        throw new Unsupported("unevaluatedProperties");
      if ("if" in node) conditions.push(node);
      else if ("then" in node || "else" in node) throw new Unsupported("then or else without if");
      if ("oneOf" in node || "discriminator" in node) {
        if (discriminated || !site.counted) throw new Unsupported("oneOf");
        discriminated = node;
      }
    }
    // Members are covered here when the object is closed (every member is a declared one, checked
    // with its bound), or by the discriminated branch; else the generic walk covers them.
    const covered = site.counted && level < this.maxDepth && discriminated === undefined && allowed !== undefined;
    if (covered) out.push({ op: "bound", add: 2 });
    // A base every kind shares (an allOf ref to plain members) is one function, called by each kind.
    const bases = covered ? this.bases(nodes, allowed!) : [];
    const inBase = new Set(bases.flatMap(([ref, target]) => [ref, target]));
    const baseNames = new Set(bases.flatMap(([, target]) => Object.keys(target.properties as object)));
    for (const [, target, name] of bases) out.push({ op: "call", fn: this.checker(name, [target], level, true) });
    const own = nodes.filter((node) => !inBase.has(node));
    out.push(this.members(own, level, site, (name) => covered && allowed!.has(name) && !baseNames.has(name)));
    if (allowed !== undefined) out.push({ op: "closed", names: [...allowed] });
    for (const node of conditions) out.push(...this.condition(node, level, site));
    if (discriminated) out.push(this.discriminator(discriminated, level));
    else if (site.counted && !covered) out.push(this.wide(level));
    return out;
  }

  /** `required` and `properties` of `nodes`: each declared member read once and checked by all its schemas; `covers` says whose bound is counted here. */
  private members(nodes: JsonObject[], level: number, site: Site, covers: (name: string) => boolean = () => true): Check {
    const required = new Set<string>();
    const properties = new Map<string, unknown[]>();
    for (const node of nodes) {
      if (node.required !== undefined) {
        if (!Array.isArray(node.required) || node.required.some((name) => typeof name !== "string")) throw new Unsupported("required");
        for (const name of node.required as string[]) required.add(name);
      }
      for (const [name, schema] of Object.entries((node.properties ?? {}) as object))
        properties.set(name, [...(properties.get(name) ?? []), schema]);
    }
    if ([...required, ...properties.keys()].includes("__proto__")) throw new Unsupported("a member named __proto__");
    const members: Member[] = [];
    for (const [name, schemas] of properties) {
      const memberSite = site.counted && covers(name) ? site : { ...site, counted: false };
      const checks = this.value(schemas, level + 1, memberSite);
      // Quotes, colon and comma around the name, as the generic walk's bound.
      if (memberSite.counted) checks.push({ op: "bound", add: name.length * 6 + 4 });
      members.push({ name, required: required.has(name), checks });
    }
    return { op: "members", present: [...required].filter((name) => !properties.has(name)), members };
  }

  /** `allOf` refs of `nodes` to plain members (properties and required only), all of them allowed here: [the ref, its target, its name]. */
  private bases(nodes: JsonObject[], allowed: Set<string>): Array<[JsonObject, JsonObject, string]> {
    const found: Array<[JsonObject, JsonObject, string]> = [];
    for (const node of nodes) {
      for (const item of Array.isArray(node.allOf) ? node.allOf : []) {
        const name = refOnly(item);
        const target = name === undefined ? undefined : this.defs[name];
        if (!target || !Object.keys(target).every((key) => ANNOTATIONS.has(key) || ["type", "properties", "required"].includes(key)))
          continue;
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

  /** `if`/`then`/`else` of an object: the condition as an exact verdict function of its own, the branches as checks. */
  private condition(node: JsonObject, level: number, site: Site): Check[] {
    let test: string;
    try {
      test = this.define("condition", "verdict", () => this.inPlace([node.if], level, { counted: false, exact: true }));
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      return [{ op: "fail" }];
    }
    const branch = (schema: unknown) => this.inPlace([schema ?? true], level, { ...site, counted: false });
    return [{ op: "if", test, then: branch(node.then), else: branch(node.else) }];
  }

  /** Checks of schemas applied in place to a value that is an object already. */
  private inPlace(schemas: unknown[], level: number, site: Site): Check[] {
    try {
      const nodes = this.flatten(schemas);
      if (nodes === false) return [{ op: "fail" }];
      for (const node of nodes) {
        for (const key of Object.keys(node)) if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key)) throw new Unsupported(key);
        if (node.type !== undefined && node.type !== "object") throw new Unsupported("type");
        for (const key of ["enum", "const", "x-max-bytes"]) if (key in node) throw new Unsupported(key);
      }
      return this.objectChecks(nodes, level, site);
    } catch (error) {
      if (!(error instanceof Unsupported) || site.exact) throw error;
      return [{ op: "fail" }];
    }
  }

  /** A discriminator: the tag selects the one branch (by its `properties.<tag>.const`) that judges the value. */
  private discriminator(node: JsonObject, level: number): Check {
    const tag = (node.discriminator as { propertyName?: unknown } | undefined)?.propertyName;
    const branches = node.oneOf;
    if (typeof tag !== "string" || !Array.isArray(branches) || Object.keys(node.discriminator as object).length !== 1)
      throw new Unsupported("oneOf");
    const cases: Array<{ value: string; fn: string }> = [];
    for (const branch of branches) {
      const target =
        branch !== null && typeof branch === "object" && typeof (branch as JsonObject).$ref === "string"
          ? this.defs[defName((branch as JsonObject).$ref as string)]
          : branch;
      const value = ((target as JsonObject | undefined)?.properties as Record<string, JsonObject> | undefined)?.[tag]?.const;
      if (typeof value !== "string") throw new Unsupported("a oneOf branch without a const tag");
      cases.push({ value, fn: this.refChecker(branch, level) ?? this.checker(value.replace(/[^0-9A-Za-z]/g, "_"), [branch], level) });
    }
    return { op: "switch", tag, cases };
  }

  /** The generic walk over a free-form value. */
  private wide(level: number): Check {
    return { op: "wide", depth: this.maxDepth - level, finite: this.finite, storable: this.storable };
  }
}

/** The definition a schema is nothing but a `$ref` to (annotations aside), or undefined. */
function refOnly(schema: unknown): string | undefined {
  if (schema === null || typeof schema !== "object" || typeof (schema as JsonObject).$ref !== "string") return undefined;
  if (!Object.keys(schema).every((key) => key === "$ref" || ANNOTATIONS.has(key))) return undefined;
  return defName((schema as JsonObject).$ref as string);
}

/** The fast pass of every supported record version, as one plan. */
export function planFastChecks(versions: RecordVersion[]): FastPlan {
  const shared: Shared = { functions: [], byPlan: new Map(), patterns: new Map() };
  const names = new Set<string>();
  const planned: FastPlan["versions"] = [];
  for (const v of versions) {
    for (const name of declaredNames(v.defs)) names.add(name);
    const root = v.defs[RECORD]!;
    const checks = new Planner(v.defs, shared, root).value([root], 0, { counted: true, exact: false }, true);
    planned.push({ version: v.version, status: v.status, checks });
  }
  return {
    functions: shared.functions,
    patterns: [...shared.patterns.keys()],
    names: [...names].filter((name) => name !== "__proto__" && !isUnstorableText(name)).sort(),
    versions: planned,
  };
}
