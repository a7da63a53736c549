// The stats rollups (migration 0018; docs/stats.md): written after commit by the rolling pass
// (server/stats/roller.ts) for each agent's leaves in log order from its watermark on, as the
// search index is (store/search-index.ts): leaves are committed in order, so the rolled records
// are always a run from leaf 0, and a pass that dies leaves the watermark where it was.
import type { Database } from "./db.ts";
import { inStatementTransaction, runOnPool, type Run } from "./statements.ts";
import { agentsBehind, lockWatermarks, type Watermark } from "./watermarks.ts";

export type Grain = "h" | "d";
/** '' is every record; the others split them by the record's behavior, model name or tool id. */
export type Dimension = "" | "behavior" | "model" | "tool";

/** Durations below this many ms have a histogram key each (exact percentiles). */
export const EXACT_BELOW_MS = 128;
/** Above EXACT_BELOW_MS, each key covers (v, v × GAMMA]: a value stands within 1 % of any in its key. */
export const GAMMA = 1.01 / 0.99;

// One statement rolls a pass's records, so that its parts see the same rows:
// - batch: up to `perAgent` records of each agent from its watermark on, the fields stats read
//   (numbers only when the body holds a JSON number; the row_number check keeps a run of leaves);
// - keyed: each record once per grain and dimension, with its bucket and group (a tombstone
//   none: see rollErased);
// - the data-modifying CTEs add the counts, the sessions seen for the first time, the unpriced
//   tokens (PostgreSQL runs each to completion, read or not), and the update moves the
//   watermarks and returns how many records each agent's moved by.
const bodyNumber = (path: string) => `case when jsonb_typeof(r.body #> '{${path}}') = 'number' then (r.body #>> '{${path}}')::numeric end`;

/**
 * A pass's first part, `batch`: up to `limit` (the third binding) leaves of each agent (the first
 * two: agents and their watermarks) of `table` from its watermark on, as `alias`, with its
 * agent_id, leaf_idx, rolled_idx, server_ts_utc and `columns`; the row_number check keeps a run.
 */
export const batchFromWatermarks = (table: "records" | "scores", alias: string, columns: string) => `
  batch as (
    select * from (
      select ${alias}.agent_id, ${alias}.leaf_idx, p.rolled_idx, ${alias}.server_ts_utc,
             row_number() over (partition by ${alias}.agent_id order by ${alias}.leaf_idx) as rn,
             ${columns}
        from unnest(?::text[], ?::int8[]) as p(agent_id, rolled_idx)
        cross join lateral (
          select * from ${table} where ${table}.agent_id = p.agent_id and ${table}.leaf_idx >= p.rolled_idx order by leaf_idx limit ?
        ) ${alias}
    ) b where leaf_idx = rolled_idx + rn - 1
  )`;

/** A pass's last part: moves the watermarks past `batch`, returning how many leaves each agent's moved by. */
export const moveWatermarks = (table: Rollup["mark"]["table"]) => `
  update ${table} p set rolled_idx = m.next_idx
    from (select agent_id, max(leaf_idx) + 1 as next_idx, count(*) as n from batch group by agent_id) m
   where p.agent_id = m.agent_id
  returning p.agent_id, m.n`;

/** The two grains, hour and day, and their widths in ms. */
export const GRAINS = `(values ('h', 3600000::int8), ('d', 86400000::int8)) as g(grain, width)`;

// What the rollups read of a record `r`.
const RECORD_COLUMNS = `r.session_id, r.behavior,
             r.body #>> '{model_invocation,provider}' as provider,
             r.body #>> '{model_invocation,model_name}' as model,
             ${bodyNumber("model_invocation,tokens_in")} as tokens_in,
             ${bodyNumber("model_invocation,tokens_out")} as tokens_out,
             ${bodyNumber("model_invocation,cost_usd")} as cost_usd,
             ${bodyNumber("duration_ms")} as duration_ms,
             case when r.behavior = 'ToolCalling' then coalesce(r.body #>> '{tool_meta,tool_id}', '') else '' end as tool,
             r.behavior = 'ToolCalling' and r.body -> 'success' = 'false'::jsonb as failed,
             r.erased_ms is not null as erased`;

