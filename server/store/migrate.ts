import { migrationSource } from "./migrations/index.ts";
import { openDatabase } from "./db.ts";

// `npm run migrate`: brings the configured database (DATABASE_URL and DATABASE_SCHEMA, else
// PGlite in DATA_DIR) up to date, and says what it did.
try {
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    searchPath: process.env.DATABASE_SCHEMA || undefined,
    dataDir: process.env.DATA_DIR || undefined,
  });
  await db.close();
  const total = (await migrationSource.getMigrations([])).length;
  console.log(
    db.applied.length > 0
      ? `Applied ${db.applied.length} of ${total} migrations to ${db.kind}: ${db.applied.join(", ")}.`
      : `Already up to date (${db.kind}, ${total} migrations); nothing applied.`,
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
