import type { Knex } from "knex";
import { epochTree } from "../../log/epoch.ts";
import { setAuditPaths } from "../publications.ts";
import { summariseInto } from "../sessions.ts";

export const name = "0005_session_summaries";

const HASH_BYTES = 32;

export async function up(knex: Knex): Promise<void> {
  await sessionSummaries(knex);
  await epochAuditPaths(knex);
}

// One row per session, kept at ingest (store/sessions.ts), so the sessions feed never derives
// sessions from the records (issue 27: that derivation went quadratic on a fresh agent).
async function sessionSummaries(knex: Knex): Promise<void> {
  await knex.raw(`
    create table sessions (
      agent_id text not null,
      session_id text not null,
      first_seq bigint not null,
      closing_seq bigint,
      acting_record_id text,
      record_count bigint not null,
      first_server_ts_utc bigint not null,
      last_server_ts_utc bigint not null,
      first_ts_utc bigint,
      last_ts_utc bigint,
      tokens_in numeric,
      tokens_out numeric,
      cost_usd numeric,
      duration_ms numeric,
      primary key (agent_id, session_id)
    )`);
  // The feed's three orders: all and open sessions by beginning, closed ones by closing.
  await knex.raw(`create index sessions_begun_idx on sessions (agent_id, first_seq)`);
  await knex.raw(`create index sessions_open_idx on sessions (agent_id, first_seq) where closing_seq is null`);
  await knex.raw(`create index sessions_closed_idx on sessions (agent_id, closing_seq) where closing_seq is not null`);
  await knex.raw(summariseInto("records"));
  // The closed feed walked this index; nothing reads it now, and every Acting record paid for it.
  await knex.raw(`drop index records_acting_idx`);
}

// Each published checkpoint's audit path in its epoch, stored when the epoch is made, so that
// reading a checkpoint no longer rebuilds the epoch's tree (issue 27).
async function epochAuditPaths(knex: Knex): Promise<void> {
  await knex.raw(`alter table checkpoint_epochs add column audit_path bytea`);
  const epochs: { epoch: number; leaves: Buffer }[] = (await knex.raw(`select epoch, leaves from anchor_epochs order by epoch`)).rows;
  for (const { epoch, leaves } of epochs) {
    const { auditPaths } = epochTree(Array.from({ length: leaves.length / HASH_BYTES }, (_, i) => leaves.subarray(i * HASH_BYTES, (i + 1) * HASH_BYTES)));
    await setAuditPaths(knex, epoch, auditPaths);
  }
  await knex.raw(`alter table checkpoint_epochs alter column audit_path set not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table checkpoint_epochs drop column audit_path`);
  await knex.raw(`create index records_acting_idx on records (agent_id, seq) where behavior = 'Acting'`);
  await knex.raw(`drop table sessions`);
}
