// `export --format otlp` into this service's own OTLP endpoint is exact: every record comes back
// with its behaviour, session id, texts, notes, duration and tags (records of every behaviour,
// Observing and Reflecting included, which the GenAI conventions have no operation for), parents
// and upstream links as the spans' parents and links; and a span the service first took in over
// OTLP (rendered messages, the request model's tag) survives the trip unchanged too.
import { context } from "@opentelemetry/api";
import { ExportResultCode } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { beforeAll, describe, expect, it } from "vitest";
import { spanIdOf, traceIdOf } from "../../cli/otlp.ts";
import { recordIdOf } from "../../server/otel/ids.ts";
import { LedgerClient, isTombstone, type RecordInput, type StoredRecord } from "../../sdk/index.ts";
import { recordOf } from "../support/records.ts";
import { ownerWithAgent } from "../support/server.ts";
import { useServer } from "../server/http/helpers.ts";
import { runCli } from "./run.ts";

const server = useServer();
let source: { apiKey: string; agentId: string };

/** What a record is besides where it sits: the part a round trip must keep as it was. */
function content(record: StoredRecord): Record<string, unknown> {
  const {
    record_id: _id,
    agent_id: _agent,
    server_ts_utc: _ts,
    schema_version: _version,
    parent_record_id: _parent,
    upstream_record_id: _upstream,
    tags: _tags,
    ...rest
  } = record as StoredRecord & Record<string, unknown>;
  return rest;
}

async function everyRecord(client: LedgerClient): Promise<StoredRecord[]> {
  const records: StoredRecord[] = [];
  for (
    let after: string | undefined, page;
    (page = await client.getTrace({ order: "asc", after, limit: 500 }));
    after = page.next_cursor!
  ) {
    records.push(...page.records.filter((record): record is StoredRecord => !isTombstone(record)));
    if (page.next_cursor === null) break;
  }
  return records;
}

/** An instrumented chat, sent to the source agent over OTLP by the OpenTelemetry JS SDK's exporter. */
async function chatOverOtlp(): Promise<string> {
  const memory = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": "travel-agent" }),
    spanProcessors: [new SimpleSpanProcessor(memory)],
  });
  const span = provider.getTracer("round-trip").startSpan(
    "chat gpt-4o",
    {
      attributes: {
        "gen_ai.operation.name": "chat",
        "gen_ai.conversation.id": "trip-otlp",
        "gen_ai.provider.name": "openai",
        "gen_ai.request.model": "gpt-4o",
        "gen_ai.response.model": "gpt-4o-2024-08-06",
        "gen_ai.system_instructions": JSON.stringify([{ type: "text", content: "Be brief." }]),
        "gen_ai.input.messages": JSON.stringify([{ role: "user", parts: [{ type: "text", content: "Weather in Paris?" }] }]),
        "gen_ai.output.messages": JSON.stringify([{ role: "assistant", parts: [{ type: "text", content: "Sunny." }] }]),
      },
    },
    context.active(),
  );
  span.end();
  const exporter = new OTLPTraceExporter({
    url: `${server().baseUrl}/v1/otlp/v1/traces`,
    headers: { authorization: `Bearer ${source.apiKey}`, "x-ledger-agent-id": source.agentId },
  });
  await new Promise<void>((resolve, reject) =>
    exporter.export(memory.getFinishedSpans(), (result) => (result.code === ExportResultCode.SUCCESS ? resolve() : reject(result.error))),
  );
  return recordIdOf(span.spanContext().traceId, span.spanContext().spanId);
}

