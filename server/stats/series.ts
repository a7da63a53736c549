// The stats answer's series, from the rollups of a range added up per bucket and group: the
// sums as they are, percentiles from the merged duration histograms, the estimated cost of the
// tokens that came without a reported one, priced now (so a new price table applies), and the
// score means, per bucket or (group_by=score) as a series per score name.
import type { StatsPoint } from "../../generated/types/schema.ts";
import { EXACT_BELOW_MS, GAMMA, type StatsRows } from "../store/stats.ts";
import type { ScoreMeanRow } from "../store/stats-scores.ts";
import type { PriceTable } from "./pricing.ts";

/**
 * A duration standing for its histogram key: the duration itself below EXACT_BELOW_MS; above,
 * the key's values (v/GAMMA, v] all lie within 1 % of 2v/(GAMMA + 1).
 */
function durationOfKey(key: number): number {
  if (key < EXACT_BELOW_MS) return key;
  return (2 * EXACT_BELOW_MS * GAMMA ** (key - EXACT_BELOW_MS)) / (GAMMA + 1);
}

/** The nearest-rank percentile (0 < p ≤ 1) of a histogram given as [key, count] sorted by key. */
export function percentile(histogram: readonly (readonly [number, number])[], p: number): number | null {
  const total = histogram.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [key, count] of histogram) {
    seen += count;
    if (seen >= rank) return durationOfKey(key);
  }
  return durationOfKey(histogram[histogram.length - 1]![0]);
}

/** The histograms of several agents' rows as one, [key, count] sorted by key. */
function merged(histograms: readonly Record<string, number>[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const histogram of histograms)
    for (const key in histogram) counts.set(Number(key), (counts.get(Number(key)) ?? 0) + histogram[key]!);
  return [...counts].sort((a, b) => a[0] - b[0]);
}

/** `grouped`: whether each point names its group ('' in the rollups is a record without one: null). */
export function statsSeries(rows: StatsRows, grouped: boolean, prices: PriceTable): StatsPoint[] {
  const id = (bucket: string, grp: string) => `${bucket}\u0000${grp}`;
  const estimated = new Map<string, number>();
  for (const row of rows.unpriced) {
    const cost = prices.estimate(row.provider, row.model, Number(row.bucket_ms), Number(row.tokens_in), Number(row.tokens_out));
    if (cost !== undefined) estimated.set(id(row.bucket_ms, row.grp), (estimated.get(id(row.bucket_ms, row.grp)) ?? 0) + cost);
  }
  return rows.totals.map((row) => {
    const histogram = merged(row.durations);
    return {
      start_ms: Number(row.bucket_ms),
      ...(grouped ? { group: row.grp === "" ? null : row.grp } : {}),
      records: Number(row.records),
      sessions: Number(row.sessions),
      tokens_in: Number(row.tokens_in),
      tokens_out: Number(row.tokens_out),
      cost_usd: Number(row.cost_usd),
      cost_usd_estimated: estimated.get(id(row.bucket_ms, row.grp)) ?? 0,
      duration_ms_p50: percentile(histogram, 0.5),
      duration_ms_p95: percentile(histogram, 0.95),
      tool_calls: Number(row.tool_calls),
      tool_failures: Number(row.tool_failures),
      scores: {},
    };
  });
}

/** A bucket's point that holds no record (only score means). */
const noRecords = (start_ms: number): StatsPoint => ({
  start_ms,
  records: 0,
  sessions: 0,
  tokens_in: 0,
  tokens_out: 0,
  cost_usd: 0,
  cost_usd_estimated: 0,
  duration_ms_p50: null,
  duration_ms_p95: null,
  tool_calls: 0,
  tool_failures: 0,
  scores: {},
});

/** The points of an answer without group_by, each with its bucket's score means; a bucket with scores and no record gets a point of its own. */
export function withScoreMeans(points: readonly StatsPoint[], means: readonly ScoreMeanRow[]): StatsPoint[] {
  const byStart = new Map(points.map((point) => [point.start_ms, { ...point, scores: { ...point.scores } }]));
  for (const row of means) {
    const start = Number(row.bucket_ms);
    if (!byStart.has(start)) byStart.set(start, noRecords(start));
    byStart.get(start)!.scores[row.name] = Number(row.mean);
  }
  return [...byStart.values()].sort((a, b) => a.start_ms - b.start_ms);
}

/** group_by=score: a point per bucket and score name, its `scores` that name's mean; records are not split by score, so its record fields are 0. */
export const scoreSeries = (means: readonly ScoreMeanRow[]): StatsPoint[] =>
  means.map((row) => ({ ...noRecords(Number(row.bucket_ms)), group: row.name, scores: { [row.name]: Number(row.mean) } }));
