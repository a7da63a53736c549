// The viewer with sessions larger than one page, in Chromium (issue 25): the "Done when"
// among 10,000 records (find a record by one word of its prompt, open its session from the
// result, read the prompt as text, share the address, a fresh browser shows the same view); a
// 10,000-record session read 500 records a request, drawn from its first page, and how long until
// it answers a click (measured and written to test/output/viewer-timings.json, never asserted:
// the machine is shared); every record of a 1,200-record session reachable; the waterfall.
import fs from "node:fs";
import os from "node:os";
import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../generated/schema.ts";
import { LedgerClient, type RecordInput } from "../../sdk/index.ts";
import { ownerWithAgent } from "../support/server.ts";
import { chromiumUnavailable, useServiceAndBrowser, watch } from "./chromium.ts";

const unavailable = chromiumUnavailable();
const OUT = "test/output";
const HUGE = 10_000;
const LONG = 1_200;
/** Where in the huge session the record the newcomer looks for sits: well past its first page. */
const NEEDLE_AT = 7_777;
const WORD = "zanzibarite";
const PROMPT = `Reconcile the ledger for shard 12.\nThe ${WORD} feed lags by 40 s;\nuse the cached quote.`;

/** Submits `records` to the session 50 at a time, four batches in flight. */
async function fill(session: ReturnType<LedgerClient["newSession"]>, records: RecordInput[]): Promise<string[]> {
  const batches = Array.from({ length: Math.ceil(records.length / 50) }, (_, i) => records.slice(i * 50, i * 50 + 50));
  const ids: string[][] = [];
  for (let i = 0; i < batches.length; i += 4) {
    const acks = await Promise.all(batches.slice(i, i + 4).map((batch) => session.submitBatch(batch)));
    ids.push(...acks.map((ack) => ack.results.map((result) => result.record_id)));
  }
  return ids.flat();
}

