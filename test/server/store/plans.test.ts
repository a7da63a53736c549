// The ingest statement's probes of `records` stay index lookups per item whatever the statistics
// say. A planner that believes the table is small (analysed while new or nearly so) may otherwise
// hash every record of every agent for each batch, and a prepared statement keeps that generic
// plan while the table grows: ingest then slows with the size of the table.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingest } from "../../../server/records/ingest.ts";
import { storedForm } from "../../../server/records/accept.ts";
import { insertRoundStatement, type IngestItem } from "../../../server/store/records.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

function item(agentId: string, behavior: string): IngestItem {
  const body = { record_id: randomUUID(), session_id: randomUUID(), behavior, schema_version: "1.0", client_ts_utc: 1_700_000_000_000 };
  const serverTs = 1_700_000_000_000;
  return { agentId, recordId: body.record_id, sessionId: body.session_id, behavior, ...storedForm(body, agentId, serverTs), serverTs, references: [] };
}

function literal(value: unknown): string {
  const text = Array.isArray(value) ? `{${value.map((element) => `"${String(element).replace(/["\\]/g, "\\$&")}"`).join(",")}}` : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** The generic plan of the statement, as a prepared statement reaches it after five executions. */
async function genericPlan(sql: string, bindings: readonly unknown[]): Promise<string> {
  const native = db.knex.raw(sql, bindings as never[]).toSQL().toNative();
  return db.knex.transaction(async (trx) => {
    await trx.raw("set local plan_cache_mode = force_generic_plan");
    await trx.raw(`prepare plan_probe as ${native.sql}`);
    // EXECUTE inside EXPLAIN takes no protocol parameters: the values go in as literals.
    const result = await trx.raw(`explain execute plan_probe(${native.bindings.map(literal).join(", ")})`);
    await trx.raw("deallocate plan_probe");
    return (result.rows as { "QUERY PLAN": string }[]).map((row) => row["QUERY PLAN"]).join("\n");
  });
}

async function fewestInAPartition(): Promise<number> {
  const partitions = await db.knex.raw("select count(records.tableoid)::int as n from pg_inherits left join records on records.tableoid = inhrelid where inhparent = 'records'::regclass group by inhrelid");
  return Math.min(...(partitions.rows as { n: number }[]).map((partition) => partition.n));
}

describe("the ingest statement's plan", () => {
  it("looks each item up by key, never hashing or scanning the records, when the table is small", async () => {
    // Some 2,000 records, at least 200 in every partition, with statistics that say the table is
    // empty: a size at which the statement used to hash or scan the partitions. Fewer than about
    // 100 in a partition and scanning it is rightly the planner's cheaper choice; agents land in
    // partitions by hash, so the loop goes on until the emptiest partition is past that.
    await db.knex.raw("analyze records");
    while ((await fewestInAPartition()) < 200) {
      const agentId = `agt_${randomUUID().replaceAll("-", "")}`;
      await ingest(db, Array.from({ length: 20 }, () => item(agentId, "Thinking")));
    }
    const agent = `agt_${randomUUID().replaceAll("-", "")}`;
    const items = [...Array.from({ length: 49 }, () => item(agent, "Thinking")), item(agent, "Acting")];
    const { sql, bindings } = insertRoundStatement(items, new Map([[agent, 0]]));
    const plan = await genericPlan(sql, bindings);
    expect(plan).toMatch(/Index (Only )?Scan using records_p\d+_pkey/);
    expect(plan).not.toMatch(/Seq Scan on records_p\d+/);
    expect(plan).not.toMatch(/hashed SubPlan/);
  });
});
