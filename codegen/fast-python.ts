// python/src/trace_ledger/_generated/fast_check.py: the fast first pass of record validation
// (fast-plan.ts) printed as Python: one function per planned function, one per supported version
// (FAST_RECORD_CHECKS). Keywords are printed as the Python SDK's full path applies them — jsonschema
// (Draft 2020-12: `re.search`, lengths in code points, a bool is not a number, a float without a
// fraction is an integer) plus its x- keywords by _canonical's measures — and types are tested
// exactly (`type(x) is str`): a subclass, a tuple or a number past a double is left to the full path.
import { versionExport } from "./bundle.ts";
import { PYTHON_BANNER, type OutputFile } from "./emit.ts";
import { isNumberLimit, LIMIT_FAILS, type Check, type FastPlan, type JsonType, type PlanFunction, type Scalar } from "./fast-plan.ts";

// Finite numbers only, as the record's x-finite-numbers wants: an int past 1000 bits may round to
// infinity as a double (canonical JSON's number), so it is not sure here.
const TYPE_TESTS: Record<JsonType, (x: string) => string> = {
  string: (x) => `type(${x}) is not str`,
  number: (x) => `not (type(${x}) is float and ${x} - ${x} == 0.0 or type(${x}) is int and ${x}.bit_length() <= 1000)`,
  integer: (x) => `not (type(${x}) is int and ${x}.bit_length() <= 1000 or type(${x}) is float and ${x}.is_integer())`,
  boolean: (x) => `type(${x}) is not bool`,
  null: (x) => `${x} is not None`,
  array: (x) => `type(${x}) is not list`,
  object: (x) => `type(${x}) is not dict`,
};
// A verdict function (an if-condition) must be jsonschema's verdict both ways: its own type checks.
const EXACT_TYPE_TESTS: Record<JsonType, (x: string) => string> = {
  string: (x) => `not isinstance(${x}, str)`,
  number: (x) => `isinstance(${x}, bool) or not isinstance(${x}, numbers.Number)`,
  integer: (x) => `isinstance(${x}, bool) or not (isinstance(${x}, int) or isinstance(${x}, float) and ${x}.is_integer())`,
  boolean: (x) => `not isinstance(${x}, bool)`,
  null: (x) => `${x} is not None`,
  array: (x) => `not isinstance(${x}, list)`,
  object: (x) => `not isinstance(${x}, dict)`,
};
/** Candidates a value of a type can equal (jsonschema's equality: a bool is no number). */
const OF_TYPE: Record<JsonType, (v: Scalar) => boolean> = {
  string: (v) => typeof v === "string",
  number: (v) => typeof v === "number",
  integer: (v) => typeof v === "number",
  boolean: (v) => typeof v === "boolean",
  null: (v) => v === null,
  array: () => false,
  object: () => false,
};

/** A Python literal of a scalar (JSON's string escapes are Python's too). */
function py(value: Scalar): string {
  if (value === null) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  return typeof value === "number" ? String(value) : JSON.stringify(value);
}

/** The module's constants: member-name sets, each printed once. */
class Constants {
  readonly lines: string[] = [];
  private readonly sets = new Map<string, string>();
  memberSet(names: string[]): string {
    const literal = `frozenset({${names.map((name) => JSON.stringify(name)).join(", ")}})`;
    let name = this.sets.get(literal);
    if (!name) {
      name = `_MEMBERS_${this.sets.size}`;
      this.sets.set(literal, name);
      this.lines.push(`${name}: Final = ${literal}`);
    }
    return name;
  }
}

/** One function's body: its local names numbered from 0 in the order they are printed. */
class Printer {
  private n = 0;
  constructor(
    private readonly fail: string,
    private readonly constants: Constants,
    /** A verdict function's: every test exactly jsonschema's. */
    private readonly exact = false,
  ) {}

  private name(stem: string): string {
    return `${stem}${this.n++}`;
  }

