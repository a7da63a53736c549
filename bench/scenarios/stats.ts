// G. Stats (issue 37): one agent's stats read at 10 k records and again at 1 M (--quick: 100 k),
// its records spread over 90 days and varied (kinds, models with and without cost, tool calls
// that fail, durations), seeded straight into the database, given their leaves and rolled up by
// the service itself (how fast is a figure). One request at a time, cycling
// through five reads: 90 days by day, by day per model, a week by hour per behavior, a day by
// hour per tool, the owner's 90 days by day. Figures: median and p95 against the target
// (≤ 100 ms at 1 M, ≤ 1.5 × from 10 k to 1 M). Then what the rollups cost ingest: T's realistic
// text load against this service and against a scratch one with STATS_ROLLUP=off, rounds alternating.
import { catchUpLog } from "../../server/log/append.ts";
import { logStores } from "../../server/store/log-store.ts";
import type { Database } from "../../server/store/db.ts";
import { AGENTS, type BenchContext } from "../context.ts";
import { proseRecords } from "../fixtures/prose.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { benchDatabase } from "../processes/database.ts";
import { createOwner, startService } from "../processes/service.ts";
import { count, type ScenarioResult } from "../report/result.ts";
import { BATCH } from "./batch-ingest.ts";
import { getsInTurn, measuredRound, summarizeRounds, warmUp, type Round, type RoundsSummary } from "./measure.ts";
import { textLoad } from "./text-ingest.ts";

const SMALL = 10_000;
const DAY = 86_400_000;
const SPAN_DAYS = 90;
const ROUNDS = 3;
const TEXT_AGENT = "bench-stats-text";

// Record i of the agent, received at start + i × step: every fifth kind, four models (a third
// without cost), a duration up to 20 s, ToolCalling records of three tools, one in seven failing.
const SEED_SQL = /* sql */ `
  insert into records (agent_id, record_id, session_id, behavior, server_ts_utc, body, body_hash)
  select ?, id, session, behavior, ts,
         jsonb_build_object('record_id', id, 'session_id', session, 'behavior', behavior, 'schema_version', '1.1',
                            'client_ts_utc', ts, 'duration_ms', (i::int8 * 7919) % 20000)
         || case when behavior = 'ToolCalling'
                 then jsonb_build_object('tool_meta', jsonb_build_object('tool_id', 'tool-' || (i % 3)), 'success', i % 7 <> 0)
                 else jsonb_build_object('model_invocation', jsonb_build_object('provider', 'openai',
                        'model_name', (array['gpt-4o', 'gpt-4o-mini', 'o3', 'gpt-4.1'])[i % 4 + 1], 'tokens_in', i % 3000, 'tokens_out', i % 500)
                        || case when i % 3 = 0 then '{}'::jsonb else jsonb_build_object('cost_usd', (i % 100) / 1000.0) end) end
         || case behavior when 'Thinking' then '{"prompt": "p", "output_payload": "o"}'::jsonb
                          when 'Planning' then '{"goal": "g", "plan_steps": ["a"]}'::jsonb
                          when 'Reflecting' then '{"reflection": "r", "outcome": "success"}'::jsonb else '{}'::jsonb end,
         md5(id)
    from (select i, 'stats-' || (i / 10) as session, ?::bigint + (i * ?::float8)::bigint as ts,
                 (array['Thinking', 'ToolCalling', 'Planning', 'Reflecting', 'ToolCalling'])[i % 5 + 1] as behavior,
                 substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12) as id
            from (select i, md5(? || ':stats:' || i) as h from generate_series(?::int, ?::int) as i) as g) as s`;

/** Records from..to-1 of the agent, with their leaves; the service's rounds roll them up. */
async function seed(db: Database, agentId: string, from: number, to: number, total: number, start: number): Promise<void> {
  const step = (SPAN_DAYS * DAY) / total;
  for (let chunk = from; chunk < to; chunk += 100_000) {
    await db.knex.raw(SEED_SQL, [agentId, start, step, agentId, chunk, Math.min(to, chunk + 100_000) - 1]);
  }
  await catchUpLog(logStores(db).records, agentId);
  await db.knex.raw("analyze records");
}

