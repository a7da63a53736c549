// W. The group-commit trade-off: B's service load under other ingest settings (the window a
// submission may wait for company, and the number of transactions in flight), one service
// process per setting (see measureVariants).
import { configFromEnv } from "../../server/config.ts";
import { AGENTS, type BenchContext } from "../context.ts";
import { startService, type Service } from "../processes/service.ts";
import type { ScenarioResult } from "../report/result.ts";
import { measuredRound, summarizeRounds, warmUp, type Round, type RoundsSummary } from "./measure.ts";
import { CONNECTIONS, singleRecordLoad } from "./single-ingest.ts";

interface Variant {
  windowMs: number;
  concurrency: number;
}

// The service's own defaults (server/config.ts) on the bench's database, whatever they are when the bench runs.
function defaults(ctx: BenchContext): Variant {
  const { windowMs, concurrency } = configFromEnv(ctx.db.env).ingest;
  return { windowMs, concurrency };
}
const WINDOWS_MS = [0, 1, 2, 5];
const CONCURRENCIES = [1, 2, 4, 8];

/** The window sweep at the default concurrency, then the concurrency sweep at the default window. */
function variants(base: Variant): Variant[] {
  const list = WINDOWS_MS.map((windowMs) => ({ windowMs, concurrency: base.concurrency }));
  for (const concurrency of CONCURRENCIES) {
    if (!list.some((v) => v.windowMs === base.windowMs && v.concurrency === concurrency))
      list.push({ windowMs: base.windowMs, concurrency });
  }
  return list;
}

const env = (v: Variant) => ({ INGEST_WINDOW_MS: String(v.windowMs), INGEST_CONCURRENCY: String(v.concurrency) });

/**
 * On PostgreSQL all settings run side by side (idle ones cost nothing), so rounds alternate
 * between them and drift on a busy machine hits every setting alike. PGlite admits one process,
 * so there the service restarts under each setting in turn (and on its defaults at the end).
 */
async function measureVariants(ctx: BenchContext, list: Variant[], rounds: number): Promise<RoundsSummary[]> {
  const { options, owner } = ctx;
  const loadOf = (service: Service) => singleRecordLoad(service.url, owner.apiKey, owner.agents[AGENTS.single]!);
  if (ctx.db.kind === "pglite") {
    try {
      const summaries: RoundsSummary[] = [];
      for (const variant of list) {
        const service = await ctx.restart({ env: env(variant) });
        await warmUp(loadOf(service), options.warmupMs);
        const measured: Round[] = [];
        for (let round = 0; round < rounds; round++) measured.push(await measuredRound(loadOf(service), options.roundMs, service.pid));
        summaries.push(summarizeRounds(measured));
      }
      return summaries;
    } finally {
      await ctx.restart();
    }
  }
  const services: Service[] = [];
  try {
    for (const variant of list) services.push(await startService(ctx.db, { env: env(variant) }));
    const loads = services.map(loadOf);
    for (const load of loads) await warmUp(load, options.warmupMs);
    const measured: Round[][] = services.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, load] of loads.entries()) measured[i]!.push(await measuredRound(load, options.roundMs, services[i]!.pid));
    }
    return measured.map(summarizeRounds);
  } finally {
    await Promise.all(services.map((service) => service.stop()));
  }
}

export async function groupCommitTradeOff(ctx: BenchContext): Promise<ScenarioResult> {
  const base = defaults(ctx);
  const list = variants(base);
  const summaries = await measureVariants(ctx, list, ctx.options.quick ? 1 : 2);
  const measured = list.map((variant, i) => {
    const { perSecond, p50Ms, p99Ms, peakRssBytes, serverCpuMsPerRequest, errors } = summaries[i]!;
    if (errors > 0) throw new Error(`W: ${errors} requests failed under ${JSON.stringify(variant)}`);
    return { ...variant, perSecond, p50Ms, p99Ms, peakRssBytes, serverCpuMsPerRequest };
  });
  const reference = measured.find((m) => m.windowMs === base.windowMs && m.concurrency === base.concurrency)!;
  const defaultLabel = `the default (INGEST_WINDOW_MS=${base.windowMs} INGEST_CONCURRENCY=${base.concurrency})`;
  return {
    id: "W",
    title: "Group-commit trade-off",
    figures: measured
      .filter((m) => m !== reference)
      .flatMap((m) => {
        const setting = `INGEST_WINDOW_MS=${m.windowMs} INGEST_CONCURRENCY=${m.concurrency}`;
        const key = `W.window_${m.windowMs}_concurrency_${m.concurrency}`;
        return [
          {
            key,
            label: `W ${setting}`,
            unit: "req/s" as const,
            service: m.perSecond,
            ceiling: { label: defaultLabel, value: reference.perSecond },
          },
          {
            key: `${key}.p99`,
            label: `W ${setting} p99`,
            unit: "ms" as const,
            service: m.p99Ms,
            ceiling: { label: "the default's", value: reference.p99Ms },
          },
        ];
      }),
    notes: [
      `W: B's service load (${CONNECTIONS} connections, single records), ` +
        (ctx.db.kind === "pglite"
          ? "the service restarted under each setting in turn."
          : "one service per setting, rounds alternating between them."),
    ],
    data: { variants: measured },
  };
}
