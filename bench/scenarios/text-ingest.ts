// T. Realistic text (issue 36): records as agents write them — each its own ~1.4 KB of prose from
// a large Zipf vocabulary, mixed languages, ids and numbers (fixtures/prose.ts) — in 50-record
// batches from 8 clients, all as one agent, next to A and B. Rounds alternate three sides: the
// service; the same service over a scratch schema with SEARCH_INDEX=off (what search costs); and
// the raw-INSERT ceiling of the same kind of records. Besides throughput, CPU per record of each
// side and of its PostgreSQL backends, and how long after its acknowledgement a record's terms
// are in the index (the background pass, no search asking for them first). PostgreSQL only.
import { randomUUID } from "node:crypto";
import { rawInsert, type RawInsertResult } from "../ceilings/raw-insert.ts";
import type { BenchContext } from "../context.ts";
import { batchBody, type RecordSource } from "../fixtures/records.ts";
import { proseRecords } from "../fixtures/prose.ts";
import type { Database } from "../../server/store/db.ts";
import { indexLags } from "../../server/store/search-index.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { median, summarize } from "../load/stats.ts";
import { benchDatabase } from "../processes/database.ts";
import { createOwner, startService } from "../processes/service.ts";
import type { ScenarioResult } from "../report/result.ts";
import { BATCH, microsPerRecord, withBackendCpu } from "./batch-ingest.ts";
import { measuredRound, summarizeRounds, warmUp, type Round } from "./measure.ts";

const CLIENTS = 8;
const AGENT = "bench-text";
/** How often a probe record is stored during the indexed rounds, and how often its terms are looked for. */
const PROBE_EVERY_MS = 250;
const POLL_MS = 10;

/** T's load: CLIENTS clients sending BATCH-record batches of `source` as one agent. */
export function textLoad(url: string, apiKey: string, agentId: string, source: RecordSource): Omit<LoadOptions, "durationMs"> {
  const path = `/v1/records:batch?agent_id=${agentId}`;
  return {
    url,
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    connections: CLIENTS,
    next: () => ({ method: "POST", path, body: batchBody(source, BATCH) }),
    ok: (status) => status === 200,
  };
}

/**
 * While `during` runs: every PROBE_EVERY_MS one record with a word of its own is stored, and the
 * milliseconds from its acknowledgement until its terms are in record_terms are collected.
 */
