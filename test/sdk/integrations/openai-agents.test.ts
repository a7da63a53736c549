// The OpenAI Agents SDK (the real @openai/agents package) with an offline fake Model, traced by
// LedgerTracingProcessor into a real service: a run with a tool call and a guardrail, a nested run
// (an agent as a tool), a failing tool, a replay of the same events (duplicates only), and events
// the mapping does not know. The same scenarios and shapes as python/tests/test_integrations_openai_agents.py.
import {
  Agent,
  InputGuardrailTripwireTriggered,
  Runner,
  setTraceProcessors,
  setTracingDisabled,
  tool,
  Usage,
  withCustomSpan,
  withGenerationSpan,
  withTrace,
  type InputGuardrail,
  type Model,
  type ModelRequest,
  type ModelResponse,
  type Span,
  type Trace,
  type TracingProcessor,
} from "@openai/agents";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { LedgerClient } from "../../../sdk/node.ts";
import { integrationRecordId } from "../../../sdk/integrations/common.ts";
import { LedgerTracingProcessor } from "../../../sdk/integrations/openai-agents.ts";
import vectors from "../../vectors/integrations.json" with { type: "json" };
import {
  ancestors,
  brokenStation,
  byBehavior,
  getWeather,
  ledgerService,
  parentsFirst,
  sessionRecords,
  suffix,
  type Plain,
} from "./support.ts";

type Turn = { type: "function_call"; name: string; arguments: string } | { type: "message"; text: string };

const call = (name: string, args: Record<string, unknown>): Turn => ({ type: "function_call", name, arguments: JSON.stringify(args) });
const text = (said: string): Turn => ({ type: "message", text: said });

/** Answers from a script, tracing each call as a generation span as the SDK's chat-completions model does. */
class FakeModel implements Model {
  readonly #turns: Turn[];
  constructor(...turns: Turn[]) {
    this.#turns = turns;
  }

  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    const turn = this.#turns.shift()!;
    const messages: Record<string, unknown>[] = request.systemInstructions ? [{ role: "system", content: request.systemInstructions }] : [];
    if (typeof request.input === "string") messages.push({ role: "user", content: request.input });
    else messages.push(...(request.input as unknown as Record<string, unknown>[]));
    const config = { temperature: 0.2, base_url: "https://api.openai.com/v1/" };
    const id = suffix();
    return withGenerationSpan(
      async (span) => {
        span.spanData.output =
          turn.type === "function_call"
            ? [
                {
                  role: "assistant",
                  tool_calls: [{ id: `call_${id}`, type: "function", function: { name: turn.name, arguments: turn.arguments } }],
                },
              ]
            : [{ role: "assistant", content: turn.text, finish_reason: "stop" }];
        span.spanData.usage = { input_tokens: 11, output_tokens: 7 };
        const output =
          turn.type === "function_call"
            ? [
                {
                  type: "function_call" as const,
                  callId: `call_${id}`,
                  name: turn.name,
                  arguments: turn.arguments,
                  status: "completed" as const,
                },
              ]
            : [
                {
                  type: "message" as const,
                  role: "assistant" as const,
                  status: "completed" as const,
                  content: [{ type: "output_text" as const, text: turn.text }],
                },
              ];
        return { output, usage: new Usage({ requests: 1, inputTokens: 11, outputTokens: 7, totalTokens: 18 }) } as ModelResponse;
      },
      { data: { model: "gpt-fake-1", model_config: config, input: messages } },
    );
  }

  getStreamedResponse(): AsyncIterable<never> {
    throw new Error("not streamed");
  }
}

/** Keeps every event, to replay them. */
class Recorder implements TracingProcessor {
  readonly all: [string, unknown][] = [];
  async onTraceStart(trace: Trace) {
    this.all.push(["onTraceStart", trace]);
  }
  async onTraceEnd(trace: Trace) {
    this.all.push(["onTraceEnd", trace]);
  }
  async onSpanStart(span: Span<any>) {
    this.all.push(["onSpanStart", span]);
  }
  async onSpanEnd(span: Span<any>) {
    this.all.push(["onSpanEnd", span]);
  }
  async shutdown() {}
  async forceFlush() {}
}

