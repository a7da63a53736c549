// The planner's statistics of the records' partitions, kept from falling far behind their size.
// Ingest runs as named statements (records.ts), whose generic plan is made once per connection
// from the statistics of the moment and kept until they change. Made while a partition is small
// (a new database: autovacuum first analyses a partition at ~50 rows, then waits up to a minute
// between looks), that plan costs every index on `agent_id` alike and may probe a record by
// (agent_id, leaf_idx) with a filter on record_id: a walk through all the agent's records per item,
// kept while the partition grows. The bench saw single-record ingest at ~1,100 instead of ~3,500
// records/s, PostgreSQL spending 660 instead of ~125 µs per record, for whole runs.
// ANALYZE replaces the statistics and with them every cached plan over the table. Doing it each
// time a partition has grown fourfold bounds the stale plan's cost to a constant factor and costs
// a few analyses in a partition's life; autovacuum usually gets there first on large ones.
import type { Database } from "./db.ts";

// Fewer pages than this are not worth analysing: any plan over them is cheap.
const MIN_PAGES = 8;
const GROWTH = 4;
// ANALYZE reads a bounded sample, 300 rows per unit of the statistics target. On PostgreSQL it may
// outlast DATABASE_STATEMENT_TIMEOUT_MS on a large, cold partition, and a refresh that timed out
// would be tried again every second: no timeout. PGlite holds the sample in memory it never gives
// back (bench E: +30 MB at the default target of 100), so there the sample is a tenth: enough for
// the shape of the plans, which is what the refresh is for.
const ANALYZE_SETTINGS = { postgres: "statement_timeout = 0", pglite: "default_statistics_target = 10" };

/** Analyses the partitions of `records` grown past GROWTH × the pages their statistics counted; their names. */
export async function refreshGrownStatistics(db: Database): Promise<string[]> {
  const { rows } = await db.knex.raw<{ rows: { name: string }[] }>(
    `select c.relname as name
       from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'records'::regclass
        and pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(${GROWTH} * c.relpages, ${MIN_PAGES})
      order by c.relname`,
  );
  for (const { name } of rows) {
    await db.knex.transaction(async (trx) => {
      await trx.raw(`set local ${ANALYZE_SETTINGS[db.kind]}`);
      await trx.raw("analyze ??", [name]);
    });
  }
  return rows.map((row) => row.name);
}
