// Browsers can use the SDK: preflights are answered, answers carry CORS headers for allowed origins.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../generated/operations.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { corsOrigins: ["https://app.example"] } });
});
afterAll(() => server.close());

const preflight = (origin: string, method = "POST", path = "/v1/records") =>
  fetch(`${server.baseUrl}${path}`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "authorization, content-type, x-ledger-sdk",
    },
  });

/** Whether a browser would go on with `method` after this preflight answer (Fetch standard's CORS check). */
const permits = (res: Response, method: string) =>
  res.ok &&
  (res.headers.get("access-control-allow-methods") ?? "")
    .split(",")
    .map((m) => m.trim())
    .includes(method);

describe("CORS", () => {
  it("answers a preflight from an allowed origin with the SDK's methods and headers", async () => {
    const res = await preflight("https://app.example");
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(res.headers.get("access-control-allow-headers")).toContain("x-ledger-sdk");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("lets a browser send every method the API declares: PUT of a byow signature, DELETE, …", async () => {
    expect(permits(await preflight("https://app.example", "PUT", "/v1/agents/a/checkpoints/1/signature"), "PUT")).toBe(true);
    for (const op of Object.values(OPERATIONS)) {
      const path = op.path.replace(/\{[^}]+\}/g, "x");
      const res = await preflight("https://app.example", op.method, path);
      expect(permits(res, op.method), `${op.method} ${op.path}`).toBe(true);
      // …with the request headers it takes (Ledger-Blob-Salt on a blob upload, Range on a read).
      const allowed = (res.headers.get("access-control-allow-headers") ?? "").split(", ");
      for (const header of op.headers) expect(allowed, `${op.method} ${op.path}: ${header}`).toContain(header);
    }
  });

  it("lets a page read the response headers the API declares (Retry-After, Ledger-Blob-Salt)", async () => {
    const res = await fetch(`${server.baseUrl}/healthz`, { headers: { origin: "https://app.example" } });
    expect((res.headers.get("access-control-expose-headers") ?? "").split(", ")).toEqual(
      expect.arrayContaining(["x-request-id", "retry-after", "ledger-blob-salt"]),
    );
  });

  it("exposes x-request-id and Retry-After on answers to an allowed origin", async () => {
    const res = await fetch(`${server.baseUrl}/healthz`, { headers: { origin: "https://app.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(res.headers.get("access-control-expose-headers")).toContain("x-request-id");
  });

  it("never allows credentials: keys travel in Authorization, so no cookie-bearing request is granted", async () => {
    const answers = [
      await preflight("https://app.example", "PUT"),
      await fetch(`${server.baseUrl}/healthz`, { headers: { origin: "https://app.example", cookie: "a=b" } }),
    ];
    for (const res of answers) expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("grants nothing to another origin", async () => {
    const res = await preflight("https://evil.example");
    expect(res.status).toBe(405);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
