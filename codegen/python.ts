// python/src/trace_ledger/_generated/: what the Python SDK reads from schema/ and openapi/ — the
// schema of every supported version, validation's fast pass (fast-python.ts), the error table, the constants and environments, and pydantic models made
// by datamodel-code-generator (pinned in python/pyproject.toml, run from the repository's .venv).
// The models need Python: without the pinned generator in .venv, `codegen` keeps the committed
// models.py and `codegen:check` skips it with one line, unless REQUIRE_PYTHON=1 (CI) makes that
// an error. Everything else here is written by TypeScript and always checked.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { JsonObject, RecordVersion } from "./bundle.ts";
import { PYTHON_BANNER, type OutputFile } from "./emit.ts";
import { BASE_CLASSES, classDoc, STATUS_FALLBACK, type DeclaredClass } from "./errors.ts";
import { planFastChecks } from "./fast-plan.ts";
import { emitFastPython } from "./fast-python.ts";

const root = join(import.meta.dirname, "..");
export const PYTHON_GENERATED = join(root, "python", "src", "trace_ledger", "_generated");
const PYPROJECT = join(root, "python", "pyproject.toml");
const GENERATOR = join(root, ".venv", "bin", "datamodel-codegen");
/** Fields the SDK fills into a record that lacks them: optional in the Python record models. */
const SDK_FILLED = ["record_id", "schema_version", "client_ts_utc"];

/** A Python literal for a JSON value (JSON's string escapes are Python's too). */
function py(value: unknown): string {
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number" || typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `(${value.map(py).join(", ")}${value.length === 1 ? "," : ""})`;
  return `{${Object.entries(value as JsonObject)
    .map(([k, v]) => `${JSON.stringify(k)}: ${py(v)}`)
    .join(", ")}}`;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function pyprojectField(pattern: RegExp, what: string): string {
  const match = pattern.exec(readFileSync(PYPROJECT, "utf8"));
  if (!match) throw new Error(`codegen: python/pyproject.toml has no ${what}`);
  return match[1]!;
}

export interface PythonSources {
  constants: Record<string, unknown>;
  /** The package's version (versions.json), also written into python/pyproject.toml. */
  sdkVersion: string;
  /** Every supported version with its schema text: shipped as _generated/schemas/<version>/record.schema.json. */
  versions: RecordVersion[];
  /** The score schema's text: shipped as _generated/schemas/score.schema.json. */
  scoreSchema: string;
  errors: Record<string, { status: number | null; sdkClass: string; retry: boolean | number[]; description: string }>;
  /** The error classes the schema declares, each after its parent. */
  declared: DeclaredClass[];
  environments: Record<string, string | null>;
  operations: { operationId: string; method: string; path: string }[];
  /** The bundled OpenAPI document (generated/openapi.json), source of the models. */
  openapi: JsonObject;
}

function constantsModule({ constants, sdkVersion, environments, operations }: PythonSources): string {
  const { LIMITS, PATTERN_REASONS, SCHEMA_VERSIONS, ...rest } = constants as {
    LIMITS: Record<string, number>;
    PATTERN_REASONS: Record<string, string>;
    SCHEMA_VERSIONS: unknown;
  } & Record<string, unknown>;
  const lines = Object.entries(rest).map(([name, value]) =>
    typeof value === "string" ? `${name}: Final = ${py(value)}` : `${name}: Final[tuple[str, ...]] = ${py(value)}`,
  );
  const limits = Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [snake(name), value]));
  const table = Object.fromEntries(operations.map((op) => [op.operationId, [op.method, op.path]]));
  return (
    PYTHON_BANNER +
    `"""Constants of the record schema and the OpenAPI document."""\n\nfrom __future__ import annotations\n\nfrom collections.abc import Mapping\nfrom typing import Final\n\n` +
    `SDK_VERSION: Final = ${py(sdkVersion)}\n` +
    lines.join("\n") +
    `\n#: Every version the service accepts: version, status (current, supported, deprecated) and, when deprecated, its dates.\n` +
    `SCHEMA_VERSIONS: Final[tuple[Mapping[str, str], ...]] = ${py(SCHEMA_VERSIONS)}\n` +
    `LIMITS: Final[Mapping[str, int]] = ${py(limits)}\n` +
    `PATTERN_REASONS: Final[Mapping[str, str]] = ${py(PATTERN_REASONS)}\n` +
    `#: Base URL of each SDK environment; None: no built-in address (the SDK reads ENDPOINT_VARIABLE).\n` +
    `ENVIRONMENTS: Final[Mapping[str, str | None]] = ${py(environments)}\n` +
    `ENDPOINT_VARIABLE: Final = "LEDGER_ENDPOINT"\n` +
    `#: operationId -> (method, path template)\n` +
    `OPERATIONS: Final[Mapping[str, tuple[str, str]]] = ${py(table)}\n`
  );
}

