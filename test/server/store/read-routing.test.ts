// Where reads go with DATABASE_READ_URL (store/read-routing.ts), the cases a real standby pair
// (test/failover) does not reach: a read server that does not answer sends every read to the
// primary, and one that is not replaying (a promoted standby, here the primary itself) takes
// reads even right after a write. On the machine's PostgreSQL (DATABASE_URL).
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, readerFor, type Database } from "../../../server/store/db.ts";
import { freePort } from "../../support/processes.ts";

const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)("reads with DATABASE_READ_URL", () => {
  const schema = `reads_${randomBytes(4).toString("hex")}`;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.knex.raw("drop schema if exists ?? cascade", [schema]);
    await db?.close();
    db = undefined;
  });

  it("go to the primary while the read server does not answer", async () => {
    const url = new URL(postgres!);
    url.host = `127.0.0.1:${await freePort()}`;
    db = await openDatabase({ databaseUrl: postgres, readUrl: url.toString(), searchPath: schema, poolSize: 2 });
    const reader = await readerFor(db, "agt_reader");
    expect(reader.knex).toBe(db.knex);
    expect((await reader.knex.raw("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("go to a read server that replays nothing, even right after the agent wrote", async () => {
    db = await openDatabase({ databaseUrl: postgres, readUrl: postgres, searchPath: schema, poolSize: 2 });
    await db.reads.wrote(["agt_writer"]);
    const reader = await readerFor(db, "agt_writer");
    expect(reader.knex).not.toBe(db.knex);
    expect((await reader.knex.raw("select current_schema() as schema")).rows).toEqual([{ schema }]);
  });
});
