// What a TypeScript framework integration adds to an agent's call, per span (issue 35: a median of
// at most 20 µs): the CPU time of its callbacks. Each framework runs once for real (the packages,
// their offline fake models) with a recorder as its only tracer; the recorded events are then fed
// to the integration, block by block, as the framework feeds them (the framework's own dispatch is
// its cost, with or without us). process.cpuUsage, as bench/enqueue measures; the client's sender
// is idle against an endpoint where nothing listens.
//
// - OpenAI Agents SDK: the spans of an agent run with a tool call, through LedgerTracingProcessor.
// - LangChain.js: the runs of a tool-calling chain (a chain, two chat model calls, a tool), through LedgerCallbackHandler.
// - AI SDK: the events of a generateText with a tool call (an operation, two model calls, a tool), through ledgerTelemetry.
//
// Reported per span, the median over blocks: `overhead_us` (with a client: the mapping, the SDK's
// validation and encoding, the queue) and `mapping_us` (with a client whose enqueue keeps nothing).
//
//   node scripts/run-ts.mjs bench/integrations/overhead.ts [spans]
import {
  Agent,
  Runner,
  setTraceProcessors,
  setTracingDisabled,
  tool as agentsTool,
  Usage,
  withTrace,
  type Model,
  type ModelResponse,
  type TracingProcessor,
} from "@openai/agents";
import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import { AIMessage, HumanMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import { RunnableLambda } from "@langchain/core/runnables";
import { tool as langchainTool } from "@langchain/core/tools";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { generateText, stepCountIs, tool as aiTool, type Telemetry } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { z } from "zod";
import { LedgerClient, type RecordInput } from "../../sdk/node.ts";
import { LedgerTelemetry } from "../../sdk/integrations/ai-sdk.ts";
import type { Enqueuer } from "../../sdk/integrations/common.ts";
import { LedgerCallbackHandler } from "../../sdk/integrations/langchain.ts";
import { LedgerTracingProcessor } from "../../sdk/integrations/openai-agents.ts";

const spans = Number(process.argv[2] ?? 4_000);

const client = (): LedgerClient =>
  new LedgerClient({
    endpoint: "http://127.0.0.1:9",
    apiKey: "bench",
    agentId: "bench-integrations",
    background: { maxQueueBytes: 1 << 30, lingerMs: 60_000, exitFlushMs: 0 },
  });

/** A client whose enqueue keeps nothing: what the mapping alone costs, without the SDK's validation. */
const discard: Enqueuer = { enqueue: (record: RecordInput) => String(record.record_id) };

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Events = [string, unknown[]][];

/** A recorder answering every method name it is asked for with one that keeps the call. */
function recorder<T extends object>(events: Events, base: T): T {
  return new Proxy(base, {
    get: (target, name) =>
      typeof name === "string" && /^(on|handle)[A-Z]/.test(name)
        ? (...args: unknown[]) => void events.push([name, args])
        : Reflect.get(target, name),
  });
}

/**
 * Feeds `events` (making `records` records) to a fresh integration per block, the mapping-only and
 * the real one taking turns; µs of CPU per record.
 */
function measure(
  events: Events,
  records: number,
  make: (client: Enqueuer) => object,
): { mapping_us: number; overhead_us: number; spans_per_run: number } {
  const real = client();
  const blocks = Math.max(1, Math.round(spans / records));
  const mapped: number[] = [];
  const traced: number[] = [];
  for (let b = 0; b < blocks; b++) {
    for (const [into, target] of [
      [mapped, discard],
      [traced, real],
    ] as const) {
      const integration = make(target) as Record<string, (...args: unknown[]) => unknown>;
      const started = cpuMicros();
      for (const [name, args] of events) integration[name]?.(...args);
      into.push((cpuMicros() - started) / records);
    }
  }
  return { mapping_us: median(mapped), overhead_us: median(traced), spans_per_run: records };
}

async function openaiAgents() {
  setTracingDisabled(false);
  const events: Events = [];
  setTraceProcessors([recorder(events, { shutdown: async () => undefined, forceFlush: async () => undefined } as TracingProcessor)]);
  const turns = [
    { type: "function_call" as const, callId: "call_1", name: "get_weather", arguments: '{"city":"Paris"}', status: "completed" as const },
    {
      type: "message" as const,
      role: "assistant" as const,
      status: "completed" as const,
      content: [{ type: "output_text" as const, text: "Sunny." }],
    },
  ];
  const model: Model = {
    getResponse: async () =>
      ({ output: [turns.shift()!], usage: new Usage({ requests: 1, inputTokens: 9, outputTokens: 4, totalTokens: 13 }) }) as ModelResponse,
    getStreamedResponse: () => {
      throw new Error("not streamed");
    },
  };
  const weather = agentsTool({
    name: "get_weather",
    description: "The weather.",
    parameters: z.object({ city: z.string() }),
    execute: ({ city }) => `sunny in ${city}`,
  });
  await withTrace("bench", () => new Runner().run(new Agent({ name: "weather", tools: [weather], model }), "Paris?"), { groupId: "bench" });
  setTraceProcessors([]);
  const records = events.filter(([name]) => name === "onSpanEnd").length;
  return measure(events, records, (target) => new LedgerTracingProcessor(target, { logger: () => undefined }));
}

async function langchain() {
  const events: Events = [];
  const script = [
    new AIMessage({ content: "", tool_calls: [{ name: "get_weather", args: { city: "Paris" }, id: "call_1" }] }),
    new AIMessage("Sunny."),
  ];
  class Scripted extends FakeListChatModel {
    override async _generate(): Promise<ChatResult> {
      const message = script.shift()!;
      return { generations: [{ text: String(message.content), message }] };
    }
  }
  const model = new Scripted({ responses: [] });
  const weather = langchainTool(({ city }: { city: string }) => `sunny in ${city}`, {
    name: "get_weather",
    description: "The weather.",
    schema: z.object({ city: z.string() }),
  });
  const agent = RunnableLambda.from(async (question: string, config) => {
    const messages: BaseMessage[] = [new HumanMessage(question)];
    const first = (await model.invoke(messages, config)) as AIMessage;
    messages.push(first, await weather.invoke({ ...first.tool_calls![0]!, type: "tool_call" }, config));
    return String((await model.invoke(messages, config)).content);
  });
  class Recorder extends BaseCallbackHandler {
    name = "recorder";
    override awaitHandlers = true;
  }
  await agent.invoke("Paris?", { callbacks: [recorder(events, new Recorder())] });
  const records = events.filter(([name]) => /^handle(LLM|Tool|Chain)(End|Error)$/.test(name)).length;
  return measure(events, records, (target) => new LedgerCallbackHandler(target, { logger: () => undefined }));
}

async function aiSdk() {
  const events: Events = [];
  const usage = { inputTokens: { total: 9, noCache: 9, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 4, text: 4, reasoning: 0 } };
  const model = new MockLanguageModelV4({
    doGenerate: [
      {
        content: [{ type: "tool-call", toolCallId: "call_1", toolName: "get_weather", input: '{"city":"Paris"}' }],
        finishReason: { unified: "tool-calls", raw: undefined },
        usage,
        warnings: [],
      },
      { content: [{ type: "text", text: "Sunny." }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] },
    ],
  });
  const weather = aiTool({ inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => `sunny in ${city}` });
  const integration = recorder(events, {} as Telemetry);
  // Only the events LedgerTelemetry implements are asked for by the AI SDK when it has them.
  const keep = ["onStart", "onLanguageModelCallStart", "onLanguageModelCallEnd", "onToolExecutionStart", "onToolExecutionEnd", "onEnd"];
  await generateText({
    model,
    prompt: "Paris?",
    tools: { get_weather: weather },
    stopWhen: stepCountIs(3),
    experimental_telemetry: { integrations: [integration] },
  });
  const kept = events.filter(([name]) => keep.includes(name));
  const records = kept.filter(([name]) => name.endsWith("End")).length;
  return measure(kept, records, (target) => new LedgerTelemetry(target, { logger: () => undefined }));
}

const result = { spans, openai_agents: await openaiAgents(), langchain: await langchain(), ai_sdk: await aiSdk() };
console.log(JSON.stringify(result));
process.exit(0); // the idle senders' retry timers
