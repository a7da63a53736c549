// The OpenAI Agents SDK (`@openai/agents`) → records: a TracingProcessor.
//
//   import { addTraceProcessor } from "@openai/agents";
//   import { LedgerTracingProcessor } from "@trace-ledger/sdk/integrations/openai-agents";
//   addTraceProcessor(new LedgerTracingProcessor(client)); // client: new LedgerClient({ ..., background: {} })
//
// Mapping (docs/integrations.md; the same as python/src/trace_ledger/integrations/openai_agents.py):
// the trace's groupId (else its trace id) is the session; a generation or response span a Thinking
// record, a function span ToolCalling, a guardrail span Reflecting, any other span Other. The SDK
// marks no terminal action, so no Acting record is made.
import type { Span, SpanData, Trace, TracingProcessor } from "@openai/agents";
import { SCHEMA_VERSION } from "../../generated/schema.ts";
import {
  capOf,
  clip,
  Emitter,
  flushClient,
  isObject,
  integrationRecordId,
  invocation,
  other,
  renderMessages,
  tag,
  textOf,
  thinking,
  withoutUndefined,
} from "./common.ts";
import type { Enqueuer, IntegrationOptions, IntegrationStats, Json, Kind } from "./common.ts";

const FRAMEWORK = "openai-agents";

export interface LedgerTracingProcessorOptions extends IntegrationOptions {
  /** How long forceFlush and shutdown wait for the client's flush (ms). Default 30 000. */
  flushTimeoutMs?: number;
}

type AnySpan = Span<SpanData>;

