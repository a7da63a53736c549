// Ceiling for L: the same bytes written by a bare script straight into PostgreSQL and read back,
// as the PostgreSQL byte store keeps them — 1 MiB bytea rows, one statement at a time — with no
// HTTP, no hashing, no catalogue: what the database alone allows on this machine now.
import type { Database } from "../../server/store/db.ts";

const TABLE = "bench_raw_bytes";

export interface RawBytesResult {
  writeSeconds: number;
  readSeconds: number;
}

/** Writes then reads `pieces` (1 MiB each) in a scratch table of the bench's schema, dropped after. */
export async function rawBytes(db: Database, pieces: () => Iterable<Buffer>): Promise<RawBytesResult> {
  const { knex } = db;
  await knex.schema.dropTableIfExists(TABLE);
  await knex.schema.createTable(TABLE, (table) => {
    table.integer("seq").primary();
    table.binary("data").notNullable();
  });
  try {
    let began = performance.now();
    let seq = 0;
    for (const data of pieces()) await knex(TABLE).insert({ seq: seq++, data });
    const writeSeconds = (performance.now() - began) / 1000;
    began = performance.now();
    for (let i = 0; i < seq; i++) await knex(TABLE).where({ seq: i }).first("data");
    return { writeSeconds, readSeconds: (performance.now() - began) / 1000 };
  } finally {
    await knex.schema.dropTableIfExists(TABLE);
  }
}
