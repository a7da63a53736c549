// LangChain.js and LangGraph.js (`@langchain/core`) → records: a callback handler.
//
//   import { LedgerCallbackHandler } from "@trace-ledger/sdk/integrations/langchain";
//   const handler = new LedgerCallbackHandler(client); // client: new LedgerClient({ ..., background: {} })
//   await graph.invoke(inputs, { callbacks: [handler], configurable: { thread_id: "chat-42" } });
//
// Mapping (docs/integrations.md; the same as python/src/trace_ledger/integrations/langchain.py): the
// run's `thread_id` (LangGraph), `session_id` or `conversation_id` metadata, else its root run id,
// is the session; a chat model or LLM run a Thinking record, a tool run ToolCalling, a chain (a
// graph, a node, a runnable), retriever or other run Other. LangChain marks no terminal action, so
// no Acting record is made. The handler runs inline (`awaitHandlers`: no queue hop), and each
// callback only maps and enqueues.
import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import type { Serialized } from "@langchain/core/load/serializable";
import type { BaseMessage } from "@langchain/core/messages";
import type { LLMResult } from "@langchain/core/outputs";
import { SCHEMA_VERSION } from "../../generated/schema.ts";
import {
  capOf,
  clip,
  Emitter,
  errorText,
  isObject,
  integrationRecordId,
  invocation,
  numberOf,
  other,
  renderMessages,
  tag,
  textOf,
  thinking,
  withoutUndefined,
} from "./common.ts";
import type { Enqueuer, IntegrationOptions, IntegrationStats, Json, Kind } from "./common.ts";

const FRAMEWORK = "langchain";

/** Metadata keys naming a conversation, in the order they are looked for. */
const SESSION_KEYS = ["thread_id", "session_id", "conversation_id"];

/** LangChain's own marker of runs its tracer hides (internal plumbing): they make no record. */
const HIDDEN = "langsmith:hidden";

const ROLES: Record<string, string> = { human: "user", ai: "assistant", system: "system", tool: "tool", function: "function" };

/** A LangChain message as the role/content/tool_calls object the renderer reads. */
function messageOf(message: BaseMessage | Json): Json {
  const type = typeof (message as BaseMessage).getType === "function" ? (message as BaseMessage).getType() : (message as Json).type;
  const role = ROLES[String(type)] ?? (message as Json).role ?? type;
  return { role, content: message.content, tool_calls: (message as Json).tool_calls };
}

// LangChain has no trace id; run ids are UUIDs unique on their own (docs/integrations.md).
const rid = (runId: string | undefined): string | undefined =>
  runId ? integrationRecordId(FRAMEWORK, "", runId.toLowerCase()) : undefined;

/**
 * When the run started: LangChain's run ids are UUID v7, which hold it; else now. Callbacks carry
 * no times, and one taken here would make a replayed event another body (a conflict, not a
 * duplicate): so a LangChain record has the run id's time and no duration_ms.
 */
const startMs = (runId: string): number => (runId[14] === "7" ? parseInt(runId.replace(/-/g, "").slice(0, 12), 16) : Date.now());

interface Run {
  node: string;
  parent: string | undefined;
  kind: string;
  name: string;
  session: string;
  startMs: number;
  fields: Json;
}

/**
 * Records a LangChain or LangGraph run. Every callback returns at once: records go through the
 * client's background delivery (`enqueue`); nothing throws into the agent (failures go to the
 * logger, `onError` and `stats()`).
 */
export class LedgerCallbackHandler extends BaseCallbackHandler {
  name = "trace_ledger";
  /** Inline: each callback only maps and enqueues, so LangChain's background queue would add a hop and nothing else. */
  override awaitHandlers = true;
  readonly #emitter: Emitter;
  readonly #runs = new Map<string, Run>();
  readonly #sessions = new Map<string, string>();

  constructor(client: Enqueuer, options: IntegrationOptions = {}) {
    super();
    this.#emitter = new Emitter(client, FRAMEWORK, options);
  }

  stats(): IntegrationStats {
    return this.#emitter.stats();
  }

