import type { Knex } from "knex";

export const name = "0013_terms_pending_list";

// The search terms' GIN index (0011) buffers new entries in a pending list that the insert which
// overflows it merges into the index, inside that insert. At the default 4 MB (~25 terms per
// record: every few thousand records) the merge stalled one ingest statement for up to 1.3 s,
// and with it every later batch of the agent, whose transactions queue on its log sequence row
// (bench A as one agent: 0.05 of the raw-INSERT ceiling; 0.24 with a small list, same machine).
// A small list merges often and briefly. Set on each partition's index: a partitioned index
// keeps no storage parameters of its own.
const PENDING_LIST_KB = 128;

async function partitionIndexes(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw(
    `select c.oid::regclass::text as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'records_terms_idx'::regclass order by 1`,
  );
  return rows.map((row: { name: string }) => row.name);
}

export async function up(knex: Knex): Promise<void> {
  for (const index of await partitionIndexes(knex))
    await knex.raw(`alter index ?? set (gin_pending_list_limit = ${PENDING_LIST_KB})`, [index]);
}

export async function down(knex: Knex): Promise<void> {
  for (const index of await partitionIndexes(knex)) await knex.raw(`alter index ?? reset (gin_pending_list_limit)`, [index]);
}
