// OTLP ingest keeps what it is sent (issue 35 item 5), through the OpenTelemetry JS SDK's own
// exporter over real HTTP: the request model beside the response model, system instructions,
// messages role by role, the resource's service.name, the status message and exception events
// with their stacks, links as upstream_record_id where they resolve; and each span it rejects is
// counted and named with its reason in the partial success, and logged.
import { context, trace, SpanStatusCode, type Link, type Span } from "@opentelemetry/api";
import { ExportResultCode } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { recordIdOf } from "../../../server/otel/ids.ts";
import { agentClient, useAgent, useServer } from "../http/helpers.ts";

const logged: Record<string, unknown>[] = [];
const server = useServer({ log: pino({ level: "warn" }, { write: (line: string) => void logged.push(JSON.parse(line)) }) });
const agent = useAgent(server);

function recorder() {
  const memory = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": "travel-agent", "service.version": "1.2.0" }),
    spanProcessors: [new SimpleSpanProcessor(memory)],
  });
  return { tracer: provider.getTracer("fidelity"), spans: () => memory.getFinishedSpans() };
}

async function send(spans: ReadableSpan[]): Promise<void> {
  const exporter = new OTLPTraceExporter({
    url: `${server().baseUrl}/v1/otlp/v1/traces`,
    headers: { authorization: `Bearer ${agent.apiKey}`, "x-ledger-agent-id": agent.agentId },
  });
  await new Promise<void>((resolve, reject) =>
    exporter.export(spans, (result) => (result.code === ExportResultCode.SUCCESS ? resolve() : reject(result.error))),
  );
}

const idOf = (span: Span | ReadableSpan) => recordIdOf(span.spanContext().traceId, span.spanContext().spanId);
const stored = async (span: Span | ReadableSpan) => (await agentClient(server(), agent).record(idOf(span))).body;

describe("OTLP ingest keeps what it is sent", () => {
  it("the request model beside the response model, system instructions, messages role by role, service.name", async () => {
    const { tracer, spans } = recorder();
    const chat = tracer.startSpan("chat gpt-4o", {
      attributes: {
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "openai",
        "gen_ai.request.model": "gpt-4o",
        "gen_ai.response.model": "gpt-4o-2024-08-06",
        "gen_ai.system_instructions": JSON.stringify([{ type: "text", content: "You are a travel agent." }]),
        "gen_ai.input.messages": JSON.stringify([
          { role: "user", parts: [{ type: "text", content: "Weather in Paris?" }] },
          { role: "assistant", parts: [{ type: "tool_call", id: "c1", name: "weather", arguments: { city: "Paris" } }] },
          { role: "tool", parts: [{ type: "tool_call_response", id: "c1", response: "21 °C" }] },
        ]),
        "gen_ai.output.messages": JSON.stringify([
          { role: "assistant", parts: [{ type: "text", content: "Sunny, 21 °C." }], finish_reason: "stop" },
        ]),
      },
    });
    chat.end();
    await send(spans());
    expect(await stored(chat)).toMatchObject({
      behavior: "Thinking",
      prompt: 'system: You are a travel agent.\nuser: Weather in Paris?\nassistant: [call weather({"city":"Paris"})]\ntool: 21 °C',
      output_payload: "assistant: Sunny, 21 °C.",
      model_invocation: { provider: "openai", model_name: "gpt-4o-2024-08-06" },
      tags: expect.arrayContaining(["gen_ai.request.model=gpt-4o", "service.name=travel-agent"]),
    });
  });

  it("the status message and an exception event with its type, message and stack", async () => {
    const { tracer, spans } = recorder();
    const error = new TypeError("cannot read the forecast");
    const tool = tracer.startSpan("execute_tool weather", {
      attributes: { "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "weather" },
    });
    tool.recordException(error);
    tool.setStatus({ code: SpanStatusCode.ERROR, message: "the weather tool failed" });
    tool.end();
    const chat = tracer.startSpan("chat gpt-4o", {
      attributes: { "gen_ai.operation.name": "chat", "gen_ai.input.messages": '[{"role":"user","content":"Hi"}]' },
    });
    chat.recordException(error);
    chat.setStatus({ code: SpanStatusCode.ERROR, message: "no answer" });
    chat.end();
    await send(spans());

    const failure = (status: string) => `status: ${status}\nTypeError: cannot read the forecast\n${error.stack}`;
    expect(await stored(tool)).toMatchObject({
      behavior: "ToolCalling",
      success: false,
      output_payload: failure("the weather tool failed"),
      notes: `execute_tool weather\n${failure("the weather tool failed")}`,
    });
    expect(await stored(chat)).toMatchObject({
      behavior: "Thinking",
      prompt: "user: Hi",
      output_payload: `(failed: ${failure("no answer")})`,
    });
  });

  it("links as upstream_record_id where they resolve: to a stored record or one of the request, not to a span never sent", async () => {
    const { tracer, spans } = recorder();
    const earlier = tracer.startSpan("fetch quotes");
    earlier.end();
    await send(spans());

    const later = recorder();
    const sibling = later.tracer.startSpan("fetch news");
    sibling.end();
    const elsewhere = { traceId: "0af7651916cd43dd8448eb211c80319c", spanId: "b7ad6b7169203331", traceFlags: 1 };
    const links: Link[] = [earlier, sibling].map((span) => ({ context: span.spanContext() })).concat([{ context: elsewhere }]);
    const decision = later.tracer.startSpan("decide", { links }, trace.deleteSpan(context.active()));
    decision.end();
    await send(later.spans());
    expect((await stored(decision)).upstream_record_id).toEqual([idOf(earlier), idOf(sibling)]);
    expect(await stored(sibling)).not.toHaveProperty("upstream_record_id");
  });

  it("counts each rejected span in the partial success with its reason, and logs it", async () => {
    const traceId = "5b8efff798038103d269b633813fc60c";
    const span = (spanId: string, attributes: object[] = []) => ({
      traceId,
      spanId,
      name: "step",
      startTimeUnixNano: "1795000000000000000",
      attributes,
    });
    const body = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                span("eee19b7ec3c1b174"),
                span("00"),
                span("eee19b7ec3c1b175", [{ key: "gen_ai.conversation.id", value: { stringValue: "c".repeat(300) } }]),
              ],
            },
          ],
        },
      ],
    };
    logged.length = 0;
    const answer = await fetch(`${server().baseUrl}/v1/otlp/v1/traces`, {
      method: "POST",
      headers: { authorization: `Bearer ${agent.apiKey}`, "x-ledger-agent-id": agent.agentId, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
    const { partialSuccess } = (await answer.json()) as { partialSuccess: { rejectedSpans: string; errorMessage: string } };
    expect(partialSuccess.rejectedSpans).toBe("2");
    expect(partialSuccess.errorMessage).toMatch(
      /^2 of 3 spans rejected; span 00: validation_failed: span_id must be 8 bytes, not all zero \(got 1\); span eee19b7ec3c1b175: validation_failed: .*session_id/,
    );
    const rejections = logged.filter((line) => line.msg === "OTLP span rejected");
    expect(rejections.map(({ span_id, code }) => ({ span_id, code }))).toEqual([
      { span_id: "00", code: "validation_failed" },
      { span_id: "eee19b7ec3c1b175", code: "validation_failed" },
    ]);
    expect(rejections[0]).toMatchObject({
      level: 40,
      owner_id: expect.any(String),
      reason: "span_id must be 8 bytes, not all zero (got 1)",
    });
    expect(rejections[1]!.reason).toMatch(/session_id/);
  });
});
