// The Vercel AI SDK (the real `ai` package) with its offline MockLanguageModelV4 (`ai/test`), traced
// by ledgerTelemetry into a real service: a run with a tool call, a nested run (generateText inside
// a tool), a failing tool, a replay of the same events (duplicates only), and events the mapping
// does not know. The same record shapes as the other integrations (docs/integrations.md).
import { generateText, stepCountIs, tool, type Telemetry } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LedgerTelemetry, ledgerTelemetry } from "../../../sdk/integrations/ai-sdk.ts";
import { ancestors, brokenStation, byBehavior, getWeather, ledgerService, parentsFirst, sessionRecords, suffix } from "./support.ts";

const usage = { inputTokens: { total: 9, noCache: 9, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 4, text: 4, reasoning: 0 } };
const call = (toolName: string, args: Record<string, unknown>) => ({
  content: [{ type: "tool-call" as const, toolCallId: `call_${suffix()}`, toolName, input: JSON.stringify(args) }],
  finishReason: { unified: "tool-calls" as const, raw: undefined },
  usage,
  warnings: [],
});
const text = (said: string) => ({
  content: [{ type: "text" as const, text: said }],
  finishReason: { unified: "stop" as const, raw: "stop" },
  usage,
  warnings: [],
});
const model = (...turns: ReturnType<typeof call | typeof text>[]) =>
  new MockLanguageModelV4({ provider: "mock-provider", modelId: "mock-model-1", doGenerate: turns });

const weather = tool({
  description: "The weather in a city.",
  inputSchema: z.object({ city: z.string() }),
  execute: async (input) => getWeather(input),
});
const broken = tool({
  description: "Always fails.",
  inputSchema: z.object({ city: z.string() }),
  execute: async (input) => brokenStation(input),
});

/** Stamps every event (as the AI SDK stamps events it reports after the fact), keeps it to replay, and hands it to `live`. */
function recorder(live: LedgerTelemetry): { events: [string, object][]; integration: Telemetry } {
  const events: [string, object][] = [];
  const integration: Record<string, (event: object) => void> = {};
  for (const method of [
    "onStart",
    "onLanguageModelCallStart",
    "onLanguageModelCallEnd",
    "onToolExecutionStart",
    "onToolExecutionEnd",
    "onEnd",
  ] as const) {
    integration[method] = (event) => {
      const stamped = { ...event, timestamp: Date.now() };
      events.push([method, stamped]);
      live[method](stamped);
    };
  }
  return { events, integration: integration as Telemetry };
}

const service = ledgerService();

