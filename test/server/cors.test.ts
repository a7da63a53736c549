// Browsers can use the SDK: preflights are answered, answers carry CORS headers for allowed origins.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { corsOrigins: ["https://app.example"] } });
});
afterAll(() => server.close());

const preflight = (origin: string) =>
  fetch(`${server.baseUrl}/v1/records`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, x-ledger-sdk" },
  });

describe("CORS", () => {
  it("answers a preflight from an allowed origin with the SDK's methods and headers", async () => {
    const res = await preflight("https://app.example");
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(res.headers.get("access-control-allow-headers")).toContain("x-ledger-sdk");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("exposes x-request-id and Retry-After on answers to an allowed origin", async () => {
    const res = await fetch(`${server.baseUrl}/healthz`, { headers: { origin: "https://app.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(res.headers.get("access-control-expose-headers")).toContain("x-request-id");
  });

  it("grants nothing to another origin", async () => {
    const res = await preflight("https://evil.example");
    expect(res.status).toBe(405);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
