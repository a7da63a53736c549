// The SDK package in a browser: a consumer bundled for the browser by esbuild from
// `@trace-ledger/sdk` (the workspace package, built as it ships) records and reads a session
// against the service from a page in Chromium, and validates locally there too.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../generated/operations.ts";
import { createOwner } from "../support/server.ts";
import { chromiumUnavailable, useServiceAndBrowser, watch } from "./chromium.ts";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

const CONSUMER = `
import { LedgerClient, ValidationError } from "@trace-ledger/sdk";

window.runConsumer = async (apiKey) => {
  const endpoint = location.origin;
  const agent = await LedgerClient.registerAgent({ apiKey, endpoint, name: "browser-agent" });
  const client = new LedgerClient({ apiKey, endpoint, agentId: agent.agent_id });
  const session = client.newSession();
  const seen = await session.submit({ behavior: "Observing", trigger_source: "page" });
  await session.submit({ behavior: "Acting", action_type: "click", parent_record_id: seen.record_id });
  const read = await client.getSession(session.id);
  const refusals = [];
  for (const attempt of [
    () => client.submit({ behavior: "Observing", session_id: "s", tags: [""] }),
    () => new LedgerClient({ apiKey, agentId: agent.agent_id }).getTrace(), // no endpoint, no LEDGER_ENDPOINT in a page
  ]) {
    try { await attempt(); refusals.push("none"); } catch (error) { refusals.push(error instanceof ValidationError ? error.code : String(error)); }
  }
  return { behaviors: read.records.map((record) => record.behavior), closed: read.closed, refusals };
};
`;

const unavailable = chromiumUnavailable();

describe.skipIf(unavailable)("the SDK bundled for the browser, in Chromium", () => {
  const { service, browser } = useServiceAndBrowser();
  let bundle: string;

  beforeAll(async () => {
    execFileSync(process.execPath, ["sdk/build.mjs"], { cwd: REPO, stdio: "inherit" }); // the package as it ships
    const built = await build({
      stdin: { contents: CONSUMER, resolveDir: REPO, loader: "js" },
      bundle: true,
      write: false,
      format: "iife",
      platform: "browser",
      target: "es2022",
    });
    bundle = built.outputFiles[0]!.text;
  });

  it("records and reads a session, refuses invalid records locally, and asks for an endpoint", async () => {
    const { apiKey } = await createOwner(service());
    const page = await browser().newPage();
    const seen = watch(page, service().baseUrl);
    await page.goto(`${service().baseUrl}/healthz`); // a page of the service's origin without /docs' CSP
    await page.addScriptTag({ content: bundle });
    const result = await page.evaluate(
      (key) => (window as unknown as { runConsumer(k: string): Promise<unknown> }).runConsumer(key),
      apiKey,
    );
    expect(result).toEqual({
      behaviors: ["Observing", "Acting"],
      closed: true,
      refusals: ["validation_failed", "endpoint_not_configured"],
    });
    expect(seen.foreign).toEqual([]);
    expect(bundle).not.toMatch(/node:|require\(/);
  });

  it("reaches every method the API declares from another origin, through the browser's own CORS preflight", async () => {
    const { apiKey } = await createOwner(service());
    const page = await browser().newPage();
    // localhost and 127.0.0.1 are two origins of the same service: every call below is cross-origin.
    const api = service().baseUrl;
    await page.goto(api.replace("127.0.0.1", "localhost") + "/healthz");
    const answers = await page.evaluate(
      async ({ api, apiKey, calls }) =>
        Promise.all(
          calls.map(({ method, path }) =>
            // fetch itself refuses a body on GET or HEAD (a TypeError before any request is sent).
            fetch(api + path, {
              method,
              headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", "x-ledger-sdk": "ts/test" },
              body: method === "GET" || method === "HEAD" ? undefined : "{}",
            }).then(
              (res) => `${method} ${res.status}`,
              (error: Error) => `${method} ${error.name}`, // what a refused preflight looks like to a page
            ),
          ),
        ),
      {
        api,
        apiKey,
        calls: [...new Set(Object.values(OPERATIONS).map((op) => op.method))].map((method) => ({
          method,
          path: "/v1/agents/agt_00000000000000000000000000000000/checkpoints/1/signature",
        })),
      },
    );
    // The service answered each (405 or 404 here): none was blocked by the browser.
    for (const answer of answers) expect(answer).toMatch(/^[A-Z]+ [45]\d\d$/);
    expect(answers.some((answer) => answer.startsWith("PUT "))).toBe(true);
  });
});
