// The database the bench runs on: PostgreSQL from DATABASE_URL in a schema of its own (dropped at
// the end), else embedded PGlite in a temporary data dir (removed at the end).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../../server/store/db.ts";
import { namedConnections } from "./pg-backends.ts";

export interface BenchDatabase {
  kind: "postgres" | "pglite";
  /** What to print: server and schema, or the data dir. */
  label: string;
  /** Environment for the service (and the naive peer) to reach it. */
  env: Record<string, string>;
  /** PostgreSQL: application_name of the service's connections and of the bench's own. */
  applications?: { service: string; bench: string };
  /**
   * Opens it from the bench process, migrated. PGlite admits one process at a time, so the
   * service must be stopped first; PostgreSQL takes `poolSize` connections.
   */
  open(poolSize?: number): Promise<Database>;
  /** Drops the schema or removes the data dir. */
  dispose(): Promise<void>;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

export function benchDatabase(databaseUrl: string | undefined): BenchDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-bench-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl) {
    return {
      kind: "pglite",
      label: `PGlite (embedded) in ${dataDir}`,
      env: { DATABASE_URL: "", DATABASE_SCHEMA: "", DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      async dispose() {
        removeDir();
      },
    };
  }
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  // Named connections, so the database's work for the service and for the ceilings can be told apart.
  const applications = { service: `${schema}_service`, bench: `${schema}_bench` };
  // No statement timeout: seeding a million records, and the ANALYZE after it (which flushes the
  // GIN index's pending list), take longer than the service's own limit allows a query.
  const open = (poolSize?: number) =>
    openDatabase({ databaseUrl: namedConnections(databaseUrl, applications.bench), searchPath: schema, poolSize, statementTimeoutMs: 0 });
  return {
    kind: "postgres",
    label: `PostgreSQL ${redact(databaseUrl)}, schema ${schema}`,
    env: { DATABASE_URL: namedConnections(databaseUrl, applications.service), DATABASE_SCHEMA: schema, DATA_DIR: dataDir },
    applications,
    open,
    async dispose() {
      const db = await open(1);
      try {
        await db.knex.raw("drop schema if exists ?? cascade", [schema]);
      } finally {
        await db.close();
        removeDir();
      }
    },
  };
}
