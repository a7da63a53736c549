// go/internal/validate/fastcheck.gen.go: the Go SDK's fast first pass of record validation, per
// record schema version, as straight-line Go emitted from the schema (the Go twin of
// validators/fast.js, codegen/fast-check.ts). It judges a record as parseValue reads it (objects as
// members, strings as *string, numbers as *float64) and answers true only where the full path
// (santhosh-tekuri/jsonschema plus the x- keywords) accepts too; on false the full path runs and
// names the error. Keywords are applied as jsonschema applies them: regexp (RE2) for patterns,
// lengths in code points, number bounds compared exactly (integer bounds of at most 2^53 only),
// x-max-bytes as UTF-8 bytes of a string or canonical bytes of a container (scanRecordWide); the
// record-wide keywords and the record's own x-max-bytes are one walk (withinRecordBounds).
// `unevaluatedProperties: false` is applied conservatively (a member counts as evaluated only when
// `properties` of the schema or of a subschema it always applies names it). A keyword this module
// does not know makes the value it applies to "not sure" (false). The output is gofmt-clean by
// construction (tabs, one statement a line, nothing gofmt aligns), so codegen needs no Go toolchain.
import { defName, RECORD, type JsonObject, type RecordVersion } from "./bundle.ts";
import { GO_BANNER, type OutputFile } from "./emit.ts";

class Unsupported extends Error {}

const ANNOTATIONS = new Set(["description", "title", "$comment", "examples", "deprecated", "x-pattern-reason", "default"]);
/** Read by the hand-written part (withinRecordBounds) or naming versions: no rule of the root's checks. */
const ROOT_ONLY = new Set(["$schema", "$id", "x-schema-version", "x-supported-versions", "x-max-depth", "x-finite-numbers", "x-storable-text", "x-max-bytes"]);
const KEYWORDS = new Set([
  ...["type", "enum", "const", "x-max-bytes", "$ref", "allOf"],
  ...["pattern", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"],
  ...["items", "minItems", "maxItems"],
  ...["properties", "required", "additionalProperties", "unevaluatedProperties", "if", "then", "else", "discriminator", "oneOf"],
]);
const IN_PLACE = ["if", "then", "else", "oneOf", "discriminator"];
const NUMBER_LIMITS: Array<[string, string]> = [
  ["minimum", "<"],
  ["maximum", ">"],
  ["exclusiveMinimum", "<="],
  ["exclusiveMaximum", ">="],
];
/** Integers up to this magnitude are doubles that read back as themselves: compared as doubles, exactly as jsonschema's big.Rat. */
const EXACT_INTEGERS = 2 ** 53;

/** A Go interpreted string literal of `s` (JSON's escapes are Go's, but for lone surrogates, which Go source cannot hold). */
function goString(s: string): string {
  if (/[\ud800-\udfff]/u.test(s)) throw new Unsupported("a string holding a lone surrogate");
  return JSON.stringify(s);
}

/** A non-negative integer keyword's value (jsonschema reads counts as integers). */
function count(node: JsonObject, key: string): number {
  const n = node[key];
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) throw new Unsupported(key);
  return n;
}

/** What the versions' functions share: one per distinct text, so equal checks are emitted once, and the patterns. */
interface Shared {
  functions: string[];
  byText: Map<string, string>;
  patterns: Map<string, string>;
}

class GoEmitter {
  private n = 0;
  /** Definitions whose checker is being emitted (a recursive schema is left to the full validator). */
  private readonly building = new Set<string>();
  constructor(
    private readonly defs: Record<string, JsonObject>,
    private readonly shared: Shared,
  ) {}

  private name(stem: string): string {
    return `${stem}${this.n++}`;
  }

