// What `npm start` does before it serves: refuse a configuration that would be unsafe, in one
// sentence and no stack, and keep the embedded data dir private to the service's user; and that
// a signal sent to npm stops the service.
import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { migrationSource } from "../../server/store/migrations/index.ts";
import { waitFor } from "../reliability/helpers.ts";
import {
  createStore,
  freePort,
  killAllServices,
  launchService,
  serviceEnv,
  spawnService,
  STORE_KINDS,
  withStore,
  type ServiceStore,
} from "../support/processes.ts";
import { ownerWithAgent } from "../support/server.ts";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const stores: ServiceStore[] = [];
afterAll(async () => {
  await killAllServices();
  await Promise.all(stores.map((store) => store.remove()));
});

async function embeddedStore(): Promise<ServiceStore> {
  const store = await createStore("pglite");
  stores.push(store);
  return store;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Launches with `env`, expects an exit with status 1, and returns what it logged. */
async function refusal(env: Record<string, string>): Promise<string> {
  const launch = launchService(env);
  await expect(launch.ready).rejects.toThrow();
  expect((await launch.exited).code).toBe(1);
  const log = launch.log();
  expect(log, "a sentence, not a stack trace").not.toMatch(/\n\s+at /);
  return log;
}

describe("npm start refuses, saying why", () => {
  it("an ADMIN_TOKEN under 32 characters", async () => {
    const log = await refusal(serviceEnv(await embeddedStore(), { ADMIN_TOKEN: "dev-admin" }));
    expect(log).toMatch(/ADMIN_TOKEN must be at least 32 characters \(got 9\)/);
  });

  it("a PRICING_FILE that is not a price table, naming the file and the entry", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pricing-"));
    try {
      const file = path.join(dir, "prices.json");
      fs.writeFileSync(
        file,
        JSON.stringify({
          models: [{ provider: "acme", model_pattern: "x", input_usd_per_mtok: -1, output_usd_per_mtok: 1, valid_from: "2026-01-01" }],
        }),
      );
      const log = await refusal(serviceEnv(await embeddedStore(), { PRICING_FILE: file }));
      expect(log).toContain(`PRICING_FILE ${file}: models[0]: input_usd_per_mtok and output_usd_per_mtok must be numbers ≥ 0`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a port that is taken, naming the port and PORT", async () => {
    const port = await freePort();
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
    try {
      const log = await refusal(serviceEnv(await embeddedStore(), { PORT: String(port) }));
      expect(log).toMatch(new RegExp(`port ${port} on 127\\.0\\.0\\.1 is taken: set PORT`));
    } finally {
      holder.close();
    }
  });
});

describe("the embedded data dir", () => {
  /** Files under `dir` that anyone but their owner may read or write, with their modes. */
  const exposed = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => fs.statSync(file).mode & 0o077)
      .map((file) => `${(fs.statSync(file).mode & 0o777).toString(8)} ${path.relative(dir, file)}`);

  it("is private to the service's user while it runs and after it stops: the dir 0700, no file readable or writable by others", async () => {
    const store = await embeddedStore();
    const dataDir = store.env.DATA_DIR!;
    fs.chmodSync(dataDir, 0o777); // as a dir made by an older version might be
    const service = await spawnService(serviceEnv(store, { WALLET_KEK: "" })); // the dev KEK file too
    await ownerWithAgent(service);
    // PGlite's start writes pg_internal.init files (0644 as it makes them).
    expect(fs.readdirSync(dataDir, { recursive: true })).toContain(path.join("global", "pg_internal.init"));
    expect(exposed(dataDir), "while it runs").toEqual([]);
    // As a file PGlite rewrote during the run would be: the stop makes it private again.
    fs.chmodSync(path.join(dataDir, "global", "pg_internal.init"), 0o644);
    await service.stop();
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, "wallet-kek.dev")).mode & 0o777).toBe(0o600);
    expect(exposed(dataDir), "after it stopped").toEqual([]);
  });
});

describe("npm start, signalled", () => {
  // To npm's own process (kill <pid>), or to its process group as Ctrl-C in a terminal sends it:
  // then the service gets SIGINT twice, the terminal's and npm's forward.
  const cases = [
    ["SIGTERM", "npm"],
    ["SIGINT", "npm"],
    ["SIGINT", "the process group"],
  ] as const;
  it.each(cases)(
    "%s to %s: the service drains and ends, npm exits 0, the data dir is released",
    async (signal, to) => {
      const store = await embeddedStore();
      const lockFile = path.join(store.env.DATA_DIR!, "trace-ledger.lock");
      const npm = launchService(serviceEnv(store), 60_000, REPO, { command: ["npm", "start"], ownGroup: true });
      await npm.ready;
      const servicePid = Number(fs.readFileSync(lockFile, "utf8"));
      expect(servicePid, "the service runs under npm, not as npm").not.toBe(npm.pid);
      process.kill(to === "npm" ? npm.pid : -npm.pid, signal);
      try {
        // Before: npm ended (or waited on its shell) and the service kept running with PPID 1.
        await waitFor(`process ${servicePid} to end`, async () => !alive(servicePid));
      } finally {
        if (alive(servicePid)) process.kill(servicePid, "SIGKILL");
      }
      expect(await npm.exited).toEqual({ code: 0, signal: null });
      expect(npm.log()).toContain(`"signal":"${signal}","msg":"draining in-flight requests"`);
      expect(fs.existsSync(lockFile), "the lock is released: the service closed its database").toBe(false);
      await withStore(store, async (db) => expect(await db.ping()).toBe(true));
    },
    90_000,
  );
});

describe("npm run migrate", () => {
  const migrate = (env: Record<string, string>) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      execFile(
        process.execPath,
        ["scripts/run-ts.mjs", "server/store/migrate.ts"],
        { cwd: REPO, env: { ...process.env, ...env } },
        (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
      );
    });

  it.each(STORE_KINDS)("on %s: says what it applied the first time, and that nothing was left the second", async (kind) => {
    const store = await createStore(kind);
    stores.push(store);
    const env: Record<string, string> = { DATABASE_URL: "", DATABASE_SCHEMA: "", ...store.env };
    if (kind === "pglite") fs.rmSync(env.DATA_DIR!, { recursive: true, force: true }); // an empty dir, as a newcomer has
    const total = (await migrationSource.getMigrations([])).length;
    const first = await migrate(env);
    expect(first).toEqual({
      code: 0,
      out: expect.stringMatching(
        new RegExp(`^Applied ${total} of ${total} migrations to ${kind === "pglite" ? "pglite" : "postgres"}: 0001_initial, `),
      ),
    });
    const second = await migrate(env);
    expect(second.out).toMatch(/^Already up to date \((pglite|postgres), \d+ migrations\); nothing applied\.\n$/);
  });
});
