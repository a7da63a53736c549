// The service as a child process, started as `npm start` starts it (scripts/run-ts.mjs), configured through its
// environment like a deployment, for tests that kill, restart or run several of it. Its URL is
// read from the "trace-ledger listening" log line; stdout is drained continuously (a full pipe
// would stall the child) and its tail kept for failure messages.
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Knex } from "knex";
import { openDatabase, type Database } from "../../server/store/db.ts";
import { dropSchema, freshPgliteDataDir } from "./database.ts";
import { unlessRequired } from "./required.ts";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const LOG_TAIL_LINES = 400;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A started child, listening or not (yet). */
export interface ServiceLaunch {
  readonly child: ChildProcess;
  readonly pid: number;
  /** The service URL once it logs that it listens; rejects if the child exits or stalls first. */
  readonly ready: Promise<string>;
  readonly exited: Promise<Exit>;
  /** The last log lines but the per-request ones (stdout and stderr), for failure messages. */
  log(): string;
  /** Every line logged at level error or above, and anything on stderr. */
  errors(): string[];
}

/** A listening child: fits `call`, `createOwner` and `ownerWithAgent` of ./server.ts. */
export interface ServiceProcess extends ServiceLaunch {
  readonly baseUrl: string;
  readonly port: number;
  readonly adminToken: string;
  running(): boolean;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<Exit>;
}

const children = new Set<ChildProcess>();
// A worker that dies or is torn down must not leave services (and their data-dir locks) behind.
process.once("exit", () => children.forEach((child) => child.kill("SIGKILL")));

/** What launchService runs by default: the service as scripts/start.sh runs it, minus the flags. */
const SERVICE_COMMAND = [process.execPath, "scripts/run-ts.mjs", "server/main.ts"];

/**
 * Starts `server/main.ts` of the checkout at `cwd` (this one by default) with exactly `env` (plus
 * PATH and the like; see serviceEnv), or another `command` that starts it (`npm start`), in a
 * process group of its own with `ownGroup` (a terminal's foreground job).
 */
