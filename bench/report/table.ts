// The one table the bench prints (also pasted into docs/performance.md): every measurement and
// every figure with its target, as a Markdown table so it reads the same in a terminal and a doc.
import { met, type Row, type Target } from "./result.ts";

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "" : value.toFixed(1));
const targetText = (t: Target | undefined) =>
  t === undefined ? "" : `${t.op === ">=" ? "≥" : "≤"} ${t.value.toLocaleString("en-US")}${t.unit ? ` ${t.unit}` : ""}`;

function verdict(row: Row, judged: boolean): string {
  if (row.target === undefined || row.figure === undefined) return "";
  if (Number.isNaN(row.figure)) return "not measured";
  if (!judged) return met(row.figure, row.target) ? "(met)" : "(missed)";
  return met(row.figure, row.target) ? "met" : "**missed**";
}

/** `judged`: whether the targets apply (PostgreSQL mode); otherwise verdicts are in parentheses. */
export function formatTable(rows: readonly Row[], judged: boolean): string {
  const header = ["measure", "value", "p50 ms", "p99 ms", "target", "verdict"];
  const body = rows.map((r) => [r.label, r.value, ms(r.p50Ms), ms(r.p99Ms), targetText(r.target), verdict(r, judged)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 1 && i <= 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (i >= 1 && i <= 3 ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(header), rule, ...body.map(line)].join("\n");
}
