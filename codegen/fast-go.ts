// go/internal/validate/fastcheck.gen.go: the fast first pass of record validation (fast-plan.ts)
// printed as Go: one function per planned function, one per supported version (fastRecords). It
// judges a record as parseValue reads it (objects as members, strings as *string, numbers as
// *float64) and keywords are printed as the Go SDK's full path applies them — jsonschema (regexp,
// i.e. RE2, for patterns; lengths in code points; bounds and enum numbers compared exactly, so
// only integers of at most 2^53 are compared here, other numbers are left to the full path) plus
// its x- keywords by recordwide.go's measures (UTF-8 bytes; scanRecordWide for the generic walk
// and a container's exact size). The output is gofmt-clean by construction (tabs by brace depth,
// one statement a line, nothing gofmt aligns), so codegen needs no Go toolchain.
import { GO_BANNER, type OutputFile } from "./emit.ts";
import { LIMIT_FAILS, type Check, type FastPlan, type JsonType, type PlanFunction, type Scalar } from "./fast-plan.ts";

export const GO_FAST_PATH = "internal/validate/fastcheck.gen.go";

/** Integers up to this magnitude are doubles that read back as themselves: compared as doubles, exactly as jsonschema's big.Rat. */
const EXACT_INTEGERS = 2 ** 53;
/** The Go type parseValue reads a JSON type as (null and boolean are tested without a variable). */
const GO_TYPES: Partial<Record<JsonType, string>> = {
  string: "*string",
  number: "*float64",
  integer: "*float64",
  array: "[]any",
  object: "members",
};

/** A Go interpreted string literal (JSON's escapes are Go's, but for lone surrogates, which Go source cannot hold: none in a schema's names). */
function goString(s: string): string {
  if (/\p{Surrogate}/u.test(s)) throw new Error(`codegen(go): a string holding a lone surrogate: ${JSON.stringify(s)}`);
  return JSON.stringify(s);
}

/** A planned function's Go name: unexported, beside the package's own names. */
const goFunction = (name: string) => `fast${name[0]!.toUpperCase()}${name.slice(1)}`;

/** A number the Go fast pass compares as a double: an integer of at most 2^53. */
const exactNumber = (n: number) => Number.isInteger(n) && Math.abs(n) <= EXACT_INTEGERS;

/** The value at hand: `v` an expression of type any; its typed variable once its `type` is tested. */
interface Value {
  v: string;
  type?: JsonType;
  typed?: string;
  /** The members variable of an object read before its type was tested here (a function's object). */
  object?: string;
}

/** One function's body: its local names numbered from 0 in the order they are printed. */
class Printer {
  private n = 0;
  constructor(
    private readonly fail: string,
    /** Verdict functions Go cannot print exactly: where one decides an `if`, not sure. */
    private readonly inexact: Set<string>,
  ) {}

  private name(stem: string): string {
    return `${stem}${this.n++}`;
  }

  /** Statements applying `checks` to `value`, its bound added to `bound` (null: not counted); nothing after a `fail` (it would be unreachable). */
  checks(checks: Check[], value: Value, bound: string | null): string[] {
    const upTo = checks.findIndex((check) => check.op === "fail");
    const live = upTo < 0 ? checks : checks.slice(0, upTo + 1);
    const out: string[] = [];
    live.forEach((check, i) => {
      if (check.op === "type") out.push(...this.type(check.type, value, () => this.checks(live.slice(i + 1), value, bound)));
      else if (live.slice(0, i).some((c) => c.op === "type")) return;
      // The members' pass refuses the others too: one loop, not two.
      else if (check.op === "members" && live[i + 1]?.op === "closed")
        out.push(...this.members(check, value, bound, (live[i + 1] as { names: string[] }).names));
      else if (!(check.op === "closed" && live[i - 1]?.op === "members")) out.push(...this.check(check, value, bound));
    });
    return this.cut(out);
  }

  /** Statements up to the first that always fails (a check not printed exactly is one), which nothing may follow. */
  private cut(lines: string[]): string[] {
    let depth = 0;
    for (const [i, line] of lines.entries()) {
      if (line.startsWith("}")) depth--;
      if (line.endsWith("{")) depth++;
      if (depth === 0 && line === this.fail) return lines.slice(0, i + 1);
    }
    return lines;
  }

  private failIf(test: string): string[] {
    return [`if ${test} {`, this.fail, "}"];
  }

