// The dashboards in Chromium (issue 37, item 3): an agent's dashboard and the owner's overview
// show the numbers the stats API answers, and those equal the sums computed here, independently,
// from the records read back (counts, tokens, reported cost, the estimated cost from the price
// table the service was started with, tool calls and failures, duration percentiles); grouped by
// model too; grouped by score, each score name's means, as the API answers and as computed here
// from the scores read back. The range, bucket and grouping are in the address; estimated costs are labelled as
// estimates; charts are drawn (uPlot canvases); at 1440 and 390 px (no sideways scrolling of the
// page), light and dark, with screenshots and axe-core.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerClient, isTombstone, type RecordInput, type StoredRecord, type StoredScore } from "../../sdk/index.ts";
import type { Stats, StatsPoint } from "../../generated/types/schema.ts";
import { ownerWithAgent } from "../support/server.ts";
import { axeViolations, chromiumUnavailable, useServiceAndBrowser, watch } from "./chromium.ts";

const unavailable = chromiumUnavailable();
const OUT = "test/output";
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const HOUR = 3_600_000;

// The price table the service is started with: one model priced, so the estimate is known here.
const PRICED_MODEL = "dashboard-test-model";
const PRICE_IN = 3; // USD per million tokens
const PRICE_OUT = 15;
const pricingDir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-pricing-"));
const PRICING_FILE = path.join(pricingDir, "models.json");
fs.writeFileSync(
  PRICING_FILE,
  JSON.stringify({
    models: [
      {
        provider: "test",
        model_pattern: PRICED_MODEL,
        input_usd_per_mtok: PRICE_IN,
        output_usd_per_mtok: PRICE_OUT,
        valid_from: "2020-01-01",
      },
    ],
  }),
);

/** What the records add up to, computed here from the records themselves. */
interface Sums {
  records: number;
  tokens_in: number;
  tokens_out: number;
  cost_usd: number;
  cost_usd_estimated: number;
  tool_calls: number;
  tool_failures: number;
  durations: number[];
}

type Model = { model_name?: string; tokens_in?: number; tokens_out?: number; cost_usd?: number };
const modelOf = (record: StoredRecord) => (record as { model_invocation?: Model }).model_invocation;

function sumsOf(records: readonly StoredRecord[]): Sums {
  const sums: Sums = {
    records: 0,
    tokens_in: 0,
    tokens_out: 0,
    cost_usd: 0,
    cost_usd_estimated: 0,
    tool_calls: 0,
    tool_failures: 0,
    durations: [],
  };
  for (const record of records) {
    const loose = record as unknown as { success?: boolean; duration_ms?: number };
    const model = modelOf(record);
    sums.records++;
    sums.tokens_in += model?.tokens_in ?? 0;
    sums.tokens_out += model?.tokens_out ?? 0;
    if (model?.cost_usd !== undefined) sums.cost_usd += model.cost_usd;
    else if (model?.model_name === PRICED_MODEL)
      sums.cost_usd_estimated += ((model.tokens_in ?? 0) * PRICE_IN + (model.tokens_out ?? 0) * PRICE_OUT) / 1e6;
    if (record.behavior === "ToolCalling") {
      sums.tool_calls++;
      if (loose.success === false) sums.tool_failures++;
    }
    if (loose.duration_ms !== undefined) sums.durations.push(loose.duration_ms);
  }
  return sums;
}

/** The nearest-rank percentile (what the API's p50/p95 approximate within 1 %). */
function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const SUMMED = ["records", "tokens_in", "tokens_out", "cost_usd", "cost_usd_estimated", "tool_calls", "tool_failures"] as const;
const add = (points: readonly StatsPoint[], name: (typeof SUMMED)[number]) => points.reduce((total, point) => total + point[name], 0);

/** The API's sums over its points equal the records' own sums (costs to the cent's ten-thousandth). */
function expectSumsMatch(points: readonly StatsPoint[], sums: Sums, what: string) {
  for (const name of SUMMED) {
    if (name.startsWith("cost")) expect(add(points, name), `${what} ${name}`).toBeCloseTo(sums[name], 8);
    else expect(add(points, name), `${what} ${name}`).toBe(sums[name]);
  }
}

