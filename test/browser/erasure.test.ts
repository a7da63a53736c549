// An erased record in the viewer, in Chromium (issue 38): its session lists it in its place as
// "erased on …", and its page shows the tombstone with the proof still verified in the browser,
// from the digest the tombstone keeps.
import { beforeAll, describe, expect, it } from "vitest";
import { LedgerClient } from "../../sdk/index.ts";
import { recordOf } from "../support/records.ts";
import { ownerWithAgent } from "../support/server.ts";
import { chromiumUnavailable, useServiceAndBrowser } from "./chromium.ts";

const unavailable = chromiumUnavailable();
const instant = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 23);

describe.skipIf(unavailable)("an erased record in the viewer, in Chromium", () => {
  const { service: started, browser: opened } = useServiceAndBrowser();
  let apiKey: string;
  let agentId: string;
  let sessionId: string;
  let erasedId: string;
  let erasedAtMs: number;

  beforeAll(async () => {
    ({ apiKey, agentId } = await ownerWithAgent(started()));
    const client = new LedgerClient({ apiKey, agentId, endpoint: started().baseUrl });
    const session = client.newSession();
    sessionId = session.id;
    const records = [recordOf("Observing", sessionId), recordOf("Thinking", sessionId), recordOf("Acting", sessionId)];
    await client.submitBatch(records);
    await client.anchor();
    erasedId = records[1]!.record_id;
    erasedAtMs = (await client.deleteRecord(erasedId)).erased_at_ms;
  });

  const open = async (path: string, selector: string) => {
    const page = await opened().newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${started().baseUrl}/#/agents/${agentId}/${path}`);
    await page.fill("input[name=apiKey]", apiKey);
    await page.click("button[type=submit]");
    await page.waitForSelector(selector);
    return page;
  };

  it("lists the erased record in its session as erased on …", async () => {
    const page = await open(`sessions/${sessionId}`, `[data-erased="${erasedId}"]`);
    expect(await page.textContent(`[data-erased="${erasedId}"]`)).toBe(`Thinking ${erasedId} erased on ${instant(erasedAtMs)}`);
    expect(await page.textContent("[data-session-summary]")).toContain("· 1 erased");
    await page.close();
  });

  it("shows the tombstone, erased on …, with its proof verified", async () => {
    const page = await open(`records/${erasedId}`, `[data-detail="${erasedId}"][data-erased]`);
    expect(await page.textContent("[data-erased-on]")).toContain(`erased on ${instant(erasedAtMs)}`);
    await page.waitForSelector('[data-verification="verified"]');
    expect(await page.textContent('[data-verification="verified"]')).toMatch(/^verified: leaf 1 of checkpoint 3/);
    await page.close();
  });
});
