import type { Knex } from "knex";

export const name = "0017_erasure";

// Erasure of records (docs/content.md, "Erasing records"). An erased record keeps its row as its
// tombstone: ids, behaviour, receipt time, leaf (index, entry, leaf hash) and body hash (a
// resubmission is judged against it) stay; the body goes (null) and `erased_ms` says when.
// Retention: an agent's own `retention_days` (else the deployment's RECORD_RETENTION_DAYS), and
// per agent the seq up to which the retention round has erased what was past it, so a round
// resumes where the last one stopped.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table records add column erased_ms bigint, alter column body drop not null`);
  await knex.raw(`alter table records add constraint records_erased_body check ((erased_ms is null) = (body is not null))`);
  await knex.raw(`alter table agents add column retention_days integer`);
  await knex.raw(`create table retention_progress (agent_id text primary key, erased_through_seq bigint not null)`);
}

// Erased bodies are gone: rolling back cannot restore them, so it refuses while tombstones exist.
export async function down(knex: Knex): Promise<void> {
  const { rows } = await knex.raw(`select exists (select 1 from records where erased_ms is not null) as erased`);
  if (rows[0].erased)
    throw new Error("0017_erasure: records were erased; their bodies cannot come back, so this migration cannot be rolled back");
  await knex.raw(`drop table retention_progress`);
  await knex.raw(`alter table agents drop column retention_days`);
  await knex.raw(`alter table records drop constraint records_erased_body`);
  await knex.raw(`alter table records drop column erased_ms, alter column body set not null`);
}
