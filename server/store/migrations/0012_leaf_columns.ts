import type { Knex } from "knex";

export const name = "0012_leaf_columns";

// Sequencing apart from integration (docs/anchoring.md, issue 26). A record's leaf (its index in
// its agent's log, its entry and leaf hash) becomes columns of `records`, assigned in the
// transaction that stores it under the agent's row of `log_sequence` (the next index); the tree
// above the leaves (agent_logs' size and frontier, log_nodes from level 4 up) is integrated by a
// background round. The level-0 rows of log_nodes move into those columns.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table records add column leaf_idx bigint, add column leaf_hash bytea, add column entry bytea`);
  const { rows } = await knex.raw(`select exists (select 1 from log_nodes where level = 0) as moving`);
  await knex.raw(`
    update records r set leaf_idx = n.idx, leaf_hash = n.hash, entry = n.entry
      from log_nodes n
     where n.level = 0 and n.agent_id = r.agent_id and n.record_id = r.record_id`);
  await knex.raw(`delete from log_nodes where level = 0`);
  await knex.raw(`drop index log_nodes_record_idx`);
  // Only leaves named a record and held an entry (its check constraint goes with the column).
  await knex.raw(`alter table log_nodes drop column record_id, drop column entry`);
  // One leaf per index: what makes an agent's log gapless is the sequence row below.
  await knex.raw(`create unique index records_leaf_idx on records (agent_id, leaf_idx)`);
  await knex.raw(`
    create table log_sequence (
      agent_id text primary key,
      next_idx bigint not null
    )`);
  await knex.raw(`insert into log_sequence (agent_id, next_idx) select agent_id, tree_size from agent_logs`);
  // Statistics after moving rows in bulk; an empty database keeps none (as 0003 and 0006 do).
  if (rows[0].moving) await knex.raw(`analyze records, log_nodes, log_sequence`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table log_sequence`);
  await knex.raw(`drop index records_leaf_idx`);
  // Leaves sequenced but not integrated yet lie beyond the tree: they go with the columns, and
  // a catch-up (append.ts catchUpLog, as before 0012) logs those records again.
  await knex.raw(
    `alter table log_nodes add column record_id text, add column entry bytea, add check ((level = 0) = (record_id is not null))`,
  );
  await knex.raw(`
    insert into log_nodes (agent_id, level, idx, hash, record_id, entry)
    select r.agent_id, 0, r.leaf_idx, r.leaf_hash, r.record_id, r.entry
      from records r join agent_logs l using (agent_id)
     where r.leaf_idx < l.tree_size`);
  await knex.raw(`create unique index log_nodes_record_idx on log_nodes (agent_id, record_id) where level = 0`);
  await knex.raw(`alter table records drop column leaf_idx, drop column leaf_hash, drop column entry`);
}
