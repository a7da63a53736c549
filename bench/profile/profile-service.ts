// Profiles the service under B's load: a fresh service with `--cpu-prof`, one warm-up and one
// measured round, then the profile V8 writes at exit, summarised over the load only (V8 profiles
// from process start, and start-up — module loading, tsx compiling — is not the hot path).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BenchContext } from "../context.ts";
import { measureService } from "../scenarios/single-ingest.ts";
import { monotonicMicros, summarizeProfile, type ProfileSummary } from "./summarize.ts";

export interface ServiceProfile {
  file: string;
  perSecond: number;
  summary: ProfileSummary;
}

export async function profileService(ctx: BenchContext): Promise<ServiceProfile> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-prof-"));
  await ctx.restart({ nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${dir}`] });
  const from = monotonicMicros();
  const measured = await measureService(ctx, 1);
  const to = monotonicMicros();
  await ctx.restart(); // the profiled process exits, and V8 writes its profile
  // One file per thread that ran JavaScript (tsx's loader has its own): the busiest is the main thread.
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")).map((f) => path.join(dir, f));
  if (files.length === 0) throw new Error(`no CPU profile was written to ${dir}`);
  const file = files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]!;
  return { file, perSecond: measured.perSecond, summary: summarizeProfile(file, { from, to }) };
}
