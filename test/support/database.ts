// One database per test file: a fresh PostgreSQL schema when DATABASE_URL is set, else a fresh
// PGlite data dir. A new dir is a copy of the bootstrapped cluster (server/store/pglite-template.ts);
// here a migrated dir is built once (per migrations and PGlite version) and each test file opens
// a copy of that, so no test file pays for the migrations either.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import knexFactory from "knex";
import { openDatabase, type Database } from "../../server/store/db.ts";

export interface TestDatabase extends Database {
  /** A fresh dir of this test database: PGlite's data, or scratch space (e.g. a dev KEK) on PostgreSQL. */
  dataDir: string;
}

/** `poolSize`: PostgreSQL connections (4 by default; 1 keeps every statement on one backend, whose counters a test reads). */
export async function openTestDatabase({ poolSize = 4 }: { poolSize?: number } = {}): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = await freshPgliteDataDir();
    const db = await openDatabase({ dataDir });
    return { ...db, dataDir, close: () => closeThen(db, () => fs.rmSync(dataDir, { recursive: true, force: true })) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-test-"));
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const db = await openDatabase({ databaseUrl, searchPath: schema, poolSize });
  return {
    ...db,
    dataDir,
    close: async () => {
      await closeThen(db, () => fs.rmSync(dataDir, { recursive: true, force: true }));
      await dropSchema(databaseUrl, schema);
    },
  };
}

async function closeThen(db: Database, cleanUp: () => void): Promise<void> {
  try {
    await db.close();
  } finally {
    cleanUp();
  }
}

/** A new temp dir holding a migrated, closed PGlite database, for tests that open PGlite themselves. */
export async function freshPgliteDataDir(): Promise<string> {
  const template = await (pgliteTemplate ??= buildPgliteTemplate());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-pglite-"));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

let pgliteTemplate: Promise<string> | undefined;

// Kept in the temp dir across runs, keyed by the migrations and the PGlite version; test workers
// starting together may each build one, and the first to finish wins.
async function buildPgliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `trace-ledger-pglite-template-${templateKey()}`);
  if (fs.existsSync(template)) return template;
  const build = `${template}.build-${process.pid}-${randomBytes(4).toString("hex")}`;
  const db = await openDatabase({ dataDir: build });
  await db.close();
  try {
    fs.renameSync(build, template);
  } catch (error) {
    fs.rmSync(build, { recursive: true, force: true });
    if (!fs.existsSync(template)) throw error;
  }
  return template;
}

function templateKey(): string {
  const root = new URL("../../", import.meta.url);
  const migrations = fileURLToPath(new URL("server/store/migrations/", root));
  const hash = createHash("sha256");
  hash.update(fs.readFileSync(new URL("node_modules/@electric-sql/pglite/package.json", root)));
  for (const file of fs.readdirSync(migrations).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(migrations, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Drops a test's PostgreSQL schema on a bare connection of its own, once whatever used the schema
 * has closed: dropping it under a running service could deadlock with the service's background
 * passes (log integration, checkpoints), and opening the service's database here would migrate
 * `public`, which belongs to whoever else uses this server.
 */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const knex = knexFactory({ client: "pg", connection: databaseUrl, pool: { min: 0, max: 1 } });
  try {
    await knex.raw("drop schema if exists ?? cascade", [schema]);
  } finally {
    await knex.destroy();
  }
}