  /** The type test, then `rest` reading the typed variable (`_` when none does). */
  private type(type: JsonType, value: Value, rest: () => string[]): string[] {
    value.type = type;
    if (type === "null") return [...this.failIf(`${value.v} != nil`), ...rest()];
    if (type === "boolean") return [`if _, ok := ${value.v}.(bool); !ok {`, this.fail, "}", ...rest()];
    const typed = this.name(type[0]!);
    value.typed = typed;
    const after = rest();
    const used = after.some((line) => new RegExp(`\\b${typed}\\b`).test(line));
    // Finite, as the record's x-finite-numbers wants (parseValue reads a number past a double as ±Inf).
    const number =
      type === "number" || type === "integer" ? ` || math.IsInf(*${typed}, 0)${type === "integer" ? ` || !isInteger(*${typed})` : ""}` : "";
    const test =
      used || number !== ""
        ? [`${typed}, ok := ${value.v}.(${GO_TYPES[type]})`, ...this.failIf(`!ok${number}`)]
        : [`if _, ok := ${value.v}.(${GO_TYPES[type]}); !ok {`, this.fail, "}"];
    return [...test, ...after];
  }

  /** The object's members variable: the typed one, else read once here. */
  private object(value: Value, out: string[]): string {
    if (value.typed !== undefined) return value.typed;
    if (value.object === undefined) {
      value.object = this.name("o");
      out.push(`${value.object}, ok := ${value.v}.(members)`, ...this.failIf("!ok"));
    }
    return value.object;
  }

  private check(check: Check, value: Value, bound: string | null): string[] {
    const x = value.typed!;
    const add = (amount: string) => (bound === null ? [] : [`${bound} += ${amount}`]);
    switch (check.op) {
      case "fail":
        return [this.fail];
      case "type":
        throw new Error("codegen(go): a type test is printed by checks()");
      case "in": {
        const tests = check.values.flatMap((v) => this.differs(value, v));
        return tests.length === 0 ? [this.fail] : this.failIf(tests.join(" && "));
      }
      case "minLength":
        // A code point takes 1 to 4 bytes of UTF-8: only a string near the bound is counted.
        return check.limit <= 0 ? [] : this.failIf(`len(*${x}) < ${4 * check.limit} && utf8.RuneCountInString(*${x}) < ${check.limit}`);
      case "maxLength":
        return this.failIf(`len(*${x}) > ${check.limit} && utf8.RuneCountInString(*${x}) > ${check.limit}`);
      case "pattern":
        return this.failIf(`!pattern${check.index}.MatchString(*${x})`);
      case "maxBytes":
        // UTF-8 bytes, a lone surrogate's generalized UTF-8 counting 3 as in the full path.
        return this.failIf(`len(*${x}) > ${check.limit}`);
      case "storable":
        return this.failIf(`unstorableText(*${x})`);
      case "minimum":
      case "maximum":
      case "exclusiveMinimum":
      case "exclusiveMaximum":
        return exactNumber(check.limit) ? this.failIf(`*${x} ${LIMIT_FAILS[check.op]} ${check.limit}`) : [this.fail];
      case "minItems":
        return this.failIf(`len(${x}) < ${check.limit}`);
      case "maxItems":
        return this.failIf(`len(${x}) > ${check.limit}`);
      case "bound":
        return add(String(check.add));
      case "boundLength":
        // A string's bytes: each written as at most 6 (\u00XX), as its UTF-16 units are.
        return add(`len(${value.type === "string" ? "*" : ""}${x})${check.times === 1 ? "" : `*${check.times}`} + ${check.plus}`);
      case "call": {
        if (bound === null) return this.failIf(`${goFunction(check.fn)}(${value.v}) < 0`);
        const w = this.name("w");
        return [`${w} := ${goFunction(check.fn)}(${value.v})`, ...this.failIf(`${w} < 0`), ...add(w)];
      }
      case "wide": {
        // scanRecordWide keeps finite numbers and storable text whatever the flags: at worst not sure.
        const depth = Math.min(check.depth, 2 ** 31 - 1); // past that, no limit (and an int on every platform)
        if (bound === null) return [`if _, ok := scanRecordWide(${value.v}, ${depth}); !ok {`, this.fail, "}"];
        const w = this.name("w");
        return [`${w}, ok := scanRecordWide(${value.v}, ${depth})`, ...this.failIf("!ok"), ...add(w)];
      }
      case "items": {
        const y = this.name("y");
        const body = this.checks(check.checks, { v: y }, bound);
        return body.length === 0 ? [] : [`for _, ${y} := range ${x} {`, ...body, "}"];
      }
      case "capped": {
        // Past the cap, the bound settles nothing: counted exactly (withinBytes), then the cap is the bound.
        const b = this.name("b");
        const body = this.checks(check.checks, value, b);
        return [
          `${b} := 0`,
          ...body,
          `if ${b} > ${check.limit} {`,
          ...this.failIf(`!withinBytes(${value.v}, ${check.limit})`),
          `${b} = ${check.limit}`,
          "}",
          ...add(b),
        ];
      }
      case "members":
        return this.members(check, value, bound);
      case "closed": {
        const out: string[] = [];
        const m = this.object(value, out);
        if (check.names.length === 0) return [...out, ...this.failIf(`len(${m}) > 0`)];
        const e = this.name("e");
        return [
          ...out,
          `for _, ${e} := range ${m} {`,
          `switch ${e}.name {`,
          `case ${check.names.map(goString).join(", ")}:`,
          "default:",
          this.fail,
          "}",
          "}",
        ];
      }
      case "if": {
        if (this.inexact.has(check.test)) return [this.fail];
        // Each branch its own copy: a variable it declares is the branch's.
        const then = this.checks(check.then, { ...value }, bound);
        const otherwise = this.checks(check.else, { ...value }, bound);
        if (otherwise.length === 0) return then.length === 0 ? [] : [`if ${goFunction(check.test)}(${value.v}) {`, ...then, "}"];
        return [`if ${goFunction(check.test)}(${value.v}) {`, ...then, "} else {", ...otherwise, "}"];
      }
      case "switch": {
        const out: string[] = [];
        const m = this.object(value, out);
        const t = this.name("t");
        const s = this.name("s");
        out.push(`${t}, _ := ${m}.get(${goString(check.tag)})`, `${s}, ok := ${t}.(*string)`, ...this.failIf("!ok"), `switch *${s} {`);
        for (const c of check.cases) out.push(`case ${goString(c.value)}:`, ...this.check({ op: "call", fn: c.fn }, value, bound));
        return [...out, "default:", this.fail, "}"];
      }
    }
  }

