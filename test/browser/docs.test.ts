// /docs in a real browser: the reference renders every operation from /openapi.json, with no
// console error and no request leaving the service (the machines have no internet).
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../generated/operations.ts";
import { createOwner } from "../support/server.ts";
import { chromiumUnavailable, useServiceAndBrowser, watch } from "./chromium.ts";

const unavailable = chromiumUnavailable();

describe.skipIf(unavailable)("the API reference at /docs, in Chromium", () => {
  const { service, browser } = useServiceAndBrowser();

  it("shows every operation, grouped by tag, with no console error and nothing fetched from elsewhere", async () => {
    const page = await browser().newPage();
    const seen = watch(page, service().baseUrl);
    await page.goto(`${service().baseUrl}/docs`);
    await page.waitForSelector(".opblock", { timeout: 30_000 });
    const paths = await page.$$eval(".opblock-summary-path", (nodes) => nodes.map((node) => node.getAttribute("data-path")));
    const methods = await page.$$eval(".opblock-summary-method", (nodes) => nodes.map((node) => node.textContent?.trim().toUpperCase()));
    const shown = new Set(paths.map((path, i) => `${methods[i]} ${path}`));
    const expected = Object.values(OPERATIONS).map((op) => `${op.method} ${op.path}`);
    expect([...shown].sort()).toEqual([...new Set(expected)].sort());
    const tags = await page.$$eval(".opblock-tag", (nodes) => nodes.map((node) => node.getAttribute("data-tag")));
    expect(tags).toEqual(expect.arrayContaining(["owners", "agents", "records", "health"]));
    // "Try it out" goes to the page's own origin first (any port: the CSP allows no other).
    const servers = await page.$$eval(".servers select option", (nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(servers[0]).toBe(service().baseUrl);
    expect(await page.$eval(".servers select", (node) => (node as HTMLSelectElement).value)).toBe(service().baseUrl);
    await page.screenshot({ path: "test/output/docs.png", fullPage: false });
    expect(seen.errors).toEqual([]);
    expect(seen.foreign).toEqual([]);
  });

  it("runs in an opaque origin: its bundle cannot read the API key the viewer keeps in sessionStorage", async () => {
    const page = await browser().newPage();
    // The viewer, in this tab, keeps an owner's key the way it does after a sign-in.
    await page.goto(`${service().baseUrl}/`);
    await page.evaluate(() => sessionStorage.setItem("trace-ledger.apiKey", "tlk_secret_of_the_viewer"));
    await page.goto(`${service().baseUrl}/docs`);
    await page.waitForSelector(".opblock", { timeout: 30_000 });
    const seen = await page.evaluate(() => {
      const read = (what: () => unknown) => {
        try {
          return String(what());
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        origin: self.origin,
        key: read(() => sessionStorage.getItem("trace-ledger.apiKey")),
        local: read(() => localStorage.length),
      };
    });
    expect(seen).toEqual({ origin: "null", key: "SecurityError", local: "SecurityError" });
  });

  it("authorizes with an owner's key: \"Try it out\" on an authenticated operation answers 200, and the viewer's storage stays out of reach", async () => {
    const owner = await createOwner(service());
    const page = await browser().newPage();
    const seen = watch(page, service().baseUrl);
    await page.goto(`${service().baseUrl}/`);
    await page.evaluate(() => sessionStorage.setItem("trace-ledger.apiKey", "tlk_secret_of_the_viewer"));
    await page.goto(`${service().baseUrl}/docs`);
    await page.waitForSelector(".opblock", { timeout: 30_000 });

    await page.click(".auth-wrapper button.authorize");
    const scheme = page.locator(".auth-container").filter({ hasText: "ownerKey" });
    await scheme.locator("input").fill(owner.apiKey);
    await scheme.locator("button[type=submit]").click();
    // swagger-ui shows "Logout" for a scheme once its form was submitted (it was blocked before).
    await scheme.locator("button", { hasText: "Logout" }).waitFor({ timeout: 10_000 });
    await page.click(".modal-ux button.close-modal");

    const operation = page.locator("#operations-owners-getOwner");
    await operation.locator(".opblock-summary").click();
    await operation.locator("button.try-out__btn").click();
    await operation.locator("button.execute").click();
    const status = operation.locator(".live-responses-table .response .response-col_status");
    await status.waitFor({ timeout: 30_000 });
    expect((await status.textContent())?.trim()).toBe("200");
    expect(await operation.locator(".live-responses-table .response .response-col_description").textContent()).toContain(owner.ownerId);

    // Still an opaque origin: the viewer's key unreadable, and the key typed here kept nowhere the
    // viewer's origin reads. Forms run, but none may send the key anywhere (form-action 'none').
    const after = await page.evaluate(async (key) => {
      let storage: string;
      try {
        storage = String(sessionStorage.length);
      } catch (error) {
        storage = (error as Error).name;
      }
      const refused = new Promise<string>((resolve) =>
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), { once: true }),
      );
      const form = Object.assign(document.createElement("form"), { action: "/healthz", method: "get" });
      form.append(Object.assign(document.createElement("input"), { name: "key", value: key }));
      document.body.append(form);
      form.submit();
      return { storage, refused: await refused };
    }, owner.apiKey);
    expect(after).toEqual({ storage: "SecurityError", refused: "form-action" });
    expect(seen.errors.filter((error) => !error.includes("form-action"))).toEqual([]);
    expect(seen.foreign).toEqual([]);
    await page.goto(`${service().baseUrl}/`);
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie);
    expect(kept).not.toContain(owner.apiKey);
  });
});
