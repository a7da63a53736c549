// The stats API (issue 37; docs/stats.md) against sums computed here, independently, from the
// records as the service gives them back: varied records over several hours and days (the
// service's clock set back for each), sent over real HTTP, read back, added up, compared.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StatsPoint } from "../../../generated/types/schema.ts";
import { loadPriceTable } from "../../../server/stats/pricing.ts";
import { call, ownerWithAgent } from "../../support/server.ts";
import { agentClient, expectError, registerAgent, rows, useServer } from "./helpers.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Prices of this test's own table (PRICING_FILE): "acme" models, gpt-4o at a price of its own.
const PRICES = {
  models: [
    { provider: "acme", model_pattern: "rocket-1", input_usd_per_mtok: 2, output_usd_per_mtok: 8, valid_from: "1970-01-01" },
    { provider: "acme", model_pattern: "rocket-.*", input_usd_per_mtok: 1, output_usd_per_mtok: 4, valid_from: "1970-01-01" },
    { provider: "acme", model_pattern: "rocket-.*", input_usd_per_mtok: 0.5, output_usd_per_mtok: 2, valid_from: "2020-01-01" },
  ],
};
const pricingDir = fs.mkdtempSync(path.join(os.tmpdir(), "stats-pricing-"));
const pricingFile = path.join(pricingDir, "prices.json");
fs.writeFileSync(pricingFile, JSON.stringify(PRICES));
afterAll(() => fs.rmSync(pricingDir, { recursive: true, force: true }));

/** What this test prices by hand: rocket-1 at 2/8, other rocket-* at 0.5/2 (2020 on), nothing else. */
function expectedEstimate(model: string | undefined, tokensIn: number, tokensOut: number): number {
  if (model === "rocket-1") return (tokensIn * 2 + tokensOut * 8) / 1e6;
  if (model?.startsWith("rocket-")) return (tokensIn * 0.5 + tokensOut * 2) / 1e6;
  return 0;
}

const server = useServer({ config: { pricingFile } });

type Rec = Record<string, any>;

// A varied day of records: every kind, models with and without cost, unknown models, tool calls
// that fail, durations below and above the exact range, sessions spanning buckets.
function variedRecords(seed: number, sessions: string[]): Rec[] {
  const records: Rec[] = [];
  for (let i = 0; i < 24; i++) {
    const session_id = sessions[(seed + i) % sessions.length]!;
    const base = { session_id, record_id: randomUUID(), schema_version: "1.1", client_ts_utc: 1_700_000_000_000 + i, ...(i % 5 === 4 ? {} : { duration_ms: (seed * 37 + i * i * 53) % 9_000 }) };
    const model = [
      { provider: "acme", model_name: "rocket-1", tokens_in: 100 + i, tokens_out: 7 * i },
      { provider: "acme", model_name: "rocket-2", tokens_in: 1_000 * i, tokens_out: 10, cost_usd: 0.25 * i },
      { provider: "ACME", model_name: "Rocket-3", tokens_in: 3 },
      { provider: "nobody", model_name: "mystery", tokens_in: 50, tokens_out: 5 },
      { provider: "acme", model_name: "rocket-1" },
    ][i % 5]!;
    switch (i % 6) {
      case 0:
        records.push({ ...base, behavior: "Thinking", prompt: "p", output_payload: "o", model_invocation: model });
        break;
      case 1:
        records.push({ ...base, behavior: "ToolCalling", tool_meta: { tool_id: i % 4 === 1 ? "search" : "quote" }, success: i % 3 !== 0 });
        break;
      case 2:
        records.push({ ...base, behavior: "Planning", goal: "g", plan_steps: ["a"], model_invocation: model });
        break;
      case 3:
        records.push({ ...base, behavior: "ToolCalling", tool_meta: { category: "other" }, success: false });
        break;
      case 4:
        records.push({ ...base, behavior: "Observing", trigger_source: "s", trigger_type: "other" });
        break;
      default:
        records.push({ ...base, behavior: "Reflecting", reflection: "r", outcome: "success", model_invocation: model });
    }
  }
  return records;
}

/** The nearest-rank percentile of these values. */
function exactPercentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1]!;
}

