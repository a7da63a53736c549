// codegen:check on a scratch copy without .venv: the Python models it cannot remake are said
// "NOT CHECKED", never "match"; and a package version edited by hand (not through versions.json)
// is drift, named by its file.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchCopy, TSX, type ScratchCopy } from "../support/scratch-copy.ts";

describe("codegen:check without the Python generator, with a hand-edited version", () => {
  let scratch: ScratchCopy;
  let result: { status: number | null; stdout: string; stderr: string };

  beforeAll(() => {
    scratch = scratchCopy("drift", [], { venv: false });
    const pyproject = join(scratch.dir, "python", "pyproject.toml");
    writeFileSync(pyproject, readFileSync(pyproject, "utf8").replace(/^version = ".*"$/m, 'version = "9.9.9"'));
    result = spawnSync(process.execPath, [TSX, "codegen/index.ts", "--check"], {
      cwd: scratch.dir,
      encoding: "utf8",
      env: { ...process.env, REQUIRE_PYTHON: "" },
    });
  }, 240_000);
  afterAll(() => scratch.remove());

  it("says the models are NOT CHECKED, loudly, and why", () => {
    expect(result.stderr).toContain("models.py NOT CHECKED");
    expect(result.stderr).toContain(".venv has no datamodel-code-generator");
    expect(result.stdout).not.toMatch(/models\.py.*match/);
  });

  it("fails on a version written by hand, naming the file", () => {
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("the package versions (versions.json) is out of step");
    expect(result.stderr).toContain("differs: python/pyproject.toml");
  });
});
