import type { Knex } from "knex";

export const name = "0023_retention_head";

// The retention walk's head (docs/decisions.md, "Bounded erasure, retention by receipt"): the
// first record past the watermark still within its time, and when the round first saw it there
// (the database's clock). No record was received after a round read it, so a record stamped in
// the future by a skewed clock is erased a retention after that sighting instead of holding every
// later record of its agent until its stamp comes.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table retention_progress add column head_seq bigint, add column head_seen_ms bigint`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table retention_progress drop column head_seq, drop column head_seen_ms`);
}