describe("ledgerTelemetry (ai)", () => {
  it("records a run with a tool call: an Other record for the operation, Thinking per model call with the messages role by role, ToolCalling, parents first, in the given session", async () => {
    const client = await service.client();
    const session = `chat-${suffix()}`;
    const telemetry = ledgerTelemetry(client, { sessionId: session, functionId: "weather-chat" });
    const result = await generateText({
      model: model(call("get_weather", { city: "Paris" }), text("Sunny in Paris.")),
      system: "Answer briefly.",
      prompt: "Weather in Paris?",
      tools: { get_weather: weather },
      temperature: 0.2,
      stopWhen: stepCountIs(3),
      experimental_telemetry: telemetry,
    });
    expect(result.text).toBe("Sunny in Paris.");
    expect(telemetry.integrations.stats()).toMatchObject({ failed: 0, waiting: 0 });
    const records = await sessionRecords(client, session);
    const thinking = byBehavior(records, "Thinking");
    expect(thinking).toHaveLength(2);
    expect(thinking[0]!.prompt).toBe("system: Answer briefly.\nuser: Weather in Paris?");
    expect(thinking[0]!.output_payload).toBe('assistant: [call get_weather({"city":"Paris"})]');
    expect(thinking[0]!.model_invocation).toEqual({
      provider: "mock-provider",
      model_name: "mock-model-1",
      tokens_in: 9,
      tokens_out: 4,
      temperature: 0.2,
      finish_reason: "tool-calls",
    });
    expect(thinking[1]!.prompt).toContain("tool: sunny in Paris");
    expect(thinking[1]!.prompt).not.toContain("[{");
    expect(thinking[1]!.output_payload).toBe("assistant: Sunny in Paris.");
    const [toolCall] = byBehavior(records, "ToolCalling");
    expect(toolCall).toMatchObject({ tool_meta: { tool_id: "get_weather" }, success: true, output_payload: "sunny in Paris" });
    expect(JSON.parse(toolCall!.input_payload)).toEqual({ city: "Paris" });
    const [root] = records.filter((r) => !r.parent_record_id);
    expect(root).toMatchObject({
      behavior: "Other",
      label: "ai.generateText",
      data: { function_id: "weather-chat", model: "mock-model-1" },
    });
    expect(records.filter((r) => r.parent_record_id === root!.record_id)).toHaveLength(3);
    expect(byBehavior(records, "Acting")).toEqual([]);
    expect(parentsFirst(records)).toBe(true);
  });

  it("hangs a nested run (generateText inside a tool) under the tool call that ran it, in the same session", async () => {
    const client = await service.client();
    const session = `chat-${suffix()}`;
    const telemetry = ledgerTelemetry(client, { sessionId: session });
    const expert = tool({
      description: "Asks the forecaster.",
      inputSchema: z.object({ question: z.string() }),
      execute: async ({ question }) =>
        (await generateText({ model: model(text("Rain tomorrow.")), prompt: question, experimental_telemetry: telemetry })).text,
    });
    const result = await generateText({
      model: model(call("ask_forecaster", { question: "Oslo?" }), text("Take an umbrella.")),
      prompt: "Plan my day",
      tools: { ask_forecaster: expert },
      stopWhen: stepCountIs(3),
      experimental_telemetry: telemetry,
    });
    expect(result.text).toBe("Take an umbrella.");
    const records = await sessionRecords(client, session);
    const [toolCall] = byBehavior(records, "ToolCalling");
    expect(toolCall).toMatchObject({ tool_meta: { tool_id: "ask_forecaster" }, output_payload: "Rain tomorrow." });
    const innerThought = byBehavior(records, "Thinking").find((r) => r.output_payload === "assistant: Rain tomorrow.")!;
    expect(ancestors(records, innerThought)).toContain(toolCall!.record_id);
    expect(records.filter((r) => !r.parent_record_id)).toHaveLength(1);
    expect(parentsFirst(records)).toBe(true);
  });

  it("records a failing tool as a failed tool call", async () => {
    const client = await service.client();
    const session = `chat-${suffix()}`;
    const result = await generateText({
      model: model(call("broken_station", { city: "Lima" }), text("Sorry.")),
      prompt: "Weather in Lima?",
      tools: { broken_station: broken },
      stopWhen: stepCountIs(3),
      experimental_telemetry: ledgerTelemetry(client, { sessionId: session }),
    });
    expect(result.text).toBe("Sorry.");
    const [toolCall] = byBehavior(await sessionRecords(client, session), "ToolCalling");
    expect(toolCall).toMatchObject({ success: false, output_payload: "Error: no station in Lima" });
  });

  it("makes a replay of the same (stamped) events duplicates only, never a second record", async () => {
    const client = await service.client();
    const session = `chat-${suffix()}`;
    const recorded = recorder(new LedgerTelemetry(client, { sessionId: session }));
    await generateText({
      model: model(call("get_weather", { city: "Rome" }), text("Warm.")),
      prompt: "Rome?",
      tools: { get_weather: weather },
      stopWhen: stepCountIs(3),
      experimental_telemetry: { integrations: [recorded.integration] },
    });
    const first = await client.flush(30_000);
    expect(first).toMatchObject({ acked: 4, failed: [] });
    const replayer = new LedgerTelemetry(client, { sessionId: session });
    for (const [method, event] of recorded.events) (replayer as any)[method](event);
    expect(replayer.stats().records).toBe(4);
    expect(await client.flush(30_000)).toMatchObject({ acked: 0, duplicates: 4, failed: [] });
    expect(await sessionRecords(client, session)).toHaveLength(4);
  });

  it("makes an end without its start neither a record nor an exception, and an unknown operation an Other record", async () => {
    const client = await service.client();
    const errors: string[] = [];
    const telemetry = new LedgerTelemetry(client, { onError: (_, what) => errors.push(what), logger: () => undefined });
    expect(() => telemetry.onToolExecutionEnd({ callId: "nowhere" })).not.toThrow();
    const callId = `call-${suffix()}`;
    telemetry.onStart({ callId, operationId: "ai.experimental_somethingNew" });
    telemetry.onEnd({ callId });
    const [record] = await sessionRecords(client, callId);
    expect(record).toMatchObject({ behavior: "Other", label: "ai.experimental_somethingNew" });
    expect(telemetry.stats().failed).toBe(1);
    expect(errors).toEqual(["onToolExecutionEnd"]);
  });
});