beforeAll(async () => {
  source = await ownerWithAgent(server());
  const client = new LedgerClient({ apiKey: source.apiKey, agentId: source.agentId, endpoint: server().baseUrl });
  const session = "trip-all-behaviours";
  const observed = await client.submit({ ...recordOf("Observing", session), tags: ["market=eth"], notes: "seen first" } as RecordInput);
  const planned = await client.submit({
    ...recordOf("Planning", session),
    parent_record_id: observed.record_id,
    rationale: "user: not a message\nassistant: kept as written",
  } as RecordInput);
  const thought = await client.submit({
    ...recordOf("Thinking", session),
    schema_version: "1.1",
    duration_ms: 812,
    parent_record_id: planned.record_id,
  } as RecordInput);
  const tool = await client.submit({
    ...recordOf("ToolCalling", session),
    parent_record_id: thought.record_id,
    success: false,
    output_payload: "timeout after 30 s",
  } as RecordInput);
  const acted = await client.submit({
    ...recordOf("Acting", session),
    parent_record_id: thought.record_id,
    upstream_record_id: [tool.record_id, observed.record_id],
  } as RecordInput);
  await client.submit({
    ...recordOf("Reflecting", session),
    parent_record_id: acted.record_id,
    tags: ["review", "gen_ai.request.model=o3"],
  } as RecordInput);
  await client.submit({ ...recordOf("Other", "trip-second-session"), notes: "a session of its own, 😀 é" } as RecordInput);
  await chatOverOtlp();
});

describe("export --format otlp into the service's own OTLP endpoint", () => {
  it("brings every record back with its behaviour, session id and texts exact; parents and upstream links as its own", async () => {
    const target = await ownerWithAgent(server());
    const run = await runCli(
      server().baseUrl,
      [
        "export",
        "--agent",
        source.agentId,
        "--format",
        "otlp",
        "--otlp-endpoint",
        `${server().baseUrl}/v1/otlp/v1/traces`,
        "--otlp-header",
        `authorization=Bearer ${target.apiKey}`,
        "--otlp-header",
        `x-ledger-agent-id=${target.agentId}`,
      ],
      { LEDGER_API_KEY: source.apiKey },
    );
    expect(run.code, run.stderr).toBe(0);

    const sent = await everyRecord(new LedgerClient({ apiKey: source.apiKey, agentId: source.agentId, endpoint: server().baseUrl }));
    const back = new Map(
      (await everyRecord(new LedgerClient({ apiKey: target.apiKey, agentId: target.agentId, endpoint: server().baseUrl }))).map((r) => [
        r.record_id,
        r,
      ]),
    );
    expect(sent.map((r) => r.behavior).sort()).toEqual([
      "Acting",
      "Observing",
      "Other",
      "Planning",
      "Reflecting",
      "Thinking",
      "Thinking",
      "ToolCalling",
    ]);
    expect(back.size).toBe(sent.length);
    // A record's id on the way back: derived from the span the export made of it.
    const idOf = (record: StoredRecord, recordId = record.record_id) => recordIdOf(traceIdOf(record.session_id), spanIdOf(recordId));
    for (const record of sent) {
      const returned = back.get(idOf(record))!;
      expect(returned, `${record.behavior} ${record.record_id}`).toBeDefined();
      expect(content(returned)).toEqual(content(record));
      const r = record as StoredRecord & { parent_record_id?: string; upstream_record_id?: string[]; tags?: string[] };
      const b = returned as StoredRecord & { parent_record_id?: string; upstream_record_id?: string[]; tags?: string[] };
      expect(b.parent_record_id).toBe(r.parent_record_id === undefined ? undefined : idOf(record, r.parent_record_id));
      expect(b.upstream_record_id).toEqual(r.upstream_record_id?.map((id) => idOf(record, id)));
      expect(b.tags).toEqual(expect.arrayContaining(r.tags ?? []));
    }
    const chat = sent.find((r) => r.session_id === "trip-otlp") as StoredRecord & {
      prompt: string;
      output_payload: string;
      tags: string[];
    };
    expect(chat).toMatchObject({ prompt: "system: Be brief.\nuser: Weather in Paris?", output_payload: "assistant: Sunny." });
    expect(chat.tags).toEqual(expect.arrayContaining(["gen_ai.request.model=gpt-4o", "service.name=travel-agent"]));
  });
});
