// LangChain.js (the real @langchain/core package) with an offline fake chat model, traced by
// LedgerCallbackHandler into a real service: an agent run with a tool call, a nested run (an agent
// as another agent's tool), a failing tool, a replay of the same events (duplicates only), and
// events the mapping does not know. The same scenarios and shapes as python/tests/test_integrations_langchain.py.
import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import type { BaseMessage } from "@langchain/core/messages";
import { AIMessage, HumanMessage, SystemMessage, ToolMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import { RunnableLambda, type Runnable, type RunnableConfig } from "@langchain/core/runnables";
import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { LedgerClient } from "../../../sdk/node.ts";
import { LedgerCallbackHandler } from "../../../sdk/integrations/langchain.ts";
import { ancestors, brokenStation, byBehavior, getWeather, ledgerService, parentsFirst, sessionRecords, suffix } from "./support.ts";

/** LangChain's fake list model, answering scripted messages (tool calls among them) under a model name. */
class ScriptedChat extends FakeListChatModel {
  readonly script: AIMessage[];
  constructor(...script: AIMessage[]) {
    super({ responses: [] });
    this.script = script;
  }
  override getLsParams(options: this["ParsedCallOptions"]) {
    return { ...super.getLsParams(options), ls_model_name: "fake-chat-1", ls_temperature: 0.3 };
  }
  override async _generate(): Promise<ChatResult> {
    const message = this.script.shift()!;
    message.response_metadata = { model_name: "fake-chat-1", finish_reason: message.tool_calls?.length ? "tool_calls" : "stop" };
    message.usage_metadata = { input_tokens: 9, output_tokens: 4, total_tokens: 13 };
    return { generations: [{ text: String(message.content), message }] };
  }
}

const calls = (name: string, args: Record<string, unknown>) =>
  new AIMessage({ content: "", tool_calls: [{ name, args, id: `call_${suffix()}` }] });

const weather = tool(getWeather, { name: "get_weather", description: "The weather in a city.", schema: z.object({ city: z.string() }) });
const broken = tool(brokenStation, { name: "broken_station", description: "Always fails.", schema: z.object({ city: z.string() }) });

/** A tool-calling agent as a runnable: the model, then each tool it calls (a failing tool's error goes back to it), until it answers. */
function agent(name: string, tools: StructuredToolInterface[], model: ScriptedChat) {
  return RunnableLambda.from(async (question: string, config?: RunnableConfig) => {
    const messages: BaseMessage[] = [new SystemMessage("Answer briefly."), new HumanMessage(question)];
    for (;;) {
      const reply = (await model.invoke(messages, config)) as AIMessage;
      messages.push(reply);
      if (!reply.tool_calls?.length) return String(reply.content);
      for (const toolCall of reply.tool_calls) {
        const chosen = tools.find((t) => t.name === toolCall.name)!;
        try {
          messages.push((await chosen.invoke({ ...toolCall, type: "tool_call" }, config)) as ToolMessage);
        } catch (error) {
          messages.push(new ToolMessage({ content: String(error), tool_call_id: toolCall.id! }));
        }
      }
    }
  }).withConfig({ runName: name });
}

/** Keeps every event, to replay them. */
class Recorder extends BaseCallbackHandler {
  name = "recorder";
  override awaitHandlers = true;
  readonly events: [string, unknown[]][] = [];
  constructor() {
    super();
    for (const method of [
      "handleChatModelStart",
      "handleLLMEnd",
      "handleLLMError",
      "handleToolStart",
      "handleToolEnd",
      "handleToolError",
      "handleChainStart",
      "handleChainEnd",
      "handleChainError",
    ]) {
      (this as any)[method] = (...args: unknown[]) => void this.events.push([method, args]);
    }
  }
}

const service = ledgerService();

async function run(client: LedgerClient, runnable: Runnable<string, string>, question: string, ...handlers: BaseCallbackHandler[]) {
  const thread = `thread-${suffix()}`;
  const handler = new LedgerCallbackHandler(client);
  const answer = await runnable.invoke(question, { callbacks: [handler, ...handlers], metadata: { thread_id: thread } });
  expect(handler.stats()).toMatchObject({ failed: 0, waiting: 0 });
  return { answer, thread, records: await sessionRecords(client, thread) }; // the thread is the session
}

describe("LedgerCallbackHandler (@langchain/core)", () => {
  it("records an agent run with a tool call: Thinking with the messages role by role, ToolCalling, Other for the chain, parents first, in the thread's session", async () => {
    const client = await service.client();
    const { answer, records } = await run(
      client,
      agent("weather", [weather], new ScriptedChat(calls("get_weather", { city: "Paris" }), new AIMessage("Sunny in Paris."))),
      "Weather in Paris?",
    );
    expect(answer).toBe("Sunny in Paris.");
    const thinking = byBehavior(records, "Thinking");
    expect(thinking[0]!.prompt).toBe("system: Answer briefly.\nuser: Weather in Paris?");
    expect(thinking[0]!.output_payload).toBe('assistant: [call get_weather({"city":"Paris"})]');
    expect(thinking[1]!.output_payload).toBe("assistant: Sunny in Paris.");
    expect(thinking[1]!.prompt).toContain("tool: sunny in Paris");
    expect(thinking[1]!.prompt).not.toContain("[{");
    expect(thinking[0]!.model_invocation).toEqual({
      provider: "FakeListChatModel",
      model_name: "fake-chat-1",
      tokens_in: 9,
      tokens_out: 4,
      temperature: 0.3,
      finish_reason: "tool_calls",
    });
    expect(thinking[0]!.tags).toContain("gen_ai.request.model=fake-chat-1");
    const [toolCall] = byBehavior(records, "ToolCalling");
    expect(toolCall).toMatchObject({ tool_meta: { tool_id: "get_weather" }, success: true, output_payload: "sunny in Paris" });
    expect(toolCall!.tool_meta.call_id).toMatch(/^call_/);
    expect(toolCall!.input_payload).toContain("Paris");
    expect(byBehavior(records, "Acting")).toEqual([]);
    const [root] = records.filter((r) => !r.parent_record_id);
    expect(root).toMatchObject({ behavior: "Other", label: "chain", data: { name: "weather" } });
    expect(records.filter((r) => !r.parent_record_id)).toHaveLength(1); // the agent's root run
    expect(parentsFirst(records)).toBe(true);
    expect(records.every((r) => r.duration_ms === undefined)).toBe(true); // callbacks carry no times
  });

  it("hangs a nested run (an agent as another agent's tool) under the tool call that ran it", async () => {
    const client = await service.client();
    const inner = agent("expert", [weather], new ScriptedChat(calls("get_weather", { city: "Oslo" }), new AIMessage("Rain in Oslo.")));
    const askExpert = tool((input: { question: string }, config?: RunnableConfig) => inner.invoke(input.question, config), {
      name: "ask_expert",
      description: "Asks the expert.",
      schema: z.object({ question: z.string() }),
    });
    const outer = agent(
      "planner",
      [askExpert],
      new ScriptedChat(calls("ask_expert", { question: "Oslo?" }), new AIMessage("Take an umbrella.")),
    );
    const { answer, records } = await run(client, outer, "Plan my day");
    expect(answer).toBe("Take an umbrella.");
    const weatherCall = byBehavior(records, "ToolCalling").find((r) => r.tool_meta.tool_id === "get_weather")!;
    const expertCall = byBehavior(records, "ToolCalling").find((r) => r.tool_meta.tool_id === "ask_expert")!;
    const expert = records.find((r) => r.behavior === "Other" && r.data?.name === "expert")!;
    expect(ancestors(records, weatherCall)).toEqual(expect.arrayContaining([expert.record_id, expertCall.record_id]));
    expect(expertCall.output_payload).toBe("Rain in Oslo.");
    expect(parentsFirst(records)).toBe(true);
  });

  it("records a failing tool as a failed tool call", async () => {
    const client = await service.client();
    const { records } = await run(
      client,
      agent("weather", [broken], new ScriptedChat(calls("broken_station", { city: "Lima" }), new AIMessage("Sorry."))),
      "Weather in Lima?",
    );
    const [toolCall] = byBehavior(records, "ToolCalling");
    expect(toolCall).toMatchObject({ success: false, output_payload: "Error: no station in Lima" });
  });

  it("makes a replay of the same events duplicates only, never a second record", async () => {
    const client = await service.client();
    const recorder = new Recorder();
    const { thread, records } = await run(
      client,
      agent("weather", [weather], new ScriptedChat(calls("get_weather", { city: "Rome" }), new AIMessage("Warm."))),
      "Rome?",
      recorder,
    );
    const replayer = new LedgerCallbackHandler(client);
    for (const [method, args] of recorder.events) (replayer as any)[method](...args);
    expect(replayer.stats().records).toBe(records.length);
    const again = await client.flush(30_000);
    expect(again).toMatchObject({ acked: 0, duplicates: records.length, failed: [] });
    expect((await sessionRecords(client, thread)).length).toBe(records.length);
  });

  it("makes an end without its start an Other record, and an unmappable event neither a record nor an exception", async () => {
    const client = await service.client();
    const errors: string[] = [];
    const handler = new LedgerCallbackHandler(client, { onError: (_, what) => errors.push(what), logger: () => undefined });
    const runId = crypto.randomUUID();
    handler.handleChainEnd({}, runId);
    expect(() => handler.handleLLMEnd("not a result" as any, crypto.randomUUID())).not.toThrow();
    const [record] = await sessionRecords(client, runId);
    expect(record).toMatchObject({ behavior: "Other", label: "unknown" });
    expect(handler.stats().failed).toBe(1);
    expect(errors).toEqual([expect.stringMatching(/^handleLLMEnd of run /)]);
  });
});