const groupOf: Record<string, (record: Rec) => string | null> = {
  behavior: (record) => record.behavior,
  model: (record) => record.model_invocation?.model_name ?? null,
  tool: (record) => (record.behavior === "ToolCalling" ? (record.tool_meta?.tool_id ?? null) : null),
};

/** The series computed here from the stored records. */
function expectedSeries(records: Rec[], width: number, groupBy?: string) {
  const points = new Map<string, { start_ms: number; group?: string | null; records: Rec[] }>();
  for (const record of records) {
    const start_ms = Math.floor(record.server_ts_utc / width) * width;
    const group = groupBy ? groupOf[groupBy]!(record) : undefined;
    const key = `${start_ms}/${group}`;
    if (!points.has(key)) points.set(key, { start_ms, ...(groupBy ? { group } : {}), records: [] });
    points.get(key)!.records.push(record);
  }
  return [...points.values()]
    .sort((a, b) => a.start_ms - b.start_ms || ((a.group ?? "") < (b.group ?? "") ? -1 : 1))
    .map(({ records: rs, ...head }) => {
      const sum = (of: (record: Rec) => number | undefined) => rs.reduce((total, record) => total + (of(record) ?? 0), 0);
      const durations = rs.flatMap((record) => (record.duration_ms === undefined ? [] : [record.duration_ms as number]));
      return {
        ...head,
        records: rs.length,
        // A session is an agent's: two agents' sessions of the same id are two.
        sessions: new Set(rs.map((record) => `${record.agent_id}/${record.session_id}`)).size,
        tokens_in: sum((record) => record.model_invocation?.tokens_in),
        tokens_out: sum((record) => record.model_invocation?.tokens_out),
        cost_usd: sum((record) => record.model_invocation?.cost_usd),
        cost_usd_estimated: sum((record) => {
          const model = record.model_invocation;
          if (!model || model.cost_usd !== undefined || (model.tokens_in === undefined && model.tokens_out === undefined)) return 0;
          return expectedEstimate(model.provider.toLowerCase() === "acme" ? model.model_name.toLowerCase() : undefined, model.tokens_in ?? 0, model.tokens_out ?? 0);
        }),
        p50: exactPercentile(durations, 0.5),
        p95: exactPercentile(durations, 0.95),
        tool_calls: rs.filter((record) => record.behavior === "ToolCalling").length,
        tool_failures: rs.filter((record) => record.behavior === "ToolCalling" && record.success === false).length,
      };
    });
}

function expectMatches(actual: StatsPoint[], expected: ReturnType<typeof expectedSeries>) {
  expect(actual.map((point) => [point.start_ms, point.group])).toEqual(expected.map((point) => [point.start_ms, point.group]));
  actual.forEach((point, index) => {
    const { p50, p95, cost_usd_estimated, ...sums } = expected[index]!;
    const { duration_ms_p50, duration_ms_p95, cost_usd_estimated: estimated, scores, ...actualSums } = point;
    expect(actualSums).toEqual(sums);
    expect(estimated).toBeCloseTo(cost_usd_estimated, 12);
    expect(scores).toEqual({});
    for (const [got, exact] of [[duration_ms_p50, p50], [duration_ms_p95, p95]] as const) {
      if (exact === null) expect(got).toBeNull();
      else if (exact < 128) expect(got).toBe(exact);
      else expect(Math.abs(got! - exact) / exact).toBeLessThanOrEqual(0.0100001);
    }
  });
}

const stats = (key: string, pathAndQuery: string) => call(server(), "GET", pathAndQuery, { key });

