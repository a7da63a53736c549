import { openDatabase } from "/work/wt-14/server/store/db.ts";
import { seedTrace, seededRecordId } from "/work/wt-14/bench/fixtures/seed-trace.ts";
import { catchUpLog, getLeaf } from "/work/wt-14/server/store/log.ts";
import { auditPath } from "/work/wt-14/server/log/proofs.ts";
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, searchPath: "tl14_dbg" });
const agent = "agt_dbg";
const n = 1_000_000;
await seedTrace(db, agent, n);
await db.knex.transaction((trx) => catchUpLog(trx, agent));

for (const pos of [5, 150_000, 999_999, 500_000, 7_777]) {
  let t = performance.now();
  const leaf = await getLeaf(db.knex, agent, seededRecordId(agent, pos));
  console.log("leaf", leaf, performance.now() - t);
  t = performance.now();
  const path = await auditPath(db.knex, agent, leaf!.index, n);
  console.log("path", path.length, performance.now() - t);
}
const plan = await db.knex.raw(`explain analyze select idx, encode(hash, 'hex') as hash from log_nodes where agent_id = ? and level = ? and record_id = ? limit 1`, [agent, 0, seededRecordId(agent, 654321)]);
console.log(plan.rows.map((r: any) => r["QUERY PLAN"]).join("\n"));
await db.knex.raw("drop schema tl14_dbg cascade");
await db.close();