  /** A function `func <name>(<param>) bool` whose body `body` builds (locals numbered from 0, so its text is its schema's): the name of an equal one already emitted, else of this one. */
  define(stem: string, param: string, body: () => string): string {
    const outer = this.n;
    this.n = 0;
    let text: string;
    try {
      text = returning(body());
    } finally {
      this.n = outer;
    }
    const signature = `(${param}) bool {\n${text}\n}`;
    const known = this.shared.byText.get(signature);
    if (known) return known;
    const name = `${stem}${this.shared.functions.length}`;
    this.shared.byText.set(signature, name);
    this.shared.functions.push(`func ${name}${signature}`);
    return name;
  }

  /** The checker of a schema that is nothing but a `$ref` to an object's definition (emitted once, however many places refer to it), or undefined. */
  private refChecker(schema: unknown, exact: boolean): string | undefined {
    const ref = refOnly(schema);
    if (ref === undefined || this.defs[ref]?.type !== "object") return undefined;
    if (this.building.has(ref)) throw new Unsupported(`a recursive $ref to ${ref}`);
    this.building.add(ref);
    try {
      return this.define(`check${ref.replace(/[^0-9A-Za-z]/g, "")}`, "v any", () => this.value([this.defs[ref]], "v", exact));
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
      if (node.allOf !== undefined && !Array.isArray(node.allOf)) throw new Unsupported("allOf");
      if (node.$ref !== undefined) {
        const name = typeof node.$ref === "string" ? defName(node.$ref) : "";
        if (!this.defs[name] || trail.includes(name)) throw new Unsupported(`$ref ${String(node.$ref)}`);
        const inner = this.flatten([this.defs[name]], [...trail, name]);
        if (inner === false) return false;
        out.push(...inner);
      }
      const inner = this.flatten((node.allOf as unknown[] | undefined) ?? [], trail);
      if (inner === false) return false;
      out.push(...inner);
    }
    return out;
  }

  /**
   * Statements checking `v` (an `any`) against `schemas` (all apply), each failure `return false`.
   * exact: they must be jsonschema's verdict both ways (an if-condition), so nothing unknown is
   * allowed (Unsupported is thrown up); else an unknown keyword makes the value "not sure".
   */
  value(schemas: unknown[], v: string, exact: boolean, root = false): string {
    const fn = schemas.length === 1 && !root ? this.refChecker(schemas[0], exact) : undefined;
    if (fn !== undefined) return `if !${fn}(${v}) {\nreturn false\n}`;
    const outer = this.n;
    try {
      return this.valueCode(schemas, v, exact, root);
    } catch (error) {
      if (!(error instanceof Unsupported) || exact) throw error;
      this.n = outer;
      return "return false";
    }
  }

