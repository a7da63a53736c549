import type { Knex } from "knex";

// Records are hash-partitioned by agent_id so the table can later be distributed (Citus) on the
// same key; every unique index therefore includes agent_id.
const RECORD_PARTITIONS = 8;

export const name = "0001_initial";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table owners (
      owner_id text primary key,
      name text not null,
      wallet_mode text not null check (wallet_mode in ('custodial', 'byow')),
      default_wallet_address text,
      created_at bigint not null
    )`);
  await knex.raw(`
    create table owner_keys (
      key_hash text primary key,
      owner_id text not null references owners (owner_id) on delete cascade,
      created_at bigint not null,
      expires_at bigint
    )`);
  await knex.raw(`create index owner_keys_owner_idx on owner_keys (owner_id)`);
  await knex.raw(`
    create table agents (
      agent_id text primary key,
      owner_id text not null references owners (owner_id) on delete cascade,
      name text not null,
      wallet_mode text not null check (wallet_mode in ('custodial', 'byow')),
      wallet_address text not null,
      metadata jsonb not null default '{}',
      sdk_instrumented boolean not null default false,
      created_at bigint not null,
      unique (owner_id, name)
    )`);
  await knex.raw(`
    create table agent_wallet_keys (
      agent_id text primary key references agents (agent_id) on delete cascade,
      encrypted_key text not null
    )`);
  await knex.raw(`create sequence records_seq`);
  await knex.raw(`
    create table records (
      agent_id text not null,
      record_id text not null,
      seq bigint not null default nextval('records_seq'),
      session_id text not null,
      behavior text not null,
      server_ts_utc bigint not null,
      body jsonb not null,
      body_hash text not null,
      primary key (agent_id, record_id)
    ) partition by hash (agent_id)`);
  for (let remainder = 0; remainder < RECORD_PARTITIONS; remainder++) {
    await knex.raw(
      `create table records_p${remainder} partition of records
         for values with (modulus ${RECORD_PARTITIONS}, remainder ${remainder})`,
    );
  }
  // At most one Acting record per session, decided by the database under concurrency.
  await knex.raw(`
    create unique index records_one_acting_per_session
      on records (agent_id, session_id) where behavior = 'Acting'`);
  await knex.raw(`create index records_trace_idx on records (agent_id, seq)`);
  await knex.raw(`create index records_session_idx on records (agent_id, session_id, server_ts_utc, seq)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table records`);
  await knex.raw(`drop sequence records_seq`);
  await knex.raw(`drop table agent_wallet_keys`);
  await knex.raw(`drop table agents`);
  await knex.raw(`drop table owner_keys`);
  await knex.raw(`drop table owners`);
}
