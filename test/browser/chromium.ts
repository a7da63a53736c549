// Debian's Chromium driven by playwright-core (no browser download). Missing Chromium skips the
// browser suites with a reason, unless REQUIRE_CHROMIUM=1 (CI), where it fails them.
import fs from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { createStore, killAllServices, serviceEnv, spawnService, type ServiceProcess, type ServiceStore } from "../support/processes.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Why the browser suites cannot run here, or undefined when they can. */
export function chromiumUnavailable(): string | undefined {
  if (fs.existsSync(CHROMIUM)) return undefined;
  const reason = `no Chromium at ${CHROMIUM} (bash scripts/chromium.sh installs Debian's)`;
  if (process.env.REQUIRE_CHROMIUM === "1") throw new Error(`REQUIRE_CHROMIUM=1 but ${reason}`);
  console.warn(`browser tests skipped: ${reason}`);
  return reason;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}

/** Every console error and every request that leaves `origin`, as the page makes them. */
export function watch(page: Page, origin: string): { errors: string[]; foreign: string[] } {
  const seen = { errors: [] as string[], foreign: [] as string[] };
  page.on("console", (message) => {
    // With the resource's address: a failed load's text does not name it.
    if (message.type() === "error") seen.errors.push(`${message.text()} ${message.location().url ?? ""}`.trim());
  });
  page.on("pageerror", (error) => seen.errors.push(String(error)));
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:")) seen.foreign.push(url);
  });
  return seen;
}

/** axe-core's serious and critical violations on the page as it stands (its context needs bypassCSP: axe is injected by the test; the page itself stays under its CSP). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));
  return page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }
    ).axe.run();
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
  });
}

/** A service (`npm start` on a fresh embedded database, with `env` besides) and a browser for the suite, stopped after it. */
export function useServiceAndBrowser(env: Record<string, string> = {}): { service(): ServiceProcess; browser(): Browser } {
  let store: ServiceStore | undefined;
  let service: ServiceProcess;
  let browser: Browser | undefined;
  beforeAll(async () => {
    store = await createStore("pglite");
    [service, browser] = await Promise.all([spawnService(serviceEnv(store, env)), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await killAllServices();
    await store?.remove();
  });
  return { service: () => service, browser: () => browser! };
}