async function indexLatencies(ctx: BenchContext, agentId: string, during: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  const probes = proseRecords(4);
  let done = false;
  void during.finally(() => (done = true));
  await ctx.withDatabase(async (db) => {
    while (!done) {
      const recordId = randomUUID();
      const res = await fetch(`${ctx.service.url}/v1/records?agent_id=${agentId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${ctx.owner.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ ...JSON.parse(probes.next()), record_id: recordId }),
      });
      if (!res.ok) throw new Error(`T: a probe record was refused: ${res.status} ${await res.text()}`);
      const acknowledged = performance.now();
      for (;;) {
        const { rows } = await db.knex.raw(
          `select 1 from records r join record_terms t on t.agent_id = r.agent_id and t.seq = r.seq where r.agent_id = ? and r.record_id = ?`,
          [agentId, recordId],
        );
        if (rows.length > 0) break;
        if (performance.now() - acknowledged > 60_000) throw new Error("T: a probe record was not indexed within 60 s");
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      latencies.push(performance.now() - acknowledged);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  });
  return latencies;
}

/** Resolves once the indexing pass has written the terms of every record the agent stored. */
async function indexCaughtUp(db: Database, agentId: string): Promise<void> {
  while (await indexLags(db, agentId)) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}

/** Merges the terms index's pending lists, as the pass's insert that overflows one would later. */
const mergePending = (db: Database) =>
  db.knex.raw(
    `select gin_clean_pending_list(c.oid::regclass) from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'record_terms_terms_idx'::regclass`,
  );

export async function textIngest(ctx: BenchContext): Promise<ScenarioResult> {
  if (ctx.db.kind !== "postgres") {
    return { id: "T", title: "Realistic text", figures: [], notes: ["T: PostgreSQL only (set DATABASE_URL)."], data: {} };
  }
  const { options } = ctx;
  const [agentId] = Object.values((await createOwnerAgents(ctx)).agents);
  const scratch = benchDatabase(process.env.DATABASE_URL);
  const off = await startService(scratch, { env: { SEARCH_INDEX: "off" } });
  try {
    const offOwner = await createOwner(off, [AGENT]);
    const loads = {
      on: () => textLoad(ctx.service.url, ctx.owner.apiKey, agentId!, proseRecords(1)),
      off: () => textLoad(off.url, offOwner.apiKey, offOwner.agents[AGENT]!, proseRecords(2)),
    };
    const ceiling = { agentIds: [`ceiling-${AGENT}`], batchSize: BATCH, concurrency: CLIENTS };
    const ceilingSource = proseRecords(3);
    await warmUp(loads.on(), options.warmupMs);
    await warmUp(loads.off(), options.warmupMs);
    await ctx.withDatabase((db) => rawInsert(db, ceilingSource, { ...ceiling, durationMs: options.warmupMs }));

    const rounds: { on: Round[]; off: Round[] } = { on: [], off: [] };
    const cpu: { on: (number | undefined)[]; off: (number | undefined)[]; ceiling: (number | undefined)[] } = {
      on: [],
      off: [],
      ceiling: [],
    };
    const ceilingRounds: RawInsertResult[] = [];
    const latencies: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      // The round's CPU holds all the index work of its records: the pass's catching up after
      // the load (else done while the other sides run, counted nowhere), and the merge of what
      // the index's pending lists still hold (else left to a later round or to autovacuum).
      const on = withBackendCpu(ctx, ctx.db.applications?.service, async () => {
        const measured = await measuredRound(loads.on(), options.roundMs, ctx.service.pid);
        await ctx.withDatabase((db) => indexCaughtUp(db, agentId!));
        return measured;
      });
      latencies.push(...(await indexLatencies(ctx, agentId!, on)));
      const [measured, onCpu] = await on;
      const [, mergeCpu] = await withBackendCpu(ctx, ctx.db.applications?.bench, () => ctx.withDatabase(mergePending));
      rounds.on.push(measured);
      cpu.on.push(onCpu === undefined || mergeCpu === undefined ? undefined : onCpu + mergeCpu);
      const [offMeasured, offCpu] = await withBackendCpu(ctx, scratch.applications?.service, () =>
        measuredRound(loads.off(), options.roundMs, off.pid),
      );
      rounds.off.push(offMeasured);
      cpu.off.push(offCpu);
      const [result, ceilingCpu] = await withBackendCpu(ctx, ctx.db.applications?.bench, () =>
        ctx.withDatabase((db) => rawInsert(db, ceilingSource, { ...ceiling, durationMs: options.roundMs })),
      );
      ceilingRounds.push(result);
      cpu.ceiling.push(ceilingCpu);
    }
    const summary = { on: summarizeRounds(rounds.on), off: summarizeRounds(rounds.off) };
    if (summary.on.errors + summary.off.errors > 0)
      throw new Error(`T: requests failed: ${JSON.stringify([...rounds.on, ...rounds.off].map((r) => r.failures))}`);
    const perSecond = {
      on: summary.on.perSecond * BATCH,
      off: summary.off.perSecond * BATCH,
      ceiling: median(ceilingRounds.map((r) => r.rowsPerSecond)),
    };
    const records = (side: "on" | "off") => rounds[side].map((r) => r.requests * BATCH);
    const databaseCpu = {
      on: microsPerRecord(cpu.on, records("on")),
      off: microsPerRecord(cpu.off, records("off")),
      ceiling: microsPerRecord(
        cpu.ceiling,
        ceilingRounds.map((r) => r.rows),
      ),
    };
    const processCpu = {
      on: ((summary.on.serverCpuMsPerRequest ?? NaN) * 1000) / BATCH,
      off: ((summary.off.serverCpuMsPerRequest ?? NaN) * 1000) / BATCH,
    };
    const indexed = summarize(latencies);
    const label = `${CLIENTS} clients × ${BATCH}-record batches of realistic text, one agent`;
    return {
      id: "T",
      title: "Realistic text",
      figures: [
        {
          key: "T.text_ingest",
          label: `T batch ingest, ${label}`,
          unit: "records/s",
          service: perSecond.on,
          ceiling: { label: `raw INSERT of the same kind of records, 1 tx per ${BATCH}, ${CLIENTS} connections`, value: perSecond.ceiling },
          target: { of: "ratio", op: ">=", value: 0.3 },
        },
        {
          key: "T.text_ingest_vs_unindexed",
          label: `T batch ingest, ${label}, vs SEARCH_INDEX=off`,
          unit: "records/s",
          service: perSecond.on,
          ceiling: { label: "the same service, search indexing off", value: perSecond.off },
          target: { of: "ratio", op: ">=", value: 0.6 },
        },
        {
          key: "T.p99",
          label: `T p99 per ${BATCH}-record batch`,
          unit: "ms",
          service: summary.on.p99Ms,
          ceiling: { label: "with search indexing off", value: summary.off.p99Ms },
        },
        {
          key: "T.process_cpu_per_record",
          label: "T CPU per record, service process",
          unit: "µs",
          service: processCpu.on,
          ceiling: { label: "search indexing off", value: processCpu.off },
        },
        {
          key: "T.database_cpu_per_record",
          label: "T CPU per record, PostgreSQL backends of the service",
          unit: "µs",
          service: databaseCpu.on,
          ceiling: { label: "search indexing off", value: databaseCpu.off },
        },
        {
          key: "T.ceiling_database_cpu_per_record",
          label: "T CPU per record, PostgreSQL backends of the raw INSERT",
          unit: "µs",
          service: databaseCpu.ceiling,
        },
        {
          key: "T.indexed_after_ack_p99",
          label: `T a record's terms in the index after its acknowledgement, p99 of ${latencies.length}`,
          unit: "ms",
          service: indexed.p99,
          target: { of: "service", op: "<=", value: 2_000 },
        },
        { key: "T.indexed_after_ack_p50", label: "T the same, median", unit: "ms", service: indexed.p50 },
        { key: "T.peak_rss", label: "T peak RSS of the service", unit: "MB", service: (summary.on.peakRssBytes ?? NaN) / 1024 / 1024 },
      ],
      notes: [
        `T: rounds alternate the service, the same service with SEARCH_INDEX=off (a scratch schema) and the raw INSERT, ${options.rounds} each; ` +
          `a probe record every ${PROBE_EVERY_MS} ms during the indexed rounds, its terms looked for every ${POLL_MS} ms straight in the database (no search flushes them).`,
      ],
      data: { summary, perSecond, databaseCpu, processCpu, ceilingRounds, latencies },
    };
  } finally {
    await off.stop();
    await scratch.dispose();
  }
}

/** The text agent of the run's owner (created once per run, beside the owner's other agents). */
async function createOwnerAgents(ctx: BenchContext): Promise<{ agents: Record<string, string> }> {
  const res = await fetch(`${ctx.service.url}/v1/agents`, {
    method: "POST",
    headers: { authorization: `Bearer ${ctx.owner.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ name: `${AGENT}-${randomUUID().slice(0, 8)}` }),
  });
  if (!res.ok) throw new Error(`T: creating the agent failed: ${res.status}`);
  const { agent_id } = (await res.json()) as { agent_id: string };
  return { agents: { [AGENT]: agent_id } };
}
