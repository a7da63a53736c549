// The viewer's files as the service serves them: the built page at `/` under a self-only CSP,
// its hashed assets, nothing else; and a page saying how to build it when there is no build.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createViewer, VIEWER_DIR, viewerFiles } from "../../../server/http/viewer.ts";
import { useServer } from "./helpers.ts";

const server = useServer();
const get = (path: string) => fetch(new URL(path, server().baseUrl));

describe.skipIf(!fs.existsSync(path.join(VIEWER_DIR, "index.html")))("the built viewer", () => {
  it("is the page at / (HTML, self-only CSP), whose scripts and styles are served from /viewer/assets", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'self'; script-src 'self'; style-src 'self'/);
    const html = await res.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/viewer\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      const file = await get(asset);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    for (const missing of ["/viewer/assets/nope.js", "/viewer/", "/viewer/index.html", "/viewer/assets/../index.html"]) {
      expect((await get(missing)).status, missing).toBe(404);
    }
  });
});

describe.skipIf(!fs.existsSync(path.join(VIEWER_DIR, "index.html")))("the built viewer's size", () => {
  // The reading views load one script; the dashboards and their charting library (uPlot) are a
  // chunk of their own, fetched when a dashboard first shows (docs/decisions.md, "Dashboards in the viewer").
  // The script holds the SDK's client, whose local validation carries the record and score schemas
  // (scores and tombstones took it from 396 to 443 KB).
  it("keeps the reading views' script and the dashboards' chunk within their budgets", () => {
    const sizes = fs
      .readdirSync(path.join(VIEWER_DIR, "assets"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => [name, fs.statSync(path.join(VIEWER_DIR, "assets", name)).size] as const);
    const entry = sizes.filter(([name]) => name.startsWith("index-"));
    const dashboards = sizes.filter(([name]) => name.startsWith("dashboard-"));
    expect(entry).toHaveLength(1);
    expect(dashboards).toHaveLength(1);
    expect(entry[0]![1], "the reading views' script").toBeLessThanOrEqual(460 * 1024);
    expect(dashboards[0]![1], "the dashboards' chunk, uPlot included").toBeLessThanOrEqual(100 * 1024);
    // uPlot's root class name: in the dashboards' chunk, not in the reading views' script.
    const uplot = (name: string) => fs.readFileSync(path.join(VIEWER_DIR, "assets", name), "utf8").includes('"uplot"');
    expect([uplot(entry[0]![0]), uplot(dashboards[0]![0])]).toEqual([false, true]);
  });
});

describe("without a build", () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-viewer-"));
  afterAll(() => fs.rmSync(empty, { recursive: true, force: true }));

  it("/ says how to build the viewer, and serves no assets", async () => {
    const files = viewerFiles(empty);
    expect([...files.keys()]).toEqual(["/"]);
    const serve = createViewer(files);
    const bare = http.createServer((req, res) => {
      if (!serve(req, res, new URL(req.url!, "http://x").pathname)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
      expect(await (await fetch(`${base}/`)).text()).toContain("npm run viewer:build");
      expect((await fetch(`${base}/viewer/assets/index.js`)).status).toBe(404);
    } finally {
      bare.close();
    }
  });
});
