// The OpenTelemetry JS SDK's own OTLP exporters (protobuf, and JSON with gzip) against the
// service's OTLP endpoint: a manual invoke_agent → chat → execute_tool tree becomes records with
// the mapped behaviours, parents and model fields; children sent before their parent, in another
// request, still name it; a resend stores nothing new.
import { context, trace, type Span, type Tracer } from "@opentelemetry/api";
import { ExportResultCode } from "@opentelemetry/core";
import { OTLPTraceExporter as JsonExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as ProtoExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from "@opentelemetry/sdk-trace-base";
import { beforeAll, describe, expect, it } from "vitest";
import { recordIdOf } from "../../../server/otel/ids.ts";
import { agentClient, useAgent, useServer } from "../http/helpers.ts";

const server = useServer();
const agent = useAgent(server);

type CompressionAlgorithm = ConstructorParameters<typeof ProtoExporter>[0] extends infer C
  ? C extends { compression?: infer A }
    ? A
    : never
  : never;

function exporters(headers: Record<string, string>) {
  const url = `${server().baseUrl}/v1/otlp/v1/traces`;
  return {
    proto: new ProtoExporter({ url, headers }),
    json: new JsonExporter({ url, headers, compression: "gzip" as CompressionAlgorithm }),
  };
}

function send(exporter: SpanExporter, spans: ReadableSpan[]): Promise<void> {
  return new Promise((resolve, reject) =>
    exporter.export(spans, (result) =>
      result.code === ExportResultCode.SUCCESS ? resolve() : reject(result.error ?? new Error("export failed")),
    ),
  );
}

/** Spans recorded in memory, to be sent by the test in the order and requests it chooses. */
function recorder(resource: Record<string, string> = { "service.name": "otel-test" }) {
  const memory = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes(resource),
    spanProcessors: [new SimpleSpanProcessor(memory)],
  });
  return { tracer: provider.getTracer("js-sdk-test"), spans: () => memory.getFinishedSpans() };
}

function child<T>(
  tracer: Tracer,
  parent: Span,
  name: string,
  attributes: Record<string, string | number | string[]>,
  body?: (span: Span) => T,
): Span {
  const span = tracer.startSpan(name, { attributes }, trace.setSpan(context.active(), parent));
  body?.(span);
  span.end();
  return span;
}

