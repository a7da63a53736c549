// What a dashboard shows, read from the stats API (GET /v1/agents/{id}/stats, GET
// /v1/owners/me/stats): the range, bucket and grouping its address names, the answer's points laid
// on every bucket of the range (a bucket the answer leaves out holds no record), and the sums a
// person reads first. Estimated costs stay apart from reported ones everywhere (issue 37).
import type { Stats, StatsBucket as Bucket, StatsGroupBy as GroupBy, StatsPoint } from "../../generated/types/schema.ts";
import type { Route } from "./route.ts";

export type { Stats, StatsPoint };
export const GROUPS: readonly GroupBy[] = ["behavior", "model", "tool", "score"];

const BUCKET_MS: Record<Bucket, number> = { hour: 3_600_000, day: 86_400_000 };
const HOUR = BUCKET_MS.hour;
const DAY = BUCKET_MS.day;
/** The presets a person picks from; any other range is `from`/`to` in the address. */
export const RANGES: Record<string, { label: string; ms: number }> = {
  "24h": { label: "last 24 hours", ms: DAY },
  "7d": { label: "last 7 days", ms: 7 * DAY },
  "30d": { label: "last 30 days", ms: 30 * DAY },
  "90d": { label: "last 90 days", ms: 90 * DAY },
};
export const DEFAULT_RANGE = "7d";
/** The service answers at most 2,000 buckets: hours only up to 80 days. */
const MAX_HOURLY_MS = 2_000 * HOUR;

export interface StatsQuery {
  from: number;
  to: number;
  bucket: Bucket;
  group?: GroupBy;
  /** In words, for the page ("last 7 days by hour"). */
  label: string;
  /** A preset's end is now: the dashboard looks again as time passes. */
  live: boolean;
}

/** `2026-11-01` (a UTC day; as `to`, the whole day) or any ISO instant; undefined when unreadable. */
function instant(text: string, end: boolean): number | undefined {
  if (text === "") return undefined;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(ms)) return undefined;
  return end && /^\d{4}-\d{2}-\d{2}$/.test(text) ? ms + DAY : ms;
}

const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace("T", " ");

/** The query a dashboard's address asks (route.ts keeps range, from, to, bucket and group). */
export function statsQuery(route: Pick<Route, "range" | "from" | "to" | "bucket" | "group">, now: number): StatsQuery {
  const customFrom = instant(route.from, false);
  const customTo = instant(route.to, true);
  const custom = customFrom !== undefined && (customTo ?? now) > customFrom;
  const preset = RANGES[route.range] ?? RANGES[DEFAULT_RANGE]!;
  const to = custom ? (customTo ?? now) : now;
  const from = custom ? customFrom! : now - preset.ms;
  const fits = to - from <= MAX_HOURLY_MS;
  const bucket: Bucket =
    route.bucket === "hour" && fits ? "hour" : route.bucket === "day" || !fits ? "day" : to - from <= 7 * DAY ? "hour" : "day";
  const group = (GROUPS as readonly string[]).includes(route.group) ? (route.group as GroupBy) : undefined;
  const span = custom ? `${utc(from)} → ${utc(to)} UTC` : preset.label;
  return { from, to, bucket, group, label: `${span} by ${bucket}`, live: !custom || customTo === undefined };
}

/** The stats of an agent (or, without one, of the owner's agents: all, or `agentIds`, at most 100), or the service's words why not. */
export async function readStats(apiKey: string, agentId: string | null, query: StatsQuery, agentIds?: readonly string[]): Promise<Stats> {
  const params = new URLSearchParams({
    from: String(query.from),
    to: String(query.to),
    bucket: query.bucket,
    ...(query.group ? { group_by: query.group } : {}),
    ...(agentIds ? { agents: agentIds.join(",") } : {}),
  });
  const path = agentId === null ? "/v1/owners/me/stats" : `/v1/agents/${encodeURIComponent(agentId)}/stats`;
  const res = await fetch(`${location.origin}${path}?${params}`, { headers: { authorization: `Bearer ${apiKey}` } });
  const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!res.ok) throw new Error(body?.error ? `${body.error.message} (${body.error.code})` : `the stats answered ${res.status}`);
  return body as unknown as Stats;
}

/** Every bucket's start in the answered range, oldest first. */
export function bucketStarts(stats: Stats): number[] {
  const width = BUCKET_MS[stats.bucket];
  const starts: number[] = [];
  for (let at = stats.from_ms; at < stats.to_ms; at += width) starts.push(at);
  return starts;
}

export type Totals = Pick<
  StatsPoint,
  "records" | "tokens_in" | "tokens_out" | "cost_usd" | "cost_usd_estimated" | "tool_calls" | "tool_failures"
> & {
  /** The slowest bucket's p95 (percentiles do not add up across buckets). */
  duration_ms_p95_max: number | null;
};

const SUMMED = ["records", "tokens_in", "tokens_out", "cost_usd", "cost_usd_estimated", "tool_calls", "tool_failures"] as const;

export function totals(points: readonly StatsPoint[]): Totals {
  const sum = Object.fromEntries(SUMMED.map((name) => [name, points.reduce((total, point) => total + point[name], 0)])) as Omit<
    Totals,
    "duration_ms_p95_max"
  >;
  const p95s = points.map((point) => point.duration_ms_p95).filter((ms): ms is number => ms !== null);
  return { ...sum, duration_ms_p95_max: p95s.length ? Math.max(...p95s) : null };
}

/** The answer's points by group (one unnamed group without group_by), the groups with most records first. */
export function byGroup(stats: Stats): { group: string | null; points: StatsPoint[] }[] {
  const groups = new Map<string | null, StatsPoint[]>();
  for (const point of stats.series) {
    const key = point.group ?? null;
    const points = groups.get(key) ?? [];
    if (points.length === 0) groups.set(key, points);
    points.push(point);
  }
  const records = (points: StatsPoint[]) => points.reduce((total, point) => total + point.records, 0);
  return [...groups].map(([group, points]) => ({ group, points })).sort((a, b) => records(b.points) - records(a.points));
}

/** One value per bucket of the range: `read` of the bucket's point, `empty` where it has none. */
export function alignedValues(
  starts: readonly number[],
  points: readonly StatsPoint[],
  read: (point: StatsPoint) => number | null,
  empty: number | null,
): (number | null)[] {
  const at = new Map(points.map((point) => [point.start_ms, point]));
  return starts.map((start) => {
    const point = at.get(start);
    return point ? read(point) : empty;
  });
}

/** The score names the points carry, in order of first appearance. */
export const scoreNames = (points: readonly StatsPoint[]) => [...new Set(points.flatMap((point) => Object.keys(point.scores)))];
