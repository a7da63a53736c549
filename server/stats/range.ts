// The range a stats request covers: bucket boundaries in UTC, validated and bounded.
import { invalid } from "../api/errors.ts";

export type Bucket = "hour" | "day";

export const BUCKET_MS: Record<Bucket, number> = { hour: 3_600_000, day: 86_400_000 };

/** The most buckets one answer covers: bounds its time and memory whatever the range asked. */
const MAX_BUCKETS = 2_000;

// Without `from`, the last day of hours or the last 30 days.
const DEFAULT_SPAN: Record<Bucket, number> = { hour: 24, day: 30 };

export interface StatsRange {
  bucket: Bucket;
  fromMs: number;
  toMs: number;
}

/**
 * `from` rounded down and `to` rounded up to the bucket's boundaries, so that every bucket
 * answered is whole and its sums are those of exactly the records in [fromMs, toMs).
 */
export function statsRange(bucket: Bucket, from: number | undefined, to: number | undefined, now: number): StatsRange {
  const width = BUCKET_MS[bucket];
  const toMs = Math.ceil((to ?? now) / width) * width;
  const fromMs = from === undefined ? Math.max(0, toMs - DEFAULT_SPAN[bucket] * width) : Math.floor(from / width) * width;
  if (from !== undefined && to !== undefined && from >= to) throw invalid("/to", "must be later than from");
  if (to === undefined && fromMs >= toMs) throw invalid("/from", "must be earlier than to (default: now)");
  if ((toMs - fromMs) / width > MAX_BUCKETS) {
    throw invalid(
      "/from",
      `the range holds more than ${MAX_BUCKETS} ${bucket}s; narrow it${bucket === "hour" ? " or use bucket=day" : ""}`,
    );
  }
  return { bucket, fromMs, toMs };
}
