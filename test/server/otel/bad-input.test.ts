// The OTLP endpoint under bad input: a body that is not OTLP is a 4xx with nothing stored; a span
// that cannot become a record is rejected alone, by OTLP's partial success, with its reason;
// every attribute value type, 10,000-span requests, deep trees and deep values never cause a 5xx.
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { recordIdOf } from "../../../server/otel/ids.ts";
import { ExportTraceServiceRequest, ExportTraceServiceResponse } from "../../../server/otel/proto.ts";
import { call } from "../../support/server.ts";
import { agentClient, useAgent, useServer } from "../http/helpers.ts";

const server = useServer();
const agent = useAgent(server);

const T0 = 1_790_000_000_000;
const nanos = (ms: number) => `${BigInt(ms) * 1_000_000n}`;
let counter = 0;
const newTraceId = () => (++counter).toString(16).padStart(8, "0") + "a".repeat(24);
const spanId = (n: number) => (n + 1).toString(16).padStart(16, "0");

type JsonSpan = Record<string, unknown>;
const span = (traceId: string, id: number, extra: JsonSpan = {}): JsonSpan => ({
  traceId,
  spanId: spanId(id),
  name: "step",
  startTimeUnixNano: nanos(T0 + id),
  endTimeUnixNano: nanos(T0 + id + 1),
  ...extra,
});
const request = (spans: JsonSpan[], resource: object[] = []) => ({
  resourceSpans: [{ resource: { attributes: resource }, scopeSpans: [{ spans }] }],
});

async function post(body: Buffer | string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server().baseUrl}/v1/otlp/v1/traces`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${agent.apiKey}`,
      "x-ledger-agent-id": agent.agentId,
      "content-type": "application/json",
      ...headers,
    },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "";
  const json = type.startsWith("application/json") && bytes.length > 0 ? JSON.parse(bytes.toString()) : undefined;
  return { status: res.status, body: json, bytes, type };
}
const postJson = (body: unknown, headers?: Record<string, string>) => post(JSON.stringify(body), headers);

const traceCount = async () => (await agentClient(server(), agent).trace("?limit=500")).body.records.length as number;

