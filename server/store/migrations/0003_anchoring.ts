import type { Knex } from "knex";
import { backfillLog, canonicalRecordLeaf } from "./0003_backfill.ts";

export const name = "0003_anchoring";

export async function up(knex: Knex): Promise<void> {
  // One row per agent with records: the lock that serialises appends, and the frontier.
  await knex.raw(`
    create table agent_logs (
      agent_id text primary key,
      tree_size bigint not null default 0,
      frontier bytea not null default ''::bytea
    )`);
  // Complete subtrees of each log (leaves, and levels 4 up: 0003_backfill.ts); level 0 rows are the leaves and name their record.
  await knex.raw(`
    create table log_nodes (
      agent_id text not null,
      level smallint not null,
      idx bigint not null,
      hash bytea not null,
      record_id text,
      primary key (agent_id, level, idx),
      check ((level = 0) = (record_id is not null))
    )`);
  await knex.raw(`create unique index log_nodes_record_idx on log_nodes (agent_id, record_id) where level = 0`);
  await knex.raw(`
    create table checkpoints (
      agent_id text not null,
      tree_size bigint not null,
      root_hash text not null,
      timestamp_ms bigint not null,
      body text not null,
      signer_address text not null,
      signature text,
      primary key (agent_id, tree_size)
    )`);
  await backfill(knex);
}

// Records stored before the log existed become its first leaves, in trace order.
async function backfill(knex: Knex): Promise<void> {
  const agents: { agent_id: string }[] = (await knex.raw(`select distinct agent_id from records order by agent_id`)).rows;
  for (const { agent_id: agentId } of agents) await backfillLog(knex, agentId, canonicalRecordLeaf);
  // Fresh statistics for the planner, as autovacuum would gather soon after a load like this.
  if (agents.length > 0) await knex.raw(`analyze agent_logs, log_nodes`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table checkpoints`);
  await knex.raw(`drop table log_nodes`);
  await knex.raw(`drop table agent_logs`);
}
