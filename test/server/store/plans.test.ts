// The ingest statement's probes of `records` are index lookups by the whole key, once the
// statistics have caught up with the table (store/statistics.ts). A planner that believes the
// table small (analysed while new or nearly so) may otherwise hash every record of every agent for
// each batch, scan a partition or walk all of an agent's records once per item, and a prepared
// statement keeps that generic plan while the table grows: ingest then slows with its size.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ingest } from "../../../server/records/ingest.ts";
import { storedForm } from "../../../server/records/accept.ts";
import { insertRoundStatement, type IngestItem } from "../../../server/store/records.ts";
import { refreshGrownStatistics } from "../../../server/store/statistics.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";

let db: TestDatabase;
// A database of its own per case: each starts from the statistics it describes.
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(() => db?.close());

function item(agentId: string, behavior: string): IngestItem {
  const body = { record_id: randomUUID(), session_id: randomUUID(), behavior, schema_version: "1.0", client_ts_utc: 1_700_000_000_000 };
  const serverTs = 1_700_000_000_000;
  return {
    agentId,
    recordId: body.record_id,
    sessionId: body.session_id,
    behavior,
    ...storedForm(body, agentId, serverTs),
    serverTs,
    references: [],
  };
}

function literal(value: unknown): string {
  const text = Array.isArray(value)
    ? `{${value.map((element) => `"${String(element).replace(/["\\]/g, "\\$&")}"`).join(",")}}`
    : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** Statements on one connection, held until released: a prepared statement lives on its connection. */
async function oneConnection(): Promise<{ query(sql: string): Promise<Record<string, unknown>[]>; release(): Promise<void> }> {
  // PGlite has a single connection.
  if (db.kind !== "postgres") return { query: async (sql) => (await db.knex.raw(sql)).rows, release: async () => {} };
  const client = db.knex.client as { acquireConnection(): Promise<pg.Client>; releaseConnection(connection: pg.Client): Promise<void> };
  const connection = await client.acquireConnection();
  return { query: async (sql) => (await connection.query(sql)).rows, release: () => client.releaseConnection(connection) };
}

/**
 * A 50-record batch of a new agent, an Acting record among them, prepared once as the ingest path
 * prepares its named statement, with the generic plan it reaches after five executions; `plan()`
 * is the plan its executions use at the time.
 */
async function preparedBatch(): Promise<{ plan(): Promise<string>; close(): Promise<void> }> {
  const agent = newAgent();
  const items = [...Array.from({ length: 49 }, () => item(agent, "Thinking")), item(agent, "Acting")];
  const { sql, bindings } = insertRoundStatement(items, new Map([[agent, 0]]));
  const native = db.knex
    .raw(sql, bindings as never[])
    .toSQL()
    .toNative();
  const session = await oneConnection();
  await session.query("set plan_cache_mode = force_generic_plan");
  await session.query(`prepare plan_probe as ${native.sql}`);
  // EXECUTE inside EXPLAIN takes no protocol parameters: the values go in as literals.
  const execute = `explain execute plan_probe(${native.bindings.map(literal).join(", ")})`;
  return {
    plan: async () => (await session.query(execute)).map((row) => row["QUERY PLAN"]).join("\n"),
    async close() {
      await session.query("deallocate plan_probe");
      await session.query("reset plan_cache_mode");
      await session.release();
    },
  };
}

async function planOfABatch(): Promise<string> {
  const batch = await preparedBatch();
  try {
    return await batch.plan();
  } finally {
    await batch.close();
  }
}

const newAgent = () => `agt_${randomUUID().replaceAll("-", "")}`;

async function ingestAgents(agents: number, recordsEach: number): Promise<void> {
  for (let agent = 0; agent < agents; agent++) {
    const agentId = newAgent();
    await ingest(
      db,
      Array.from({ length: recordsEach }, () => item(agentId, "Thinking")),
    );
  }
}

function expectLookupsByKey(plan: string): void {
  expect(plan).toMatch(/Index (Only )?Scan using records_p\d+_pkey/);
  expect(plan).not.toMatch(/Seq Scan on records_p\d+/);
  expect(plan).not.toMatch(/hashed SubPlan/);
  // Every probe goes by the whole key, never by the agent alone, which reads all its records.
  const conditions = plan.split("\n").filter((line) => /Index Cond: .*agent_id = item/.test(line));
  expect(conditions.length).toBeGreaterThan(0);
  for (const condition of conditions) expect(condition, plan).toMatch(/record_id = item|session_id = item/);
}

async function fewestInAPartition(): Promise<number> {
  const { rows } = await db.knex.raw(
    "select count(records.tableoid)::int as n from pg_inherits left join records on records.tableoid = inhrelid where inhparent = 'records'::regclass group by inhrelid",
  );
  return Math.min(...(rows as { n: number }[]).map((partition) => partition.n));
}

/** Pages of each partition, as its statistics counted them. */
async function countedPages(): Promise<number[]> {
  const { rows } = await db.knex.raw(
    "select c.relpages from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'records'::regclass order by c.relname",
  );
  return (rows as { relpages: number }[]).map((row) => row.relpages);
}

describe("the ingest statement's plan", () => {
  it("never hashes the records, whatever the statistics say", async () => {
    // A size at which the statement used to hash every record for each batch; the statistics say the table is empty.
    await db.knex.raw("analyze records");
    await ingestAgents(100, 20);
    expect(await planOfABatch()).not.toMatch(/hashed SubPlan/);
  });

  it("prepared while the partitions were small: once they grew, the refresh analyses all 8 (each past 4× the pages it counted), the statement's plan then looks each item up by key, and a second refresh analyses nothing", async () => {
    // Only this test's refresh may analyse the partitions: no autovacuum behind its back.
    const { rows: tables } = await db.knex.raw(
      "select relname from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r'",
    );
    for (const { relname } of tables as { relname: string }[])
      await db.knex.raw("alter table ?? set (autovacuum_enabled = false)", [relname]);
    // What autoanalyze leaves in a new database: statistics of a few records per partition, made
    // while every index on agent_id costs the same. The statement is planned then, and kept until
    // something replaces its plan (without the refresh below it still walks an agent's records
    // per item at the end; not asserted, as other sessions' DDL on a shared server may reset it).
    await ingestAgents(8, 5);
    await db.knex.raw("analyze records");
    const before = await countedPages();
    const batch = await preparedBatch();
    try {
      await batch.plan(); // planned now, while the partitions are small
      // Agents land in partitions by hash: on until the emptiest holds 200 records, some 15 pages.
      while ((await fewestInAPartition()) < 200) await ingestAgents(1, 20);
      expect(await refreshGrownStatistics(db)).toHaveLength(8);
      const after = await countedPages();
      after.forEach((pages, partition) => expect(pages).toBeGreaterThan(4 * before[partition]!));
      expectLookupsByKey(await batch.plan());
      // Nothing grew since: nothing to analyse.
      expect(await refreshGrownStatistics(db)).toEqual([]);
    } finally {
      await batch.close();
    }
  });
});
