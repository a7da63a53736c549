// The stats API (issue 37; docs/stats.md) against sums computed here, independently, from the
// records and scores as the service gives them back: varied records and scores (numeric, boolean,
// categorical; the owner's and a scorer's) over several hours and days (the service's clock set
// back for each), sent over real HTTP, read back, added up, compared.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StatsPoint } from "../../../generated/types/schema.ts";
import { acceptScores } from "../../../server/scores/accept.ts";
import { ingestScores } from "../../../server/scores/ingest.ts";
import { loadPriceTable } from "../../../server/stats/pricing.ts";
import { call, ownerWithAgent, type Answer } from "../../support/server.ts";
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
    const base = {
      session_id,
      record_id: randomUUID(),
      schema_version: "1.1",
      client_ts_utc: 1_700_000_000_000 + i,
      ...(i % 5 === 4 ? {} : { duration_ms: (seed * 37 + i * i * 53) % 9_000 }),
    };
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
  agent: (record) => record.agent_id,
};

/** Per bucket (of the score's server_ts_utc) and name: the mean of the numeric and boolean (true = 1) values; categorical ones have none. */
function expectedMeans(scores: readonly Rec[], width: number): Map<number, Record<string, number>> {
  const sums = new Map<number, Record<string, { total: number; n: number }>>();
  for (const score of scores) {
    const value = typeof score.value === "boolean" ? Number(score.value) : score.value;
    if (typeof value !== "number") continue;
    const start = Math.floor(score.server_ts_utc / width) * width;
    const names = sums.get(start) ?? {};
    sums.set(start, names);
    names[score.name] = { total: (names[score.name]?.total ?? 0) + value, n: (names[score.name]?.n ?? 0) + 1 };
  }
  return new Map(
    [...sums].map(([start, names]) => [start, Object.fromEntries(Object.entries(names).map(([name, { total, n }]) => [name, total / n]))]),
  );
}

/** The series computed here from the stored records (and, without groupBy, the stored scores' means). */
function expectedSeries(records: Rec[], width: number, groupBy?: string, scores: Rec[] = []) {
  const points = new Map<string, { start_ms: number; group?: string | null; records: Rec[] }>();
  for (const record of records) {
    const start_ms = Math.floor(record.server_ts_utc / width) * width;
    const group = groupBy ? groupOf[groupBy]!(record) : undefined;
    const key = `${start_ms}/${group}`;
    if (!points.has(key)) points.set(key, { start_ms, ...(groupBy ? { group } : {}), records: [] });
    points.get(key)!.records.push(record);
  }
  const means = groupBy ? new Map<number, Record<string, number>>() : expectedMeans(scores, width);
  // A bucket with scores and no record has a point of its own.
  for (const start_ms of means.keys())
    if (!points.has(`${start_ms}/undefined`)) points.set(`${start_ms}/undefined`, { start_ms, records: [] });
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
          return expectedEstimate(
            model.provider.toLowerCase() === "acme" ? model.model_name.toLowerCase() : undefined,
            model.tokens_in ?? 0,
            model.tokens_out ?? 0,
          );
        }),
        p50: exactPercentile(durations, 0.5),
        p95: exactPercentile(durations, 0.95),
        tool_calls: rs.filter((record) => record.behavior === "ToolCalling").length,
        tool_failures: rs.filter((record) => record.behavior === "ToolCalling" && record.success === false).length,
        scores: means.get(head.start_ms) ?? {},
      };
    });
}

function expectMatches(actual: StatsPoint[], expected: ReturnType<typeof expectedSeries>) {
  expect(actual.map((point) => [point.start_ms, point.group])).toEqual(expected.map((point) => [point.start_ms, point.group]));
  actual.forEach((point, index) => {
    const { p50, p95, cost_usd_estimated, scores: means, ...sums } = expected[index]!;
    const { duration_ms_p50, duration_ms_p95, cost_usd_estimated: estimated, scores, ...actualSums } = point;
    expect(actualSums).toEqual(sums);
    expect(estimated).toBeCloseTo(cost_usd_estimated, 12);
    expectMeans(scores, means);
    for (const [got, exact] of [
      [duration_ms_p50, p50],
      [duration_ms_p95, p95],
    ] as const) {
      if (exact === null) expect(got).toBeNull();
      else if (exact < 128) expect(got).toBe(exact);
      else expect(Math.abs(got! - exact) / exact).toBeLessThanOrEqual(0.0100001);
    }
  });
}

