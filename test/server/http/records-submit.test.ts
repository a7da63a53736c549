// POST /v1/records: stored (201), replayed (200), conflicting (409), under concurrency, and the
// one-Acting-per-session rule.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SUPPORTED_SCHEMA_VERSIONS } from "../../../generated/schema.ts";
import { BEHAVIOR_EXAMPLES, recordOf } from "../../support/records.ts";
import { ownerWithAgent } from "../../support/server.ts";
import { ackOf, agentClient, countRecords, expectError, registerAgent, rows, storedOf, useAgent, useServer } from "./helpers.ts";

const server = useServer();
const me = useAgent(server);

const countRows = (where: string, bindings: string[]) => countRecords(server(), where, bindings);

describe("a record is judged by the rules of its own schema_version", () => {
  const attachment = { digest: `sha256:${"0f".repeat(32)}`, size_bytes: 3, media_type: "text/plain", uri: "https://ledger.test/blob" };

  it("1.1 takes duration_ms on every kind (attachments: blobs.test.ts); 1.0 records stay accepted by 1.0 rules", async () => {
    for (const behavior of BEHAVIOR_EXAMPLES) {
      const current = { ...recordOf(behavior), schema_version: "1.1", duration_ms: 12 };
      expect((await me.client.submit(current)).status, behavior).toBe(201);
      expect((await me.client.record(current.record_id)).body).toMatchObject({ schema_version: "1.1", duration_ms: 12 });
      expect((await me.client.submit({ ...recordOf(behavior), schema_version: "1.0" })).status, behavior).toBe(201);
    }
  });

  it.each([
    ["duration_ms", 5],
    ["attachments", [attachment]],
  ])("refuses %s under 1.0, where it is not a field", async (field, value) => {
    const record = { ...recordOf("Thinking"), schema_version: "1.0", [field]: value };
    expectError(await me.client.submit(record), 400, "validation_failed", { field: `/${field}`, reason: "is not a known field here" });
  });

  it("refuses what 1.1's rules refuse: 17 attachments, a negative duration", async () => {
    const many = { ...recordOf("Other"), schema_version: "1.1", attachments: Array.from({ length: 17 }, () => attachment) };
    expectError(await me.client.submit(many), 400, "validation_failed", {
      field: "/attachments",
      reason: "must NOT have more than 16 items",
    });
    const negative = { ...recordOf("Other"), schema_version: "1.1", duration_ms: -1 };
    expectError(await me.client.submit(negative), 400, "validation_failed", { field: "/duration_ms", reason: "must be >= 0" });
  });
});

describe("a new record", () => {
  it.each(BEHAVIOR_EXAMPLES)("of kind %s is stored: 201 with its ack, then read back as submitted", async (behavior) => {
    const record = recordOf(behavior);
    const before = Date.now();
    const res = await me.client.submit(record);
    expect(res.status).toBe(201);
    expect(res.body).toEqual(ackOf(record));
    expect(res.body.server_ts_utc).toBeGreaterThanOrEqual(before);
    expect(res.body.server_ts_utc).toBeLessThanOrEqual(Date.now());
    const read = await me.client.record(record.record_id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...record, agent_id: me.agentId, server_ts_utc: res.body.server_ts_utc });
  });

  it("ignores agent_id and server_ts_utc in the body: the authenticated agent and the receipt time are stored", async () => {
    const record = { ...recordOf("Thinking"), agent_id: "agt_00000000000000000000000000000000", server_ts_utc: 42 };
    const res = await me.client.submit(record);
    expect(res.status).toBe(201);
    expect(res.body.server_ts_utc).not.toBe(42);
    const read = await me.client.record(record.record_id);
    expect(read.body).toMatchObject({ agent_id: me.agentId, server_ts_utc: res.body.server_ts_utc });
  });

  it.each([
    ["an unknown version", "2.0"],
    ["a string that is no version", "banana"],
    ["a number", 1.1],
    ["null", null],
  ])("answers 422 schema_version_unsupported, naming the supported versions, for %s", async (_, version) => {
    // notes breaks every version's rules: the version is decided first, so it is not what is blamed.
    const record = { ...recordOf("Observing"), schema_version: version, notes: 5 };
    const error = expectError(await me.client.submit(record), 422, "schema_version_unsupported", {
      field: "/schema_version",
      reason: "is not supported",
      supported_versions: [...SUPPORTED_SCHEMA_VERSIONS],
    });
    expect(error.message).toContain(`supported: ${SUPPORTED_SCHEMA_VERSIONS.join(", ")}`);
    expectError(await me.client.record(record.record_id), 404, "not_found");
  });

  it("answers 400 validation_failed for an Acting record confirmed on a public chain without execution_id", async () => {
    const { execution_id: _omitted, ...record } = recordOf("Acting");
    const error = expectError(await me.client.submit(record), 400, "validation_failed");
    expect(error.details).toMatchObject({ field: "/execution_id" });
  });
});

