// Shared by the HTTP scenarios: a warm-up, then measured rounds of one target, with the peak RSS
// and CPU time of the serving process.
import { runLoad, type LoadOptions, type LoadResult } from "../load/http-load.ts";
import { median } from "../load/stats.ts";
import { sampleUsage } from "../processes/proc-usage.ts";

export interface Round extends LoadResult {
  peakRssBytes?: number;
  /** CPU milliseconds the serving process spent per request. */
  serverCpuMsPerRequest?: number;
}

/** One measured round; with `pid`, the peak RSS of that process over it. */
export async function measuredRound(load: Omit<LoadOptions, "durationMs">, durationMs: number, pid?: number): Promise<Round> {
  const sampler = pid === undefined ? undefined : sampleUsage(pid);
  const result = await runLoad({ ...load, durationMs });
  const usage = sampler?.stop();
  return {
    ...result,
    peakRssBytes: usage?.peakRssBytes,
    serverCpuMsPerRequest: usage?.cpuSeconds === undefined ? undefined : (usage.cpuSeconds * 1000) / result.requests,
  };
}

/** One request at a time as the run's owner: GETs of `paths` in turn. */
export function getsInTurn(url: string, apiKey: string, paths: readonly string[]): Omit<LoadOptions, "durationMs"> {
  let next = 0;
  return {
    url,
    headers: { authorization: `Bearer ${apiKey}` },
    connections: 1,
    next: () => ({ method: "GET", path: paths[next++ % paths.length]! }),
    ok: (status) => status === 200,
  };
}

export async function warmUp(load: Omit<LoadOptions, "durationMs">, durationMs: number): Promise<void> {
  const result = await runLoad({ ...load, durationMs });
  if (result.errors > 0) throw new Error(`warm-up against ${load.url} failed: ${JSON.stringify(result.failures)}`);
}

export interface RoundsSummary {
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  generatorCores: number;
  peakRssBytes?: number;
  serverCpuMsPerRequest?: number;
  rounds: Round[];
}

/** Medians over rounds (throughput, p50, p95, p99), the errors summed and the RSS peak of all. */
export function summarizeRounds(rounds: Round[]): RoundsSummary {
  const peaks = rounds.flatMap((r) => (r.peakRssBytes === undefined ? [] : [r.peakRssBytes]));
  const cpu = rounds.flatMap((r) => (r.serverCpuMsPerRequest === undefined ? [] : [r.serverCpuMsPerRequest]));
  return {
    perSecond: median(rounds.map((r) => r.perSecond)),
    p50Ms: median(rounds.map((r) => r.latency.p50)),
    p95Ms: median(rounds.map((r) => r.latency.p95)),
    p99Ms: median(rounds.map((r) => r.latency.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    generatorCores: median(rounds.map((r) => r.generatorCores)),
    ...(peaks.length ? { peakRssBytes: Math.max(...peaks) } : {}),
    ...(cpu.length ? { serverCpuMsPerRequest: median(cpu) } : {}),
    rounds,
  };
}