function errorsModule({ errors, declared }: PythonSources): string {
  const rows = Object.entries(errors).map(
    ([code, e]) =>
      `    ${JSON.stringify(code)}: ErrorInfo(status=${py(e.status)}, sdk_class=${JSON.stringify(e.sdkClass)}, retry=${typeof e.retry === "boolean" ? py(e.retry) : `(${e.retry.join(", ")},)`}, description=${JSON.stringify(e.description)}),`,
  );
  return (
    PYTHON_BANNER +
    `"""Every error code: the HTTP status the service answers it with (None: raised by the SDK only), the SDK class that carries it, and whether it is retried (x-retry: always, on those statuses, never)."""\n\n` +
    `from __future__ import annotations\n\nfrom collections.abc import Mapping\nfrom typing import Final, NamedTuple\n\n\n` +
    `class ErrorInfo(NamedTuple):\n    status: int | None\n    sdk_class: str\n    retry: bool | tuple[int, ...]\n    description: str\n\n\n` +
    `ERRORS: Final[Mapping[str, ErrorInfo]] = {\n${rows.join("\n")}\n}\n` +
    `#: The class of a code this SDK does not know, by HTTP status ("5xx": any status from 500); otherwise LedgerError.\n` +
    `STATUS_FALLBACK: Final[Mapping[str, str]] = ${py(STATUS_FALLBACK)}\n`
  );
}

/** The classes the schema declares (x-sdk-parent), each after its parent; the base classes are _error_base.py. */
function errorClassesModule({ declared }: PythonSources): string {
  const bases = [...new Set(declared.map((c) => c.parent).filter((p) => BASE_CLASSES.includes(p)))].sort();
  return (
    PYTHON_BANNER +
    `"""The error classes schema/errors.schema.json declares (x-sdk-class with x-sdk-parent)."""\n\n` +
    `from __future__ import annotations\n\n` +
    (bases.length > 0 ? `from .._error_base import ${bases.join(", ")}\n\n` : "") +
    `__all__: list[str] = [${declared.map((c) => JSON.stringify(c.name)).join(", ")}]\n` +
    declared.map((c) => `\n\nclass ${c.name}(${c.parent}):\n    """${classDoc(c)}"""\n`).join("")
  );
}

/** `type: number` → integer or number, so a model keeps `1` an int and dumps it as the wire had it, not as `1.0`. */
function intOrFloat(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(intOrFloat);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === "type" && value === "number" ? ["integer", "number"] : intOrFloat(value)]),
  );
}

/**
 * The OpenAPI document as the models read it: the SDK-filled record and score fields optional (the models
 * are what a caller writes), numbers that may be integers, and error codes any string (a newer
 * service's code must not make its answer unreadable; the SDK's table knows the current ones).
 */