  /**
   * An object's declared members: one pass over its members, each declared one checked in its
   * case; with `closed`, any other member not named there refused. parseValue never repeats a
   * member, so counting the required ones found tells whether all are there.
   */
  private members(check: Extract<Check, { op: "members" }>, value: Value, bound: string | null, closed?: string[]): string[] {
    const out: string[] = [];
    const m = this.object(value, out);
    const required = check.present.length + check.members.filter((member) => member.required).length;
    const n = this.name("n");
    const e = this.name("e");
    const cases: string[] = [];
    const cased = new Set<string>();
    // A name `closed` leaves out is refused by the default, required or not.
    const present = check.present.filter((name) => closed === undefined || closed.includes(name));
    if (present.length > 0) cases.push(`case ${present.map(goString).join(", ")}:`, `${n}++`);
    for (const member of check.members) {
      if (closed !== undefined && !closed.includes(member.name)) continue;
      const body = [...(member.required ? [`${n}++`] : []), ...this.checks(member.checks, { v: `${e}.value` }, bound)];
      if (body.length === 0 && closed === undefined) continue;
      cases.push(`case ${goString(member.name)}:`, ...body);
      cased.add(member.name);
    }
    if (closed !== undefined) {
      const others = closed.filter((name) => !cased.has(name) && !check.present.includes(name));
      if (others.length > 0) cases.push(`case ${others.map(goString).join(", ")}:`);
      cases.push("default:", this.fail);
    }
    if (cases.length === 0) return out;
    if (required > 0) out.push(`${n} := 0`);
    out.push(`for _, ${e} := range ${m} {`, `switch ${e}.name {`, ...cases, "}", "}");
    return required > 0 ? [...out, ...this.failIf(`${n} != ${required}`)] : out;
  }

  /** A Go test that the value differs from the candidate `v`; none where it cannot equal it, or not compared exactly as jsonschema compares. */
  private differs(value: Value, v: Scalar): string[] {
    if (typeof v === "string") return value.type === "string" ? [`*${value.typed} != ${goString(v)}`] : [];
    if (typeof v === "number")
      return (value.type === "number" || value.type === "integer") && exactNumber(v) ? [`*${value.typed} != ${v}`] : [];
    if (typeof v === "boolean") return value.type === "boolean" ? [`${value.v} != ${v}`] : [];
    return value.type === "null" ? [`${value.v} != nil`] : [];
  }
}

/** The function of a version's fast check: `fastRecord1_1` for 1.1. */
const goExport = (version: string) => `fastRecord${version.replace(/[^0-9A-Za-z]/g, "_")}`;

