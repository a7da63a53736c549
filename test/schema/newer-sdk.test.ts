// An SDK newer than the service (issue 39): in a scratch copy, schema 1.2 is cut (trigger_source
// up to 512 bytes) and the copy's three SDKs are pointed at this repository's service, which takes
// 1.0 and 1.1 only. Each learns from the first 422 schema_version_unsupported that the service
// takes 1.1, sends that record again stamped 1.1, and stamps 1.1 from then on — a record that does
// not fit 1.1 keeps 1.2 and is refused; a fresh client's batch is learned from and sent again the
// same way. Real HTTP, the real service, the copy's generated SDKs.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerClient } from "../../sdk/index.ts";
import { scratchCopy, TSX, VENV_PYTHON, type ScratchCopy } from "../support/scratch-copy.ts";
import { createOwner, startTestServer, type TestServer } from "../support/server.ts";

const hasGo = spawnSync("go", ["version"]).status === 0;
const SDKS = ["typescript", "python", "go"] as const;
/** Beyond 1.1's trigger_source cap (256 bytes), within the copy's 1.2 (512). */
const BEYOND = 300;

describe("an SDK newer than the service stamps the newest version both take", () => {
  let scratch: ScratchCopy;
  let server: TestServer;
  let apiKey = "";
  // Asynchronous: the service answers from this process, whose event loop must stay free.
  const run = async (cmd: string, args: string[], cwd: string, extra: NodeJS.ProcessEnv = {}) =>
    (await promisify(execFile)(cmd, args, { cwd, encoding: "utf8", env: { ...process.env, ...extra } })).stdout;

  beforeAll(async () => {
    scratch = scratchCopy("newer-sdk", ["test/schema/newer-sdk"]);
    scratch.editJson("schema/record.schema.json", (s) => {
      s["x-schema-version"] = "1.2";
      s["x-supported-versions"] = [
        { version: "1.2", status: "current" },
        ...s["x-supported-versions"].map((v: { version: string }) => ({ ...v, status: "supported" })),
      ];
      s.$defs.ObservingRecord.properties.trigger_source["x-max-bytes"] = 512;
    });
    execFileSync(process.execPath, [TSX, "codegen/index.ts"], { cwd: scratch.dir, stdio: "pipe" });
    server = await startTestServer();
    apiKey = (await createOwner(server)).apiKey;
  }, 600_000);
  afterAll(async () => {
    await server?.close();
    scratch?.remove();
  });

  it.each(SDKS)(
    "%s: stored as 1.1 after one refusal, 1.1 from then on; a record only 1.2 fits refused; a batch sent again as 1.1",
    async (sdk) => {
      if (sdk === "python" && !existsSync(VENV_PYTHON))
        return void console.warn("python: skipped (no .venv; `npm run test:python` makes it)");
      if (sdk === "go" && !hasGo) return void console.warn("go: skipped (no Go toolchain)");
      const agent = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: `newer-${sdk}` });
      const dir = join(scratch.dir, "test", "schema", "newer-sdk");
      const input = join(dir, `scenario-${sdk}.json`);
      writeFileSync(input, JSON.stringify({ endpoint: server.baseUrl, api_key: apiKey, agent_id: agent.agent_id, beyond_bytes: BEYOND }));
      let out: string;
      if (sdk === "typescript") out = await run(process.execPath, [TSX, join(dir, "scenario.ts"), input], scratch.dir);
      else if (sdk === "python")
        out = await run(VENV_PYTHON, [join(dir, "scenario.py"), input], scratch.dir, { PYTHONPATH: join(scratch.dir, "python", "src") });
      else {
        mkdirSync(join(scratch.dir, "go", "internal", "newersdk"), { recursive: true });
        copyFileSync(join(dir, "scenario.go"), join(scratch.dir, "go", "internal", "newersdk", "main.go"));
        out = await run("go", ["run", "./internal/newersdk", input], join(scratch.dir, "go"));
      }
      expect(JSON.parse(out.trim().split("\n").at(-1)!)).toEqual({
        first: { stored_as: "1.1" },
        second: { stored_as: "1.1" },
        beyond: { code: "schema_version_unsupported" },
        batched: ["1.1", "1.1"],
      });
    },
    300_000,
  );
});
