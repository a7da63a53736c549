import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import knexFactory, { type Knex } from "knex";
import pg from "pg";
import { HostSelector, needsSelection, parseHostList } from "./hosts.ts";
import { acquireDataDirLock, type DataDirLock } from "./lock.ts";
import { migrationSource } from "./migrations/index.ts";
import { restrictToOwner } from "./data-dir.ts";
import { seedDataDir } from "./pglite-template.ts";
import { readsFrom, readsWithStandby, type ReadRouting } from "./read-routing.ts";

export interface Database {
  knex: Knex;
  kind: "postgres" | "pglite";
  /** Migrations this open applied (empty when the schema was already up to date). */
  applied: string[];
  /** Where records are read from: `knex`, or a standby (readUrl) with read-your-writes. */
  reads: ReadRouting;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * PostgreSQL server; without it an embedded PGlite database in `dataDir`. Several hosts
   * (`h1:5432,h2:5433`) are tried in order for one fitting `target_session_attrs` (store/hosts.ts).
   */
  databaseUrl?: string;
  /** PostgreSQL server (a standby) that serves reads of records; same schema as databaseUrl. */
  readUrl?: string;
  dataDir?: string;
  /** Schema to work in (created if missing); lets test files share one server in isolation. */
  searchPath?: string;
  /** Connections to a PostgreSQL server (PGlite has exactly one). */
  poolSize?: number;
  /**
   * PostgreSQL: the longest a statement may run before the server cancels it (ms; 0: no limit),
   * so no single query holds a pooled connection for long. Migrations are exempt.
   */
  statementTimeoutMs?: number;
  /** Where a degraded but working start-up is reported (no PGlite template). */
  warn?: (message: string) => void;
}

/** The database to read `agentId`'s records from: the standby when it is configured and current for the agent. */
export async function readerFor(db: Database, agentId: string): Promise<Database> {
  const knex = await db.reads.forAgent(agentId);
  return knex === db.knex ? db : { ...db, knex };
}

