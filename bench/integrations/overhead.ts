// What a TypeScript framework integration adds to the framework's own cost, per span (issue 35: a
// median of at most 20 µs). CPU time of the process (process.cpuUsage), as bench/enqueue measures;
// the client's sender is idle against an endpoint where nothing listens.
//
// - OpenAI Agents SDK: a function span (start and end, inside a trace) with no processor, and with
//   LedgerTracingProcessor.
// - LangChain.js: a tool's invoke with a handler that does nothing, and with LedgerCallbackHandler.
// - AI SDK: a generateText with one tool call (an operation, two model calls, a tool execution:
//   4 spans) on the mock model, with an integration that does nothing, and with ledgerTelemetry.
//
// The variants take turns over blocks; the median over blocks of each difference is reported:
// `overhead_us` (with a client), `mapping_us` (with a client whose enqueue keeps nothing: the
// mapping alone, without the SDK's validation and encoding).
//
//   node scripts/run-ts.mjs bench/integrations/overhead.ts [spans]
import { createFunctionSpan, setTraceProcessors, setTracingDisabled, withTrace, type TracingProcessor } from "@openai/agents";
import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import { tool as langchainTool } from "@langchain/core/tools";
import { generateText, stepCountIs, tool as aiTool, type Telemetry } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { z } from "zod";
import { LedgerClient, type RecordInput } from "../../sdk/node.ts";
import { ledgerTelemetry } from "../../sdk/integrations/ai-sdk.ts";
import type { Enqueuer } from "../../sdk/integrations/common.ts";
import { LedgerCallbackHandler } from "../../sdk/integrations/langchain.ts";
import { LedgerTracingProcessor } from "../../sdk/integrations/openai-agents.ts";

const BLOCK = 20;
const spans = Number(process.argv[2] ?? 2_000);

const client = (): LedgerClient =>
  new LedgerClient({ endpoint: "http://127.0.0.1:9", apiKey: "bench", agentId: "bench-integrations", background: { maxQueueBytes: 1 << 30, lingerMs: 60_000, exitFlushMs: 0 } });

/** A client whose enqueue keeps nothing: what the mapping alone costs, without the SDK's validation. */
const discard: Enqueuer = { enqueue: (record: RecordInput) => String(record.record_id) };

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs the variants in turns, `blocks` times; the µs of CPU per span of each, block by block. */
async function turns(blocks: number, perBlock: number, variants: (() => Promise<void>)[]): Promise<number[][]> {
  const out = variants.map(() => [] as number[]);
  for (let b = 0; b < blocks; b++) {
    for (const [v, variant] of variants.entries()) {
      const started = cpuMicros();
      await variant();
      out[v]!.push((cpuMicros() - started) / perBlock);
    }
  }
  return out;
}

function summary([bare, mapped, traced]: number[][]): Record<string, number> {
  const over = (xs: number[]) => median(xs.map((x, i) => x - bare![i]!));
  return { framework_us: median(bare!), mapping_us: over(mapped!), overhead_us: over(traced!) };
}

async function openaiAgents(): Promise<Record<string, number>> {
  setTracingDisabled(false);
  const processors: TracingProcessor[][] = [[], [new LedgerTracingProcessor(discard, { logger: () => undefined })], [new LedgerTracingProcessor(client())]];
  const variant = (chosen: TracingProcessor[]) => async () => {
    setTraceProcessors(chosen);
    await withTrace("bench", async () => {
      for (let i = 0; i < BLOCK; i++) {
        const span = createFunctionSpan({ data: { name: "get_weather", input: '{"city": "Paris"}' } });
        span.start();
        span.spanData.output = `sunny ${i}`;
        span.end();
      }
    });
  };
  const result = summary(await turns(spans / BLOCK, BLOCK, processors.map(variant)));
  setTraceProcessors([]);
  return result;
}

async function langchain(): Promise<Record<string, number>> {
  const weather = langchainTool(({ city }: { city: string }) => `sunny in ${city}`, { name: "get_weather", description: "The weather.", schema: z.object({ city: z.string() }) });
  class Nothing extends BaseCallbackHandler {
    name = "nothing";
    override awaitHandlers = true;
    override handleToolStart() {}
    override handleToolEnd() {}
  }
  const handlers = [new Nothing(), new LedgerCallbackHandler(discard), new LedgerCallbackHandler(client())];
  const variant = (handler: BaseCallbackHandler) => async () => {
    for (let i = 0; i < BLOCK; i++) await weather.invoke({ city: "Paris" }, { callbacks: [handler] });
  };
  return summary(await turns(spans / BLOCK, BLOCK, handlers.map(variant)));
}

async function aiSdk(): Promise<Record<string, number>> {
  const usage = { inputTokens: { total: 9, noCache: 9, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 4, text: 4, reasoning: 0 } };
  const weather = aiTool({ inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => `sunny in ${city}` });
  const nothing: Telemetry = {};
  for (const method of ["onStart", "onLanguageModelCallStart", "onLanguageModelCallEnd", "onToolExecutionStart", "onToolExecutionEnd", "onEnd"] as const) (nothing as Record<string, unknown>)[method] = () => undefined;
  const integrations = [nothing, ledgerTelemetry(discard).integrations, ledgerTelemetry(client()).integrations];
  const SPANS_PER_RUN = 4;
  const runs = BLOCK / SPANS_PER_RUN;
  const variant = (integration: Telemetry) => async () => {
    for (let i = 0; i < runs; i++) {
      const model = new MockLanguageModelV4({
        doGenerate: [
          { content: [{ type: "tool-call", toolCallId: `c${i}`, toolName: "get_weather", input: '{"city":"Paris"}' }], finishReason: { unified: "tool-calls", raw: undefined }, usage, warnings: [] },
          { content: [{ type: "text", text: "Sunny." }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] },
        ],
      });
      await generateText({ model, prompt: "Paris?", tools: { get_weather: weather }, stopWhen: stepCountIs(3), experimental_telemetry: { integrations: [integration] } });
    }
  };
  return summary(await turns(spans / BLOCK, BLOCK, integrations.map(variant)));
}

const result = { spans, openai_agents: await openaiAgents(), langchain: await langchain(), ai_sdk: await aiSdk() };
console.log(JSON.stringify(result));
process.exit(0); // the idle senders' retry timers