  private valueCode(schemas: unknown[], v: string, exact: boolean, root: boolean): string {
    const nodes = this.flatten(schemas);
    if (nodes === false) return "return false";
    for (const node of nodes) {
      for (const key of Object.keys(node)) {
        if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key) && !(root && node === schemas[0] && ROOT_ONLY.has(key))) throw new Unsupported(key);
      }
    }
    const lists = nodes.flatMap((node) => [...("enum" in node ? [node.enum] : []), ...("const" in node ? [[node.const]] : [])]) as unknown[][];
    for (const list of lists) {
      // jsonschema compares two strings with ==; other values deeply, which is left to it.
      if (!Array.isArray(list) || list.some((item) => typeof item !== "string")) throw new Unsupported("enum or const of a value that is not a string");
    }
    const type = typeOf(nodes, lists);
    if (type === false) return "return false";
    if (type === undefined) {
      // No type: free-form (the record-wide walk covered it), unless something validates it.
      if (nodes.some((node) => Object.keys(node).some((key) => !ANNOTATIONS.has(key) && !(root && ROOT_ONLY.has(key))))) throw new Unsupported("keywords without a type");
      return "";
    }
    if (type !== "object" && nodes.some((node) => IN_PLACE.some((key) => key in node))) throw new Unsupported("a condition or oneOf beside a scalar type");
    // The record's own x-max-bytes is withinRecordBounds'.
    const limits = nodes.filter((node) => !(root && node === schemas[0])).flatMap((node) => ("x-max-bytes" in node ? [count(node, "x-max-bytes")] : []));
    const cap = limits.length > 0 ? Math.min(...limits) : undefined;
    const out: string[] = [];
    const fail = (test: string) => out.push(`if ${test} {\nreturn false\n}`);
    if (type === "string") {
      const s = this.name("s");
      for (const list of lists) fail(list.length === 0 ? "true" : list.map((item) => `*${s} != ${goString(item as string)}`).join(" && "));
      for (const node of nodes) out.push(...this.stringChecks(node, s));
      // A string's UTF-8 bytes (a lone surrogate's generalized UTF-8 counts 3, as in the full path).
      if (cap !== undefined) fail(`len(*${s}) > ${cap}`);
      return declare(s, `${v}.(*string)`, out);
    }
    if (type === "number" || type === "integer") {
      const f = this.name("f");
      // jsonschema: an integer is a number whose shortest decimal form is one (isInteger).
      if (type === "integer") fail(`!isInteger(*${f})`);
      for (const node of nodes) {
        for (const [key, op] of NUMBER_LIMITS) {
          if (!(key in node)) continue;
          const bound = node[key];
          if (typeof bound !== "number" || !Number.isInteger(bound) || Math.abs(bound) > EXACT_INTEGERS) throw new Unsupported(key);
          fail(`*${f} ${op} ${bound}`);
        }
      }
      return declare(f, `${v}.(*float64)`, out);
    }
    if (type === "boolean") return declare(this.name("b"), `${v}.(bool)`, []);
    if (type === "null") return `if ${v} != nil {\nreturn false\n}`;
    // A container: its canonical size when a byte cap applies to it.
    if (cap !== undefined) fail(`!withinBytes(${v}, ${cap})`);
    if (type === "array") {
      const a = this.name("a");
      return declare(a, `${v}.([]any)`, [...out, ...this.arrayCode(nodes, a, exact)]);
    }
    const m = this.name("m");
    return declare(m, `${v}.(members)`, [...out, ...this.objectCode(nodes, m, exact)]);
  }

  private stringChecks(node: JsonObject, s: string): string[] {
    const out: string[] = [];
    // A code point takes 1 to 4 bytes of UTF-8: only a string near a bound is counted.
    if ("minLength" in node) {
      const n = count(node, "minLength");
      if (n > 0) out.push(`if len(*${s}) < ${4 * n} && utf8.RuneCountInString(*${s}) < ${n} {\nreturn false\n}`);
    }
    if ("maxLength" in node) {
      const n = count(node, "maxLength");
      out.push(`if len(*${s}) > ${n} && utf8.RuneCountInString(*${s}) > ${n} {\nreturn false\n}`);
    }
    if ("pattern" in node) {
      if (typeof node.pattern !== "string") throw new Unsupported("pattern");
      let name = this.shared.patterns.get(node.pattern);
      if (!name) this.shared.patterns.set(node.pattern, (name = `pattern${this.shared.patterns.size}`));
      out.push(`if !${name}.MatchString(*${s}) {\nreturn false\n}`);
    }
    return out;
  }

  private arrayCode(nodes: JsonObject[], a: string, exact: boolean): string[] {
    const out: string[] = [];
    for (const node of nodes) {
      if ("minItems" in node) out.push(`if len(${a}) < ${count(node, "minItems")} {\nreturn false\n}`);
      if ("maxItems" in node) out.push(`if len(${a}) > ${count(node, "maxItems")} {\nreturn false\n}`);
    }
    const items = nodes.filter((node) => "items" in node).map((node) => node.items);
    if (items.length > 0) {
      const y = this.name("y");
      const check = this.value(items, y, exact);
      if (check !== "") out.push(`for _, ${y} := range ${a} {\n${check}\n}`);
    }
    return out;
  }

  /** Checks of an object `m` (members): one pass over its members, each declared one checked by all its schemas; then conditions and the discriminated branch. */
  private objectCode(nodes: JsonObject[], m: string, exact: boolean): string[] {
    let allowed: Set<string> | undefined; // undefined: any member may be there
    const restrict = (names: Iterable<string>) => {
      const set = new Set(names);
      allowed = allowed === undefined ? set : new Set([...allowed].filter((name) => set.has(name)));
    };
    const required = new Set<string>();
    const properties = new Map<string, unknown[]>();
    const conditions: JsonObject[] = [];
    let discriminated: JsonObject | undefined;
    for (const node of nodes) {
      const props = node.properties ?? {};
      if (props === null || typeof props !== "object" || Array.isArray(props)) throw new Unsupported("properties");
      for (const [name, schema] of Object.entries(props)) properties.set(name, [...(properties.get(name) ?? []), schema]);
      if (node.required !== undefined) {
        if (!Array.isArray(node.required) || node.required.some((name) => typeof name !== "string")) throw new Unsupported("required");
        for (const name of node.required as string[]) required.add(name);
      }
      if ("patternProperties" in node) throw new Unsupported("patternProperties");
      if (node.additionalProperties === false) restrict(Object.keys(props));
      else if (node.additionalProperties !== undefined && node.additionalProperties !== true) throw new Unsupported("additionalProperties");
      if (node.unevaluatedProperties === false) {
        if (exact) throw new Unsupported("unevaluatedProperties in an if-condition");
        const evaluated = this.evaluated(node);
        if (evaluated !== undefined) restrict(evaluated);
      } else if (node.unevaluatedProperties !== undefined && node.unevaluatedProperties !== true) throw new Unsupported("unevaluatedProperties");
      if ("if" in node) conditions.push(node);
      if ("oneOf" in node || "discriminator" in node) {
        if (discriminated) throw new Unsupported("oneOf");
        discriminated = node;
      }
    }
    const out: string[] = [];
    const seen = required.size > 0 ? this.name("n") : undefined;
    const member = this.name("e");
    const cases: string[] = [];
    // A name outside `allowed` gets no case: the default refuses it.
    for (const name of new Set([...required, ...properties.keys()])) {
      if (allowed !== undefined && !allowed.has(name)) continue;
      const body = [...(required.has(name) ? [`${seen}++`] : []), this.value(properties.get(name) ?? [], `${member}.value`, exact)].filter((line) => line !== "");
      // A member allowed here without checks of its own still needs its case when others are refused.
      if (body.length > 0 || allowed !== undefined) cases.push(`case ${goString(name)}:${body.length > 0 ? `\n${body.join("\n")}` : ""}`);
    }
    // Allowed, but neither declared nor required here (unevaluatedProperties counts a subschema's).
    const quiet = allowed === undefined ? [] : [...allowed].filter((name) => !required.has(name) && !properties.has(name));
    if (quiet.length > 0) cases.push(`case ${quiet.map(goString).join(", ")}:`);
    if (allowed !== undefined) cases.push("default:\nreturn false");
    if (seen !== undefined) out.push(`${seen} := 0`);
    if (cases.length > 0) out.push(`for _, ${member} := range ${m} {\nswitch ${member}.name {\n${cases.join("\n")}\n}\n}`);
    // Members are never repeated in what parseValue reads: counting the required ones found tells all are there.
    if (seen !== undefined) out.push(`if ${seen} != ${required.size} {\nreturn false\n}`);
    for (const node of conditions) out.push(this.condition(node, m, exact));
    if (discriminated) out.push(this.discriminator(discriminated, m, exact));
    return out;
  }

  /**
   * Names `unevaluatedProperties` of `node` may count as evaluated for every valid value, at least
   * (undefined: all). `if`/`then`/`else`, `oneOf` and the like are left out: at worst a valid
   * member is refused here, and the full validator accepts it.
   */
  private evaluated(node: unknown): Set<string> | undefined {
    if (node === true || node === false) return node ? undefined : new Set();
    const schema = node as JsonObject;
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return undefined;
    if (schema.unevaluatedProperties !== undefined && schema.unevaluatedProperties !== false) return undefined;
    if ("patternProperties" in schema) throw new Unsupported("patternProperties");
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
  private condition(node: JsonObject, m: string, exact: boolean): string {
    const test = this.define("condition", "m members", () => this.inPlace([node.if], "m", true).join("\n"));
    const branch = (schema: unknown) => this.inPlace([schema ?? true], m, exact);
    const then = branch(node.then);
    const otherwise = branch(node.else);
    if (otherwise.length === 0) return then.length === 0 ? "" : `if ${test}(${m}) {\n${then.join("\n")}\n}`;
    return `if ${test}(${m}) {\n${then.join("\n")}\n} else {\n${otherwise.join("\n")}\n}`;
  }

  /** Checks of schemas applied in place to `m`, an object already. */
  private inPlace(schemas: unknown[], m: string, exact: boolean): string[] {
    const nodes = this.flatten(schemas);
    if (nodes === false) return ["return false"];
    for (const node of nodes) {
      for (const key of Object.keys(node)) if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key)) throw new Unsupported(key);
      if (node.type !== undefined && node.type !== "object") throw new Unsupported("type");
      for (const key of ["enum", "const", "x-max-bytes"]) if (key in node) throw new Unsupported(key);
    }
    return this.objectCode(nodes, m, exact);
  }

  /**
   * A discriminated oneOf: the tag selects the one branch (by its `properties.<tag>.const`) that
   * judges the value. jsonschema tries every branch, but the others refuse it (their tag differs),
   * so exactly one passes where the selected one does.
   */
  private discriminator(node: JsonObject, m: string, exact: boolean): string {
    const tag = (node.discriminator as { propertyName?: unknown } | undefined)?.propertyName;
    const branches = node.oneOf;
    if (typeof tag !== "string" || !Array.isArray(branches) || Object.keys(node.discriminator as object).length !== 1) throw new Unsupported("oneOf");
    const cases: string[] = [];
    for (const branch of branches) {
      const target = branch !== null && typeof branch === "object" && typeof (branch as JsonObject).$ref === "string" ? this.defs[defName((branch as JsonObject).$ref as string)] : branch;
      const value = ((target as JsonObject | undefined)?.properties as Record<string, JsonObject> | undefined)?.[tag]?.const;
      if (typeof value !== "string") throw new Unsupported("a oneOf branch without a const tag");
      const fn = this.refChecker(branch, exact) ?? this.define(`check${value.replace(/[^0-9A-Za-z]/g, "")}`, "v any", () => this.value([branch], "v", exact));
      cases.push(`case ${goString(value)}:\nif !${fn}(${m}) {\nreturn false\n}`);
    }
    const t = this.name("t");
    const tag0 = this.name("t");
    return `${tag0}, _ := ${m}.get(${goString(tag)})\n${t}, ok := ${tag0}.(*string)\nif !ok {\nreturn false\n}\nswitch *${t} {\n${cases.join("\n")}\ndefault:\nreturn false\n}`;
  }
}

