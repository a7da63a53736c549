import type { Knex } from "knex";

export const name = "0018_stats_rollups";

// The stats API's rollups (issue 37; docs/stats.md), written after commit by a background pass
// (server/stats/roller.ts) from `stats_progress`: per agent, the leaves below `rolled_idx` are
// counted. Each record adds to one row per grain (h: hour, d: day) and dimension ('' all,
// behavior, model, tool), its group `grp` ('' when the record has none for the dimension):
// - sums and counts in numeric/bigint, so they are exact whatever the records carry;
// - `durations`: a histogram of duration_ms, {key: count}, keys exact below 128 ms and
//   logarithmic above (1 % relative width); histograms merge by adding counts
//   (stats_add_counts), so any range of buckets, or of agents, gives its percentiles;
// - `stats_sessions`: which sessions a row has seen, so `sessions` counts each one once;
// - `stats_unpriced`: the tokens of records with a model and tokens but no cost, by model, priced
//   when read (server/stats/pricing.ts), so a new price table applies to past records too.
// No backfill here: every agent starts at leaf 0 and the pass counts its records in the background.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function stats_add_counts(a jsonb, b jsonb) returns jsonb language sql immutable as $$
      select coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
        from (select key, sum(value::int8) as total
                from (select * from jsonb_each_text(a) union all select * from jsonb_each_text(b)) e group by key) s
    $$`);
  await knex.raw(`
    create table stats_rollups (
      agent_id text not null,
      grain text not null,
      dim text not null,
      bucket_ms bigint not null,
      grp text not null,
      records bigint not null,
      sessions bigint not null,
      tokens_in numeric not null,
      tokens_out numeric not null,
      cost_usd numeric not null,
      tool_calls bigint not null,
      tool_failures bigint not null,
      durations jsonb not null,
      primary key (agent_id, grain, dim, bucket_ms, grp)
    )`);
  await knex.raw(`
    create table stats_sessions (
      agent_id text not null,
      grain text not null,
      dim text not null,
      bucket_ms bigint not null,
      grp text not null,
      session_id text not null,
      primary key (agent_id, grain, dim, bucket_ms, grp, session_id)
    )`);
  await knex.raw(`
    create table stats_unpriced (
      agent_id text not null,
      grain text not null,
      dim text not null,
      bucket_ms bigint not null,
      grp text not null,
      provider text not null,
      model text not null,
      tokens_in numeric not null,
      tokens_out numeric not null,
      primary key (agent_id, grain, dim, bucket_ms, grp, provider, model)
    )`);
  await knex.raw(`create table stats_progress (agent_id text primary key, rolled_idx bigint not null)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table stats_progress`);
  await knex.raw(`drop table stats_unpriced`);
  await knex.raw(`drop table stats_sessions`);
  await knex.raw(`drop table stats_rollups`);
  await knex.raw(`drop function stats_add_counts(jsonb, jsonb)`);
}
