// "A new error class with a parent appears in all three SDKs from one schema edit" (issue 20): in
// a scratch copy of the repository, one code is added to schema/errors.schema.json with a new
// class and its parent, `npm run codegen` runs, and each SDK — TypeScript, Python, Go — then
// raises that class for the code, caught as its parent too, exported publicly, with no other edit.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goUnavailable, pythonUnavailable } from "../support/required.ts";
import { REPO as root, scratchCopy, TSX, VENV_PYTHON as python, type ScratchCopy } from "../support/scratch-copy.ts";

// CI (.ci/run) runs this file again after making .venv, with REQUIRE_PYTHON=1 and REQUIRE_GO=1.
const noGo = goUnavailable();
const noPython = pythonUnavailable();
const NEW_CODE = {
  const: "quota_exceeded",
  description: "The owner's monthly quota is used up.",
  "x-http-status": 429,
  "x-sdk-class": "QuotaExceededError",
  "x-sdk-parent": "RateLimitError",
};

describe("a declared error class, from one schema edit to three SDKs", () => {
  let scratch: ScratchCopy;
  let copy: string;
  const run = (cmd: string, args: string[], cwd = copy, env: NodeJS.ProcessEnv = {}) =>
    execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: "pipe", env: { ...process.env, ...env } });

  beforeAll(() => {
    scratch = scratchCopy("errors");
    copy = scratch.dir;
    scratch.editJson("schema/errors.schema.json", (schema) => schema.$defs.ErrorCode.oneOf.push(NEW_CODE));
    run(process.execPath, [TSX, "codegen/index.ts"]);
  }, 240_000);
  afterAll(() => scratch.remove());

  it("TypeScript: errorFor gives a QuotaExceededError, a RateLimitError, exported by the SDK", () => {
    writeFileSync(
      join(copy, "probe.ts"),
      `import { errorFor } from "./sdk/errors.ts";\nimport * as sdk from "./sdk/index.ts";\n` +
        `const e = errorFor({ code: "quota_exceeded", message: "m", details: { retry_after_ms: 5 } });\n` +
        `console.log(JSON.stringify({ name: e.name, own: e instanceof sdk.QuotaExceededError, parent: e instanceof sdk.RateLimitError, wait: (e as sdk.RateLimitError).retryAfterMs }));\n`,
    );
    const out = JSON.parse(run(process.execPath, [TSX, "probe.ts"]));
    expect(out).toEqual({ name: "QuotaExceededError", own: true, parent: true, wait: 5 });
    // And the SDK (with the probe) still type-checks with the new class in its table.
    writeFileSync(join(copy, "tsconfig.probe.json"), JSON.stringify({ extends: "./tsconfig.json", include: [], files: ["probe.ts"] }));
    run(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.probe.json"]);
  }, 240_000);

  it.skipIf(noGo !== undefined)(
    "Go: newError gives a *QuotaExceededError that errors.As also finds as *RateLimitError",
    () => {
      writeFileSync(
        join(copy, "go", "declared_probe_test.go"),
        `package ledger\n\nimport (\n\t"errors"\n\t"testing"\n)\n\n` +
          `func TestDeclaredClassProbe(t *testing.T) {\n` +
          `\tretry := int64(5)\n\terr := newError(LedgerError{Code: "quota_exceeded", Message: "m", Details: ErrorDetails{RetryAfterMs: &retry}})\n` +
          `\tvar own *QuotaExceededError\n\tvar parent *RateLimitError\n` +
          `\tif !errors.As(err, &own) || !errors.As(err, &parent) || parent.RetryAfterMs != 5 || CodeQuotaExceeded != "quota_exceeded" {\n\t\tt.Fatalf("got %#v", err)\n\t}\n}\n`,
      );
      const out = run("go", ["test", "-count=1", "-run", "TestDeclaredClassProbe|TestEveryCodeGivesItsKind", "."], join(copy, "go"));
      expect(out).toMatch(/^ok/m);
      expect(run("go", ["vet", "."], join(copy, "go"))).toBe("");
    },
    240_000,
  );

  it.skipIf(noPython !== undefined)(
    "Python: error_for gives a QuotaExceededError, a RateLimitError, exported by trace_ledger",
    () => {
      const probe =
        "import trace_ledger\nfrom trace_ledger._errors import error_for\n" +
        "e = error_for('quota_exceeded', 'm', {'retry_after_ms': 5})\n" +
        "assert type(e) is trace_ledger.QuotaExceededError and isinstance(e, trace_ledger.RateLimitError) and e.retry_after_ms == 5, e\n" +
        "assert 'QuotaExceededError' in trace_ledger.__all__ and trace_ledger.QuotaExceededError.__mro__[1] is trace_ledger.RateLimitError\n" +
        "print(trace_ledger.__file__)\n";
      const out = run(python, ["-c", probe], copy, { PYTHONPATH: join(copy, "python", "src") });
      expect(out.trim()).toBe(join(copy, "python", "src", "trace_ledger", "__init__.py"));
    },
    240_000,
  );
});
