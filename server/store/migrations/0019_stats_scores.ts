import type { Knex } from "knex";

export const name = "0019_stats_scores";

// Score means in the stats (issue 37; docs/stats.md), rolled up after commit by the stats pass
// (server/stats/roller.ts) from `stats_score_progress`: per agent, the scores-log leaves below
// `rolled_idx` are counted. Each numeric or boolean (true = 1) score adds to one row per grain
// (h, d), bucket of its server_ts_utc and score name: how many values (`n`) and their sum
// (`total`, numeric: exact whatever the values), so any range's mean is sum(total) / sum(n).
// Categorical values have no mean and add nothing. No backfill here: every agent starts at leaf 0.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table stats_score_rollups (
      agent_id text not null,
      grain text not null,
      bucket_ms bigint not null,
      name text not null,
      n bigint not null,
      total numeric not null,
      primary key (agent_id, grain, bucket_ms, name)
    )`);
  await knex.raw(`create table stats_score_progress (agent_id text primary key, rolled_idx bigint not null)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table stats_score_progress`);
  await knex.raw(`drop table stats_score_rollups`);
}
