// Issue 20's "Done when", end to end: in a scratch copy of the repository, tightening a cap
// without a bump fails codegen:check naming the field; with the bump (schema 1.2, 1.1 deprecated),
// a record stored under 1.1 by the service as it was resubmits as a duplicate to the upgraded
// service, a new 1.1 record is judged by 1.1's rules, a 1.2 record by 1.2's, and the deprecated
// version's answers carry Deprecation and Sunset — the same scenario through the TypeScript, Python
// and Go SDKs (test/schema/evolution/), real HTTP, one real database across the upgrade. And 1.0,
// retired by the upgrade: re-importing an earlier export with the CLI finds its records duplicates.
import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, serviceEnv, spawnService, STORE_KINDS, type ServiceStore } from "../support/processes.ts";
import { goUnavailable, pythonUnavailable } from "../support/required.ts";
import { scratchCopy, TSX, VENV_PYTHON, type ScratchCopy } from "../support/scratch-copy.ts";
import { call, createOwner } from "../support/server.ts";

const SDKS = ["typescript", "python", "go"] as const;
type Sdk = (typeof SDKS)[number];
// CI (.ci/run) runs this file again after making .venv, with REQUIRE_PYTHON=1 and REQUIRE_GO=1.
const missing: Record<Sdk, string | undefined> = { typescript: undefined, python: pythonUnavailable(), go: goUnavailable() };
const CAP = "/$defs/ToolCallingRecord/properties/output_payload/x-max-bytes";
/** Within 1.1's output_payload cap (32768 bytes), beyond 1.2's (8192). */
const BIG = "x".repeat(20_000);

const record = (version: string, output_payload: string) => ({
  record_id: randomUUID(),
  session_id: "evolution",
  schema_version: version,
  client_ts_utc: Date.now(),
  behavior: "ToolCalling",
  description: "fetch the page",
  tool_meta: { tool_id: "web", category: "http_api" },
  success: true,
  output_payload,
});

