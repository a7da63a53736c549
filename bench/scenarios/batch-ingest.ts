// A. Batch ingest: clients submitting 50-record batches of unique records through
// POST /v1/records:batch, against a bare script writing the same rows straight to the database
// at the same concurrency. Rounds alternate service and ceiling, so drift on a noisy machine
// hits both alike.
import { rawInsert, type RawInsertResult } from "../ceilings/raw-insert.ts";
import { AGENTS, type BenchContext } from "../context.ts";
import { batchBody, thinkingRecords } from "../fixtures/records.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { median } from "../load/stats.ts";
import { TARGETS, count, mb, ratio, type ScenarioResult } from "../report/result.ts";
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
  if (res.status !== 200 || stored !== BATCH) throw new Error(`A: a batch was not stored whole: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
}

/** Load of unique 50-record batches against the service at `url`, as the agent given. */
export function batchLoad(url: string, apiKey: string, agentId: string): Omit<LoadOptions, "durationMs"> {
  const source = thinkingRecords();
  const path = `/v1/records:batch?agent_id=${agentId}`;
  return {
    url,
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    connections: CLIENTS,
    next: () => ({ method: "POST", path, body: batchBody(source, BATCH) }),
    ok: (status) => status === 200,
  };
}

export async function batchIngest(ctx: BenchContext): Promise<ScenarioResult> {
  const { options } = ctx;
  const agentId = ctx.owner.agents[AGENTS.batch]!;
  await checkOneBatch(ctx, `/v1/records:batch?agent_id=${agentId}`);
  const source = thinkingRecords();
  const load = () => batchLoad(ctx.service.url, ctx.owner.apiKey, agentId);
  const ceiling = { agentId: "bench-ceiling", batchSize: BATCH, concurrency: CLIENTS };

  const serviceRounds: Round[] = [];
  const ceilingRounds: RawInsertResult[] = [];
  await warmUp(load(), options.warmupMs);
  const serviceRound = async () => serviceRounds.push(await measuredRound(load(), options.roundMs, ctx.service.pid));
  if (ctx.db.kind === "postgres") {
    await ctx.withDatabase((db) => rawInsert(db, source, { ...ceiling, durationMs: options.warmupMs }));
    for (let round = 0; round < options.rounds; round++) {
      await serviceRound();
      ceilingRounds.push(await ctx.withDatabase((db) => rawInsert(db, source, { ...ceiling, durationMs: options.roundMs })));
    }
  } else {
    // PGlite: the ceiling needs the data dir, so the service stops once for all ceiling rounds.
    for (let round = 0; round < options.rounds; round++) await serviceRound();
    await ctx.withDatabase(async (db) => {
      await rawInsert(db, source, { ...ceiling, durationMs: options.warmupMs });
      for (let round = 0; round < options.rounds; round++) ceilingRounds.push(await rawInsert(db, source, { ...ceiling, durationMs: options.roundMs }));
    });
  }

  const service = summarizeRounds(serviceRounds);
  if (service.errors > 0) throw new Error(`A: ${service.errors} requests failed: ${JSON.stringify(serviceRounds.map((r) => r.failures))}`);
  const servicePerSecond = service.perSecond * BATCH;
  const ceilingPerSecond = median(ceilingRounds.map((r) => r.rowsPerSecond));
  const figure = servicePerSecond / ceilingPerSecond;
  return {
    id: "A",
    title: "Batch ingest",
    rows: [
      { label: `A service: ${CLIENTS} clients × ${BATCH}-record batches`, value: `${count(servicePerSecond)} records/s`, p50Ms: service.p50Ms, p99Ms: service.p99Ms },
      {
        label: `A ceiling: raw INSERT, 1 tx per ${BATCH}, ${CLIENTS} at once`,
        value: `${count(ceilingPerSecond)} records/s`,
        p50Ms: median(ceilingRounds.map((r) => r.latency.p50)),
        p99Ms: median(ceilingRounds.map((r) => r.latency.p99)),
      },
      { label: "A service / ceiling", value: ratio(figure), figure, target: TARGETS.batchVsCeiling },
      { label: "A peak RSS of the service", value: mb(service.peakRssBytes), figure: (service.peakRssBytes ?? NaN) / 2 ** 20, target: TARGETS.peakRssMb },
    ],
    notes: [
      `A: the service spent ${service.serverCpuMsPerRequest?.toFixed(2) ?? "n/a"} ms of CPU per batch; the load generator used ` +
        `${service.generatorCores.toFixed(2)} of the 2 cores meanwhile.`,
      ...(ctx.db.kind === "pglite" ? ["A: PGlite has one connection, so the ceiling's transactions run one at a time."] : []),
    ],
    data: { clients: CLIENTS, batch: BATCH, service, servicePerSecond, ceilingRounds, ceilingPerSecond, figure },
  };
}