describe("a repeated record", () => {
  it("replays the original ack: 200, is_duplicate true, the original server_ts_utc", async () => {
    const record = recordOf("Planning");
    const first = await me.client.submit(record);
    expect(first.status).toBe(201);
    const again = await me.client.submit(record);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, is_duplicate: true });
    expect(await countRows("agent_id = ? and record_id = ?", [me.agentId, record.record_id])).toBe(1);
  });

  it("is the same record when only key order, agent_id or server_ts_utc differ (canonical body)", async () => {
    const record = recordOf("Thinking");
    const first = await me.client.submit(record);
    const reordered = Object.fromEntries(Object.entries(record).reverse());
    expect(await me.client.submit(reordered)).toMatchObject({ status: 200, body: { ...first.body, is_duplicate: true } });
    const readBack = (await me.client.record(record.record_id)).body;
    expect(await me.client.submit(readBack)).toMatchObject({ status: 200, body: { ...first.body, is_duplicate: true } });
  });

  it("with a different body answers 409 record_id_conflict and leaves the stored record as it was", async () => {
    const record = recordOf("Reflecting");
    const first = await me.client.submit(record);
    expect(first.status).toBe(201);
    expectError(await me.client.submit({ ...record, notes: "changed" }), 409, "record_id_conflict");
    expectError(await me.client.submit({ ...record, session_id: "another-session" }), 409, "record_id_conflict");
    expect((await me.client.record(record.record_id)).body).toEqual({
      ...record,
      agent_id: me.agentId,
      server_ts_utc: first.body.server_ts_utc,
    });
  });

  it("is de-duplicated per agent: another agent of the same owner stores the same record_id anew", async () => {
    const owner = await ownerWithAgent(server());
    const second = await registerAgent(server(), owner.apiKey);
    const record = recordOf("Other");
    expect((await agentClient(server(), owner).submit(record)).status).toBe(201);
    const other = agentClient(server(), { apiKey: owner.apiKey, agentId: second.body.agent_id });
    expect((await other.submit(record)).status).toBe(201);
    expect(await countRows("record_id = ?", [record.record_id])).toBe(2);
  });

  it("submitted many times in parallel is stored once: one 201, the rest 200 replays of the same server_ts_utc", async () => {
    const record = recordOf("ToolCalling");
    const answers = await Promise.all(Array.from({ length: 24 }, () => me.client.submit(record)));
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(23).fill(200), 201]);
    expect(answers.filter((res) => res.body.is_duplicate === false)).toHaveLength(1);
    const timestamps = new Set(answers.map((res) => res.body.server_ts_utc));
    expect(timestamps.size).toBe(1);
    for (const res of answers) expect(res.body).toEqual(ackOf(record, res.status === 200));
    expect(await countRows("agent_id = ? and record_id = ?", [me.agentId, record.record_id])).toBe(1);
    expect((await me.client.record(record.record_id)).body.server_ts_utc).toBe([...timestamps][0]);
  });
});

describe("the Acting record of a session", () => {
  it("is accepted once; a second Acting record in the session answers 409 acting_already_recorded", async () => {
    const session = `sess-${randomUUID()}`;
    expect((await me.client.submit(recordOf("Acting", session))).status).toBe(201);
    const second = recordOf("Acting", session);
    expectError(await me.client.submit(second), 409, "acting_already_recorded", {
      field: "/behavior",
      reason: "a session takes at most one Acting record",
    });
    expectError(await me.client.record(second.record_id), 404, "not_found");
  });

  it("is one under concurrent submissions: of N different Acting records one is 201, the rest 409", async () => {
    const session = `sess-${randomUUID()}`;
    const actings = Array.from({ length: 12 }, () => recordOf("Acting", session));
    const answers = await Promise.all(actings.map((record) => me.client.submit(record)));
    const winners = answers.filter((res) => res.status === 201);
    expect(winners).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.status !== 201)) expectError(res, 409, "acting_already_recorded");
    const stored = await rows<{ record_id: string }>(
      server(),
      "select record_id from records where agent_id = ? and session_id = ? and behavior = 'Acting'",
      [me.agentId, session],
    );
    expect(stored).toEqual([{ record_id: winners[0]!.body.record_id }]);
  });

  it("is per session: Acting records of other sessions are accepted", async () => {
    const answers = await Promise.all([recordOf("Acting"), recordOf("Acting")].map((record) => me.client.submit(record)));
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
  });

  it("does not close the session to a late Reflecting record", async () => {
    const session = `sess-${randomUUID()}`;
    const acting = recordOf("Acting", session);
    const reflecting = { ...recordOf("Reflecting", session), parent_record_id: acting.record_id };
    expect((await me.client.submit(acting)).status).toBe(201);
    const late = await me.client.submit(reflecting);
    expect(late.status).toBe(201);
    expect(late.body).toEqual(ackOf(reflecting));
    const fetched = await me.client.session(session);
    expect(fetched.body).toEqual({
      session_id: session,
      records: [storedOf(acting, me.agentId), storedOf(reflecting, me.agentId)],
      closed: true,
      acting_record_id: acting.record_id,
      next_cursor: null,
    });
  });

  it("replays as a duplicate when the same Acting record is submitted again", async () => {
    const acting = recordOf("Acting");
    const first = await me.client.submit(acting);
    expect(await me.client.submit(acting)).toMatchObject({ status: 200, body: { ...first.body, is_duplicate: true } });
  });
});