export function launchService(
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
  cwd = REPO,
  { command = SERVICE_COMMAND, ownGroup = false } = {},
): ServiceLaunch {
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    detached: ownGroup,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.homedir(), TMPDIR: os.tmpdir(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const lines: string[] = [];
  const errorLines: string[] = [];
  const remember = (line: string) => {
    // One line per request would soon push out the lines that tell what happened.
    if (!line.includes('"msg":"request"')) lines.push(line);
    if (lines.length > LOG_TAIL_LINES) lines.shift();
    if (logLevel(line) >= PINO_ERROR) errorLines.push(line);
  };
  const log = () => lines.join("\n");
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service not listening after ${readyTimeoutMs} ms:\n${log()}`)), readyTimeoutMs);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`service exited (${JSON.stringify(exit)}) before listening:\n${log()}`));
    });
    eachLine(child.stdout!, (line) => {
      remember(line);
      const url = listeningUrl(line);
      if (url !== undefined) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    eachLine(child.stderr!, (line) => {
      remember(line);
      errorLines.push(line);
    });
  });
  ready.catch(() => {}); // observed by whoever awaits it
  return { child, pid: child.pid!, ready, exited, log, errors: () => [...errorLines] };
}

function eachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const parts = (pending + chunk).split("\n");
    pending = parts.pop()!;
    parts.forEach(onLine);
  });
  stream.on("end", () => pending && onLine(pending));
}

const PINO_ERROR = 50;

function logLevel(line: string): number {
  try {
    const level = (JSON.parse(line) as { level?: unknown }).level;
    return typeof level === "number" ? level : 0;
  } catch {
    return 0;
  }
}

function listeningUrl(line: string): string | undefined {
  try {
    const entry = JSON.parse(line) as { msg?: unknown; url?: unknown };
    return entry.msg === "trace-ledger listening" && typeof entry.url === "string" ? entry.url : undefined;
  } catch {
    return undefined;
  }
}

/** Starts a service (of the checkout at `cwd`: a scratch copy's) and waits until it listens. */
export async function spawnService(env: Record<string, string>, cwd = REPO): Promise<ServiceProcess> {
  const launch = launchService(env, 60_000, cwd);
  let url: string;
  try {
    url = await launch.ready;
  } catch (error) {
    launch.child.kill("SIGKILL");
    throw error;
  }
  let exit: Exit | undefined;
  void launch.exited.then((value) => (exit = value));
  return {
    ...launch,
    baseUrl: url,
    port: Number(new URL(url).port),
    adminToken: env.ADMIN_TOKEN ?? "",
    running: () => exit === undefined,
    async stop(timeoutMs = 30_000) {
      if (exit) return exit;
      launch.child.kill("SIGTERM");
      const timer = setTimeout(() => launch.child.kill("SIGKILL"), timeoutMs);
      try {
        return await launch.exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** SIGKILLs every child this test file started that is still running. */
export async function killAllServices(): Promise<void> {
  await Promise.all(
    [...children].map((child) => {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      return gone;
    }),
  );
}

/** A TCP port free on loopback right now, for a service that must come back on the same port. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type StoreKind = "pglite" | "postgres";

/** Where services under test keep their data: a PGlite data dir or a PostgreSQL schema of their own. */
export interface ServiceStore {
  readonly kind: StoreKind;
  /** The variables that point a service at this store. */
  readonly env: Record<string, string>;
  /** Opens it for assertions (PGlite: only while no service holds the dir). Closed by the caller. */
  open(): Promise<Database>;
  /** Drops the schema / removes the data dir. */
  remove(): Promise<void>;
}

/** The store kinds this run can use: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const STORE_KINDS: readonly StoreKind[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export async function createStore(kind: StoreKind, databaseUrl = process.env.DATABASE_URL): Promise<ServiceStore> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-proc-"));
  const removeScratch = () => fs.rmSync(scratch, { recursive: true, force: true });
  if (kind === "pglite") {
    const dataDir = await freshPgliteDataDir();
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      async remove() {
        fs.rmSync(dataDir, { recursive: true, force: true });
        removeScratch();
      },
    };
  }
  if (!databaseUrl) throw new Error("a PostgreSQL store needs DATABASE_URL");
  const schema = `rel_${randomBytes(6).toString("hex")}`;
  const open = () => openDatabase({ databaseUrl, searchPath: schema, poolSize: 2 });
  return {
    kind,
    env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, DATA_DIR: scratch },
    open,
    async remove() {
      try {
        await dropSchema(databaseUrl, schema);
      } finally {
        removeScratch();
      }
    },
  };
}

/**
 * The environment of a service on `store`: info logs (the listening line), an admin token, a
 * fixed wallet KEK (replicas must share it), a rate limit out of the way and any overrides.
 */
export function serviceEnv(store: ServiceStore, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    ADMIN_TOKEN: `admin-${randomBytes(16).toString("hex")}`,
    WALLET_KEK: randomBytes(32).toString("base64"),
    RATE_LIMIT_REQUESTS: "1000000",
    AUTH_FAILURE_LIMIT: "1000000",
    REDIS_NAMESPACE: `test-${randomBytes(6).toString("hex")}`,
    ...store.env,
    ...overrides,
  };
}

/** Rows of a query, on any store. */
export async function queryRows<T>(db: Database, sql: string, bindings: readonly Knex.RawBinding[] = []): Promise<T[]> {
  const result = await db.knex.raw(sql, bindings);
  return result.rows as T[];
}

/** Runs `fn` with the store opened, and closes it after. */
export async function withStore<T>(store: ServiceStore, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await store.open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** A PostgreSQL cluster of its own (pg_createcluster), to stop and restart without disturbing other suites. */
export interface PrivateCluster {
  readonly url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  drop(): Promise<void>;
}

const PG_ETC = "/etc/postgresql";

/** Why no private cluster can be made here, or undefined when one can (REQUIRE_PG_CLUSTERS=1: an error). */
export function privateClusterUnavailable(): string | undefined {
  return unlessRequired("REQUIRE_PG_CLUSTERS", whyNoPrivateCluster());
}

function whyNoPrivateCluster(): string | undefined {
  if (!process.env.DATABASE_URL) return "DATABASE_URL is not set (no local PostgreSQL assumed)";
  if (!fs.existsSync("/usr/bin/pg_createcluster") || !fs.existsSync(PG_ETC)) return "pg_createcluster (postgresql-common) is not installed";
  if (process.getuid?.() !== 0) return "creating a cluster with pg_createcluster needs root";
  return undefined;
}

// Asynchronous, so clients in this process keep running while the cluster goes down and up.
const run = async (command: string, ...args: string[]) => {
  await promisify(execFile)(command, args, { timeout: 60_000 });
};

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const version = fs.readdirSync(PG_ETC).sort().at(-1)!;
  const name = `tl_rel_${randomBytes(4).toString("hex")}`;
  const port = await freePort();
  const ctl = (action: string) => run("pg_ctlcluster", "--skip-systemctl-redirect", version, name, action);
  await run("pg_createcluster", version, name, "-p", String(port), "--start", "--", "--auth-host=trust", "--auth-local=trust");
  // Should the worker end before drop(), the cluster still goes.
  const dropAtExit = () => {
    try {
      execFileSync("pg_dropcluster", [version, name, "--stop"], { stdio: "ignore", timeout: 30_000 });
    } catch {
      // already gone
    }
  };
  process.once("exit", dropAtExit);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl("restart"),
    stop: () => ctl("stop"),
    start: () => ctl("start"),
    async drop() {
      process.removeListener("exit", dropAtExit);
      await run("pg_dropcluster", version, name, "--stop");
    },
  };
}
