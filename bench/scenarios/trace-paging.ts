// D. Trace paging: median latency of GET /v1/traces/{agent}?limit=100 deep in a trace of 10 k
// records and in one of 1 M (seeded in bulk), one request at a time; figure: large / small.
// And search in the same two agents (issue 36: the plan must not depend on the agent's size):
// a rare word (one record in SEED_WORDS), a word no record holds, a word every record holds.
import { AGENTS, type BenchContext } from "../context.ts";
import { SEED_WORDS, seedTrace, seededRecordId } from "../fixtures/seed-trace.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { TARGETS, count, type ScenarioResult } from "../report/result.ts";
import { measuredRound, summarizeRounds, warmUp, type Round, type RoundsSummary } from "./measure.ts";

const SMALL = 10_000;
const LIMIT = 100;
const CURSORS = 64;
const ALTERNATIONS = 6;

/** Cursors between 50% and 95% of the way from the newest record back to the oldest. */
function deepCursors(agentId: string, size: number): string[] {
  return Array.from({ length: CURSORS }, (_, k) => {
    const depth = 0.5 + (0.45 * k) / (CURSORS - 1);
    return seededRecordId(agentId, Math.floor((size - 1) * (1 - depth)) + LIMIT);
  });
}

/** Fails unless a deep page comes back whole, with a cursor to the next. */
async function checkPage(ctx: BenchContext, agentId: string, cursor: string, size: number): Promise<void> {
  const res = await fetch(`${ctx.service.url}/v1/traces/${agentId}?limit=${LIMIT}&before=${cursor}`, {
    headers: { authorization: `Bearer ${ctx.owner.apiKey}` },
  });
  const page = (await res.json()) as { records?: unknown[]; next_cursor?: string | null };
  if (res.status !== 200 || page.records?.length !== LIMIT || !page.next_cursor) {
    throw new Error(`D: a deep page of ${size} came back wrong: ${res.status} ${JSON.stringify(page).slice(0, 300)}`);
  }
}

/** One request at a time, cycling through deep cursors of the trace. */
function pageLoad(ctx: BenchContext, agentId: string, cursors: string[]): Omit<LoadOptions, "durationMs"> {
  let next = 0;
  return {
    url: ctx.service.url,
    headers: { authorization: `Bearer ${ctx.owner.apiKey}` },
    connections: 1,
    next: () => ({ method: "GET", path: `/v1/traces/${agentId}?limit=${LIMIT}&before=${cursors[next++ % cursors.length]}` }),
    ok: (status) => status === 200,
  };
}

const SEARCHES = {
  rare: (i: number) => `q=w${(i * 37) % SEED_WORDS}`,
  none: (i: number) => `q=nomatch${i % 1000}`,
  common: () => "q=rebalance",
} as const;
type SearchKind = keyof typeof SEARCHES;
const SEARCH_TARGET_MS = 50;

/** One search at a time in the agent's records, limit 50. */
function searchLoad(ctx: BenchContext, agentId: string, kind: SearchKind): Omit<LoadOptions, "durationMs"> {
  let next = 0;
  return {
    url: ctx.service.url,
    headers: { authorization: `Bearer ${ctx.owner.apiKey}` },
    connections: 1,
    next: () => ({ method: "GET", path: `/v1/agents/${agentId}/records?${SEARCHES[kind](next++)}&limit=50` }),
    ok: (status) => status === 200,
  };
}