describe.skipIf(unavailable)("the dashboards (issue 37), in Chromium", () => {
  const { service: started, browser: opened } = useServiceAndBrowser({ PRICING_FILE });
  let service: ReturnType<typeof started>;
  let browser: ReturnType<typeof opened>;
  let apiKey: string;
  let agentId: string;
  let otherId: string;
  let client: LedgerClient;
  /** Every record of each agent, read back from the service. */
  const stored = new Map<string, StoredRecord[]>();
  /** The agent's scores, read back from the service. */
  let scores: StoredScore[] = [];
  /** The range every view here shows: the hours around the records, pinned in the address. */
  let from: string;
  let to: string;

  afterAll(() => fs.rmSync(pricingDir, { recursive: true, force: true }));

  beforeAll(async () => {
    [service, browser] = [started(), opened()];
    ({ apiKey, agentId } = await ownerWithAgent(service));
    client = new LedgerClient({ apiKey, agentId, endpoint: service.baseUrl });
    const sessions: Record<string, RecordInput[]> = {
      "refund-1": [
        { behavior: "Observing", trigger_source: "email", duration_ms: 12 },
        {
          behavior: "Thinking",
          prompt: "Refund?",
          output_payload: "yes",
          duration_ms: 1840,
          model_invocation: { provider: "anthropic", model_name: "claude-sonnet-4-5", tokens_in: 5_200, tokens_out: 310, cost_usd: 0.0203 },
        },
        { behavior: "ToolCalling", tool_meta: { tool_id: "stripe.refund" }, success: true, duration_ms: 420 },
        { behavior: "Acting", action_type: "refund", action_summary: "Refunded order 17", duration_ms: 35 },
      ] as RecordInput[],
      "refund-2": [
        {
          behavior: "Thinking",
          prompt: "Refund again?",
          output_payload: "no",
          duration_ms: 2210,
          model_invocation: { provider: "test", model_name: PRICED_MODEL, tokens_in: 12_000, tokens_out: 800 },
        },
        { behavior: "ToolCalling", tool_meta: { tool_id: "stripe.refund" }, success: false, duration_ms: 30_000 },
        { behavior: "ToolCalling", tool_meta: { tool_id: "orders.lookup" }, success: true, duration_ms: 95 },
        {
          behavior: "Thinking",
          prompt: "Unknown model",
          output_payload: "ok",
          duration_ms: 700,
          model_invocation: { provider: "x", model_name: "unpriced-model", tokens_in: 40, tokens_out: 4 },
        },
      ] as RecordInput[],
      "triage-3": [
        {
          behavior: "Thinking",
          prompt: "Which queue?",
          output_payload: "billing",
          duration_ms: 990,
          model_invocation: { provider: "test", model_name: PRICED_MODEL, tokens_in: 3_000, tokens_out: 120 },
        },
        { behavior: "ToolCalling", tool_meta: { tool_id: "orders.lookup" }, success: false, duration_ms: 150 },
        { behavior: "Reflecting", reflection: "The lookup timed out." },
      ] as RecordInput[],
    };
    for (const [sessionId, records] of Object.entries(sessions)) {
      const session = client.newSession(sessionId);
      for (const record of records) await session.submit(record);
    }
    const other = await LedgerClient.registerAgent({ apiKey, endpoint: service.baseUrl, name: "zz-second-agent" });
    otherId = other.agent_id;
    const second = new LedgerClient({ apiKey, agentId: otherId, endpoint: service.baseUrl }).newSession("nightly");
    await second.submit({ behavior: "ToolCalling", tool_meta: { tool_id: "backup" }, success: true, duration_ms: 61_000 } as RecordInput);
    await second.submit({
      behavior: "Thinking",
      prompt: "Summarise",
      output_payload: "done",
      model_invocation: { provider: "anthropic", model_name: "claude-haiku", tokens_in: 900, tokens_out: 60, cost_usd: 0.0011 },
    } as RecordInput);
    // Read back what the service stored, to sum here.
    for (const [id, names] of [
      [agentId, Object.keys(sessions)],
      [otherId, ["nightly"]],
    ] as const) {
      const reader = new LedgerClient({ apiKey, agentId: id, endpoint: service.baseUrl });
      stored.set(
        id,
        (await Promise.all(names.map((name) => reader.getSession(name)))).flatMap((fetched) =>
          fetched.records.filter((record): record is StoredRecord => !isTombstone(record)),
        ),
      );
    }
    // Scores of the first agent's sessions and records: numeric, boolean (true = 1) and categorical (no mean).
    const [first, second_] = stored.get(agentId)!;
    const judged = await client.scoreBatch([
      { session_id: "refund-1", name: "helpfulness", value: 0.8, source: { kind: "human" } },
      { session_id: "refund-2", name: "helpfulness", value: 0.35, source: { kind: "llm", name: "judge" } },
      { record_id: first!.record_id, name: "helpfulness", value: 0.9, source: { kind: "llm", name: "judge" } },
      { session_id: "refund-1", name: "resolved", value: true, source: { kind: "code" } },
      { session_id: "refund-2", name: "resolved", value: false, source: { kind: "code" } },
      { record_id: second_!.record_id, name: "resolved", value: true, source: { kind: "code" } },
      { session_id: "triage-3", name: "tone", value: "calm", source: { kind: "human" } },
    ]);
    expect(judged.results.every((result) => "is_duplicate" in result && !result.is_duplicate)).toBe(true);
    scores = (await client.getScores({ limit: 100 })).scores;
    expect(scores).toHaveLength(7);
    const times = [...[...stored.values()].flat(), ...scores].map((row) => row.server_ts_utc);
    from = new Date(Math.floor(Math.min(...times) / HOUR) * HOUR - HOUR).toISOString();
    to = new Date(Math.ceil((Math.max(...times) + 1) / HOUR) * HOUR + HOUR).toISOString();
    fs.mkdirSync(OUT, { recursive: true });
  }, 120_000);

  const stats = async (who: string | null, query: Record<string, string> = {}): Promise<Stats> => {
    const params = new URLSearchParams({ from: String(Date.parse(from)), to: String(Date.parse(to)), bucket: "hour", ...query });
    const res = await fetch(`${service.baseUrl}${who === null ? "/v1/owners/me/stats" : `/v1/agents/${who}/stats`}?${params}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Stats;
  };
  const range = () => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&bucket=hour`;
  const open = async (hash: string, viewport = WIDE, colorScheme: "light" | "dark" = "light"): Promise<Page> => {
    const context = await browser.newContext({ viewport, colorScheme, bypassCSP: false });
    const page = await context.newPage();
    await page.goto(`${service.baseUrl}/${hash}`);
    await page.fill("input[name=apiKey]", apiKey);
    await page.click("button[type=submit]");
    return page;
  };
  /** The figures the page shows: each total's exact value and its text. */
  const figures = (page: Page, scope: string) =>
    page.$$eval(`${scope} [data-total]`, (nodes) =>
      Object.fromEntries(
        nodes.map((node) => [
          node.getAttribute("data-total")!,
          { value: node.getAttribute("data-value")!, text: node.querySelector("dd")!.textContent! },
        ]),
      ),
    );
  /** The table's cells, row by row: `start|group` → field → text. */
  const table = (page: Page, scope: string) =>
    page.$$eval(`${scope} [data-stats-table] tbody tr`, (rows) =>
      rows.map((row) => ({
        start: Number(row.getAttribute("data-point")),
        group: row.getAttribute("data-group"),
        cells: Object.fromEntries(
          [...row.querySelectorAll("[data-field]")].map((cell) => [cell.getAttribute("data-field")!, cell.textContent!]),
        ),
      })),
    );

  it("an agent's dashboard shows what the stats API answers, which equals the records' own sums; the range is in the address", async () => {
    const api = await stats(agentId);
    const mine = sumsOf(stored.get(agentId)!);
    // The API against the records.
    expect(api.series.length).toBeGreaterThan(0);
    expectSumsMatch(api.series, mine, "agent");
    expect(mine.cost_usd_estimated).toBeGreaterThan(0);
    if (api.series.length === 1) {
      // One bucket holds every record: its percentiles are those of all the durations (within 1 %).
      for (const p of [50, 95] as const) {
        const exact = percentile(mine.durations, p)!;
        expect(Math.abs(api.series[0]![`duration_ms_p${p}`]! - exact), `p${p}`).toBeLessThanOrEqual(exact * 0.01);
      }
      expect(api.series[0]!.sessions).toBe(3);
    }

    const page = await open(`#/agents/${agentId}/dashboard?${range()}`);
    const seen = watch(page, service.baseUrl);
    await page.waitForSelector(`[data-stats="${agentId}"][data-loaded] [data-total]`);
    // The page against the API: every total, exact, and as text.
    const shown = await figures(page, `[data-stats="${agentId}"]`);
    for (const name of SUMMED) expect(Number(shown[name]!.value), name).toBeCloseTo(add(api.series, name), 10);
    expect(shown.records!.text).toBe(String(mine.records));
    expect(shown.tokens_in!.text).toBe(mine.tokens_in.toLocaleString("en-US"));
    expect(shown.cost_usd!.text).toBe(`$${mine.cost_usd.toFixed(4)}`);
    // The estimate is labelled as one, apart from the reported cost.
    expect(shown.cost_usd_estimated!.text).toMatch(
      new RegExp(`^≈ \\$${mine.cost_usd_estimated.toFixed(4).replace(".", "\\.")} \\(an estimate, from the price table`),
    );
    expect(await page.textContent('[data-total="cost_usd_estimated"] dt')).toBe("cost, estimated");
    expect(shown.tool_failures!.text).toMatch(
      new RegExp(`^${mine.tool_failures} \\(${((mine.tool_failures / mine.tool_calls) * 100).toFixed(1)} %\\)`),
    );
    // The table: one row per bucket, each cell the API's number.
    const rows = await table(page, `[data-stats="${agentId}"]`);
    expect(rows.map((row) => row.start)).toEqual(api.series.map((point) => point.start_ms).reverse());
    for (const point of api.series) {
      const row = rows.find((candidate) => candidate.start === point.start_ms)!;
      expect(row.cells.records).toBe(String(point.records));
      expect(row.cells.sessions).toBe(String(point.sessions));
      expect(row.cells.tokens_out).toBe(point.tokens_out.toLocaleString("en-US"));
      expect(row.cells.tool_failures).toBe(String(point.tool_failures));
      expect(row.cells.cost_usd_estimated).toBe(`≈ $${point.cost_usd_estimated.toFixed(4)}`);
    }
    // Charts drawn by uPlot, the estimate's dashed line named in the legend.
    expect(await page.$$eval(`[data-stats="${agentId}"] .chart canvas`, (nodes) => nodes.length)).toBeGreaterThanOrEqual(5);
    expect(await page.textContent('figure[aria-label^="Cost per hour"]')).toMatch(
      /dashed: an estimate, from the price table.*reported.*estimated/s,
    );
    await page.screenshot({ path: `${OUT}/viewer-dashboard-1440.png`, fullPage: true });

    // The range and the grouping are in the address: choosing a grouping changes it, and a reload shows the same.
    await page.selectOption("[data-group]", "model");
    await page.waitForURL(/group=model/);
    expect(page.url()).toContain(`from=${encodeURIComponent(from)}`);
    await page.waitForSelector(`[data-stats="${agentId}"][data-loaded] [data-stats-table] tr[data-group]`);
    await page.reload();
    await page.waitForSelector(`[data-stats="${agentId}"][data-loaded] [data-stats-table] tr[data-group]`);
    expect(await page.inputValue("[data-group]")).toBe("model");
    expect(seen.errors).toEqual([]);
    expect(seen.foreign).toEqual([]);
    await page.context().close();
  });

  it("grouped by model, each model's numbers are the API's and its records' own", async () => {
    const api = await stats(agentId, { group_by: "model" });
    const records = stored.get(agentId)!;
    const page = await open(`#/agents/${agentId}/dashboard?${range()}&group=model`);
    await page.waitForSelector(`[data-stats="${agentId}"][data-loaded] [data-stats-table] tr[data-group]`);
    const rows = await table(page, `[data-stats="${agentId}"]`);
    const models = new Set(records.map((record) => modelOf(record)?.model_name ?? null));
    for (const model of models) {
      const points = api.series.filter((point) => (point.group ?? null) === model);
      expectSumsMatch(points, sumsOf(records.filter((record) => (modelOf(record)?.model_name ?? null) === model)), `model ${model}`);
      const shown = rows.filter((row) => row.group === model);
      expect(
        shown.reduce((total, row) => total + Number(row.cells.records), 0),
        `model ${model}`,
      ).toBe(add(points, "records"));
    }
    await page.screenshot({ path: `${OUT}/viewer-dashboard-by-model-1440.png`, fullPage: true });
    await page.context().close();
  });

  it("grouped by score, the dashboard draws each score name's means: the API's, which are the scores' own", async () => {
    const api = await stats(agentId, { group_by: "score" });
    // The means computed here from the scores read back, per hour and name; "tone" is categorical: no mean, no series.
    const means = new Map<string, { total: number; n: number }>();
    for (const score of scores) {
      if (typeof score.value === "string") continue;
      const key = `${Math.floor(score.server_ts_utc / HOUR) * HOUR}|${score.name}`;
      const sum = means.get(key) ?? { total: 0, n: 0 };
      means.set(key, { total: sum.total + Number(score.value), n: sum.n + 1 });
    }
    expect(api.series.map((point) => `${point.start_ms}|${point.group}`).sort()).toEqual([...means.keys()].sort());
    for (const point of api.series) {
      const { total, n } = means.get(`${point.start_ms}|${point.group}`)!;
      expect(Object.keys(point.scores)).toEqual([point.group]);
      expect(point.scores[point.group!]).toBeCloseTo(total / n, 12);
    }

    const page = await open(`#/agents/${agentId}/dashboard?${range()}&group=score`);
    const seen = watch(page, service.baseUrl);
    await page.waitForSelector(`[data-stats="${agentId}"][data-loaded] [data-stats-table] tr[data-group]`);
    const rows = await page.$$eval(`[data-stats="${agentId}"] [data-stats-table] tbody tr`, (trs) =>
      trs
        .map((tr) => ({
          key: `${tr.getAttribute("data-point")}|${tr.getAttribute("data-group")}`,
          cell: tr.querySelector('[data-field="scores"]')!,
        }))
        .map(({ key, cell }) => ({ key, text: cell.textContent, exact: JSON.parse(cell.getAttribute("data-value")!) })),
    );
    expect(rows.map((row) => row.key).sort()).toEqual(api.series.map((point) => `${point.start_ms}|${point.group}`).sort());
    for (const point of api.series) {
      const row = rows.find((candidate) => candidate.key === `${point.start_ms}|${point.group}`)!;
      expect(row.exact).toEqual(point.scores);
      expect(row.text).toBe(point.scores[point.group!]!.toFixed(2));
    }
    // One chart, of the means, a line per score name (uPlot's legend names them).
    const chart = page.locator(`[data-stats="${agentId}"] figure[aria-label^="Score means"]`);
    await expect.poll(() => chart.locator("canvas").count()).toBeGreaterThan(0);
    const legend = await chart.textContent();
    for (const name of ["helpfulness", "resolved"]) expect(legend).toContain(name);
    expect(legend).not.toContain("tone");
    expect(await page.$$eval(`[data-stats="${agentId}"] .chart`, (nodes) => nodes.length)).toBe(1);
    await page.screenshot({ path: `${OUT}/viewer-dashboard-by-score-1440.png`, fullPage: true });
    // Without grouping, each bucket's row carries its means too.
    await page.selectOption("[data-group]", "");
    await page.waitForSelector(`[data-stats="${agentId}"][data-loaded] [data-stats-table] tbody tr:not([data-group])`);
    const ungrouped = await stats(agentId);
    const cells = await page.$$eval(`[data-stats="${agentId}"] [data-stats-table] tbody tr`, (trs) =>
      trs.map(
        (tr) =>
          [
            Number(tr.getAttribute("data-point")),
            JSON.parse(tr.querySelector('[data-field="scores"]')!.getAttribute("data-value")!),
          ] as const,
      ),
    );
    expect(Object.fromEntries(cells)).toEqual(Object.fromEntries(ungrouped.series.map((point) => [point.start_ms, point.scores])));
    expect(cells.some(([, shown]) => Object.keys(shown).length === 2)).toBe(true);
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });

  it("the owner's overview adds every agent up, and shows each agent with its trends", async () => {
    const owner = await stats(null);
    const all = sumsOf([...stored.values()].flat());
    expectSumsMatch(owner.series, all, "owner");
    const page = await open(`#/?${range()}`);
    const seen = watch(page, service.baseUrl);
    await page.waitForSelector('[data-stats="owner"][data-loaded] [data-total]');
    const shown = await figures(page, '[data-stats="owner"]');
    for (const name of SUMMED) expect(Number(shown[name]!.value), name).toBeCloseTo(add(owner.series, name), 10);
    for (const id of [agentId, otherId]) {
      await page.waitForSelector(`[data-agent-trends="${id}"] [data-total]`);
      const own = sumsOf(stored.get(id)!);
      const row = await figures(page, `[data-agent-trends="${id}"]`);
      expect(Number(row.records!.value)).toBe(own.records);
      expect(Number(row.cost_usd!.value)).toBeCloseTo(own.cost_usd, 8);
      expect(Number(row.cost_usd_estimated!.value)).toBeCloseTo(own.cost_usd_estimated, 8);
      expect(row.tool_failures!.text).toBe(`${own.tool_failures} of ${own.tool_calls}`);
      expect(await page.$$eval(`[data-agent-trends="${id}"] .spark canvas`, (nodes) => nodes.length)).toBe(4);
    }
    await page.screenshot({ path: `${OUT}/viewer-overview-1440.png`, fullPage: true });
    // From the overview to an agent's dashboard, the range kept.
    await page.click(`[data-agent-dashboard="${agentId}"]`);
    await page.waitForURL(new RegExp(`#/agents/${agentId}/dashboard\\?.*from=`));
    await page.waitForSelector(`[data-stats="${agentId}"][data-loaded]`);
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });

  it("reads on a 390 px phone, light and dark: one column, nothing wider than the screen but the table's own box (screenshots)", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const [name, hash, scope] of [
        ["dashboard", `#/agents/${agentId}/dashboard?${range()}`, `[data-stats="${agentId}"]`],
        ["overview", `#/?${range()}`, '[data-stats="owner"]'],
      ] as const) {
        const page = await open(hash, PHONE, colorScheme);
        await page.waitForSelector(`${scope}[data-loaded] .chart canvas`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${colorScheme}`).toBeLessThanOrEqual(PHONE.width);
        const charts = await page.$$eval(`${scope} .chart`, (nodes) =>
          nodes.map((node) => node.getBoundingClientRect()).map((box) => [box.left, box.right] as const),
        );
        for (const [left, right] of charts) expect(left >= 0 && right <= PHONE.width, `${name}: a chart within the screen`).toBe(true);
        // One chart a row: each below the one before.
        const tops = await page.$$eval(`${scope} .chart`, (nodes) => nodes.map((node) => node.getBoundingClientRect().top));
        expect(tops).toEqual([...tops].sort((a, b) => a - b));
        expect(new Set(tops).size).toBe(tops.length);
        await page.screenshot({ path: `${OUT}/viewer-${name}-390${colorScheme === "dark" ? "-dark" : ""}.png`, fullPage: true });
        await page.context().close();
      }
    }
  });

  it("passes axe-core with no serious or critical violation: the dashboard and the overview, light and dark, wide and narrow", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const viewport of [WIDE, PHONE]) {
        const context = await browser.newContext({ bypassCSP: true, colorScheme, viewport });
        const page = await context.newPage();
        await page.goto(`${service.baseUrl}/#/agents/${agentId}/dashboard?${range()}`);
        await page.fill("input[name=apiKey]", apiKey);
        await page.click("button[type=submit]");
        await page.waitForSelector(`[data-stats="${agentId}"][data-loaded] .chart canvas`);
        expect(await axeViolations(page), `dashboard ${colorScheme} ${viewport.width}`).toEqual([]);
        await page.goto(`${service.baseUrl}/#/?${range()}&group=model`);
        await page.waitForSelector(`[data-agent-trends="${otherId}"] .spark canvas`);
        await page.waitForSelector('[data-stats="owner"][data-loaded] .chart canvas');
        expect(await axeViolations(page), `overview ${colorScheme} ${viewport.width}`).toEqual([]);
        await context.close();
      }
    }
  });
});