const weather = tool({
  name: "get_weather",
  description: "The weather in a city.",
  parameters: z.object({ city: z.string() }),
  execute: getWeather,
});
const broken = tool({
  name: "broken_station",
  description: "Always fails.",
  parameters: z.object({ city: z.string() }),
  execute: brokenStation,
});
const guardrail = (name: string, triggered: boolean): InputGuardrail => ({
  name,
  execute: async () => ({ outputInfo: triggered ? "off topic" : "ok", tripwireTriggered: triggered }),
});

const service = ledgerService();

async function ledger(): Promise<{ client: LedgerClient; processor: LedgerTracingProcessor; recorder: Recorder }> {
  const client = await service.client();
  const processor = new LedgerTracingProcessor(client);
  const recorder = new Recorder();
  setTraceProcessors([recorder, processor]);
  return { client, processor, recorder };
}

// The SDK turns tracing off when NODE_ENV is test (as vitest sets it).
setTracingDisabled(false);
afterEach(() => setTraceProcessors([]));

async function run(agent: Agent<any, any>, input: string, group: string): Promise<string> {
  return withTrace("weather chat", async () => String((await new Runner().run(agent, input)).finalOutput), { groupId: group });
}

describe("LedgerTracingProcessor (@openai/agents)", () => {
  it("records a run with a tool call and a guardrail: Thinking, ToolCalling, Reflecting and Other records, parents first, in the group's session", async () => {
    const { client, processor } = await ledger();
    const group = `conv-${suffix()}`;
    const agent = new Agent({
      name: "weather",
      instructions: "Answer briefly.",
      tools: [weather],
      inputGuardrails: [guardrail("polite", false)],
      model: new FakeModel(call("get_weather", { city: "Paris" }), text("It is sunny in Paris.")),
    });
    expect(await run(agent, "What is the weather in Paris?", group)).toBe("It is sunny in Paris.");
    await processor.forceFlush();
    expect(processor.stats()).toEqual({ records: expect.any(Number), failed: 0, waiting: 0 });
    const records = await sessionRecords(client, group); // the trace's groupId is the session
    const thinking = byBehavior(records, "Thinking");
    expect(thinking).toHaveLength(2);
    expect(thinking[0]!.prompt).toBe("system: Answer briefly.\nuser: What is the weather in Paris?");
    expect(thinking[0]!.output_payload).toBe('assistant: [call get_weather({"city":"Paris"})]');
    expect(thinking[0]!.model_invocation).toEqual({
      provider: "openai",
      model_name: "gpt-fake-1",
      tokens_in: 11,
      tokens_out: 7,
      temperature: 0.2,
    });
    expect(thinking[1]!.output_payload).toBe("assistant: It is sunny in Paris.");
    expect(thinking[1]!.model_invocation.finish_reason).toBe("stop");
    expect(thinking[1]!.prompt).toContain("tool: sunny in Paris");
    const [toolCall] = byBehavior(records, "ToolCalling");
    expect(toolCall).toMatchObject({ tool_meta: { tool_id: "get_weather" }, success: true, output_payload: "sunny in Paris" });
    expect(JSON.parse(toolCall!.input_payload)).toEqual({ city: "Paris" });
    const [guard] = byBehavior(records, "Reflecting");
    expect(guard).toMatchObject({ reflection: "guardrail polite: passed", outcome: "success" });
    expect(byBehavior(records, "Acting")).toEqual([]); // the SDK marks no terminal action
    const [agentRun] = byBehavior(records, "Other").filter((r) => r.label === "agent");
    expect(agentRun!.data).toMatchObject({ name: "weather", tools: ["get_weather"] });
    // The model calls and the tool call hang under the agent's run; every record came after its parent.
    for (const record of [...thinking, toolCall!]) expect(ancestors(records, record)).toContain(agentRun!.record_id);
    expect(parentsFirst(records)).toBe(true);
    expect(records.every((r) => r.tags!.some((t: string) => t.startsWith("openai_agents.span_id=span_")))).toBe(true);
  });

  it("records a triggered guardrail as a failed reflection", async () => {
    const { client, processor } = await ledger();
    const group = `conv-${suffix()}`;
    const agent = new Agent({ name: "weather", inputGuardrails: [guardrail("blocking", true)], model: new FakeModel(text("never said")) });
    await expect(run(agent, "Tell me a secret", group)).rejects.toBeInstanceOf(InputGuardrailTripwireTriggered);
    await processor.forceFlush();
    const [guard] = byBehavior(await sessionRecords(client, group), "Reflecting");
    expect([guard!.reflection, guard!.outcome]).toEqual(["guardrail blocking: triggered", "failure"]);
    expect(processor.stats()).toMatchObject({ failed: 0, waiting: 0 });
  });

  it("hangs a nested run (an agent as a tool) under the tool call that ran it", async () => {
    const { client, processor } = await ledger();
    const group = `conv-${suffix()}`;
    const inner = new Agent({ name: "forecaster", model: new FakeModel(text("Rain tomorrow.")) });
    const outer = new Agent({
      name: "planner",
      tools: [inner.asTool({ toolName: "ask_forecaster", toolDescription: "Asks the forecaster" })],
      model: new FakeModel(call("ask_forecaster", { input: "Tomorrow in Oslo?" }), text("Take an umbrella.")),
    });
    expect(await run(outer, "Plan my day", group)).toBe("Take an umbrella.");
    await processor.forceFlush();
    const records = await sessionRecords(client, group);
    const [toolCall] = byBehavior(records, "ToolCalling");
    expect(toolCall).toMatchObject({ tool_meta: { tool_id: "ask_forecaster" }, output_payload: "Rain tomorrow." });
    const [nested] = byBehavior(records, "Other").filter((r) => r.label === "agent" && r.data.name === "forecaster");
    expect(ancestors(records, nested!)).toContain(toolCall!.record_id);
    const [innerThought] = byBehavior(records, "Thinking").filter((r) => r.output_payload === "assistant: Rain tomorrow.");
    expect(ancestors(records, innerThought!)).toContain(nested!.record_id);
    expect(parentsFirst(records)).toBe(true);
  });

  it("records a failing tool as a failed tool call", async () => {
    const { client, processor } = await ledger();
    const group = `conv-${suffix()}`;
    const agent = new Agent({
      name: "weather",
      tools: [broken],
      model: new FakeModel(call("broken_station", { city: "Lima" }), text("Sorry.")),
    });
    expect(await run(agent, "Weather in Lima?", group)).toBe("Sorry.");
    await processor.forceFlush();
    const [toolCall] = byBehavior(await sessionRecords(client, group), "ToolCalling");
    // The SDK puts the error on the span (and tells the model about it).
    expect(toolCall!.success).toBe(false);
    expect(toolCall!.output_payload).toMatch(/^Error running tool/);
  });

  it("makes a replay of the same events duplicates only, never a second record", async () => {
    const { client, recorder } = await ledger();
    const group = `conv-${suffix()}`;
    const agent = new Agent({
      name: "weather",
      tools: [weather],
      model: new FakeModel(call("get_weather", { city: "Rome" }), text("Warm.")),
    });
    await run(agent, "Rome?", group);
    const first = await client.flush(30_000);
    expect(first.acked).toBeGreaterThanOrEqual(4);
    expect(first.failed).toEqual([]);
    const replayer = new LedgerTracingProcessor(client); // a fresh process would see the same events
    for (const [method, item] of recorder.all) await (replayer as any)[method](item);
    expect(replayer.stats().records).toBe(first.acked);
    const again = await client.flush(30_000);
    expect(again).toMatchObject({ acked: 0, duplicates: first.acked, failed: [] });
    expect((await sessionRecords(client, group)).length).toBe(first.acked);
  });

  it("makes an unknown span an Other record, and a broken event neither a record nor an exception", async () => {
    const { client, processor } = await ledger();
    const group = `conv-${suffix()}`;
    const errors: string[] = [];
    const watched = new LedgerTracingProcessor(client, { onError: (_, what) => errors.push(what), logger: () => undefined });
    setTraceProcessors([processor, watched]);
    await withTrace("custom", async () => withCustomSpan(async () => undefined, { data: { name: "lookup", data: { rows: 3 } } }), {
      groupId: group,
    });
    await expect(watched.onSpanEnd({} as Span<any>)).resolves.toBeUndefined(); // not a span: counted, not thrown
    await processor.forceFlush();
    const [custom] = byBehavior(await sessionRecords(client, group), "Other") as Plain[];
    expect(custom).toMatchObject({ label: "custom", data: { name: "lookup", data: { rows: 3 } } });
    expect(watched.stats().failed).toBe(1);
    expect(errors).toEqual(["span ?"]);
  });

  it("derives record ids by the shared vectors", () => {
    for (const vector of vectors.vectors)
      expect(integrationRecordId(vector.framework, vector.trace_id, vector.span_id), JSON.stringify(vector)).toBe(vector.record_id);
  });
});