function modelSource(openapi: JsonObject): JsonObject {
  const copy = intOrFloat(openapi) as { components: { schemas: Record<string, JsonObject> } } & JsonObject;
  const { schemas } = copy.components;
  schemas.RecordCommon!.required = (schemas.RecordCommon!.required as string[]).filter((name) => !SDK_FILLED.includes(name));
  // A score model is what a caller writes too: score_id and client_ts_utc are the SDK's to fill, and
  // its one target (session_id or record_id) is the bundled schema's to check (check_score), so the
  // model is one class rather than a union of the two targets.
  const score = schemas.Score!;
  score.required = (score.required as string[]).filter((name) => !SDK_FILLED.includes(name) && name !== "score_id");
  delete score.oneOf;
  // The generator writes `dict[, V]` for keys constrained by a $ref'd propertyNames; the keys are the service's to check.
  delete schemas.ScoreSummaries!.propertyNames;
  schemas.ErrorCode = { type: "string", description: schemas.ErrorCode!.description };
  return copy;
}

const GENERATOR_ARGS = [
  "--input-file-type",
  "openapi",
  "--output-model-type",
  "pydantic_v2.BaseModel",
  "--target-python-version",
  "3.10",
  "--formatters",
  "builtin",
  "--disable-timestamp",
  "--enable-version-header",
  "--use-standard-collections",
  "--use-union-operator",
  "--use-annotated",
  "--field-constraints",
  "--use-double-quotes",
  "--use-schema-description",
  "--collapse-root-models",
  "--enum-field-as-literal",
  "all",
  // Responses from a newer service may carry fields this SDK does not know: kept, never refused.
  "--extra-fields",
  "allow",
  "--base-class",
  "trace_ledger._wire.WireModel",
];

type ModelsResult = { file: OutputFile } | { skipped: string };

function generatorStatus(): { ok: true } | { ok: false; why: string } {
  const pinned = pyprojectField(/"datamodel-code-generator==([^"]+)"/, "pinned datamodel-code-generator");
  if (!existsSync(GENERATOR))
    return { ok: false, why: `.venv has no datamodel-code-generator (run \`npm run test:python\` once to make it)` };
  const version = execFileSync(GENERATOR, ["--version"], { encoding: "utf8" }).trim().split(/\s+/).pop();
  return version === pinned
    ? { ok: true }
    : {
        ok: false,
        why: `.venv has datamodel-code-generator ${version}, python/pyproject.toml pins ${pinned} (run \`npm run test:python\`)`,
      };
}

function models(sources: PythonSources): ModelsResult {
  const status = generatorStatus();
  if (!status.ok) return { skipped: status.why };
  const dir = mkdtempSync(join(tmpdir(), "trace-ledger-python-"));
  try {
    // A fixed file name: the generator writes it into its header.
    writeFileSync(join(dir, "openapi.json"), JSON.stringify(modelSource(sources.openapi), null, 2));
    execFileSync(GENERATOR, ["--input", join(dir, "openapi.json"), "--output", join(dir, "models.py"), ...GENERATOR_ARGS], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    return { file: { path: "models.py", content: PYTHON_BANNER + readFileSync(join(dir, "models.py"), "utf8") } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PythonTree {
  files: OutputFile[];
  /** Set when models.py could not be made here: why (the committed one is kept, and not compared). */
  skipped?: string;
}

export function emitPython(sources: PythonSources): PythonTree {
  const files: OutputFile[] = [
    { path: "__init__.py", content: PYTHON_BANNER + `"""What the SDK reads from schema/ and openapi/."""\n` },
    { path: "constants.py", content: constantsModule(sources) },
    { path: "errors.py", content: errorsModule(sources) },
    { path: "error_classes.py", content: errorClassesModule(sources) },
    emitFastPython(planFastChecks(sources.versions)),
    ...sources.versions.map((v) => ({ path: `schemas/${v.version}/record.schema.json`, content: v.text })),
    { path: "schemas/score.schema.json", content: sources.scoreSchema },
  ];
  const made = models(sources);
  if ("file" in made) return { files: [...files, made.file] };
  if (process.env.REQUIRE_PYTHON === "1")
    throw new Error(`codegen: REQUIRE_PYTHON=1 but the Python models cannot be made: ${made.skipped}`);
  const committed = join(PYTHON_GENERATED, "models.py");
  if (existsSync(committed)) files.push({ path: "models.py", content: readFileSync(committed, "utf8") });
  return { files, skipped: made.skipped };
}
