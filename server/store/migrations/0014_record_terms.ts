import type { Knex } from "knex";

export const name = "0014_record_terms";

// Same partitioning as records (0001): an agent's terms sit in the partition its records do.
const PARTITIONS = 8;

// Search indexing leaves the ingest transaction (issue 36; docs/performance.md, "Search indexing
// after commit"). Each record's terms move from a column of `records`, whose GIN index every
// ingest statement filled inside its agent's serial section, to `record_terms`, written in
// batches after commit by a background pass (server/search/indexer.ts). The pass resumes from
// `search_progress`: per agent, the leaves up to `indexed_idx` have their terms (leaves are
// numbered in commit order per agent, so the indexed records are a prefix of the agent's log).
// - terms are text[] in the C collation: the GIN index compares bytes, not locale order (~30 %
//   cheaper to fill, measured); its pending list keeps PostgreSQL's default (4 MB), which the
//   pass merges in bulk: the small list of 0013 merged a few records at a time, 3-4 × the cost;
// - the primary key (agent_id, server_ts_utc, seq) is search's order: a page of an agent's
//   matches walks it newest first, and it joins a match to its record's (agent_id, seq).
// records_time_idx goes too: every search now starts from record_terms.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table record_terms (
      agent_id text not null,
      seq bigint not null,
      server_ts_utc bigint not null,
      terms text[] collate "C" not null,
      primary key (agent_id, server_ts_utc, seq)
    ) partition by hash (agent_id)`);
  for (let remainder = 0; remainder < PARTITIONS; remainder++) {
    await knex.raw(
      `create table record_terms_p${remainder} partition of record_terms for values with (modulus ${PARTITIONS}, remainder ${remainder})`,
    );
  }
  await knex.raw(`insert into record_terms (agent_id, seq, server_ts_utc, terms) select agent_id, seq, server_ts_utc, terms from records`);
  await knex.raw(`create index record_terms_terms_idx on record_terms using gin (terms)`);
  await knex.raw(`create table search_progress (agent_id text primary key, indexed_idx bigint not null)`);
  // Every record stored so far has its terms: each agent's sequenced leaves are indexed.
  await knex.raw(`insert into search_progress (agent_id, indexed_idx) select agent_id, next_idx from log_sequence`);
  await knex.raw(`drop index records_time_idx`);
  await knex.raw(`drop index records_terms_idx`);
  await knex.raw(`alter table records drop column terms`);
  const { rows } = await knex.raw(`select exists (select 1 from record_terms) as moved`);
  if (rows[0].moved) await knex.raw(`analyze record_terms`);
}

// Records not indexed yet when rolling back keep no terms (0011 backfilled them from their bodies).
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table records add column terms text[] not null default '{}'`);
  await knex.raw(`update records r set terms = t.terms from record_terms t where t.agent_id = r.agent_id and t.seq = r.seq`);
  await knex.raw(`create index records_terms_idx on records using gin (terms)`);
  await knex.raw(`create index records_time_idx on records (agent_id, server_ts_utc, seq)`);
  // As 0013 left them: a small pending list on each partition's index.
  const { rows } = await knex.raw(
    `select c.oid::regclass::text as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'records_terms_idx'::regclass`,
  );
  for (const row of rows as { name: string }[]) await knex.raw(`alter index ?? set (gin_pending_list_limit = 128)`, [row.name]);
  await knex.raw(`drop table search_progress`);
  await knex.raw(`drop table record_terms`);
}