/** The one type all `type`s and candidates allow (integer within number), undefined: none said, false: none possible. */
function typeOf(nodes: JsonObject[], lists: unknown[][]): string | undefined | false {
  let type: string | undefined;
  for (const node of nodes) {
    if (node.type === undefined) continue;
    if (typeof node.type !== "string" || !["string", "number", "integer", "boolean", "null", "array", "object"].includes(node.type)) throw new Unsupported("type");
    if (type === undefined || (type === "number" && node.type === "integer")) type = node.type;
    else if (!(type === node.type || (type === "integer" && node.type === "number"))) return false;
  }
  // Candidates (strings, checked by the caller) say the type when none is said.
  if (type === undefined && lists.length > 0) type = "string";
  return type;
}

/** The definition a schema is nothing but a `$ref` to (annotations aside), or undefined. */
function refOnly(schema: unknown): string | undefined {
  if (schema === null || typeof schema !== "object" || typeof (schema as JsonObject).$ref !== "string") return undefined;
  if (!Object.keys(schema).every((key) => key === "$ref" || ANNOTATIONS.has(key))) return undefined;
  return defName((schema as JsonObject).$ref as string);
}

/** `name, ok := <assertion>` and the checks reading `name` (`_` when none does). */
function declare(name: string, assertion: string, checks: string[]): string {
  const used = checks.some((check) => new RegExp(`\\b${name}\\b`).test(check));
  return [`${used ? name : "_"}, ok := ${assertion}`, "if !ok {\nreturn false\n}", ...checks].join("\n");
}

