// test/vectors/messages.json: model messages and the text protocol/messages.ts renders of them,
// role by role. Python (integrations/_common.py, render_messages) and Go (go/otelledger) are held
// to the same file; so is the TypeScript rendering (test/server/otel/messages.test.ts). Run from
// the repository's root after a change to the rendering:
//   node scripts/run-ts.mjs scripts/message-vectors.ts
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderMessageList, renderMessages, renderSystemInstructions } from "../protocol/messages.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Lists of messages, as the integrations hand them to render_messages / renderMessages. */
const lists: { name: string; messages: Json[] }[] = [
  {
    name: "chat completions: roles, a tool call with its arguments as text, the tool's answer",
    messages: [
      { role: "system", content: "Be brief." },
      { role: "user", content: "Weather in Bern?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city": "Bern"}' } }],
      },
      { role: "tool", tool_call_id: "call_1", content: "sunny in Bern" },
    ],
  },
  {
    name: "content as parts: texts joined, other parts by their type",
    messages: [
      { role: "user", content: [{ type: "text", text: "Look" }, { type: "image_url", image_url: { url: "https://x" } }, "and this"] },
    ],
  },
  {
    name: "Responses API items: calls, call outputs, messages with output text and refusals",
    messages: [
      { type: "function_call", call_id: "c1", name: "search", arguments: '{"q":"x"}' },
      { type: "function_call_output", call_id: "c1", output: "3 results" },
      {
        type: "message",
        role: "assistant",
        content: [
          { type: "output_text", text: "Found." },
          { type: "refusal", refusal: "Not that." },
        ],
      },
    ],
  },
  {
    name: "GenAI semantic conventions: parts — text, tool call with object arguments (keys in their order), tool answer, reasoning, blob, uri",
    messages: [
      { role: "user", parts: [{ type: "text", content: "Weather in Paris?" }] },
      {
        role: "assistant",
        parts: [
          { type: "reasoning", content: "Need the tool." },
          { type: "tool_call", id: "call_1", name: "weather", arguments: { units: "C", city: "Paris", days: [1, 2] } },
        ],
      },
      { role: "tool", parts: [{ type: "tool_call_response", id: "call_1", response: { temp: 21, sky: "clear" } }] },
      {
        role: "user",
        parts: [
          { type: "blob", modality: "image", mime_type: "image/png", content: "iVBORw0KGgo=" },
          { type: "uri", uri: "https://x/y.png" },
        ],
      },
    ],
  },
  {
    name: "LangChain's messages as mappings: tool calls with args objects",
    messages: [
      { role: "assistant", content: "", tool_calls: [{ name: "get_weather", args: { city: "Paris" }, id: "t1" }] },
      { role: "ai", content: "Done — 21 °C, 😀" },
    ],
  },
  {
    name: "no role: the type, else message; not a mapping: as JSON",
    messages: [{ type: "human", content: "hi" }, { content: "who?" }, "plain text", 42, ["a", 1]],
  },
  {
    name: "the Agents SDK's function_call_result; calls with input and toolName (Anthropic, the AI SDK); content as one part",
    messages: [
      { type: "function_call_result", callId: "c1", name: "search", output: { type: "text", text: "3 results" } },
      {
        role: "assistant",
        content: "",
        tool_calls: [
          { name: "lookup", input: { id: 7 } },
          { toolName: "fetch", args: { url: "https://x" } },
        ],
      },
      { role: "user", content: { type: "text", text: "one part" } },
    ],
  },
  {
    name: "a tool call without a name or arguments, a part of no type",
    messages: [{ role: "assistant", parts: [{ type: "tool_call" }, { modality: "audio" }] }],
  },
];

/** A list holding a message whose content's one part is `levels` arrays deep: levels + 3 deep in all. */
const nested = (levels: number) => `[{"role":"user","content":[${"[".repeat(levels)}${"]".repeat(levels)}]}]`;

/** GenAI message attributes as they arrive (JSON text, or an array value): renderMessageList. TypeScript and Go. */
const attributes: { name: string; value: Json; text?: string }[] = [
  {
    name: "JSON text of messages",
    value:
      '[{"role":"user","parts":[{"type":"text","content":"Hi"}]},{"role":"assistant","parts":[{"type":"text","content":"Hello"}],"finish_reason":"stop"}]',
  },
  { name: "not JSON: as it came", value: "[not json" },
  { name: "JSON that is no list of messages: as it came", value: '["a", "b"]' },
  { name: "an empty list: as it came", value: "[]" },
  {
    name: "JSON numbers as JavaScript writes them",
    value: '[{"role":"tool","parts":[{"type":"tool_call_response","response":{"n":1.0,"big":1e21,"small":1e-7,"x":0.1}}]}]',
  },
  { name: "a repeated key keeps its first place and its last value", value: '[{"role":"user","role":"assistant","content":"x"}]' },
  { name: "nested 64 levels deep (the most): rendered", value: nested(61) },
  { name: "nested 65 levels deep: as it came", value: nested(62) },
];

/** gen_ai.system_instructions: renderSystemInstructions. TypeScript and Go. */
const systemInstructions: { name: string; value: Json }[] = [
  { name: "parts as JSON text", value: '[{"type":"text","content":"You are a travel agent."},{"type":"text","content":"Be brief."}]' },
  { name: "plain text", value: "Be kind." },
];

const file = {
  description:
    "Model messages and their text, role by role (`role: text`, a tool call as `[call name(arguments)]`, non-text values as compact JSON). " +
    "`messages`: lists, rendered by protocol/messages.ts renderMessages, Python's render_messages and Go; " +
    "`attributes`: GenAI message attributes (gen_ai.input.messages, gen_ai.output.messages) as sent, rendered by renderMessageList (TypeScript, Go); " +
    "`system_instructions`: gen_ai.system_instructions, by renderSystemInstructions (TypeScript, Go). Written by scripts/message-vectors.ts.",
  messages: lists.map((v) => ({ ...v, text: renderMessages(v.messages) })),
  attributes: attributes.map((v) => ({ ...v, text: renderMessageList(v.value) })),
  system_instructions: systemInstructions.map((v) => ({ ...v, text: renderSystemInstructions(v.value) })),
};
writeFileSync(join("test", "vectors", "messages.json"), JSON.stringify(file, null, 2) + "\n");
console.log(`test/vectors/messages.json: ${file.messages.length + file.attributes.length + file.system_instructions.length} vectors`);