describe("stats", () => {
  let owner: Awaited<ReturnType<typeof ownerWithAgent>>;
  let secondAgentId: string;
  let stored: Rec[] = [];
  let storedSecond: Rec[] = [];
  // Hours of three days, in the past (the service's clock is set to each while it receives).
  const day0 = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
  const times = [day0 + 5 * HOUR + 10, day0 + 5 * HOUR + 59 * 60_000, day0 + 6 * HOUR, day0 + DAY + 23 * HOUR + 1, day0 + 2 * DAY];

  beforeAll(async () => {
    owner = await ownerWithAgent(server());
    secondAgentId = (await registerAgent(server(), owner.apiKey, { name: "second" })).body.agent_id;
    const sessions = ["s-a", "s-b", "s-c"];
    try {
      for (const [index, time] of times.entries()) {
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(time);
        const records = variedRecords(index, sessions);
        const res = await agentClient(server(), owner).batch(records);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.results.filter((result: { is_duplicate?: boolean }) => result.is_duplicate !== false)).toEqual([]);
        const second = await agentClient(server(), { apiKey: owner.apiKey, agentId: secondAgentId }).batch(variedRecords(index + 7, sessions).slice(0, 6));
        expect(second.status).toBe(200);
        vi.useRealTimers();
      }
    } finally {
      vi.useRealTimers();
    }
    const readAll = async (agentId: string) => {
      const records: Rec[] = [];
      for (let cursor: string | null = null; ; ) {
        const page = await agentClient(server(), { apiKey: owner.apiKey, agentId }).trace(`?limit=100&order=asc${cursor ? `&after=${cursor}` : ""}`);
        records.push(...page.body.records);
        if (!(cursor = page.body.next_cursor)) return records;
      }
    };
    stored = await readAll(owner.agentId);
    storedSecond = await readAll(secondAgentId);
    expect(stored).toHaveLength(24 * times.length);
    expect(new Set(stored.map((record) => record.server_ts_utc))).toEqual(new Set(times));
  });

  const range = () => `from=${day0}&to=${day0 + 3 * DAY}`;

  it.each([
    ["hour", undefined],
    ["day", undefined],
    ["hour", "behavior"],
    ["day", "model"],
    ["hour", "tool"],
    ["day", "behavior"],
  ] as const)("an agent's stats by %s, grouped by %s, equal the sums of its records", async (bucket, groupBy) => {
    const res = await stats(owner.apiKey, `/v1/agents/${owner.agentId}/stats?${range()}&bucket=${bucket}${groupBy ? `&group_by=${groupBy}` : ""}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ bucket, from_ms: day0, to_ms: day0 + 3 * DAY, ...(groupBy ? { group_by: groupBy } : {}) });
    expectMatches(res.body.series, expectedSeries(stored, bucket === "hour" ? HOUR : DAY, groupBy));
    expect(res.body.series.some((point: StatsPoint) => point.cost_usd_estimated > 0)).toBe(true);
  });

  it("the owner's stats add up all its agents' records", async () => {
    const res = await stats(owner.apiKey, `/v1/owners/me/stats?${range()}&bucket=day&group_by=model`);
    expect(res.status).toBe(200);
    expectMatches(res.body.series, expectedSeries([...stored, ...storedSecond], DAY, "model"));
  });

  it("a range counts whole buckets: from is rounded down, to up, and only records within count", async () => {
    const res = await stats(owner.apiKey, `/v1/agents/${owner.agentId}/stats?from=${day0 + 5 * HOUR + 30 * 60_000}&to=${day0 + 5 * HOUR + 31 * 60_000}`);
    expect(res.body).toMatchObject({ bucket: "hour", from_ms: day0 + 5 * HOUR, to_ms: day0 + 6 * HOUR });
    expectMatches(res.body.series, expectedSeries(stored.filter((record) => record.server_ts_utc < day0 + 6 * HOUR && record.server_ts_utc >= day0 + 5 * HOUR), HOUR));
  });

  it("a record stored just before the request is counted", async () => {
    const record: Rec = { ...variedRecords(0, ["s-late"])[0], record_id: randomUUID() };
    const ack = await agentClient(server(), owner).submit(record);
    expect(ack.status).toBe(201);
    const res = await stats(owner.apiKey, `/v1/agents/${owner.agentId}/stats?from=${ack.body.server_ts_utc}&to=${ack.body.server_ts_utc + 1}&group_by=behavior`);
    expect(res.body.series.find((point: StatsPoint) => point.group === record.behavior)?.records).toBeGreaterThanOrEqual(1);
  });

  it("records stored before the rollups existed are counted: the pass starts each agent at leaf 0", async () => {
    // As a database migrated to 0018 has it: records, and no rollup of them.
    for (const table of ["stats_rollups", "stats_sessions", "stats_unpriced", "stats_progress"]) {
      await rows(server(), `delete from ${table} where agent_id = ?`, [owner.agentId]);
    }
    const res = await stats(owner.apiKey, `/v1/agents/${owner.agentId}/stats?${range()}&bucket=day&group_by=tool`);
    expectMatches(res.body.series, expectedSeries(stored, DAY, "tool"));
  });

  it("group_by=score has no points until scores are stored", async () => {
    const res = await stats(owner.apiKey, `/v1/agents/${owner.agentId}/stats?${range()}&group_by=score`);
    expect(res.body).toMatchObject({ group_by: "score", series: [] });
  });

  it.each([
    ["bucket=week", "/bucket"],
    ["group_by=agent", "/group_by"],
    ["from=abc", "/from"],
    ["to=-1", "/to"],
    ["from=2000&to=1000", "/to"],
    ["from=1000&to=1000", "/to"],
    [`from=0&to=${100 * DAY}&bucket=hour`, "/from"],
    [`from=${Date.now() + DAY}`, "/from"],
  ])("%s is refused with 400 naming %s", async (query, field) => {
    for (const target of [`/v1/agents/${owner.agentId}/stats`, "/v1/owners/me/stats"]) {
      const error = expectError(await stats(owner.apiKey, `${target}?${query}`), 400, "validation_failed");
      expect(error.details?.field).toBe(field);
    }
  });

  it("another owner's agent is not found, and the other owner's stats hold none of these records", async () => {
    const other = await ownerWithAgent(server());
    const foreign = await stats(other.apiKey, `/v1/agents/${owner.agentId}/stats?${range()}`);
    const missing = await stats(other.apiKey, `/v1/agents/agt_0123456789abcdef0123456789abcdef/stats?${range()}`);
    expectError(foreign, 404, "not_found");
    expect(foreign.body.error).toEqual(missing.body.error);
    expect((await stats(other.apiKey, `/v1/owners/me/stats?${range()}&bucket=day`)).body.series).toEqual([]);
  });
});

describe("price table", () => {
  it("the shipped table prices a model by its first matching pattern at the record's day", () => {
    const table = loadPriceTable();
    const shipped = JSON.parse(fs.readFileSync(new URL("../../../pricing/models.json", import.meta.url), "utf8")).models as { provider: string; model_pattern: string; input_usd_per_mtok: number; output_usd_per_mtok: number }[];
    const gpt4o = shipped.find((entry) => entry.provider === "openai" && new RegExp(`^(?:${entry.model_pattern})$`).test("gpt-4o"))!;
    expect(table.estimate("OpenAI", "gpt-4o", Date.now(), 1e6, 1e6)).toBe(gpt4o.input_usd_per_mtok + gpt4o.output_usd_per_mtok);
    expect(table.estimate("openai", "no-such-model", Date.now(), 1e6, 1e6)).toBeUndefined();
  });

  it("PRICING_FILE replaces it, prices change on their valid_from day, and a bad file refuses with its place named", () => {
    const table = loadPriceTable(pricingFile);
    expect(table.estimate("acme", "rocket-9", Date.parse("2019-12-31T23:00:00Z"), 1e6, 0)).toBe(1);
    expect(table.estimate("acme", "rocket-9", Date.parse("2020-01-01T00:00:00Z"), 1e6, 0)).toBe(0.5);
    expect(table.estimate("openai", "gpt-4o", Date.now(), 1e6, 1e6)).toBeUndefined();
    const bad = path.join(pricingDir, "bad.json");
    fs.writeFileSync(bad, JSON.stringify({ models: [{ ...PRICES.models[0], valid_from: "soon" }] }));
    expect(() => loadPriceTable(bad)).toThrow(/models\[0\]: valid_from/);
    fs.writeFileSync(bad, JSON.stringify({ models: [{ ...PRICES.models[0], model_pattern: "(" }] }));
    expect(() => loadPriceTable(bad)).toThrow(/models\[0\]: model_pattern/);
  });
});