/** A function body: its statements, then `return true` unless the last is a return already (nothing may follow one). */
function returning(body: string): string {
  const lines = body.split("\n").filter((line) => line !== "");
  return [...lines, ...(lines.at(-1)?.startsWith("return") ? [] : ["return true"])].join("\n");
}

/** Go source indented by its braces, with tabs (as gofmt writes it). */
function indent(code: string): string {
  let depth = 0;
  return code
    .split("\n")
    .map((line) => {
      if (line === "") return "";
      const closes = /^[}\]]/.test(line) ? 1 : 0;
      const label = /^(case .*|default):$/.test(line) ? 1 : 0;
      const out = "\t".repeat(Math.max(0, depth - closes - label)) + line;
      depth += (line.match(/[{(]$/) ? 1 : 0) - closes;
      return out;
    })
    .join("\n");
}

export const GO_FAST_PATH = "internal/validate/fastcheck.gen.go";

/** The Go fast pass of every supported version: `fastRecords` by version. */
export function emitGoFastChecks(versions: RecordVersion[]): OutputFile {
  const shared: Shared = { functions: [], byText: new Map(), patterns: new Map() };
  const entries: string[] = [];
  const roots: string[] = [];
  for (const v of versions) {
    const root = v.defs[RECORD]!;
    const emitter = new GoEmitter(v.defs, shared);
    const depth = typeof root["x-max-depth"] === "number" ? root["x-max-depth"] : "math.MaxInt";
    const bytes = typeof root["x-max-bytes"] === "number" ? root["x-max-bytes"] : "math.MaxInt";
    const name = `fastRecord${v.version.replace(/[^0-9A-Za-z]/g, "_")}`;
    const body = emitter.value([root], "v", false, true);
    roots.push(
      `// ${name} is the fast pass of a record of schema version ${v.version}.\nfunc ${name}(data []byte, v any) bool {\n` +
        `if !withinRecordBounds(data, v, ${depth}, ${bytes}) {\nreturn false\n}\n${returning(body)}\n}`,
    );
    entries.push(`${goString(v.version)}: ${name},`);
  }
  const code = [...shared.functions, ...roots].join("\n\n");
  const imports = [
    ...(code.includes("math.") ? ["math"] : []),
    ...(shared.patterns.size > 0 ? ["regexp"] : []),
    ...(code.includes("utf8.") ? ["unicode/utf8"] : []),
  ];
  const patterns = [...shared.patterns].map(([source, name]) => `var ${name} = regexp.MustCompile(${goString(source)})\n`).join("");
  const content =
    `${GO_BANNER}\n` +
    `// The fast first pass of record validation (codegen/fast-go.ts): true only where the full path\n// accepts, false when not sure (the full path then runs and names the error).\n\n` +
    `package validate\n\n` +
    (imports.length === 0 ? "" : `import (\n${imports.map((i) => `\t${JSON.stringify(i)}\n`).join("")})\n\n`) +
    (patterns === "" ? "" : `${patterns}\n`) +
    `// fastRecords are the fast pass of each version's records, by schema_version.\nvar fastRecords = map[string]func(data []byte, v any) bool{\n${entries.map((e) => `\t${e}\n`).join("")}}\n\n` +
    indent(code) +
    "\n";
  return { path: GO_FAST_PATH, content };
}
