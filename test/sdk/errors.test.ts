import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERRORS } from "../../generated/errors.ts";
import * as errors from "../../sdk/errors.ts";
import * as sdk from "../../sdk/index.ts";
import { envelope, testClient, thinking } from "./fake.ts";

const classes = Object.entries(errors).filter(
  (entry): entry is [string, typeof sdk.LedgerError] =>
    typeof entry[1] === "function" && (entry[1] === errors.LedgerError || entry[1].prototype instanceof errors.LedgerError),
);

describe("error classes agree with generated/errors.ts", () => {
  it.each(ERROR_CODES)("%s maps to the class the schema names", (code) => {
    const error = errors.errorFor({ code, message: "m" });
    expect(error.constructor.name).toBe(ERRORS[code].sdkClass);
    expect(error.name).toBe(ERRORS[code].sdkClass);
    expect(error).toBeInstanceOf(sdk.LedgerError);
    expect(error.code).toBe(code);
  });

  it("every class in errors.ts is reachable from a code and exported publicly; no known code is left to the base class", () => {
    const reachable = new Set<string>(ERROR_CODES.map((code) => ERRORS[code].sdkClass));
    expect(reachable.has("LedgerError")).toBe(false);
    expect(classes.map(([name]) => name).sort()).toEqual([...reachable, "LedgerError"].sort());
    for (const [name, Class] of classes) expect(sdk[name as keyof typeof sdk]).toBe(Class);
  });

  it("an unknown code without a status is a plain LedgerError that keeps the code", () => {
    const error = errors.errorFor({ code: "quota_exceeded", message: "m", details: { limit: 5 } });
    expect(error.constructor).toBe(sdk.LedgerError);
    expect(error).toMatchObject({ code: "quota_exceeded", details: { limit: 5 } });
  });

  const fallbacks: [number, typeof sdk.LedgerError][] = [
    [400, sdk.ValidationError],
    [422, sdk.ValidationError],
    [401, sdk.AuthError],
    [403, sdk.AuthError],
    [404, sdk.NotFoundError],
    [410, sdk.NotFoundError],
    [429, sdk.RateLimitError],
    [500, sdk.ServerError],
    [503, sdk.ServerError],
    [409, sdk.LedgerError],
  ];
  it.each(fallbacks)("an unknown code answered with HTTP %i falls back to %o", (status, Class) => {
    const error = errors.errorFor({ code: "quota_exceeded", message: "m", status });
    expect(error.constructor).toBe(Class);
    expect(error).toMatchObject({ code: "quota_exceeded", status });
  });
});

// Scripted answers through a test transport (fake.ts), no service: how the client maps what it
// is answered to errors. The live service's answers are mapped in integration.test.ts.
describe("scripted error answers (a test transport) become the error class their code or status names", () => {
  const cases: [number, string, typeof sdk.LedgerError][] = [
    [400, "validation_failed", sdk.ValidationError],
    [401, "auth_invalid", sdk.AuthError],
    [401, "auth_expired", sdk.AuthError],
    [404, "not_found", sdk.NotFoundError],
    [409, "record_id_conflict", sdk.IdempotencyConflictError],
    [409, "acting_already_recorded", sdk.ValidationError], // the code decides, not the status
    [413, "payload_too_large", sdk.ValidationError],
    [415, "unsupported_media_type", sdk.ValidationError],
    [422, "reference_unresolved", sdk.ValidationError],
    [422, "schema_version_unsupported", sdk.ValidationError],
    [403, "forbidden", sdk.AuthError],
    [403, "admin_disabled", sdk.AuthError],
    [422, "some_future_code", sdk.ValidationError], // an unknown code: its status decides
    [409, "another_future_code", sdk.LedgerError],
  ];

  it.each(cases)("HTTP %i %s → %o", async (status, code, Class) => {
    const details = { field: "/tags/0", reason: "is bad" };
    const { client, sent } = testClient([envelope(status, code, details)]);
    const error = await client.submit(thinking()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Class);
    expect(error).toMatchObject({ code, status, details, requestId: "req-1", message: `${code} happened` });
    expect(sent).toHaveLength(1);
  });

  it("429 → RateLimitError with details.retry_after_ms once retries run out", async () => {
    const { client } = testClient([envelope(429, "rate_limited", { retry_after_ms: 10 })], { retry: { attempts: 0 } });
    const error = await client.submit(thinking()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(sdk.RateLimitError);
    expect(error).toMatchObject({ code: "rate_limited", details: { retry_after_ms: 10 } });
  });

  it("every 5xx → ServerError server_5xx with details.status, whatever the body", async () => {
    const html = new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "x-request-id": "edge-7" } });
    const { client } = testClient([html], { retry: { attempts: 0 } });
    const error = await client.getRecord("x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(sdk.ServerError);
    expect(error).toMatchObject({ code: "server_5xx", status: 502, details: { status: 502 }, requestId: "edge-7" });
  });

  it("a 4xx without the envelope (a proxy's page) keeps its status as the code, except 429, in the class of its status", async () => {
    const { client } = testClient(
      [new Response("Forbidden", { status: 403 }), new Response("Too many", { status: 429, headers: { "retry-after": "2" } })],
      { retry: { attempts: 0 } },
    );
    await expect(client.getRecord("x")).rejects.toMatchObject({ constructor: sdk.AuthError, code: "http_403", status: 403 });
    await expect(client.getRecord("x")).rejects.toMatchObject({
      constructor: sdk.RateLimitError,
      code: "rate_limited",
      details: { retry_after_ms: 2_000 },
    });
  });

  it("a 2xx that is not JSON is a ServerError, not a value", async () => {
    const { client } = testClient([new Response("<html>captive portal</html>", { status: 200 })]);
    await expect(client.getRecord("x")).rejects.toMatchObject({ constructor: sdk.ServerError, details: { status: 200 } });
  });
});
