// The viewer as a person reads with it, at 1440 px and on a 390 px phone (issue 39, "The viewer"
// 1–9): the badge's polling backs off, stops in a hidden tab and asks for a proof once per
// checkpoint; a phone shows one pane at a time and 1024 px cuts no chip; the waterfall on its
// own labelled axis, steps placed by their end and duration; the steps' own times, durations that
// never read "60 s", ellipses, a timeline that fills its pane; fields in the schema's order;
// search by pasted id, by `#tag`, by "phrase", with a count, marked snippets and grouping by
// session; rows that are links, and "remember on this device" only when ticked; live updates
// within seconds after an idle spell; an unknown session's address says "not found".
// Time-driven behaviour runs on Playwright's fake clock (page.clock): no assertion waits on the
// machine's real time.
import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { LedgerClient, type RecordInput } from "../../sdk/index.ts";
import { ownerWithAgent } from "../support/server.ts";
import { axeViolations, chromiumUnavailable, useServiceAndBrowser, watch } from "./chromium.ts";

const unavailable = chromiumUnavailable();
const OUT = "test/output";
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** When the steps of the timed session ended, by the agent's clock. */
const T = Date.UTC(2026, 10, 28, 7, 1, 30, 0);

describe.skipIf(unavailable)("the viewer as people read with it (issue 39), in Chromium", () => {
  // No checkpoint is cut by the service's own timer during the suite: the badge test decides when.
  const { service: started, browser: opened } = useServiceAndBrowser({ CHECKPOINT_INTERVAL_MS: "3600000" });
  let service: ReturnType<typeof started>;
  let browser: ReturnType<typeof opened>;
  let apiKey: string;
  let agentId: string;
  let client: LedgerClient;
  const timed: string[] = [];
  let thinking: string;
  let phraseHit: string;
  let scattered: string;

  beforeAll(async () => {
    [service, browser] = [started(), opened()];
    ({ apiKey, agentId } = await ownerWithAgent(service));
    client = new LedgerClient({ apiKey, agentId, endpoint: service.baseUrl });
    // Steps one after another, each sent when it ended (client_ts_utc) with how long it took.
    const steps: [RecordInput, number][] = [
      [
        {
          behavior: "Observing",
          trigger_source: "pager",
          trigger_description: "Customer sent a photo of the damaged espresso machine",
          client_ts_utc: T,
          duration_ms: 12,
        } as RecordInput,
        0,
      ],
      [
        {
          behavior: "Thinking",
          inputs: [{ summary: "the photo", kind: "document" }],
          prompt: "Decide what to do about the damaged machine",
          duration_ms: 4200,
          output_payload: "Ship a replacement",
          model_invocation: { cost_usd: 0.158, provider: "anthropic", tokens_in: 52_000, model_name: "claude-sonnet-4-5", tokens_out: 120 },
          notes: "first try",
          client_ts_utc: T + 4300,
        } as RecordInput,
        0,
      ],
      [
        {
          behavior: "ToolCalling",
          tool_meta: { tool_id: "orders.export" },
          input_payload: "{}",
          output_payload: "ok",
          duration_ms: 2300,
          client_ts_utc: T + 6700,
        } as RecordInput,
        0,
      ],
      [
        {
          behavior: "Acting",
          action_type: "ship",
          action_summary: "Replacement shipped",
          duration_ms: 800,
          client_ts_utc: T + 7600,
        } as RecordInput,
        0,
      ],
    ];
    const session = client.newSession("timed-session");
    for (const [step] of steps) timed.push((await session.submit(step as never)).record_id);
    thinking = timed[1]!;
    // 119.6 s of work: read "2 min 0 s", never "1 min 60 s".
    const long = client.newSession("two-minutes");
    for (const ms of [59_800, 59_800])
      await long.submit({ behavior: "ToolCalling", tool_meta: { tool_id: "slow.job" }, duration_ms: ms } as RecordInput);
    // Search: a phrase, its words scattered elsewhere, a tag, a compound.
    const support = client.newSession("support-7");
    phraseHit = (
      await support.submit({
        behavior: "ToolCalling",
        tool_meta: { tool_id: "stripe.refund" },
        output_payload: "Refund failed: payment gateway timeout after 30 s",
        tags: ["escalated"],
      } as RecordInput)
    ).record_id;
    scattered = (
      await support.submit({
        behavior: "Thinking",
        prompt: "The gateway said nothing about payment; a timeout is likely.",
        output_payload: "retry",
      } as RecordInput)
    ).record_id;
    const busy = client.newSession("busy-session");
    for (let i = 0; i < 5; i++)
      await busy.submit({
        behavior: "Observing",
        trigger_source: `poll-${i}`,
        trigger_description: `gateway heartbeat ${i}`,
      } as RecordInput);
    const ticks = client.newSession("ticks");
    for (const from of [0, 30])
      await ticks.submitBatch(
        Array.from({ length: 30 }, (_, i) => ({ behavior: "Observing", trigger_source: `ticktock ${from + i}` }) as RecordInput),
      );
    await client
      .newSession("forty")
      .submitBatch(Array.from({ length: 40 }, (_, i) => ({ behavior: "Observing", trigger_source: `beat ${i}` }) as RecordInput));
    await client.newSession("german").submit({
      behavior: "Other",
      label: "Rechnungsprüfung für März",
      data: { note: "Die Rechnungsprüfung ist abgeschlossen" },
    } as unknown as RecordInput);
    fs.mkdirSync(OUT, { recursive: true });
  }, 240_000);

  const signIn = async (page: Page, hash: string, remember = false) => {
    await page.goto(`${service.baseUrl}/${hash}`);
    await page.fill("input[name=apiKey]", apiKey);
    if (remember) await page.check("input[name=remember]");
    await page.click("button[type=submit]");
  };
  const newPage = async (viewport = WIDE) => (await browser.newContext({ viewport })).newPage();

  /** Requests the page makes, and how many are still unanswered. */
  const trackRequests = (page: Page) => {
    const paths: string[] = [];
    let open = 0;
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith("/v1/")) return;
      paths.push(url.pathname);
      open++;
      const done = () => open--;
      void request.response().then(async (response) => (await response?.finished(), done()), done);
    });
    return { paths, open: () => open };
  };
  /** Moves the page's paused clock `ms` forward a second at a time, each second's requests answered (and their answers handled) before the next. */
  const runClock = async (page: Page, requests: ReturnType<typeof trackRequests>, ms: number, until?: () => Promise<boolean>) => {
    for (let t = 0; t < ms; t += 1000) {
      await page.clock.runFor(1000);
      for (let i = 0; requests.open() > 0 && i < 500; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));
      await page.evaluate(() => null);
      if (until && (await until())) return t + 1000;
    }
    return Infinity;
  };
  const paused = async (page: Page) => page.clock.pauseAt(await page.evaluate(() => Date.now() + 10));
  const setHidden = (page: Page, hidden: boolean) =>
    page.evaluate((hidden) => {
      Object.defineProperty(document, "hidden", { value: hidden, configurable: true });
      Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);

  it("1. the badge of a record beyond the checkpoint backs off, asks for no proof until a checkpoint covers it (no console error), is silent in a hidden tab, and verifies after a checkpoint", async () => {
    await client.anchor();
    const late = await client.submit({ behavior: "Reflecting", session_id: "late", reflection: "Canary first was right." } as never);
    const page = await newPage();
    const seen = watch(page, service.baseUrl);
    const requests = trackRequests(page);
    await page.clock.install();
    await signIn(page, `#/agents/${agentId}/records/${late.record_id}`);
    await page.waitForSelector('[data-verification="pending"]');
    await paused(page);
    const count = (suffix: string) => requests.paths.filter((path) => path.endsWith(suffix)).length;
    // 38 s open, nothing changing (the walkthrough: 19 proof requests, each a console error; then
    // one refused proof per checkpoint, each still a console error).
    await runClock(page, requests, 38_000);
    console.log(
      `badge, 38 s open before its checkpoint: ${count("/leaf")} leaf, ${count("/proof")} proof and ${count("/checkpoints/latest")} checkpoint requests, ${seen.errors.length} console errors`,
    );
    // The record's leaf says no checkpoint covers it yet: neither a proof nor a checkpoint is asked for.
    expect(count("/proof")).toBe(0);
    expect(count("/checkpoints/latest")).toBe(0);
    expect(count("/leaf")).toBeLessThanOrEqual(6);
    expect(seen.errors).toEqual([]);
    // Hidden: nothing at all is asked, for ten minutes.
    await setHidden(page, true);
    const before = requests.paths.length;
    await runClock(page, requests, 600_000);
    expect(requests.paths.slice(before)).toEqual([]);
    // Shown again: checked at once; a checkpoint that covers the record turns the badge verified.
    await client.anchor();
    await setHidden(page, false);
    const verified = () => page.$('[data-verification="verified"]').then(Boolean);
    expect(await runClock(page, requests, 5_000, verified)).toBeLessThanOrEqual(5_000);
    expect(count("/proof")).toBe(1);
    expect(seen.errors).toEqual([]);
    await page.screenshot({ path: `${OUT}/reading-badge-verified.png` });
    await page.context().close();
  });

  it("1b. before an agent's first checkpoint, its badges ask for no checkpoint and log no console error", async () => {
    const fresh = await ownerWithAgent(service);
    const first = await new LedgerClient({ apiKey: fresh.apiKey, agentId: fresh.agentId, endpoint: service.baseUrl }).submit({
      behavior: "Observing",
      session_id: "early",
      trigger_source: "boot",
    } as never);
    const page = await newPage();
    const seen = watch(page, service.baseUrl);
    const requests = trackRequests(page);
    await page.clock.install();
    await page.goto(`${service.baseUrl}/#/agents/${fresh.agentId}/records/${first.record_id}`);
    await page.fill("input[name=apiKey]", fresh.apiKey);
    await page.click("button[type=submit]");
    await page.waitForSelector('[data-verification="pending"]');
    await paused(page);
    await runClock(page, requests, 120_000);
    const asked = requests.paths.filter((path) => path.endsWith("/checkpoints/latest")).length;
    console.log(
      `badge, 120 s open before the agent's first checkpoint: ${asked} checkpoint requests, ${seen.errors.length} console errors`,
    );
    // It asked at 0, 2, 6, 14, 30, 60, 90 and 120 s, each a 404 (then, one every 30 s: five).
    expect(asked).toBe(0);
    expect(seen.errors).toEqual([]);
    await page.context().close();
  });

  it("8. a record that arrives after the tab sat idle for 35 s shows within 5 s, in the session and the feed", async () => {
    await client.newSession("live-session").submit({ behavior: "Observing", trigger_source: "start" } as RecordInput);
    const page = await newPage();
    const requests = trackRequests(page);
    await page.clock.install();
    await signIn(page, `#/agents/${agentId}/sessions/live-session`);
    await page.waitForSelector('[data-session-view="live-session"] [data-record-id]');
    await paused(page);
    await runClock(page, requests, 35_000);
    const fresh = await client.submit({
      behavior: "Thinking",
      session_id: "live-session",
      prompt: "after the quiet spell",
      output_payload: "ok",
    } as never);
    const shown = () => page.$(`[data-record-id="${fresh.record_id}"]`).then(Boolean);
    const late = await runClock(page, requests, 30_000, shown);
    console.log(`live: a record sent after 35 s idle shown ${late} ms (page clock) later`);
    expect(late).toBeLessThanOrEqual(6_000);
    expect(await page.textContent('[data-session="live-session"]')).toContain("2 records");
    await page.context().close();
  });

  it("2. a 390 px phone shows one pane at a time, switched by the address and the pane bar; at 1024 px no chip is cut", async () => {
    const page = await newPage(PHONE);
    await signIn(page, `#/agents/${agentId}/records/${thinking}`);
    await page.waitForSelector(`[data-detail="${thinking}"]`);
    const visible = () =>
      page.$$eval("main.agent > .pane", (panes) =>
        panes.filter((pane) => (pane as HTMLElement).offsetWidth > 0).map((pane) => pane.getAttribute("aria-label")),
      );
    expect(await visible()).toEqual(["record pane"]);
    const width = (selector: string) => page.$eval(selector, (node) => node.getBoundingClientRect().width);
    expect(await width(".record-pane")).toBeGreaterThan(350);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.click('[data-pane-button="session"]');
    expect(await visible()).toEqual(["session pane"]);
    expect(await width('[aria-label="session timeline"]')).toBeGreaterThan(330);
    await page.screenshot({ path: `${OUT}/reading-phone-session.png` });
    // A row opens its record in the record pane.
    await page.click(`[data-record-id="${timed[3]}"]`);
    await page.waitForSelector(`[data-detail="${timed[3]}"]`);
    expect(await visible()).toEqual(["record pane"]);
    await page.goBack();
    await page.waitForSelector(`[data-detail="${thinking}"]`);
    await page.click('[data-pane-button="list"]');
    expect(await visible()).toEqual(["sessions"]);
    await page.screenshot({ path: `${OUT}/reading-phone-sessions.png` });
    await page.context().close();

    const medium = await newPage({ width: 1024, height: 768 });
    await signIn(medium, `#/agents/${agentId}/records/${thinking}`);
    await medium.waitForSelector(`[data-detail="${thinking}"]`);
    const cut = await medium.$$eval("[data-record-id] .chips-line, [data-detail] .chips .chip", (nodes) =>
      nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent),
    );
    expect(cut).toEqual([]);
    await medium.screenshot({ path: `${OUT}/reading-1024-record.png` });
    await medium.context().close();
  });

  it("3. draws the waterfall on its own labelled axis, each step from end − duration to its end", async () => {
    const page = await newPage();
    await signIn(page, `#/agents/${agentId}/sessions/timed-session`);
    await page.waitForSelector('[data-session-view="timed-session"] .bar');
    expect(await page.$$eval("[data-tick]", (ticks) => ticks.map((tick) => tick.textContent))).toEqual(["0", "2 s", "4 s", "6 s"]);
    const axis = (await page.locator(".waterfall-track.axis").boundingBox())!;
    // begin: the first step's start (T − 12 ms); span to the last end (T + 7600).
    const begin = T - 12;
    const span = 7612;
    const expected = [
      [T - 12, T],
      [T + 100, T + 4300],
      [T + 4400, T + 6700],
      [T + 6800, T + 7600],
    ];
    for (const [i, id] of timed.entries()) {
      const track = (await page.locator(`[data-record-id="${id}"] .waterfall-track`).boundingBox())!;
      const bar = (await page.locator(`[data-record-id="${id}"] .bar`).boundingBox())!;
      expect(Math.abs(track.x - axis.x)).toBeLessThan(1);
      const [start, end] = expected[i]!;
      expect((bar.x - track.x) / track.width).toBeCloseTo((start! - begin) / span, 1);
      if (end! - start! > 100) expect((bar.x + bar.width - track.x) / track.width).toBeCloseTo((end! - begin) / span, 1);
    }
    await page.screenshot({ path: `${OUT}/reading-waterfall.png` });
    await page.context().close();
  });

  it("4. times: the steps' own times, durations that never read 60 s, ellipses, and a timeline as tall as its pane", async () => {
    const page = await newPage();
    await signIn(page, `#/agents/${agentId}/sessions/timed-session`);
    await page.waitForSelector("[data-session-summary]");
    expect(await page.textContent("[data-session-summary]")).toContain("2026-11-28 07:01:29.988 → 07:01:37.600 (7.61 s)");
    expect(await page.textContent(`[data-record-id="${thinking}"] .when`)).toBe("07:01:34.300");
    expect(await page.textContent('[data-session="two-minutes"]')).toContain("2 min 0 s of work");
    expect(await page.textContent('[data-session="two-minutes"]')).not.toContain("60 s");
    const overflow = await page.$$eval("[data-session] .ellipsis, [data-record-id] .chips-line, .tree-label .ellipsis", (nodes) => [
      ...new Set(nodes.map((node) => getComputedStyle(node).textOverflow)),
    ]);
    expect(overflow).toEqual(["ellipsis"]);
    await page.goto(`${service.baseUrl}/#/agents/${agentId}/sessions/forty`);
    await page.waitForSelector('[data-session-view="forty"] [data-record-id]');
    const list = (await page.locator('[aria-label="session timeline"]').boundingBox())!;
    const pane = (await page.locator(".session-pane").boundingBox())!;
    // Below the timeline only the session's scores (scores.tsx), then nothing: no empty box.
    const scores = await page.locator('[data-session-view="forty"] [data-scores]').boundingBox();
    const bottom = scores ? scores.y + scores.height : list.y + list.height;
    expect(list.height).toBeGreaterThan(420);
    if (scores) expect(scores.y - (list.y + list.height)).toBeLessThan(30);
    expect(pane.y + pane.height - bottom).toBeLessThan(30);
    await page.context().close();
  });

  it("5. shows a record's fields in the schema's order, nested ones too, and durations as durations", async () => {
    const page = await newPage();
    await signIn(page, `#/agents/${agentId}/records/${thinking}`);
    await page.waitForSelector(`[data-detail="${thinking}"] .field`);
    expect(await page.$$eval("[data-detail] [data-field]", (nodes) => nodes.map((node) => node.getAttribute("data-field")))).toEqual([
      "prompt",
      "inputs",
      "output_payload",
      "model_invocation",
      "notes",
      "duration_ms",
    ]);
    expect(await page.$$eval('[data-field="model_invocation"] .json-key', (nodes) => nodes.map((node) => node.textContent))).toEqual([
      "provider: ",
      "model_name: ",
      "tokens_in: ",
      "tokens_out: ",
      "cost_usd: ",
    ]);
    expect(await page.$$eval('[data-field="inputs"] .json-key', (nodes) => nodes.map((node) => node.textContent))).toEqual([
      "0: ",
      "kind: ",
      "summary: ",
    ]);
    expect(await page.textContent('[data-field="duration_ms"] [data-duration]')).toBe("4.20 s (4,200 ms)");
    expect(await page.textContent("[data-step-times]")).toContain("2026-11-28 07:01:30.100 → 07:01:34.300 (4.20 s) by the agent's clock");
    await page.context().close();
  });

  it("6. search as people use it: a pasted id goes there, #tag, a quoted phrase, a count, marked snippets, grouping by session, and what accents and compounds do", async () => {
    const page = await newPage();
    await signIn(page, `#/agents/${agentId}`);
    await page.waitForSelector("[data-session]");
    let asked = "";
    const search = async (q: string, tag = "") => {
      asked = `${q}|${tag.replace(/^#/, "")}`;
      await page.fill("#search-q", q);
      await page.fill('input[aria-label="tag"]', tag);
      await page.press("#search-q", "Enter");
    };
    const results = async () => {
      // The answer to this search, not the one before it still on the page.
      await page.waitForFunction(
        (want) => [...document.querySelectorAll("[data-results-for]")].some((node) => node.getAttribute("data-results-for") === want),
        asked,
      );
      return page.$$eval("[data-result]", (nodes) => nodes.map((node) => node.getAttribute("data-result")));
    };
    await search("support-7");
    await page.waitForURL(`**/#/agents/${agentId}/sessions/support-7`);
    await page.waitForSelector('[data-session-view="support-7"]');
    await search(scattered);
    await page.waitForURL(`**/#/agents/${agentId}/records/${scattered}`);
    await page.waitForSelector(`[data-detail="${scattered}"]`);

    await search("", "#escalated");
    await page.waitForURL(/tag=escalated$/);
    expect(await results()).toEqual([phraseHit]);

    await search("payment gateway timeout");
    expect(new Set(await results())).toEqual(new Set([phraseHit, scattered]));
    await search('"payment gateway timeout"');
    await page.waitForSelector("[data-result-count]");
    expect(await results()).toEqual([phraseHit]);
    expect(await page.textContent("[data-result-count]")).toContain("1 matching record in 1 session");
    expect(await page.$$eval(`[data-result="${phraseHit}"] mark`, (marks) => marks.map((mark) => mark.textContent))).toEqual([
      "payment gateway timeout",
    ]);
    await page.screenshot({ path: `${OUT}/reading-phrase.png` });

    await search("heartbeat");
    await results();
    await page.waitForSelector('[data-result-session="busy-session"]');
    expect(await page.$$eval('[data-result-session="busy-session"] [data-result]', (nodes) => nodes.length)).toBe(3);
    await page.click('[data-result-session="busy-session"] [data-more-in-session]');
    expect(await page.$$eval('[data-result-session="busy-session"] [data-result]', (nodes) => nodes.length)).toBe(5);
    expect(await page.$$eval("[data-result] mark", (marks) => [...new Set(marks.map((mark) => mark.textContent))])).toEqual(["heartbeat"]);
    await search("ticktock");
    await results();
    expect(await page.textContent("[data-result-count]")).toMatch(/^50\+ matching records in 1\+ sessions/);
    await page.screenshot({ path: `${OUT}/reading-search-grouped.png` });

    // Accents and compounds (docs/decisions.md, "The viewer, round 3"): whole words, accents as written.
    await search("rechnungsprüfung");
    expect(await results()).toHaveLength(1);
    for (const q of ["prüfung", "Rechnungsprufung"]) {
      await search(q);
      expect(await results()).toEqual([]);
      expect(await page.textContent("[data-no-results]")).toContain("does not find");
    }
    await page.context().close();
  });

  it("7. timeline and tree rows are links a new tab opens; a new tab asks for the key unless “remember on this device” was ticked, which sign-out forgets", async () => {
    const page = await newPage();
    await signIn(page, `#/agents/${agentId}/sessions/timed-session`);
    const row = page.locator(`[data-record-id="${thinking}"]`);
    await row.waitFor();
    expect(await row.getAttribute("href")).toBe(`#/agents/${agentId}/records/${thinking}`);
    const [tab] = await Promise.all([page.context().waitForEvent("page"), row.click({ modifiers: ["ControlOrMeta"] })]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${service.baseUrl}/#/agents/${agentId}/records/${thinking}`);
    await tab.waitForSelector("input[name=apiKey]");
    expect(await tab.isChecked("input[name=remember]")).toBe(false);
    await page.click('[role=tab]:has-text("Tree")');
    expect(await page.getAttribute(`[data-tree-record="${thinking}"] a.tree-label`, "href")).toBe(
      `#/agents/${agentId}/records/${thinking}`,
    );
    await page.context().close();

    const remembering = await newPage();
    await signIn(remembering, `#/agents/${agentId}/sessions/timed-session`, true);
    const link = remembering.locator(`[data-record-id="${thinking}"]`);
    await link.waitFor();
    const [signedIn] = await Promise.all([remembering.context().waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
    await signedIn.waitForSelector(`[data-detail="${thinking}"]`);
    expect(await signedIn.textContent("[data-sign-out]")).toContain("forget this device");
    await signedIn.click("[data-sign-out]");
    await signedIn.waitForSelector("input[name=apiKey]");
    expect(await remembering.evaluate(() => localStorage.getItem("trace-ledger.apiKey"))).toBeNull();
    await remembering.context().close();
  });

  it("9. an unknown session's address says it is not found, at 1440 px and on a phone", async () => {
    for (const viewport of [WIDE, PHONE]) {
      const page = await newPage(viewport);
      await signIn(page, `#/agents/${agentId}/sessions/no-such-session`);
      const notice = await page.waitForSelector("[data-not-found]");
      expect(await notice.textContent()).toContain("No session “no-such-session” for this agent");
      expect((await notice.boundingBox())!.width).toBeGreaterThan(300);
      await page.screenshot({ path: `${OUT}/reading-not-found-${viewport.width}.png` });
      await page.context().close();
    }
  });

  it("passes axe-core on the new views: a session with its waterfall, a phrase search, the sign-in with its checkbox, and the phone's panes", async () => {
    for (const viewport of [WIDE, PHONE]) {
      const page = await (await browser.newContext({ bypassCSP: true, viewport })).newPage();
      await page.goto(`${service.baseUrl}/`);
      await page.waitForSelector("input[name=remember]");
      expect(await axeViolations(page), `sign-in ${viewport.width}`).toEqual([]);
      await signIn(page, `#/agents/${agentId}/records/${thinking}`);
      await page.waitForSelector(`[data-detail="${thinking}"] .field`);
      for (const [name, hash, ready] of [
        ["record", `#/agents/${agentId}/records/${thinking}`, "[data-detail] .field"],
        ["session", `#/agents/${agentId}/sessions/timed-session`, "[data-waterfall-axis]"],
        ["phrase search", `#/agents/${agentId}?q=${encodeURIComponent('"payment gateway timeout"')}`, "[data-result] mark"],
      ] as const) {
        await page.goto(`${service.baseUrl}/${hash}`);
        await page.waitForSelector(ready);
        expect(await axeViolations(page), `${name} ${viewport.width}`).toEqual([]);
      }
      await page.context().close();
    }
  });

  it("tours the views at 1440, 1024 and 390 px, and 390 px dark (screenshots)", async () => {
    for (const [name, viewport, colorScheme] of [
      ["wide", WIDE, "light"],
      ["1024", { width: 1024, height: 768 }, "light"],
      ["phone", PHONE, "light"],
      ["phone-dark", PHONE, "dark"],
    ] as const) {
      const page = await (await browser.newContext({ viewport, colorScheme })).newPage();
      await signIn(page, `#/agents/${agentId}/records/${thinking}`);
      await page.waitForSelector(`[data-detail="${thinking}"]`);
      await page.screenshot({ path: `${OUT}/reading-${name}-record.png` });
      await page.goto(`${service.baseUrl}/#/agents/${agentId}/sessions/timed-session`);
      await page.waitForSelector('[data-session-view="timed-session"] [data-record-id]');
      await page.screenshot({ path: `${OUT}/reading-${name}-session.png` });
      await page.goto(`${service.baseUrl}/#/agents/${agentId}?q=${encodeURIComponent('"payment gateway timeout"')}`);
      await page.waitForSelector("[data-result]");
      await page.screenshot({ path: `${OUT}/reading-${name}-phrase.png` });
      await page.goto(`${service.baseUrl}/#/agents/${agentId}?q=gateway`);
      await page.waitForSelector("[data-result]");
      await page.screenshot({ path: `${OUT}/reading-${name}-search.png` });
      await page.goto(`${service.baseUrl}/#/agents/${agentId}`);
      await page.waitForSelector("[data-session]");
      await page.screenshot({ path: `${OUT}/reading-${name}-sessions.png` });
      await page.context().close();
    }
  });
});
