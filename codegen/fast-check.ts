// generated/validators/fast.js: the fast first pass of record validation (fast-plan.ts) printed
// as JavaScript: plain straight-line predicates, one function per planned function, one export
// per supported version. Keywords are printed exactly as Ajv applies them (same reads, same type
// tests, same length formulas, same RegExp flags); on false the Ajv validator (validators/record.js)
// runs as before and names the error.
import { versionExport, type RecordVersion } from "./bundle.ts";
import { BANNER, type OutputFile } from "./emit.ts";
import { isNumberLimit, LIMIT_FAILS, planFastChecks, type Check, type JsonType, type PlanFunction } from "./fast-plan.ts";
import { codePoints } from "./keywords.ts";
import { fitsBytes, isUnstorableText, jsonSize, jsonStringLength, leafBound, scanWide, utf8Length } from "./templates/canonical.ts";

const TYPE_TESTS: Record<JsonType, (x: string) => string> = {
  string: (x) => `typeof ${x} !== "string"`,
  number: (x) => `typeof ${x} !== "number" || !isFinite(${x})`,
  integer: (x) => `typeof ${x} !== "number" || !isFinite(${x}) || ${x} % 1 !== 0`,
  boolean: (x) => `typeof ${x} !== "boolean"`,
  null: (x) => `${x} !== null`,
  array: (x) => `!Array.isArray(${x})`,
  object: (x) => `${x} === null || typeof ${x} !== "object" || Array.isArray(${x})`,
};

/** One function's text: its local names numbered from 0 in the order they are printed. */
class Printer {
  private n = 0;
  constructor(private readonly fail: string) {}

  private name(stem: string): string {
    return `${stem}${this.n++}`;
  }

  /** `checks` applied to `x`, whose bound is added to the variable `bound`. */
  checks(checks: Check[], x: string, bound: string): string {
    return checks.map((check) => this.check(check, x, bound)).join("\n");
  }