describe("bodies that are not OTLP", () => {
  it.each([
    ["malformed protobuf", Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]), "application/x-protobuf", 400],
    ["JSON that is not OTLP", JSON.stringify({ records: [{ behavior: "Thinking" }] }), "application/json", 400],
    ["a JSON array", "[]", "application/json", 400],
    ["JSON with spans that are not a list", JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: {} }] }] }), "application/json", 400],
    ["base64 ids in JSON", JSON.stringify(request([span("AAAAAAAAAAAAAAAAAAAAAA==", 1)])), "application/json", 400],
    [
      "an attribute value of no known type",
      JSON.stringify(request([span(newTraceId(), 1, { attributes: [{ key: "k", value: { intValue: "12x" } }] })])),
      "application/json",
      400,
    ],
    ["not JSON at all", "{resourceSpans", "application/json", 400],
    ["text/plain", "hello", "text/plain", 415],
  ])("%s: %s, nothing stored", async (_name, body, type, status) => {
    const before = await traceCount();
    const res = await post(body, { "content-type": type });
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(status === 415 ? "unsupported_media_type" : "validation_failed");
    expect(await traceCount()).toBe(before);
  });

  it("a protobuf attribute value nested 100,000 deep: 400, not a crash", async () => {
    // AnyValue{kvlist_value: KeyValueList{values: KeyValue{value: AnyValue{…}}}}, built inside out.
    const varint = (n: number) => {
      const out: number[] = [];
      for (; n > 127; n >>>= 7) out.push((n & 127) | 128);
      out.push(n);
      return out;
    };
    const prefixes: number[][] = [];
    let size = 0;
    for (let level = 0; level < 100_000; level++) {
      const keyValue = [0x12, ...varint(size)];
      const list = [0x0a, ...varint(size + keyValue.length)];
      const any = [0x32, ...varint(size + keyValue.length + list.length)];
      prefixes.push([...any, ...list, ...keyValue]);
      size += any.length + list.length + keyValue.length;
    }
    const value = Buffer.from(prefixes.reverse().flat());
    // Span{trace_id, span_id, attributes: KeyValue{key: "deep", value}} in ScopeSpans in ResourceSpans.
    const attribute = Buffer.concat([Buffer.from([0x0a, 4]), Buffer.from("deep"), Buffer.from([0x12, ...varint(value.length)]), value]);
    const spanBytes = Buffer.concat([
      Buffer.from([0x0a, 16]),
      Buffer.alloc(16, 1),
      Buffer.from([0x12, 8]),
      Buffer.alloc(8, 2),
      Buffer.from([0x4a, ...varint(attribute.length)]),
      attribute,
    ]);
    const scope = Buffer.concat([Buffer.from([0x12, ...varint(spanBytes.length)]), spanBytes]);
    const resource = Buffer.concat([Buffer.from([0x12, ...varint(scope.length)]), scope]);
    const body = Buffer.concat([Buffer.from([0x0a, ...varint(resource.length)]), resource]);
    const before = await traceCount();
    const res = await post(body, { "content-type": "application/x-protobuf" });
    expect([res.status, res.body.error.code]).toEqual([400, "validation_failed"]);
    expect(await traceCount()).toBe(before);
  });

  it("refuses bad gzip (400), another Content-Encoding (415) and a gzip bomb (413)", async () => {
    expect((await post("not gzip", { "content-encoding": "gzip" })).status).toBe(400);
    expect((await post(gzipSync(JSON.stringify(request([]))), { "content-encoding": "br" })).status).toBe(415);
    const bomb = gzipSync(Buffer.alloc(6 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await post(bomb, { "content-encoding": "gzip" });
    expect([res.status, res.body.error.code]).toEqual([413, "payload_too_large"]);
  });

  it("refuses a 10,000-span request whole (413), storing none of it", async () => {
    const traceId = newTraceId();
    const before = await traceCount();
    const res = await postJson(request(Array.from({ length: 10_000 }, (_, i) => span(traceId, i))), { "content-encoding": "identity" });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: "payload_too_large", details: { limit: 1000 } });
    expect(await traceCount()).toBe(before);
  });

  it("needs an owned agent: none at all is a rejected span, a foreign header a 401", async () => {
    const res = await fetch(`${server().baseUrl}/v1/otlp/v1/traces`, {
      method: "POST",
      headers: { authorization: `Bearer ${agent.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify(request([span(newTraceId(), 1)])),
    });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.partialSuccess).toMatchObject({ rejectedSpans: "1", errorMessage: expect.stringContaining("x-ledger-agent-id") });
    expect((await postJson(request([]), { "x-ledger-agent-id": "agt_nobody" })).status).toBe(401);
    expect((await postJson(request([]), { authorization: "Bearer tlk_wrong" })).status).toBe(401);
  });
});

/** The protobuf form of an OTLP/JSON request: .proto names, ids as bytes. */
function protobufOf(json: unknown): Buffer {
  const convert = (value: unknown, key = ""): unknown => {
    if (Array.isArray(value)) return value.map((item) => convert(item));
    if (typeof value === "string" && /^(trace_id|span_id|parent_span_id)$/.test(key)) return Buffer.from(value, "hex");
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => {
        const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        return [snake, convert(item, snake)];
      }),
    );
  };
  return Buffer.from(ExportTraceServiceRequest.encode(ExportTraceServiceRequest.fromObject(convert(json) as object)).finish());
}

describe("caps counted while decoding (413, nothing stored)", () => {
  const times = <T>(n: number, item: (i: number) => T) => Array.from({ length: n }, (_, i) => item(i));
  const attribute = (i: number) => ({ key: `k${i}`, value: { stringValue: "v" } });
  type Case = [what: string, limit: number, build: (n: number, traceId: string) => object];
  const cases: Case[] = [
    ["attributes on one span", 1000, (n, traceId) => request([span(traceId, 1, { attributes: times(n, attribute) })])],
    ["events on one span", 1000, (n, traceId) => request([span(traceId, 1, { events: times(n, (i) => ({ name: `e${i}` })) })])],
    [
      "links on one span",
      1000,
      (n, traceId) => request([span(traceId, 1, { links: times(n, (i) => ({ traceId, spanId: spanId(i + 100) })) })]),
    ],
    [
      "attributes on one event",
      1000,
      (n, traceId) => request([span(traceId, 1, { events: [{ name: "e", attributes: times(n, attribute) }] })]),
    ],
    ["attributes on one resource", 1000, (n, traceId) => request([span(traceId, 1)], times(n, attribute))],
  ];

  it.each(cases)("%s: %i accepted, one more refused, in JSON and protobuf", async (what, limit, build) => {
    for (const [type, encode] of [
      ["application/json", (body: object) => Buffer.from(JSON.stringify(body))],
      ["application/x-protobuf", protobufOf],
    ] as const) {
      const traceId = newTraceId();
      const before = await traceCount();
      const refused = await post(encode(build(limit + 1, traceId)), { "content-type": type });
      expect([type, refused.status, refused.body?.error.code, refused.body?.error.details]).toEqual([
        type,
        413,
        "payload_too_large",
        { limit },
      ]);
      expect(refused.body.error.message).toContain(what);
      expect(await traceCount()).toBe(before);
      const accepted = await post(encode(build(limit, traceId)), { "content-type": type });
      expect([type, accepted.status]).toEqual([type, 200]);
      expect(await traceCount()).toBe(before + 1);
    }
  });

  it("100,000 elements in all: an attribute value of 100,000 items is refused, of 50,000 stored", async () => {
    const valueOf = (n: number) => ({ arrayValue: { values: times(n, () => ({ boolValue: true })) } });
    for (const [type, encode] of [
      ["application/json", (body: object) => Buffer.from(JSON.stringify(body))],
      ["application/x-protobuf", protobufOf],
    ] as const) {
      const traceId = newTraceId();
      const refused = await post(encode(request([span(traceId, 1, { attributes: [{ key: "a", value: valueOf(100_000) }] })])), {
        "content-type": type,
      });
      expect([type, refused.status, refused.body?.error.details]).toEqual([type, 413, { limit: 100_000 }]);
      const accepted = await post(encode(request([span(traceId, 1, { attributes: [{ key: "a", value: valueOf(50_000) }] })])), {
        "content-type": type,
      });
      expect([type, accepted.status]).toEqual([type, 200]);
    }
  });

  it("a JSON body of more than 300,000 objects and arrays is refused before it is parsed", async () => {
    const res = await post(`{"resourceSpans":[],"unknown":[${"{},".repeat(300_000)}{}]}`);
    expect([res.status, res.body.error.code, res.body.error.details]).toEqual([413, "payload_too_large", { limit: 300_000 }]);
    // Brackets and braces inside strings are text, not containers.
    const text = await post(JSON.stringify({ resourceSpans: [], unknown: "{[".repeat(300_000) }));
    expect([text.status, text.body]).toEqual([200, {}]);
  });
});

describe("spans that cannot become records", () => {
  it("are rejected one by one with their reasons; the others are stored", async () => {
    const traceId = newTraceId();
    const good = span(traceId, 1);
    const spans = [
      good,
      span(traceId, 2, { spanId: "" }),
      span(traceId, 3, { spanId: "abcd" }),
      span("00".repeat(16), 4),
      span(traceId.slice(0, 30), 5),
      span(traceId, 6, { parentSpanId: "12" }),
      span(traceId, 7, { startTimeUnixNano: "0" }),
      span(traceId, 8, { attributes: [{ key: "gen_ai.conversation.id", value: { stringValue: "c".repeat(300) } }] }),
    ];
    const res = await postJson(request(spans));
    expect(res.status).toBe(200);
    expect(res.body.partialSuccess.rejectedSpans).toBe("7");
    const message: string = res.body.partialSuccess.errorMessage;
    expect(message).toMatch(/^7 of 8 spans rejected; /);
    expect(message).toContain("span (no id): validation_failed: span_id must be 8 bytes, not all zero (got 0)");
    expect(message).toContain("span abcd: validation_failed: span_id must be 8 bytes");
    expect(message).toContain("trace_id must be 16 bytes, not all zero (got 16)");
    expect(message).toContain("trace_id must be 16 bytes, not all zero (got 15)");
    expect(message).toContain("parent_span_id must be empty or 8 bytes");
    expect(message).toContain("start_time_unix_nano");
    expect(message).toContain(`span ${spanId(8)}: validation_failed: /session_id must NOT be longer than 256 bytes`);
    const stored = await agentClient(server(), agent).record(recordIdOf(traceId, spanId(1)));
    expect(stored.status).toBe(200);
  });

  it("answer in protobuf to a protobuf request, partial success included", async () => {
    const traceId = newTraceId();
    const message = ExportTraceServiceRequest.fromObject({
      resource_spans: [
        {
          scope_spans: [
            {
              spans: [
                {
                  trace_id: Buffer.from(traceId, "hex"),
                  span_id: Buffer.from(spanId(1), "hex"),
                  name: "ok",
                  start_time_unix_nano: nanos(T0),
                },
                {
                  trace_id: Buffer.from(traceId, "hex"),
                  span_id: Buffer.from("0102", "hex"),
                  name: "short id",
                  start_time_unix_nano: nanos(T0),
                },
              ],
            },
          ],
        },
      ],
    });
    const res = await post(Buffer.from(ExportTraceServiceRequest.encode(message).finish()), { "content-type": "application/x-protobuf" });
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/x-protobuf");
    const answer = ExportTraceServiceResponse.toObject(ExportTraceServiceResponse.decode(res.bytes), { longs: Number }) as {
      partial_success: { rejected_spans: number; error_message: string };
    };
    expect(answer.partial_success.rejected_spans).toBe(1);
    expect(answer.partial_success.error_message).toContain("span 0102:");
    // Full success: an empty answer, as OTLP says.
    const again = await post(
      Buffer.from(ExportTraceServiceRequest.encode(ExportTraceServiceRequest.fromObject({ resource_spans: [] })).finish()),
      { "content-type": "application/x-protobuf" },
    );
    expect(again.status).toBe(200);
    expect(again.bytes.length).toBe(0);
  });

  it("a second Acting run in one session is rejected as acting_already_recorded", async () => {
    const traceId = newTraceId();
    const acting = (id: number) =>
      span(traceId, id, {
        attributes: [
          { key: "gen_ai.operation.name", value: { stringValue: "invoke_agent" } },
          { key: "trace_ledger.action_type", value: { stringValue: "trade" } },
        ],
      });
    const res = await postJson(request([acting(1), acting(2)]));
    expect(res.body.partialSuccess).toMatchObject({
      rejectedSpans: "1",
      errorMessage: expect.stringContaining(`span ${spanId(2)}: acting_already_recorded`),
    });
  });
});

describe("parent cycles", () => {
  const CYCLE = "validation_failed: parent_span_id closes a parent cycle";
  const stored = async (traceId: string, id: number) =>
    (await agentClient(server(), agent).record(recordIdOf(traceId, spanId(id)))).status === 200;

  it("a span that is its own parent, or two that are each other's, are rejected; the others stored", async () => {
    const traceId = newTraceId();
    const res = await postJson(
      request([
        span(traceId, 1, { parentSpanId: spanId(1) }),
        span(traceId, 2, { parentSpanId: spanId(3) }),
        span(traceId, 3, { parentSpanId: spanId(2) }),
        span(traceId, 4, { parentSpanId: spanId(2) }), // below the cycle, not on it: stored, its parent dangling
        span(traceId, 5),
      ]),
    );
    expect(res.body.partialSuccess.rejectedSpans).toBe("3");
    for (const id of [1, 2, 3]) expect(res.body.partialSuccess.errorMessage).toContain(`span ${spanId(id)}: ${CYCLE}`);
    expect(await Promise.all([1, 2, 3, 4, 5].map((id) => stored(traceId, id)))).toEqual([false, false, false, true, true]);
  });

  it("a span closing a cycle through spans stored by earlier requests is rejected, in JSON and protobuf", async () => {
    const traceId = newTraceId();
    // 1 → 2 → 3 (→ 4 missing) stored first; then 4 naming 1 as its parent would close 1 → 2 → 3 → 4 → 1.
    const first = await postJson(
      request([
        span(traceId, 1, { parentSpanId: spanId(2) }),
        span(traceId, 2, { parentSpanId: spanId(3) }),
        span(traceId, 3, { parentSpanId: spanId(4) }),
      ]),
    );
    expect(first.body).toEqual({});
    const closing = request([span(traceId, 4, { parentSpanId: spanId(1) })]);
    const res = await postJson(closing);
    expect(res.body.partialSuccess).toEqual({ rejectedSpans: "1", errorMessage: expect.stringContaining(`span ${spanId(4)}: ${CYCLE}`) });
    const pb = await post(protobufOf(closing), { "content-type": "application/x-protobuf" });
    const answer = ExportTraceServiceResponse.decode(pb.bytes) as unknown as { partial_success?: { error_message: string } };
    expect(answer.partial_success?.error_message).toContain(CYCLE);
    expect(await stored(traceId, 4)).toBe(false);
    // The same span under a parent outside the cycle is stored.
    expect((await postJson(request([span(traceId, 4)]))).body).toEqual({});
  });

  it("a long chain sent root first, one span per request, is stored whole", async () => {
    const traceId = newTraceId();
    for (let id = 0; id < 30; id++) {
      const res = await postJson(request([span(traceId, id, id === 0 ? {} : { parentSpanId: spanId(id - 1) })]));
      expect([id, res.body]).toEqual([id, {}]);
    }
  });
});

describe("what is accepted", () => {
  it("every OTLP attribute value type, in JSON and protobuf alike", async () => {
    const traceId = newTraceId();
    const attributes = [
      { key: "s", value: { stringValue: "text" } },
      { key: "b", value: { boolValue: true } },
      { key: "i", value: { intValue: "42" } },
      { key: "big", value: { intValue: "9223372036854775807" } },
      { key: "d", value: { doubleValue: 1.5 } },
      { key: "nan", value: { doubleValue: "NaN" } },
      { key: "inf", value: { doubleValue: "-Infinity" } },
      { key: "a", value: { arrayValue: { values: [{ stringValue: "x" }, { intValue: 1 }] } } },
      { key: "kv", value: { kvlistValue: { values: [{ key: "inner", value: { boolValue: false } }] } } },
      { key: "bytes", value: { bytesValue: Buffer.from("hi").toString("base64") } },
      { key: "empty", value: {} },
    ];
    const res = await postJson(request([span(traceId, 1, { attributes })]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const stored = (await agentClient(server(), agent).record(recordIdOf(traceId, spanId(1)))).body;
    expect(stored).toMatchObject({ behavior: "Other", label: "step", client_ts_utc: T0 + 1, duration_ms: 1 });
    expect(stored.data.attributes).toEqual({
      s: "text",
      b: true,
      i: 42,
      big: "9223372036854775807",
      d: 1.5,
      nan: "NaN",
      inf: "-Infinity",
      a: ["x", 1],
      kv: { inner: false },
      bytes: "aGk=",
      empty: "",
    });

    // The same span as protobuf is the same record: a duplicate, not a conflict.
    const pbTrace = Buffer.from(traceId, "hex");
    const message = ExportTraceServiceRequest.fromObject({
      resource_spans: [
        {
          scope_spans: [
            {
              spans: [
                {
                  trace_id: pbTrace,
                  span_id: Buffer.from(spanId(1), "hex"),
                  name: "step",
                  start_time_unix_nano: nanos(T0 + 1),
                  end_time_unix_nano: nanos(T0 + 2),
                  attributes: [
                    { key: "s", value: { string_value: "text" } },
                    { key: "b", value: { bool_value: true } },
                    { key: "i", value: { int_value: 42 } },
                    { key: "big", value: { int_value: "9223372036854775807" } },
                    { key: "d", value: { double_value: 1.5 } },
                    { key: "nan", value: { double_value: NaN } },
                    { key: "inf", value: { double_value: -Infinity } },
                    { key: "a", value: { array_value: { values: [{ string_value: "x" }, { int_value: 1 }] } } },
                    { key: "kv", value: { kvlist_value: { values: [{ key: "inner", value: { bool_value: false } }] } } },
                    { key: "bytes", value: { bytes_value: Buffer.from("hi") } },
                    { key: "empty", value: {} },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const pb = await post(Buffer.from(ExportTraceServiceRequest.encode(message).finish()), { "content-type": "application/x-protobuf" });
    expect(pb.status).toBe(200);
    expect(pb.bytes.length).toBe(0);
  });

  it("values nested past the cap are kept as a marker, so the record stays storable", async () => {
    const traceId = newTraceId();
    let value: object = { stringValue: "bottom" };
    for (let i = 0; i < 40; i++) value = { kvlistValue: { values: [{ key: "k", value }] } };
    const body = request([span(traceId, 1, { attributes: [{ key: "deep", value }] })]);
    const res = await postJson(body);
    expect(res.body).toEqual({});
    const stored = (await agentClient(server(), agent).record(recordIdOf(traceId, spanId(1)))).body;
    expect(JSON.stringify(stored.data.attributes.deep)).toContain("[nested deeper than 16 levels]");
    // The same in protobuf is the same record (a duplicate: a different one would be a conflict).
    const pb = await post(protobufOf(body), { "content-type": "application/x-protobuf" });
    expect([pb.status, pb.bytes.length]).toEqual([200, 0]);
  });

  it("a deep span tree, leaves first, across requests: every parent named, all stored", async () => {
    const traceId = newTraceId();
    const depth = 1000;
    const chain = Array.from({ length: depth }, (_, i) => span(traceId, i, i === 0 ? {} : { parentSpanId: spanId(i - 1) })).reverse();
    for (let part = 0; part < depth; part += 500) {
      const res = await postJson(request(chain.slice(part, part + 500)), { "content-type": "application/json; charset=utf-8" });
      expect([res.status, res.body]).toEqual([200, {}]);
    }
    // The session comes in pages (next_cursor): follow them all.
    const records: { record_id: string; parent_record_id?: string }[] = [];
    for (let cursor: string | null = ""; cursor !== null;) {
      const page: { status: number; body: { records: typeof records; next_cursor: string | null } } = await call(
        server(),
        "GET",
        `/v1/sessions/${traceId}?agent_id=${agent.agentId}${cursor ? `&cursor=${cursor}` : ""}`,
        { key: agent.apiKey },
      );
      expect(page.status).toBe(200);
      records.push(...page.body.records);
      cursor = page.body.next_cursor;
    }
    expect(records).toHaveLength(depth);
    const deepest = records.find((r) => r.record_id === recordIdOf(traceId, spanId(depth - 1)))!;
    expect(deepest.parent_record_id).toBe(recordIdOf(traceId, spanId(depth - 2)));
  });
});
