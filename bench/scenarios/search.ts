// S. Search and the session list (issue 25): one agent's 10 k records measured first in a small
// database, then again after the other 99 agents' records are seeded (1 M in all; --records N,
// --quick: 50 k): a search by a word (one record in SEED_WORDS holds it in its prompt), a search by
// a word every record holds, and the first page of the sessions feed. One request at a time;
// figures: p95 against the targets, and after / before. Then batch ingest with the search
// indexing (this database, 1 M records) against a scratch database served with SEARCH_INDEX=off,
// rounds alternating.
import { recordTerms } from "../../server/search/terms.ts";
import { summariseInto } from "../../server/store/sessions.ts";
import { AGENTS, BATCH_AGENTS, type BenchContext } from "../context.ts";
import { SEED_WORDS, seedTrace, seededTermsMatch } from "../fixtures/seed-trace.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { benchDatabase } from "../processes/database.ts";
import { createOwner, startService } from "../processes/service.ts";
import { thinkingRecords } from "../fixtures/records.ts";
import { count, type ScenarioResult } from "../report/result.ts";
import { BATCH, batchLoad, microsPerRecord, withBackendCpu } from "./batch-ingest.ts";
import { measuredRound, summarizeRounds, warmUp, type Round, type RoundsSummary } from "./measure.ts";

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

/** Seeds `records` records per agent and its sessions' summary rows (as ingest keeps them), in one database visit. */
async function seedAgents(ctx: BenchContext, agentIds: readonly string[], records: number): Promise<number> {
  return ctx.withDatabase(async (db) => {
    const started = performance.now();
    for (const agentId of agentIds) {
      await seedTrace(db, agentId, records, { analyze: false });
      await db.knex.raw(summariseInto(db.knex.raw("(select * from records where agent_id = ?) as seeded", [agentId]).toQuery()));
    }
    await db.knex.raw("analyze records, sessions");
    return (performance.now() - started) / 1000;
  });
}

/**
 * Batch ingest (A's load, 8 agents) into this run's database, with search indexing and the
 * seeded records, against a scratch database of its own served with SEARCH_INDEX=off (the service
 * still computes each record's terms there: the figure is the index's cost).
 */
async function ingestWithAndWithoutIndexes(ctx: BenchContext) {
  const scratch = benchDatabase(process.env.DATABASE_URL || undefined);
  try {
    const bare = await startService(scratch, { env: { SEARCH_INDEX: "off" } });
    try {
      const bareOwner = await createOwner(bare, BATCH_AGENTS);
      const loads = {
        with: () =>
          batchLoad(
            ctx.service.url,
            ctx.owner.apiKey,
            BATCH_AGENTS.map((name) => ctx.owner.agents[name]!),
          ),
        without: () =>
          batchLoad(
            bare.url,
            bareOwner.apiKey,
            BATCH_AGENTS.map((name) => bareOwner.agents[name]!),
          ),
      };
      await warmUp(loads.with(), ctx.options.warmupMs);
      await warmUp(loads.without(), ctx.options.warmupMs);
      // Besides throughput, the CPU per record of the PostgreSQL backends serving each side, where
      // the indexes' upkeep is spent, and which the machine's other load disturbs far less.
      const rounds: { with: Round[]; without: Round[] } = { with: [], without: [] };
      const databaseCpu: { with: (number | undefined)[]; without: (number | undefined)[] } = { with: [], without: [] };
      const round = async (side: "with" | "without", application: string | undefined, pid: number) => {
        const [measured, cpu] = await withBackendCpu(ctx, application, () => measuredRound(loads[side](), ctx.options.roundMs, pid));
        rounds[side].push(measured);
        databaseCpu[side].push(cpu);
      };
      for (let i = 0; i < ctx.options.rounds; i++) {
        await round("with", ctx.db.applications?.service, ctx.service.pid);
        await round("without", scratch.applications?.service, bare.pid);
      }
      const summary = { with: summarizeRounds(rounds.with), without: summarizeRounds(rounds.without) };
      if (summary.with.errors + summary.without.errors > 0)
        throw new Error(`S: ingest requests failed: ${JSON.stringify([...rounds.with, ...rounds.without].map((r) => r.failures))}`);
      const records = (side: "with" | "without") => rounds[side].map((r) => r.requests * BATCH);
      const databaseMicros = {
        with: microsPerRecord(databaseCpu.with, records("with")),
        without: microsPerRecord(databaseCpu.without, records("without")),
      };
      return { ...summary, databaseMicros };
    } finally {
      await bare.stop();
    }
  } finally {
    await scratch.dispose();
  }
}

