// Service configuration, read once from the environment.
import { DEFAULT_ROTATION_GRACE_MS } from "./auth/keys.ts";
import { parseCosignerKey } from "../protocol/note.ts";
import type { WitnessConfig } from "./log/witnesses.ts";
import { DEFAULT_DATA_DIR, DEFAULT_STATEMENT_TIMEOUT_MS } from "./store/db.ts";

export interface Config {
  port: number;
  host: string;
  /** What serves HTTP: node:http directly (default), or Express (docs/decisions.md says why). */
  httpAdapter: "node" | "express";
  /** PostgreSQL server, or several (`h1:5432,h2:5433`, target_session_attrs); unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** A PostgreSQL standby that serves reads of records, with read-your-writes for this process's writers. */
  databaseReadUrl: string | undefined;
  /** PostgreSQL schema to work in (created if missing); unset: the server's default. */
  databaseSchema: string | undefined;
  /** PostgreSQL: the longest one statement may run (ms; 0: no limit). */
  databaseStatementTimeoutMs: number;
  dataDir: string;
  /** Enables the owner administration endpoints. */
  adminToken: string | undefined;
  /** Base64 of 32 bytes; required with databaseUrl, else unset means a development key in dataDir. */
  walletKek: string | undefined;
  /** The KEK being rotated out: keys sealed under it are re-sealed under walletKek at start. */
  walletKekPrevious: string | undefined;
  keyRotationGraceMs: number;
  /** Requests per key per window. */
  rateLimit: { requests: number; windowMs: number };
  /** Failed authentications per client address per window; past it, 429 before any key check. */
  authFailureLimit: { requests: number; windowMs: number };
  /** Group commit of concurrent submissions (see records/group-commit.ts). */
  ingest: { concurrency: number; maxItems: number; windowMs: number };
  /** SEARCH_INDEX=off: records are not indexed for search (for measuring what indexing costs; see docs/performance.md). */
  searchIndex: boolean;
  /** STATS_ROLLUP=off: records are not added to the stats rollups (for measuring what rolling costs; see docs/stats.md). */
  statsRollup: boolean;
  /** PRICING_FILE: the price table estimated costs come from; unset: pricing/models.json. */
  pricingFile: string | undefined;
  /** Shared rate-limit counters across replicas; unset: in-process counters. */
  redisUrl: string | undefined;
  /** Prefix of this deployment's counters in Redis, so deployments sharing one Redis stay apart. */
  redisNamespace: string;
  logLevel: string;
  /** Origins browsers may call from (`*`: any). */
  corsOrigins: string[];
  /**
   * Slow-client bounds: whole head, whole request, open connections and open connections per
   * client address (0: no cap), and the request-body bytes all requests may hold in memory at once
   * (0: no budget).
   */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    maxConnections: number;
    maxConnectionsPerAddress: number;
    bodyBudgetBytes: number;
  };
  /** How long SIGTERM waits for in-flight requests. */
  shutdownTimeoutMs: number;
  /** How often logs that grew get a checkpoint on their own (0: only when asked). */
  checkpointIntervalMs: number;
  /** The log key's name (signed-note key name) and the prefix of every agent log's origin. */
  logKeyName: string;
  /** The most agents one owner may register (0: no cap): agents fill the epochs everyone's checkpoints share. */
  maxAgentsPerOwner: number;
  /** Witnesses cosigning each agent's latest checkpoint (c2sp.org/tlog-witness); an empty list: none. */
  witnesses: { list: WitnessConfig[]; intervalMs: number; timeoutMs: number };
  /** Publishing epoch roots on an EVM chain (docs/anchoring.md); absent: not published. */
  publication?: { rpcUrl: string; publisherKey: `0x${string}`; intervalMs: number };
  /** GET /metrics (docs/operations.md): on the main port with METRICS_TOKEN, and/or on a port of its own. */
  metrics: {
    /** METRICS_TOKEN: the bearer token /metrics takes (wherever it is served); unset: the main port has no /metrics. */
    token: string | undefined;
    /** METRICS_PORT: a listener serving only /metrics (0: any free port); unset: none. */
    port: number | undefined;
    /** METRICS_HOST: that listener's address (loopback by default). */
    host: string;
  };
  /** Records' retention (docs/content.md, "Erasing records"). */
  records: {
    /** RECORD_RETENTION_DAYS: records received longer ago are erased (tombstones stay) by the background round; an agent's own retention_days overrides it; undefined keeps them. */
    retentionDays: number | undefined;
    /** RECORD_RETENTION_INTERVAL_MS: how often that round runs (0: never). */
    retentionIntervalMs: number;
  };
  /** Blobs (docs/content.md). */
  blobs: {
    /** BLOB_MAX_BYTES: the largest blob accepted. */
    maxBytes: number;
    /** BLOB_RETENTION_DAYS: blobs older than this are erased by the background round; undefined keeps them. */
    retentionDays: number | undefined;
    /** How often the background round runs (0: never; the start-up sweep still runs). */
    roundIntervalMs: number;
    /** BLOB_ORPHAN_GRACE_HOURS: a blob no record names is erased once stored this long (0: at the next round). */
    orphanGraceMs: number;
    /** BLOB_STORE=s3://bucket/prefix: the bytes in S3-compatible object storage; undefined: in the database. */
    s3: S3Location | undefined;
  };
}

