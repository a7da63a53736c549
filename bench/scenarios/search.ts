// S. Search and the session list (issue 25): one agent's 10 k records measured first in a small
// database, then again after 990 k more records of 99 other agents are seeded (1 M in all, --quick:
// 50 k): a search by a word (one record in SEED_WORDS holds it), a search by a word every record
// holds, and the first page of the sessions feed. One request at a time; figure: after / before.
import { summariseInto } from "../../server/store/sessions.ts";
import { AGENTS, type BenchContext } from "../context.ts";
import { SEED_WORDS, seedTrace } from "../fixtures/seed-trace.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { count, type ScenarioResult } from "../report/result.ts";
import { measuredRound, summarizeRounds, warmUp, type RoundsSummary } from "./measure.ts";

const AGENT_RECORDS = 10_000;
const OTHER_AGENTS = 99;
const ROUNDS = 3;

function load(ctx: BenchContext, paths: (i: number) => string): Omit<LoadOptions, "durationMs"> {
  let next = 0;
  return {
    url: ctx.service.url,
    headers: { authorization: `Bearer ${ctx.owner.apiKey}` },
    connections: 1,
    next: () => ({ method: "GET", path: paths(next++) }),
    ok: (status) => status === 200,
  };
}

/** Seeds each agent's records and its sessions' summary rows (as ingest keeps them), in one database visit. */
async function seedAgents(ctx: BenchContext, agentIds: readonly string[]): Promise<number> {
  return ctx.withDatabase(async (db) => {
    const started = performance.now();
    for (const agentId of agentIds) {
      await seedTrace(db, agentId, AGENT_RECORDS);
      await db.knex.raw(summariseInto(db.knex.raw("(select * from records where agent_id = ?) as seeded", [agentId]).toQuery()));
    }
    await db.knex.raw("analyze records, sessions");
    return (performance.now() - started) / 1000;
  });
}

export async function searchAndSessions(ctx: BenchContext): Promise<ScenarioResult> {
  const agentId = ctx.owner.agents[AGENTS.search]!;
  const others = ctx.options.quick ? 4 : OTHER_AGENTS;
  const base = `/v1/agents/${agentId}`;
  // Built per measurement: on PGlite, seeding restarts the service (on another port).
  const loadsNow = () => ({
    word: load(ctx, (i) => `${base}/records?q=w${(i * 37) % SEED_WORDS}&limit=50`),
    common: load(ctx, () => `${base}/records?q=rebalance&limit=50`),
    sessions: load(ctx, () => `${base}/sessions?limit=50`),
  });
  type Loads = ReturnType<typeof loadsNow>;
  const check = async () => {
    const res = await fetch(`${ctx.service.url}${base}/records?q=w7&limit=50`, { headers: { authorization: `Bearer ${ctx.owner.apiKey}` } });
    const page = (await res.json()) as { records?: unknown[] };
    if (res.status !== 200 || page.records?.length !== AGENT_RECORDS / SEED_WORDS) throw new Error(`S: a search came back wrong: ${res.status} ${JSON.stringify(page).slice(0, 300)}`);
  };
  const measure = async () => {
    await check();
    const out: Record<keyof Loads, RoundsSummary> = {} as never;
    for (const [name, options] of Object.entries(loadsNow()) as [keyof Loads, Omit<LoadOptions, "durationMs">][]) {
      await warmUp(options, ctx.options.warmupMs);
      const rounds = [];
      for (let round = 0; round < (ctx.options.quick ? 1 : ROUNDS); round++) rounds.push(await measuredRound(options, ctx.options.roundMs / 2));
      out[name] = summarizeRounds(rounds);
      if (out[name].errors > 0) throw new Error(`S: ${out[name].errors} ${name} requests failed`);
    }
    return out;
  };
  const seedSeconds = [await seedAgents(ctx, [agentId])];
  const small = await measure();
  seedSeconds.push(await seedAgents(ctx, Array.from({ length: others }, (_, i) => `agt_bench_search_other_${i}`)));
  const large = await measure();
  const total = AGENT_RECORDS * (others + 1);
  const figure = (key: keyof Loads, label: string, target: number) => [
    { key: `S.${key}_p99`, label: `S p99 ${label}, ${count(total)} records in all`, unit: "ms" as const, service: large[key].p99Ms, target: { of: "service" as const, op: "<=" as const, value: target } },
    { key: `S.${key}_flat`, label: `S median ${label}: ${count(total)} vs ${count(AGENT_RECORDS)} records in all`, unit: "ms" as const, service: large[key].p50Ms, ceiling: { label: `with ${count(AGENT_RECORDS)}`, value: small[key].p50Ms }, target: { of: "ratio" as const, op: "<=" as const, value: 1.3 } },
  ];
  return {
    id: "S",
    title: "Search and session list",
    figures: [...figure("word", "search by a word", 150), ...figure("common", "search by a word in every record", 150), ...figure("sessions", "session list page", 50)],
    notes: [
      `S: the measured agent holds ${count(AGENT_RECORDS)} records; then ${others} agents of ${count(AGENT_RECORDS)} each are seeded ` +
        `(${seedSeconds.reduce((a, b) => a + b, 0).toFixed(1)} s); p99 is reported against the issue's p95 targets (stricter).`,
      ...(ctx.options.quick ? [`S: --quick seeds ${others} other agents; the targets are for 1 M records on PostgreSQL.`] : []),
    ],
    data: { agentRecords: AGENT_RECORDS, otherAgents: others, small, large },
  };
}