// Adds the records of `batch` (RECORD_COLUMNS, agent_id, server_ts_utc) to the rollups. A tombstone
// adds nothing: the erasure added its record, body and all, before the body went (rollErased).
const ADD_BATCH = `
  keyed as (
    select b.*, g.grain, (b.server_ts_utc / g.width) * g.width as bucket_ms, d.dim, d.grp,
           case when b.duration_ms is null then null
                when b.duration_ms < ${EXACT_BELOW_MS} then b.duration_ms::int8
                else ${EXACT_BELOW_MS} + ceil(ln(b.duration_ms::float8 / ${EXACT_BELOW_MS}) / ln(${GAMMA}))::int8 end as duration_key
      from batch b
      cross join ${GRAINS}
      cross join lateral (values ('', ''), ('behavior', b.behavior), ('model', coalesce(b.model, '')), ('tool', b.tool)) as d(dim, grp)
     where not b.erased
  ),
  new_sessions as (
    insert into stats_sessions (agent_id, grain, dim, bucket_ms, grp, session_id)
    select distinct agent_id, grain, dim, bucket_ms, grp, session_id from keyed
    on conflict do nothing
    returning agent_id, grain, dim, bucket_ms, grp
  ),
  session_counts as (
    select agent_id, grain, dim, bucket_ms, grp, count(*) as sessions from new_sessions group by 1, 2, 3, 4, 5
  ),
  duration_counts as (
    select agent_id, grain, dim, bucket_ms, grp, jsonb_object_agg(duration_key, n) as durations
      from (select agent_id, grain, dim, bucket_ms, grp, duration_key, count(*) as n from keyed
             where duration_key is not null group by 1, 2, 3, 4, 5, 6) k
     group by 1, 2, 3, 4, 5
  ),
  rolled as (
    insert into stats_rollups (agent_id, grain, dim, bucket_ms, grp, records, sessions, tokens_in, tokens_out, cost_usd, tool_calls, tool_failures, durations)
    select k.agent_id, k.grain, k.dim, k.bucket_ms, k.grp, k.records, coalesce(s.sessions, 0), k.tokens_in, k.tokens_out, k.cost_usd,
           k.tool_calls, k.tool_failures, coalesce(d.durations, '{}'::jsonb)
      from (select agent_id, grain, dim, bucket_ms, grp, count(*) as records,
                   coalesce(sum(tokens_in), 0) as tokens_in, coalesce(sum(tokens_out), 0) as tokens_out, coalesce(sum(cost_usd), 0) as cost_usd,
                   count(*) filter (where behavior = 'ToolCalling') as tool_calls, count(*) filter (where failed) as tool_failures
              from keyed group by 1, 2, 3, 4, 5) k
      left join session_counts s using (agent_id, grain, dim, bucket_ms, grp)
      left join duration_counts d using (agent_id, grain, dim, bucket_ms, grp)
    on conflict (agent_id, grain, dim, bucket_ms, grp) do update set
      records = stats_rollups.records + excluded.records,
      sessions = stats_rollups.sessions + excluded.sessions,
      tokens_in = stats_rollups.tokens_in + excluded.tokens_in,
      tokens_out = stats_rollups.tokens_out + excluded.tokens_out,
      cost_usd = stats_rollups.cost_usd + excluded.cost_usd,
      tool_calls = stats_rollups.tool_calls + excluded.tool_calls,
      tool_failures = stats_rollups.tool_failures + excluded.tool_failures,
      durations = stats_add_counts(stats_rollups.durations, excluded.durations)
  ),
  unpriced as (
    insert into stats_unpriced (agent_id, grain, dim, bucket_ms, grp, provider, model, tokens_in, tokens_out)
    select agent_id, grain, dim, bucket_ms, grp, provider, model, coalesce(sum(tokens_in), 0), coalesce(sum(tokens_out), 0)
      from keyed where model is not null and provider is not null and cost_usd is null and (tokens_in is not null or tokens_out is not null)
     group by 1, 2, 3, 4, 5, 6, 7
    on conflict (agent_id, grain, dim, bucket_ms, grp, provider, model) do update set
      tokens_in = stats_unpriced.tokens_in + excluded.tokens_in,
      tokens_out = stats_unpriced.tokens_out + excluded.tokens_out
  )`;

const ROLL = `
  with ${batchFromWatermarks("records", "r", RECORD_COLUMNS)},
  ${ADD_BATCH}
  ${moveWatermarks("stats_progress")}`;

/** A rollup the stats pass keeps: its watermark, and the statement that rolls a pass of it. */
export interface Rollup {
  mark: Extract<Watermark, { table: "stats_progress" | "stats_score_progress" }>;
  /** Bindings: the agents, their watermarks, the leaves per agent; returns each agent's leaves rolled (agent_id, n). */
  statement: string;
  name: string;
}

/** The records' rollups. */
export const RECORDS: Rollup = {
  mark: { table: "stats_progress", column: "rolled_idx", sequence: "log_sequence" },
  statement: ROLL,
  name: "trace_ledger_stats_roll",
};

/** Leaves per agent per pass: bounds a pass's transaction. */
export const ROLL_BATCH = 2_000;

/** Agents with leaves not rolled up yet, after `afterAgentId`, in agent order. */
export const agentsToRoll = (db: Database, rollup: Rollup, afterAgentId: string, limit: number) =>
  agentsBehind(db, rollup.mark, afterAgentId, limit);

const rollOn = (run: Run, rollup: Rollup, progress: readonly { agent_id: string; idx: string }[], perAgent: number) =>
  run<{ agent_id: string; n: string }>(
    rollup.statement,
    [progress.map((row) => row.agent_id), progress.map((row) => Number(row.idx)), perAgent],
    rollup.name,
  );

