import type { Knex } from "knex";
import { backfillLog, canonicalRecordLeaf, recordDigestLeaf } from "./0003_backfill.ts";

export const name = "0006_c2sp";

// Logs any verifier can check (docs/anchoring.md): the service's Ed25519 log keys; checkpoints
// as signed notes (the log key's line stored with each); leaves over record digests, each leaf
// row keeping its entry (the digest) for the tlog-tiles entry bundles. Every agent's log is
// rebuilt under the new rule in the same order. The checkpoints cut before (origin
// trace-ledger/<agent_id>, old leaves) move, with the epochs that cover them, to legacy_* tables
// where they stay readable with their signatures.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table log_keys (
      key_name text not null,
      key_id text not null,
      public_key bytea not null,
      sealed_key text not null,
      created_ms bigint not null,
      retired_ms bigint,
      primary key (key_name, key_id)
    )`);
  await knex.raw(`create unique index log_keys_one_active on log_keys ((true)) where retired_ms is null`);

  await knex.raw(`create table legacy_checkpoints as select * from checkpoints`);
  await knex.raw(`alter table legacy_checkpoints add primary key (agent_id, tree_size)`);
  await knex.raw(`create table legacy_checkpoint_epochs as select * from checkpoint_epochs`);
  await knex.raw(`alter table legacy_checkpoint_epochs add primary key (agent_id, tree_size)`);
  await knex.raw(`delete from checkpoint_epochs`);
  await knex.raw(`delete from checkpoints`);
  await knex.raw(`alter table checkpoints add column log_signature text not null`);

  await knex.raw(`alter table log_nodes add column entry bytea`);
  await knex.raw(`delete from log_nodes`);
  await knex.raw(`update agent_logs set tree_size = 0, frontier = ''::bytea`);
  const agents: { agent_id: string }[] = (await knex.raw(`select distinct agent_id from records order by agent_id`)).rows;
  for (const { agent_id: agentId } of agents) await backfillLog(knex, agentId, recordDigestLeaf);
  if (agents.length > 0) await knex.raw(`analyze agent_logs, log_nodes`);
}

export async function down(knex: Knex): Promise<void> {
  // Back to the old leaves: rebuilt with 0003's rule; the legacy checkpoints return.
  await knex.raw(`alter table log_nodes drop column entry`);
  await knex.raw(`delete from log_nodes`);
  await knex.raw(`update agent_logs set tree_size = 0, frontier = ''::bytea`);
  const agents: { agent_id: string }[] = (await knex.raw(`select distinct agent_id from records order by agent_id`)).rows;
  for (const { agent_id: agentId } of agents) await backfillLog(knex, agentId, canonicalRecordLeaf);
  await knex.raw(`delete from checkpoint_epochs`);
  await knex.raw(`delete from checkpoints`);
  await knex.raw(`alter table checkpoints drop column log_signature`);
  await knex.raw(`insert into checkpoints select * from legacy_checkpoints`);
  await knex.raw(`insert into checkpoint_epochs select * from legacy_checkpoint_epochs`);
  await knex.raw(`drop table legacy_checkpoint_epochs`);
  await knex.raw(`drop table legacy_checkpoints`);
  await knex.raw(`drop table log_keys`);
}
