// gen_ai.evaluation.result events become scores on their span's record (issue 34, item 4), sent by
// the OpenTelemetry JS SDK (its OTLP JSON serializer) over real HTTP: value or label, explanation,
// source "llm"; ids derived from (trace id, span id, event index), so a resend stores nothing new;
// an event that makes no score is a warning in the partial success, and logged; the span is stored.
// Hand-made OTLP/JSON (the SDK keeps 128 events a span) for the limits: more than 500 evaluation
// events in one export, a refused score among accepted ones, events without a name.
import { JsonTraceSerializer } from "@opentelemetry/otlp-transformer";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { recordIdOf, scoreIdOf } from "../../../server/otel/ids.ts";
import { MAX_LIST_ENTRIES } from "../../../server/otel/budget.ts";
import { call } from "../../support/server.ts";
import { NUL_REASON, useAgent, useServer } from "../http/helpers.ts";

const logged: Record<string, unknown>[] = [];
const server = useServer({ log: pino({ level: "warn" }, { write: (line: string) => void logged.push(JSON.parse(line)) }) });
const agent = useAgent(server);

async function post(body: Uint8Array | string) {
  return fetch(`${server().baseUrl}/v1/otlp/v1/traces`, {
    method: "POST",
    headers: { authorization: `Bearer ${agent.apiKey}`, "x-ledger-agent-id": agent.agentId, "content-type": "application/json" },
    body: typeof body === "string" ? body : Buffer.from(body),
  });
}

async function send(body: Uint8Array | string) {
  const answer = await post(body);
  expect(answer.status).toBe(200);
  return (await answer.json()) as { partialSuccess?: { rejectedSpans?: string; errorMessage: string } };
}

const T0 = 1_795_000_000_000;
let traces = 0;
type Attribute = { key: string; value: { stringValue: string } | { doubleValue: number } };
const text = (key: string, value: string): Attribute => ({ key, value: { stringValue: value } });
const evaluation = (attributes: Attribute[], ms = T0 + 5) => ({
  timeUnixNano: `${BigInt(ms) * 1_000_000n}`,
  name: "gen_ai.evaluation.result",
  attributes,
});
const scored = (name: string, value: number, ...more: Attribute[]) =>
  evaluation([text("gen_ai.evaluation.name", name), { key: "gen_ai.evaluation.score.value", value: { doubleValue: value } }, ...more]);

/** One chat span of a new trace carrying `events`, as OTLP/JSON; its trace and span ids. */
function spanWith(events: object[]) {
  const traceId = (++traces).toString(16).padStart(8, "0") + "e".repeat(24);
  const spanId = "00000000000000e1";
  const span = {
    traceId,
    spanId,
    name: "chat",
    startTimeUnixNano: `${BigInt(T0) * 1_000_000n}`,
    endTimeUnixNano: `${BigInt(T0 + 10) * 1_000_000n}`,
    attributes: [text("gen_ai.operation.name", "chat")],
    events,
  };
  return { traceId, spanId, body: JSON.stringify({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ spans: [span] }] }] }) };
}

/** Every score of a record, through the list's pages. */
async function scoresOf(recordId: string): Promise<Record<string, unknown>[]> {
  const all: Record<string, unknown>[] = [];
  for (let cursor = ""; ;) {
    const page = (
      await call(server(), "GET", `/v1/agents/${agent.agentId}/scores?record_id=${recordId}&limit=500${cursor}`, { key: agent.apiKey })
    ).body;
    all.push(...(page.scores as Record<string, unknown>[]));
    if (page.next_cursor === null) return all;
    cursor = `&cursor=${page.next_cursor}`;
  }
}

