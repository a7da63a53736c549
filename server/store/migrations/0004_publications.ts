import type { Knex } from "knex";

export const name = "0004_publications";

// Epoch roots published on a chain (docs/anchoring.md): each epoch's leaves (the covered
// checkpoints' leaf hashes, concatenated in order) and, once the transaction is mined, where it is.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table anchor_epochs (
      epoch bigint primary key,
      root text not null,
      leaves bytea not null,
      created_ms bigint not null,
      chain_id bigint,
      transaction_hash text,
      block_number bigint
    )`);
  // Which checkpoint each epoch covers, and at which leaf: apart from checkpoints, whose rows are
  // answered as they are.
  await knex.raw(`
    create table checkpoint_epochs (
      agent_id text not null,
      tree_size bigint not null,
      epoch bigint not null references anchor_epochs (epoch),
      leaf_index integer not null,
      primary key (agent_id, tree_size),
      foreign key (agent_id, tree_size) references checkpoints (agent_id, tree_size)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table checkpoint_epochs`);
  await knex.raw(`drop table anchor_epochs`);
}
