// Ceiling for A: the same rows written by a bare script straight into the records table, one
// transaction of one multi-row INSERT … ON CONFLICT DO NOTHING per batch, at the same
// concurrency as the clients in A. No HTTP, no validation, no hashing of JSON trees: what the
// database alone allows on this machine.
import { createHash } from "node:crypto";
import type { Database } from "../../server/store/db.ts";
import type { RecordSource } from "../fixtures/records.ts";
import { summarize, type LatencySummary } from "../load/stats.ts";

export interface RawInsertOptions {
  /** Worker i writes as agentIds[i % length]. */
  agentIds: readonly string[];
  batchSize: number;
  concurrency: number;
  durationMs: number;
}

export interface RawInsertResult {
  rows: number;
  transactions: number;
  elapsedMs: number;
  rowsPerSecond: number;
  /** CPU seconds of this process (the script) meanwhile. */
  cpuSeconds: number;
  /** Per transaction, milliseconds. */
  latency: LatencySummary;
}

const COLUMNS = 7;

function insertSql(batchSize: number): string {
  const row = `(${Array(COLUMNS).fill("?").join(", ")})`;
  return `insert into records (agent_id, record_id, session_id, behavior, server_ts_utc, body, body_hash)
    values ${Array(batchSize).fill(row).join(", ")} on conflict do nothing`;
}

function rowValues(source: RecordSource, agentId: string, batchSize: number): unknown[] {
  const values: unknown[] = [];
  const now = Date.now();
  for (let i = 0; i < batchSize; i++) {
    const body = source.next();
    // The fields the service takes out of the body; the template puts both near the start.
    const recordId = body.match(/"record_id":"([^"]+)"/)![1];
    const sessionId = body.match(/"session_id":"([^"]+)"/)![1];
    values.push(agentId, recordId, sessionId, "Thinking", now, body, createHash("sha256").update(body).digest("hex"));
  }
  return values;
}

export async function rawInsert(db: Database, source: RecordSource, options: RawInsertOptions): Promise<RawInsertResult> {
  const sql = insertSql(options.batchSize);
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + options.durationMs;
  async function worker(index: number): Promise<void> {
    const agentId = options.agentIds[index % options.agentIds.length]!;
    while (performance.now() < deadline) {
      const values = rowValues(source, agentId, options.batchSize);
      const t0 = performance.now();
      await db.knex.transaction((trx) => trx.raw(sql, values as never[]));
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const rows = latencies.length * options.batchSize;
  return {
    rows,
    transactions: latencies.length,
    elapsedMs,
    rowsPerSecond: (rows / elapsedMs) * 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    latency: summarize(latencies),
  };
}