describe("schema evolution through the three SDKs against the service (1.1 → 1.2)", () => {
  let scratch: ScratchCopy;
  let store: ServiceStore;
  let env: Record<string, string>;
  let endpoint: string;
  const owner = { apiKey: "" };
  const agents = {} as Record<Sdk, string>;
  const stored = {} as Record<Sdk, ReturnType<typeof record>>;
  let stop = async () => {};
  const run = (cmd: string, args: string[], cwd: string, extra: NodeJS.ProcessEnv = {}) =>
    execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: "pipe", env: { ...process.env, ...extra } });
  let cliAgent = "";
  let exported = "";
  /** The copy's CLI; its exit status and what it said. */
  const cli = (endpoint: string, args: string[]) => {
    const done = spawnSync(process.execPath, ["cli/bin.mjs", "--endpoint", endpoint, "--api-key", owner.apiKey, ...args], {
      cwd: scratch.dir,
      encoding: "utf8",
    });
    return { status: done.status, said: done.stdout + done.stderr };
  };
  const check = () => spawnSync(process.execPath, [TSX, "codegen/index.ts", "--check"], { cwd: scratch.dir, encoding: "utf8" });

  beforeAll(async () => {
    scratch = scratchCopy("evolution", ["test/schema/evolution"]);
    // PostgreSQL when the run has one (CI's second pass), else embedded PGlite.
    store = await createStore(STORE_KINDS.at(-1)!);
    env = serviceEnv(store);

    // The service as released: one record per SDK's agent stored under 1.1.
    const before = await spawnService(env, scratch.dir);
    stop = () => before.stop().then(() => {});
    owner.apiKey = (await createOwner(before)).apiKey;
    for (const sdk of SDKS) {
      const agent = await call(before, "POST", "/v1/agents", { key: owner.apiKey, body: { name: `evolution-${sdk}` } });
      agents[sdk] = agent.body.agent_id;
      stored[sdk] = record("1.1", BIG);
      const ack = await call(before, "POST", `/v1/records?agent_id=${agents[sdk]}`, { key: owner.apiKey, body: stored[sdk] });
      expect(ack.status).toBe(201);
    }
    // An export, by the CLI, of an agent with a 1.0 record.
    const agent = await call(before, "POST", "/v1/agents", { key: owner.apiKey, body: { name: "evolution-cli" } });
    cliAgent = agent.body.agent_id;
    expect((await call(before, "POST", `/v1/records?agent_id=${cliAgent}`, { key: owner.apiKey, body: record("1.0", "ok") })).status).toBe(
      201,
    );
    exported = join(scratch.dir, "export-1.0.jsonl");
    cli(before.baseUrl, ["export", "--agent", cliAgent, "--out", exported]);
    await before.stop();

    // A contributor tightens the cap: without a bump the gate names the field.
    scratch.editJson("schema/record.schema.json", (s) => (s.$defs.ToolCallingRecord.properties.output_payload["x-max-bytes"] = 8192));
    const refused = check();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(`schema/record.schema.json#${CAP}: tighter cap (32768 → 8192) — bump x-schema-version`);

    // With the bump: 1.2 current, 1.1 deprecated, released, regenerated, the next preview.
    scratch.editJson("schema/record.schema.json", (s) => {
      s["x-schema-version"] = "1.2";
      s["x-supported-versions"] = [
        { version: "1.2", status: "current" },
        { version: "1.1", status: "deprecated", deprecated: "2026-11-01", sunset: "2027-06-30" },
      ]; // 1.0 retired
    });
    scratch.editJson("versions.json", (v) => (v.preview += 1));
    const changelog = join(scratch.dir, "sdk", "CHANGELOG.md");
    writeFileSync(
      changelog,
      readFileSync(changelog, "utf8").replace(
        "## Unreleased\n",
        "## Unreleased\n- Record schema 1.2: ToolCalling output_payload at most 8192 bytes; 1.1 deprecated.\n",
      ),
    );
    run(process.execPath, [TSX, "codegen/release.ts"], scratch.dir);
    run(process.execPath, [TSX, "codegen/index.ts"], scratch.dir);
    const passed = check();
    expect(passed.stderr).not.toContain("bump");
    expect(passed.status, passed.stderr).toBe(0);

    // The upgraded service, on the same database.
    const after = await spawnService(env, scratch.dir);
    stop = () => after.stop().then(() => {});
    endpoint = after.baseUrl;
  }, 600_000);

  afterAll(async () => {
    await stop();
    await store?.remove();
    scratch?.remove();
  });

  it("the service: the stored 1.1 record is a duplicate with Deprecation, Sunset and Link; a 1.2 record is judged by 1.2's cap", async () => {
    const again = await call({ baseUrl: endpoint }, "POST", `/v1/records?agent_id=${agents.typescript}`, {
      key: owner.apiKey,
      body: stored.typescript,
    });
    expect(again.status).toBe(200);
    expect(again.body.is_duplicate).toBe(true);
    expect(again.headers.get("deprecation")).toMatch(/^@\d+$/);
    expect(again.headers.get("sunset")).toContain("30 Jun 2027");
    expect(again.headers.get("link")).toContain("/v1/schemas/1.1");
    const tooBig = await call({ baseUrl: endpoint }, "POST", `/v1/records?agent_id=${agents.typescript}`, {
      key: owner.apiKey,
      body: record("1.2", BIG),
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toMatchObject({ code: "validation_failed", details: { field: "/output_payload" } });
    const current = await call({ baseUrl: endpoint }, "POST", `/v1/records?agent_id=${agents.typescript}`, {
      key: owner.apiKey,
      body: record("1.2", "ok"),
    });
    expect(current.status).toBe(201);
    expect(current.headers.get("deprecation")).toBeNull();
  });

  it("the CLI: re-importing the export of a retired version's records finds them duplicates; a new one is the service's 422", () => {
    const again = cli(endpoint, ["import", "--agent", cliAgent, exported]);
    expect(again.said).toContain("1 already there, 0 refused");
    expect(again.status, again.said).toBe(0);
    const fresh = join(scratch.dir, "fresh-1.0.jsonl");
    writeFileSync(fresh, JSON.stringify(record("1.0", "ok")) + "\n");
    const refused = cli(endpoint, ["import", "--agent", cliAgent, fresh]);
    expect(refused.status).toBe(1);
    expect(refused.said).toMatch(/line 1: schema_version_unsupported: .*1\.2/);
  });

  /** Runs the scenario through one SDK of the copy; its one JSON line. */
  function scenario(sdk: Sdk): unknown {
    const dir = join(scratch.dir, "test", "schema", "evolution");
    const input = join(dir, `scenario-${sdk}.json`);
    writeFileSync(
      input,
      JSON.stringify({
        endpoint,
        api_key: owner.apiKey,
        agent_id: agents[sdk],
        stored: stored[sdk],
        old_version_big: record("1.1", BIG),
        new_version_big: record("1.2", BIG),
        new_version: record("1.2", "ok"),
      }),
    );
    if (sdk === "typescript") return JSON.parse(run(process.execPath, [TSX, join(dir, "scenario.ts"), input], scratch.dir));
    if (sdk === "python")
      return JSON.parse(
        run(VENV_PYTHON, [join(dir, "scenario.py"), input], scratch.dir, { PYTHONPATH: join(scratch.dir, "python", "src") }),
      );
    // The Go program runs inside the copy's module, against its regenerated SDK.
    mkdirSync(join(scratch.dir, "go", "internal", "evolution"), { recursive: true });
    copyFileSync(join(dir, "scenario.go"), join(scratch.dir, "go", "internal", "evolution", "main.go"));
    return JSON.parse(run("go", ["run", "./internal/evolution", input], join(scratch.dir, "go")));
  }

  for (const sdk of SDKS) {
    const title = `${sdk}: duplicate, old rules for 1.1, new rules for 1.2, the deprecation logged once${missing[sdk] ? ` (skipped: ${missing[sdk]})` : ""}`;
    it.skipIf(missing[sdk] !== undefined)(
      title,
      () => {
        const result = scenario(sdk) as { deprecation_notices: { deprecation: string; sunset: string }[] };
        expect(result).toEqual({
          resubmitted: { is_duplicate: true },
          old_rules: { is_duplicate: false },
          new_rules: { class: "ValidationError", code: "validation_failed", field: "/output_payload" },
          new_version: { is_duplicate: false },
          deprecation_notices: [{ deprecation: expect.stringMatching(/^@\d+$/), sunset: expect.stringContaining("30 Jun 2027") }],
        });
      },
      300_000,
    );
  }
});
