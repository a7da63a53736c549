// `npm run codegen` writes generated/ from schema/ and openapi/.
// `npm run codegen:check` regenerates into a temp dir and fails if generated/ differs by a byte.
// `--dir PATH` points either at another tree (tests use it to prove the check can fail).
// Also python/src/trace_ledger/_generated/ (codegen/python.ts), go/*.gen.go and go/schemas/
// (codegen/go.ts; `--go-dir PATH` for tests), and, once generated/ is current, the outputs
// computed by running it: the shared test vectors (test/vectors/).
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { loadSources, recordVersions } from "./bundle.ts";
import { emitSchemaModule, schemaConstants } from "./constants.ts";
import { BANNER, type OutputFile } from "./emit.ts";
import { emitEnvironments, environmentTable } from "./environments.ts";
import { declaredClasses, emitErrors, errorTable } from "./errors.ts";
import { releaseGate } from "./gate.ts";
import { emitPython, PYTHON_GENERATED, type PythonTree } from "./python.ts";
import { emitSyncClient, PYTHON_PACKAGE } from "./python-sync.ts";
import { emitGo } from "./go.ts";
import { bundleOpenapi, emitOpenapi } from "./openapi.ts";
import { readOperations } from "./operations.ts";
import { emitOperations } from "./routes.ts";
import { emitSchemaTypes } from "./types.ts";
import { emitValidators } from "./validators.ts";
import { packageVersions, stampedFiles } from "./versions.ts";

const dirFlag = process.argv.indexOf("--dir");
const GENERATED = dirFlag > 0 ? process.argv[dirFlag + 1]! : join(import.meta.dirname, "..", "generated");
/** The Go SDK's folder (`--go-dir PATH` for tests): codegen owns its *.gen.go files and schemas/, nothing else there. */
const goDirFlag = process.argv.indexOf("--go-dir");
const GO_DIR = goDirFlag > 0 ? process.argv[goDirFlag + 1]! : join(import.meta.dirname, "..", "go");
/** A path below go/ that codegen writes: a *.gen.go file (in any package) or what is under schemas/. */
const isGoOutput = (path: string) => path.endsWith(".gen.go") || path.split(/[\\/]/)[0] === "schemas";
/** The files below go/ that codegen wrote (or a stale run left). */
const goOutputs = () =>
  readdirSync(GO_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(GO_DIR, join(entry.parentPath, entry.name)))
    .filter(isGoOutput);
const ROOT = join(import.meta.dirname, "..");

async function generate(): Promise<{ files: OutputFile[]; python: PythonTree; go: OutputFile[]; stamped: OutputFile[] }> {
  const packages = packageVersions(ROOT);
  // First, so the bundle below reads the OpenAPI document with its info.version written in.
  const stamped = stampedFiles(ROOT, packages);
  const { defs, recordMeta, openapi } = loadSources();
  (openapi.info as { version: string }).version = packages.openapi;
  const operations = readOperations(openapi, defs);
  const bundled = bundleOpenapi(openapi, defs);
  const { constants } = schemaConstants(defs, recordMeta, operations);
  const versions = recordVersions(recordMeta);
  // The score schema as written: shipped by the Python and Go SDKs, which validate scores offline by it.
  const scoreSchema = readFileSync(join(ROOT, "schema", "score.schema.json"), "utf8");
  const python = emitPython({
    constants,
    sdkVersion: packages.python,
    versions,
    scoreSchema,
    errors: errorTable(defs),
    declared: declaredClasses(defs),
    environments: environmentTable(openapi),
    operations,
    openapi: bundled,
  });
  const files = [
    await emitSchemaTypes(defs),
    ...(await emitOpenapi(bundled)),
    ...emitValidators(defs, operations, versions),
    // Each supported version's schema as written: served by GET /v1/schemas/{version}, shipped by the SDK.
    ...versions.map((v) => ({ path: `schemas/${v.version}/record.schema.json`, content: v.text })),
    ...emitErrors(defs),
    emitEnvironments(openapi),
    {
      // The SDK's version has one home, versions.json; the SDK sends it in x-ledger-sdk.
      path: "sdk-version.ts",
      content: BANNER + `export const SDK_VERSION = ${JSON.stringify(packages.typescript)};\n`,
    },
    emitOperations(operations),
    emitSchemaModule(defs, recordMeta, operations),
    ...["validate.ts", "canonical.ts", "record-check.ts"].map((name) => ({
      path: name,
      content: BANNER + readFileSync(join(import.meta.dirname, "templates", name), "utf8"),
    })),
  ];
  return { files, python, go: emitGo(defs, recordMeta, openapi, versions, scoreSchema, packages.go), stamped };
}

function writeTree(dir: string, files: OutputFile[]) {
  rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.content);
  }
}

function listTree(dir: string): string[] {
  return (
    readdirSync(dir, { recursive: true, withFileTypes: true })
      // Python's bytecode caches are the interpreter's, not outputs.
      .filter((entry) => entry.isFile() && !entry.parentPath.split(/[\\/]/).includes("__pycache__"))
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort()
  );
}

