// The one table the bench prints (also pasted into docs/performance.md): every figure of the
// service next to its ceiling from the same run, the ratio, and the target with its verdict, as a
// Markdown table so it reads the same in a terminal and a doc.
import { formatValue, met, ratio, ratioOf, type Figure, type Target } from "./result.ts";

const targetText = (t: Target | undefined, unit: string) =>
  t === undefined
    ? ""
    : `${t.of === "ratio" ? "ratio " : ""}${t.op === ">=" ? "≥" : "≤"} ${t.value.toLocaleString("en-US")}${t.of === "service" ? ` ${unit}` : ""}`;

function verdict(figure: Figure, judged: boolean): string {
  const ok = met(figure);
  if (figure.target === undefined) return "";
  if (ok === undefined) return "not measured";
  if (!judged) return ok ? "(met)" : "(missed)";
  return ok ? "met" : "**missed**";
}

/** `judged`: whether the targets apply (PostgreSQL mode); otherwise verdicts are in parentheses. */
export function formatTable(figures: readonly Figure[], judged: boolean): string {
  const header = ["figure", "service", "ceiling (same run)", "ratio", "target", "verdict"];
  const body = figures.map((f) => {
    const r = ratioOf(f);
    return [
      f.ceiling ? `${f.label} vs ${f.ceiling.label}` : f.label,
      formatValue(f.service, f.unit),
      f.ceiling ? formatValue(f.ceiling.value, f.unit) : "",
      r === undefined ? "" : ratio(r),
      targetText(f.target, f.unit),
      verdict(f, judged),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const numeric = (i: number) => i >= 1 && i <= 3;
  const line = (cells: string[]) => `| ${cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (numeric(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(header), rule, ...body.map(line)].join("\n");
}
