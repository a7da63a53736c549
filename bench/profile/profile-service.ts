// Profiles the service under A's, B's or T's load: a fresh service with `--cpu-prof`, one warm-up and
// one measured round, then the profile V8 writes at exit, summarised over the load only (V8
// profiles from process start, and start-up — module loading — is not the hot path).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AGENTS, BATCH_AGENTS, type BenchContext } from "../context.ts";
import { batchLoad } from "../scenarios/batch-ingest.ts";
import { measuredRound, warmUp } from "../scenarios/measure.ts";
import { singleRecordLoad } from "../scenarios/single-ingest.ts";
import { textLoad } from "../scenarios/text-ingest.ts";
import { proseRecords } from "../fixtures/prose.ts";
import { createOwner } from "../processes/service.ts";
import { monotonicMicros, summarizeProfile, type ProfileSummary } from "./summarize.ts";

export interface ServiceProfile {
  load: ProfiledLoad;
  file: string;
  perSecond: number;
  /** CPU milliseconds of the service per request over the profiled round. */
  serverCpuMsPerRequest?: number;
  summary: ProfileSummary;
}

export type ProfiledLoad = "A" | "B" | "T";

export async function profileService(ctx: BenchContext, load: ProfiledLoad): Promise<ServiceProfile> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-prof-"));
  const service = await ctx.restart({ nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${dir}`], sources: true });
  const { apiKey, agents } = ctx.owner;
  const options =
    load === "A"
      ? batchLoad(
          service.url,
          apiKey,
          BATCH_AGENTS.map((name) => agents[name]!),
        )
      : load === "B"
        ? singleRecordLoad(service.url, apiKey, agents[AGENTS.single]!)
        : await textLoadOf(service);
  await warmUp(options, ctx.options.warmupMs);
  const from = monotonicMicros();
  const measured = await measuredRound(options, ctx.options.roundMs, service.pid);
  const to = monotonicMicros();
  await ctx.restart(); // the profiled process exits, and V8 writes its profile
  // One file per thread that ran JavaScript: the busiest is the main thread.
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => path.join(dir, f));
  if (files.length === 0) throw new Error(`no CPU profile was written to ${dir}`);
  const file = files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]!;
  return {
    load,
    file,
    perSecond: measured.perSecond,
    serverCpuMsPerRequest: measured.serverCpuMsPerRequest,
    summary: summarizeProfile(file, { from, to }),
  };
}

// T's load as an agent of its own (T's agent was made by T, which need not have run).
async function textLoadOf(service: Parameters<typeof createOwner>[0]) {
  const owner = await createOwner(service, ["bench-text-profile"]);
  return textLoad(service.url, owner.apiKey, owner.agents["bench-text-profile"]!, proseRecords(5));
}