/**
 * Whether Go tests `checks` exactly as jsonschema does: not where a number is compared that
 * doubles do not compare exactly (the printer is then stricter, allowed only where not sure is).
 */
function exactInGo(checks: Check[], inexact: Set<string>): boolean {
  return checks.every((check) => {
    switch (check.op) {
      case "minimum":
      case "maximum":
      case "exclusiveMinimum":
      case "exclusiveMaximum":
        return exactNumber(check.limit);
      case "in":
        return check.values.every((v) => typeof v !== "number" || exactNumber(v));
      case "items":
      case "capped":
        return exactInGo(check.checks, inexact);
      case "members":
        return check.members.every((member) => exactInGo(member.checks, inexact));
      case "if":
        return !inexact.has(check.test) && exactInGo(check.then, inexact) && exactInGo(check.else, inexact);
      default:
        return true;
    }
  });
}

/** A function: its statements, then its return unless the last is a return already. */
function printFunction(name: string, returns: PlanFunction["returns"], checks: Check[], inexact: Set<string>, doc = ""): string {
  const fail = returns === "bound" ? "return -1" : "return false";
  const body = new Printer(fail, inexact).checks(checks, { v: "v" }, returns === "bound" ? "b" : null);
  const ends = body.at(-1)?.startsWith("return") ?? false;
  const lines = [...body, ...(ends ? [] : [returns === "bound" ? "return b" : "return true"])];
  // The bound, unless nothing reads it (a function that is never sure).
  if (returns === "bound" && lines.some((line) => /(^|[^"\w])b([^"\w]|$)/.test(line))) lines.unshift("b := 0");
  return `${doc}func ${name}(v any) ${returns === "bound" ? "int" : "bool"} {\n${indent(lines)}}\n`;
}

/** Go statements indented by their braces, with tabs (as gofmt writes them); case labels at their switch's depth. */
function indent(lines: string[]): string {
  let depth = 1;
  return lines
    .map((line) => {
      const closes = line.startsWith("}") ? 1 : 0;
      const label = /^(case .*|default):$/.test(line) ? 1 : 0;
      const out = "\t".repeat(depth - closes - label) + line + "\n";
      depth += (line.endsWith("{") ? 1 : 0) - closes;
      return out;
    })
    .join("");
}

export function emitGoFastChecks(plan: FastPlan): OutputFile {
  // Functions come before their callers: a verdict calling an inexact one is inexact too.
  const inexact = new Set<string>();
  for (const fn of plan.functions) if (fn.returns === "verdict" && !exactInGo(fn.checks, inexact)) inexact.add(fn.name);
  const functions = plan.functions
    .filter((fn) => !inexact.has(fn.name))
    .map((fn) => printFunction(goFunction(fn.name), fn.returns, fn.checks, inexact));
  const exports = plan.versions.map((v) =>
    printFunction(
      goExport(v.version),
      "verdict",
      v.checks,
      inexact,
      `// ${goExport(v.version)} is the fast pass of a record of schema version ${v.version}.\n`,
    ),
  );
  const code = [...functions, ...exports].join("\n");
  // gofmt lines up the values of the map's entries.
  const width = Math.max(...plan.versions.map((v) => goString(v.version).length)) + 2;
  const imports = [
    ...(code.includes("math.") ? ["math"] : []),
    ...(plan.patterns.length > 0 ? ["regexp"] : []),
    ...(code.includes("utf8.") ? ["unicode/utf8"] : []),
  ];
  const content =
    `${GO_BANNER}\n` +
    `// The fast first pass of record validation (codegen/fast-plan.ts, printed by codegen/fast-go.ts):\n` +
    `// true only where the full path accepts; on false, the full path runs and names the error.\n\n` +
    `package validate\n\n` +
    (imports.length === 0 ? "" : `import (\n${imports.map((i) => `\t${JSON.stringify(i)}\n`).join("")})\n\n`) +
    // The engine jsonschema uses by default: the same regexp, the same matches.
    plan.patterns.map((source, i) => `var pattern${i} = regexp.MustCompile(${goString(source)})\n`).join("") +
    (plan.patterns.length > 0 ? "\n" : "") +
    `// fastRecords are each supported version's fast check, by schema_version.\n` +
    `var fastRecords = map[string]func(v any) bool{\n${plan.versions.map((v) => `\t${`${goString(v.version)}:`.padEnd(width)}${goExport(v.version)},\n`).join("")}}\n\n` +
    code;
  return { path: GO_FAST_PATH, content };
}
