// Record retention: RECORD_RETENTION_DAYS and an agent's own retention_days (PATCH) erase records
// received longer ago on the background round, as DELETE erases them (tombstones stay), in
// bounded rounds that resume from a watermark; younger records and agents without a retention stay.
import { describe, expect, it } from "vitest";
import { configFromEnv } from "../../../server/config.ts";
import { retentionRound } from "../../../server/records/retention.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent } from "../../support/server.ts";
import { agentClient, expectError, rows, useServer } from "./helpers.ts";

const DAY_MS = 86_400_000;
const server = useServer({ config: { records: { ...configFromEnv({}).records, retentionDays: 30, retentionIntervalMs: 100 } } });

/** An agent with `old` records received 31 days ago (as far as the database knows) and `young` received now. */
async function agentWithAges(old: number, young: number) {
  const owner = await ownerWithAgent(server());
  const client = agentClient(server(), owner);
  const oldRecords = Array.from({ length: old }, () => recordOf("Thinking"));
  const youngRecords = Array.from({ length: young }, () => recordOf("Thinking"));
  if (old > 0) expect((await client.batch(oldRecords)).status).toBe(200);
  await server()
    .service.services.db.knex("records")
    .where({ agent_id: owner.agentId })
    .update({ server_ts_utc: Date.now() - 31 * DAY_MS });
  if (young > 0) expect((await client.batch(youngRecords)).status).toBe(200);
  return { owner, client, oldRecords, youngRecords };
}

const eventually = async (check: () => Promise<unknown>) => {
  for (let tries = 0; ; tries++) {
    try {
      return await check();
    } catch (error) {
      if (tries > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

describe("record retention", () => {
  it("erases records older than RECORD_RETENTION_DAYS on its round, keeping tombstones and younger records", async () => {
    const { client, oldRecords, youngRecords } = await agentWithAges(3, 2);
    await eventually(async () => expectError(await client.record(oldRecords[2]!.record_id), 410, "record_erased"));
    for (const record of oldRecords) expectError(await client.record(record.record_id), 410, "record_erased");
    for (const record of youngRecords) expect((await client.record(record.record_id)).status).toBe(200);
    const trace = (await client.trace("?order=asc")).body.records;
    expect(trace.map((r: object) => "erased_at_ms" in r)).toEqual([true, true, true, false, false]);
  });

  it("takes an agent's own retention_days (PATCH) over the deployment's, and null back to it", async () => {
    const { owner, client, oldRecords } = await agentWithAges(0, 0);
    const patched = await call(server(), "PATCH", `/v1/agents/${owner.agentId}`, { key: owner.apiKey, body: { retention_days: 365 } });
    expect(patched.body.retention_days).toBe(365);
    expect(oldRecords).toEqual([]);
    const record = recordOf("Thinking");
    expect((await client.submit(record)).status).toBe(201);
    await server()
      .service.services.db.knex("records")
      .where({ agent_id: owner.agentId })
      .update({ server_ts_utc: Date.now() - 31 * DAY_MS });
    await retentionRound(server().service.services, { intervalMs: 0, retentionDays: 30 }, Date.now(), () => false);
    expect((await client.record(record.record_id)).status).toBe(200);
    const cleared = await call(server(), "PATCH", `/v1/agents/${owner.agentId}`, { key: owner.apiKey, body: { retention_days: null } });
    expect(cleared.body).not.toHaveProperty("retention_days");
    await eventually(async () => expectError(await client.record(record.record_id), 410, "record_erased"));
    expectError(
      await call(server(), "PATCH", `/v1/agents/${owner.agentId}`, { key: owner.apiKey, body: { retention_days: 0 } }),
      400,
      "validation_failed",
    );
  });

  it("judges age by the database's clock: a replica whose clock runs 2 days ahead erases nothing younger than the retention", async () => {
    const { client, oldRecords } = await agentWithAges(1, 0);
    await server()
      .service.services.db.knex("records")
      .where({ record_id: oldRecords[0]!.record_id })
      .update({ server_ts_utc: Date.now() - 29 * DAY_MS });
    await retentionRound(server().service.services, { intervalMs: 0, retentionDays: 30 }, Date.now() + 2 * DAY_MS, () => false);
    expect((await client.record(oldRecords[0]!.record_id)).status).toBe(200);
  });

  it("holds the walk at a record stamped in the future only a retention from when a round first saw it, then erases it and the older records behind it", async () => {
    const owner = await ownerWithAgent(server());
    const client = agentClient(server(), owner);
    const [future, ...older] = [recordOf("Thinking"), recordOf("Thinking"), recordOf("Thinking")];
    for (const record of [future!, ...older]) expect((await client.submit(record)).status).toBe(201);
    const records = () => server().service.services.db.knex("records").where({ agent_id: owner.agentId });
    await records()
      .clone()
      .whereIn(
        "record_id",
        older.map((r) => r.record_id),
      )
      .update({ server_ts_utc: Date.now() - 31 * DAY_MS });
    // Stamped a year ahead (a replica's clock): before, it held every later record of its agent for that year.
    await records()
      .clone()
      .where({ record_id: future!.record_id })
      .update({ server_ts_utc: Date.now() + 365 * DAY_MS });
    const [{ seq }] = await records().clone().where({ record_id: future!.record_id }).select("seq");
    await eventually(async () =>
      expect(await rows(server(), `select head_seq::int8 as seq from retention_progress where agent_id = ?`, [owner.agentId])).toEqual([
        { seq },
      ]),
    );
    for (const record of older) expect((await client.record(record.record_id)).status).toBe(200);
    // A retention after that sighting:
    await server()
      .service.services.db.knex("retention_progress")
      .where({ agent_id: owner.agentId })
      .update({ head_seen_ms: Date.now() - 31 * DAY_MS });
    for (const record of [future!, ...older])
      await eventually(async () => expectError(await client.record(record.record_id), 410, "record_erased"));
  });

  it("keeps records of agents without a retention when the deployment has none, and resumes from its watermark", async () => {
    const { owner, client, oldRecords } = await agentWithAges(4, 0);
    // Without RECORD_RETENTION_DAYS (and no agent retention_days) this agent keeps its records.
    const none = await retentionRound(server().service.services, { intervalMs: 0, retentionDays: undefined }, Date.now(), () => false);
    expect(none.erased).toBe(0);
    await eventually(async () => expectError(await client.record(oldRecords[3]!.record_id), 410, "record_erased"));
    const [progress] = await rows<{ erased_through_seq: string }>(
      server(),
      `select erased_through_seq from retention_progress where agent_id = ?`,
      [owner.agentId],
    );
    const [last] = await rows<{ seq: string }>(server(), `select max(seq) as seq from records where agent_id = ?`, [owner.agentId]);
    expect(Number(progress!.erased_through_seq)).toBe(Number(last!.seq));
  });
});
