// B. Single-record ingest at 50 connections through POST /v1/records, against two ceilings run as
// processes of their own: a bare Express JSON echo (the framework's limit) and a naive peer (parse,
// one INSERT per request); and, for reference, the same echo on bare node:http. Rounds go service,
// echo, naive, node echo, service, … so drift hits all alike.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AGENTS, type BenchContext } from "../context.ts";
import { thinkingRecords } from "../fixtures/records.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { startChild, type Child } from "../processes/child.ts";
import { TARGETS, count, mb, ratio, type ScenarioResult } from "../report/result.ts";
import { measuredRound, summarizeRounds, warmUp, type Round, type RoundsSummary } from "./measure.ts";

export const CONNECTIONS = 50;

/** Load of unique single records against `url` (the service or a ceiling), as the agent given. */
export function singleRecordLoad(url: string, apiKey: string, agentId: string): Omit<LoadOptions, "durationMs"> {
  const source = thinkingRecords();
  const path = `/v1/records?agent_id=${agentId}`;
  return {
    url,
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    connections: CONNECTIONS,
    next: () => ({ method: "POST", path, body: source.next() }),
    ok: (status) => status === 201,
  };
}

/** Warm-up, then `rounds` measured rounds of the service alone (the --profile run uses it). */
export async function measureService(ctx: BenchContext, rounds: number): Promise<RoundsSummary> {
  const load = singleRecordLoad(ctx.service.url, ctx.owner.apiKey, ctx.owner.agents[AGENTS.single]!);
  await warmUp(load, ctx.options.warmupMs);
  const measured: Round[] = [];
  for (let round = 0; round < rounds; round++) measured.push(await measuredRound(load, ctx.options.roundMs, ctx.service.pid));
  return summarizeRounds(measured);
}

interface Ceilings {
  echo: Child;
  naive: Child;
  nodeEcho: Child;
  cleanup(): Promise<void>;
}

async function startCeilings(ctx: BenchContext): Promise<Ceilings> {
  // On PGlite the naive peer needs a data dir of its own: the service holds the bench's.
  const naiveDir = ctx.db.kind === "pglite" ? fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-naive-")) : undefined;
  const started: Child[] = [];
  const cleanup = async () => {
    await Promise.all(started.map((child) => child.stop()));
    if (naiveDir) fs.rmSync(naiveDir, { recursive: true, force: true });
  };
  const start = async (script: string, label: string, env: Record<string, string> = {}) => {
    const child = await startChild({ script, label, readyPath: "/healthz", env });
    started.push(child);
    return child;
  };
  try {
    return {
      echo: await start("bench/ceilings/express-echo.ts", "the Express echo"),
      naive: await start("bench/ceilings/naive-peer.ts", "the naive peer", { ...ctx.db.env, ...(naiveDir ? { DATA_DIR: naiveDir } : {}) }),
      nodeEcho: await start("bench/ceilings/node-echo.ts", "the node:http echo"),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

const cpuMs = (summary: RoundsSummary) => summary.serverCpuMsPerRequest?.toFixed(3) ?? "n/a";

export async function singleIngest(ctx: BenchContext): Promise<ScenarioResult> {
  const { options, owner } = ctx;
  const ceilings = await startCeilings(ctx);
  try {
    const targets = [
      { name: "service", load: singleRecordLoad(ctx.service.url, owner.apiKey, owner.agents[AGENTS.single]!), pid: ctx.service.pid },
      { name: "echo", load: singleRecordLoad(ceilings.echo.url, owner.apiKey, "bench-echo"), pid: ceilings.echo.pid },
      { name: "naive peer", load: singleRecordLoad(ceilings.naive.url, owner.apiKey, "bench-naive-peer"), pid: ceilings.naive.pid },
      { name: "node:http echo", load: singleRecordLoad(ceilings.nodeEcho.url, owner.apiKey, "bench-node-echo"), pid: ceilings.nodeEcho.pid },
    ];
    const rounds: Round[][] = targets.map(() => []);
    for (const { load } of targets) await warmUp(load, options.warmupMs);
    for (let round = 0; round < options.rounds; round++) {
      for (const [i, { load, pid }] of targets.entries()) rounds[i]!.push(await measuredRound(load, options.roundMs, pid));
    }
    const summaries = rounds.map(summarizeRounds);
    const [service, echo, naive, nodeEcho] = summaries as [RoundsSummary, RoundsSummary, RoundsSummary, RoundsSummary];
    summaries.forEach((summary, i) => {
      if (summary.errors > 0) throw new Error(`B: ${summary.errors} requests to the ${targets[i]!.name} failed: ${JSON.stringify(summary.rounds.map((r) => r.failures))}`);
    });
    const vsEcho = service.perSecond / echo.perSecond;
    const vsNaive = service.perSecond / naive.perSecond;
    const vsNodeEcho = service.perSecond / nodeEcho.perSecond;
    const at = `${CONNECTIONS} connections`;
    return {
      id: "B",
      title: "Single-record ingest",
      rows: [
        { label: `B service: POST /v1/records, ${at}`, value: `${count(service.perSecond)} req/s`, p50Ms: service.p50Ms, p99Ms: service.p99Ms },
        { label: `B ceiling: bare Express 5 JSON echo`, value: `${count(echo.perSecond)} req/s`, p50Ms: echo.p50Ms, p99Ms: echo.p99Ms },
        { label: `B ceiling: naive peer (1 INSERT per request)`, value: `${count(naive.perSecond)} req/s`, p50Ms: naive.p50Ms, p99Ms: naive.p99Ms },
        { label: `B reference: bare node:http JSON echo`, value: `${count(nodeEcho.perSecond)} req/s`, p50Ms: nodeEcho.p50Ms, p99Ms: nodeEcho.p99Ms },
        { label: "B service / echo", value: ratio(vsEcho), figure: vsEcho, target: TARGETS.singleVsEcho },
        { label: "B service / naive peer", value: ratio(vsNaive), figure: vsNaive, target: TARGETS.singleVsNaive },
        // Issue 15's ceiling; a lower bound on the echo, so the ratio errs against the service.
        { label: "B service / node:http echo", value: ratio(vsNodeEcho), figure: vsNodeEcho, target: TARGETS.singleVsNodeEcho },
        { label: `B service p99 at ${at}`, value: `${service.p99Ms.toFixed(1)} ms`, figure: service.p99Ms, target: TARGETS.singleP99Ms },
        { label: "B peak RSS of the service", value: mb(service.peakRssBytes), figure: (service.peakRssBytes ?? NaN) / 2 ** 20, target: TARGETS.peakRssMb },
      ],
      notes: [
        `B: CPU per request, ms: service ${cpuMs(service)}, Express echo ${cpuMs(echo)}, naive peer ${cpuMs(naive)}, node:http echo ${cpuMs(nodeEcho)} ` +
          "(PostgreSQL's share not counted).",
        `B: the load generator used ${summaries.map((s) => s.generatorCores.toFixed(2)).join(" / ")} of the 2 cores against the service / ` +
          "Express echo / naive peer / node:http echo: it competes with what it measures, the echoes most.",
      ],
      data: { connections: CONNECTIONS, service, echo, naive, nodeEcho, vsEcho, vsNaive, vsNodeEcho },
    };
  } finally {
    await ceilings.cleanup();
  }
}
