// Issue 27, finding 1: on PostgreSQL every pooled connection carries a statement_timeout
// (DATABASE_STATEMENT_TIMEOUT_MS, default 30 s), so one slow query cannot hold a connection of
// the pool for long; a statement cut short is "the database is busy" (503), not a bug (500).
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { configFromEnv } from "../../../server/config.ts";
import { DEFAULT_STATEMENT_TIMEOUT_MS, openDatabase } from "../../../server/store/db.ts";
import { isDatabaseUnavailable } from "../../../server/store/errors.ts";

const databaseUrl = process.env.DATABASE_URL;

describe("DATABASE_STATEMENT_TIMEOUT_MS", () => {
  it("is read from the environment, 30 s by default", () => {
    expect(configFromEnv({}).databaseStatementTimeoutMs).toBe(DEFAULT_STATEMENT_TIMEOUT_MS);
    expect(DEFAULT_STATEMENT_TIMEOUT_MS).toBe(30_000);
    expect(configFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "250" }).databaseStatementTimeoutMs).toBe(250);
    expect(() => configFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "soon" })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it.skipIf(!databaseUrl)(
    "bounds every statement of the pool on PostgreSQL; a statement cut short counts as the database being unavailable",
    async () => {
      const schema = `test_${randomBytes(6).toString("hex")}`;
      const db = await openDatabase({ databaseUrl, searchPath: schema, poolSize: 2, statementTimeoutMs: 200 });
      try {
        expect((await db.knex.raw("show statement_timeout")).rows).toEqual([{ statement_timeout: "200ms" }]);
        const error = await db.knex.raw("select pg_sleep(5)").then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect((error as { code?: string }).code).toBe("57014");
        expect(isDatabaseUnavailable(error)).toBe(true);
        expect(await db.ping()).toBe(true); // the connection is back in the pool, usable
      } finally {
        await db.knex.raw("drop schema ?? cascade", [schema]);
        await db.close();
      }
    },
  );
});