/** invoke_agent ⊃ { chat, execute_tool }, as an instrumented agent run emits them. */
function agentRun(tracer: Tracer, extra: Record<string, string> = {}) {
  const root = tracer.startSpan("invoke_agent trader", {
    attributes: { "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "trader", ...extra },
  });
  child(tracer, root, "chat gpt-4o", {
    "gen_ai.operation.name": "chat",
    "gen_ai.provider.name": "openai",
    "gen_ai.request.model": "gpt-4o",
    "gen_ai.response.model": "gpt-4o-2024-08-06",
    "gen_ai.request.temperature": 0.2,
    "gen_ai.usage.input_tokens": 120,
    "gen_ai.usage.output_tokens": 42,
    "gen_ai.response.finish_reasons": ["tool_calls"],
    "gen_ai.input.messages": JSON.stringify([{ role: "user", parts: [{ type: "text", content: "Price of ETH?" }] }]),
    "gen_ai.output.messages": JSON.stringify([{ role: "assistant", parts: [{ type: "tool_call", name: "quote" }] }]),
  });
  child(tracer, root, "execute_tool quote", {
    "gen_ai.operation.name": "execute_tool",
    "gen_ai.tool.name": "quote",
    "gen_ai.tool.call.id": "call_1",
    "gen_ai.tool.call.arguments": '{"symbol":"ETH"}',
    "gen_ai.tool.call.result": '{"usd":3120.5}',
  });
  root.end();
  return root;
}

const idOf = (span: ReadableSpan) => recordIdOf(span.spanContext().traceId, span.spanContext().spanId);

describe("the OpenTelemetry JS SDK's OTLP exporters", () => {
  let spans: ReadableSpan[];
  beforeAll(() => {
    const { tracer, spans: finished } = recorder();
    agentRun(tracer);
    spans = finished();
  });

  it("store an agent run as records with behaviours, parents and model fields, children first", async () => {
    const { proto } = exporters({ authorization: `Bearer ${agent.apiKey}`, "x-ledger-agent-id": agent.agentId });
    const [chat, tool, root] = [
      spans.find((s) => s.name.startsWith("chat"))!,
      spans.find((s) => s.name.startsWith("execute_tool"))!,
      spans.find((s) => s.name.startsWith("invoke_agent"))!,
    ];
    // The SDK ends (and exports) children first; here the parent even comes in a later request.
    await send(proto, [tool, chat]);
    await send(proto, [root]);

    const client = agentClient(server(), agent);
    const traceId = root.spanContext().traceId;
    const session = await client.session(traceId);
    expect(session.status).toBe(200);
    const byId = new Map(session.body.records.map((r: { record_id: string }) => [r.record_id, r]));
    expect(byId.size).toBe(3);
    expect(byId.get(idOf(root))).toMatchObject({ behavior: "Other", label: "invoke_agent", notes: "invoke_agent trader" });
    expect(byId.get(idOf(root))).not.toHaveProperty("parent_record_id");
    expect(byId.get(idOf(chat))).toMatchObject({
      behavior: "Thinking",
      parent_record_id: idOf(root),
      session_id: traceId,
      prompt: "user: Price of ETH?",
      output_payload: "assistant: [call quote()]",
      model_invocation: {
        provider: "openai",
        model_name: "gpt-4o-2024-08-06",
        temperature: 0.2,
        tokens_in: 120,
        tokens_out: 42,
        finish_reason: "tool_calls",
      },
      tags: [
        `otel.trace_id=${traceId}`,
        `otel.span_id=${chat.spanContext().spanId}`,
        "gen_ai.request.model=gpt-4o",
        "service.name=otel-test",
      ],
    });
    expect(byId.get(idOf(tool))).toMatchObject({
      behavior: "ToolCalling",
      parent_record_id: idOf(root),
      tool_meta: { tool_id: "quote", call_id: "call_1" },
      input_payload: '{"symbol":"ETH"}',
      output_payload: '{"usd":3120.5}',
      success: true,
    });
    // Started first, the root leads the session; the children follow by start time.
    expect(new Date((byId.get(idOf(root)) as { client_ts_utc: number }).client_ts_utc).getTime()).toBe(
      Math.floor(root.startTime[0] * 1000 + root.startTime[1] / 1e6),
    );
  });

  it("store nothing new when the same spans come again, as OTLP JSON with gzip", async () => {
    const client = agentClient(server(), agent);
    const before = (await client.trace("?limit=500")).body.records.length;
    const { json } = exporters({ authorization: `Bearer ${agent.apiKey}`, "x-ledger-agent-id": agent.agentId });
    await send(json, spans);
    expect((await client.trace("?limit=500")).body.records.length).toBe(before);
  });

  it("take the agent from the resource's gen_ai.agent.id when no header names it, and record an acting run as Acting", async () => {
    const { tracer, spans: finished } = recorder({ "service.name": "otel-test", "gen_ai.agent.id": agent.agentId });
    const root = agentRun(tracer, { "trace_ledger.action_type": "rebalance", "trace_ledger.target_system": "exchange" });
    const { json } = exporters({ authorization: `Bearer ${agent.apiKey}` });
    await send(json, finished());
    const stored = await agentClient(server(), agent).record(recordIdOf(root.spanContext().traceId, root.spanContext().spanId));
    expect(stored.body).toMatchObject({
      behavior: "Acting",
      action_type: "rebalance",
      target_system: "exchange",
      session_id: root.spanContext().traceId,
    });
    const session = await agentClient(server(), agent).session(root.spanContext().traceId);
    expect(session.body.records.map((r: { behavior: string }) => r.behavior).sort()).toEqual(["Acting", "Thinking", "ToolCalling"]);
  });
});
