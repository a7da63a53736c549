// A collector-compatible OTLP/HTTP receiver for tests: accepts POST /v1/traces in the official
// protobuf encoding and decodes it with the service's own OTLP definitions (server/otel/proto.ts,
// protobufjs over opentelemetry-proto's field numbers).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ExportTraceServiceRequest as Request, ExportTraceServiceResponse } from "../../server/otel/proto.ts";

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

/**
 * How the receiver treats its n-th request (0-based): answer it (the default), after a delay; fail
 * it with a status (and Retry-After); cut the connection; or take it and reject some spans.
 */
export type Behaviour = (n: number) => { delayMs?: number; status?: number; retryAfter?: string; hangUp?: boolean; reject?: number };

export interface Receiver {
  url: string;
  spans: ReceivedSpan[];
  contentTypes: string[];
  /** Requests that arrived, answered or not. */
  requests: number;
  close(): Promise<void>;
}

export async function otlpReceiver(behaviour: Behaviour = () => ({})): Promise<Receiver> {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  let requests = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    const how = behaviour(requests++);
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => setTimeout(() => answer(), how.delayMs ?? 0));
    const answer = () => {
      if (how.hangUp) return req.socket.destroy();
      if (how.status !== undefined) {
        return res
          .writeHead(how.status, {
            "content-type": "text/plain",
            ...(how.retryAfter !== undefined ? { "retry-after": how.retryAfter } : {}),
          })
          .end("try later");
      }
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
              links: ((span.links as { trace_id: Uint8Array; span_id: Uint8Array }[]) ?? []).map((l) => ({
                traceId: hex(l.trace_id),
                spanId: hex(l.span_id),
              })),
              resource: attributes(resourceSpans.resource.attributes),
            });
          }
        }
      }
      // A rejected span still arrived here; the exporter must count it as not delivered.
      const partial = how.reject
        ? { partial_success: { rejected_spans: how.reject, error_message: `${how.reject} spans refused by the test receiver` } }
        : {};
      res
        .writeHead(200, { "content-type": "application/x-protobuf" })
        .end(ExportTraceServiceResponse.encode(ExportTraceServiceResponse.fromObject(partial)).finish());
    };
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    spans,
    contentTypes,
    get requests() {
      return requests;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
