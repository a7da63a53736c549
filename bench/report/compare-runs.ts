// Run-to-run comparison from two results files' summaries: for every figure both runs have, the
// ratio to its ceiling (or the service's own figure where there is no ceiling) before and now.
// Ratios are what survives a change of machine load; absolute figures are shown only without one.
import { formatValue, ratio } from "./result.ts";
import type { ResultsDocument, SummaryEntry } from "./results-file.ts";

const judged = (entry: SummaryEntry) => (entry.ratio !== undefined ? entry.ratio : entry.service);
const shown = (entry: SummaryEntry, value: number | null | undefined) =>
  value === null || value === undefined ? "n/a" : entry.ratio !== undefined ? ratio(value) : formatValue(value, entry.unit);

export function compareRuns(before: ResultsDocument, now: ResultsDocument): string {
  const header = ["figure", "compared", "before", "now", "change"];
  const rows: string[][] = [];
  for (const [key, entry] of Object.entries(now.summary)) {
    const old = before.summary[key];
    if (!old) continue;
    const [a, b] = [judged(old), judged(entry)];
    const change = a && b ? `${b >= a ? "+" : ""}${(((b - a) / a) * 100).toFixed(0)} %` : "";
    rows.push([key, entry.ratio !== undefined ? "ratio" : entry.unit, shown(old, a), shown(entry, b), change]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  const describe = (d: ResultsDocument) =>
    `${d.commit ?? "?"}${d.dirty ? "+changes" : ""} at ${d.startedAt} (load ${d.loadAverage.start.toFixed(1)} → ${d.loadAverage.end.toFixed(1)})`;
  return [
    `Compared with the run before: ${describe(before)}; now: ${describe(now)}`,
    line(header),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...rows.map(line),
  ].join("\n");
}
