import { openDatabase } from "./db.ts";

// `npm run migrate`: brings the configured database (DATABASE_URL, else PGlite in DATA_DIR) up to date.
try {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  await db.close();
  console.log(`Migrations are up to date (${db.kind}).`);
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
