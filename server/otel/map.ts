// One OpenTelemetry span → one record, following the GenAI semantic conventions (docs/otel.md has
// the table). Texts longer than the schema's caps are cut at a character boundary with a marker
// saying how long they were; the schema (records' validator) stays the judge of the result.
import { SCHEMA_VERSION, recordSchema } from "../../generated/schema.ts";
import { capOf, clip } from "../../protocol/clip.ts";
import { messageLine, renderMessageList, renderSystemInstructions, textOf } from "../../protocol/messages.ts";
import { isSpanId, isTraceId, recordIdOf } from "./ids.ts";
import type { AttributeValue, Attributes, OtlpSpan } from "./spans.ts";

/** A span the mapping cannot turn into a record, and why. */
export interface SpanRefusal {
  reason: string;
}

const STATUS_ERROR = 2;

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

const INPUT_EVENTS: Record<string, string> = {
  "gen_ai.system.message": "system",
  "gen_ai.user.message": "user",
  "gen_ai.assistant.message": "assistant",
  "gen_ai.tool.message": "tool",
};
const CHOICE_EVENT = "gen_ai.choice";
const DETAILS_EVENT = "gen_ai.client.inference.operation.details";
const SYSTEM_INSTRUCTIONS = "gen_ai.system_instructions";

type SpanEvent = OtlpSpan["events"][number];
const asObject = (value: AttributeValue | undefined) => (typeof value === "object" && value !== null && !Array.isArray(value) ? value : {});

/** A 1.36-and-earlier message event as a message: its role from the event's name, a choice's from its message. */
function eventMessage(event: SpanEvent): Record<string, AttributeValue> {
  const a = event.attributes;
  if (event.name === CHOICE_EVENT) {
    const message = asObject(a.message);
    return {
      role: message.role ?? "assistant",
      content: message.content ?? a.content ?? "",
      tool_calls: message.tool_calls ?? a.tool_calls ?? [],
    };
  }
  return { role: a.role ?? INPUT_EVENTS[event.name]!, content: a.content ?? "", tool_calls: a.tool_calls ?? [] };
}

/** An attribute of the span, else of its (first) operation-details event that has it. */
function genAiValue(span: OtlpSpan, name: string): AttributeValue | undefined {
  if (span.attributes[name] !== undefined) return span.attributes[name];
  return span.events.find((event) => event.name === DETAILS_EVENT && event.attributes[name] !== undefined)?.attributes[name];
}

/**
 * The model's input or output as text, messages role by role (protocol/messages.ts), from the
 * newest convention the span uses: the gen_ai.{input,output}.messages attributes (semconv ≥ 1.37,
 * what `OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental` makes instrumentations emit),
 * the same on the operation-details event, the 1.36-and-earlier per-message events, then the
 * older gen_ai.prompt/gen_ai.completion attributes (plain or OpenLLMetry's indexed ones). The
 * input starts with the system instructions (gen_ai.system_instructions) when the span has them.
 */
function messages(span: OtlpSpan, direction: "input" | "output"): string | undefined {
  const lines: string[] = [];
  if (direction === "input") {
    const system = genAiValue(span, SYSTEM_INSTRUCTIONS);
    if (system !== undefined) lines.push(renderSystemInstructions(system));
  }
  const conveyed = messagesOnly(span, direction);
  if (conveyed !== undefined) lines.push(conveyed);
  return lines.length > 0 ? lines.join("\n") : undefined;
}

function messagesOnly(span: OtlpSpan, direction: "input" | "output"): string | undefined {
  const list = genAiValue(span, `gen_ai.${direction}.messages`);
  if (list !== undefined) return renderMessageList(list);
  const events = span.events.filter((event) =>
    direction === "input" ? Object.hasOwn(INPUT_EVENTS, event.name) : event.name === CHOICE_EVENT,
  );
  if (events.length > 0) return events.map((event) => messageLine(eventMessage(event))).join("\n");
  const legacy = direction === "input" ? "gen_ai.prompt" : "gen_ai.completion";
  if (span.attributes[legacy] !== undefined) return textOf(span.attributes[legacy]);
  return indexedMessages(span.attributes, legacy);
}

/**
 * Why the span failed, as text: its status message, then each exception event's type and
 * message, with its stack on the lines after. Undefined when it says nothing.
 */
