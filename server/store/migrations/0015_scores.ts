import type { Knex } from "knex";

export const name = "0015_scores";

// Scores (issue 34, docs/decisions.md "Scores"). A score judges one session or one record of an
// agent; `session_id` is always the session judged (a record's own session for a record target),
// so a session's summary and the scoring queue see the scores of its records too. `seq` orders
// them by arrival (newest first in reads, keyset). The leaf columns are the scores log's, as
// records have theirs (0012): null until the score is sequenced in its agent's scores log.
// Score configs belong to an owner; scorers are keys of their own, granted per owner.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create sequence scores_seq`);
  await knex.raw(`
    create table scores (
      agent_id text not null,
      score_id text not null,
      seq bigint not null default nextval('scores_seq'),
      session_id text not null,
      record_id text,
      name text not null,
      source_kind text not null,
      value_num double precision,
      server_ts_utc bigint not null,
      scored_by text not null,
      body jsonb not null,
      body_hash text not null,
      leaf_idx bigint,
      leaf_hash bytea,
      entry bytea,
      primary key (agent_id, score_id)
    )`);
  await knex.raw(`create index scores_agent_idx on scores (agent_id, seq)`);
  // Per session and name: the filters, the feed's summaries and the queue's "no score of that name".
  await knex.raw(`create index scores_session_idx on scores (agent_id, session_id, name, seq)`);
  await knex.raw(`create index scores_record_idx on scores (agent_id, record_id, seq) where record_id is not null`);
  await knex.raw(`create index scores_name_idx on scores (agent_id, name, seq)`);
  await knex.raw(`create unique index scores_leaf_idx on scores (agent_id, leaf_idx)`);
  await knex.raw(`
    create table score_configs (
      config_id text primary key,
      owner_id text not null references owners (owner_id) on delete cascade,
      name text not null,
      data_type text not null check (data_type in ('numeric', 'categorical', 'boolean')),
      min_value double precision,
      max_value double precision,
      categories jsonb,
      description text,
      archived boolean not null default false,
      created_ms bigint not null
    )`);
  await knex.raw(`create index score_configs_owner_idx on score_configs (owner_id, created_ms)`);
  await knex.raw(`
    create table scorers (
      scorer_id text primary key,
      name text not null,
      key_hash text not null unique,
      created_ms bigint not null
    )`);
  await knex.raw(`
    create table scorer_grants (
      owner_id text not null references owners (owner_id) on delete cascade,
      scorer_id text not null references scorers (scorer_id) on delete cascade,
      granted_ms bigint not null,
      primary key (scorer_id, owner_id)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table scorer_grants`);
  await knex.raw(`drop table scorers`);
  await knex.raw(`drop table score_configs`);
  await knex.raw(`drop table scores`);
  await knex.raw(`drop sequence scores_seq`);
}