  #guarded(event: string, runId: unknown, body: () => void): void {
    try {
      body();
    } catch (error) {
      this.#emitter.fail(error, `${event} of run ${String(runId)}`);
    }
  }

  // Starts.

  #start(
    kind: string,
    serialized: Serialized | undefined,
    runId: string,
    parentRunId: string | undefined,
    tags: string[] | undefined,
    metadata: Json | undefined,
    name: string | undefined,
    fields: Json = {},
  ): void {
    const node = rid(runId)!;
    const parent = rid(parentRunId);
    const tree = this.#emitter.start(node, parent);
    const meta = metadata ?? {};
    if (!this.#sessions.has(tree)) {
      const named = SESSION_KEYS.map((key) => meta[key]).find(
        (value) => (typeof value === "string" || typeof value === "number") && String(value) !== "",
      );
      this.#sessions.set(tree, named !== undefined ? String(named) : runId);
    }
    const id = (serialized as Json | undefined)?.id;
    const label = name || (serialized as Json | undefined)?.name || (Array.isArray(id) ? id.at(-1) : undefined) || kind;
    if ("langgraph_node" in meta) fields.langgraph_node = meta.langgraph_node;
    this.#runs.set(runId, {
      node,
      parent,
      kind: tags?.includes(HIDDEN) ? "hidden" : kind,
      name: String(label),
      session: this.#sessions.get(tree)!,
      startMs: startMs(runId),
      fields,
    });
  }

  static #modelFields(metadata: Json | undefined, extraParams: Json | undefined): Json {
    const meta = metadata ?? {};
    const params = isObject(extraParams?.invocation_params) ? extraParams.invocation_params : {};
    return {
      provider: meta.ls_provider ?? params._type,
      request_model: meta.ls_model_name ?? params.model ?? params.model_name,
      temperature: numberOf(meta.ls_temperature ?? params.temperature),
    };
  }

  override handleChatModelStart(
    llm: Serialized,
    messages: BaseMessage[][],
    runId: string,
    parentRunId?: string,
    extraParams?: Json,
    tags?: string[],
    metadata?: Json,
    runName?: string,
  ): void {
    this.#guarded("handleChatModelStart", runId, () => {
      const prompt = messages.map((batch) => renderMessages(batch.map(messageOf))).join("\n\n");
      this.#start("llm", llm, runId, parentRunId, tags, metadata, runName, {
        prompt,
        ...LedgerCallbackHandler.#modelFields(metadata, extraParams),
      });
    });
  }

  override handleLLMStart(
    llm: Serialized,
    prompts: string[],
    runId: string,
    parentRunId?: string,
    extraParams?: Json,
    tags?: string[],
    metadata?: Json,
    runName?: string,
  ): void {
    this.#guarded("handleLLMStart", runId, () => {
      this.#start("llm", llm, runId, parentRunId, tags, metadata, runName, {
        prompt: prompts.join("\n\n"),
        ...LedgerCallbackHandler.#modelFields(metadata, extraParams),
      });
    });
  }

  override handleToolStart(
    tool: Serialized,
    input: string,
    runId: string,
    parentRunId?: string,
    tags?: string[],
    metadata?: Json,
    runName?: string,
    toolCallId?: string,
  ): void {
    this.#guarded("handleToolStart", runId, () =>
      this.#start("tool", tool, runId, parentRunId, tags, metadata, runName, { input: textOf(input), call_id: toolCallId }),
    );
  }

  // The parameters in the order LangChain's CallbackManager passes them (its declaration puts
  // runType fourth and parentRunId eighth; the manager passes parentRunId fourth, runName eighth).
  override handleChainStart(
    chain: Serialized,
    _inputs: unknown,
    runId: string,
    parentRunId?: string,
    tags?: string[],
    metadata?: Json,
    _runType?: string,
    runName?: string,
  ): void {
    this.#guarded("handleChainStart", runId, () => this.#start("chain", chain, runId, parentRunId, tags, metadata, runName));
  }

  override handleRetrieverStart(
    retriever: Serialized,
    query: string,
    runId: string,
    parentRunId?: string,
    tags?: string[],
    metadata?: Json,
    name?: string,
  ): void {
    this.#guarded("handleRetrieverStart", runId, () =>
      this.#start("retriever", retriever, runId, parentRunId, tags, metadata, name, { query }),
    );
  }

  // Ends.

  #finish(event: string, runId: string, parentRunId: string | undefined, outcome: (run: Run) => Kind): void {
    this.#guarded(event, runId, () => {
      let run = this.#runs.get(runId);
      this.#runs.delete(runId);
      if (run === undefined) {
        // An end without its start (the handler joined mid-run): an Other record all the same.
        run = {
          node: rid(runId)!,
          parent: rid(parentRunId),
          kind: "unknown",
          name: "run",
          session: runId,
          startMs: startMs(runId),
          fields: {},
        };
        this.#emitter.start(run.node, run.parent);
      }
      let record: Json | undefined;
      if (run.kind !== "hidden") {
        // The schema's model_invocation has one model (the response's): the requested one is a tag.
        const requested = run.kind === "llm" ? run.fields.request_model : undefined;
        record = withoutUndefined({
          record_id: run.node,
          schema_version: SCHEMA_VERSION,
          session_id: run.session,
          client_ts_utc: run.startMs,
          notes: clip(`${run.kind} ${run.name}`, capOf("RecordCommon", "notes")),
          tags: [...tag("langchain.run_id", runId), ...(requested ? tag("gen_ai.request.model", String(requested)) : [])],
          ...withoutUndefined(outcome(run)),
        });
      }
      this.#emitter.finish(run.node, run.parent, record);
      if (this.#emitter.treeOf(run.node) === run.node) {
        // The root run ended: its trace is complete.
        this.#emitter.endTree(run.node);
        this.#sessions.delete(run.node);
      }
    });
  }

  override handleLLMEnd(output: LLMResult, runId: string, parentRunId?: string): void {
    this.#finish("handleLLMEnd", runId, parentRunId, (run) => LedgerCallbackHandler.#thinking(run, output, undefined));
  }

  override handleLLMError(error: unknown, runId: string, parentRunId?: string): void {
    this.#finish("handleLLMError", runId, parentRunId, (run) => LedgerCallbackHandler.#thinking(run, undefined, error));
  }

  override handleToolEnd(output: unknown, runId: string, parentRunId?: string): void {
    this.#finish("handleToolEnd", runId, parentRunId, (run) =>
      LedgerCallbackHandler.#tool(run, isObject(output) && "content" in output ? output.content : output, undefined),
    );
  }

  override handleToolError(error: unknown, runId: string, parentRunId?: string): void {
    this.#finish("handleToolError", runId, parentRunId, (run) => LedgerCallbackHandler.#tool(run, undefined, error));
  }

  override handleChainEnd(_outputs: unknown, runId: string, parentRunId?: string): void {
    this.#finish("handleChainEnd", runId, parentRunId, (run) => LedgerCallbackHandler.#other(run, undefined));
  }

  override handleChainError(error: unknown, runId: string, parentRunId?: string): void {
    this.#finish("handleChainError", runId, parentRunId, (run) => LedgerCallbackHandler.#other(run, error));
  }

  override handleRetrieverEnd(documents: unknown[], runId: string, parentRunId?: string): void {
    this.#finish("handleRetrieverEnd", runId, parentRunId, (run) =>
      LedgerCallbackHandler.#other(run, undefined, { documents: documents.length }),
    );
  }

  override handleRetrieverError(error: unknown, runId: string, parentRunId?: string): void {
    this.#finish("handleRetrieverError", runId, parentRunId, (run) => LedgerCallbackHandler.#other(run, error));
  }

  // Records.

  static #thinking(run: Run, response: LLMResult | undefined, error: unknown): Kind {
    if (response !== undefined && !Array.isArray(response.generations)) throw new TypeError("not an LLMResult");
    const generation = response?.generations[0]?.[0] as
      (Json & { text?: string; message?: BaseMessage; generationInfo?: Json }) | undefined;
    const message = generation?.message;
    const failure = error === undefined ? undefined : errorText(error);
    const output = message !== undefined ? renderMessages([messageOf(message)]) : generation?.text || "";
    const llmOutput: Json = response?.llmOutput ?? {};
    const fields = (message ?? {}) as Json;
    const usage: Json = isObject(fields.usage_metadata) ? fields.usage_metadata : {};
    const tokenUsage: Json = isObject(llmOutput.tokenUsage)
      ? llmOutput.tokenUsage
      : isObject(llmOutput.token_usage)
        ? llmOutput.token_usage
        : {};
    const meta: Json = isObject(fields.response_metadata) ? fields.response_metadata : {};
    const info: Json = generation?.generationInfo ?? {};
    const model = meta.model_name ?? meta.model ?? llmOutput.model_name ?? run.fields.request_model;
    return thinking(
      String(run.fields.prompt ?? ""),
      output,
      invocation({
        provider: String(run.fields.provider || "unknown"),
        model: model === undefined || model === null ? undefined : String(model),
        tokensIn: usage.input_tokens ?? tokenUsage.promptTokens ?? tokenUsage.prompt_tokens,
        tokensOut: usage.output_tokens ?? tokenUsage.completionTokens ?? tokenUsage.completion_tokens,
        temperature: run.fields.temperature,
        finish: info.finish_reason ?? meta.finish_reason ?? meta.stop_reason,
      }),
      failure,
    );
  }

  static #tool(run: Run, output: unknown, error: unknown): Kind {
    const text = error !== undefined ? errorText(error) : output === undefined || output === null ? undefined : textOf(output);
    const input = String(run.fields.input ?? "");
    return {
      behavior: "ToolCalling",
      tool_meta: withoutUndefined({ tool_id: clip(run.name, capOf("ToolMeta", "tool_id")), call_id: run.fields.call_id }),
      input_payload: input ? clip(input, capOf("ToolCallingRecord", "input_payload")) : undefined,
      output_payload: text === undefined ? undefined : clip(text, capOf("ToolCallingRecord", "output_payload")),
      success: error === undefined,
    };
  }

  static #other(run: Run, error: unknown, extra: Json = {}): Kind {
    return other(run.kind, { name: run.name, ...run.fields, ...extra, error: error === undefined ? undefined : errorText(error) });
  }
}
