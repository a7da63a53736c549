import type { Knex } from "knex";

export const name = "0024_bounded_summaries";

// Erasing records updates their sessions' summaries by what was erased (store/erasure.ts), not by
// reading the session again: each total keeps how many records carry its field (the total is
// absent when none does), and the records holding a client time (a tombstone holds none) are indexed
// by it per session, so a new first or last client time is one index probe.
// Frozen (never edit): the body fields as store/sessions.ts read them then.
const bodyNumber = (path: string) => `case when jsonb_typeof(body #> '{${path}}') = 'number' then (body #>> '{${path}}')::numeric end`;
const TOTALS = {
  tokens_in: "model_invocation,tokens_in",
  tokens_out: "model_invocation,tokens_out",
  cost_usd: "model_invocation,cost_usd",
  duration_ms: "duration_ms",
};

export async function up(knex: Knex): Promise<void> {
  const counts = Object.keys(TOTALS).map((column) => `${column}_n`);
  await knex.raw(`alter table sessions ${counts.map((column) => `add column ${column} bigint not null default 0`).join(", ")}`);
  await knex.raw(`
    update sessions s set ${counts.map((column) => `${column} = c.${column}`).join(", ")}
      from (select agent_id, session_id, ${Object.entries(TOTALS)
        .map(([column, path]) => `count(${bodyNumber(path)}) as ${column}_n`)
        .join(", ")}
              from records group by agent_id, session_id) c
     where s.agent_id = c.agent_id and s.session_id = c.session_id`);
  // Partial on the time, not on erased_ms: a tombstone has none (no body), and a predicate the
  // erasure's own lookups imply (erased_ms is null) would draw them to this index.
  await knex.raw(
    `create index records_session_client_ts_idx on records (agent_id, session_id, (${bodyNumber("client_ts_utc")})) where ${bodyNumber("client_ts_utc")} is not null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index records_session_client_ts_idx`);
  await knex.raw(
    `alter table sessions ${Object.keys(TOTALS)
      .map((column) => `drop column ${column}_n`)
      .join(", ")}`,
  );
}
