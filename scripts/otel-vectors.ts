// test/vectors/otel-spans.json: OTLP/JSON spans and the record the service's OTLP ingest makes of
// each (server/otel/spans.ts decodes, server/otel/map.ts maps), or its refusal. The Go exporter
// (go/otelledger) must make the same records of the same spans; test/server/otel/vectors.test.ts
// holds map.ts to the file. Run from the repository's root after a change to the mapping:
//   node scripts/run-ts.mjs scripts/otel-vectors.ts
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { recordOf } from "../server/otel/map.ts";
import { decodeJson } from "../server/otel/spans.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Value = { [key: string]: Json };

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const T0 = 1_795_000_000_000n * 1_000_000n + 123_456n; // sub-millisecond nanos: floored to ms
const at = (ms: number) => `${T0 + BigInt(ms) * 1_000_000n}`;
const spanId = (n: number) => n.toString(16).padStart(16, "0");

const s = (v: string): Value => ({ stringValue: v });
const i = (v: number | string): Value => ({ intValue: v });
const d = (v: number | string): Value => ({ doubleValue: v });
const b = (v: boolean): Value => ({ boolValue: v });
const arr = (...values: Value[]): Value => ({ arrayValue: { values } });
/** Key-value lists whose order shows (in texts) are written in key order: the Go SDK sorts them. */
const kv = (...entries: [string, Value][]): Value => ({ kvlistValue: { values: entries.map(([key, value]) => ({ key, value })) } });
const attrs = (entries: Record<string, Value> | [string, Value][]) =>
  (Array.isArray(entries) ? entries : Object.entries(entries)).map(([key, value]) => ({ key, value }));
const deep = (levels: number): Value => (levels === 0 ? s("leaf") : arr(deep(levels - 1)));

interface Case {
  name: string;
  /** The resource's attributes (OTLP/JSON), when the case has any. */
  resource?: ReturnType<typeof attrs>;
  span: Record<string, Json>;
}
const span = (
  id: number,
  name: string,
  attributes: Record<string, Value> | [string, Value][],
  extra: Record<string, Json> = {},
): Record<string, Json> => ({
  traceId: TRACE,
  spanId: spanId(id),
  parentSpanId: spanId(1),
  name,
  kind: 1,
  startTimeUnixNano: at(id),
  endTimeUnixNano: at(id + 250),
  attributes: attrs(attributes),
  events: [],
  status: { code: 0, message: "" },
  ...extra,
});
const big = (n: number, unit = "x") => unit.repeat(n);

