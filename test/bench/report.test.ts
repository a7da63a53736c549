// The bench's report: verdicts judge the ratio or the service's own figure as the target says,
// the results file's summary carries every figure under its key, and a comparison of two runs
// lines up figures by key.
import { describe, expect, it } from "vitest";
import { compareRuns } from "../../bench/report/compare-runs.ts";
import { met, type Figure, type ScenarioResult } from "../../bench/report/result.ts";
import { SCHEMA, summarize, type ResultsDocument } from "../../bench/report/results-file.ts";
import { formatTable } from "../../bench/report/table.ts";

const batch = (service: number, ceiling: number): Figure => ({
  key: "A.batch_ingest",
  label: "A batch ingest",
  unit: "records/s",
  service,
  ceiling: { label: "raw INSERT", value: ceiling },
  target: { of: "ratio", op: ">=", value: 1 },
});
const p99 = (service: number): Figure => ({
  key: "B.p99",
  label: "B p99",
  unit: "ms",
  service,
  ceiling: { label: "node:http echo", value: 5 },
  target: { of: "service", op: "<=", value: 50 },
});
const scenario = (figures: Figure[]): ScenarioResult => ({ id: "A", title: "t", figures, notes: [], data: {} });
const document = (figures: Figure[], commit: string): ResultsDocument => ({
  schema: SCHEMA,
  startedAt: "2026-11-24T00:00:00.000Z",
  commit,
  loadAverage: { start: 1, end: 1 },
  database: { kind: "postgres" },
  summary: summarize([scenario(figures)]),
});

describe("bench report", () => {
  it("judges a ratio target on service / ceiling and a service target on the service's figure", () => {
    expect(met(batch(20_000, 20_000))).toBe(true);
    expect(met(batch(19_000, 20_000))).toBe(false);
    // 40 ms is 8 × the echo's p99, but the target is on the service's own figure.
    expect(met(p99(40))).toBe(true);
    expect(met(p99(60))).toBe(false);
    expect(met(p99(NaN))).toBeUndefined();
  });

  it("summarizes every figure under its key with ceiling, ratio, target and verdict", () => {
    const summary = summarize([scenario([batch(15_000, 20_000), p99(60)])]);
    expect(summary["A.batch_ingest"]).toEqual({
      label: "A batch ingest",
      unit: "records/s",
      service: 15_000,
      ceiling: 20_000,
      ceilingLabel: "raw INSERT",
      ratio: 0.75,
      target: { of: "ratio", op: ">=", value: 1 },
      met: false,
    });
    expect(summary["B.p99"]).toMatchObject({ service: 60, ratio: 12, met: false });
  });

  it("prints each figure next to its ceiling and the ratio", () => {
    const table = formatTable([batch(15_000, 20_000)], true);
    expect(table).toMatch(
      /\| A batch ingest vs raw INSERT\s+\|\s+15,000 records\/s \|\s+20,000 records\/s \|\s+0\.75 \| ratio ≥ 1\s+\| \*\*missed\*\* \|/,
    );
  });

  it("compares two runs figure by figure, by ratio where there is a ceiling", () => {
    const text = compareRuns(document([batch(15_000, 20_000)], "aaa"), document([batch(24_000, 20_000), p99(30)], "bbb"));
    expect(text).toContain("aaa");
    expect(text).toMatch(/\| A\.batch_ingest \| ratio\s+\| 0\.75\s+\| 1\.20\s+\| \+60 %\s+\|/);
    expect(text).not.toContain("B.p99"); // not in the run before
  });
});