/** The same names, each mean equal up to the last digits (the service divides exact sums; this test adds doubles). */
function expectMeans(actual: Record<string, number | undefined>, expected: Record<string, number | undefined>) {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const name in expected) expect(actual[name]).toBeCloseTo(expected[name]!, 12);
}

// Scores of every kind: numeric means of awkward decimals, booleans, a categorical name (no mean),
// and a name whose values mix numbers and categories; on sessions and on records.
function variedScores(seed: number, records: Rec[]): Rec[] {
  return Array.from({ length: 12 }, (_, i) => {
    const record = records[(seed * 5 + i * 7) % records.length]!;
    const target = i % 2 === 0 ? { session_id: record.session_id } : { record_id: record.record_id };
    const [name, value] = (
      [
        ["quality", Math.round((seed * 0.37 + i * 0.11) * 1000) / 1000],
        ["passed", (seed + i) % 3 !== 0],
        ["tone", i % 4 === 0 ? "calm" : "curt"],
        ["mixed", i % 8 < 4 ? -1.5 * i + seed : "n/a"],
      ] as const
    )[i % 4]!;
    return { score_id: randomUUID(), ...target, name, value, source: { kind: "llm", name: "judge" }, client_ts_utc: 1_700_000_000_000 + i };
  });
}

async function scoreBatch(key: string, agentId: string, scores: Rec[]) {
  const res = await call(server(), "POST", `/v1/scores:batch?agent_id=${agentId}`, { key, body: { scores } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.results.filter((result: { is_duplicate?: boolean }) => result.is_duplicate !== false)).toEqual([]);
}

/** Every score of the agent, as the service gives them back. */
async function readScores(key: string, agentId: string): Promise<Rec[]> {
  const scores: Rec[] = [];
  for (let cursor: string | null = null; ;) {
    const page: Answer = await call(server(), "GET", `/v1/agents/${agentId}/scores?limit=500${cursor ? `&cursor=${cursor}` : ""}`, { key });
    expect(page.status).toBe(200);
    scores.push(...page.body.scores);
    if (!(cursor = page.body.next_cursor)) return scores;
  }
}

const stats = (key: string, pathAndQuery: string) => call(server(), "GET", pathAndQuery, { key });

describe("stats", () => {
  let owner: Awaited<ReturnType<typeof ownerWithAgent>>;
  let secondAgentId: string;
  let stored: Rec[] = [];
  let storedSecond: Rec[] = [];
  let scorerKey: string;
  let scored: Rec[] = [];
  let scoredSecond: Rec[] = [];
  // Hours of three days, in the past (the service's clock is set to each while it receives).
  const day0 = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
  const times = [day0 + 5 * HOUR + 10, day0 + 5 * HOUR + 59 * 60_000, day0 + 6 * HOUR, day0 + DAY + 23 * HOUR + 1, day0 + 2 * DAY];
  // The second hour holds scores and no record.
  const scoreTimes = [day0 + 5 * HOUR + 30 * 60_000, day0 + 10 * HOUR, day0 + DAY + 23 * HOUR + 2, day0 + 2 * DAY + HOUR];

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
        const second = await agentClient(server(), { apiKey: owner.apiKey, agentId: secondAgentId }).batch(
          variedRecords(index + 7, sessions).slice(0, 6),
        );
        expect(second.status).toBe(200);
        vi.useRealTimers();
      }
    } finally {
      vi.useRealTimers();
    }
    const readAll = async (agentId: string) => {
      const records: Rec[] = [];
      for (let cursor: string | null = null; ;) {
        const page = await agentClient(server(), { apiKey: owner.apiKey, agentId }).trace(
          `?limit=100&order=asc${cursor ? `&after=${cursor}` : ""}`,
        );
        records.push(...page.body.records);
        if (!(cursor = page.body.next_cursor)) return records;
      }
    };
    stored = await readAll(owner.agentId);
    storedSecond = await readAll(secondAgentId);
    expect(stored).toHaveLength(24 * times.length);
    expect(new Set(stored.map((record) => record.server_ts_utc))).toEqual(new Set(times));

    // Scores of the owner and of a scorer it granted, at hours with records and at one without.
    const made = await call(server(), "POST", "/v1/scorers", { key: server().adminToken, body: { name: "stats judge" } });
    scorerKey = made.body.api_key;
    expect((await call(server(), "PUT", `/v1/owners/me/scorers/${made.body.scorer_id}`, { key: owner.apiKey })).status).toBe(200);
    try {
      for (const [index, time] of scoreTimes.entries()) {
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(time);
        await scoreBatch(owner.apiKey, owner.agentId, variedScores(index, stored));
        await scoreBatch(scorerKey, owner.agentId, variedScores(index + 3, stored).slice(0, 8));
        await scoreBatch(owner.apiKey, secondAgentId, variedScores(index + 5, storedSecond).slice(0, 6));
        vi.useRealTimers();
      }
    } finally {
      vi.useRealTimers();
    }
    scored = await readScores(owner.apiKey, owner.agentId);
    scoredSecond = await readScores(owner.apiKey, secondAgentId);
    expect(scored.filter((score) => score.scored_by === made.body.scorer_id)).toHaveLength(8 * scoreTimes.length);
  });

  const range = () => `from=${day0}&to=${day0 + 3 * DAY}`;

  it.each([
    ["hour", undefined],
    ["day", undefined],
    ["hour", "behavior"],
    ["day", "model"],
    ["hour", "tool"],
    ["day", "behavior"],
  ] as const)(
    "an agent's stats by %s, grouped by %s, equal the sums of its records and the means of its scores",
    async (bucket, groupBy) => {
      const res = await stats(
        owner.apiKey,
        `/v1/agents/${owner.agentId}/stats?${range()}&bucket=${bucket}${groupBy ? `&group_by=${groupBy}` : ""}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ bucket, from_ms: day0, to_ms: day0 + 3 * DAY, ...(groupBy ? { group_by: groupBy } : {}) });
      expectMatches(res.body.series, expectedSeries(stored, bucket === "hour" ? HOUR : DAY, groupBy, scored));
      expect(res.body.series.some((point: StatsPoint) => point.cost_usd_estimated > 0)).toBe(true);
    },
  );

  it("the owner's stats add up all its agents' records and scores", async () => {
    const res = await stats(owner.apiKey, `/v1/owners/me/stats?${range()}&bucket=day&group_by=model`);
    expect(res.status).toBe(200);
    expectMatches(res.body.series, expectedSeries([...stored, ...storedSecond], DAY, "model"));
    const all = await stats(owner.apiKey, `/v1/owners/me/stats?${range()}&bucket=hour`);
    expectMatches(all.body.series, expectedSeries([...stored, ...storedSecond], HOUR, undefined, [...scored, ...scoredSecond]));
  });

  it.each(["hour", "day"] as const)("group_by=agent by %s: the owner's stats hold each agent's series, in one answer", async (bucket) => {
    const width = bucket === "hour" ? HOUR : DAY;
    const res = await stats(owner.apiKey, `/v1/owners/me/stats?${range()}&bucket=${bucket}&group_by=agent`);
    expect(res.status).toBe(200);
    expect(res.body.group_by).toBe("agent");
    expectMatches(res.body.series, expectedSeries([...stored, ...storedSecond], width, "agent"));
    expect(new Set(res.body.series.map((point: StatsPoint) => point.group))).toEqual(new Set([owner.agentId, secondAgentId]));
    // One agent's own: one group, the agent.
    const one = await stats(owner.apiKey, `/v1/agents/${secondAgentId}/stats?${range()}&bucket=${bucket}&group_by=agent`);
    expectMatches(one.body.series, expectedSeries(storedSecond, width, "agent"));
    // Some of the owner's agents (the viewer asks for the rows it draws); another owner's agent adds nothing.
    const other = await ownerWithAgent(server());
    const some = await stats(
      owner.apiKey,
      `/v1/owners/me/stats?${range()}&bucket=${bucket}&group_by=agent&agents=${secondAgentId},${other.agentId},${secondAgentId}`,
    );
    expectMatches(some.body.series, expectedSeries(storedSecond, width, "agent"));
    const stolen = await stats(other.apiKey, `/v1/owners/me/stats?${range()}&bucket=${bucket}&agents=${owner.agentId},${secondAgentId}`);
    expect(stolen.body.series).toEqual([]);
  });

  it.each([
    ["a lone comma", ","],
    ["an empty id", "a,,b"],
    ["a space", "a b"],
    ["101 ids", Array.from({ length: 101 }, (_, i) => `agt_${i}`).join(",")],
  ])("agents with %s is refused with 400 naming /agents", async (_, agents) => {
    const error = expectError(
      await stats(owner.apiKey, `/v1/owners/me/stats?agents=${encodeURIComponent(agents)}`),
      400,
      "validation_failed",
    );
    expect(error.details?.field).toBe("/agents");
  });

  it.each(["hour", "day"] as const)(
    "group_by=score by %s: a series per score name, each point that name's mean in the bucket",
    async (bucket) => {
      const width = bucket === "hour" ? HOUR : DAY;
      for (const [target, scores] of [
        [`/v1/agents/${owner.agentId}/stats`, scored],
        ["/v1/owners/me/stats", [...scored, ...scoredSecond]],
      ] as const) {
        const res = await stats(owner.apiKey, `${target}?${range()}&bucket=${bucket}&group_by=score`);
        expect(res.status).toBe(200);
        const expected = [...expectedMeans(scores, width)]
          .sort((a, b) => a[0] - b[0])
          .flatMap(([start_ms, means]) =>
            Object.keys(means)
              .sort()
              .map((name) => ({ start_ms, group: name, mean: means[name]! })),
          );
        // The categorical name has no mean, so no series; the mixed one averages its numbers.
        expect(new Set(expected.map((point) => point.group))).toEqual(new Set(["quality", "passed", "mixed"]));
        expect(res.body.series.map((point: StatsPoint) => [point.start_ms, point.group])).toEqual(
          expected.map((point) => [point.start_ms, point.group]),
        );
        res.body.series.forEach((point: StatsPoint, index: number) => {
          const { start_ms, group, scores: means, ...counts } = point;
          expect(counts).toEqual({
            records: 0,
            sessions: 0,
            tokens_in: 0,
            tokens_out: 0,
            cost_usd: 0,
            cost_usd_estimated: 0,
            duration_ms_p50: null,
            duration_ms_p95: null,
            tool_calls: 0,
            tool_failures: 0,
          });
          expectMeans(means, { [group!]: expected[index]!.mean });
        });
      }
    },
  );

  it("a score stored just before the request is counted, numbered in its scores log first", async () => {
    const late = { ...variedScores(0, stored)[0]!, score_id: randomUUID(), name: "late", value: 0.25 };
    // As another replica stores it: this process's scores log is not told (only its rounds, each second, would find it).
    const { db } = server().service.services;
    const now = Date.now();
    const [ack] = await acceptScores(
      { agentId: owner.agentId, ownerId: owner.ownerId, scoredBy: owner.ownerId, now },
      (submissions) => ingestScores(db, submissions, { stored: () => {} }),
      [late],
    );
    expect(ack).toMatchObject({ score_id: late.score_id, is_duplicate: false });
    const res = await stats(owner.apiKey, `/v1/agents/${owner.agentId}/stats?from=${now}&to=${now + 1}&group_by=score`);
    expect(res.body.series.find((point: StatsPoint) => point.group === "late")?.scores).toEqual({ late: 0.25 });
  });

  it("a range counts whole buckets: from is rounded down, to up, and only records within count", async () => {
    const res = await stats(
      owner.apiKey,
      `/v1/agents/${owner.agentId}/stats?from=${day0 + 5 * HOUR + 30 * 60_000}&to=${day0 + 5 * HOUR + 31 * 60_000}`,
    );
    expect(res.body).toMatchObject({ bucket: "hour", from_ms: day0 + 5 * HOUR, to_ms: day0 + 6 * HOUR });
    const within = (row: Rec) => row.server_ts_utc < day0 + 6 * HOUR && row.server_ts_utc >= day0 + 5 * HOUR;
    expectMatches(res.body.series, expectedSeries(stored.filter(within), HOUR, undefined, scored.filter(within)));
  });

  it("a record stored just before the request is counted", async () => {
    const record: Rec = { ...variedRecords(0, ["s-late"])[0], record_id: randomUUID() };
    const ack = await agentClient(server(), owner).submit(record);
    expect(ack.status).toBe(201);
    const res = await stats(
      owner.apiKey,
      `/v1/agents/${owner.agentId}/stats?from=${ack.body.server_ts_utc}&to=${ack.body.server_ts_utc + 1}&group_by=behavior`,
    );
    expect(res.body.series.find((point: StatsPoint) => point.group === record.behavior)?.records).toBeGreaterThanOrEqual(1);
  });

  it("records and scores stored before the rollups existed are counted: the pass starts each agent at leaf 0", async () => {
    // As a database migrated to 0019 has it: records and scores, and no rollup of them.
    for (const table of [
      "stats_rollups",
      "stats_sessions",
      "stats_unpriced",
      "stats_progress",
      "stats_score_rollups",
      "stats_score_progress",
    ]) {
      await rows(server(), `delete from ${table} where agent_id = ?`, [owner.agentId]);
    }
    const res = await stats(owner.apiKey, `/v1/agents/${owner.agentId}/stats?${range()}&bucket=day&group_by=tool`);
    expectMatches(res.body.series, expectedSeries(stored, DAY, "tool"));
    const all = await stats(owner.apiKey, `/v1/agents/${owner.agentId}/stats?${range()}&bucket=day`);
    expectMatches(all.body.series, expectedSeries(stored, DAY, undefined, scored));
  });

  it.each([
    ["bucket=week", "/bucket"],
    ["group_by=session", "/group_by"],
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

  it("erasing records and a session takes nothing from the stats: the usage stays counted, and so do the scores that judge them", async () => {
    const read = async () =>
      Promise.all(
        ["bucket=hour", "bucket=day&group_by=model", "bucket=hour&group_by=score"].map(
          async (query) => (await stats(owner.apiKey, `/v1/agents/${owner.agentId}/stats?${range()}&${query}`)).body,
        ),
      );
    const before = await read();
    // A record a score judges, with tokens, and a whole session (scored too).
    const judged = scored.find(
      (score) =>
        score.record_id !== undefined && stored.find((record) => record.record_id === score.record_id)?.model_invocation?.tokens_in,
    )!;
    const erasedSession = stored.find((record) => record.record_id === judged.record_id)!.session_id === "s-b" ? "s-c" : "s-b";
    expect(scored.some((score) => score.session_id === erasedSession && score.record_id === undefined)).toBe(true);
    const erase = (path: string) => call(server(), "DELETE", `${path}?agent_id=${owner.agentId}`, { key: owner.apiKey });
    expect((await erase(`/v1/records/${judged.record_id}`)).status).toBe(200);
    expect((await erase(`/v1/sessions/${erasedSession}`)).body.records_erased).toBeGreaterThan(0);
    const after = await read();
    expect(after).toEqual(before);
    // Still the sums of the records as they were received, and the means of every score (kept).
    expectMatches(after[0].series, expectedSeries(stored, HOUR, undefined, scored));
    expect(await readScores(owner.apiKey, owner.agentId)).toEqual(expect.arrayContaining(scored));
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
