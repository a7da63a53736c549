// A. Batch ingest: clients submitting 50-record batches of unique records through
// POST /v1/records:batch as 8 agents, against a bare script writing the same rows for as many
// agents straight to the database at the same concurrency (and, for reference, the service with
// all clients writing as one agent, whose transactions its log's lock serialises). Rounds alternate service and ceiling, so drift on a noisy machine
// hits both alike. Besides throughput: CPU per record of each side's process and of the
// PostgreSQL backends serving it, which stay meaningful when the machine is shared.
import { rawInsert, type RawInsertResult } from "../ceilings/raw-insert.ts";
import { AGENTS, BATCH_AGENTS, type BenchContext } from "../context.ts";
import { batchBody, thinkingRecords } from "../fixtures/records.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { median } from "../load/stats.ts";
import { sampleBackends } from "../processes/pg-backends.ts";
import { cpuBudgetNote } from "../report/budget.ts";
import { TARGETS, toMb, type Figure, type ScenarioResult } from "../report/result.ts";
import { measuredRound, summarizeRounds, warmUp, type Round } from "./measure.ts";

const CLIENTS = 8;
export const BATCH = 50;

async function checkOneBatch(ctx: BenchContext, path: string): Promise<void> {
  const res = await fetch(ctx.service.url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${ctx.owner.apiKey}`, "content-type": "application/json" },
    body: batchBody(thinkingRecords(), BATCH),
  });
  const body = (await res.json()) as { results?: { is_duplicate?: boolean }[] };
  const stored = body.results?.filter((r) => r.is_duplicate === false).length;
  if (res.status !== 200 || stored !== BATCH)
    throw new Error(`A: a batch was not stored whole: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
}

/** Load of unique 50-record batches against the service at `url`, as the agents given in turn. */
export function batchLoad(url: string, apiKey: string, agentIds: readonly string[]): Omit<LoadOptions, "durationMs"> {
  const source = thinkingRecords();
  const paths = agentIds.map((agentId) => `/v1/records:batch?agent_id=${agentId}`);
  let next = 0;
  return {
    url,
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    connections: CLIENTS,
    next: () => ({ method: "POST", path: paths[next++ % paths.length]!, body: batchBody(source, BATCH) }),
    ok: (status) => status === 200,
  };
}

/** Runs `fn` while sampling the CPU of the PostgreSQL backends named `application` (PostgreSQL only). */
export async function withBackendCpu<T>(
  ctx: BenchContext,
  application: string | undefined,
  fn: () => Promise<T>,
): Promise<[T, number | undefined]> {
  if (ctx.db.kind !== "postgres" || !application) return [await fn(), undefined];
  const sampler = await ctx.withDatabase((db) => sampleBackends(db, application));
  const result = await fn();
  return [result, await sampler.stop()];
}

export const microsPerRecord = (seconds: (number | undefined)[], records: number[]) => {
  const known = seconds.flatMap((s, i) => (s === undefined ? [] : [(s * 1e6) / records[i]!]));
  return known.length ? median(known) : NaN;
};

export async function batchIngest(ctx: BenchContext): Promise<ScenarioResult> {
  const { options } = ctx;
  const agentIds = BATCH_AGENTS.map((name) => ctx.owner.agents[name]!);
  const oneAgent = [ctx.owner.agents[AGENTS.batch]!];
  await checkOneBatch(ctx, `/v1/records:batch?agent_id=${agentIds[0]}`);
  const source = thinkingRecords();
  const load = () => batchLoad(ctx.service.url, ctx.owner.apiKey, agentIds);
  const ceiling = { agentIds: BATCH_AGENTS.map((name) => `ceiling-${name}`), batchSize: BATCH, concurrency: CLIENTS };
  const apps = ctx.db.applications;

  const serviceRounds: Round[] = [];
  const ceilingRounds: RawInsertResult[] = [];
  const serviceDbCpu: (number | undefined)[] = [];
  const ceilingDbCpu: (number | undefined)[] = [];
  await warmUp(load(), options.warmupMs);
  const oneAgentRounds: Round[] = [];
  const serviceRound = async () => {
    const [round, dbCpu] = await withBackendCpu(ctx, apps?.service, () => measuredRound(load(), options.roundMs, ctx.service.pid));
    serviceRounds.push(round);
    serviceDbCpu.push(dbCpu);
    oneAgentRounds.push(await measuredRound(batchLoad(ctx.service.url, ctx.owner.apiKey, oneAgent), options.roundMs / 2));
  };
  if (ctx.db.kind === "postgres") {
    await ctx.withDatabase((db) => rawInsert(db, source, { ...ceiling, durationMs: options.warmupMs }));
    for (let round = 0; round < options.rounds; round++) {
      await serviceRound();
      const [result, dbCpu] = await withBackendCpu(ctx, apps?.bench, () =>
        ctx.withDatabase((db) => rawInsert(db, source, { ...ceiling, durationMs: options.roundMs })),
      );
      ceilingRounds.push(result);
      ceilingDbCpu.push(dbCpu);
    }
  } else {
    // PGlite: the ceiling needs the data dir, so the service stops once for all ceiling rounds.
    for (let round = 0; round < options.rounds; round++) await serviceRound();
    await ctx.withDatabase(async (db) => {
      await rawInsert(db, source, { ...ceiling, durationMs: options.warmupMs });
      for (let round = 0; round < options.rounds; round++)
        ceilingRounds.push(await rawInsert(db, source, { ...ceiling, durationMs: options.roundMs }));
    });
  }

  const service = summarizeRounds(serviceRounds);
  if (service.errors > 0) throw new Error(`A: ${service.errors} requests failed: ${JSON.stringify(serviceRounds.map((r) => r.failures))}`);
  const servicePerSecond = service.perSecond * BATCH;
  const oneAgentPerSecond = summarizeRounds(oneAgentRounds).perSecond * BATCH;
  const ceilingPerSecond = median(ceilingRounds.map((r) => r.rowsPerSecond));
  const serviceRecords = serviceRounds.map((r) => r.requests * BATCH);
  const ceilingRecords = ceilingRounds.map((r) => r.rows);
  const processCpu = {
    service: ((service.serverCpuMsPerRequest ?? NaN) * 1000) / BATCH,
    ceiling: microsPerRecord(
      ceilingRounds.map((r) => r.cpuSeconds),
      ceilingRecords,
    ),
  };
  const databaseCpu = { service: microsPerRecord(serviceDbCpu, serviceRecords), ceiling: microsPerRecord(ceilingDbCpu, ceilingRecords) };
  const ceilingLabel = `raw INSERT … ON CONFLICT DO NOTHING, 1 tx per ${BATCH}, ${CLIENTS} connections, ${ceiling.agentIds.length} agents`;
  const overAgents: Figure = {
    key: "A.batch_ingest",
    label: `A batch ingest, ${CLIENTS} clients × ${BATCH}-record batches as ${agentIds.length} agents`,
    unit: "records/s",
    service: servicePerSecond,
    ceiling: { label: ceilingLabel, value: ceilingPerSecond },
    target: TARGETS.batchVsCeiling,
  };
  const asOneAgent: Figure = {
    key: "A.batch_ingest_one_agent",
    label: `A batch ingest, ${CLIENTS} clients × ${BATCH}-record batches, all as one agent`,
    unit: "records/s",
    service: oneAgentPerSecond,
    ceiling: { label: "the same ceiling", value: ceilingPerSecond },
    target: TARGETS.batchOneAgentVsCeiling,
  };
  const spent = { service: processCpu.service, database: databaseCpu.service };
  return {
    id: "A",
    title: "Batch ingest",
    figures: [
      overAgents,
      asOneAgent,
      {
        key: "A.batch_p99",
        label: `A p99 per ${BATCH}-record batch`,
        unit: "ms",
        service: service.p99Ms,
        ceiling: { label: "p99 per transaction", value: median(ceilingRounds.map((r) => r.latency.p99)) },
      },
      {
        key: "A.process_cpu_per_record",
        label: "A CPU per record, service process",
        unit: "µs",
        service: processCpu.service,
        ceiling: { label: "the raw-INSERT script", value: processCpu.ceiling },
      },
      {
        key: "A.database_cpu_per_record",
        label: "A CPU per record, PostgreSQL backends of the service",
        unit: "µs",
        service: databaseCpu.service,
        ceiling: { label: "of the raw INSERT", value: databaseCpu.ceiling },
      },
      { key: "A.peak_rss", label: "A peak RSS of the service", unit: "MB", service: toMb(service.peakRssBytes), target: TARGETS.peakRssMb },
    ],
    notes: [
      `A: the load generator used ${service.generatorCores.toFixed(2)} of the cores meanwhile.`,
      ...cpuBudgetNote(`A over ${agentIds.length} agents`, overAgents, "record", spent),
      // The one-agent rounds do the same work per record; their CPU is measured over 8 agents.
      ...cpuBudgetNote("A as one agent (CPU per record as spent over 8 agents)", asOneAgent, "record", spent),
      ...(ctx.db.kind === "pglite" ? ["A: PGlite has one connection, so the ceiling's transactions run one at a time."] : []),
    ],
    data: {
      clients: CLIENTS,
      batch: BATCH,
      agents: agentIds.length,
      service,
      oneAgentPerSecond,
      servicePerSecond,
      ceilingRounds,
      ceilingPerSecond,
      processCpu,
      databaseCpu,
      serviceDbCpu,
      ceilingDbCpu,
    },
  };
}