/**
 * Adds up to `perAgent` leaves of each agent, from its watermark on, to the rollups and moves the
 * watermarks, in one transaction. Returns the agents that may have more.
 */
export function rollPass(db: Database, rollup: Rollup, agentIds: readonly string[], perAgent: number): Promise<string[]> {
  const agents = [...new Set(agentIds)].sort();
  if (agents.length === 0) return Promise.resolve([]);
  return inStatementTransaction(db, async (run) => {
    const rolled = await rollOn(run, rollup, await lockWatermarks(run, rollup.mark, agents), perAgent);
    return rolled.filter((row) => Number(row.n) === perAgent).map((row) => row.agent_id);
  });
}

/**
 * In the caller's transaction, which holds the agent's sequence lock (no record of it is stored
 * meanwhile): adds the records `targets` picks (a query of rows `r` of records, its bindings
 * first) that the pass has not reached to the rollups, before the caller erases them, so that
 * erasing takes nothing from the stats (docs/stats.md, "Erased records"). Only those records: the
 * pass, reaching their tombstones, adds nothing for them and moves on.
 */
export async function rollErased(run: Run, agentId: string, targets: string, bindings: readonly unknown[]): Promise<void> {
  const [progress] = await lockWatermarks(run, RECORDS.mark, [agentId]);
  await run(
    `with batch as (select r.agent_id, r.leaf_idx, r.server_ts_utc, ${RECORD_COLUMNS} from (${targets}) r where r.leaf_idx >= ?),
     ${ADD_BATCH}
     select count(*) from batch`,
    [...bindings, Number(progress!.idx)],
  );
}

/** Whose records a stats read adds up: one agent, or an owner's agents (all, or those of `agentIds` that are its). */
export type StatsScope = { agentId: string } | { ownerId: string; agentIds?: readonly string[] };

export interface StatsQuery {
  scope: StatsScope;
  grain: Grain;
  dim: Dimension;
  /** Groups by agent (the rows of `dim`, each agent's as its group) instead of by the rows' group. */
  byAgent?: boolean;
  fromMs: number;
  toMs: number;
}

export interface StatsTotalsRow {
  bucket_ms: string;
  grp: string;
  records: string;
  sessions: string;
  tokens_in: string;
  tokens_out: string;
  cost_usd: string;
  tool_calls: string;
  tool_failures: string;
  /** The duration histograms ({key: count}) of the rows added up: one per agent. */
  durations: Record<string, number>[];
}

export interface StatsRows {
  totals: StatsTotalsRow[];
  /** Tokens without a reported cost per bucket, group and model. */
  unpriced: { bucket_ms: string; grp: string; provider: string; model: string; tokens_in: string; tokens_out: string }[];
}

/** The rows of a scope's agents: an SQL condition on `column` (an agent id) and its bindings. */
export function scopeFilter(scope: StatsScope, column = "agent_id"): { sql: string; bindings: unknown[] } {
  if ("agentId" in scope) return { sql: `${column} = ?`, bindings: [scope.agentId] };
  if (!scope.agentIds) return { sql: `${column} in (select agent_id from agents where owner_id = ?)`, bindings: [scope.ownerId] };
  return {
    sql: `${column} in (select agent_id from agents where owner_id = ? and agent_id = any(?::text[]))`,
    bindings: [scope.ownerId, scope.agentIds],
  };
}

/** The rollups of a range, added up per bucket and group (over the owner's agents too). */
export async function readStats(db: Database, query: StatsQuery): Promise<StatsRows> {
  const run = runOnPool(db);
  const agents = scopeFilter(query.scope);
  const where = `${agents.sql} and grain = ? and dim = ? and bucket_ms >= ? and bucket_ms < ?`;
  const bindings = [...agents.bindings, query.grain, query.dim, query.fromMs, query.toMs];
  const grp = query.byAgent ? "agent_id" : "grp";
  // The histograms are merged by the caller: unnesting them here (a row per key) cost ~4 × the
  // read at 1 M records, whose histograms hold hundreds of keys each (bench G).
  const [totals, unpriced] = await Promise.all([
    run<StatsTotalsRow>(
      `select bucket_ms, ${grp} as grp, sum(records) as records, sum(sessions) as sessions, sum(tokens_in) as tokens_in, sum(tokens_out) as tokens_out,
              sum(cost_usd) as cost_usd, sum(tool_calls) as tool_calls, sum(tool_failures) as tool_failures, jsonb_agg(durations) as durations
         from stats_rollups where ${where} group by bucket_ms, ${grp} order by bucket_ms, ${grp} collate "C"`,
      bindings,
    ),
    run<StatsRows["unpriced"][number]>(
      `select bucket_ms, ${grp} as grp, provider, model, sum(tokens_in) as tokens_in, sum(tokens_out) as tokens_out
         from stats_unpriced where ${where} group by 1, 2, 3, 4`,
      bindings,
    ),
  ]);
  return { totals, unpriced };
}
