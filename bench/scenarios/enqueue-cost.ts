// Q. What background enqueue adds, on the caller's thread, to the local validation it runs first:
// TypeScript, Python and Go each run their micro-benchmark (bench/enqueue/README.md) over the
// same ~2 KB Thinking records, with and without a spool. CPU time of the caller's thread, so other
// load on the machine costs wall time, not these figures.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BenchContext } from "../context.ts";
import { thinkingRecord2k } from "../fixtures/records.ts";
import { REPO_ROOT } from "../processes/child.ts";
import { TARGETS, type Figure, type ScenarioResult } from "../report/result.ts";

interface EnqueueCost {
  validate_us: number;
  /** Median over blocks of (enqueue − validateRecord), µs per record. */
  enqueue_over_us: number;
  enqueue_spool_over_us: number;
  /** The same from the means, GC pauses and all. */
  enqueue_over_mean_us: number;
  enqueue_spool_over_mean_us: number;
  /** Python only: enqueue with its validation a no-op. */
  enqueue_without_validation_us?: number;
}

type Language = "ts" | "python" | "go";
const NAMES: Record<Language, string> = { ts: "TypeScript", python: "Python", go: "Go" };

/** The program of each language, or why it cannot run here. */
function command(language: Language): { cmd: string; args: string[]; cwd: string } | string {
  if (language === "ts") return { cmd: process.execPath, args: ["scripts/run-ts.mjs", "bench/enqueue/enqueue.ts"], cwd: REPO_ROOT };
  if (language === "python") {
    const python = path.join(REPO_ROOT, ".venv/bin/python");
    return fs.existsSync(python)
      ? { cmd: python, args: ["bench/enqueue/enqueue.py"], cwd: REPO_ROOT }
      : "no .venv (npm run test:python makes it)";
  }
  try {
    execFileSync("go", ["version"], { stdio: "ignore" });
  } catch {
    return "no go command";
  }
  return { cmd: "go", args: ["run", "./internal/enqueuebench"], cwd: path.join(REPO_ROOT, "go") };
}

export async function enqueueCost(ctx: BenchContext): Promise<ScenarioResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-bench-enqueue-"));
  const file = path.join(dir, "records.json");
  fs.writeFileSync(file, JSON.stringify(Array.from({ length: 16 }, thinkingRecord2k)));
  const bytes = Buffer.byteLength(JSON.stringify(thinkingRecord2k()));
  const figures: Figure[] = [];
  const notes: string[] = [];
  const data: Record<string, unknown> = { bytes };
  try {
    for (const language of ["ts", "python", "go"] as const) {
      const run = command(language);
      const records = 5_000 * (ctx.options.quick ? 1 : 4);
      if (typeof run === "string") {
        notes.push(`Q: ${NAMES[language]} skipped: ${run}.`);
        continue;
      }
      const out = execFileSync(run.cmd, [...run.args, file, String(records)], {
        cwd: run.cwd,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      });
      const cost = JSON.parse(out.trim().split("\n").at(-1)!) as EnqueueCost;
      data[language] = { records, ...cost };
      const target = language === "python" ? TARGETS.enqueueOverValidationPythonUs : TARGETS.enqueueOverValidationUs;
      figures.push(
        {
          key: `Q.${language}_enqueue`,
          label: `Q ${NAMES[language]} enqueue above validation, ${bytes}-byte record`,
          unit: "µs",
          service: cost.enqueue_over_us,
          target,
        },
        {
          key: `Q.${language}_enqueue_spool`,
          label: `Q ${NAMES[language]} enqueue with a spool, above validation`,
          unit: "µs",
          service: cost.enqueue_spool_over_us,
          target,
        },
      );
      notes.push(
        `Q: ${NAMES[language]}: validation ${cost.validate_us.toFixed(1)} µs; enqueue adds ${cost.enqueue_over_us.toFixed(1)} µs ` +
          `(${cost.enqueue_spool_over_us.toFixed(1)} with a spool) as the median over blocks, ${cost.enqueue_over_mean_us.toFixed(1)} ` +
          `(${cost.enqueue_spool_over_mean_us.toFixed(1)}) from the means` +
          (cost.enqueue_without_validation_us === undefined
            ? ""
            : `; enqueue with validation a no-op: ${cost.enqueue_without_validation_us.toFixed(1)} µs`) +
          `; ${records} records.`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  notes.push(
    "Q: CPU time of the caller's thread (TypeScript: the process's, V8's GC helpers included), the sender idle against an endpoint where nothing listens.",
  );
  return { id: "Q", title: "SDK enqueue cost", figures, notes, data };
}
