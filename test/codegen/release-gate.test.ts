// The release gate in a scratch copy (issue 39): a released record schema is frozen byte for byte,
// and so is a released score schema (issue 34).
// Widening a cap of the released current version fails codegen:check, and so does "refreezing"
// the released file by hand; the change goes to the next version, which `schema:release` releases
// in one step (schema frozen and recorded, the API's preview number moved on, codegen run), after
// which that version is frozen too.
import { spawnSync } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchCopy, TSX, type ScratchCopy } from "../support/scratch-copy.ts";

describe("a released schema version is frozen", { timeout: 600_000 }, () => {
  let scratch: ScratchCopy;
  const run = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, [TSX, script, ...args], { cwd: scratch.dir, encoding: "utf8" });
  const check = () => run("codegen/index.ts", "--check");
  const widen = (to: number) =>
    scratch.editJson("schema/record.schema.json", (s) => (s.$defs.ToolCallingRecord.properties.output_payload["x-max-bytes"] = to));

  beforeAll(() => {
    scratch = scratchCopy("release-gate");
  });
  afterAll(() => scratch?.remove());

  it("refuses a change to a released version, even additive, and a frozen file edited by hand", () => {
    widen(65536);
    const widened = check();
    expect(widened.status).toBe(1);
    expect(widened.stderr).toContain(
      "schema/record.schema.json differs from schema/versions/1.1/record.schema.json, the released 1.1 its x-schema-version names",
    );

    const frozen = join(scratch.dir, "schema/versions/1.1/record.schema.json");
    const released = readFileSync(frozen, "utf8");
    copyFileSync(join(scratch.dir, "schema/record.schema.json"), frozen);
    const refrozen = check();
    expect(refrozen.status).toBe(1);
    expect(refrozen.stderr).toContain("schema/versions/1.1/record.schema.json differs from the release recorded in schema/released.sha256");
    writeFileSync(frozen, released);
  });

  it("releases the next version in one step, which is then frozen too", () => {
    scratch.editJson("schema/record.schema.json", (s) => {
      s["x-schema-version"] = "1.2";
      s["x-supported-versions"] = [
        { version: "1.2", status: "current" },
        ...s["x-supported-versions"].map((v: { version: string }) => ({ ...v, status: "supported" })),
      ];
    });
    const changelog = join(scratch.dir, "sdk", "CHANGELOG.md");
    writeFileSync(
      changelog,
      readFileSync(changelog, "utf8").replace(
        "## Unreleased\n",
        "## Unreleased\n- Record schema 1.2: ToolCalling output_payload up to 65536 bytes.\n",
      ),
    );
    const preview = JSON.parse(readFileSync(join(scratch.dir, "versions.json"), "utf8")).preview as number;

    const released = run("codegen/release.ts");
    expect(released.status, released.stderr).toBe(0);
    expect(released.stdout).toContain("froze record schema 1.2 as schema/versions/1.2/record.schema.json");
    // The score schema, unreleased until now, is frozen by the same step.
    expect(released.stdout).toContain("froze score schema 1.0 as schema/versions/1.0/score.schema.json");
    expect(readFileSync(join(scratch.dir, "schema/released.sha256"), "utf8")).toMatch(
      /^[0-9a-f]{64} {2}versions\/1\.0\/score\.schema\.json$/m,
    );
    expect(released.stdout).toContain("preview number moved on");
    expect(JSON.parse(readFileSync(join(scratch.dir, "versions.json"), "utf8")).preview).toBe(preview + 1);
    expect(readFileSync(join(scratch.dir, "schema/released.sha256"), "utf8")).toMatch(
      /^[0-9a-f]{64} {2}versions\/1\.2\/record\.schema\.json$/m,
    );
    expect(JSON.parse(readFileSync(join(scratch.dir, "openapi/released.json"), "utf8")).info.version).toBe(`1.0.0-preview.${preview + 1}`);
    const passed = check();
    expect(passed.status, passed.stderr).toBe(0);
    const twice = run("codegen/release.ts");
    expect(twice.status, twice.stderr).toBe(0);
    expect(twice.stdout).toContain("record schema 1.2 is already frozen");
    expect(twice.stdout).toContain(`the API 1.0.0-preview.${preview + 1} is already released`);

    widen(131072);
    const again = check();
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("differs from schema/versions/1.2/record.schema.json, the released 1.2");
  });

  it("freezes the score schema like the record schema: a released score version never changes", () => {
    widen(65536); // back to 1.2 as released
    scratch.editJson("schema/score.schema.json", (s) => (s.properties.explanation["x-max-bytes"] = 8192));
    const widened = check();
    expect(widened.status).toBe(1);
    expect(widened.stderr).toContain(
      "schema/score.schema.json differs from schema/versions/1.0/score.schema.json, the released 1.0 its x-schema-version names",
    );
  });
});