  /** Lines (indented by `indent`) applying `checks` to `x`, whose bound is added to `bound`; `pass` when there are none. */
  checks(checks: Check[], x: string, bound: string, indent: string): string[] {
    const out: string[] = [];
    let type: JsonType | undefined;
    for (const check of checks) {
      if (check.op === "type") type = check.type;
      out.push(...this.check(check, x, bound, indent, type));
    }
    return out.length > 0 ? out : [`${indent}pass`];
  }

  private check(check: Check, x: string, bound: string, indent: string, type: JsonType | undefined): string[] {
    const inner = indent + "    ";
    const fail = (test: string) => [`${indent}if ${test}:`, `${inner}${this.fail}`];
    if (isNumberLimit(check)) return fail(`${x} ${LIMIT_FAILS[check.op]} ${check.limit}`);
    switch (check.op) {
      case "fail":
        return [`${indent}${this.fail}`];
      case "type":
        return fail((this.exact ? EXACT_TYPE_TESTS : TYPE_TESTS)[check.type](x));
      case "in": {
        const values = check.values.filter((v) => type !== undefined && OF_TYPE[type](v));
        if (values.length === 0) return [`${indent}${this.fail}`];
        return fail(values.length === 1 ? `${x} != ${py(values[0]!)}` : `${x} not in (${values.map(py).join(", ")})`);
      }
      case "minLength":
        return fail(`len(${x}) < ${check.limit}`);
      case "maxLength":
        return fail(`len(${x}) > ${check.limit}`);
      case "pattern":
        return fail(`_pattern${check.index}(${x}) is None`);
      case "maxBytes":
        // A code point takes at most 4 bytes (a lone surrogate 3): only a string that long is measured.
        return fail(
          `len(${x}) * 4 > ${check.limit} and (len(${x}) > ${check.limit} or not ${x}.isascii() and utf8_length(${x}) > ${check.limit})`,
        );
      case "storable":
        return fail(`("\\x00" in ${x} or not ${x}.isascii()) and is_unstorable_text(${x})`);
      case "minItems":
        return fail(`len(${x}) < ${check.limit}`);
      case "maxItems":
        return fail(`len(${x}) > ${check.limit}`);
      case "bound":
        return [`${indent}${bound} += ${check.add}`];
      case "boundLength":
        return [`${indent}${bound} += len(${x})${check.times === 1 ? "" : ` * ${check.times}`} + ${check.plus}`];
      case "call": {
        const w = this.name("w");
        return [`${indent}${w} = ${check.fn}(${x})`, ...fail(`${w} < 0`), `${indent}${bound} += ${w}`];
      }
      case "wide": {
        const w = this.name("w");
        return [
          `${indent}${w} = scan_wide(${x}, ${check.depth}, ${py(check.finite)}, ${py(check.storable)})`,
          ...fail(`${w} < 0`),
          `${indent}${bound} += ${w}`,
        ];
      }
      case "items": {
        const y = this.name("y");
        return [`${indent}for ${y} in ${x}:`, ...this.checks(check.checks, y, bound, inner)];
      }
      case "capped": {
        // Past the cap, the bound settles nothing: counted exactly (json_size), then the cap is the bound.
        const b = this.name("b");
        return [
          `${indent}${b} = 0`,
          ...this.checks(check.checks, x, b, indent),
          `${indent}if ${b} > ${check.limit}:`,
          `${inner}if json_size(${x}) > ${check.limit}:`,
          `${inner}    ${this.fail}`,
          `${inner}${b} = ${check.limit}`,
          `${indent}${bound} += ${b}`,
        ];
      }
      case "members": {
        const out = check.present.flatMap((name) => fail(`${JSON.stringify(name)} not in ${x}`));
        for (const member of check.members) {
          const y = this.name("y");
          const read = `${indent}${y} = ${x}.get(${JSON.stringify(member.name)}, _MISSING)`;
          if (member.required) out.push(read, ...fail(`${y} is _MISSING`), ...this.checks(member.checks, y, bound, indent));
          else if (member.checks.length > 0)
            out.push(read, `${indent}if ${y} is not _MISSING:`, ...this.checks(member.checks, y, bound, inner));
        }
        return out;
      }
      case "closed":
        return fail(check.names.length === 0 ? `${x}` : `not ${x}.keys() <= ${this.constants.memberSet(check.names)}`);
      case "if":
        return [
          `${indent}if ${check.test}(${x}):`,
          ...this.checks(check.then, x, bound, inner),
          `${indent}else:`,
          ...this.checks(check.else, x, bound, inner),
        ];
      case "switch": {
        const t = this.name("t");
        const w = this.name("w");
        const out = [`${indent}${t} = ${x}.get(${JSON.stringify(check.tag)})`];
        check.cases.forEach((c, i) =>
          out.push(`${indent}${i === 0 ? "if" : "elif"} ${t} == ${JSON.stringify(c.value)}:`, `${inner}${w} = ${c.fn}(${x})`),
        );
        out.push(...(check.cases.length > 0 ? [`${indent}else:`, `${inner}${w} = -1`] : [`${indent}${w} = -1`]));
        return [...out, ...fail(`${w} < 0`), `${indent}${bound} += ${w}`];
      }
    }
  }
}

