// Latency summary of one measured run.
export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles over milliseconds (the array is sorted in place). */
export function summarize(latenciesMs: number[]): LatencySummary {
  const sorted = latenciesMs.sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return { count: 0, p50: NaN, p90: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN };
  const at = (q: number) => sorted[Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1))]!;
  const sum = sorted.reduce((s, v) => s + v, 0);
  return { count: n, p50: at(0.5), p90: at(0.9), p95: at(0.95), p99: at(0.99), max: sorted[n - 1]!, mean: sum / n };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
