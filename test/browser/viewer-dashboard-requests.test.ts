// How many stats requests the dashboards make, in Chromium, counted as the page sends them: the
// owner's overview reads every agent's row in one request whatever the number of agents (it made
// one per agent), and a live dashboard's check reads the stats once per tick (it read them twice
// when something had changed: the check, then the same again). Ticks are driven by Playwright's
// clock (stopped; each `runFor` fires the one pending check), so nothing here is timed.
import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { LedgerClient, type RecordInput } from "../../sdk/index.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import { axeViolations, chromiumUnavailable, useServiceAndBrowser, watch } from "./chromium.ts";

const unavailable = chromiumUnavailable();
const AGENTS = 60; // more than the 50 rows the overview draws
const SHOWN = 50;
const SLOW_MAX_MS = 30_000; // viewer/src/poll.ts: a check waits at most this long

describe.skipIf(unavailable)("the dashboards' requests, in Chromium", () => {
  const { service: started, browser: opened } = useServiceAndBrowser();
  let apiKey: string;
  const agentIds: string[] = [];
  /** Records per agent. */
  const records = new Map<string, number>();

  const submit = async (agentId: string, n: number) => {
    const session = new LedgerClient({ apiKey, agentId, endpoint: started().baseUrl }).newSession(`s-${records.get(agentId) ?? 0}`);
    for (let i = 0; i < n; i++)
      await session.submit({ behavior: "Thinking", prompt: "p", output_payload: "o", duration_ms: 10 + i } as RecordInput);
    records.set(agentId, (records.get(agentId) ?? 0) + n);
  };

  beforeAll(async () => {
    const owner = await ownerWithAgent(started());
    apiKey = owner.apiKey;
    agentIds.push(owner.agentId);
    while (agentIds.length < AGENTS) {
      const res = await call(started(), "POST", "/v1/agents", {
        key: apiKey,
        body: { name: `agent-${String(agentIds.length).padStart(2, "0")}` },
      });
      expect(res.status).toBe(201);
      agentIds.push(res.body.agent_id);
    }
    for (const [index, agentId] of agentIds.slice(0, 3).entries()) await submit(agentId, index + 1);
  }, 120_000);

  /**
   * The page, signed in at `hash`, and the stats requests it sends. With `clock`, the page's clock
   * runs 10 minutes ahead (a record sent now falls in its range) and stops once the stats show:
   * from then on each `runFor` fires the one check pending.
   */
  async function open(hash: string, clock = false): Promise<{ page: Page; stats: Request[]; errors: string[]; quiet: Quiet }> {
    const context = await opened().newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    if (clock) await page.clock.install({ time: Date.now() + 10 * 60_000 });
    const stats: Request[] = [];
    const finished = new Set<Request>();
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/stats")) stats.push(request);
    });
    page.on("requestfinished", (request) => finished.add(request));
    page.on("requestfailed", (request) => finished.add(request));
    const seen = watch(page, started().baseUrl);
    await page.goto(`${started().baseUrl}/${hash}`);
    await page.fill("input[name=apiKey]", apiKey);
    await page.click("button[type=submit]");
    const pending = () => stats.some((request) => !finished.has(request));
    /** Until every stats request the page has sent is answered. */
    const quiet = Object.assign(
      async () => {
        await sleep(200);
        while (pending()) await sleep(50);
      },
      { pending },
    );
    return { page, stats, errors: seen.errors, quiet };
  }

  /** Waits until the page's stats requests are answered; `pending` says whether one is not yet. */
  type Quiet = (() => Promise<void>) & { pending(): boolean };

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Stops the page's clock (a check it fired meanwhile answered): no check runs until `runFor`. */
  async function pause(page: Page, quiet: Quiet) {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1);
    await quiet();
  }

  /**
   * Lets the page's effects run (Preact runs them after a frame: the clock must move) until
   * `selector` shows, moving the clock by at most 1 s, short of the next check (2 s on). Polled
   * from here: the page's own waiting runs on its stopped clock.
   */
  async function settle(page: Page, quiet: Quiet, selector: string) {
    // The clock moves only while no stats request is out: an answer that comes late on a loaded
    // machine still has the frames it needs to be drawn (and to send the request it leads to).
    for (let step = 0, moved = 0; !(await page.$(selector)); step++) {
      if (step >= 300) throw new Error(`settle: ${selector} never showed`);
      if (moved < 10 && !quiet.pending()) {
        await page.clock.runFor(100);
        moved++;
      }
      await sleep(100);
    }
    await quiet();
  }

  const shownRecords = (page: Page, scope: string) => page.getAttribute(`${scope} [data-total="records"]`, "data-value").then(Number);

  it(`the overview reads its ${SHOWN} agents' rows in one request (it made one per agent), each row its agent's own numbers`, async () => {
    const { page, stats, errors } = await open("#/?range=24h");
    await page.waitForSelector('[data-stats="owner"][data-loaded] [data-total]');
    await page.waitForFunction((shown) => document.querySelectorAll("[data-agent-trends] .agent-sums").length === shown, SHOWN);
    expect(await page.$$eval("[data-agent-trends]", (rows) => rows.length)).toBe(SHOWN);
    // The owner's totals (read again by its checks, as time runs here) and the rows, once.
    const urls = stats.map((request) => new URL(request.url()));
    expect(urls.filter((url) => url.pathname !== "/v1/owners/me/stats").map((url) => url.pathname)).toEqual([]);
    const rows = urls.filter((url) => url.searchParams.get("group_by") === "agent");
    expect(rows).toHaveLength(1);
    // Naming the agents it draws, so the answer holds their series alone.
    const drawn = await page.$$eval("[data-agent-trends]", (nodes) => nodes.map((node) => node.getAttribute("data-agent-trends")));
    expect(rows[0]!.searchParams.get("agents")!.split(",")).toEqual(drawn);
    for (const agentId of agentIds) {
      if (!(await page.$(`[data-agent-trends="${agentId}"]`))) continue;
      expect(await shownRecords(page, `[data-agent-trends="${agentId}"]`), agentId).toBe(records.get(agentId) ?? 0);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a live dashboard's check is one request, also when it finds new records; the overview's is one, and one more for the rows when the totals changed", async () => {
    // agent-01: the overview draws its first 50 agents by name, and the owner's first agent's name is random.
    const agentId = agentIds[1]!;
    const { page, stats, errors, quiet } = await open(`#/agents/${agentId}/dashboard?range=24h`, true);
    const scope = `[data-stats="${agentId}"][data-loaded]`;
    await page.waitForSelector(`${scope} [data-total="records"]`);
    expect(await shownRecords(page, scope)).toBe(records.get(agentId));
    await pause(page, quiet);

    // A record arrives; the next check finds it and shows it, in one request.
    let before = stats.length;
    await submit(agentId, 1);
    await page.clock.runFor(SLOW_MAX_MS);
    await settle(page, quiet, `${scope} [data-total="records"][data-value="${records.get(agentId)}"]`);
    expect(stats.length - before).toBe(1);
    // Nothing new: one request, and the page as it was.
    before = stats.length;
    await page.clock.runFor(SLOW_MAX_MS);
    while (stats.length === before) await sleep(50);
    await settle(page, quiet, `${scope} [data-total="records"][data-value="${records.get(agentId)}"]`);
    expect(stats.length - before).toBe(1);

    // The overview: its check (the owner's totals) changed, so the rows are read again, once.
    await page.evaluate(() => (location.hash = "#/?range=24h"));
    await settle(page, quiet, '[data-stats="owner"][data-loaded] [data-total]');
    await settle(page, quiet, `[data-agent-trends="${agentId}"] .agent-sums`);
    before = stats.length;
    await submit(agentId, 1);
    await page.clock.runFor(SLOW_MAX_MS);
    const total = [...records.values()].reduce((a, b) => a + b, 0);
    await settle(page, quiet, `[data-stats="owner"][data-loaded] [data-total="records"][data-value="${total}"]`);
    await settle(page, quiet, `[data-agent-trends="${agentId}"] [data-total="records"][data-value="${records.get(agentId)}"]`);
    expect(stats.slice(before).map((request) => new URL(request.url()).searchParams.get("group_by"))).toEqual([null, "agent"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
