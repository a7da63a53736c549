// The SDK as a user gets it: `npm pack` the workspace, install the tarball into a fresh project
// outside the repository (offline: its one dependency, fs-native-extensions, is in npm's cache since the repository's install), type-check a consumer in
// strict mode with nodenext resolution, and run it against a real `npm start`. A consumer with a
// deliberate type error must fail the check: the declarations are real. The README's examples run
// the same way, as written.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSIONS } from "../../generated/schema.ts";
import { reportFigures } from "../reliability/helpers.ts";
import { createStore, killAllServices, serviceEnv, spawnService, type ServiceProcess, type ServiceStore } from "../support/processes.ts";
import { createOwner } from "../support/server.ts";

const run = promisify(execFile);
const INTEGRATIONS = ["openai-agents", "ai-sdk", "langchain"];
/** The frameworks the integrations' README examples use, at the versions the repository pins. */
const FRAMEWORKS = ["@openai/agents", "ai", "@langchain/core", "zod"];
const REPO = fileURLToPath(new URL("../../", import.meta.url));
const TSC = path.join(REPO, "node_modules/typescript/bin/tsc");
const NPM_FLAGS = ["--no-audit", "--no-fund", "--loglevel=error"];

const CONSUMER = `
import { LedgerClient, SDK_VERSION, ValidationError, type RecordAck, type SessionFetch } from "@trace-ledger/sdk";

declare const process: { env: Record<string, string | undefined> };
const apiKey = process.env.LEDGER_API_KEY!;

const agent = await LedgerClient.registerAgent({ apiKey, name: "packaged-agent" });
const client = new LedgerClient({ apiKey, agentId: agent.agent_id });
const session = client.newSession();
const observed: RecordAck = await session.submit({ behavior: "Observing", trigger_source: "market-feed", trigger_description: "BTC moved 2% in 5 minutes" });
await session.submit({ behavior: "Acting", action_type: "rebalance", parent_record_id: observed.record_id });
const read: SessionFetch = await client.getSession(session.id);
let refused = "";
try {
  await client.submit({ behavior: "Observing", session_id: "s", tags: [""] });
} catch (error) {
  if (error instanceof ValidationError) refused = error.code;
}
console.log(JSON.stringify({ version: SDK_VERSION, behaviors: read.records.map((r) => r.behavior), closed: read.closed, refused }));
`;

const BROKEN = `
import { LedgerClient } from "@trace-ledger/sdk";
const client = new LedgerClient({ apiKey: "k", agentId: "a" });
await client.submit({ behavior: "Dreaming", session_id: "s" });
`;

let project: string;
let tarball: { file: string; size: number; unpackedSize: number; files: string[] };
let store: ServiceStore;
let service: ServiceProcess;
let frameworksInstalledWithSdk: string[];

beforeAll(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-consumer-"));
  const [packed, started] = await Promise.all([
    run("npm", ["pack", "-w", "@trace-ledger/sdk", "--json", "--pack-destination", project, ...NPM_FLAGS], { cwd: REPO }),
    createStore("pglite").then(async (created) => {
      store = created;
      return spawnService(serviceEnv(created));
    }),
  ]);
  service = started;
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf("["))) as {
    filename: string;
    size: number;
    unpackedSize: number;
    files: { path: string }[];
  }[];
  tarball = {
    file: path.join(project, info!.filename),
    size: info!.size,
    unpackedSize: info!.unpackedSize,
    files: info!.files.map((f) => f.path).sort(),
  };
  fs.writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  await run("npm", ["install", "--offline", tarball.file, ...NPM_FLAGS], { cwd: project });
  // The base SDK installs without any framework: they are optional peer dependencies.
  frameworksInstalledWithSdk = FRAMEWORKS.filter((name) => fs.existsSync(path.join(project, "node_modules", name)));
  // Then the frameworks, as the repository installed them (linked: their own dependencies resolve from there, offline).
  for (const name of FRAMEWORKS) {
    fs.mkdirSync(path.dirname(path.join(project, "node_modules", name)), { recursive: true });
    fs.symlinkSync(path.join(REPO, "node_modules", name), path.join(project, "node_modules", name));
  }
  const tsconfig = {
    compilerOptions: {
      strict: true,
      module: "nodenext",
      moduleResolution: "nodenext",
      target: "es2022",
      lib: ["es2023", "dom"],
      types: [],
      skipLibCheck: false,
      outDir: "out",
    },
  };
  fs.writeFileSync(path.join(project, "tsconfig.json"), JSON.stringify({ ...tsconfig, files: ["consumer.ts"] }));
  fs.writeFileSync(
    path.join(project, "tsconfig.broken.json"),
    JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, noEmit: true }, files: ["broken.ts"] }),
  );
  // The README's program imports the frameworks too: their declarations are theirs to check (the SDK's are, by the consumer's check).
  fs.writeFileSync(
    path.join(project, "tsconfig.readme.json"),
    JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, skipLibCheck: true }, files: ["readme.ts"] }),
  );
  fs.writeFileSync(path.join(project, "consumer.ts"), CONSUMER);
  fs.writeFileSync(path.join(project, "broken.ts"), BROKEN);
}, 120_000);