const cases: Case[] = [
  {
    name: "chat, semantic conventions 1.37: Thinking with the model invocation, session from the conversation id",
    span: span(
      2,
      "chat gpt-4o",
      {
        "gen_ai.operation.name": s("chat"),
        "gen_ai.provider.name": s("openai"),
        "gen_ai.request.model": s("gpt-4o"),
        "gen_ai.response.model": s("gpt-4o-2024-08-06"),
        "gen_ai.usage.input_tokens": i(12),
        "gen_ai.usage.output_tokens": i("7"),
        "gen_ai.request.temperature": d(0.2),
        "gen_ai.response.finish_reasons": arr(s("stop")),
        "gen_ai.conversation.id": s("conv-1"),
        "gen_ai.input.messages": s('[{"role":"user","parts":[{"type":"text","content":"Weather in Paris?"}]}]'),
        "gen_ai.output.messages": s('[{"role":"assistant","parts":[{"type":"text","content":"Sunny."}]}]'),
      },
      { kind: 3 },
    ),
  },
  {
    name: "chat named by the span only, 1.36 events and legacy names (gen_ai.system, prompt_tokens)",
    span: span(
      3,
      "chat gpt-4",
      {
        "gen_ai.system": s("openai"),
        "gen_ai.request.model": s("gpt-4"),
        "gen_ai.usage.prompt_tokens": i(3),
        "gen_ai.usage.completion_tokens": d(4),
        "gen_ai.response.finish_reasons": s("length"),
      },
      {
        events: [
          {
            name: "gen_ai.system.message",
            attributes: attrs({ content: s("Be brief <&>"), "2": i(2), "10": b(true), event: s("override"), "1x": s("not an index") }),
          },
          { name: "gen_ai.user.message", attributes: attrs({ content: s('line\nbreak "quoted" \u2028 é 😀 \u0001') }) },
          { name: "gen_ai.choice", attributes: attrs({ index: i(0), message: kv(["content", s("Hi")], ["role", s("assistant")]) }) },
          { name: "exception", attributes: attrs({ "exception.type": s("ignored") }) },
        ],
      },
    ),
  },
  {
    name: "text_completion with OpenLLMetry's indexed prompt and no model: no model_invocation",
    span: span(4, "completion", {
      "gen_ai.operation.name": s("text_completion"),
      "gen_ai.prompt.0.role": s("system"),
      "gen_ai.prompt.0.content": s("You help."),
      "gen_ai.prompt.1.content": s("Hello"),
      "gen_ai.prompt.3.content": s("not read: index 2 is missing"),
      "gen_ai.completion.0.content": arr(s("a"), i(1)),
      "gen_ai.completion.0.role": i(5),
    }),
  },
  {
    name: "generate_content with its messages on the operation-details event, as structured values",
    span: span(
      5,
      "generate_content gemini",
      {
        "gen_ai.operation.name": s("generate_content"),
        "gen_ai.provider.name": s("gcp.gemini"),
        "gen_ai.response.model": s("gemini-2.5-flash"),
        "gen_ai.usage.input_tokens": i(-1),
        "gen_ai.request.temperature": d("NaN"),
      },
      {
        events: [
          {
            name: "gen_ai.client.inference.operation.details",
            attributes: attrs([
              ["gen_ai.input.messages", arr(kv(["parts", arr(kv(["content", s("Hi")], ["type", s("text")]))], ["role", s("user")]))],
              ["gen_ai.output.messages", s("first")],
              ["gen_ai.output.messages", s("last wins")],
            ]),
          },
        ],
      },
    ),
  },
  {
    name: "chat without captured content",
    span: span(6, "chat", {
      "gen_ai.operation.name": s("chat"),
      "gen_ai.request.model": s("m"),
      "gen_ai.response.finish_reasons": arr(i(1), s("tool_calls")),
    }),
  },
  {
    name: "execute_tool: ToolCalling with its meta, structured arguments and a result",
    span: span(7, "execute_tool get_weather", {
      "gen_ai.operation.name": s("execute_tool"),
      "gen_ai.tool.name": s("get_weather"),
      "gen_ai.tool.call.id": s("call_1"),
      "gen_ai.tool.type": s("function"),
      "gen_ai.tool.description": s("Weather by city"),
      "gen_ai.tool.call.arguments": kv(
        ["city", s("Paris")],
        ["days", i(3)],
        ["huge", d(1e21)],
        ["metric", b(true)],
        ["ratio", d(0.000001)],
        ["tiny", d(1e-7)],
      ),
      "gen_ai.tool.call.result": s("Sunny, 24 °C"),
    }),
  },
  {
    name: "execute_tool that failed: success false, nothing but the name",
    span: span(
      8,
      "execute_tool",
      { "gen_ai.operation.name": s("execute_tool"), "gen_ai.tool.name": s("flaky") },
      { status: { code: 2, message: "tool exploded" } },
    ),
  },
  {
    name: "execute_tool with no tool attributes: no tool_meta",
    span: span(9, "execute_tool", {
      "gen_ai.operation.name": s("execute_tool"),
      "gen_ai.tool.call.result": arr(d(1.5), d("Infinity"), d("-Infinity")),
    }),
  },
  {
    name: "invoke_agent saying what it did: Acting, without the source ledger's log attributes",
    span: span(
      10,
      "invoke_agent trader",
      {
        "gen_ai.operation.name": s("invoke_agent"),
        "trace_ledger.action_type": s("swap"),
        "trace_ledger.target_system": s("uniswap"),
        "trace_ledger.execution_id": s("0xabc"),
        "trace_ledger.log.leaf_index": i(41),
        "gen_ai.output.messages": s("Swapped 1 ETH"),
        "gen_ai.agent.name": s("trader"),
      },
      { status: { code: 2, message: "reverted" } },
    ),
  },
  {
    name: "invoke_agent with an execution status of its own",
    span: span(
      11,
      "invoke_agent",
      {
        "gen_ai.operation.name": s("invoke_agent"),
        "trace_ledger.action_type": s("transfer"),
        "trace_ledger.execution_status": s("confirmed"),
      },
      { status: { code: 1, message: "" } },
    ),
  },
  {
    name: "invoke_agent that did not say what it did: Other, labelled by the operation",
    span: span(
      12,
      "invoke_agent researcher",
      { "gen_ai.operation.name": s("invoke_agent"), "gen_ai.agent.name": s("researcher") },
      { kind: 1, status: { code: 1, message: "" } },
    ),
  },
  {
    name: "plan: Planning with goal and rationale",
    span: span(13, "plan", {
      "gen_ai.operation.name": s("plan"),
      "gen_ai.input.messages": s("Find flights"),
      "gen_ai.output.messages": s("Search, then book"),
      "gen_ai.request.model": s("o3"),
    }),
  },
  {
    name: "plan with nothing captured: no goal, no rationale",
    span: span(14, "plan", { "gen_ai.operation.name": s("plan") }),
  },
  {
    name: "an unknown operation: Other labelled by it",
    span: span(15, "embeddings text-embedding-3", {
      "gen_ai.operation.name": s("embeddings"),
      "gen_ai.request.model": s("text-embedding-3"),
    }),
  },
  {
    name: "a span that is not GenAI: Other labelled by its name, every value type in data",
    span: span(
      16,
      "GET /v1/orders",
      [
        ["http.request.method", s("GET")],
        ["flag", b(false)],
        ["count", i(-3)],
        ["beyond double precision", i("9007199254740993")],
        ["largest exact", i("9007199254740991")],
        ["not a number", d("NaN")],
        ["ratio", d(0.1)],
        ["raw", { bytesValue: "AAECAwQ=" }],
        ["strings", arr(s("a"), s("b"))],
        ["mixed", arr(s("a"), i(1), b(true), arr(), kv())],
        ["map", kv(["b", i(1)], ["a", s("x")], ["b", i(2)])],
        ["empty", {}],
        ["count", i(4)],
      ],
      { kind: 2, parentSpanId: "" },
    ),
  },
  {
    name: "values nested deeper than 16 levels end in a marker",
    span: span(17, "deep", { deep: deep(20), shallow: deep(16) }),
  },
  {
    name: "data over its cap keeps the attributes' count instead",
    span: span(18, "bulky", { a: s(big(17_000)), b: i(1) }),
  },
  {
    name: "texts over their caps are cut at a character with a marker",
    span: span(19, big(3_000, "é"), {
      "gen_ai.operation.name": s("chat"),
      "gen_ai.input.messages": s(big(16_380) + "😀😀"),
      "gen_ai.output.messages": s("ok"),
      "gen_ai.request.model": s(big(300)),
    }),
  },
  {
    name: "no name, no end, no parent; a conversation id that is not a string: Other labelled span, the trace's session",
    span: span(20, "", { "gen_ai.conversation.id": i(7) }, { endTimeUnixNano: "0", parentSpanId: "", kind: 0 }),
  },
  {
    name: "an empty operation name falls back to the span name's first word",
    span: span(21, "execute_tool lookup", { "gen_ai.operation.name": s(""), "gen_ai.tool.name": s("lookup") }),
  },
  {
    name: "chat, semantic conventions 1.37 with system instructions, tool calls and answers: rendered role by role; the request model as a tag; the service from the resource",
    resource: attrs({ "service.name": s("travel-agent"), "service.version": s("1.2.0") }),
    span: span(25, "chat gpt-4o", {
      "gen_ai.operation.name": s("chat"),
      "gen_ai.provider.name": s("openai"),
      "gen_ai.request.model": s("gpt-4o"),
      "gen_ai.response.model": s("gpt-4o-2024-08-06"),
      "gen_ai.system_instructions": s('[{"type":"text","content":"You are a travel agent."},{"type":"text","content":"Be brief."}]'),
      "gen_ai.input.messages": s(
        JSON.stringify([
          { role: "user", parts: [{ type: "text", content: "Weather in Paris?" }] },
          { role: "assistant", parts: [{ type: "tool_call", id: "call_1", name: "weather", arguments: { city: "Paris", days: 2 } }] },
          { role: "tool", parts: [{ type: "tool_call_response", id: "call_1", response: { temp_c: 21 } }] },
          {
            role: "user",
            parts: [
              { type: "text", content: "And" },
              { type: "blob", modality: "image", content: "AAEC" },
              { type: "uri", uri: "https://x" },
            ],
          },
        ]),
      ),
      "gen_ai.output.messages": s(
        '[{"role":"assistant","parts":[{"type":"reasoning","content":"Warm."},{"type":"text","content":"Sunny, 21 °C."}],"finish_reason":"stop"}]',
      ),
    }),
  },
  {
    name: "chat whose messages are not a list of messages: kept as they came; system instructions as plain text",
    span: span(26, "chat m", {
      "gen_ai.operation.name": s("chat"),
      "gen_ai.system_instructions": s("Be kind."),
      "gen_ai.input.messages": s("[not json"),
      "gen_ai.output.messages": s('["a", "b"]'),
    }),
  },
  {
    name: "chat with the messages on the operation-details event, as array values",
    span: span(
      27,
      "chat m",
      { "gen_ai.operation.name": s("chat") },
      {
        events: [
          {
            name: "gen_ai.client.inference.operation.details",
            attributes: attrs({
              "gen_ai.system_instructions": arr(kv(["content", s("Terse.")], ["type", s("text")])),
              "gen_ai.input.messages": arr(kv(["parts", arr(kv(["content", s("Hi")], ["type", s("text")]))], ["role", s("user")])),
              "gen_ai.output.messages": arr(kv(["parts", arr(kv(["content", s("Hello")], ["type", s("text")]))], ["role", s("assistant")])),
            }),
          },
        ],
      },
    ),
  },
  {
    name: "chat that failed without output: the status message and the exception with its stack, in the output and the notes",
    span: span(
      28,
      "chat gpt-4o",
      { "gen_ai.operation.name": s("chat"), "gen_ai.input.messages": s('[{"role":"user","content":"Hi"}]') },
      {
        status: { code: 2, message: "upstream timed out" },
        events: [
          {
            name: "exception",
            attributes: attrs({
              "exception.type": s("TimeoutError"),
              "exception.message": s("read timed out after 30 s"),
              "exception.stacktrace": s("TimeoutError: read timed out\n    at read (client.js:10:5)\n    at chat (agent.js:3:1)"),
            }),
          },
        ],
      },
    ),
  },
  {
    name: "a tool that raised: its exception as the output, success false",
    span: span(
      29,
      "execute_tool search",
      { "gen_ai.operation.name": s("execute_tool"), "gen_ai.tool.name": s("search"), "gen_ai.tool.call.arguments": s('{"q":"x"}') },
      {
        status: { code: 2, message: "" },
        events: [
          {
            name: "exception",
            attributes: attrs({
              "exception.type": s("ValueError"),
              "exception.stacktrace": s('Traceback (most recent call last):\n  File "tool.py", line 3\nValueError'),
            }),
          },
        ],
      },
    ),
  },
  {
    name: "a span that is not GenAI keeps its events in data",
    span: span(
      30,
      "db.query",
      { "db.system": s("postgresql") },
      {
        status: { code: 2, message: "deadlock" },
        events: [
          {
            name: "exception",
            attributes: attrs({ "exception.type": s("DeadlockDetected"), "exception.message": s("deadlock detected") }),
          },
          { name: "retry", attributes: [] },
        ],
      },
    ),
  },
  {
    name: "data over its cap keeps the count of its attributes, then of its events",
    span: span(31, "noisy", { a: s(big(9_000)) }, { events: [{ name: "log", attributes: attrs({ line: s(big(17_000)) }) }] }),
  },
  {
    name: "a span of export --format otlp: the record it carries comes back, texts exact, behaviour kept (Reflecting has no GenAI operation)",
    span: span(32, "Reflecting", {
      "gen_ai.conversation.id": s("sess-7"),
      "trace_ledger.behavior": s("Reflecting"),
      "trace_ledger.record": s(
        JSON.stringify({
          record_id: "6f1c8f5e-2b7a-4c1e-9d3a-0a1b2c3d4e5f",
          agent_id: "agt_source",
          session_id: "sess-7",
          schema_version: "1.0",
          client_ts_utc: 1_795_000_000_032,
          server_ts_utc: 1_795_000_000_999,
          behavior: "Reflecting",
          reflection: "user: not a message, kept as written",
          outcome: "partial",
          lessons: ["ask first"],
          notes: "looked back",
          tags: ["team=a", "otel.trace_id=" + TRACE],
          upstream_record_id: ["0f1c8f5e-2b7a-4c1e-9d3a-0a1b2c3d4e5f"],
        }),
      ),
      "trace_ledger.log.leaf_index": i(4),
    }),
  },
  {
    name: "a trace_ledger.record that is no record: the GenAI mapping as for any span",
    span: span(33, "chat m", { "gen_ai.operation.name": s("chat"), "trace_ledger.record": s('{"behavior":"Dreaming"}') }),
  },
  { name: "refused: a start time at the epoch", span: span(22, "early", {}, { startTimeUnixNano: "0" }) },
  { name: "refused: an all-zero trace id", span: span(23, "zero", {}, { traceId: "0".repeat(32) }) },
  { name: "refused: an all-zero span id", span: span(24, "zero", {}, { spanId: "0".repeat(16) }) },
];

