// Input rules of issue 27 (finding 9): I-JSON bodies (no member named twice), session ids a URL
// can name, parameters written as plain decimal integers, `nosniff` on every answer and 404s
// that never repeat what the client sent.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { recordOf } from "../../support/records.ts";
import { call } from "../../support/server.ts";
import { expectError, recordErrorOf, useAgent, useServer } from "./helpers.ts";

const server = useServer();
const me = useAgent(server);

const recordsPath = () => `/v1/records?agent_id=${me.agentId}`;
const post = (path: string, rawBody: string) =>
  call(server(), "POST", path, { key: me.apiKey, rawBody, headers: { "content-type": "application/json" } });

describe("duplicate member names (I-JSON)", () => {
  it("refuses a record that names a member twice, naming the second, and stores nothing", async () => {
    const record = recordOf("Observing");
    // JSON.parse would keep the second trigger_source; another parser the first.
    const text = JSON.stringify(record).replace(/^\{/, `{"trigger_source":"hidden",`);
    const error = expectError(await post(recordsPath(), text), 400, "validation_failed");
    expect(error.details).toMatchObject({ field: "/trigger_source" });
    expectError(await me.client.record(record.record_id), 404, "not_found");
  });

  it("finds a repeated name however deep, escaped or not, in a batch too", async () => {
    const record = recordOf("Observing");
    const nested = JSON.stringify({ records: [recordOf("Observing"), record] }).replace(
      `"record_id":"${record.record_id}"`,
      `"record_id":"${record.record_id}","r\\u0065cord_id":"${record.record_id}"`,
    );
    const error = expectError(await post(`/v1/records:batch?agent_id=${me.agentId}`, nested), 400, "validation_failed");
    expect(error.details).toMatchObject({ field: "/records/1/record_id" });
  });

  it("finds a repeated name spaced from its colon, and one nested deeper than the member count goes", async () => {
    const spaced = JSON.stringify(recordOf("Observing")).replace(/^\{/, '{"trigger_source" \n : "hidden",');
    expect(expectError(await post(recordsPath(), spaced), 400, "validation_failed").details).toMatchObject({ field: "/trigger_source" });
    const deep = `${"[".repeat(300)}{"a":1,"a":2}${"]".repeat(300)}`;
    expect(expectError(await post(recordsPath(), deep), 400, "validation_failed").details).toMatchObject({
      field: `${"/0".repeat(300)}/a`,
    });
  });

  it("refuses an OTLP/JSON body that names a member twice", async () => {
    const res = await call(server(), "POST", "/v1/otlp/v1/traces", {
      key: me.apiKey,
      rawBody: '{"resourceSpans":[],"resourceSpans":[]}',
      headers: { "content-type": "application/json", "x-ledger-agent-id": me.agentId },
    });
    expect(expectError(res, 400, "validation_failed").details).toMatchObject({ field: "/resourceSpans" });
  });

  it("takes a string that holds quotes, braces and a name twice", async () => {
    const record = { ...recordOf("Observing"), trigger_source: 'say "{\\"a\\":1,\\"a\\":2}" \\' };
    const res = await post(recordsPath(), JSON.stringify(record));
    expect([res.status, res.body.is_duplicate]).toEqual([201, false]);
  });
});

describe("session ids", () => {
  it('refuses "." and "..", which no URL path can name, alone and in a batch', async () => {
    for (const session of [".", ".."]) {
      const record = recordOf("Observing", session);
      const error = expectError(await call(server(), "POST", recordsPath(), { key: me.apiKey, body: record }), 400, "validation_failed");
      expect(error.details).toMatchObject({ field: "/session_id" });
      const batch = await me.client.batch([record, recordOf("Observing", "..x")]);
      expect(batch.status).toBe(200);
      expect(batch.body.results[0]).toEqual(
        recordErrorOf(record.record_id, "validation_failed", expect.objectContaining({ field: "/session_id" })),
      );
      expect(batch.body.results[1].is_duplicate).toBe(false);
    }
    // Ids that merely contain dots are stored and read back.
    const dotted = await me.client.session("..x");
    expect(dotted.status).toBe(200);
    expect(dotted.body.records).toHaveLength(2);
  });
});

describe("integer parameters", () => {
  it("accepts only digits: no hex, point, exponent, sign, space or leading zero", async () => {
    const checkpoint = await call(server(), "POST", `/v1/agents/${me.agentId}/checkpoints`, { key: me.apiKey });
    expect([201, 200]).toContain(checkpoint.status);
    const size = checkpoint.body.tree_size as number;
    expect((await call(server(), "GET", `/v1/agents/${me.agentId}/checkpoints/${size}`, { key: me.apiKey })).status).toBe(200);
    for (const written of [`0x${size.toString(16)}`, `${size}.0`, `${size}e0`, `%20${size}`, `${size}%20`, `0${size}`, `+${size}`]) {
      const res = await call(server(), "GET", `/v1/agents/${me.agentId}/checkpoints/${written}`, { key: me.apiKey });
      expect(expectError(res, 400, "validation_failed").details, written).toMatchObject({ field: "/tree_size" });
    }
    for (const limit of ["1e1", "0x10", "10.0", "010"]) {
      expectError(await me.client.trace(`?limit=${limit}`), 400, "validation_failed");
    }
    expect((await me.client.trace("?limit=10")).status).toBe(200);
    expectError(await me.client.sessions("?closed=1"), 400, "validation_failed");
    expect((await me.client.sessions("?closed=true")).status).toBe(200);
  });
});

describe("answers", () => {
  it("carry X-Content-Type-Options: nosniff, whatever they are", async () => {
    const answers = [
      await call(server(), "GET", "/healthz"),
      await call(server(), "GET", "/v1/nothing-here"),
      await call(server(), "GET", `/v1/agents/${me.agentId}`, { key: me.apiKey }),
      await call(server(), "POST", recordsPath(), { key: "nope", body: {} }),
      await call(server(), "OPTIONS", "/v1/records", {
        headers: { origin: "https://app.example", "access-control-request-method": "PUT" },
      }),
    ];
    for (const path of ["/", "/docs", "/openapi.json"]) {
      const res = await fetch(server().baseUrl + path);
      await res.arrayBuffer();
      answers.push({ status: res.status, body: undefined, headers: res.headers });
    }
    for (const answer of answers) expect(answer.headers.get("x-content-type-options"), String(answer.status)).toBe("nosniff");
    expect(await rawAnswer("BREW / HTTP/1.1\r\nHost: x\r\n\r\n")).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
  });

  it("never repeat the client's input in a 404 (decoded or not)", async () => {
    const probe = "<img src=x onerror=alert(1)>";
    for (const path of [
      `/v1/agents/${encodeURIComponent(probe)}`,
      `/v1/${encodeURIComponent(probe)}`,
      `/v1/records/${encodeURIComponent(probe)}?agent_id=${me.agentId}`,
      `/v1/agents/${me.agentId}/sessions?cursor=${encodeURIComponent(probe)}`,
      `/v1/traces/${me.agentId}?before=${encodeURIComponent(probe)}`,
    ]) {
      const res = await call(server(), "GET", path, { key: me.apiKey });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      const text = JSON.stringify(res.body);
      expect(text, path).not.toMatch(/img|onerror|%3C/i);
    }
  });
});

/** What the service writes back to raw bytes (a request fetch would not send). */
function rawAnswer(request: string): Promise<string> {
  const { hostname, port } = new URL(server().baseUrl);
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = net.connect(Number(port), hostname, () => socket.end(request));
    socket
      .on("data", (chunk) => (text += chunk))
      .on("end", () => resolve(text))
      .on("error", reject);
  });
}