/** The function of a version's fast check. */
const pythonExport = (v: FastPlan["versions"][number]) => versionExport("fast_record", v);

function printFunction(fn: PlanFunction, constants: Constants): string {
  const indent = "    ";
  const body =
    fn.returns === "bound"
      ? [`${indent}b = 0`, ...new Printer("return -1", constants).checks(fn.checks, "v", "b", indent), `${indent}return b`]
      : [...new Printer("return False", constants, true).checks(fn.checks, "v", "b", indent), `${indent}return True`];
  return `def ${fn.name}(v: Any) -> ${fn.returns === "bound" ? "int" : "bool"}:\n${body.join("\n")}\n`;
}

export function emitFastPython(plan: FastPlan): OutputFile {
  const constants = new Constants();
  const functions = plan.functions.map((fn) => printFunction(fn, constants));
  const exports = plan.versions.map((v) => {
    const body = new Printer("return False", constants).checks(v.checks, "x", "b", "    ");
    return `def ${pythonExport(v)}(x: Any) -> bool:\n    """True only where check_record's full path accepts \`x\` under schema ${v.version}."""\n    b = 0\n${body.join("\n")}\n    return True\n`;
  });
  const content =
    PYTHON_BANNER +
    `"""The fast first pass of record validation (codegen/fast-plan.ts, printed by codegen/fast-python.ts): True only where\n` +
    `the full path (jsonschema and the record-wide keywords) accepts; on False, _validation runs it and names the error."""\n\n` +
    `from __future__ import annotations\n\n${functions.some((fn) => fn.includes("numbers.")) ? "import numbers\n" : ""}import re\nfrom collections.abc import Callable, Mapping\nfrom typing import Any, Final\n\n` +
    `from .._canonical import is_unstorable_text, json_size, scan_wide, utf8_length\n\n` +
    `_MISSING: Final = object()\n` +
    plan.patterns.map((source, i) => `_pattern${i}: Final = re.compile(${JSON.stringify(source)}).search\n`).join("") +
    constants.lines.map((line) => `${line}\n`).join("") +
    "\n\n" +
    [...functions, ...exports].join("\n\n") +
    `\n\n#: Each supported version's fast check.\nFAST_RECORD_CHECKS: Final[Mapping[str, Callable[[Any], bool]]] = {${plan.versions.map((v) => `${JSON.stringify(v.version)}: ${pythonExport(v)}`).join(", ")}}\n`;
  return { path: "fast_check.py", content };
}