  private check(check: Check, x: string, bound: string): string {
    const fail = (test: string) => `if (${test}) ${this.fail};`;
    if (isNumberLimit(check)) return fail(`${x} ${LIMIT_FAILS[check.op]} ${check.limit}`);
    switch (check.op) {
      case "fail":
        return `${this.fail};`;
      case "type":
        return fail(TYPE_TESTS[check.type](x));
      case "in":
        return fail(check.values.length === 0 ? "true" : check.values.map((v) => `${x} !== ${JSON.stringify(v)}`).join(" && "));
      // Ajv's formulas (keywords.ts): UTF-16 length bounds the code points; count only when it matters.
      case "minLength":
        return fail(`${x}.length < ${check.limit} || (${x}.length < ${2 * check.limit} && codePoints(${x}) < ${check.limit})`);
      case "maxLength":
        return fail(`${x}.length > ${check.limit} && codePoints(${x}) > ${check.limit}`);
      case "pattern":
        return fail(`!pattern${check.index}.test(${x})`);
      case "maxBytes":
        return fail(`${x}.length * 3 > ${check.limit} && (${x}.length > ${check.limit} || utf8Length(${x}) > ${check.limit})`);
      case "storable":
        return fail(`isUnstorableText(${x})`);
      case "minItems":
        return fail(`${x}.length < ${check.limit}`);
      case "maxItems":
        return fail(`${x}.length > ${check.limit}`);
      case "bound":
        return `${bound} += ${check.add};`;
      case "boundLength":
        return `${bound} += ${x}.length${check.times === 1 ? "" : ` * ${check.times}`} + ${check.plus};`;
      case "call": {
        const w = this.name("w");
        return `const ${w} = ${check.fn}(${x});\nif (${w} < 0) ${this.fail};\n${bound} += ${w};`;
      }
      case "wide": {
        const w = this.name("w");
        return `const ${w} = scanWide(${x}, ${check.depth}, ${check.finite}, ${check.storable}, NAMES);\nif (${w} < 0) ${this.fail};\n${bound} += ${w};`;
      }
      case "items": {
        const i = this.name("i");
        const y = this.name("y");
        return `for (let ${i} = 0; ${i} < ${x}.length; ${i}++) {\nconst ${y} = ${x}[${i}];\n${this.checks(check.checks, y, bound)}\n}`;
      }
      case "capped": {
        // Past the cap, the bound settles nothing: counted exactly, as the validator does (fitsBytes),
        // and then the cap is the bound.
        const b = this.name("b");
        const body = this.checks(check.checks, x, b);
        return `{\nlet ${b} = 0;\n${body}\nif (${b} > ${check.limit}) {\nif (!fitsBytes(${x}, ${check.limit})) ${this.fail};\n${b} = ${check.limit};\n}\n${bound} += ${b};\n}`;
      }
      case "members": {
        const out = check.present.map((name) => fail(`${x}[${JSON.stringify(name)}] === undefined`));
        for (const member of check.members) {
          const y = this.name("y");
          out.push(`const ${y} = ${x}[${JSON.stringify(member.name)}];`);
          out.push(`if (${y} === undefined) {${member.required ? this.fail + ";" : ""}} else {`);
          out.push(this.checks(member.checks, y, bound));
          out.push(`}`);
        }
        return out.join("\n");
      }
      case "closed": {
        const k = this.name("k");
        const test = check.names.length === 0 ? "true" : check.names.map((name) => `${k} !== ${JSON.stringify(name)}`).join(" && ");
        return `for (const ${k} in ${x}) if (${test}) ${this.fail};`;
      }
      case "if":
        return `if (${check.test}(${x})) {\n${this.checks(check.then, x, bound)}\n} else {\n${this.checks(check.else, x, bound)}\n}`;
      case "switch": {
        const w = this.name("w");
        const cases = check.cases.map((c) => `case ${JSON.stringify(c.value)}: ${w} = ${c.fn}(${x}); break;`);
        return `let ${w} = -1;\nswitch (${x}[${JSON.stringify(check.tag)}]) {\n${cases.join("\n")}\n}\nif (${w} < 0) ${this.fail};\n${bound} += ${w};`;
      }
    }
  }
}

function printFunction(fn: PlanFunction): string {
  const body =
    fn.returns === "bound"
      ? `let b = 0;\n${new Printer("return -1").checks(fn.checks, "v", "b")}\nreturn b;`
      : `${new Printer("return false").checks(fn.checks, "v", "b")}\nreturn true;`;
  return `function ${fn.name}(v) {\n${body}\n}`;
}

/** The export of a version's fast check. */
export const fastExport = (v: Pick<RecordVersion, "version" | "status">) => versionExport("fastRecord", v);

export function emitFastChecks(versions: RecordVersion[]): OutputFile[] {
  const plan = planFastChecks(versions);
  const exports = plan.versions.map(
    (v) => `export function ${fastExport(v)}(x) {\nlet b = 0;\n${new Printer("return false").checks(v.checks, "x", "b")}\nreturn true;\n}`,
  );
  const helpers = [codePoints, utf8Length, jsonStringLength, jsonSize, fitsBytes, isUnstorableText, leafBound, scanWide].map((f) =>
    f.toString(),
  );
  const content =
    BANNER +
    `// The fast first pass of record validation (codegen/fast-check.ts): true only where validators/record.js accepts.\n/* eslint-disable */\n` +
    helpers.join("\n") +
    `\nconst NAMES = {__proto__: null, ${plan.names.map((name) => `${JSON.stringify(name)}: true`).join(", ")}};\n` +
    plan.patterns.map((source, i) => `const pattern${i} = new RegExp(${JSON.stringify(source)}, "u");\n`).join("") +
    [...plan.functions.map(printFunction), ...exports].join("\n") +
    "\n";
  const declaration = BANNER + versions.map((v) => `export declare function ${fastExport(v)}(value: unknown): boolean;\n`).join("");
  return [
    { path: "validators/fast.js", content },
    { path: "validators/fast.d.ts", content: declaration },
  ];
}
