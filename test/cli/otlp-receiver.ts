// A collector-compatible OTLP/HTTP receiver for tests: accepts POST /v1/traces in the official
// protobuf encoding and decodes it with the service's own OTLP definitions (server/otel/proto.ts,
// protobufjs over opentelemetry-proto's field numbers).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ExportTraceServiceRequest as Request } from "../../server/otel/proto.ts";

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