describe.skipIf(unavailable)("the viewer with large sessions, in Chromium", () => {
  const { service: started, browser: opened } = useServiceAndBrowser();
  let service: ReturnType<typeof started>;
  let browser: ReturnType<typeof opened>;
  let apiKey: string;
  let agentId: string;
  let needle: string;
  let longIds: string[];
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    [service, browser] = [started(), opened()];
    ({ apiKey, agentId } = await ownerWithAgent(service));
    const client = new LedgerClient({ apiKey, agentId, endpoint: service.baseUrl });
    const huge = Array.from({ length: HUGE }, (_, i): RecordInput =>
      i === NEEDLE_AT
        ? ({ behavior: "Thinking", prompt: PROMPT, output_payload: "Use the cached quote." } as RecordInput)
        : i % 10 === 0
          ? ({ behavior: "Thinking", prompt: `Step ${i}: is the price feed fresh?`, output_payload: "yes" } as RecordInput)
          : ({ behavior: "Observing", trigger_source: `tick-${i}` } as RecordInput),
    );
    needle = (await fill(client.newSession("huge-session"), huge))[NEEDLE_AT]!;
    longIds = await fill(
      client.newSession("long-session"),
      Array.from({ length: LONG }, (_, i) => ({ behavior: "Observing", trigger_source: `beat-${i}` }) as RecordInput),
    );
    // Schema 1.1's duration_ms on every record of one session, on none of another.
    const timed = client.newSession("timed-session");
    for (const [i, ms] of [1200, 300, 4500].entries())
      await timed.submit({ behavior: "ToolCalling", tool_meta: { tool_id: `step-${i}` }, duration_ms: ms } as RecordInput);
    const untimed = client.newSession("untimed-session");
    for (let i = 0; i < 3; i++) await untimed.submit({ behavior: "ToolCalling", tool_meta: { tool_id: `step-${i}` } } as RecordInput);
    fs.mkdirSync(OUT, { recursive: true });
  }, 600_000);

  const signIn = async (page: Page, hash: string) => {
    await page.goto(`${service.baseUrl}/${hash}`);
    await page.fill("input[name=apiKey]", apiKey);
    await page.click("button[type=submit]");
  };
  const sessionReads = (page: Page) => {
    const reads: URL[] = [];
    page.on("request", (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/v1/sessions/")) reads.push(url);
    });
    return reads;
  };
  const promptText = (page: Page) =>
    page
      .locator("[data-detail] .field", { hasText: "prompt" })
      .first()
      .locator(".text")
      .evaluate((node) => (node as HTMLElement).innerText);

  it("Done when: a newcomer finds a record among 10,000 by one word of its prompt, opens its session, reads the prompt as text, and the shared address shows a colleague the same view", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const seen = watch(page, service.baseUrl);
    await signIn(page, `#/agents/${agentId}`);
    await page.waitForSelector('[data-session="huge-session"]');
    expect(await page.textContent('[data-session="huge-session"]')).toContain(`${HUGE} records`);
    await page.fill("#search-q", WORD);
    await page.press("#search-q", "Enter");
    await page.waitForSelector(`[data-result="${needle}"]`);
    expect(await page.$$eval("[data-result]", (nodes) => nodes.map((node) => node.getAttribute("data-result")))).toEqual([needle]);

    // Open it from the result: the record, with its 10,000-record session around it, the record selected in the timeline.
    await page.click(`[data-result="${needle}"]`);
    await page.waitForSelector(`[data-detail="${needle}"]`);
    await page.waitForSelector(`[data-session-view="huge-session"] [data-record-id="${needle}"].selected`);
    expect(await page.textContent("[data-session-summary]")).toContain(`${HUGE} records`);
    expect(await promptText(page)).toBe(PROMPT);
    await page.screenshot({ path: `${OUT}/viewer-done-when.png` });

    // The address is what is shared: a colleague, in a browser of their own, signs in on it.
    const address = page.url();
    expect(address).toContain(`#/agents/${agentId}/records/${needle}`);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const colleague = await context.newPage();
    await colleague.goto(address);
    await colleague.fill("input[name=apiKey]", apiKey);
    await colleague.click("button[type=submit]");
    await colleague.waitForSelector(`[data-detail="${needle}"]`);
    await colleague.waitForSelector(`[data-session-view="huge-session"] [data-record-id="${needle}"].selected`);
    expect(colleague.url()).toBe(address);
    expect(await promptText(colleague)).toBe(PROMPT);
    expect(await colleague.textContent("[data-session-summary]")).toBe(await page.textContent("[data-session-summary]"));
    await context.close();
    expect(seen.errors.filter((error) => !/status of 40[49]\b.*\/(checkpoints\/latest|proof)\b/.test(error))).toEqual([]);
    await page.close();
  });

  it("reads a 10,000-record session 500 records a request, draws it from the first page and answers a click; the time it takes is measured", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signIn(page, `#/agents/${agentId}/sessions/huge-session`);
    await page.waitForSelector("[data-session-summary]");
    // Reloaded on the session's address (the key stays in the tab): from navigation to a click answered.
    const reads = sessionReads(page);
    // The renderer's own CPU (script, style, layout), which the machine's load does not inflate as it does wall time.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const cpuSeconds = async () =>
      (await cdp.send("Performance.getMetrics")).metrics.find((metric) => metric.name === "TaskDuration")!.value;
    const cpuBefore = await cpuSeconds();
    // What the session pane said while the rest of the session was being read (its first words).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { partialSeen: string[] }).partialSeen = seen;
      new MutationObserver(() => {
        const status = document.querySelector("[data-session-loading]")?.textContent;
        if (status && !seen.includes(status)) seen.push(status);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.reload();
    await page.waitForSelector('[aria-label="session timeline"] [data-record-id]');
    const shown = await page.evaluate(() => performance.now());
    await page.click('[aria-label="session timeline"] [data-record-id]');
    await page.waitForSelector("[data-detail]");
    const answered = await page.evaluate(() => performance.now());
    // The timeline is drawn from the first page; the summary line waits for the whole session.
    await page.waitForSelector("[data-session-summary]");
    const whole = await page.evaluate(() => performance.now());
    const pageCpuMs = (await cpuSeconds()) - cpuBefore;
    const [load] = os.loadavg();
    // Where the time went: the session's requests (one after another; the service's share is the
    // wait for each answer's first byte), and what came after the last answer.
    const [firstAsked, lastAnswered, serviceWait] = await page.evaluate(() => {
      const reads = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/v1/sessions/")) as PerformanceResourceTiming[];
      return [
        Math.min(...reads.map((entry) => entry.startTime)),
        Math.max(...reads.map((entry) => entry.responseEnd)),
        reads.reduce((sum, entry) => sum + entry.responseStart - entry.requestStart, 0),
      ];
    });
    expect(await page.textContent("[data-session-summary]")).toContain(`${HUGE} records`);
    expect(reads.map((url) => url.searchParams.get("limit"))).toEqual(
      Array(HUGE / LIMITS.sessionPageMax).fill(String(LIMITS.sessionPageMax)),
    );
    // Drawn from the first page, then as the session doubled.
    expect(await page.evaluate(() => (window as unknown as { partialSeen: string[] }).partialSeen)).toEqual(
      [1, 2, 4, 8, 16].map((pages) => `${pages * LIMITS.sessionPageMax} records so far, reading the rest…`),
    );
    Object.assign(timings, {
      hugeSessionRecords: HUGE,
      sessionRequests: reads.length,
      firstSessionRequestMs: Math.round(firstAsked),
      lastSessionAnswerMs: Math.round(lastAnswered),
      timelineShownMs: Math.round(shown),
      clickAnsweredMs: Math.round(answered),
      wholeSessionMs: Math.round(whole),
      serviceWaitMs: Math.round(serviceWait),
      pageCpuMs: Math.round(pageCpuMs * 1000),
      loadAverage: load,
    });
    fs.writeFileSync(`${OUT}/viewer-timings.json`, `${JSON.stringify(timings, null, 2)}\n`);
    console.log(
      `viewer: a ${HUGE.toLocaleString("en")}-record session, ${reads.length} requests of ${LIMITS.sessionPageMax} from ${Math.round(firstAsked)} to ${Math.round(lastAnswered)} ms after navigation; ` +
        `timeline shown at ${Math.round(shown)} ms, a click answered at ${Math.round(answered)} ms, the whole session at ${Math.round(whole)} ms; ` +
        `the service's answers took ${Math.round(serviceWait)} ms to start, ` +
        `the page's own CPU was ${Math.round(pageCpuMs * 1000)} ms (load average ${load!.toFixed(1)})`,
    );
    await page.close();
  });

  it("shows every record of a session longer than one page, following next_cursor", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const reads = sessionReads(page);
    await signIn(page, `#/agents/${agentId}/sessions/long-session`);
    await page.waitForSelector("[data-session-summary]");
    expect(await page.textContent("[data-session-summary]")).toContain(`${LONG} records`);
    expect(reads.map((url) => [url.searchParams.get("limit"), url.searchParams.has("cursor")])).toEqual([
      [String(LIMITS.sessionPageMax), false],
      [String(LIMITS.sessionPageMax), true],
      [String(LIMITS.sessionPageMax), true],
    ]);
    // The first and the last record, in order, at either end of the timeline.
    const timeline = page.locator('[aria-label="session timeline"]');
    expect(await timeline.locator("[data-record-id]").first().getAttribute("data-record-id")).toBe(longIds[0]);
    await timeline.evaluate((list) => (list.scrollTop = list.scrollHeight));
    await page.waitForSelector(`[aria-label="session timeline"] [data-record-id="${longIds.at(-1)}"]`);
    expect(await timeline.locator("[data-record-id]").last().getAttribute("data-record-id")).toBe(longIds.at(-1));
    await page.close();
  });

  it("draws a duration waterfall for records with duration_ms, and none for records without", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signIn(page, `#/agents/${agentId}/sessions/timed-session`);
    await page.waitForSelector('[data-session-view="timed-session"] [data-record-id]');
    const bars = await page.$$eval('[aria-label="session timeline"] .row', (rows) =>
      rows.map((row) => ({
        text: row.textContent ?? "",
        width: (row.querySelector(".bar") as HTMLElement | null)?.getBoundingClientRect().width ?? null,
      })),
    );
    expect(bars).toHaveLength(3);
    expect(bars.map((bar) => bar.text)).toEqual([
      expect.stringMatching(/1\.20 s/),
      expect.stringMatching(/300 ms/),
      expect.stringMatching(/4\.50 s/),
    ]);
    // Each bar as long as its record took: 4.5 s is fifteen times 300 ms (the 2 px floor aside).
    const [first, second, third] = bars.map((bar) => bar.width!);
    expect(third! / first!).toBeCloseTo(4500 / 1200, 0);
    expect(third!).toBeGreaterThan(second! * 5);
    expect(await page.textContent("[data-session-summary]")).toContain("6.00 s of work");
    await page.screenshot({ path: `${OUT}/viewer-waterfall.png` });

    await page.evaluate(() => (location.hash = location.hash.replace("timed-session", "untimed-session")));
    await page.waitForSelector('[data-session-view="untimed-session"] [data-record-id]');
    expect(await page.$$eval('[aria-label="session timeline"] .row', (rows) => rows.length)).toBe(3);
    expect(await page.$$('[aria-label="session timeline"] .waterfall-track')).toEqual([]);
    expect(await page.$$("[data-waterfall-axis]")).toEqual([]);
    expect(await page.textContent("[data-session-summary]")).not.toContain("of work");
    await page.close();
  });
});