export function failureOf(span: OtlpSpan): string | undefined {
  const lines = span.status.message === "" ? [] : [`status: ${span.status.message}`];
  for (const event of span.events) {
    if (event.name !== "exception") continue;
    const a = event.attributes;
    const type = str(a, "exception.type") ?? "exception";
    const message = str(a, "exception.message");
    const stack = str(a, "exception.stacktrace");
    lines.push((message === undefined ? type : `${type}: ${message}`) + (stack === undefined ? "" : `\n${stack}`));
  }
  return lines.length > 0 ? lines.join("\n") : undefined;
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

const fits = (data: Record<string, unknown>, cap: number) => Buffer.byteLength(JSON.stringify(data)) <= cap;

/**
 * Fits a free-form object under a cap: when it does not fit, its attributes give way to their
 * count (`attributes_omitted`), then its events, if any, to theirs (`events_omitted`).
 */
function fitted(data: Record<string, unknown> & { attributes: Attributes; events?: unknown[] }, cap: number): Record<string, unknown> {
  if (fits(data, cap)) return data;
  const { attributes, events, ...rest } = data;
  const lean = { ...rest, ...(events ? { events } : {}), attributes_omitted: Object.keys(attributes).length };
  if (!events || fits(lean, cap)) return lean;
  return { ...rest, events_omitted: events.length, attributes_omitted: Object.keys(attributes).length };
}

/**
 * The attributes a record keeps: all but `trace_ledger.log.*`, which `export --format otlp` adds
 * to say where the record sits in its source ledger's log. They change as that log is
 * checkpointed, so keeping them would make a re-export of the same span a conflicting body.
 */
const kept = (attributes: Attributes): Attributes =>
  Object.fromEntries(Object.entries(attributes).filter(([key]) => !key.startsWith("trace_ledger.log.")));

const OPERATIONS = new Set([
  "chat",
  "text_completion",
  "generate_content",
  "execute_tool",
  "invoke_agent",
  "plan",
  "create_agent",
  "embeddings",
]);

/** gen_ai.operation.name, else the span name's first word when it is an operation's (`chat gpt-4o`). */
export function operationOf(span: OtlpSpan): string | undefined {
  const named = str(span.attributes, "gen_ai.operation.name");
  if (named !== undefined) return named;
  const first = span.name.split(" ", 1)[0]!;
  return OPERATIONS.has(first) ? first : undefined;
}

type Kind = Record<string, unknown> & { behavior: string };

function kindOf(span: OtlpSpan, operation: string | undefined, failure: string | undefined): Kind {
  const a = span.attributes;
  const failed = span.status.code === STATUS_ERROR;
  switch (operation) {
    case "chat":
    case "text_completion":
    case "generate_content":
      return {
        behavior: "Thinking",
        prompt: clip(messages(span, "input") ?? NOT_CAPTURED("gen_ai.input.messages"), capOf("ThinkingRecord", "prompt")),
        output_payload: clip(
          messages(span, "output") ?? (failure === undefined ? NOT_CAPTURED("gen_ai.output.messages") : `(failed: ${failure})`),
          capOf("ThinkingRecord", "output_payload"),
        ),
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
      const result = a["gen_ai.tool.call.result"] ?? failure;
      const meta = withoutUndefined({
        tool_id: str(a, "gen_ai.tool.name"),
        call_id: str(a, "gen_ai.tool.call.id"),
        type: str(a, "gen_ai.tool.type"),
      });
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
    data: fitted(
      {
        span_kind: span.kind,
        status: span.status,
        ...(span.events.length > 0 ? { events: span.events.map(({ name, attributes }) => ({ name, attributes })) } : {}),
        attributes: kept(a),
      },
      capOf("OtherRecord", "data"),
    ),
  };
}

/** A `name=value` tag when it fits the schema's 64 characters, else none. */
const tag = (name: string, value: string | undefined): string[] =>
  value !== undefined && [...`${name}=${value}`].length <= 64 ? [`${name}=${value}`] : [];

const MAX_TAGS = 32;

/** What `export --format otlp` carries whole: the exported record (cli/otlp.ts). */
const SOURCE_RECORD = "trace_ledger.record";
const BEHAVIORS: ReadonlySet<unknown> = new Set(recordSchema.$defs.Behavior.enum);
/** Fields of an exported record that are its source ledger's, not the span's record's: ids, links, times, blobs. */
const SOURCE_ONLY = new Set([
  "record_id",
  "agent_id",
  "server_ts_utc",
  "session_id",
  "schema_version",
  "client_ts_utc",
  "parent_record_id",
  "upstream_record_id",
  "input_record_id",
  "attachments",
  "tags",
]);

/**
 * The record a span of `export --format otlp` carries in trace_ledger.record (a ledger's record,
 * whatever its behaviour, which the GenAI attributes beside it only approximate), or none.
 */
function sourceRecord(attributes: Attributes): Record<string, unknown> | undefined {
  const text = attributes[SOURCE_RECORD];
  if (typeof text !== "string") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || !BEHAVIORS.has((value as { behavior?: unknown }).behavior))
    return undefined;
  return value as Record<string, unknown>;
}

/**
 * The records a span's links name, derived as its own is (ids.ts): its upstream_record_id where
 * they resolve, which the caller decides (at most the schema's 64, in link order, each once).
 */
export function linkedRecordIds(span: OtlpSpan): string[] {
  const ids = span.links
    .filter((link) => isTraceId(link.traceId) && isSpanId(link.spanId))
    .map((link) => recordIdOf(link.traceId, link.spanId));
  return [...new Set(ids)].slice(0, 64);
}

/**
 * The record of a span (of a resource with these attributes), before validation; or why there
 * can be none. Links are not in it: linkedRecordIds.
 */
export function recordOf(span: OtlpSpan, resource: Attributes = {}): Record<string, unknown> | SpanRefusal {
  if (!isTraceId(span.traceId)) return { reason: `trace_id must be 16 bytes, not all zero (got ${span.traceId.length / 2})` };
  if (!isSpanId(span.spanId)) return { reason: `span_id must be 8 bytes, not all zero (got ${span.spanId.length / 2})` };
  if (span.parentSpanId !== "" && !isSpanId(span.parentSpanId)) {
    return { reason: `parent_span_id must be empty or 8 bytes, not all zero (got ${span.parentSpanId.length / 2})` };
  }
  if (!(span.startMs > 0)) return { reason: "start_time_unix_nano must be after 1970-01-01T00:00:00.001Z" };
  const conversation = str(span.attributes, "gen_ai.conversation.id");
  const failure = failureOf(span);
  const tags = [
    `otel.trace_id=${span.traceId}`,
    `otel.span_id=${span.spanId}`,
    // The schema's model_invocation names one model (the response's): the request's goes here.
    ...tag("gen_ai.request.model", str(span.attributes, "gen_ai.request.model")),
    ...tag("service.name", str(resource, "service.name")),
  ];
  // Built by assignment: the record is made per span, on the ingest's path.
  const record: Record<string, unknown> = {
    record_id: recordIdOf(span.traceId, span.spanId),
    schema_version: SCHEMA_VERSION,
    client_ts_utc: span.startMs,
    // One session per conversation, else per trace; a conversation id the schema refuses is refused.
    session_id: conversation ?? span.traceId,
  };
  if (span.parentSpanId) record.parent_record_id = recordIdOf(span.traceId, span.parentSpanId);
  const source = sourceRecord(span.attributes);
  if (source) {
    // A record exported by a ledger comes back as it was: its behaviour, texts, notes and duration.
    const sourceTags = Array.isArray(source.tags) ? source.tags.filter((t): t is string => typeof t === "string") : [];
    record.tags = [...new Set([...tags, ...sourceTags])].slice(0, MAX_TAGS);
    for (const [key, value] of Object.entries(source)) if (!SOURCE_ONLY.has(key)) record[key] = value;
    return record;
  }
  // Schema 1.1: how long the span took (a span without an end, or ending before it began, says nothing).
  if (span.endMs >= span.startMs) record.duration_ms = span.endMs - span.startMs;
  record.tags = tags;
  // The span's name, then why it failed (status message, exceptions with their stacks).
  const notes = failure === undefined ? span.name : span.name === "" ? failure : `${span.name}\n${failure}`;
  if (notes !== "") record.notes = clip(notes, capOf("RecordCommon", "notes"));
  for (const [key, value] of Object.entries(kindOf(span, operationOf(span), failure))) if (value !== undefined) record[key] = value;
  return record;
}