/** Paths that differ between two trees, with what is wrong with each. */
function compareTrees(expected: string, actual: string): string[] {
  let actualFiles: string[] = [];
  try {
    actualFiles = listTree(actual);
  } catch {
    return ["generated/ is missing"];
  }
  const expectedFiles = listTree(expected);
  const problems = expectedFiles.filter((f) => !actualFiles.includes(f)).map((f) => `missing: ${f}`);
  problems.push(...actualFiles.filter((f) => !expectedFiles.includes(f)).map((f) => `not generated by codegen: ${f}`));
  for (const f of expectedFiles.filter((f) => actualFiles.includes(f))) {
    if (!readFileSync(join(expected, f)).equals(readFileSync(join(actual, f)))) problems.push(`differs: ${f}`);
  }
  return problems;
}

const VECTORS = join(import.meta.dirname, "..", "test", "vectors");

/** The vectors are computed by the reference in generated/, so they are loaded only once it is current. */
async function generateVectors(): Promise<OutputFile[]> {
  const { emitVectors } = await import("./vectors.ts");
  return emitVectors();
}

/** Files of `files` whose copy under `dir` differs or is missing (dir holds other files too: not compared). */
function compareFiles(dir: string, files: OutputFile[]): string[] {
  return files.flatMap((file) => {
    let actual: string | undefined;
    try {
      actual = readFileSync(join(dir, file.path), "utf8");
    } catch {
      return [`missing: ${file.path}`];
    }
    return actual === file.content ? [] : [`differs: ${file.path}`];
  });
}

function fail(what: string, problems: string[]) {
  console.error(`${what} is out of step with schema/, openapi/ and codegen/ — run \`npm run codegen\`:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

/** Problems of the Go files: each generated file as emitted, no stray generated file left. */
function compareGo(files: OutputFile[]): string[] {
  const stray = goOutputs().filter((path) => !files.some((f) => f.path === path));
  return [...compareFiles(GO_DIR, files), ...stray.map((name) => `not generated by codegen: ${name}`)].map((problem) =>
    problem.replace(": ", ": go/"),
  );
}

if (process.argv.includes("--check")) {
  const { failures, notices } = releaseGate(ROOT);
  for (const notice of notices) console.log(`codegen:check: ${notice}`);
  if (failures.length > 0) {
    console.error(failures.map((failure) => `codegen:check: ${failure}`).join("\n"));
    process.exit(1);
  }
}

const { files, python, go, stamped } = await generate();
if (python.skipped) {
  // Loud: a drift check that could not run must never read as a pass.
  console.error(
    `codegen: python/…/_generated/models.py NOT CHECKED (kept as committed; its generator is absent): ${python.skipped}. ` +
      `CI (REQUIRE_PYTHON=1) makes and checks it; run \`npm run test:python\` once to check it here.`,
  );
}
if (process.argv.includes("--check")) {
  const temp = mkdtempSync(join(tmpdir(), "trace-ledger-codegen-"));
  writeTree(temp, files);
  const problems = compareTrees(temp, GENERATED);
  writeTree(temp, python.files);
  const pythonProblems = compareTrees(temp, PYTHON_GENERATED);
  rmSync(temp, { recursive: true, force: true });
  if (problems.length > 0) fail(GENERATED, problems);
  if (pythonProblems.length > 0) fail(PYTHON_GENERATED, pythonProblems);
  const syncProblems = compareFiles(PYTHON_PACKAGE, [emitSyncClient()]);
  if (syncProblems.length > 0) fail("python/src/trace_ledger/_client.py (derived from _async_client.py)", syncProblems);
  const stampProblems = compareFiles(ROOT, stamped);
  if (stampProblems.length > 0) fail("the package versions (versions.json)", stampProblems);
  const goProblems = compareGo(go);
  if (goProblems.length > 0) fail("go/", goProblems);
  const vectors = await generateVectors();
  const vectorProblems = compareFiles(VECTORS, vectors);
  if (vectorProblems.length > 0) fail("test/vectors/", vectorProblems);
  const pythonFiles = python.skipped
    ? `python/…/_generated/ (${python.files.length - 1}; models.py NOT CHECKED)`
    : `python/…/_generated/ (${python.files.length})`;
  console.log(
    `codegen:check: generated/ (${files.length} files), ${pythonFiles} and _client.py, go/ (${go.length}), test/vectors/ (${vectors.length}) and the package versions match their sources`,
  );
} else {
  for (const file of stamped) writeFileSync(join(ROOT, file.path), file.content);
  writeTree(GENERATED, files);
  writeTree(PYTHON_GENERATED, python.files);
  const sync = emitSyncClient();
  writeFileSync(join(PYTHON_PACKAGE, sync.path), sync.content);
  for (const path of goOutputs()) rmSync(join(GO_DIR, path));
  for (const f of go) {
    mkdirSync(dirname(join(GO_DIR, f.path)), { recursive: true });
    writeFileSync(join(GO_DIR, f.path), f.content);
  }
  const vectors = await generateVectors();
  for (const file of vectors) writeFileSync(join(VECTORS, file.path), file.content);
  console.log(
    `codegen: wrote ${files.length} files to generated/, ${python.files.length} to python/…/_generated/ (and _client.py), ${go.length} to go/ and ${vectors.length} to test/vectors/`,
  );
}
