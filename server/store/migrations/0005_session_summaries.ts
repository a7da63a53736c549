import type { Knex } from "knex";
import { summariseInto } from "../sessions.ts";
import { epochAuditPaths } from "./0005_backfill.ts";

export const name = "0005_session_summaries";

export async function up(knex: Knex): Promise<void> {
  await sessionSummaries(knex);
  await storeAuditPaths(knex);
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
async function storeAuditPaths(knex: Knex): Promise<void> {
  await knex.raw(`alter table checkpoint_epochs add column audit_path bytea`);
  const epochs: { epoch: number; leaves: Uint8Array }[] = (await knex.raw(`select epoch, leaves from anchor_epochs order by epoch`)).rows;
  for (const { epoch, leaves } of epochs) {
    await knex.raw(
      `update checkpoint_epochs c set audit_path = decode(p.path, 'hex')
         from unnest(?::text[]) with ordinality as p(path, ord)
        where c.epoch = ? and c.leaf_index = p.ord - 1`,
      [epochAuditPaths(leaves).map((path) => path.join("")), epoch] as never[],
    );
  }
  await knex.raw(`alter table checkpoint_epochs alter column audit_path set not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table checkpoint_epochs drop column audit_path`);
  await knex.raw(`create index records_acting_idx on records (agent_id, seq) where behavior = 'Acting'`);
  await knex.raw(`drop table sessions`);
}