export async function tracePaging(ctx: BenchContext): Promise<ScenarioResult> {
  const large = ctx.options.largeTrace;
  const small = { id: ctx.owner.agents[AGENTS.smallTrace]!, size: SMALL };
  const big = { id: ctx.owner.agents[AGENTS.largeTrace]!, size: large };
  const seedSeconds = await ctx.withDatabase(async (db) => ({
    small: await seedTrace(db, small.id, small.size),
    large: await seedTrace(db, big.id, big.size),
  }));
  // Short rounds alternating between the two traces, so drift on a busy machine hits both alike.
  const loads = [small, big].map((trace) => {
    const cursors = deepCursors(trace.id, trace.size);
    return { trace, cursors, load: pageLoad(ctx, trace.id, cursors) };
  });
  for (const { trace, cursors, load } of loads) {
    await checkPage(ctx, trace.id, cursors[0]!, trace.size);
    await warmUp(load, ctx.options.warmupMs);
  }
  const rounds: Round[][] = [[], []];
  const alternations = ctx.options.quick ? 4 : ALTERNATIONS; // --quick stays under a minute
  for (let round = 0; round < alternations; round++) {
    for (const [i, { load }] of loads.entries())
      rounds[i]!.push(await measuredRound(load, ctx.options.roundMs / (ctx.options.quick ? 4 : 2)));
  }
  const [smallResult, largeResult] = rounds.map(summarizeRounds) as [RoundsSummary, RoundsSummary];
  if (smallResult.errors + largeResult.errors > 0) throw new Error(`D: ${smallResult.errors + largeResult.errors} page requests failed`);
  const largeLabel = large >= 1_000_000 ? `${large / 1_000_000} M` : `${large / 1_000} k`;
  const searches = {} as Record<SearchKind, { small: RoundsSummary; large: RoundsSummary }>;
  for (const kind of Object.keys(SEARCHES) as SearchKind[]) {
    const sides = [small, big].map((trace) => searchLoad(ctx, trace.id, kind));
    for (const load of sides) await warmUp(load, ctx.options.warmupMs / 2);
    const measured: Round[][] = [[], []];
    for (let round = 0; round < alternations / 2; round++) {
      for (const [i, load] of sides.entries()) measured[i]!.push(await measuredRound(load, ctx.options.roundMs / 4));
    }
    const [smallSearch, largeSearch] = measured.map(summarizeRounds) as [RoundsSummary, RoundsSummary];
    if (smallSearch.errors + largeSearch.errors > 0) throw new Error(`D: ${kind} searches failed`);
    searches[kind] = { small: smallSearch, large: largeSearch };
  }
  const searchLabels: Record<SearchKind, string> = {
    rare: "a rare word (1 record in 1,000)",
    none: "a word no record holds",
    common: "a word every record holds",
  };
  const searchFigures = (Object.keys(SEARCHES) as SearchKind[]).flatMap((kind) => [
    {
      key: `D.search_${kind}_p95`,
      label: `D p95 search by ${searchLabels[kind]}, limit 50, in the ${largeLabel} trace`,
      unit: "ms" as const,
      service: searches[kind].large.p95Ms,
      target: { of: "service" as const, op: "<=" as const, value: SEARCH_TARGET_MS },
    },
    {
      key: `D.search_${kind}_flat`,
      label: `D median search by ${searchLabels[kind]}: ${largeLabel} vs 10 k trace`,
      unit: "ms" as const,
      service: searches[kind].large.p50Ms,
      ceiling: { label: "in a 10 k trace", value: searches[kind].small.p50Ms },
      target: { of: "ratio" as const, op: "<=" as const, value: 1.5 },
    },
  ]);
  return {
    id: "D",
    title: "Trace paging",
    figures: [
      {
        key: "D.trace_page",
        label: `D median page of ${LIMIT}, deep in a ${largeLabel} trace`,
        unit: "ms",
        service: largeResult.p50Ms,
        ceiling: { label: "in a 10 k trace", value: smallResult.p50Ms },
        target: TARGETS.pagingLargeVsSmall,
      },
      {
        key: "D.trace_page_p99",
        label: `D p99 page of ${LIMIT}, deep in a ${largeLabel} trace`,
        unit: "ms",
        service: largeResult.p99Ms,
        ceiling: { label: "in a 10 k trace", value: smallResult.p99Ms },
      },
      ...searchFigures,
    ],
    notes: [
      `D: seeded ${count(SMALL)} + ${count(large)} records in ${(seedSeconds.small + seedSeconds.large).toFixed(1)} s ` +
        `(${count(large / seedSeconds.large)} records/s); pages requested one at a time, cursors 50–95% deep, ` +
        `${alternations} rounds alternating between the traces (medians of the rounds' medians).`,
      ...(large < 1_000_000 ? [`D: the large trace is scaled to ${count(large)} records (--quick); the target is for 1 M.`] : []),
    ],
    data: {
      limit: LIMIT,
      small: { size: SMALL, seedSeconds: seedSeconds.small, ...smallResult },
      large: { size: large, seedSeconds: seedSeconds.large, ...largeResult },
      searches,
    },
  };
}
