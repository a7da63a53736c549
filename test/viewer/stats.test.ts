// The dashboards' readings of an address and an answer, without a browser (viewer/src/stats.ts;
// test/browser/viewer-dashboard.test.ts shows them in Chromium against the real API): the range a
// dashboard's address names, the bucket it falls back to when hours would be too many, and the
// sums and buckets it draws from the series.
import { describe, expect, it } from "vitest";
import { alignedValues, bucketStarts, byGroup, statsQuery, totals, type Stats, type StatsPoint } from "../../viewer/src/stats.ts";

const NOW = Date.UTC(2026, 10, 28, 12, 34, 56);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const route = (fields: Partial<Record<"range" | "from" | "to" | "bucket" | "group", string>>) => ({
  range: "",
  from: "",
  to: "",
  bucket: "",
  group: "",
  ...fields,
});
const point = (start_ms: number, fields: Partial<StatsPoint> = {}): StatsPoint => ({
  start_ms,
  records: 1,
  sessions: 1,
  tokens_in: 0,
  tokens_out: 0,
  cost_usd: 0,
  cost_usd_estimated: 0,
  duration_ms_p50: null,
  duration_ms_p95: null,
  tool_calls: 0,
  tool_failures: 0,
  scores: {},
  ...fields,
});

describe("the range an address names", () => {
  it("is the last 7 days by hour when it names none, and follows now", () => {
    expect(statsQuery(route({}), NOW)).toEqual({
      from: NOW - 7 * DAY,
      to: NOW,
      bucket: "hour",
      group: undefined,
      label: "last 7 days by hour",
      live: true,
    });
  });

  it("counts days beyond a week, and never asks for more than 2,000 hours", () => {
    expect(statsQuery(route({ range: "30d" }), NOW).bucket).toBe("day");
    expect(statsQuery(route({ range: "30d", bucket: "hour" }), NOW).bucket).toBe("hour");
    expect(statsQuery(route({ range: "90d", bucket: "hour" }), NOW).bucket).toBe("day");
    expect(statsQuery(route({ range: "24h", bucket: "day" }), NOW).bucket).toBe("day");
  });

  it("reads from/to as UTC days (to included) or instants, fixed in time; an unreadable one falls back to the preset", () => {
    const days = statsQuery(route({ from: "2026-11-01", to: "2026-11-02" }), NOW);
    expect([days.from, days.to, days.bucket, days.live]).toEqual([Date.UTC(2026, 10, 1), Date.UTC(2026, 10, 3), "hour", false]);
    expect(days.label).toBe("2026-11-01 00:00 → 2026-11-03 00:00 UTC by hour");
    const instants = statsQuery(route({ from: "2026-11-28T09:00:00.000Z", to: "2026-11-28T11:00:00.000Z", group: "model" }), NOW);
    expect([instants.from, instants.to, instants.group]).toEqual([Date.UTC(2026, 10, 28, 9), Date.UTC(2026, 10, 28, 11), "model"]);
    expect(statsQuery(route({ from: "yesterday", group: "colour" }), NOW)).toMatchObject({ from: NOW - 7 * DAY, group: undefined });
    expect(statsQuery(route({ from: "2026-11-28T20:00:00Z", to: "2026-11-28T10:00:00Z" }), NOW).from).toBe(NOW - 7 * DAY);
  });
});

describe("an answer, drawn", () => {
  const start = Date.UTC(2026, 10, 28, 9);
  const stats: Stats = {
    bucket: "hour",
    group_by: "model",
    from_ms: start,
    to_ms: start + 4 * HOUR,
    series: [
      point(start, { group: "a", records: 2, cost_usd: 0.5, duration_ms_p95: 900 }),
      point(start, { group: null, records: 5, cost_usd_estimated: 0.25 }),
      point(start + 2 * HOUR, { group: "a", records: 4, tool_calls: 3, tool_failures: 1, duration_ms_p95: 1200 }),
    ],
  };

  it("has every bucket of the range, and a value or the empty one for each", () => {
    expect(bucketStarts(stats)).toEqual([0, 1, 2, 3].map((i) => start + i * HOUR));
    const a = byGroup(stats).find((group) => group.group === "a")!.points;
    expect(alignedValues(bucketStarts(stats), a, (p) => p.records, 0)).toEqual([2, 0, 4, 0]);
    expect(alignedValues(bucketStarts(stats), a, (p) => p.duration_ms_p95, null)).toEqual([900, null, 1200, null]);
  });

  it("sums counts and costs (estimates apart), keeps the slowest p95, and puts the largest group first", () => {
    expect(totals(stats.series)).toEqual({
      records: 11,
      tokens_in: 0,
      tokens_out: 0,
      cost_usd: 0.5,
      cost_usd_estimated: 0.25,
      tool_calls: 3,
      tool_failures: 1,
      duration_ms_p95_max: 1200,
    });
    expect(byGroup(stats).map((group) => group.group)).toEqual(["a", null]);
    expect(totals([]).duration_ms_p95_max).toBeNull();
  });
});
