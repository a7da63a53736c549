// What the metrics room reads at scrape time, from sources standing in for the database and the
// witnesses: witness counters as log/witnesses.ts counts them, and a scrape that still answers,
// saying so, when the database does not.
import { describe, expect, it } from "vitest";
import { createMetrics, type ScrapeSources } from "../../../server/metrics/registry.ts";
import { parseExposition, valueOf } from "./exposition.ts";

const WITNESS = "witness.example+0a1b2c3d+BASE64KEY";
const sources = (overrides: Partial<ScrapeSources> = {}): ScrapeSources => ({
  backlog: async () => ({ unintegratedLeaves: 0, oldestUnintegratedMs: null, oldestUncheckpointedMs: null }),
  pool: () => ({ used: 2, idle: 3, waiting: 1 }),
  witnesses: () => ({}),
  ...overrides,
});

describe("createMetrics at scrape time", () => {
  it("exports each witness's submissions by outcome, labelled by the witness's name only", async () => {
    let stats = { cosigned: 4, conflicts: 1, failed: 2, lastError: "503: busy" };
    const metrics = createMetrics(sources({ witnesses: () => ({ [WITNESS]: stats }) }));
    const first = parseExposition(await metrics.render());
    expect(valueOf(first, "trace_ledger_witness_submissions_total", { witness: "witness.example", outcome: "cosigned" })).toBe(4);
    expect(valueOf(first, "trace_ledger_witness_submissions_total", { witness: "witness.example", outcome: "failed" })).toBe(2);
    expect(valueOf(first, "trace_ledger_witness_submissions_total", { witness: "witness.example", outcome: "conflict" })).toBe(1);
    stats = { ...stats, failed: 5 };
    const second = parseExposition(await metrics.render());
    expect(valueOf(second, "trace_ledger_witness_submissions_total", { witness: "witness.example", outcome: "failed" })).toBe(5);
    expect(valueOf(second, "trace_ledger_db_pool_connections", { state: "waiting" })).toBe(1);
    expect(valueOf(second, "trace_ledger_db_pool_connections", { state: "used" })).toBe(2);
  });

  it("answers when the database does not: database_up 0, the backlog gauges NaN, the counters as they are", async () => {
    const metrics = createMetrics(sources({ backlog: async () => Promise.reject(new Error("connection refused")) }));
    metrics.recordsStored(3);
    const samples = parseExposition(await metrics.render());
    expect(valueOf(samples, "trace_ledger_database_up")).toBe(0);
    for (const log of ["records", "scores"]) {
      expect(valueOf(samples, "trace_ledger_integration_lag_leaves", { log })).toBeNaN();
      expect(valueOf(samples, "trace_ledger_checkpoint_age_seconds", { log })).toBeNaN();
    }
    expect(valueOf(samples, "trace_ledger_records_stored_total")).toBe(3);
  });

  it("turns the oldest waiting record's time into an age in seconds", async () => {
    const now = Date.now();
    const metrics = createMetrics(
      sources({
        backlog: async (log) =>
          log === "records"
            ? { unintegratedLeaves: 7, oldestUnintegratedMs: now - 90_000, oldestUncheckpointedMs: now - 600_000 }
            : { unintegratedLeaves: 2, oldestUnintegratedMs: null, oldestUncheckpointedMs: null },
      }),
    );
    const samples = parseExposition(await metrics.render());
    const records = { log: "records" };
    expect(valueOf(samples, "trace_ledger_integration_lag_leaves", records)).toBe(7);
    expect(valueOf(samples, "trace_ledger_integration_lag_oldest_seconds", records)).toBeGreaterThanOrEqual(90);
    expect(valueOf(samples, "trace_ledger_integration_lag_oldest_seconds", records)).toBeLessThanOrEqual(
      (Date.now() - now + 90_000) / 1000,
    );
    expect(valueOf(samples, "trace_ledger_checkpoint_age_seconds", records)).toBeGreaterThanOrEqual(600);
    expect(valueOf(samples, "trace_ledger_integration_lag_leaves", { log: "scores" })).toBe(2);
    expect(valueOf(samples, "trace_ledger_integration_lag_oldest_seconds", { log: "scores" })).toBe(0);
  });
});
