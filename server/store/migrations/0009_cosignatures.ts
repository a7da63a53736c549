import type { Knex } from "knex";

export const name = "0009_cosignatures";

// Witness cosignatures (c2sp.org/tlog-cosignature) of checkpoints (docs/anchoring.md): one note
// signature line per checkpoint and witness (keyed by the witness's verifier key), served as
// lines of the checkpoint's note.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table checkpoint_cosignatures (
      agent_id text not null,
      tree_size bigint not null,
      witness_key text not null,
      line text not null,
      cosigned_ms bigint not null,
      primary key (agent_id, tree_size, witness_key),
      foreign key (agent_id, tree_size) references checkpoints (agent_id, tree_size)
    )`);
  // The witness's latest cosigned size of a log: the "old" size of the next submission.
  await knex.raw(`create index checkpoint_cosignatures_witness on checkpoint_cosignatures (witness_key, agent_id, tree_size)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table checkpoint_cosignatures`);
}
