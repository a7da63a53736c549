// bench/results/<timestamp>.json and latest.json: the run's environment, a summary of every figure
// under a stable key (the part to compare runs by; its schema is in docs/performance.md, "The
// results file") and every scenario's raw numbers.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "../processes/child.ts";
import { met, ratioOf, type ScenarioResult, type Target, type Unit } from "./result.ts";

export const RESULTS_DIR = path.join(REPO_ROOT, "bench", "results");
export const LATEST = path.join(RESULTS_DIR, "latest.json");
/** Bumped when the summary's shape changes, so a comparison never reads one shape as another. */
export const SCHEMA = "trace-ledger-bench/2";

function git(args: string[]): string | undefined {
  try {
    // Read-only: names the commit the run measured.
    return execFileSync("git", args, { cwd: REPO_ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

export interface SummaryEntry {
  label: string;
  unit: Unit;
  service: number | null;
  ceiling?: number;
  ceilingLabel?: string;
  ratio?: number | null;
  target?: Target;
  met?: boolean;
}

export interface RunRecord {
  startedAt: Date;
  /** 1-minute load average at the start and the end: above ~2 on this 2-core machine, something else was running. */
  loadAverage: { start: number; end: number };
  database: { kind: string; label: string; version?: string };
  options: object;
  scenarios: ScenarioResult[];
  profile?: object;
}

export interface ResultsDocument {
  schema: string;
  startedAt: string;
  commit?: string;
  /** Whether the working tree had uncommitted changes to tracked files. */
  dirty?: boolean;
  loadAverage: { start: number; end: number };
  database: { kind: string };
  summary: Record<string, SummaryEntry>;
}

const finite = (n: number | undefined) => (n === undefined ? undefined : Number.isFinite(n) ? n : null);

export function summarize(scenarios: readonly ScenarioResult[]): Record<string, SummaryEntry> {
  const summary: Record<string, SummaryEntry> = {};
  for (const figure of scenarios.flatMap((s) => s.figures)) {
    const verdict = met(figure);
    summary[figure.key] = {
      label: figure.label,
      unit: figure.unit,
      service: finite(figure.service)!,
      ...(figure.ceiling ? { ceiling: figure.ceiling.value, ceilingLabel: figure.ceiling.label, ratio: finite(ratioOf(figure)) } : {}),
      ...(figure.target ? { target: figure.target } : {}),
      ...(verdict === undefined ? {} : { met: verdict }),
    };
  }
  return summary;
}

/** The latest run on file, if it has this schema. */
export function readLatest(file = LATEST): ResultsDocument | undefined {
  try {
    const document = JSON.parse(fs.readFileSync(file, "utf8")) as ResultsDocument;
    return document.schema === SCHEMA ? document : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the run; returns the path of the timestamped file. */
export function writeResults(run: RunRecord): string {
  const document = {
    schema: SCHEMA,
    startedAt: run.startedAt.toISOString(),
    commit: git(["rev-parse", "--short", "HEAD"]),
    dirty: git(["status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/results"]) !== "",
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
    },
    loadAverage: run.loadAverage,
    database: run.database,
    options: run.options,
    summary: summarize(run.scenarios),
    notes: run.scenarios.flatMap((s) => s.notes),
    scenarios: run.scenarios,
    ...(run.profile ? { profile: run.profile } : {}),
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${run.startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  const text = `${JSON.stringify(document, null, 2)}\n`;
  fs.writeFileSync(file, text);
  fs.writeFileSync(LATEST, text);
  return file;
}
