// The service's metrics in the Prometheus text format (docs/operations.md lists each one). Work
// on the request path is a counter or histogram update in memory; what needs the database (log
// backlog) is read once per scrape, and what other rooms already count (witnesses) is read then too.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { WitnessStats } from "../log/witnesses.ts";
import type { LogKind } from "../store/log-kinds.ts";
import type { LogBacklog, PoolConnections } from "../store/metrics.ts";
import type { MetricsSink } from "./sink.ts";

/** What is read at scrape time. */
export interface ScrapeSources {
  backlog(kind: LogKind): Promise<LogBacklog>;
  pool(): PoolConnections;
  /** Counters per witness verifier key since the process started (log/witnesses.ts). */
  witnesses(): Record<string, WitnessStats>;
}

export interface Metrics extends MetricsSink {
  /** The exposition format's media type. */
  contentType: string;
  /** Every metric as exposition text, the scrape-time ones read now. */
  render(): Promise<string>;
}

// The process metrics (CPU, memory, event loop, GC) are the process's, not one service's: one
// registry per process, however many services a test process starts.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

// Records per group-commit transaction: up to INGEST_MAX_RECORDS (500 by default).
const BATCH_BUCKETS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** A witness is labelled by its name (the verifier key's first part), which the operator configured: bounded. */
const witnessName = (verifierKey: string) => verifierKey.split("+")[0]!;

// A scrape must answer while the database does not (Prometheus gives up after 10 s by default).
const BACKLOG_TIMEOUT_MS = 5_000;
/** The kinds of log the backlog gauges label (a fixed set: bounded cardinality). */
const LOGS: readonly LogKind[] = ["records", "scores"];

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const ageSeconds = (since: number | null, now: number) => (since === null ? 0 : Math.max(0, (now - Number(since)) / 1000));

export function createMetrics(sources: ScrapeSources): Metrics {
  const registry = new Registry();
  const common = { registers: [registry] };
  const requests = new Counter({
    ...common,
    name: "trace_ledger_http_requests_total",
    help: "HTTP requests answered, by operation (operationId, or unmatched) and status code.",
    labelNames: ["operation", "status"] as const,
  });
  const durations = new Histogram({
    ...common,
    name: "trace_ledger_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by operation.",
    labelNames: ["operation"] as const,
  });
  const stored = new Counter({
    ...common,
    name: "trace_ledger_records_stored_total",
    help: "Records newly stored (duplicates not counted).",
  });
  const refused = new Counter({
    ...common,
    name: "trace_ledger_records_refused_total",
    help: "Records refused, by error code; each record of a batch counts.",
    labelNames: ["code"] as const,
  });
  const scoresStored = new Counter({
    ...common,
    name: "trace_ledger_scores_stored_total",
    help: "Scores newly stored (duplicates not counted).",
  });
  const batches = new Histogram({
    ...common,
    name: "trace_ledger_ingest_batch_records",
    help: "Records per group-commit transaction.",
    buckets: BATCH_BUCKETS,
  });
  const queued = new Gauge({
    ...common,
    name: "trace_ledger_ingest_queued_records",
    help: "Records waiting for a group-commit transaction.",
  });
  const blobStored = new Counter({
    ...common,
    name: "trace_ledger_blob_bytes_stored_total",
    help: "Blob bytes stored (new blobs catalogued).",
  });
  const blobErased = new Counter({
    ...common,
    name: "trace_ledger_blob_bytes_erased_total",
    help: "Blob bytes erased (on request or by retention).",
  });
  const limited = new Counter({
    ...common,
    name: "trace_ledger_rate_limited_total",
    help: "Requests refused with 429, by limit: key (RATE_LIMIT_*) or address (AUTH_FAILURE_*).",
    labelNames: ["limit"] as const,
  });
  // Per kind of log (label log: records | scores), over all agents.
  const byLog = { ...common, labelNames: ["log"] as const };
  const lagLeaves = new Gauge({
    ...byLog,
    name: "trace_ledger_integration_lag_leaves",
    help: "Leaves sequenced but not yet integrated into their agent's tree, by log.",
  });
  const lagAge = new Gauge({
    ...byLog,
    name: "trace_ledger_integration_lag_oldest_seconds",
    help: "Age of the oldest record or score not yet integrated, by log (0: none waits).",
  });
  const checkpointAge = new Gauge({
    ...byLog,
    name: "trace_ledger_checkpoint_age_seconds",
    help: "Age of the oldest record or score no checkpoint covers yet, by log (0: every one is covered).",
  });
  const databaseUp = new Gauge({
    ...common,
    name: "trace_ledger_database_up",
    help: "1 when the scrape's database query answered, else 0 (the backlog gauges are then NaN).",
  });
  const pool = new Gauge({
    ...common,
    name: "trace_ledger_db_pool_connections",
    help: "Primary database pool connections, by state: used, idle, waiting (queries waiting for one).",
    labelNames: ["state"] as const,
  });
  new Counter({
    ...common,
    name: "trace_ledger_witness_submissions_total",
    help: "Checkpoint submissions to witnesses, by witness name and outcome: cosigned, failed (after retries), conflict (409, resubmitted).",
    labelNames: ["witness", "outcome"] as const,
    collect() {
      this.reset();
      for (const [key, stats] of Object.entries(sources.witnesses())) {
        const witness = witnessName(key);
        this.inc({ witness, outcome: "cosigned" }, stats.cosigned);
        this.inc({ witness, outcome: "failed" }, stats.failed);
        this.inc({ witness, outcome: "conflict" }, stats.conflicts);
      }
    },
  });

  async function readDatabase(): Promise<void> {
    const connections = sources.pool();
    for (const state of ["used", "idle", "waiting"] as const) pool.set({ state }, connections[state]);
    try {
      const backlogs = await within(Promise.all(LOGS.map((log) => sources.backlog(log))), BACKLOG_TIMEOUT_MS);
      const now = Date.now();
      backlogs.forEach((backlog, i) => {
        const log = LOGS[i]!;
        lagLeaves.set({ log }, backlog.unintegratedLeaves);
        lagAge.set({ log }, ageSeconds(backlog.oldestUnintegratedMs, now));
        checkpointAge.set({ log }, ageSeconds(backlog.oldestUncheckpointedMs, now));
      });
      databaseUp.set(1);
    } catch {
      for (const gauge of [lagLeaves, lagAge, checkpointAge]) for (const log of LOGS) gauge.set({ log }, Number.NaN);
      databaseUp.set(0);
    }
  }

  return {
    contentType: registry.contentType,
    async render() {
      await readDatabase();
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
    answered(operation, status, seconds) {
      requests.inc({ operation, status: String(status) });
      durations.observe({ operation }, seconds);
    },
    recordsStored: (count) => stored.inc(count),
    recordRefused: (code) => refused.inc({ code }),
    scoresStored: (count) => scoresStored.inc(count),
    ingestBatch: (records) => batches.observe(records),
    ingestQueued: (records) => queued.set(records),
    blobBytes: (event, bytes) => (event === "stored" ? blobStored : blobErased).inc(bytes),
    rateLimited: (limit) => limited.inc({ limit }),
  };
}
