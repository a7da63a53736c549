// An agent's trace as OpenTelemetry traces, sent to an OTLP/HTTP (protobuf) endpoint such as a
// collector's :4318/v1/traces. One span per record, built with the OpenTelemetry SDK and encoded
// by its serializer: the session is the trace (and gen_ai.conversation.id), parent_record_id the
// parent span, upstream_record_id span links, the record on the GenAI semantic conventions'
// attributes (v1.37: the operation, provider, models, usage, messages, tool call) for any
// backend, whole on trace_ledger.record for a ledger (server/otel/map.ts takes it back as it
// was), and its place in its agent's log (leaf index; checkpoint size and root when covered) on
// trace_ledger.log.*. Sending is ours (otlp-delivery.ts): every span is delivered, or the export
// fails saying how many were not.
import { createHash } from "node:crypto";
import { context, SpanKind, SpanStatusCode, trace, TraceFlags, type Attributes, type Link, type SpanStatus } from "@opentelemetry/api";
import { ProtobufTraceSerializer } from "@opentelemetry/otlp-transformer";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, type IdGenerator, type ReadableSpan, type SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { LedgerClient, NotFoundError, isTombstone, type Checkpoint, type ConnectionOptions, type StoredRecord } from "../sdk/index.ts";
import { DEFAULT_POLICY, deliver, type RetryPolicy } from "./otlp-delivery.ts";
import { progress } from "./progress.ts";
import { plural } from "./words.ts";

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

/** Keeps the spans that end, for the export to send. */
class Collected implements SpanProcessor {
  spans: ReadableSpan[] = [];
  onStart() {}
  onEnd(span: ReadableSpan) {
    this.spans.push(span);
  }
  forceFlush = async () => {};
  shutdown = async () => {};
}

/** Where a record sits in its agent's log: its leaf, and the latest checkpoint when it covers it. */
export interface LogPlace {
  leafIndex: number;
  checkpoint?: Pick<Checkpoint, "tree_size" | "root_hash">;
}

/** The gen_ai.* and trace_ledger.* attributes of a record. */
export function attributesOf(record: StoredRecord, place?: LogPlace): Attributes {
  const attributes: Attributes = {
    "trace_ledger.record_id": record.record_id,
    "trace_ledger.agent_id": record.agent_id,
    "trace_ledger.session_id": record.session_id,
    "trace_ledger.behavior": record.behavior,
    "trace_ledger.record": JSON.stringify(record),
  };
  if (place) {
    attributes["trace_ledger.log.leaf_index"] = place.leafIndex;
    if (place.checkpoint && place.leafIndex < place.checkpoint.tree_size) {
      attributes["trace_ledger.log.checkpoint_size"] = place.checkpoint.tree_size;
      attributes["trace_ledger.log.checkpoint_root"] = place.checkpoint.root_hash;
    }
  }
  return { ...attributes, ...genAiAttributes(record) };
}

/** The GenAI operation a record is, where the conventions have one (Observing, Reflecting and Other have none). */
const OPERATIONS: Partial<Record<StoredRecord["behavior"], string>> = {
  Thinking: "chat",
  Planning: "plan",
  ToolCalling: "execute_tool",
  Acting: "invoke_agent",
};

/** One text as a GenAI message list (JSON text, as the SDKs send it). */
const asMessages = (role: string, text: string | undefined) =>
  text === undefined ? undefined : JSON.stringify([{ role, parts: [{ type: "text", content: text }] }]);

/** The record on the GenAI semantic conventions' attributes (v1.37), for backends other than a ledger. */
function genAiAttributes(record: StoredRecord): Attributes {
  const r = record as StoredRecord & Record<string, unknown>;
  const text = (name: string) => (typeof r[name] === "string" ? (r[name] as string) : undefined);
  const requestTag = record.tags?.find((tag) => tag.startsWith("gen_ai.request.model="));
  const model = "model_invocation" in record ? record.model_invocation : undefined;
  const toolMeta = record.behavior === "ToolCalling" ? record.tool_meta : undefined;
  const [input, output] = {
    Thinking: [text("prompt"), text("output_payload")],
    Planning: [text("goal"), text("rationale")],
    Acting: [undefined, text("action_summary")],
  }[record.behavior as string] ?? [undefined, undefined];
  const attributes: Record<string, string | number | string[] | undefined> = {
    "gen_ai.operation.name": OPERATIONS[record.behavior],
    "gen_ai.conversation.id": record.session_id,
    "gen_ai.provider.name": model?.provider,
    // The request's model where a tag kept it (OTLP ingest, the integrations), else the one named.
    "gen_ai.request.model": requestTag?.slice("gen_ai.request.model=".length) ?? model?.model_name,
    "gen_ai.response.model": model?.model_name,
    "gen_ai.request.temperature": model?.temperature,
    "gen_ai.usage.input_tokens": model?.tokens_in,
    "gen_ai.usage.output_tokens": model?.tokens_out,
    "gen_ai.response.finish_reasons": model?.finish_reason === undefined ? undefined : [model.finish_reason],
    "gen_ai.input.messages": asMessages("user", input),
    "gen_ai.output.messages": asMessages("assistant", output),
    "gen_ai.tool.name": toolMeta?.tool_id,
    "gen_ai.tool.call.id": typeof toolMeta?.call_id === "string" ? toolMeta.call_id : undefined,
    "gen_ai.tool.description": record.behavior === "ToolCalling" ? record.description : undefined,
    "gen_ai.tool.call.arguments": record.behavior === "ToolCalling" ? record.input_payload : undefined,
    "gen_ai.tool.call.result": record.behavior === "ToolCalling" ? record.output_payload : undefined,
    "trace_ledger.action_type": record.behavior === "Acting" ? record.action_type : undefined,
  };
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Attributes;
}

