import type { Knex } from "knex";

export const name = "0002_sessions_feed";

// The closed-sessions feed walks an agent's Acting records newest first; without this index it
// would filter the agent's whole trace.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index records_acting_idx on records (agent_id, seq) where behavior = 'Acting'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index records_acting_idx`);
}
