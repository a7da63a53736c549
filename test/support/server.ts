// The real service on a real port and a real database, one per test file: PGlite (a copy of the
// migrated template) by default, a fresh PostgreSQL schema when DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino, type Logger } from "pino";
import { startService, type RunningService } from "../../server/app.ts";
import { configFromEnv, type Config } from "../../server/config.ts";
import { dropSchema, freshPgliteDataDir } from "./database.ts";

export interface TestServer {
  baseUrl: string;
  adminToken: string;
  config: Config;
  service: RunningService;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Config fields to override (e.g. a low rate limit or a short rotation grace). */
  config?: Partial<Config>;
  /** Reuse a database (and data dir) of an earlier server, e.g. to test a restart. */
  reuse?: Pick<Config, "dataDir" | "databaseSchema" | "walletKek">;
  /** Where the service logs (default: nowhere), for tests of what it logs. */
  log?: Logger;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const fresh = !options.reuse;
  const dataDir =
    options.reuse?.dataDir ?? (databaseUrl ? fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-srv-")) : await freshPgliteDataDir());
  const databaseSchema = databaseUrl ? (options.reuse?.databaseSchema ?? `test_${randomBytes(6).toString("hex")}`) : undefined;
  const adminToken = `admin-${randomBytes(16).toString("hex")}`;
  const config: Config = {
    ...configFromEnv({}),
    port: 0,
    databaseUrl,
    databaseSchema,
    dataDir,
    adminToken,
    // Required on PostgreSQL; one per server keeps the embedded runs free of dev-key files too.
    walletKek: options.reuse?.walletKek ?? randomBytes(32).toString("base64"),
    logLevel: "silent",
    rateLimit: { requests: 1_000_000, windowMs: 10_000 },
    // Suites send bad keys on purpose, all from 127.0.0.1: the throttle has tests of its own.
    authFailureLimit: { requests: 1_000_000, windowMs: 10_000 },
    // With REDIS_URL (as in CI's second pass) every test server counts in Redis, in a namespace
    // of its own: counters of other servers, files and earlier runs must not count against it.
    redisUrl: process.env.REDIS_URL || undefined,
    redisNamespace: `test-${randomBytes(6).toString("hex")}`,
    ...options.config,
  };
  const service = await startService(config, options.log ?? pino({ level: "silent" }));
  return {
    baseUrl: service.url,
    adminToken,
    config,
    service,
    async close() {
      await service.close();
      if (fresh && databaseSchema) await dropSchema(databaseUrl!, databaseSchema);
      if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One raw HTTP call: JSON in (when `body` is given), JSON out. */
export async function call<T = any>(
  server: Pick<TestServer, "baseUrl">,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
  let payload: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(server.baseUrl + path, { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

export type WalletConfig = { mode: "custodial" } | { mode: "byow"; address: string };

/** A new owner (through the admin endpoint) and its API key. */
export async function createOwner(
  server: Pick<TestServer, "baseUrl" | "adminToken">,
  wallet: WalletConfig = { mode: "custodial" },
): Promise<{ apiKey: string; ownerId: string }> {
  const res = await call(server, "POST", "/v1/owners", {
    key: server.adminToken,
    body: { name: `owner-${randomBytes(4).toString("hex")}`, wallet },
  });
  if (res.status !== 201) throw new Error(`createOwner: ${res.status} ${JSON.stringify(res.body)}`);
  return { apiKey: res.body.api_key, ownerId: res.body.owner.owner_id };
}

/** A new owner with one agent: what most record tests start from. */
export async function ownerWithAgent(server: Pick<TestServer, "baseUrl" | "adminToken">, wallet?: WalletConfig) {
  const owner = await createOwner(server, wallet);
  const res = await call(server, "POST", "/v1/agents", { key: owner.apiKey, body: { name: `agent-${randomBytes(4).toString("hex")}` } });
  if (res.status !== 201) throw new Error(`registerAgent: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...owner, agentId: res.body.agent_id as string, agent: res.body };
}
