// An agent's trace as OpenTelemetry traces, sent to an OTLP/HTTP (protobuf) endpoint such as a
// collector's :4318/v1/traces, with the official OpenTelemetry exporter. One span per record:
// the session is the trace, parent_record_id the parent span, upstream_record_id span links,
// model fields on the gen_ai.* semantic-convention attributes.
import { createHash } from "node:crypto";
import { context, SpanKind, trace, TraceFlags, type Attributes, type Link } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor, type IdGenerator } from "@opentelemetry/sdk-trace-base";
import { LedgerClient, type ConnectionOptions, type StoredRecord } from "../sdk/index.ts";
import { progress } from "./progress.ts";

const PAGE = 500;

/** The trace of a session: 16 bytes of SHA-256(session_id), so every exporter agrees. */
export const traceIdOf = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex").slice(0, 32);
/** The span of a record: the first 8 bytes of its UUID (random bits of a v4). */
export const spanIdOf = (recordId: string) => recordId.replaceAll("-", "").slice(0, 16);

/** What the tracer will give the next span: set just before each span starts. */
class RecordIds implements IdGenerator {
  next = { traceId: "", spanId: "" };
  generateTraceId = () => this.next.traceId;
  generateSpanId = () => this.next.spanId;
}

/** The gen_ai.* and trace_ledger.* attributes of a record. */
export function attributesOf(record: StoredRecord): Attributes {
  const attributes: Attributes = {
    "trace_ledger.record_id": record.record_id,
    "trace_ledger.agent_id": record.agent_id,
    "trace_ledger.session_id": record.session_id,
    "trace_ledger.behavior": record.behavior,
    "trace_ledger.record": JSON.stringify(record),
  };
  const model = "model_invocation" in record ? record.model_invocation : undefined;
  if (model) {
    attributes["gen_ai.system"] = model.provider;
    attributes["gen_ai.request.model"] = model.model_name;
    if (model.temperature !== undefined) attributes["gen_ai.request.temperature"] = model.temperature;
    if (model.tokens_in !== undefined) attributes["gen_ai.usage.input_tokens"] = model.tokens_in;
    if (model.tokens_out !== undefined) attributes["gen_ai.usage.output_tokens"] = model.tokens_out;
  }
  return attributes;
}

export async function exportOtlp(connection: ConnectionOptions, agentId: string, url: string): Promise<number> {
  const ids = new RecordIds();
  const provider = new BasicTracerProvider({
    idGenerator: ids,
    resource: resourceFromAttributes({ "service.name": "trace-ledger", "trace_ledger.agent_id": agentId }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }), { maxExportBatchSize: PAGE })],
  });
  const tracer = provider.getTracer("trace-ledger-export");
  const client = new LedgerClient({ ...connection, agentId });
  const shown = progress("exported spans");
  let total = 0;
  let after: string | undefined;
  do {
    const page = await client.getTrace({ order: "asc", after, limit: PAGE });
    for (const record of page.records) {
      const traceId = traceIdOf(record.session_id);
      ids.next = { traceId, spanId: spanIdOf(record.record_id) };
      const parent = "parent_record_id" in record && record.parent_record_id ? record.parent_record_id : undefined;
      const parentContext = parent
        ? trace.setSpanContext(context.active(), { traceId, spanId: spanIdOf(parent), traceFlags: TraceFlags.SAMPLED, isRemote: true })
        : trace.deleteSpan(context.active());
      const upstream = "upstream_record_id" in record ? (record.upstream_record_id ?? []) : [];
      const links: Link[] = upstream.map((id) => ({ context: { traceId, spanId: spanIdOf(id), traceFlags: TraceFlags.SAMPLED } }));
      const start = record.client_ts_utc;
      const span = tracer.startSpan(record.behavior, { kind: SpanKind.INTERNAL, startTime: start, attributes: attributesOf(record), links }, parentContext);
      span.end(Math.max(start, record.server_ts_utc));
    }
    total += page.records.length;
    shown.add(page.records.length);
    after = page.next_cursor ?? undefined;
  } while (after !== undefined);
  await provider.forceFlush();
  await provider.shutdown();
  shown.done(`exported ${total} records of ${agentId} as OpenTelemetry spans to ${url}`);
  return total;
}
