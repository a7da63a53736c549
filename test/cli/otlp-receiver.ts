// A collector-compatible OTLP/HTTP receiver for tests: accepts POST /v1/traces in the official
// protobuf encoding and decodes it with protobufjs from the opentelemetry-proto definitions
// (trace/v1/trace.proto, common/v1/common.proto, resource/v1/resource.proto: the fields used).
import http from "node:http";
import type { AddressInfo } from "node:net";
import protobuf from "protobufjs";

const PROTO = `
syntax = "proto3";
package otlp;
message AnyValue { oneof value { string string_value = 1; bool bool_value = 2; int64 int_value = 3; double double_value = 4; ArrayValue array_value = 5; KeyValueList kvlist_value = 6; bytes bytes_value = 7; } }
message ArrayValue { repeated AnyValue values = 1; }
message KeyValueList { repeated KeyValue values = 1; }
message KeyValue { string key = 1; AnyValue value = 2; }
message Resource { repeated KeyValue attributes = 1; uint32 dropped_attributes_count = 2; }
message InstrumentationScope { string name = 1; string version = 2; repeated KeyValue attributes = 3; uint32 dropped_attributes_count = 4; }
message ExportTraceServiceRequest { repeated ResourceSpans resource_spans = 1; }
message ResourceSpans { Resource resource = 1; repeated ScopeSpans scope_spans = 2; string schema_url = 3; }
message ScopeSpans { InstrumentationScope scope = 1; repeated Span spans = 2; string schema_url = 3; }
message Status { string message = 2; int32 code = 3; }
message Span {
  bytes trace_id = 1; bytes span_id = 2; string trace_state = 3; bytes parent_span_id = 4; fixed32 flags = 16;
  string name = 5; int32 kind = 6; fixed64 start_time_unix_nano = 7; fixed64 end_time_unix_nano = 8;
  repeated KeyValue attributes = 9; uint32 dropped_attributes_count = 10;
  repeated Event events = 11; uint32 dropped_events_count = 12;
  repeated Link links = 13; uint32 dropped_links_count = 14; Status status = 15;
  message Event { fixed64 time_unix_nano = 1; string name = 2; repeated KeyValue attributes = 3; uint32 dropped_attributes_count = 4; }
  message Link { bytes trace_id = 1; bytes span_id = 2; string trace_state = 3; repeated KeyValue attributes = 4; uint32 dropped_attributes_count = 5; fixed32 flags = 6; }
}
`;

const Request = protobuf.parse(PROTO, { keepCase: true }).root.lookupType("otlp.ExportTraceServiceRequest");

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  startMs: number;
  attributes: Record<string, unknown>;
  links: { traceId: string; spanId: string }[];
  resource: Record<string, unknown>;
}

const hex = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString("hex");
type Decoded = { key: string; value: Record<string, unknown> };
const attributes = (list: Decoded[] | undefined) =>
  Object.fromEntries((list ?? []).map(({ key, value }) => [key, Object.values(value)[0]]));

export async function otlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; contentTypes: string[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      contentTypes.push(String(req.headers["content-type"]));
      const message = Request.toObject(Request.decode(Buffer.concat(chunks)), { longs: Number, defaults: true }) as {
        resource_spans: { resource: { attributes: Decoded[] }; scope_spans: { spans: Record<string, unknown>[] }[] }[];
      };
      for (const resourceSpans of message.resource_spans) {
        for (const scope of resourceSpans.scope_spans) {
          for (const span of scope.spans) {
            spans.push({
              traceId: hex(span.trace_id as Uint8Array),
              spanId: hex(span.span_id as Uint8Array),
              parentSpanId: hex(span.parent_span_id as Uint8Array),
              name: span.name as string,
              startMs: Math.round((span.start_time_unix_nano as number) / 1e6),
              attributes: attributes(span.attributes as Decoded[]),
              links: ((span.links as { trace_id: Uint8Array; span_id: Uint8Array }[]) ?? []).map((l) => ({ traceId: hex(l.trace_id), spanId: hex(l.span_id) })),
              resource: attributes(resourceSpans.resource.attributes),
            });
          }
        }
      }
      res.writeHead(200, { "content-type": "application/x-protobuf" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/traces`, spans, contentTypes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
