import { createHash } from "node:crypto";
import type { Knex } from "knex";

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
  await knex.raw(SUMMARISE_RECORDS);
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

// Frozen (never edit): what this migration ran, independent of live code whose behaviour may
// change. The summary of every stored record per session, as store/sessions.ts's
// summariseInto("records") wrote it then.
const bodyNumber = (path: string) => `case when jsonb_typeof(body #> '{${path}}') = 'number' then (body #>> '{${path}}')::numeric end`;
const SUMMARISE_RECORDS = `
  insert into sessions (agent_id, session_id, first_seq, closing_seq, acting_record_id, record_count, first_server_ts_utc,
    last_server_ts_utc, first_ts_utc, last_ts_utc, tokens_in, tokens_out, cost_usd, duration_ms)
  select agent_id, session_id, min(seq), min(seq) filter (where behavior = 'Acting'), min(record_id) filter (where behavior = 'Acting'),
    count(*), min(server_ts_utc), max(server_ts_utc), min(${bodyNumber("client_ts_utc")})::int8, max(${bodyNumber("client_ts_utc")})::int8,
    sum(${bodyNumber("model_invocation,tokens_in")}), sum(${bodyNumber("model_invocation,tokens_out")}),
    sum(${bodyNumber("model_invocation,cost_usd")}), sum(${bodyNumber("duration_ms")})
  from records group by agent_id, session_id
  on conflict (agent_id, session_id) do update set
    first_seq = least(sessions.first_seq, excluded.first_seq),
    closing_seq = coalesce(sessions.closing_seq, excluded.closing_seq),
    acting_record_id = coalesce(sessions.acting_record_id, excluded.acting_record_id),
    record_count = sessions.record_count + excluded.record_count,
    first_server_ts_utc = least(sessions.first_server_ts_utc, excluded.first_server_ts_utc),
    last_server_ts_utc = greatest(sessions.last_server_ts_utc, excluded.last_server_ts_utc),
    first_ts_utc = least(sessions.first_ts_utc, excluded.first_ts_utc),
    last_ts_utc = greatest(sessions.last_ts_utc, excluded.last_ts_utc),
    tokens_in = coalesce(sessions.tokens_in + excluded.tokens_in, sessions.tokens_in, excluded.tokens_in),
    tokens_out = coalesce(sessions.tokens_out + excluded.tokens_out, sessions.tokens_out, excluded.tokens_out),
    cost_usd = coalesce(sessions.cost_usd + excluded.cost_usd, sessions.cost_usd, excluded.cost_usd),
    duration_ms = coalesce(sessions.duration_ms + excluded.duration_ms, sessions.duration_ms, excluded.duration_ms)`;

// The audit paths stored for epochs made before this migration. RFC 6962 §2.1.1 PATH(i, D[n])
// for every leaf of an epoch at once: each subtree's root joins the path of every leaf of its
// sibling, innermost first. O(n log n) hashes in all.
const HASH_BYTES = 32;

const nodeHash = (left: Buffer, right: Buffer) => createHash("sha256").update(Buffer.of(1)).update(left).update(right).digest();

/** Each leaf's audit path (lowercase hex hashes, proof order) in the tree over `leaves` (32-byte hashes concatenated). */
export function epochAuditPaths(leaves: Uint8Array): string[][] {
  const hashes = Array.from({ length: leaves.length / HASH_BYTES }, (_, i) =>
    Buffer.from(leaves.subarray(i * HASH_BYTES, (i + 1) * HASH_BYTES)),
  );
  const paths = hashes.map((): string[] => []);
  const build = (start: number, end: number): Buffer => {
    if (end - start === 1) return hashes[start]!;
    const middle = start + 2 ** Math.floor(Math.log2(end - start - 1));
    const [left, right] = [build(start, middle), build(middle, end)];
    for (let i = start; i < middle; i++) paths[i]!.push(right.toString("hex"));
    for (let i = middle; i < end; i++) paths[i]!.push(left.toString("hex"));
    return nodeHash(left, right);
  };
  if (hashes.length > 0) build(0, hashes.length);
  return paths;
}
