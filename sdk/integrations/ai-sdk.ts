// The Vercel AI SDK (`ai`) → records: a telemetry integration, handed over as the
// `experimental_telemetry` settings of generateText, streamText, generateObject, ….
//
//   import { ledgerTelemetry } from "@trace-ledger/sdk/integrations/ai-sdk";
//   await generateText({ model, prompt, tools, experimental_telemetry: ledgerTelemetry(client, { sessionId: "chat-42" }) });
//
// Mapping (docs/integrations.md): the `sessionId` option (the conversation), else the operation's
// call id, is the session; an operation (generateText, …) an Other record, each model call under
// it a Thinking record, each tool execution a ToolCalling record. The AI SDK marks no terminal
// action, so no Acting record is made. An operation run inside a tool's execute (a nested agent)
// hangs under that tool call, in the same session.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Telemetry, TelemetryOptions } from "ai";
import { SCHEMA_VERSION } from "../../generated/schema.ts";
import {
  capOf,
  clip,
  Emitter,
  errorText,
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

const FRAMEWORK = "ai-sdk";

export interface LedgerTelemetryOptions extends IntegrationOptions {
  /** The conversation the calls belong to: their session. Default: each operation's own call id. */
  sessionId?: string;
  /** The AI SDK's functionId: names the operation (its record's notes and data). */
  functionId?: string;
  /** The AI SDK's settings: whether prompts and outputs are recorded (default true). */
  recordInputs?: boolean;
  recordOutputs?: boolean;
}

/** An open step: a model call or a tool execution, waiting for its end event. */
interface Step {
  node: string;
  startMs: number;
  fields: Json;
}

/** An operation (one generateText, streamText, … call) and what is open in it. */
interface Operation {
  callId: string;
  emitter: Emitter;
  node: string;
  parent: string | undefined;
  tree: string;
  session: string;
  startMs: number;
  name: string;
  data: Json;
  modelCalls: number;
  model: Step | undefined;
  tools: Map<string, Step>;
}

// A tool's execute runs in the context of its tool call: an operation started inside it (a nested
// agent) is that call's child. Node's AsyncLocalStorage, as the AI SDK's own OpenTelemetry
// integration relies on context propagation for the same.
const insideTool = new AsyncLocalStorage<{ operation: Operation; toolNode: string }>();

/** The event's time: `timestamp` when the AI SDK reports events after the fact (durable runs), else now. */
const at = (event: unknown): number => {
  const stamp = (event as { timestamp?: unknown } | undefined)?.timestamp;
  return typeof stamp === "number" && Number.isFinite(stamp) ? stamp : Date.now();
};

/** An AI SDK content part in the GenAI conventions' shape the renderer reads: `tool-call` → `tool_call`, `tool-result` → `tool_call_response`. */
const genAiPart = (part: unknown): unknown =>
  !isObject(part)
    ? part
    : part.type === "tool-call"
      ? { ...part, type: "tool_call" }
      : part.type === "tool-result"
        ? { type: "tool_call_response", response: isObject(part.output) && "value" in part.output ? part.output.value : part.output }
        : part;

/** Messages with their parts in the renderer's shapes. */
const genAiMessages = (messages: unknown[]): unknown[] =>
  messages.map((message) =>
    isObject(message) && Array.isArray(message.content) ? { ...message, content: message.content.map(genAiPart) } : message,
  );

/** The instructions (a system text or system messages) and the messages, role by role. */
function promptOf(event: Json): string {
  const instructions = event.instructions;
  const system =
    typeof instructions === "string"
      ? [{ role: "system", content: instructions }]
      : Array.isArray(instructions)
        ? instructions
        : isObject(instructions)
          ? [instructions]
          : [];
  return renderMessages(genAiMessages([...system, ...(Array.isArray(event.messages) ? event.messages : [])]));
}

/**
 * The AI SDK telemetry integration behind ledgerTelemetry(). Every callback returns at once:
 * records go through the client's background delivery (`enqueue`); nothing throws into the
 * agent (failures go to the logger, `onError` and `stats()`).
 */
export class LedgerTelemetry implements Telemetry {
  readonly #emitter: Emitter;
  readonly #options: LedgerTelemetryOptions;
  readonly #operations = new Map<string, Operation>();

  constructor(client: Enqueuer, options: LedgerTelemetryOptions = {}) {
    this.#emitter = new Emitter(client, FRAMEWORK, options);
    this.#options = options;
  }

  stats(): IntegrationStats {
    return this.#emitter.stats();
  }

  #guarded(event: string, body: () => void): void {
    try {
      body();
    } catch (error) {
      this.#emitter.fail(error, event);
    }
  }

  #id(operation: Operation, step: string): string {
    return integrationRecordId(FRAMEWORK, operation.callId, step);
  }

  #record(operation: Operation, node: string, startMs: number, endMs: number | undefined, notes: string, kind: Kind): Json {
    return withoutUndefined({
      record_id: node,
      schema_version: SCHEMA_VERSION,
      session_id: operation.session,
      client_ts_utc: startMs,
      duration_ms: endMs !== undefined && endMs >= startMs ? Math.round(endMs - startMs) : undefined, // the AI SDK times in fractions of a ms
      notes: clip(notes, capOf("RecordCommon", "notes")),
      tags: tag("ai_sdk.call_id", operation.callId),
      ...withoutUndefined(kind),
    });
  }

  onStart = (given: object): void =>
    this.#guarded("onStart", () => {
      const event = given as Json;
      const callId = String(event.callId);
      const outer = insideTool.getStore();
      const node = integrationRecordId(FRAMEWORK, callId, "operation");
      const emitter = outer?.operation.emitter ?? this.#emitter;
      const operation: Operation = {
        callId,
        emitter,
        node,
        parent: outer?.toolNode,
        tree: outer?.operation.tree ?? node,
        session: outer?.operation.session ?? this.#options.sessionId ?? callId,
        startMs: at(event),
        name: String(event.operationId ?? "operation"),
        data: {
          operation: event.operationId,
          function_id: event.functionId ?? this.#options.functionId,
          provider: event.provider,
          model: event.modelId,
        },
        modelCalls: 0,
        model: undefined,
        tools: new Map(),
      };
      emitter.start(node, operation.parent, operation.tree);
      this.#operations.set(callId, operation);
    });

  onLanguageModelCallStart = (given: object): void =>
    this.#guarded("onLanguageModelCallStart", () => {
      const event = given as Json;
      const operation = this.#operations.get(String(event.callId));
      if (operation === undefined) return;
      const node = this.#id(operation, `model-${operation.modelCalls++}`);
      operation.emitter.start(node, operation.node, operation.tree);
      operation.model = {
        node,
        startMs: at(event),
        fields: { prompt: promptOf(event), provider: event.provider, model: event.modelId, temperature: event.temperature },
      };
    });

  onLanguageModelCallEnd = (given: object): void =>
    this.#guarded("onLanguageModelCallEnd", () => {
      const event = given as Json;
      const operation = this.#operations.get(String(event.callId));
      const step = operation?.model;
      if (operation === undefined || step === undefined) throw new Error("a model call's end without its start");
      operation.model = undefined;
      const content = Array.isArray(event.content) ? event.content : [];
      const usage: Json = isObject(event.usage) ? event.usage : {};
      const performance: Json = isObject(event.performance) ? event.performance : {};
      const model = invocation({
        provider: String(step.fields.provider ?? event.provider ?? "unknown"),
        model: typeof (step.fields.model ?? event.modelId) === "string" ? String(step.fields.model ?? event.modelId) : undefined,
        tokensIn: usage.inputTokens,
        tokensOut: usage.outputTokens,
        temperature: step.fields.temperature,
        finish: event.finishReason,
      });
      const output = content.length > 0 ? renderMessages(genAiMessages([{ role: "assistant", content }])) : "";
      const took = typeof performance.responseTimeMs === "number" ? step.startMs + performance.responseTimeMs : undefined;
      const kind = thinking(String(step.fields.prompt ?? ""), output, model, undefined);
      operation.emitter.finish(
        step.node,
        operation.node,
        this.#record(operation, step.node, step.startMs, took, `model ${String(event.modelId)}`, kind),
        operation.tree,
      );
    });

  onToolExecutionStart = (given: object): void =>
    this.#guarded("onToolExecutionStart", () => {
      const event = given as Json;
      const operation = this.#operations.get(String(event.callId));
      const call: Json = isObject(event.toolCall) ? event.toolCall : {};
      if (operation === undefined) return;
      const node = this.#id(operation, `tool-${String(call.toolCallId)}`);
      operation.emitter.start(node, operation.node, operation.tree);
      operation.tools.set(String(call.toolCallId), {
        node,
        startMs: at(event),
        fields: { name: call.toolName, callId: call.toolCallId, input: call.input },
      });
    });

  onToolExecutionEnd = (given: object): void =>
    this.#guarded("onToolExecutionEnd", () => {
      const event = given as Json;
      const operation = this.#operations.get(String(event.callId));
      const call: Json = isObject(event.toolCall) ? event.toolCall : {};
      const step = operation?.tools.get(String(call.toolCallId));
      if (operation === undefined || step === undefined) throw new Error("a tool execution's end without its start");
      operation.tools.delete(String(call.toolCallId));
      const result: Json = isObject(event.toolOutput) ? event.toolOutput : {};
      const failed = result.type === "tool-error";
      const text = failed ? errorText(result.error) : result.output === undefined ? undefined : textOf(result.output);
      const name = String(step.fields.name ?? call.toolName);
      const kind: Kind = {
        behavior: "ToolCalling",
        tool_meta: withoutUndefined({
          tool_id: clip(name, capOf("ToolMeta", "tool_id")),
          call_id: typeof step.fields.callId === "string" ? step.fields.callId : undefined,
        }),
        input_payload:
          step.fields.input === undefined ? undefined : clip(textOf(step.fields.input), capOf("ToolCallingRecord", "input_payload")),
        output_payload: text === undefined ? undefined : clip(text, capOf("ToolCallingRecord", "output_payload")),
        success: !failed,
      };
      const took = typeof event.toolExecutionMs === "number" ? step.startMs + event.toolExecutionMs : undefined;
      operation.emitter.finish(
        step.node,
        operation.node,
        this.#record(operation, step.node, step.startMs, took, `tool ${name}`, kind),
        operation.tree,
      );
    });

  executeTool = <T>(options: { callId: string; toolCallId: string; execute: () => PromiseLike<T> }): PromiseLike<T> => {
    const operation = this.#operations.get(options.callId);
    if (operation === undefined) return options.execute();
    return insideTool.run({ operation, toolNode: this.#id(operation, `tool-${options.toolCallId}`) }, options.execute);
  };

  onEnd = (event: object): void => this.#guarded("onEnd", () => this.#end(String((event as Json).callId), at(event), undefined));

  /** The AI SDK names no operation here: the newest one still open has failed. */
  onError = (error: unknown): void =>
    this.#guarded("onError", () => {
      const open = [...this.#operations.keys()].at(-1);
      if (open !== undefined) this.#end(open, Date.now(), error);
    });

  #end(callId: string, endMs: number, error: unknown): void {
    const operation = this.#operations.get(callId);
    if (operation === undefined) throw new Error("an operation's end without its start");
    this.#operations.delete(callId);
    const data = { ...operation.data, error: error === undefined ? undefined : errorText(error) };
    const notes = [operation.name, operation.data.function_id].filter(Boolean).join(" ");
    const record = this.#record(operation, operation.node, operation.startMs, endMs, notes, other(operation.name, data));
    operation.emitter.finish(operation.node, operation.parent, record, operation.tree);
    if (operation.parent === undefined) operation.emitter.endTree(operation.tree);
  }
}

/**
 * The AI SDK's `experimental_telemetry` settings that record each call into the ledger, through
 * the client's background delivery. `integrations` is the LedgerTelemetry (its `stats()`).
 */
export function ledgerTelemetry(
  client: Enqueuer,
  options: LedgerTelemetryOptions = {},
): TelemetryOptions & { integrations: LedgerTelemetry } {
  return withoutUndefined({
    isEnabled: true,
    functionId: options.functionId,
    recordInputs: options.recordInputs,
    recordOutputs: options.recordOutputs,
    integrations: new LedgerTelemetry(client, options),
  }) as TelemetryOptions & { integrations: LedgerTelemetry };
}
