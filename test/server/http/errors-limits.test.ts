// The error envelope on every kind of refusal, size caps (bytes, not characters) and health.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recordOf } from "../../support/records.ts";
import { call, type Answer } from "../../support/server.ts";
import { recordSchema } from "../../../generated/schema.ts";
import { OPERATIONS } from "../../../generated/operations.ts";
import { ackOf, expectError, NUL_REASON, recordErrorOf, useAgent, useServer } from "./helpers.ts";

const server = useServer();
const me = useAgent(server);

/** A POST of raw bytes, for bodies `call` cannot send (invalid UTF-8, other content types, streams). */
async function postRaw(path: string, body: BodyInit, contentType?: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${me.apiKey}` };
  if (contentType !== undefined) headers["content-type"] = contentType;
  // duplex: a streamed body (the DOM typings lack the option Node's fetch requires for one).
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers, body, duplex: "half" };
  const res = await fetch(server().baseUrl + path, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

const recordsPath = () => `/v1/records?agent_id=${me.agentId}`;

describe("the error envelope", () => {
  it("answers an unknown route 404 not_found", async () => {
    expectError(await call(server(), "GET", "/v1/nothing-here", { key: me.apiKey }), 404, "not_found");
    expectError(await call(server(), "GET", "/index.html", {}), 404, "not_found");
  });

  it("answers a known route with another method 405 method_not_allowed", async () => {
    expectError(await call(server(), "GET", "/v1/records", { key: me.apiKey }), 405, "method_not_allowed");
    expectError(await call(server(), "DELETE", `/v1/agents/${me.agentId}`, { key: me.apiKey }), 405, "method_not_allowed");
  });

  it("says in an Allow header which methods the route takes", async () => {
    for (const [method, path, allow] of [
      ["GET", "/v1/records", "POST"],
      ["DELETE", `/v1/agents/${me.agentId}`, "GET, PATCH"],
      ["PUT", "/v1/owners/me", "GET, PATCH"],
    ] as const) {
      const res = await call(server(), method, path, { key: me.apiKey });
      expect(expectError(res, 405, "method_not_allowed").message).toContain(allow);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
    }
  });

  it("answers an over-long path id 400 validation_failed, as documented for the operation", async () => {
    const res = await call(server(), "GET", `/v1/agents/${"a".repeat(129)}`, { key: me.apiKey });
    expectError(res, 400, "validation_failed", { field: "/agent_id", reason: expect.any(String) });
    expect(OPERATIONS.getAgent.statuses).toContain(400);
  });

  it("documents 503 (database unavailable) on every operation that touches the database", () => {
    const untouched = new Set(["health", "listSchemaVersions", "getSchemaVersion"]); // the schemas are files the service ships
    for (const [operationId, operation] of Object.entries(OPERATIONS)) {
      if (!untouched.has(operationId)) expect(operation.statuses as readonly number[], operationId).toContain(503);
    }
  });

  it("answers malformed JSON 400 validation_failed at $", async () => {
    const error = expectError(await postRaw(recordsPath(), '{"behavior": "Observing",', "application/json"), 400, "validation_failed");
    expect(error.details).toEqual({ field: "", reason: expect.stringMatching(/^is not valid JSON/) });
  });

  it("answers an empty body 400 validation_failed", async () => {
    expectError(await postRaw(recordsPath(), "", "application/json"), 400, "validation_failed");
  });

  it("answers a body that is not UTF-8 400 validation_failed", async () => {
    const bytes = new Uint8Array(
      Buffer.concat([Buffer.from('{"behavior":"Observing","notes":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    );
    expectError(await postRaw(recordsPath(), bytes, "application/json"), 400, "validation_failed", {
      field: "",
      reason: "is not valid UTF-8",
    });
  });

  it("answers a body that is not JSON-typed 415 unsupported_media_type", async () => {
    const body = JSON.stringify(recordOf("Observing"));
    expectError(await postRaw(recordsPath(), body, "text/plain"), 415, "unsupported_media_type");
    expectError(await postRaw(recordsPath(), body, "application/x-www-form-urlencoded"), 415, "unsupported_media_type");
    expect((await postRaw(recordsPath(), body, "application/json; charset=utf-8")).status).toBe(201);
  });

  it("answers an unknown field 400 validation_failed naming it", async () => {
    expectError(await me.client.submit({ ...recordOf("Thinking"), colour: "blue" }), 400, "validation_failed", {
      field: "/colour",
      reason: "is not a known field here",
    });
    expectError(
      await call(server(), "POST", "/v1/agents", { key: me.apiKey, body: { name: "x", colour: "blue" } }),
      400,
      "validation_failed",
      {
        field: "/colour",
        reason: "is not a known field here",
      },
    );
  });

  it("answers a record with a NUL character in a string 400 validation_failed naming the field", async () => {
    const record = { ...recordOf("Thinking"), prompt: "before\u0000after" };
    expectError(await me.client.submit(record), 400, "validation_failed", { field: "/prompt", reason: NUL_REASON });
    expectError(await me.client.record(record.record_id), 404, "not_found");
  });

  it("answers a NUL character or an unpaired surrogate anywhere else 400 validation_failed, never 5xx", async () => {
    const key = me.apiKey;
    const invalidAt = async (res: Answer, field: string) => expectError(res, 400, "validation_failed", { field, reason: NUL_REASON });
    await invalidAt(await call(server(), "POST", "/v1/agents", { key, body: { name: "a\u0000b" } }), "/name");
    await invalidAt(
      await call(server(), "POST", "/v1/agents", { key, body: { name: "ok", metadata: { description: "x\ud800" } } }),
      "/metadata/description",
    );
    await invalidAt(
      await call(server(), "PATCH", `/v1/agents/${me.agentId}`, { key, body: { metadata: { tags: ["\u0000"] } } }),
      "/metadata/tags/0",
    );
    await invalidAt(await call(server(), "PATCH", "/v1/owners/me", { key, body: { name: "\u0000" } }), "/name");
    await invalidAt(await call(server(), "GET", "/v1/agents?name=a%00b", { key }), "/name");
    await invalidAt(await call(server(), "GET", "/v1/agents/agt_%00", { key }), "/agent_id");
    await invalidAt(await call(server(), "GET", `/v1/sessions/s%00?agent_id=${me.agentId}`, { key }), "/session_id");
    await invalidAt(await call(server(), "GET", `/v1/records/r%00?agent_id=${me.agentId}`, { key }), "/record_id");
    await invalidAt(await call(server(), "GET", `/v1/records/${randomUUID()}?agent_id=a%00`, { key }), "/agent_id");
    await invalidAt(
      await call(server(), "POST", "/v1/owners", { key: server().adminToken, body: { name: "\u0000", wallet: { mode: "custodial" } } }),
      "/name",
    );
  });

  it("refuses a record nesting deeper than the schema's x-max-depth 400 validation_failed (alone in a batch), never 5xx", async () => {
    // The record and its data object are two levels; the arrays inside make up the rest.
    const nested = (levels: number) => ({ ...recordOf("Other"), data: { x: JSON.parse("[".repeat(levels - 2) + "]".repeat(levels - 2)) } });
    const max = recordSchema["x-max-depth"];
    const reason = `must NOT nest arrays and objects more than ${max} levels deep`;
    expect((await me.client.submit(nested(max))).status).toBe(201);
    expectError(await me.client.submit(nested(max + 1)), 400, "validation_failed", { field: "", reason });
    // 6,000 levels, written by hand: JSON.stringify itself overflows the stack on such a value.
    const deep = { ...recordOf("Other"), data: { x: 0 } };
    const deepJson = JSON.stringify(deep).replace('"x":0', `"x":${"[".repeat(6000)}${"]".repeat(6000)}`);
    expectError(await postRaw(recordsPath(), deepJson, "application/json"), 400, "validation_failed", { field: "", reason });
    const fine = recordOf("Observing");
    const batch = await postRaw(
      `/v1/records:batch?agent_id=${me.agentId}`,
      `{"records":[${deepJson},${JSON.stringify(fine)}]}`,
      "application/json",
    );
    expect(batch.status).toBe(200);
    expect(batch.body.results).toEqual([recordErrorOf(deep.record_id, "validation_failed", { field: "", reason }), ackOf(fine)]);
    const deepest = `{"records":[${"[".repeat(300_000)}${"]".repeat(300_000)}]}`;
    expectError(await postRaw(`/v1/records:batch?agent_id=${me.agentId}`, deepest, "application/json"), 400, "validation_failed");
  });

  it("echoes a caller's x-request-id and makes one up otherwise, on success as on error", async () => {
    const given = `req-${randomUUID()}`;
    const ok = await call(server(), "GET", "/healthz", { headers: { "x-request-id": given } });
    expect(ok.headers.get("x-request-id")).toBe(given);
    const failed = await call(server(), "GET", "/v1/nothing-here", { headers: { "x-request-id": given } });
    expect(failed.body.request_id).toBe(given);
    const unsafe = await call(server(), "GET", "/v1/nothing-here", { headers: { "x-request-id": "a b\tc" } });
    expect(unsafe.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    const [one, two] = await Promise.all([call(server(), "GET", "/nope"), call(server(), "GET", "/nope")]);
    expect(one.body.request_id).not.toBe(two.body.request_id);
  });
});

describe("size caps", () => {
  it("answer a single record body over 64 KB 413 payload_too_large", async () => {
    const record = { ...recordOf("Other"), notes: "x".repeat(70_000) };
    expectError(await me.client.submit(record), 413, "payload_too_large", { limit: 65_536 });
  });

  it("answer a streamed body without Content-Length 413 payload_too_large once it passes the cap", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ ...recordOf("Other"), notes: "x".repeat(70_000) }));
    const chunks = [bytes.subarray(0, 40_000), bytes.subarray(40_000)];
    const stream = new ReadableStream<Uint8Array>({
      pull: (controller) => (chunks.length ? controller.enqueue(chunks.shift()!) : controller.close()),
    });
    expectError(await postRaw(recordsPath(), stream, "application/json"), 413, "payload_too_large", { limit: 65_536 });
  });

  // Every character written as \uXXXX, as some JSON encoders do: six wire bytes for one byte.
  const escapeAll = (value: unknown) =>
    JSON.stringify(value).replace(
      /"((?:[^"\\]|\\.)*)"/g,
      (_, inner: string) =>
        `"${[...(JSON.parse(`"${inner}"`) as string)].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}"`,
    );

  it("measure a body by its canonical bytes, never by its escaping or spacing on the wire", async () => {
    const record = { ...recordOf("Thinking"), prompt: "p".repeat(16_000), output_payload: "o".repeat(32_000) };
    const escaped = escapeAll(record);
    expect(JSON.parse(escaped)).toEqual(record);
    expect(Buffer.byteLength(escaped)).toBeGreaterThan(4 * 65_536);
    expect((await postRaw(recordsPath(), escaped, "application/json")).status).toBe(201);

    const records = Array.from({ length: 12 }, () => ({ ...recordOf("Thinking"), prompt: "p".repeat(16_000) }));
    const spaced = JSON.stringify({ records }, null, 40).replace(/"p{16000}"/g, (s) => escapeAll(s.slice(1, -1)));
    expect(Buffer.byteLength(spaced)).toBeGreaterThan(1_048_576);
    const batch = await postRaw(`/v1/records:batch?agent_id=${me.agentId}`, spaced, "application/json");
    expect(batch.status).toBe(200);
    expect(batch.body.results).toEqual(records.map((r) => ackOf(r)));
  });

  it("answer a body past the wire bound (6 × the cap) 413 before reading it all", async () => {
    const answer = await postRaw(recordsPath(), " ".repeat(6 * 65_536 + 1), "application/json");
    expectError(answer, 413, "payload_too_large", { limit: 6 * 65_536 });
  });

  it("answer a batch body over 1 MB 413 payload_too_large", async () => {
    const records = Array.from({ length: 20 }, () => ({ ...recordOf("Other"), data: { blob: "x".repeat(60_000) } }));
    expect(JSON.stringify({ records }).length).toBeGreaterThan(1_048_576);
    expectError(await me.client.batch(records), 413, "payload_too_large", { limit: 1_048_576 });
    expectError(await me.client.record(records[0]!.record_id), 404, "not_found");
  });

  it("answer a record over 64 KB inside a batch with validation_failed in its slot only", async () => {
    const tooBig = {
      ...recordOf("Thinking"),
      prompt: "p".repeat(16_000),
      output_payload: "o".repeat(32_000),
      notes: "n".repeat(2_000),
      inputs: Array.from({ length: 10 }, () => ({ kind: "other", summary: "s".repeat(1_500) })),
    };
    expect(Buffer.byteLength(JSON.stringify(tooBig))).toBeGreaterThan(65_536);
    const fine = recordOf("Observing");
    const res = await me.client.batch([tooBig, fine]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      recordErrorOf(tooBig.record_id, "validation_failed", { field: expect.any(String), reason: expect.stringMatching(/65536 bytes/) }),
      expect.objectContaining({ record_id: fine.record_id, is_duplicate: false }),
    ]);
  });

  it("count UTF-8 bytes, not characters: 700 × € in notes (2100 bytes) is refused, 682 × € (2046 bytes) is stored", async () => {
    const over = { ...recordOf("Observing"), notes: "€".repeat(700) };
    const error = expectError(await me.client.submit(over), 400, "validation_failed");
    expect(error.details).toEqual({ field: "/notes", reason: expect.stringMatching(/2048 bytes/) });
    expect((await me.client.submit({ ...recordOf("Observing"), notes: "€".repeat(682) })).status).toBe(201);
  });

  it("count a tag in characters (code points): 64 CJK characters (192 bytes) are stored, 65 refused at /tags/1", async () => {
    expect((await me.client.submit({ ...recordOf("Observing"), tags: ["ok", "漢".repeat(64), "😀".repeat(64)] })).status).toBe(201);
    const error = expectError(
      await me.client.submit({ ...recordOf("Observing"), tags: ["ok", "漢".repeat(65)] }),
      400,
      "validation_failed",
    );
    expect(error.details).toEqual({ field: "/tags/1", reason: "must NOT have more than 64 characters" });
  });

  it("allow at most 32 tags", async () => {
    const tags = Array.from({ length: 33 }, (_, i) => `t${i}`);
    expectError(await me.client.submit({ ...recordOf("Observing"), tags }), 400, "validation_failed", {
      field: "/tags",
      reason: "must NOT have more than 32 items",
    });
    expect((await me.client.submit({ ...recordOf("Observing"), tags: tags.slice(0, 32) })).status).toBe(201);
  });
});

describe("health", () => {
  it("GET /healthz answers 200 without a key", async () => {
    const res = await call(server(), "GET", "/healthz");
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("GET /readyz answers 200 naming the database it reached", async () => {
    const res = await call(server(), "GET", "/readyz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });
});
