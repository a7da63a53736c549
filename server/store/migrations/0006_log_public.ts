import type { Knex } from "knex";

export const name = "0006_log_public";

// An agent's log (tiles, entry bundles, checkpoint under /v1/agents/{id}/log/) is its owner's
// until the owner makes it public (PATCH the agent with log_public).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table agents add column log_public boolean not null default false`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table agents drop column log_public`);
}