afterAll(async () => {
  await killAllServices();
  await store?.remove();
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

describe("the packed @trace-ledger/sdk", () => {
  it("holds the bundle, its declarations, the bundled packages' licences, the schema of every supported version, README and CHANGELOG, and nothing of the server, tests or sources", async () => {
    reportFigures("sdk package", { tarballBytes: tarball.size, unpackedBytes: tarball.unpackedSize, files: tarball.files.length });
    // The entries (Node, browser, the integrations) share one bundle, split by who uses what: the SDK is in the package once.
    expect(tarball.unpackedSize).toBeLessThanOrEqual(1024 * 1024);
    const chunks = tarball.files.filter((file) => /^dist\/shared-[A-Z0-9]+\.js$/.test(file));
    const schemaDefinitions = chunks.map(
      (file) =>
        fs.readFileSync(path.join(project, "node_modules/@trace-ledger/sdk", file), "utf8").match(/\bvar recordSchema\s*=/g)?.length ?? 0,
    );
    expect(schemaDefinitions.reduce((a, b) => a + b, 0)).toBe(1);
    expect(tarball.files).toContain("dist/index.js");
    for (const name of INTEGRATIONS)
      expect(tarball.files).toEqual(expect.arrayContaining([`dist/integrations/${name}.js`, `dist/sdk/integrations/${name}.d.ts`]));
    expect(tarball.files).toContain("dist/sdk/index.d.ts");
    expect(tarball.files).toEqual(expect.arrayContaining(["package.json", "README.md", "CHANGELOG.md", "LICENSE"]));
    expect(fs.readFileSync(path.join(project, "node_modules/@trace-ledger/sdk/LICENSE"), "utf8")).toMatch(/Apache License\s+Version 2\.0/);
    const licences = fs.readFileSync(path.join(project, "node_modules/@trace-ledger/sdk/dist/THIRD-PARTY-LICENSES.md"), "utf8");
    for (const bundled of ["@noble/hashes", "@noble/curves", "uuid"])
      expect(licences).toMatch(new RegExp(`^## ${bundled} .*\\n+.*(MIT|Copyright)`, "m"));
    const outside = tarball.files.filter(
      (file) =>
        !/^(dist\/(index\.js|node\.js|integrations\/[a-z-]+\.js|shared-[A-Z0-9]+\.js|THIRD-PARTY-LICENSES\.md|(sdk|protocol|generated)\/.+\.d\.ts|schemas\/[0-9.]+\/record\.schema\.json)|package\.json|README\.md|CHANGELOG\.md|LICENSE)$/.test(
          file,
        ),
    );
    expect(outside).toEqual([]);
    for (const version of SUPPORTED_SCHEMA_VERSIONS) {
      // Exported as JSON files, byte for byte the schema the version is judged by.
      const shipped = path.join(project, "node_modules/@trace-ledger/sdk/dist/schemas", version, "record.schema.json");
      expect(fs.readFileSync(shipped, "utf8")).toBe(
        fs.readFileSync(new URL(`../../generated/schemas/${version}/record.schema.json`, import.meta.url), "utf8"),
      );
    }
    const exported = await run(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import s from "@trace-ledger/sdk/schemas/${SCHEMA_VERSION}/record.schema.json" with { type: "json" }; console.log(s["x-schema-version"]);`,
      ],
      { cwd: project },
    );
    expect(exported.stdout.trim()).toBe(SCHEMA_VERSION);
    expect(tarball.files.some((file) => /server|test|\.ts$/.test(file) && !file.endsWith(".d.ts"))).toBe(false);
  });

  it("installs without any framework: the integrations' frameworks are optional peer dependencies", () => {
    expect(frameworksInstalledWithSdk).toEqual([]);
  });

  it("type-checks a strict nodenext consumer, and runs it against the service", async () => {
    await run(process.execPath, [TSC, "-p", "tsconfig.json"], { cwd: project });
    const { apiKey } = await createOwner(service);
    const { stdout } = await run(process.execPath, ["out/consumer.js"], {
      cwd: project,
      env: { ...process.env, LEDGER_API_KEY: apiKey, LEDGER_ENDPOINT: service.baseUrl },
    });
    const { default: pkg } = await import("../../sdk/package.json", { with: { type: "json" } });
    expect(JSON.parse(stdout)).toEqual({
      version: pkg.version,
      behaviors: ["Observing", "Acting"],
      closed: true,
      refused: "validation_failed",
    });
  });

  it("runs the examples of its README (the installed one) in order as one program, type-checked, against the service", async () => {
    const readme = fs.readFileSync(path.join(project, "node_modules/@trace-ledger/sdk/README.md"), "utf8");
    const blocks = [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    // Node's own types are not installed in the scratch project: the one global the examples read.
    const program = ["declare const process: { env: Record<string, string | undefined> };", ...blocks].join("\n");
    fs.writeFileSync(path.join(project, "readme.ts"), program);
    await run(process.execPath, [TSC, "-p", "tsconfig.readme.json"], { cwd: project });
    const { apiKey } = await createOwner(service);
    const { stdout } = await run(process.execPath, ["out/readme.js"], {
      cwd: project,
      env: { ...process.env, LEDGER_API_KEY: apiKey, LEDGER_ENDPOINT: service.baseUrl },
    });
    expect(stdout).toContain("{ acked: 1, duplicates: 0, failed: [], pending: 0 }");
    expect(stdout.trim().split("\n").at(-1)).toBe("true"); // the record verified against the checkpoint
  }, 240_000); // the check reads the frameworks' declarations too

  it("fails the type check of a consumer with a type error: the declarations are real", async () => {
    const failure = await run(process.execPath, [TSC, "-p", "tsconfig.broken.json"], { cwd: project }).then(
      () => undefined,
      (error: { stdout: string }) => error.stdout,
    );
    expect(failure).toMatch(/broken\.ts.*error TS\d+:.*"Dreaming"/s);
  });
});