/** The records the agent's 90-day stats count. */
async function counted(ctx: BenchContext, agentId: string, now: number): Promise<number> {
  const res = await fetch(`${ctx.service.url}/v1/agents/${agentId}/stats?from=${now - SPAN_DAYS * DAY}&to=${now}&bucket=day`, {
    headers: { authorization: `Bearer ${ctx.owner.apiKey}` },
  });
  const body = (await res.json()) as { series?: { records: number }[] };
  if (res.status !== 200) throw new Error(`G: stats answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return (body.series ?? []).reduce((sum, point) => sum + point.records, 0);
}

/**
 * Seconds until the agent's stats count `expected` records: the service's rounds roll them up,
 * and each read rolls what is left first (at most 100 k records; on PGlite the service was
 * stopped while the bench seeded, so the reads do most of it).
 */
async function rolledUp(ctx: BenchContext, agentId: string, now: number, expected: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const records = await counted(ctx, agentId, now);
    if (records === expected) return (performance.now() - started) / 1000;
    if (records > expected || performance.now() - started > 1_800_000) throw new Error(`G: stats count ${records} records of ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function statsLoad(ctx: BenchContext, agentId: string, now: number): Omit<LoadOptions, "durationMs"> {
  const span = `from=${now - SPAN_DAYS * DAY}&to=${now}`;
  const week = `from=${now - 7 * DAY}&to=${now}`;
  const paths = [
    `/v1/agents/${agentId}/stats?${span}&bucket=day`,
    `/v1/agents/${agentId}/stats?${span}&bucket=day&group_by=model`,
    `/v1/agents/${agentId}/stats?${week}&bucket=hour&group_by=behavior`,
    `/v1/agents/${agentId}/stats?from=${now - DAY}&to=${now}&bucket=hour&group_by=tool`,
    `/v1/owners/me/stats?${span}&bucket=day`,
  ];
  return getsInTurn(ctx.service.url, ctx.owner.apiKey, paths);
}

async function measure(ctx: BenchContext, agentId: string, now: number, expected: number): Promise<RoundsSummary> {
  const records = await counted(ctx, agentId, now);
  if (records !== expected) throw new Error(`G: stats count ${records} records of ${expected}`);
  const load = statsLoad(ctx, agentId, now);
  await warmUp(load, ctx.options.warmupMs);
  const rounds: Round[] = [];
  for (let round = 0; round < (ctx.options.quick ? 1 : ROUNDS); round++) rounds.push(await measuredRound(load, ctx.options.roundMs / 2));
  const summary = summarizeRounds(rounds);
  if (summary.errors > 0) throw new Error(`G: ${summary.errors} stats requests failed`);
  return summary;
}

/** T's load against this service and against a scratch one with STATS_ROLLUP=off, rounds alternating. */
async function ingestWithAndWithoutRollups(ctx: BenchContext) {
  const scratch = benchDatabase(process.env.DATABASE_URL || undefined);
  try {
    const off = await startService(scratch, { env: { STATS_ROLLUP: "off" } });
    try {
      const [on, offOwner] = [await createOwner(ctx.service, [`${TEXT_AGENT}-${Date.now()}`]), await createOwner(off, [TEXT_AGENT])];
      const loads = {
        with: () => textLoad(ctx.service.url, on.apiKey, Object.values(on.agents)[0]!, proseRecords(5)),
        without: () => textLoad(off.url, offOwner.apiKey, offOwner.agents[TEXT_AGENT]!, proseRecords(6)),
      };
      await warmUp(loads.with(), ctx.options.warmupMs);
      await warmUp(loads.without(), ctx.options.warmupMs);
      const rounds: { with: Round[]; without: Round[] } = { with: [], without: [] };
      for (let i = 0; i < ctx.options.rounds; i++) {
        rounds.with.push(await measuredRound(loads.with(), ctx.options.roundMs, ctx.service.pid));
        rounds.without.push(await measuredRound(loads.without(), ctx.options.roundMs, off.pid));
      }
      const summary = { with: summarizeRounds(rounds.with), without: summarizeRounds(rounds.without) };
      if (summary.with.errors + summary.without.errors > 0)
        throw new Error(`G: ingest requests failed: ${JSON.stringify([...rounds.with, ...rounds.without].map((r) => r.failures))}`);
      return summary;
    } finally {
      await off.stop();
    }
  } finally {
    await scratch.dispose();
  }
}

export async function statsScenario(ctx: BenchContext): Promise<ScenarioResult> {
  const agentId = ctx.owner.agents[AGENTS.stats]!;
  const total = ctx.options.statsRecords;
  const now = Date.now();
  const start = now - SPAN_DAYS * DAY;
  await ctx.withDatabase((db) => seed(db, agentId, 0, SMALL, SMALL, start));
  const rollSeconds = [await rolledUp(ctx, agentId, now, SMALL)];
  const small = await measure(ctx, agentId, now, SMALL);
  await ctx.withDatabase((db) => seed(db, agentId, SMALL, total, total, start));
  rollSeconds.push(await rolledUp(ctx, agentId, now, total));
  const large = await measure(ctx, agentId, now, total);
  const ingest = await ingestWithAndWithoutRollups(ctx);
  const label =
    "five stats reads in turn (90 days by day, per model; a week by hour per behavior; a day by hour per tool; the owner's 90 days)";
  return {
    id: "G",
    title: "Stats",
    figures: [
      {
        key: "G.stats_p50",
        label: `G median of ${label}, ${count(total)} records`,
        unit: "ms",
        service: large.p50Ms,
        target: { of: "service", op: "<=", value: 100 },
      },
      { key: "G.stats_p95", label: `G p95 of the same, ${count(total)} records`, unit: "ms", service: large.p95Ms },
      {
        key: "G.stats_flat",
        label: `G median stats read: ${count(total)} vs ${count(SMALL)} records`,
        unit: "ms",
        service: large.p50Ms,
        ceiling: { label: `with ${count(SMALL)}`, value: small.p50Ms },
        target: { of: "ratio", op: "<=", value: 1.5 },
      },
      {
        key: "G.rollup_rate",
        label: `G rollup of ${count(total - SMALL)} seeded records (rounds and reads)`,
        unit: "records/s",
        service: (total - SMALL) / rollSeconds[1]!,
      },
      {
        key: "G.ingest_with_rollups",
        label: `G batch ingest of realistic text (T's load) with the stats rollups`,
        unit: "records/s",
        service: ingest.with.perSecond * BATCH,
        ceiling: { label: "a scratch database served with STATS_ROLLUP=off", value: ingest.without.perSecond * BATCH },
        target: { of: "ratio", op: ">=", value: 0.95 },
      },
    ],
    notes: [
      `G: records spread over ${SPAN_DAYS} days, seeded, given leaves and rolled up by the service (${rollSeconds.map((s) => s.toFixed(1)).join(" s, ")} s); every read first checks its count against the records.`,
      `G: ingest alternates ${ctx.options.rounds} round(s) against this service and a scratch one with STATS_ROLLUP=off.`,
      ...(ctx.options.quick ? [`G: --quick seeds ${count(total)} records; the target is for 1 M on PostgreSQL.`] : []),
    ],
    data: { small, large, rollSeconds, ingest },
  };
}
