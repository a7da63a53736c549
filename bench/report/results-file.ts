// bench/results/<timestamp>.json and latest.json: the run's environment, the table's rows and
// every scenario's raw numbers, so runs can be compared later.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "../processes/child.ts";
import type { ScenarioResult } from "./result.ts";

const RESULTS_DIR = path.join(REPO_ROOT, "bench", "results");

function gitCommit(): string | undefined {
  try {
    // Read-only: names the commit the run measured.
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO_ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
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

/** Writes the run; returns the path of the timestamped file. */
export function writeResults(run: RunRecord): string {
  const document = {
    startedAt: run.startedAt.toISOString(),
    commit: gitCommit(),
    machine: { node: process.version, platform: `${os.platform()} ${os.release()}`, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1) },
    loadAverage: run.loadAverage,
    database: run.database,
    options: run.options,
    scenarios: run.scenarios,
    ...(run.profile ? { profile: run.profile } : {}),
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${run.startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  const text = `${JSON.stringify(document, null, 2)}\n`;
  fs.writeFileSync(file, text);
  fs.writeFileSync(path.join(RESULTS_DIR, "latest.json"), text);
  return file;
}