const ms = (stamp: string | null): number | undefined => {
  const parsed = stamp ? Date.parse(stamp) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** The model config's provider, else OpenAI for its endpoint, else a `provider/model` prefix. */
function providerOf(model: string | undefined, config: Json): string {
  if (typeof config.provider === "string" && config.provider) return config.provider;
  const base = typeof config.base_url === "string" ? config.base_url : "";
  if (base.includes("openai.com") || (!base && typeof config.model_impl === "string" && config.model_impl.startsWith("openai")))
    return "openai";
  if (model?.includes("/")) return model.slice(0, model.indexOf("/"));
  return "unknown";
}

function failureOf(span: AnySpan): string | undefined {
  const error = span.error;
  if (!error) return undefined;
  return error.data && Object.keys(error.data).length > 0 ? `${error.message || "error"}: ${textOf(error.data)}` : error.message || "error";
}

/** A generation's output messages: chat-completions responses (the JS SDK traces the whole response) opened to their messages. */
function outputMessages(output: readonly Json[]): { messages: Json[]; finish: unknown; usage: Json | undefined } {
  const messages: Json[] = [];
  let finish: unknown;
  let usage: Json | undefined;
  for (const item of output) {
    if (Array.isArray(item.choices)) {
      const [choice] = item.choices as Json[];
      if (isObject(choice?.message)) messages.push(choice.message);
      finish ??= choice?.finish_reason;
      if (isObject(item.usage)) usage ??= item.usage;
    } else {
      messages.push(item);
      finish ??= item.finish_reason;
    }
  }
  return { messages, finish, usage };
}

/** The behaviour fields of a span's record. */
function kindOf(span: AnySpan): Kind {
  const data = span.spanData;
  const failure = failureOf(span);
  switch (data.type) {
    case "generation": {
      const config = isObject(data.model_config) ? data.model_config : {};
      const { messages, finish, usage: responseUsage } = outputMessages(data.output ?? []);
      const usage: Json = data.usage ?? responseUsage ?? {};
      const model = invocation({
        provider: providerOf(data.model, config),
        model: data.model,
        tokensIn: usage.input_tokens ?? usage.prompt_tokens,
        tokensOut: usage.output_tokens ?? usage.completion_tokens,
        temperature: config.temperature,
        finish,
      });
      return thinking(renderMessages(data.input ?? []), renderMessages(messages), model, failure);
    }
    case "response": {
      const response = data._response;
      let prompt = typeof data._input === "string" ? data._input : renderMessages(data._input ?? []);
      if (!isObject(response)) return thinking(prompt, "", undefined, failure);
      if (typeof response.instructions === "string" && response.instructions) prompt = `system: ${response.instructions}\n${prompt}`;
      const usage: Json = isObject(response.usage) ? response.usage : {};
      const incomplete = isObject(response.incomplete_details) ? response.incomplete_details.reason : undefined;
      const model = invocation({
        provider: "openai",
        model: typeof response.model === "string" ? response.model : undefined,
        tokensIn: usage.input_tokens,
        tokensOut: usage.output_tokens,
        temperature: response.temperature,
        finish: incomplete || response.status,
      });
      return thinking(prompt, renderMessages(Array.isArray(response.output) ? response.output : []), model, failure);
    }
    case "function": {
      const result = failure ?? (data.output === undefined || data.output === null ? undefined : textOf(data.output));
      return {
        behavior: "ToolCalling",
        tool_meta: withoutUndefined({ tool_id: clip(data.name, capOf("ToolMeta", "tool_id")), mcp: data.mcp_data }),
        input_payload:
          data.input === undefined || data.input === null
            ? undefined
            : clip(textOf(data.input), capOf("ToolCallingRecord", "input_payload")),
        output_payload: result === undefined ? undefined : clip(result, capOf("ToolCallingRecord", "output_payload")),
        success: failure === undefined,
      };
    }
    case "guardrail":
      return {
        behavior: "Reflecting",
        reflection: `guardrail ${data.name}: ${data.triggered ? "triggered" : "passed"}`,
        outcome: data.triggered ? "failure" : "success",
      };
  }
  // The span's exported fields; the SDK's private ones (`_input`, …) stay out.
  const body: Json = Object.fromEntries(
    Object.entries(data).filter(([key, value]) => key !== "type" && !key.startsWith("_") && value !== undefined && value !== null),
  );
  if (failure) body.error = failure;
  return other(String(data.type), body);
}

function nameOf(span: AnySpan): string {
  const data = span.spanData as Json;
  const name = data.name ?? data.agent_name;
  return typeof name === "string" && name ? `${String(data.type)} ${name}` : String(data.type);
}

/**
 * Records an OpenAI Agents SDK run. Every callback returns at once: records go through the
 * client's background delivery (`enqueue`); nothing throws into the agent (failures go to the
 * logger, `onError` and `stats()`). `forceFlush` and `shutdown` flush the client.
 */
export class LedgerTracingProcessor implements TracingProcessor {
  readonly #client: Enqueuer;
  readonly #emitter: Emitter;
  readonly #sessions = new Map<string, string>();
  readonly #flushTimeoutMs: number;

  constructor(client: Enqueuer, options: LedgerTracingProcessorOptions = {}) {
    this.#client = client;
    this.#emitter = new Emitter(client, FRAMEWORK, options);
    this.#flushTimeoutMs = options.flushTimeoutMs ?? 30_000;
  }

  /** The record ids of each open trace's spans, each hashed once (a span's is asked for at its start, its end and its children's). */
  readonly #ids = new Map<string, Map<string, string>>();

  #id(traceId: string, spanId: string | null | undefined): string | undefined {
    if (!spanId) return undefined;
    let ids = this.#ids.get(traceId);
    if (ids === undefined) this.#ids.set(traceId, (ids = new Map()));
    let id = ids.get(spanId);
    if (id === undefined) ids.set(spanId, (id = integrationRecordId(FRAMEWORK, traceId, spanId)));
    return id;
  }

  async onTraceStart(trace: Trace): Promise<void> {
    try {
      this.#sessions.set(trace.traceId, trace.groupId || trace.traceId);
    } catch (error) {
      this.#emitter.fail(error, `trace ${(trace as Partial<Trace> | undefined)?.traceId ?? "?"}`);
    }
  }

  async onTraceEnd(trace: Trace): Promise<void> {
    try {
      this.#emitter.endTree(trace.traceId);
      this.#sessions.delete(trace.traceId);
      this.#ids.delete(trace.traceId);
    } catch (error) {
      this.#emitter.fail(error, `trace ${(trace as Partial<Trace> | undefined)?.traceId ?? "?"}`);
    }
  }

  async onSpanStart(span: AnySpan): Promise<void> {
    try {
      this.#emitter.start(this.#id(span.traceId, span.spanId) ?? "", this.#id(span.traceId, span.parentId), span.traceId);
    } catch (error) {
      this.#emitter.fail(error, `span ${(span as Partial<AnySpan> | undefined)?.spanId ?? "?"}`);
    }
  }

  async onSpanEnd(span: AnySpan): Promise<void> {
    try {
      const recordId = this.#id(span.traceId, span.spanId) ?? "";
      this.#emitter.finish(recordId, this.#id(span.traceId, span.parentId), this.recordOf(span, recordId), span.traceId);
    } catch (error) {
      this.#emitter.fail(error, `span ${(span as Partial<AnySpan> | undefined)?.spanId ?? "?"}`);
    }
  }

  /** The record of an ended span (its parent link is added when it is queued). */
  recordOf(span: AnySpan, recordId: string): Json {
    const start = ms(span.startedAt) ?? Date.now();
    const end = ms(span.endedAt);
    return withoutUndefined({
      record_id: recordId,
      schema_version: SCHEMA_VERSION,
      session_id: this.#sessions.get(span.traceId) ?? span.traceId,
      client_ts_utc: start,
      duration_ms: end !== undefined && end >= start ? end - start : undefined,
      notes: clip(nameOf(span), capOf("RecordCommon", "notes")),
      tags: [...tag("openai_agents.trace_id", span.traceId), ...tag("openai_agents.span_id", span.spanId)],
      ...withoutUndefined(kindOf(span)),
    });
  }

  stats(): IntegrationStats {
    return this.#emitter.stats();
  }

  forceFlush(): Promise<void> {
    return flushClient(this.#client, this.#emitter, this.#flushTimeoutMs);
  }

  shutdown(): Promise<void> {
    return this.forceFlush();
  }
}
