import type { Knex } from "knex";

export const name = "0016_log_kinds";

// Each agent's second log, its scores log (docs/anchoring.md, "The scores log"): tables of the
// same shape as the record log's (store/log-kinds.ts), so that the record log's tables, rows and
// statements stay as they were. Its leaves are the columns 0015 gave `scores`, numbered after the
// scores commit. Its checkpoints are signed by the log key alone (no wallet columns) and cosigned
// by the witnesses; no epoch publishes them.
export async function up(knex: Knex): Promise<void> {
  // The agents whose scores wait for their leaf index (store/log.ts agentsToSequence).
  await knex.raw(`create index scores_unsequenced on scores (agent_id) where leaf_idx is null`);
  // The record log's tables as 0012 left them: their columns, keys and indexes (`like … including all`).
  await knex.raw(`create table score_log_sequence (like log_sequence including all)`);
  await knex.raw(`create table score_logs (like agent_logs including all)`);
  await knex.raw(`create table score_log_nodes (like log_nodes including all)`);
  await knex.raw(`
    create table score_checkpoints (
      agent_id text not null,
      tree_size bigint not null,
      root_hash text not null,
      timestamp_ms bigint not null,
      body text not null,
      log_signature text not null,
      primary key (agent_id, tree_size)
    )`);
  await knex.raw(`create table score_checkpoint_cosignatures (like checkpoint_cosignatures including all)`);
  await knex.raw(
    `alter table score_checkpoint_cosignatures add foreign key (agent_id, tree_size) references score_checkpoints (agent_id, tree_size)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table score_checkpoint_cosignatures`);
  await knex.raw(`drop table score_checkpoints`);
  await knex.raw(`drop table score_log_nodes`);
  await knex.raw(`drop table score_logs`);
  await knex.raw(`drop table score_log_sequence`);
  await knex.raw(`drop index scores_unsequenced`);
}