export interface S3Location {
  bucket: string;
  /** Key prefix, without leading or trailing slash ("" for the bucket's root). */
  prefix: string;
  /** S3_ENDPOINT, e.g. http://127.0.0.1:8333 (path-style requests); default https://s3.<region>.amazonaws.com. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  return value;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!(allowed as readonly string[]).includes(raw))
    throw new Error(`${name} must be one of ${allowed.join(", ")}, got ${JSON.stringify(raw)}`);
  return raw as T;
}

const optional = (value: string | undefined) => (value === "" ? undefined : value);

// A signed-note key name (no spaces, no "+") that is also a fine origin prefix: a schema-less URL.
const LOG_KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9._~:/-]{0,199}$/;

function logKeyName(env: NodeJS.ProcessEnv): string {
  const name = env.LOG_KEY_NAME || "trace-ledger.localhost";
  if (!LOG_KEY_NAME.test(name) || name.endsWith("/"))
    throw new Error(`LOG_KEY_NAME must be a schema-less URL such as ledger.example.com, got ${JSON.stringify(name)}`);
  return name;
}

/** Shorter admin tokens are guessable enough to refuse outright. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/** A bearer token of the deployment's (ADMIN_TOKEN, METRICS_TOKEN); too short to resist guessing: refused. */
function secretToken(env: NodeJS.ProcessEnv, name: "ADMIN_TOKEN" | "METRICS_TOKEN"): string | undefined {
  const token = optional(env[name]);
  if (token !== undefined && token.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new Error(
      `${name} must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters (got ${token.length}); for example: openssl rand -hex 24`,
    );
  }
  return token;
}

/** ANCHOR_RPC_URL and ANCHOR_PUBLISHER_KEY go together: one without the other is a mistake, not "off". */
function publication(env: NodeJS.ProcessEnv): Config["publication"] {
  const rpcUrl = optional(env.ANCHOR_RPC_URL);
  const key = optional(env.ANCHOR_PUBLISHER_KEY);
  if (rpcUrl === undefined && key === undefined) return undefined;
  if (rpcUrl === undefined || key === undefined)
    throw new Error("ANCHOR_RPC_URL and ANCHOR_PUBLISHER_KEY must be set together (publishing epoch roots needs both), or neither");
  if (!/^https?:\/\//.test(rpcUrl)) throw new Error(`ANCHOR_RPC_URL must be an http(s) URL, got ${JSON.stringify(rpcUrl)}`);
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error("ANCHOR_PUBLISHER_KEY must be 0x + 64 hex digits (a secp256k1 private key)");
  return { rpcUrl, publisherKey: key as `0x${string}`, intervalMs: integer(env, "ANCHOR_PUBLISH_INTERVAL_MS", 600_000) || 600_000 };
}

/**
 * WITNESSES: entries separated by commas or newlines, each `<verifier key> <url>` — the witness's
 * cosigner key (`<name>+<key id>+base64(0x04 ‖ public key)`) and its submission prefix.
 */
function witnessList(env: NodeJS.ProcessEnv): WitnessConfig[] {
  const entries = (env.WITNESSES ?? "")
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = entries.map((entry) => {
    const [verifierKey = "", url = "", ...rest] = entry.split(/\s+/);
    if (rest.length > 0 || !parseCosignerKey(verifierKey)) {
      throw new Error(
        `WITNESSES: each entry must be "<name>+<key id>+<base64 of 0x04 and the Ed25519 key> <url>", got ${JSON.stringify(entry)}`,
      );
    }
    if (!/^https?:\/\/[^\s]+$/.test(url))
      throw new Error(`WITNESSES: the witness URL must be http(s), got ${JSON.stringify(url)} for ${verifierKey}`);
    return { verifierKey, url };
  });
  if (new Set(list.map((w) => w.verifierKey)).size !== list.length) throw new Error("WITNESSES lists a witness key twice");
  return list;
}

/** BLOB_STORE: unset or `postgres` keeps bytes in the database; `s3://bucket/prefix` in S3 with S3_* and AWS_* settings. */
function blobStore(env: NodeJS.ProcessEnv): S3Location | undefined {
  const raw = optional(env.BLOB_STORE);
  if (raw === undefined || raw === "postgres") return undefined;
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(raw);
  if (!match) throw new Error(`BLOB_STORE must be postgres or s3://bucket/prefix, got ${JSON.stringify(raw)}`);
  const region = optional(env.S3_REGION) ?? optional(env.AWS_REGION) ?? "us-east-1";
  const accessKeyId = optional(env.AWS_ACCESS_KEY_ID);
  const secretAccessKey = optional(env.AWS_SECRET_ACCESS_KEY);
  if (accessKeyId === undefined || secretAccessKey === undefined)
    throw new Error("BLOB_STORE=s3://… needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY");
  const endpoint = optional(env.S3_ENDPOINT) ?? `https://s3.${region}.amazonaws.com`;
  if (!/^https?:\/\/[^/]+\/?$/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) origin such as http://127.0.0.1:8333, got ${JSON.stringify(endpoint)}`);
  return {
    bucket: match[1]!,
    prefix: (match[2] ?? "").replace(/^\/+|\/+$/g, ""),
    endpoint: endpoint.replace(/\/$/, ""),
    region,
    accessKeyId,
    secretAccessKey,
  };
}

function retentionDays(env: NodeJS.ProcessEnv, name: "BLOB_RETENTION_DAYS" | "RECORD_RETENTION_DAYS", what: string): number | undefined {
  if (optional(env[name]) === undefined) return undefined;
  const days = integer(env, name, 0);
  if (days === 0) throw new Error(`${name} must be at least 1 (unset it to keep ${what})`);
  return days;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env, "PORT", 8080),
    host: env.HOST || "127.0.0.1",
    httpAdapter: oneOf(env, "HTTP_ADAPTER", ["node", "express"] as const, "node"),
    databaseUrl: optional(env.DATABASE_URL),
    databaseReadUrl: optional(env.DATABASE_READ_URL),
    databaseSchema: optional(env.DATABASE_SCHEMA),
    databaseStatementTimeoutMs: integer(env, "DATABASE_STATEMENT_TIMEOUT_MS", DEFAULT_STATEMENT_TIMEOUT_MS),
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    adminToken: secretToken(env, "ADMIN_TOKEN"),
    walletKek: optional(env.WALLET_KEK),
    walletKekPrevious: optional(env.WALLET_KEK_PREVIOUS),
    keyRotationGraceMs: integer(env, "KEY_ROTATION_GRACE_MS", DEFAULT_ROTATION_GRACE_MS),
    rateLimit: {
      requests: integer(env, "RATE_LIMIT_REQUESTS", 20_000),
      windowMs: integer(env, "RATE_LIMIT_WINDOW_MS", 10_000),
    },
    authFailureLimit: {
      requests: integer(env, "AUTH_FAILURE_LIMIT", 100),
      windowMs: integer(env, "AUTH_FAILURE_WINDOW_MS", 60_000),
    },
    ingest: {
      concurrency: integer(env, "INGEST_CONCURRENCY", 4),
      maxItems: integer(env, "INGEST_MAX_RECORDS", 500),
      // PGlite commits on this thread: a short wait for company pays (~5× single-record rate).
      windowMs: integer(env, "INGEST_WINDOW_MS", optional(env.DATABASE_URL) ? 0 : 2),
    },
    searchIndex: oneOf(env, "SEARCH_INDEX", ["on", "off"], "on") === "on",
    statsRollup: oneOf(env, "STATS_ROLLUP", ["on", "off"], "on") === "on",
    pricingFile: optional(env.PRICING_FILE),
    redisUrl: optional(env.REDIS_URL),
    redisNamespace: env.REDIS_NAMESPACE || "tl",
    logLevel: env.LOG_LEVEL || "info",
    corsOrigins: (env.CORS_ORIGINS || "*")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    http: {
      headersTimeoutMs: integer(env, "HTTP_HEADERS_TIMEOUT_MS", 10_000),
      requestTimeoutMs: integer(env, "HTTP_REQUEST_TIMEOUT_MS", 60_000),
      maxConnections: integer(env, "HTTP_MAX_CONNECTIONS", 2_000),
      maxConnectionsPerAddress: integer(env, "HTTP_MAX_CONNECTIONS_PER_ADDRESS", 256),
      bodyBudgetBytes: integer(env, "HTTP_BODY_BUDGET_BYTES", 256 * 1024 * 1024),
    },
    shutdownTimeoutMs: integer(env, "SHUTDOWN_TIMEOUT_MS", 10_000),
    checkpointIntervalMs: integer(env, "CHECKPOINT_INTERVAL_MS", 60_000),
    logKeyName: logKeyName(env),
    maxAgentsPerOwner: integer(env, "MAX_AGENTS_PER_OWNER", 1_000),
    witnesses: {
      list: witnessList(env),
      intervalMs: integer(env, "WITNESS_INTERVAL_MS", 30_000),
      timeoutMs: integer(env, "WITNESS_TIMEOUT_MS", 5_000) || 5_000,
    },
    publication: publication(env),
    metrics: {
      token: secretToken(env, "METRICS_TOKEN"),
      port: optional(env.METRICS_PORT) === undefined ? undefined : integer(env, "METRICS_PORT", 0),
      host: env.METRICS_HOST || "127.0.0.1",
    },
    records: {
      retentionDays: retentionDays(env, "RECORD_RETENTION_DAYS", "records"),
      retentionIntervalMs: integer(env, "RECORD_RETENTION_INTERVAL_MS", 600_000),
    },
    blobs: {
      maxBytes: integer(env, "BLOB_MAX_BYTES", 64 * 1024 * 1024),
      retentionDays: retentionDays(env, "BLOB_RETENTION_DAYS", "blobs"),
      roundIntervalMs: integer(env, "BLOB_ROUND_INTERVAL_MS", 600_000),
      orphanGraceMs: integer(env, "BLOB_ORPHAN_GRACE_HOURS", 24) * 3_600_000,
      s3: blobStore(env),
    },
  };
}
