// POST /v1/records:batch: 200 with one result per submitted record, in submitted order, whatever
// failed inside; batch-level failures fail the request.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recordOf } from "../../support/records.ts";
import { call } from "../../support/server.ts";
import { ackOf, countRecords, expectError, ids, NUL_REASON, recordErrorOf, rows, useAgent, useServer } from "./helpers.ts";

const server = useServer();
const me = useAgent(server);

describe("a batch", () => {
  it("of valid records answers 200 with a batch_id and one ack per record in submitted order, all stamped alike", async () => {
    const records = [
      recordOf("Observing"),
      recordOf("Planning"),
      recordOf("Thinking"),
      recordOf("ToolCalling"),
      recordOf("Acting"),
      recordOf("Reflecting"),
      recordOf("Other"),
    ];
    const res = await me.client.batch(records);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ batch_id: expect.stringMatching(/^[0-9a-f-]{36}$/), results: records.map((record) => ackOf(record)) });
    expect(new Set(res.body.results.map((result: { server_ts_utc: number }) => result.server_ts_utc)).size).toBe(1);
    for (const record of records) expect((await me.client.record(record.record_id)).status).toBe(200);
  });

  it("fails record by record: results line up with the input, including locally invalid entries", async () => {
    const stored = recordOf("Thinking");
    const storedAck = (await me.client.submit(stored)).body;
    const session = `sess-${randomUUID()}`;
    await me.client.submit(recordOf("Acting", session));
    const { record_id: _none, ...withoutId } = recordOf("Observing");
    const good = [recordOf("Observing"), recordOf("Planning"), recordOf("Other")];
    const entries = [
      good[0]!,
      { ...recordOf("Thinking"), prompt: "" }, // breaks the schema
      withoutId, // no record_id at all
      stored, // a replay
      { ...stored, notes: "changed" }, // same id, other body
      good[1]!,
      recordOf("Acting", session), // the session already has its Acting record
      { ...recordOf("Reflecting"), parent_record_id: randomUUID() }, // names no stored record
      { ...recordOf("Observing"), schema_version: "0.9" },
      { ...recordOf("Other"), notes: "nul \u0000 inside" },
      { ...recordOf("Observing"), record_id: 17 }, // a record_id that is not a string
      good[2]!,
    ];
    const idAt = (index: number) => (entries[index] as { record_id: unknown }).record_id as string;
    const res = await me.client.batch(entries);
    expect(res.status).toBe(200);
    const { results } = res.body;
    expect(results).toHaveLength(entries.length);
    expect(results[0]).toEqual(ackOf(good[0]!));
    expect(results[1]).toEqual(recordErrorOf(idAt(1), "validation_failed", { field: "/prompt", reason: expect.any(String) }));
    expect(results[2]).toEqual(recordErrorOf("", "validation_failed", { field: "/record_id", reason: "is required" }));
    expect(results[3]).toEqual({ ...storedAck, is_duplicate: true });
    expect(results[4]).toEqual(recordErrorOf(stored.record_id, "record_id_conflict"));
    expect(results[5]).toEqual(ackOf(good[1]!));
    expect(results[6]).toEqual(recordErrorOf(idAt(6), "acting_already_recorded", expect.any(Object)));
    expect(results[7]).toEqual(recordErrorOf(idAt(7), "reference_unresolved", expect.any(Object)));
    expect(results[8]).toEqual(
      recordErrorOf(idAt(8), "schema_version_unsupported", {
        field: "/schema_version",
        reason: "is not supported",
        supported_versions: ["1.1", "1.0"],
      }),
    );
    expect(results[9]).toEqual(recordErrorOf(idAt(9), "validation_failed", { field: "/notes", reason: NUL_REASON }));
    expect(results[10]).toEqual(recordErrorOf("", "validation_failed", { field: "/record_id", reason: expect.any(String) }));
    expect(results[11]).toEqual(ackOf(good[2]!));
    // Of all the ids named, only the good ones (and the earlier replayed one) are stored.
    const named = entries.map((_, index) => idAt(index)).filter((id) => typeof id === "string");
    const storedRows = await rows<{ record_id: string }>(
      server(),
      "select record_id from records where agent_id = ? and record_id = any(?) order by seq",
      [me.agentId, named],
    );
    expect(ids(storedRows)).toEqual(ids([stored, ...good]));
  });

  it("holding the same record twice stores it once and acks the second copy as a duplicate", async () => {
    const record = recordOf("Planning");
    const res = await me.client.batch([record, record, { ...record, notes: "other body" }]);
    expect(res.body.results).toEqual([
      ackOf(record),
      { ...res.body.results[0], is_duplicate: true },
      recordErrorOf(record.record_id, "record_id_conflict"),
    ]);
  });

  it("holding two Acting records of one session keeps the first and refuses the second", async () => {
    const session = `sess-${randomUUID()}`;
    const [first, second] = [recordOf("Acting", session), recordOf("Acting", session)];
    const res = await me.client.batch([first, second]);
    expect(res.body.results).toEqual([ackOf(first), recordErrorOf(second.record_id, "acting_already_recorded", expect.any(Object))]);
  });

  it("replays a record stored by a single submission as a duplicate with its original server_ts_utc", async () => {
    const record = recordOf("Other");
    const single = await me.client.submit(record);
    const res = await me.client.batch([record]);
    expect(res.body.results).toEqual([{ ...single.body, is_duplicate: true }]);
  });

  it("submitted concurrently with the same records in opposite orders stores each once and never fails", async () => {
    const records = Array.from({ length: 30 }, () => recordOf("Observing"));
    const batches = Array.from({ length: 6 }, (_, i) => (i % 2 ? [...records].reverse() : records));
    const answers = await Promise.all(batches.map((batch) => me.client.batch(batch)));
    expect(answers.map((res) => res.status)).toEqual(batches.map(() => 200));
    const results = answers.flatMap((res) => res.body.results);
    expect(results.filter((result) => result.is_duplicate === false)).toHaveLength(records.length);
    expect(results.filter((result) => result.is_duplicate === true)).toHaveLength(records.length * 5);
    expect(await countRecords(server(), "agent_id = ? and record_id = any(?)", [me.agentId, ids(records)])).toBe(records.length);
  });
});

describe("a batch-level failure fails the request", () => {
  it("51 records answer 400 validation_failed and store nothing", async () => {
    const records = Array.from({ length: 51 }, () => recordOf("Observing"));
    expectError(await me.client.batch(records), 400, "validation_failed", {
      field: "/records",
      reason: "must NOT have more than 50 items",
    });
    expect(await countRecords(server(), "agent_id = ? and record_id = any(?)", [me.agentId, ids(records)])).toBe(0);
  });

  it("50 records are accepted", async () => {
    const records = Array.from({ length: 50 }, () => recordOf("Observing"));
    const res = await me.client.batch(records);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual(records.map((record) => ackOf(record)));
  });

  it("an empty batch or a body without records answers 400 validation_failed", async () => {
    expectError(await me.client.batch([]), 400, "validation_failed", { field: "/records", reason: "must NOT have fewer than 1 items" });
    const noRecords = await call(server(), "POST", `/v1/records:batch?agent_id=${me.agentId}`, { key: me.apiKey, body: {} });
    expectError(noRecords, 400, "validation_failed", { field: "/records", reason: "is required" });
  });

  it("an entry that is not an object answers 400 validation_failed naming it", async () => {
    expectError(await me.client.batch([recordOf("Observing"), 7 as unknown as object]), 400, "validation_failed", {
      field: "/records/1",
      reason: "must be object",
    });
  });
});