export const DEFAULT_DATA_DIR = "./.data";
const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
const INT8_OID = 20;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.searchPath !== undefined && !SCHEMA_NAME.test(options.searchPath)) {
    throw new Error(`searchPath must be a plain lowercase schema name, got ${JSON.stringify(options.searchPath)}`);
  }
  if (options.readUrl && !options.databaseUrl)
    throw new Error("a read URL (DATABASE_READ_URL) needs DATABASE_URL: reads are routed between two PostgreSQL servers");
  const opened: OpenedDatabase = options.databaseUrl ? openPostgres(options.databaseUrl, options) : await openPglite(options);
  try {
    const prepare = async () => {
      if (options.searchPath) await opened.knex.raw("create schema if not exists ??", [options.searchPath]);
      opened.applied = await migrateToLatest(opened.knex);
    };
    await (opened.primaryUrl ? underMigrationLock(await opened.primaryUrl(), options.searchPath, prepare) : prepare());
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

// Every int8 column holds epoch milliseconds or a sequence number, all below 2^53: both drivers
// hand them back as JS numbers, converted here and nowhere else. (pg returns int8 as a string,
// PGlite as a number or a BigInt.)
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is beyond Number.MAX_SAFE_INTEGER`);
  return value;
}

interface OpenedDatabase extends Database {
  /** PostgreSQL: the URL of the one host the pool writes to now. */
  primaryUrl?: () => Promise<string>;
}

function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): OpenedDatabase {
  const primary = postgresPool(databaseUrl, options);
  const standby = options.readUrl ? postgresPool(options.readUrl, options) : undefined;
  const opened: OpenedDatabase = withLifecycle(primary.knex, "postgres", async () => {
    await Promise.all([primary.knex.destroy(), standby?.knex.destroy()]);
  });
  if (standby) opened.reads = readsWithStandby(primary.knex, standby.knex);
  opened.primaryUrl = primary.url;
  return opened;
}

/** A knex pool on one PostgreSQL URL, which may list several hosts (store/hosts.ts). */
function postgresPool(url: string, options: OpenDatabaseOptions): { knex: Knex; url: () => Promise<string> } {
  const settings = {
    // A session setting sent when each connection starts: every statement of the pool is bounded.
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    // Per connection rather than pg.types.setTypeParser, which would change every pg user in the process.
    types: {
      getTypeParser: (oid: number, format: string) =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format as "text" | "binary"),
    },
  };
  const common = {
    client: "pg",
    ...(options.searchPath ? { searchPath: [options.searchPath] } : {}),
  };
  const hosts = parseHostList(url);
  if (!needsSelection(hosts)) {
    const knex = knexFactory({
      ...common,
      connection: { connectionString: url, ...settings },
      pool: { min: 0, max: options.poolSize ?? DEFAULT_POOL_SIZE },
    });
    return { knex, url: async () => url };
  }
  const selector = new HostSelector(hosts);
  const knex = knexFactory({
    ...common,
    // knex asks again whenever the checker says the host it was given is stale.
    connection: async () => ({ connectionString: await selector.current(), ...settings, expirationChecker: () => selector.stale }),
    pool: {
      min: 0,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // Each new connection checks its session: a host that became a standby is dropped, not used.
      afterCreate: (connection: pg.Client, done: (error: Error | null, connection: pg.Client) => void) => {
        selector.fits(connection).then(
          (fits) => {
            if (fits) return done(null, connection);
            selector.forget();
            done(
              Object.assign(new Error(`the PostgreSQL host chosen no longer fits target_session_attrs=${hosts.attrs}`), { code: "08001" }),
              connection,
            );
          },
          (error: Error) => done(error, connection),
        );
      },
    },
  } as Knex.Config);
  // A connection that cannot even be made (the host is gone): look for the host again.
  (knex.client as { pool: { on(event: "createFail", listener: () => void): void } }).pool.on("createFail", () => selector.forget());
  return { knex, url: () => selector.current() };
}

// PostgreSQL's server defaults (128 MB of shared buffers) live inside PGlite's WASM heap, which
// never shrinks: sized down, the embedded service stays within ~300 MB. The data files are real
// files, so pages that leave shared buffers are still served from the OS page cache.
const PGLITE_MEMORY = ["shared_buffers=16MB", "wal_buffers=1MB", "work_mem=4MB", "maintenance_work_mem=16MB"];

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const lock = acquireDataDirLock(dataDir);
  // Loaded only when used: PGlite costs ~40 MB of memory, which a PostgreSQL deployment need not carry.
  const [{ PGlite }, { default: ClientPgLite }] = await Promise.all([import("@electric-sql/pglite"), import("knex-pglite")]);
  let pglite: PGlite;
  try {
    await seedDataDir(dataDir, options.warn);
    restrictToOwner(dataDir);
    pglite = await PGlite.create({ dataDir, parsers: { [INT8_OID]: parseInt8 }, postgresqlconf: PGLITE_MEMORY });
    restrictToOwner(dataDir); // the pg_internal.init files it has just written
  } catch (error) {
    lock.release();
    throw error;
  }
  const knex = knexFactory({
    client: ClientPgLite,
    dialect: "postgres",
    connection: { pglite } as Knex.StaticConnectionConfig,
    ...(options.searchPath ? { searchPath: [options.searchPath] } : {}),
  });
  return withLifecycle(knex, "pglite", () => closePglite(knex, pglite, dataDir, lock));
}

async function closePglite(knex: Knex, pglite: PGlite, dataDir: string, lock: DataDirLock): Promise<void> {
  try {
    await knex.destroy();
    if (!pglite.closed) await pglite.close();
    restrictToOwner(dataDir); // whatever it wrote since the start, before another may open the dir
  } finally {
    lock.release();
  }
}

function withLifecycle(knex: Knex, kind: Database["kind"], close: () => Promise<void>): Database {
  let closing: Promise<void> | undefined;
  return {
    knex,
    kind,
    applied: [],
    reads: readsFrom(knex),
    async ping() {
      try {
        await knex.raw("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => (closing ??= close()),
  };
}

/**
 * Runs `prepare` holding a PostgreSQL advisory lock per schema, on a connection of its own (the
 * pool may have a single one). Replicas starting together on a new schema would otherwise race
 * on creating it and knex's migration tables: two of them can each insert the lock table's row,
 * and with two rows knex finds its migration lock "already locked" forever after.
 */
async function underMigrationLock(databaseUrl: string, schema: string | undefined, prepare: () => Promise<void>): Promise<void> {
  const key = createHash("sha256")
    .update(`trace-ledger migrations ${schema ?? ""}`)
    .digest()
    .readBigInt64BE();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [key.toString()]);
    await prepare();
  } finally {
    await client.end(); // ends the session, and the lock with it
  }
}

const MIGRATION_ATTEMPTS = 10;
const MIGRATION_RETRY_MS = 500;

// Replicas starting together race on knex's migration lock (and on creating its tables); the
// loser retries instead of failing start-up.
async function migrateToLatest(knex: Knex): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
      return applied;
    } catch (error) {
      if (attempt >= MIGRATION_ATTEMPTS || !isMigrationRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, MIGRATION_RETRY_MS));
    }
  }
}

function isMigrationRace(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  // 42P07 duplicate_table, 23505 unique_violation (on the catalog, when two create one table).
  return code === "42P07" || code === "23505" || /already locked/.test(message ?? "");
}
