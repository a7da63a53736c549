import type { Knex } from "knex";

export const name = "0020_scores_queue";

// The scoring queue's frontier (docs/decisions.md, "A flat scoring queue"). Per agent and score
// name, `through_seq`: every closed session of the agent closing at or before it holds a score of
// the name, or is one of its `score_queue_skipped` rows (closed sessions passed over, unscored, by
// scorers who went on to later ones). The queue reads the skipped rows and walks the sessions
// after the frontier, instead of walking past every scored session from the oldest.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table score_frontiers (
      agent_id text not null references agents (agent_id) on delete cascade,
      name text not null,
      through_seq bigint not null,
      primary key (agent_id, name)
    )`);
  await knex.raw(`
    create table score_queue_skipped (
      agent_id text not null references agents (agent_id) on delete cascade,
      name text not null,
      closing_seq bigint not null,
      session_id text not null,
      primary key (agent_id, name, closing_seq)
    )`);
  await knex.raw(`create unique index score_queue_skipped_session_idx on score_queue_skipped (agent_id, name, session_id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table score_queue_skipped`);
  await knex.raw(`drop table score_frontiers`);
}
