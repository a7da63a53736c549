// gen_ai.evaluation.result events become scores on their span's record (issue 34, item 4), sent by
// the OpenTelemetry JS SDK (its OTLP JSON serializer) over real HTTP: value or label, explanation,
// source "llm"; ids derived from (trace id, span id, event index), so a resend stores nothing new;
// an event that makes no score is a warning in the partial success, and logged; the span is stored.
import { JsonTraceSerializer } from "@opentelemetry/otlp-transformer";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { recordIdOf, scoreIdOf } from "../../../server/otel/ids.ts";
import { call } from "../../support/server.ts";
import { useAgent, useServer } from "../http/helpers.ts";

const logged: Record<string, unknown>[] = [];
const server = useServer({ log: pino({ level: "warn" }, { write: (line: string) => void logged.push(JSON.parse(line)) }) });
const agent = useAgent(server);

async function send(body: Uint8Array) {
  const answer = await fetch(`${server().baseUrl}/v1/otlp/v1/traces`, {
    method: "POST",
    headers: { authorization: `Bearer ${agent.apiKey}`, "x-ledger-agent-id": agent.agentId, "content-type": "application/json" },
    body: Buffer.from(body),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { partialSuccess?: { rejectedSpans?: string; errorMessage: string } };
}

describe("gen_ai.evaluation.result events", () => {
  it("become scores on the span's record, with derived ids: a resend is a duplicate", async () => {
    const memory = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ resource: resourceFromAttributes({ "service.name": "judge" }), spanProcessors: [new SimpleSpanProcessor(memory)] });
    const span = provider.getTracer("evaluations").startSpan("chat gpt-4o", { attributes: { "gen_ai.operation.name": "chat" } });
    span.addEvent("gen_ai.evaluation.result", { "gen_ai.evaluation.name": "Answer Relevancy", "gen_ai.evaluation.score.value": 0.82, "gen_ai.evaluation.score.label": "relevant", "gen_ai.evaluation.explanation": "It answers the question." }, 1_795_000_001_000);
    span.addEvent("something else");
    span.addEvent("gen_ai.evaluation.result", { "gen_ai.evaluation.name": "tone", "gen_ai.evaluation.score.label": "polite", "trace_ledger.score.source_kind": "human" });
    span.addEvent("gen_ai.evaluation.result", { "gen_ai.evaluation.name": "empty" });
    span.end();
    const body = JsonTraceSerializer.serializeRequest(memory.getFinishedSpans())!;

    logged.length = 0;
    const first = await send(body);
    const { traceId, spanId } = span.spanContext();
    expect(first.partialSuccess?.rejectedSpans ?? "0").toBe("0");
    expect(first.partialSuccess?.errorMessage).toBe(
      `1 evaluation events made no score (their spans are stored); span ${spanId}: validation_failed: event 3: neither gen_ai.evaluation.score.value (a number) nor gen_ai.evaluation.score.label`,
    );
    expect(logged.filter((line) => line.msg === "OTLP evaluation event made no score")).toHaveLength(1);

    const recordId = recordIdOf(traceId, spanId);
    const list = async () => (await call(server(), "GET", `/v1/agents/${agent.agentId}/scores?record_id=${recordId}`, { key: agent.apiKey })).body.scores as Record<string, unknown>[];
    const scores = await list();
    expect(scores.map((score) => score.score_id).sort()).toEqual([scoreIdOf(traceId, spanId, 0), scoreIdOf(traceId, spanId, 2)].sort());
    expect(scores.find((score) => score.name === "answer_relevancy")).toMatchObject({
      record_id: recordId,
      value: 0.82,
      metadata: { label: "relevant" },
      explanation: "It answers the question.",
      source: { kind: "llm" },
      client_ts_utc: 1_795_000_001_000,
    });
    expect(scores.find((score) => score.name === "tone")).toMatchObject({ value: "polite", source: { kind: "human" } });

    await send(body);
    const again = await list();
    expect(again.map((score) => score.server_ts_utc)).toEqual(scores.map((score) => score.server_ts_utc));
  });
});