describe("gen_ai.evaluation.result events", () => {
  it("become scores on the span's record, with derived ids: a resend is a duplicate", async () => {
    const memory = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ "service.name": "judge" }),
      spanProcessors: [new SimpleSpanProcessor(memory)],
    });
    const span = provider.getTracer("evaluations").startSpan("chat gpt-4o", { attributes: { "gen_ai.operation.name": "chat" } });
    span.addEvent(
      "gen_ai.evaluation.result",
      {
        "gen_ai.evaluation.name": "Answer Relevancy",
        "gen_ai.evaluation.score.value": 0.82,
        "gen_ai.evaluation.score.label": "relevant",
        "gen_ai.evaluation.explanation": "It answers the question.",
      },
      1_795_000_001_000,
    );
    span.addEvent("something else");
    span.addEvent("gen_ai.evaluation.result", {
      "gen_ai.evaluation.name": "tone",
      "gen_ai.evaluation.score.label": "polite",
      "trace_ledger.score.source_kind": "human",
    });
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
    const list = async () =>
      (await call(server(), "GET", `/v1/agents/${agent.agentId}/scores?record_id=${recordId}`, { key: agent.apiKey })).body
        .scores as Record<string, unknown>[];
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

  it("over 500 in one export all become scores (they go in slices of 500); past the per-span cap of events the request is refused whole, 413, nothing stored", async () => {
    const count = MAX_LIST_ENTRIES;
    const many = spanWith(Array.from({ length: count }, (_, i) => scored(`judge-${i % 7}`, i / count)));
    const answer = await send(many.body);
    expect(answer.partialSuccess).toBeUndefined();
    const scores = await scoresOf(recordIdOf(many.traceId, many.spanId));
    expect(scores.map((score) => score.score_id).sort()).toEqual(
      Array.from({ length: count }, (_, i) => scoreIdOf(many.traceId, many.spanId, i)).sort(),
    );

    const tooMany = spanWith(Array.from({ length: count + 1 }, (_, i) => scored("judge", i / count)));
    const refused = await post(tooMany.body);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: { code: string; details: unknown } }).error).toMatchObject({
      code: "payload_too_large",
      details: { limit: count },
    });
    expect(await scoresOf(recordIdOf(tooMany.traceId, tooMany.spanId))).toEqual([]);
    expect(
      (
        await call(server(), "GET", `/v1/records/${recordIdOf(tooMany.traceId, tooMany.spanId)}?agent_id=${agent.agentId}`, {
          key: agent.apiKey,
        })
      ).status,
    ).toBe(404);
  });

  it("a refused score among accepted ones is counted and named in the partial success; the others are stored", async () => {
    const mixed = spanWith([scored("first", 1), scored("second", 2), scored("third", 3)]);
    await send(mixed.body);
    // Resent with the second event's value changed (its derived score_id holds another body), two
    // more, and one the score schema refuses (a NUL cannot be stored).
    const changed = JSON.parse(mixed.body) as { resourceSpans: [{ scopeSpans: [{ spans: [{ events: object[] }] }] }] };
    const events = changed.resourceSpans[0].scopeSpans[0].spans[0].events;
    events[1] = scored("second", 2.5);
    events.push(scored("fourth", 4), scored("fifth", 5), scored("sixth", 6, text("gen_ai.evaluation.explanation", "a NUL \u0000 here")));
    logged.length = 0;
    const answer = await send(JSON.stringify(changed));
    expect(answer.partialSuccess?.rejectedSpans ?? "0").toBe("0");
    expect(answer.partialSuccess?.errorMessage).toBe(
      `2 evaluation events made no score (their spans are stored); span ${mixed.spanId}: score_id_conflict: event 1: score_id ${scoreIdOf(mixed.traceId, mixed.spanId, 1)} is already stored for this agent with a different body; ` +
        `span ${mixed.spanId}: validation_failed: event 5: /explanation ${NUL_REASON}`,
    );
    expect(logged.filter((line) => line.msg === "OTLP evaluation event made no score")).toMatchObject([
      { code: "score_id_conflict" },
      { code: "validation_failed" },
    ]);
    const scores = await scoresOf(recordIdOf(mixed.traceId, mixed.spanId));
    expect(Object.fromEntries(scores.map((score) => [score.name, score.value]))).toEqual({
      first: 1,
      second: 2,
      third: 3,
      fourth: 4,
      fifth: 5,
    });
  });

  it("an event without a name, or with a name of no a-z or 0-9 (symbols, another script), makes no score and is named in the partial success", async () => {
    const value = { key: "gen_ai.evaluation.score.value", value: { doubleValue: 0.5 } };
    const nameless = spanWith([
      evaluation([value]),
      scored("kept", 1),
      evaluation([text("gen_ai.evaluation.name", "?!"), value]),
      evaluation([text("gen_ai.evaluation.name", ""), value]),
      evaluation([text("gen_ai.evaluation.name", "Релевантность"), value]),
    ]);
    const answer = await send(nameless.body);
    const reason = "gen_ai.evaluation.name is missing or holds none of a-z and 0-9, which a score name needs";
    expect(answer.partialSuccess?.rejectedSpans ?? "0").toBe("0");
    expect(answer.partialSuccess?.errorMessage).toBe(
      `4 evaluation events made no score (their spans are stored); ${[0, 2, 3, 4].map((event) => `span ${nameless.spanId}: validation_failed: event ${event}: ${reason}`).join("; ")}`,
    );
    expect((await scoresOf(recordIdOf(nameless.traceId, nameless.spanId))).map((score) => score.name)).toEqual(["kept"]);
  });
});
