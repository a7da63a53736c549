// The service documents itself: /openapi.json is the document it runs on, /docs a reference page
// rendered by swagger-ui from the package's own files, and nothing else is served from disk.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { useServer } from "./helpers.ts";

const server = useServer();
const get = (path: string, method = "GET") => fetch(new URL(path, server().baseUrl), { method });
const document = JSON.parse(fs.readFileSync(new URL("../../../generated/openapi.json", import.meta.url), "utf8"));

describe("GET /openapi.json", () => {
  it("is the generated OpenAPI document, as JSON", async () => {
    const res = await get("/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await res.json()).toEqual(document);
  });
});

describe("GET /docs", () => {
  it("is an HTML page that loads swagger-ui and its setup from /docs, under a self-only CSP", async () => {
    for (const path of ["/docs", "/docs/"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const csp = res.headers.get("content-security-policy");
      // Forms run (swagger-ui's Authorize is one) but may send nothing anywhere; no shared origin.
      expect(csp).toMatch(/^sandbox allow-scripts allow-forms allow-downloads; default-src 'self'; script-src 'self';/);
      expect(csp).toMatch(/; form-action 'none'(;|$)/);
      expect(csp).not.toContain("allow-same-origin");
      const html = await res.text();
      expect(html).toContain('<script src="/docs/swagger-ui-bundle.js"></script>');
      expect(html).not.toMatch(/<script>|https?:\/\//); // no inline script, nothing from elsewhere
    }
  });

  it("serves swagger-ui's files with their types, the setup pointing at /openapi.json", async () => {
    const expected = {
      "/docs/swagger-ui-bundle.js": "text/javascript; charset=utf-8",
      "/docs/swagger-ui.css": "text/css; charset=utf-8",
      "/docs/favicon-32x32.png": "image/png",
      "/docs/init.js": "text/javascript; charset=utf-8",
    };
    for (const [path, type] of Object.entries(expected)) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
    }
    expect(await (await get("/docs/init.js")).text()).toContain('fetch("/openapi.json")');
    const head = await get("/docs/swagger-ui.css", "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("serves nothing else: other files of the package, traversal and other methods are the API's 404/405", async () => {
    for (const path of [
      "/docs/index.html",
      "/docs/package.json",
      "/docs/../package.json",
      "/docs/%2e%2e/%2e%2e/package.json",
      "/docs/..%2f..%2fpackage.json",
      "/docs//etc/passwd",
      "/docs/swagger-ui.css/",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
    expect((await get("/docs", "POST")).status).toBe(404);
  });
});
