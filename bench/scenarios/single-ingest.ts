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
import { cpuBudgetNote } from "../report/budget.ts";
import { TARGETS, toMb, type Figure, type ScenarioResult } from "../report/result.ts";
import { microsPerRecord, withBackendCpu } from "./batch-ingest.ts";
import { measuredRound, summarizeRounds, warmUp, type Round, type RoundsSummary } from "./measure.ts";

export const CONNECTIONS = 50;

/** Load of unique single records against `url` (the service or a ceiling), as the agents given in turn. */
export function singleRecordLoad(url: string, apiKey: string, ...agentIds: string[]): Omit<LoadOptions, "durationMs"> {
  const source = thinkingRecords();
  const paths = agentIds.map((agentId) => `/v1/records?agent_id=${agentId}`);
  let next = 0;
  return {
    url,
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    connections: CONNECTIONS,
    next: () => ({ method: "POST", path: paths[next++ % paths.length]!, body: source.next() }),
    ok: (status) => status === 201,
  };
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
      // The service's PostgreSQL backends are measured too (application: their connections' name).
      {
        name: "service",
        load: singleRecordLoad(ctx.service.url, owner.apiKey, owner.agents[AGENTS.single]!),
        pid: ctx.service.pid,
        application: ctx.db.applications?.service,
      },
      { name: "echo", load: singleRecordLoad(ceilings.echo.url, owner.apiKey, "bench-echo"), pid: ceilings.echo.pid },
      { name: "naive peer", load: singleRecordLoad(ceilings.naive.url, owner.apiKey, "bench-naive-peer"), pid: ceilings.naive.pid },
      {
        name: "node:http echo",
        load: singleRecordLoad(ceilings.nodeEcho.url, owner.apiKey, "bench-node-echo"),
        pid: ceilings.nodeEcho.pid,
      },
    ];
    const rounds: Round[][] = targets.map(() => []);
    const dbCpu: (number | undefined)[][] = targets.map(() => []);
    for (const { load } of targets) await warmUp(load, options.warmupMs);
    for (let round = 0; round < options.rounds; round++) {
      for (const [i, { load, pid, application }] of targets.entries()) {
        const [measured, seconds] = await withBackendCpu(ctx, application, () => measuredRound(load, options.roundMs, pid));
        rounds[i]!.push(measured);
        dbCpu[i]!.push(seconds);
      }
    }
    const summaries = rounds.map(summarizeRounds);
    const [service, echo, naive, nodeEcho] = summaries as [RoundsSummary, RoundsSummary, RoundsSummary, RoundsSummary];
    summaries.forEach((summary, i) => {
      if (summary.errors > 0)
        throw new Error(
          `B: ${summary.errors} requests to the ${targets[i]!.name} failed: ${JSON.stringify(summary.rounds.map((r) => r.failures))}`,
        );
    });
    const at = `${CONNECTIONS} connections`;
    const cpuMicros = (summary: RoundsSummary) => (summary.serverCpuMsPerRequest ?? NaN) * 1000;
    const label = `B single-record ingest, POST /v1/records, ${at}`;
    // Issue 15's ceiling; the generator cannot saturate the echo, so the ratio errs against the service.
    const vsNodeEcho: Figure = {
      key: "B.single_ingest",
      label,
      unit: "req/s",
      service: service.perSecond,
      ceiling: { label: "bare node:http JSON echo", value: nodeEcho.perSecond },
      target: TARGETS.singleVsNodeEcho,
    };
    const databaseCpu = microsPerRecord(
      dbCpu[0]!,
      service.rounds.map((r) => r.requests),
    );
    return {
      id: "B",
      title: "Single-record ingest",
      figures: [
        vsNodeEcho,
        {
          key: "B.single_vs_express_echo",
          label,
          unit: "req/s",
          service: service.perSecond,
          ceiling: { label: "bare Express 5 JSON echo", value: echo.perSecond },
          target: TARGETS.singleVsEcho,
        },
        {
          key: "B.single_vs_naive_peer",
          label,
          unit: "req/s",
          service: service.perSecond,
          ceiling: { label: "naive peer (Express + pg, 1 INSERT per request)", value: naive.perSecond },
          target: TARGETS.singleVsNaive,
        },
        {
          key: "B.p99",
          label: `B p99 at ${at}`,
          unit: "ms",
          service: service.p99Ms,
          ceiling: { label: "node:http echo", value: nodeEcho.p99Ms },
          target: TARGETS.singleP99Ms,
        },
        {
          key: "B.p50",
          label: `B p50 at ${at}`,
          unit: "ms",
          service: service.p50Ms,
          ceiling: { label: "node:http echo", value: nodeEcho.p50Ms },
        },
        {
          key: "B.process_cpu_per_request",
          label: "B CPU per request, service process",
          unit: "µs",
          service: cpuMicros(service),
          ceiling: { label: "node:http echo", value: cpuMicros(nodeEcho) },
        },
        {
          key: "B.database_cpu_per_request",
          label: "B CPU per request, PostgreSQL backends of the service",
          unit: "µs",
          service: databaseCpu,
        },
        {
          key: "B.peak_rss",
          label: `B peak RSS of the service at ${at}`,
          unit: "MB",
          service: toMb(service.peakRssBytes),
          target: TARGETS.peakRssMb,
        },
      ],
      notes: [
        `B: CPU per request, ms: service ${cpuMs(service)}, Express echo ${cpuMs(echo)}, naive peer ${cpuMs(naive)}, node:http echo ${cpuMs(nodeEcho)} ` +
          "(PostgreSQL's share not counted).",
        `B: the load generator used ${summaries.map((s) => s.generatorCores.toFixed(2)).join(" / ")} of the cores against the service / ` +
          "Express echo / naive peer / node:http echo: it competes with what it measures, the echoes most.",
        ...cpuBudgetNote("B", vsNodeEcho, "request", { service: cpuMicros(service), database: databaseCpu }),
      ],
      data: { connections: CONNECTIONS, service, echo, naive, nodeEcho },
    };
  } finally {
    await ceilings.cleanup();
  }
}
