import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../generated/schema.ts";
import { ValidationError, isValidRecordId, type RecordAck, type RecordError } from "../../sdk/index.ts";
import { AGENT_ID, ack, dropped, json, testClient, thinking } from "./fake.ts";

/** Acknowledges every sent record, except those whose notes say "refuse". */
const serverAck =
  () =>
  ({ body }: { body?: string }) => {
    const { records } = JSON.parse(body!) as { records: { record_id: string; notes?: string }[] };
    const results = records.map((r) =>
      r.notes === "refuse" ? { record_id: r.record_id, code: "reference_unresolved", message: "no parent" } : ack(r.record_id),
    );
    return json(200, { batch_id: "bat_1", results });
  };

const bad = thinking({ prompt: "" });

describe("submitBatch", () => {
  it("sends only the valid records and lines results up with the input", async () => {
    const { client, sent } = testClient([serverAck()]);
    const records = [thinking({ notes: "a" }), bad, thinking({ notes: "refuse" }), { behavior: "Nope" } as never, thinking({ notes: "b" })];
    const { batch_id, results } = await client.submitBatch(records);

    expect(batch_id).toBe("bat_1");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.pathname).toBe("/v1/records:batch");
    expect(sent[0]!.url.searchParams.get("agent_id")).toBe(AGENT_ID);
    const body = JSON.parse(sent[0]!.body!) as { records: { notes: string; record_id: string }[] };
    expect(body.records.map((r) => r.notes)).toEqual(["a", "refuse", "b"]);

    expect(results).toHaveLength(records.length);
    expect(results[0]).toMatchObject({ record_id: body.records[0]!.record_id, is_duplicate: false });
    expect(results[1]).toMatchObject({ code: "validation_failed", details: { field: "/prompt", reason: expect.any(String) } });
    expect(isValidRecordId(results[1]!.record_id)).toBe(true);
    expect(results[2]).toMatchObject({ record_id: body.records[1]!.record_id, code: "reference_unresolved" });
    expect(results[3]).toMatchObject({ code: "validation_failed", details: { field: "/behavior" } });
    expect((results[4] as RecordAck).record_id).toBe(body.records[2]!.record_id);
  });

  it("answers locally, with a fresh batch_id and no network, when nothing valid remains", async () => {
    const { client, sent } = testClient([]);
    const first = await client.submitBatch([bad, bad]);
    const second = await client.submitBatch([]);
    expect(sent).toHaveLength(0);
    expect(first.results.map((r) => (r as RecordError).code)).toEqual(["validation_failed", "validation_failed"]);
    expect(second.results).toEqual([]);
    expect(first.batch_id).not.toBe(second.batch_id);
  });

  it(`raises before sending more than ${LIMITS.batchRecords} records`, async () => {
    const { client, sent } = testClient([]);
    const records = Array.from({ length: LIMITS.batchRecords + 1 }, () => thinking());
    await expect(client.submitBatch(records)).rejects.toMatchObject({ constructor: ValidationError, details: { field: "/records" } });
    expect(sent).toHaveLength(0);
  });

  it(`accepts exactly ${LIMITS.batchRecords} records`, async () => {
    const { client, sent } = testClient([serverAck()]);
    const { results } = await client.submitBatch(Array.from({ length: LIMITS.batchRecords }, () => thinking()));
    expect(results).toHaveLength(LIMITS.batchRecords);
    expect(sent).toHaveLength(1);
  });

  it("raises before sending a body over the batch byte cap", async () => {
    const { client, sent } = testClient([]);
    // Each record is valid alone (output_payload under its cap); together they pass the batch cap.
    const payload = "x".repeat(30_000);
    const count = Math.ceil(LIMITS.batchBytes / payload.length) + 1;
    expect(count).toBeLessThanOrEqual(LIMITS.batchRecords);
    const records = Array.from({ length: count }, () => thinking({ output_payload: payload }));
    await expect(client.submitBatch(records)).rejects.toMatchObject({ constructor: ValidationError, details: { field: "/records" } });
    expect(sent).toHaveLength(0);
  });

  it("retries a batch with the same bytes", async () => {
    const { client, bodies } = testClient([dropped(), json(503, {}), serverAck()]);
    await client.submitBatch([thinking(), thinking()]);
    expect(bodies()).toHaveLength(3);
    expect(new Set(bodies()).size).toBe(1);
  });

  it("raises a batch-level failure", async () => {
    const { client } = testClient([json(401, { error: { code: "auth_invalid", message: "no" }, request_id: "r" })]);
    await expect(client.submitBatch([thinking()])).rejects.toMatchObject({ code: "auth_invalid" });
  });
});

describe("scoreBatch's byte cap", () => {
  const schema = JSON.parse(readFileSync(new URL("../../schema/api.schema.json", import.meta.url), "utf8")) as {
    $defs: Record<string, { "x-max-bytes": number }>;
  };

  it("is the ScoreBatchRequest's x-max-bytes, as the record batch's is RecordBatchRequest's", () => {
    expect(LIMITS.scoreBatchBytes).toBe(schema.$defs.ScoreBatchRequest!["x-max-bytes"]);
    expect(LIMITS.batchBytes).toBe(schema.$defs.RecordBatchRequest!["x-max-bytes"]);
  });

  it("sends a full batch of scores at their largest explanation and metadata whole, in one request", async () => {
    const acks = ({ body }: { body?: string }) =>
      json(200, {
        batch_id: "bat_1",
        results: (JSON.parse(body!) as { scores: { score_id: string }[] }).scores.map((s) => ({
          score_id: s.score_id,
          server_ts_utc: 1,
          is_duplicate: false,
        })),
      });
    const { client, sent } = testClient([acks]);
    const large = {
      session_id: "s-1",
      name: "a",
      value: 1,
      source: { kind: "code" as const },
      explanation: "x".repeat(4096),
      metadata: { note: "y".repeat(4080) },
    };
    const { results } = await client.scoreBatch(Array.from({ length: LIMITS.batchScores }, () => ({ ...large })));
    expect(sent).toHaveLength(1);
    expect(results.every((r) => "is_duplicate" in r)).toBe(true);
    expect(Buffer.byteLength(sent[0]!.body!)).toBeLessThanOrEqual(LIMITS.scoreBatchBytes);
  });
});