const vectors = cases.map(({ name, resource: resourceAttributes, span: input }) => {
  const [resource] = decodeJson(
    Buffer.from(
      JSON.stringify({ resourceSpans: [{ resource: { attributes: resourceAttributes ?? [] }, scopeSpans: [{ spans: [input] }] }] }),
    ),
  );
  const mapped = recordOf(resource!.spans[0]!, resource!.resource);
  const given = { name, ...(resourceAttributes ? { resource: resourceAttributes } : {}), span: input };
  return "reason" in mapped ? { ...given, refused: mapped.reason } : { ...given, record: mapped };
});

const file = {
  description:
    "OTLP/JSON spans (with their resource's attributes where given) and the record the service's OTLP ingest makes of each (server/otel/map.ts), or why none (`refused`). " +
    "Every exporter of spans as records (go/otelledger) makes the same record of the same span. Key-value lists that end up in texts list their keys in order, as the Go SDK holds them. Links are not in these records (they become upstream_record_id where they resolve, which depends on what is stored). Written by scripts/otel-vectors.ts.",
  vectors,
};
// From the repository's root (run-ts.mjs runs a bundle elsewhere).
writeFileSync(join("test", "vectors", "otel-spans.json"), JSON.stringify(file, null, 2) + "\n");
console.log(`test/vectors/otel-spans.json: ${vectors.length} spans`);