/** The span's name as the conventions write it (`chat gpt-4o`, `execute_tool quote`), else the behaviour. */
function spanNameOf(record: StoredRecord, attributes: Attributes): string {
  const operation = attributes["gen_ai.operation.name"];
  const subject = attributes["gen_ai.tool.name"] ?? attributes["gen_ai.request.model"];
  return operation === undefined ? record.behavior : subject === undefined ? String(operation) : `${operation} ${subject}`;
}

/** ERROR where the record says it failed: a tool call without success, an action that failed. */
function statusOf(record: StoredRecord): SpanStatus {
  const failed =
    (record.behavior === "ToolCalling" && record.success === false) ||
    (record.behavior === "Acting" && record.execution_status === "failed");
  return { code: failed ? SpanStatusCode.ERROR : SpanStatusCode.UNSET };
}

export interface OtlpExportOptions {
  /** Headers for the receiver (e.g. its authorization). */
  headers?: Record<string, string>;
  policy?: RetryPolicy;
}

/** The agent's latest checkpoint, or none yet. */
async function latestCheckpoint(client: LedgerClient): Promise<Checkpoint | undefined> {
  try {
    return await client.getCheckpoint();
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/**
 * Sends every record of the agent as a span, a page (500) per request, one request at a time.
 * Resolves with the number delivered when all were; else throws, saying how many were not and why.
 */
export async function exportOtlp(
  connection: ConnectionOptions,
  agentId: string,
  url: string,
  options: OtlpExportOptions = {},
): Promise<number> {
  const policy = options.policy ?? DEFAULT_POLICY;
  const ids = new RecordIds();
  const collected = new Collected();
  const provider = new BasicTracerProvider({
    idGenerator: ids,
    resource: resourceFromAttributes({ "service.name": "trace-ledger", "trace_ledger.agent_id": agentId }),
    spanProcessors: [collected],
  });
  const tracer = provider.getTracer("trace-ledger-export");
  const client = new LedgerClient({ ...connection, agentId });
  // Taken first: every record it covers is already stored, so its leaf index is below its size.
  const checkpoint = await latestCheckpoint(client);
  const shown = progress("exported spans");
  let total = 0;
  let delivered = 0;
  const rejections: string[] = [];
  let stopped: string | undefined;
  let after: string | undefined;
  do {
    const page = await client.getTrace({ order: "asc", after, limit: PAGE });
    if (stopped === undefined && page.records.length > 0) {
      collected.spans = [];
      page.records.forEach((record, i) => {
        if (isTombstone(record)) return; // an erased record: nothing of it to send
        const traceId = traceIdOf(record.session_id);
        ids.next = { traceId, spanId: spanIdOf(record.record_id) };
        const parent = "parent_record_id" in record && record.parent_record_id ? record.parent_record_id : undefined;
        const parentContext = parent
          ? trace.setSpanContext(context.active(), { traceId, spanId: spanIdOf(parent), traceFlags: TraceFlags.SAMPLED, isRemote: true })
          : trace.deleteSpan(context.active());
        const upstream = "upstream_record_id" in record ? (record.upstream_record_id ?? []) : [];
        const links: Link[] = upstream.map((id) => ({ context: { traceId, spanId: spanIdOf(id), traceFlags: TraceFlags.SAMPLED } }));
        const start = record.client_ts_utc;
        // The trace is read oldest first, in log order: a record's position is its leaf index.
        const attributes = attributesOf(record, { leafIndex: total + i, checkpoint });
        const span = tracer.startSpan(
          spanNameOf(record, attributes),
          { kind: SpanKind.INTERNAL, startTime: start, attributes, links },
          parentContext,
        );
        span.setStatus(statusOf(record));
        // How long the step took where the record says so, else when the ledger received it.
        span.end(start + ((record as { duration_ms?: number }).duration_ms ?? Math.max(0, record.server_ts_utc - start)));
      });
      const result = await deliver(url, ProtobufTraceSerializer.serializeRequest(collected.spans)!, options.headers ?? {}, policy);
      if (result.delivered) {
        delivered += page.records.length - result.rejected;
        if (result.rejected > 0) rejections.push(result.message ?? `${result.rejected} rejected`);
        shown.add(page.records.length - result.rejected);
      } else {
        // Refused for good, or out of attempts: the rest would fare no better. Count it, send no more.
        stopped = result.reason;
      }
    }
    total += page.records.length;
    after = page.next_cursor ?? undefined;
  } while (after !== undefined);
  await provider.shutdown();
  const missing = total - delivered;
  shown.done(missing === 0 ? `exported ${total} ${plural(total, "record")} of ${agentId} as OpenTelemetry spans to ${url}` : undefined);
  if (missing > 0) {
    const why = stopped ?? `the receiver rejected them: ${rejections.join("; ")}`;
    throw new Error(`${missing} of ${total} ${plural(total, "span")} not delivered to ${url}: ${why}`);
  }
  return total;
}
