// Scores in the viewer (issue 34, item 6), in Chromium: the owner sees a session's scores as
// badges on the session list and, in the session and record views, each with its value, source,
// explanation and a badge verified in the browser against the agent's scores log; adds a human
// score choosing one of its configs; filters the session list by score name, range and
// "unscored". axe-core clean; screenshots in test/output.
import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { LedgerClient, type RecordInput, type ScoreConfig } from "../../sdk/index.ts";
import { ownerWithAgent } from "../support/server.ts";
import { axeViolations, chromiumUnavailable, useServiceAndBrowser, watch } from "./chromium.ts";

const unavailable = chromiumUnavailable();
const OUT = "test/output";

describe.skipIf(unavailable)("scores in the viewer (issue 34, item 6), in Chromium", () => {
  const { service: started, browser: opened } = useServiceAndBrowser();
  let service: ReturnType<typeof started>;
  let browser: ReturnType<typeof opened>;
  let apiKey: string;
  let agentId: string;
  let client: LedgerClient;
  let helpfulness: ScoreConfig;
  let acting: string;

  beforeAll(async () => {
    [service, browser] = [started(), opened()];
    ({ apiKey, agentId } = await ownerWithAgent(service));
    const connection = { apiKey, endpoint: service.baseUrl };
    client = new LedgerClient({ ...connection, agentId });
    helpfulness = await client.createScoreConfig({
      name: "helpfulness",
      data_type: "numeric",
      min: 0,
      max: 1,
      description: "how much it helped",
    });
    await client.createScoreConfig({ name: "verdict", data_type: "categorical", categories: ["pass", "fail"] });
    const graded = client.newSession("graded");
    await graded.submit({ behavior: "Observing", trigger_source: "ticket", trigger_description: "A refund request" } as RecordInput);
    acting = (await graded.submit({ behavior: "Acting", action_type: "refund", action_summary: "Refunded 12 EUR" } as RecordInput))
      .record_id;
    const ungraded = client.newSession("ungraded");
    await ungraded.submit({ behavior: "Acting", action_type: "reply", action_summary: "Answered" } as RecordInput);
    await client.score({
      session_id: "graded",
      name: "helpfulness",
      value: 0.9,
      config_id: helpfulness.config_id,
      source: { kind: "llm", name: "judge", version: "2" },
      explanation: "Resolved in one step.",
    });
    await client.score({ record_id: acting, name: "verdict", value: "pass", source: { kind: "rule", name: "refund-cap" } });
    fs.mkdirSync(OUT, { recursive: true });
  }, 240_000);

  const open = async (hash: string) => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true })).newPage();
    const seen = watch(page, service.baseUrl);
    await page.goto(`${service.baseUrl}/${hash}`);
    await page.fill("input[name=apiKey]", apiKey);
    await page.click("button[type=submit]");
    return { page, seen };
  };
  const sessionsShown = (page: Page) =>
    page.$$eval('[aria-label="sessions"] [data-session]', (nodes) => nodes.map((node) => node.getAttribute("data-session")));
  // A score is numbered in its log just after it is stored: a badge may first ask for a proof the
  // service cannot give yet (409), which the browser logs; and the record badge asks for a record
  // checkpoint none of which is cut here (404, api.ts). Nothing else may be an error.
  const unexpected = (errors: string[]) =>
    errors.filter((error) => !/status of 409/.test(error) && !/status of 404 .*\/checkpoints\/latest$/.test(error));

  it("shows a session's scores verified, adds a human score from a config, and filters the list by score and unscored", async () => {
    const { page, seen } = await open(`#/agents/${agentId}`);
    // The list: per-name badges (a record's score counts for its session).
    const badge = await page.waitForSelector('[data-session="graded"] [data-score-name="helpfulness"]');
    expect(await badge.textContent()).toBe("helpfulness 0.9");
    expect(await page.textContent('[data-session="graded"] [data-score-name="verdict"]')).toBe("verdict pass");
    expect(await page.$('[data-session="ungraded"] [data-score-badges]')).toBeNull();

    // Filters: by name, by range, unscored.
    await page.selectOption('[aria-label="score name"]', "helpfulness");
    expect(await sessionsShown(page)).toEqual(["graded"]);
    await page.fill('[aria-label="lowest score"]', "0.95");
    expect(await sessionsShown(page)).toEqual([]);
    await page.fill('[aria-label="lowest score"]', "0.5");
    await page.fill('[aria-label="highest score"]', "1");
    expect(await sessionsShown(page)).toEqual(["graded"]);
    await page.click("[data-clear-score-filter]");
    await page.check("input[name=unscored]");
    expect(await sessionsShown(page)).toEqual(["ungraded"]);
    await page.screenshot({ path: `${OUT}/viewer-scores-unscored.png` });
    await page.click("[data-clear-score-filter]");
    expect((await sessionsShown(page)).sort()).toEqual(["graded", "ungraded"]);

    // The session's scores, each verified here against the scores log.
    await page.click('[data-session="graded"]');
    await page.waitForSelector('[data-session-view="graded"] [data-scores] [data-score-id]');
    await page.waitForFunction(() => document.querySelectorAll('[data-scores] [data-score-verification="verified"]').length === 2);
    const scores = await page.textContent("[data-scores]");
    expect(scores).toMatch(/helpfulness\s*0\.9\s*by llm judge 2/);
    expect(scores).toContain("Resolved in one step.");
    expect(scores).toMatch(/verdict\s*pass\s*by rule refund-cap.*on a record/s);
    expect(scores).toMatch(/verified: leaf \d of the scores log's checkpoint \d/);

    // A human score, with the owner's configs as the choices.
    const choices = await page.$$eval('[name="score-config"] option:not([disabled])', (nodes) => nodes.map((node) => node.textContent));
    expect(choices).toEqual(["helpfulness — how much it helped", "verdict"]);
    await page.selectOption('[name="score-config"]', helpfulness.config_id);
    expect(await page.getAttribute('[name="score-value"]', "max")).toBe("1");
    await page.fill('[name="score-value"]', "0.4");
    await page.fill('[name="score-explanation"]', "Correct, but it never said when the money arrives.");
    await page.click("[data-add-score] button[type=submit]");
    expect(await (await page.waitForSelector("[data-score-outcome]")).textContent()).toBe("Scored helpfulness 0.4.");
    await page.waitForFunction(
      () => document.querySelectorAll('[data-scores] [data-score-verification="verified"]').length === 3,
      undefined,
      { timeout: 60_000 },
    );
    expect(await page.textContent("[data-scores] li:first-child")).toMatch(
      /helpfulness\s*0\.4\s*by human.*never said when the money arrives.*verified/s,
    );
    const stored = (await client.getScores({ sessionId: "graded", name: "helpfulness" })).scores[0]!;
    expect(stored).toMatchObject({ value: 0.4, source: { kind: "human" }, config_id: helpfulness.config_id, session_id: "graded" });
    // The list follows: two scores of helpfulness, the latest shown.
    await page.waitForFunction(
      () => document.querySelector('[data-session="graded"] [data-score-name="helpfulness"]')?.textContent === "helpfulness 0.4 ×2",
      undefined,
      { timeout: 60_000 },
    );
    await page.screenshot({ path: `${OUT}/viewer-scores-session.png` });
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(seen.errors)).toEqual([]);
    expect(seen.foreign).toEqual([]);
    await page.close();
  });

  it("shows a record's own scores, verified, in the record view", async () => {
    const { page, seen } = await open(`#/agents/${agentId}/records/${acting}`);
    await page.waitForSelector(`[data-detail="${acting}"] [data-scores] [data-score-verification="verified"]`);
    const scores = await page.textContent(`[data-detail="${acting}"] [data-scores]`);
    expect(scores).toMatch(/verdict\s*pass\s*by rule refund-cap/);
    expect(scores).not.toContain("helpfulness 0.");
    await page.screenshot({ path: `${OUT}/viewer-scores-record.png` });
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(seen.errors)).toEqual([]);
    await page.close();
  });

  it("a score changed on its way to the browser fails its badge", async () => {
    const { page } = await open(`#/agents/${agentId}/records/${acting}`);
    // The service's answer altered in transit: the leaf no longer matches the log.
    await page.route("**/v1/agents/*/scores?*", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const score of body.scores) if (score.value === "pass") score.value = "fail";
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    const failed = await page.waitForSelector(`[data-detail="${acting}"] [data-score-verification="failed"]`);
    expect(await failed.textContent()).toMatch(/is not leaf \d+ of the checkpoint's tree/);
    await page.close();
  });
});