/** What computing a record's terms costs ingest, in µs of CPU per record (A's Thinking records, parsed beforehand). */
function termsMicrosPerRecord(): number {
  const source = thinkingRecords();
  const records = Array.from({ length: 20_000 }, () => JSON.parse(source.next()) as Parameters<typeof recordTerms>[0]);
  for (const record of records.slice(0, 2_000)) recordTerms(record); // warm-up
  const started = process.cpuUsage();
  for (const record of records) recordTerms(record);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / records.length;
}

export async function searchAndSessions(ctx: BenchContext): Promise<ScenarioResult> {
  const agentId = ctx.owner.agents[AGENTS.search]!;
  const total = ctx.options.searchRecords;
  const perOther = Math.ceil((total - AGENT_RECORDS) / OTHER_AGENTS);
  const base = `/v1/agents/${agentId}`;
  // Built per measurement: on PGlite, seeding restarts the service (on another port).
  const loadsNow = () => ({
    word: load(ctx, (i) => `${base}/records?q=w${(i * 37) % SEED_WORDS}&limit=50`),
    none: load(ctx, (i) => `${base}/records?q=nomatch${i % 1000}&limit=50`),
    common: load(ctx, () => `${base}/records?q=rebalance&limit=50`),
    sessions: load(ctx, () => `${base}/sessions?limit=50`),
  });
  type Loads = ReturnType<typeof loadsNow>;
  const check = async () => {
    const res = await fetch(`${ctx.service.url}${base}/records?q=w7&limit=50`, {
      headers: { authorization: `Bearer ${ctx.owner.apiKey}` },
    });
    const page = (await res.json()) as { records?: { prompt?: string }[] };
    const found = page.records ?? [];
    if (res.status !== 200 || found.length !== AGENT_RECORDS / SEED_WORDS || !found.every((record) => record.prompt?.endsWith(" w7")))
      throw new Error(`S: a search came back wrong: ${res.status} ${JSON.stringify(page).slice(0, 300)}`);
  };
  const measure = async () => {
    await check();
    const out: Record<keyof Loads, RoundsSummary> = {} as never;
    for (const [name, options] of Object.entries(loadsNow()) as [keyof Loads, Omit<LoadOptions, "durationMs">][]) {
      await warmUp(options, ctx.options.warmupMs);
      const rounds = [];
      for (let round = 0; round < (ctx.options.quick ? 1 : ROUNDS); round++)
        rounds.push(await measuredRound(options, ctx.options.roundMs / 2));
      out[name] = summarizeRounds(rounds);
      if (out[name].errors > 0) throw new Error(`S: ${out[name].errors} ${name} requests failed`);
    }
    return out;
  };
  const seedSeconds = [await seedAgents(ctx, [agentId], AGENT_RECORDS)];
  if (!(await ctx.withDatabase((db) => seededTermsMatch(db, agentId, 100))))
    throw new Error("S: seeded records' terms differ from what ingest computes");
  const small = await measure();
  seedSeconds.push(
    await seedAgents(
      ctx,
      Array.from({ length: OTHER_AGENTS }, (_, i) => `agt_bench_search_other_${i}`),
      perOther,
    ),
  );
  const large = await measure();
  const ingest = await ingestWithAndWithoutIndexes(ctx);
  const termsMicros = termsMicrosPerRecord();
  const all = AGENT_RECORDS + perOther * OTHER_AGENTS;
  const figure = (key: keyof Loads, label: string, target: number) => [
    {
      key: `S.${key}_p95`,
      label: `S p95 ${label}, ${count(all)} records in all`,
      unit: "ms" as const,
      service: large[key].p95Ms,
      target: { of: "service" as const, op: "<=" as const, value: target },
    },
    { key: `S.${key}_p99`, label: `S p99 ${label}, ${count(all)} records in all`, unit: "ms" as const, service: large[key].p99Ms },
    {
      key: `S.${key}_flat`,
      label: `S median ${label}: ${count(all)} vs ${count(AGENT_RECORDS)} records in all`,
      unit: "ms" as const,
      service: large[key].p50Ms,
      ceiling: { label: `with ${count(AGENT_RECORDS)}`, value: small[key].p50Ms },
      target: { of: "ratio" as const, op: "<=" as const, value: 1.3 },
    },
    {
      key: `S.${key}_flat_p95`,
      label: `S p95 ${label}: ${count(all)} vs ${count(AGENT_RECORDS)} records in all`,
      unit: "ms" as const,
      service: large[key].p95Ms,
      ceiling: { label: `with ${count(AGENT_RECORDS)}`, value: small[key].p95Ms },
    },
  ];
  return {
    id: "S",
    title: "Search and session list",
    figures: [
      ...figure("word", "search by a word", 150),
      ...figure("none", "search by a word no record holds", 50),
      ...figure("common", "search by a word in every record", 150),
      ...figure("sessions", "session list page", 50),
      {
        key: "S.ingest_with_search_indexes",
        label: `S batch ingest with search indexing (${count(all)} records stored), 8 clients × ${BATCH}-record batches`,
        unit: "records/s",
        service: ingest.with.perSecond * BATCH,
        ceiling: { label: "the same into a scratch database, SEARCH_INDEX=off", value: ingest.without.perSecond * BATCH },
        target: { of: "ratio", op: ">=", value: 0.9 },
      },
      {
        key: "S.ingest_database_cpu_per_record",
        label: "S CPU per record of the PostgreSQL backends, ingest with search indexing",
        unit: "µs",
        service: ingest.databaseMicros.with,
        ceiling: { label: "without them", value: ingest.databaseMicros.without },
      },
      {
        key: "S.ingest_service_cpu_per_record",
        label: "S CPU per record of the service process, ingest with search indexing",
        unit: "µs",
        service: ((ingest.with.serverCpuMsPerRequest ?? NaN) * 1000) / BATCH,
        ceiling: { label: "without them", value: ((ingest.without.serverCpuMsPerRequest ?? NaN) * 1000) / BATCH },
      },
      {
        key: "S.terms_cpu_per_record",
        label: "S CPU per record to compute its search terms (recordTerms, in both services above)",
        unit: "µs",
        service: termsMicros,
      },
    ],
    notes: [
      `S: the measured agent holds ${count(AGENT_RECORDS)} records; then ${OTHER_AGENTS} agents of ${count(perOther)} each are seeded ` +
        `(${seedSeconds.reduce((a, b) => a + b, 0).toFixed(1)} s, terms checked against recordTerms); flat is judged on the median, p95 shown beside it.`,
      `S: ingest alternates ${ctx.options.rounds} round(s) with search indexing and with SEARCH_INDEX=off; ` +
        "both services compute the terms, so the terms' CPU is in both.",
      ...(ctx.options.quick ? [`S: --quick seeds ${count(all)} records; the targets are for 1 M records on PostgreSQL.`] : []),
    ],
    data: { agentRecords: AGENT_RECORDS, otherAgents: OTHER_AGENTS, perOther, small, large, ingest, termsMicros },
  };
}
