// One OpenTelemetry span → one record, following the GenAI semantic conventions (docs/otel.md has
// the table). Texts longer than the schema's caps are cut at a character boundary with a marker
// saying how long they were; the schema (records' validator) stays the judge of the result.
import { SCHEMA_VERSION } from "../../generated/schema.ts";
import { capOf, clip } from "../../protocol/clip.ts";
import { isSpanId, isTraceId, recordIdOf } from "./ids.ts";
import type { AttributeValue, Attributes, OtlpSpan } from "./spans.ts";

/** A span the mapping cannot turn into a record, and why. */
export interface SpanRefusal {
  reason: string;
}

const STATUS_ERROR = 2;

const textOf = (value: AttributeValue): string => (typeof value === "string" ? value : JSON.stringify(value));

const str = (attributes: Attributes, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = attributes[name];
    if (typeof value === "string" && value !== "") return value;
  }
  return undefined;
};

const num = (attributes: Attributes, ...names: string[]): number | undefined => {
  for (const name of names) {
    const value = attributes[name];
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value;
  }
  return undefined;
};

/** OpenLLMetry's indexed messages: `gen_ai.prompt.0.role`, `gen_ai.prompt.0.content`, … */
function indexedMessages(attributes: Attributes, prefix: string): string | undefined {
  const lines: string[] = [];
  for (let i = 0; ; i++) {
    const content = attributes[`${prefix}.${i}.content`];
    if (content === undefined) break;
    const role = attributes[`${prefix}.${i}.role`];
    lines.push(role === undefined ? textOf(content) : `${textOf(role)}: ${textOf(content)}`);
  }
  return lines.length > 0 ? lines.join("\n") : undefined;
}

const INPUT_EVENTS = new Set(["gen_ai.system.message", "gen_ai.user.message", "gen_ai.assistant.message", "gen_ai.tool.message"]);
const OUTPUT_EVENTS = new Set(["gen_ai.choice"]);
const DETAILS_EVENT = "gen_ai.client.inference.operation.details";

/**
 * The model's input or output as text, from the newest convention the span uses: the
 * gen_ai.{input,output}.messages attributes (semconv ≥ 1.37, what `OTEL_SEMCONV_STABILITY_OPT_IN=
 * gen_ai_latest_experimental` makes instrumentations emit), the same on the operation-details
 * event, the 1.36-and-earlier per-message events, then the older gen_ai.prompt/gen_ai.completion
 * attributes (plain or OpenLLMetry's indexed ones).
 */
function messages(span: OtlpSpan, direction: "input" | "output"): string | undefined {
  const name = `gen_ai.${direction}.messages`;
  if (span.attributes[name] !== undefined) return textOf(span.attributes[name]);
  const details = span.events.find((event) => event.name === DETAILS_EVENT && event.attributes[name] !== undefined);
  if (details) return textOf(details.attributes[name]!);
  const wanted = direction === "input" ? INPUT_EVENTS : OUTPUT_EVENTS;
  const events = span.events.filter((event) => wanted.has(event.name));
  if (events.length > 0) return JSON.stringify(events.map((event) => ({ event: event.name, ...event.attributes })));
  const legacy = direction === "input" ? "gen_ai.prompt" : "gen_ai.completion";
  if (span.attributes[legacy] !== undefined) return textOf(span.attributes[legacy]);
  return indexedMessages(span.attributes, legacy);
}

const NOT_CAPTURED = (what: string) => `(not captured: the span carries no ${what})`;

/** model_invocation from the gen_ai.* request/response/usage attributes, when a model is named. */
function modelInvocation(a: Attributes): Record<string, unknown> | undefined {
  const model = str(a, "gen_ai.response.model", "gen_ai.request.model");
  if (model === undefined) return undefined;
  const finish = a["gen_ai.response.finish_reasons"];
  const finishReason = Array.isArray(finish) ? finish.find((x) => typeof x === "string") : typeof finish === "string" ? finish : undefined;
  const invocation: Record<string, unknown> = {
    provider: clip(str(a, "gen_ai.provider.name", "gen_ai.system") ?? "unknown", capOf("ModelInvocation", "provider")),
    model_name: clip(model, capOf("ModelInvocation", "model_name")),
    tokens_in: num(a, "gen_ai.usage.input_tokens", "gen_ai.usage.prompt_tokens"),
    tokens_out: num(a, "gen_ai.usage.output_tokens", "gen_ai.usage.completion_tokens"),
    temperature: num(a, "gen_ai.request.temperature"),
    finish_reason: finishReason === undefined ? undefined : clip(finishReason as string, capOf("ModelInvocation", "finish_reason")),
  };
  return withoutUndefined(invocation);
}

const withoutUndefined = (object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

/** Fits a free-form object under a cap, dropping its attributes (counted) when they do not fit. */
function fitted(data: Record<string, unknown> & { attributes: Attributes }, cap: number): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(data)) <= cap) return data;
  const { attributes, ...rest } = data;
  return { ...rest, attributes_omitted: Object.keys(attributes).length };
}

/**
 * The attributes a record keeps: all but `trace_ledger.log.*`, which `export --format otlp` adds
 * to say where the record sits in its source ledger's log. They change as that log is
 * checkpointed, so keeping them would make a re-export of the same span a conflicting body.
 */
const kept = (attributes: Attributes): Attributes =>
  Object.fromEntries(Object.entries(attributes).filter(([key]) => !key.startsWith("trace_ledger.log.")));

const OPERATIONS = new Set(["chat", "text_completion", "generate_content", "execute_tool", "invoke_agent", "plan", "create_agent", "embeddings"]);

/** gen_ai.operation.name, else the span name's first word when it is an operation's (`chat gpt-4o`). */
export function operationOf(span: OtlpSpan): string | undefined {
  const named = str(span.attributes, "gen_ai.operation.name");
  if (named !== undefined) return named;
  const first = span.name.split(" ", 1)[0]!;
  return OPERATIONS.has(first) ? first : undefined;
}

type Kind = Record<string, unknown> & { behavior: string };

function kindOf(span: OtlpSpan, operation: string | undefined): Kind {
  const a = span.attributes;
  const failed = span.status.code === STATUS_ERROR;
  switch (operation) {
    case "chat":
    case "text_completion":
    case "generate_content":
      return {
        behavior: "Thinking",
        prompt: clip(messages(span, "input") ?? NOT_CAPTURED("gen_ai.input.messages"), capOf("ThinkingRecord", "prompt")),
        output_payload: clip(messages(span, "output") ?? NOT_CAPTURED("gen_ai.output.messages"), capOf("ThinkingRecord", "output_payload")),
        model_invocation: modelInvocation(a),
      };
    case "plan": {
      const goal = messages(span, "input");
      const rationale = messages(span, "output");
      return {
        behavior: "Planning",
        goal: goal === undefined ? undefined : clip(goal, capOf("PlanningRecord", "goal")),
        rationale: rationale === undefined ? undefined : clip(rationale, capOf("PlanningRecord", "rationale")),
        model_invocation: modelInvocation(a),
      };
    }
    case "execute_tool": {
      const args = a["gen_ai.tool.call.arguments"];
      const result = a["gen_ai.tool.call.result"];
      const meta = withoutUndefined({ tool_id: str(a, "gen_ai.tool.name"), call_id: str(a, "gen_ai.tool.call.id"), type: str(a, "gen_ai.tool.type") });
      const description = str(a, "gen_ai.tool.description");
      return {
        behavior: "ToolCalling",
        tool_meta: Object.keys(meta).length > 0 ? meta : undefined,
        description: description === undefined ? undefined : clip(description, capOf("ToolCallingRecord", "description")),
        input_payload: args === undefined ? undefined : clip(textOf(args), capOf("ToolCallingRecord", "input_payload")),
        output_payload: result === undefined ? undefined : clip(textOf(result), capOf("ToolCallingRecord", "output_payload")),
        success: !failed,
      };
    }
    case "invoke_agent": {
      // An agent run is the session's Acting record only when it says what it did: its one
      // action (a session holds at most one Acting record). Otherwise it is a step like others.
      const actionType = str(a, "trace_ledger.action_type");
      if (actionType !== undefined) {
        const output = messages(span, "output");
        const status = str(a, "trace_ledger.execution_status") ?? (failed ? "failed" : undefined);
        return {
          behavior: "Acting",
          action_type: clip(actionType, capOf("ActingRecord", "action_type")),
          target_system: str(a, "trace_ledger.target_system"),
          execution_status: status,
          execution_id: str(a, "trace_ledger.execution_id"),
          action_summary: output === undefined ? undefined : clip(output, capOf("ActingRecord", "action_summary")),
          parameters: fitted({ attributes: kept(a) }, capOf("ActingRecord", "parameters")),
        };
      }
      break;
    }
  }
  return {
    behavior: "Other",
    label: clip(operation ?? (span.name || "span"), capOf("OtherRecord", "label")),
    data: fitted({ span_kind: span.kind, status: span.status, attributes: kept(a) }, capOf("OtherRecord", "data")),
  };
}

/** The record of a span, before validation; or why there can be none. */
export function recordOf(span: OtlpSpan): Record<string, unknown> | SpanRefusal {
  if (!isTraceId(span.traceId)) return { reason: `trace_id must be 16 bytes, not all zero (got ${span.traceId.length / 2})` };
  if (!isSpanId(span.spanId)) return { reason: `span_id must be 8 bytes, not all zero (got ${span.spanId.length / 2})` };
  if (span.parentSpanId !== "" && !isSpanId(span.parentSpanId)) {
    return { reason: `parent_span_id must be empty or 8 bytes, not all zero (got ${span.parentSpanId.length / 2})` };
  }
  if (!(span.startMs > 0)) return { reason: "start_time_unix_nano must be after 1970-01-01T00:00:00.001Z" };
  const conversation = str(span.attributes, "gen_ai.conversation.id");
  const record = {
    record_id: recordIdOf(span.traceId, span.spanId),
    schema_version: SCHEMA_VERSION,
    client_ts_utc: span.startMs,
    // Schema 1.1: how long the span took (a span without an end, or ending before it began, says nothing).
    ...(span.endMs >= span.startMs ? { duration_ms: span.endMs - span.startMs } : {}),
    // One session per conversation, else per trace; a conversation id the schema refuses is refused.
    session_id: conversation ?? span.traceId,
    ...(span.parentSpanId ? { parent_record_id: recordIdOf(span.traceId, span.parentSpanId) } : {}),
    tags: [`otel.trace_id=${span.traceId}`, `otel.span_id=${span.spanId}`],
    ...(span.name ? { notes: clip(span.name, capOf("RecordCommon", "notes")) } : {}),
    ...kindOf(span, operationOf(span)),
  };
  return withoutUndefined(record);
}
