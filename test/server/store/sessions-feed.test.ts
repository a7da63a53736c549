// Issue 27, finding 1: the sessions feed on an agent loaded in bulk whose statistics the planner
// has never seen (autovacuum off, no ANALYZE). Before, each page derived its sessions from the
// agent's records (an anti-join the planner ran as a nested loop over them: 79.7 s for 20 k
// records on PostgreSQL); now a page reads summary rows only. Checked on the plan, not a clock:
// every statement a page runs is EXPLAIN ANALYZEd, and none may touch `records`, loop, or examine
// more rows than the page holds. On PostgreSQL (DATABASE_URL) in .ci/run's second pass; on PGlite
// otherwise.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedForm } from "../../../server/records/accept.ts";
import { ingest } from "../../../server/records/ingest.ts";
import type { IngestItem } from "../../../server/store/records.ts";
import { listSessions, type SessionQuery } from "../../../server/store/sessions.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";

const SESSIONS = 2_000;
const RECORDS_PER_SESSION = 6; // 12,000 records
const BATCH = 500; // a group commit's worth
const LIMIT = 50;

let db: TestDatabase;
const agentId = `agt_${randomUUID().replaceAll("-", "")}`;

function item(sessionId: string, behavior: string, n: number): IngestItem {
  const recordId = randomUUID();
  const body = { record_id: recordId, session_id: sessionId, behavior, schema_version: "1.0", client_ts_utc: 1_700_000_000_000 + n };
  const serverTs = 1_800_000_000_000 + n;
  return { agentId, recordId, sessionId, behavior, ...storedForm(body, agentId, serverTs), serverTs, references: [] };
}

beforeAll(async () => {
  db = await openTestDatabase();
  // Nothing may gather statistics behind the test's back: the agent stays unknown to the planner.
  const tables: { name: string }[] = (
    await db.knex.raw(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
                        where n.nspname = current_schema() and c.relkind = 'r' and (c.relname like 'records_p%' or c.relname = 'sessions')`)
  ).rows;
  for (const { name } of tables) await db.knex.raw(`alter table ?? set (autovacuum_enabled = false)`, [name]);
  // Sessions closed every other one, the Acting record last; records of a session arrive together.
  const items = Array.from({ length: SESSIONS }, (_, s) =>
    Array.from({ length: RECORDS_PER_SESSION }, (_, r) =>
      item(`s${s}`, s % 2 === 0 && r === RECORDS_PER_SESSION - 1 ? "Acting" : "Observing", s * RECORDS_PER_SESSION + r),
    ),
  ).flat();
  for (let start = 0; start < items.length; start += BATCH) await ingest(db, items.slice(start, start + BATCH));
}, 300_000);
afterAll(() => db?.close());

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

class Rollback extends Error {}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plans of every statement `run` sends, each executed again under EXPLAIN ANALYZE. */
async function plansOf(run: () => Promise<unknown>): Promise<{ sql: string; nodes: PlanNode[] }[]> {
  const sent: { sql: string; bindings: readonly unknown[] }[] = [];
  const listen = (query: { sql: string; bindings?: readonly unknown[] }) => sent.push({ sql: query.sql, bindings: query.bindings ?? [] });
  db.knex.on("query", listen);
  try {
    await run();
  } finally {
    db.knex.off("query", listen);
  }
  // Replayed in one transaction, in order, so that what a statement set for the transaction holds
  // for the next ones as it did; reads only, rolled back.
  const plans: { sql: string; nodes: PlanNode[] }[] = [];
  await db.knex
    .transaction(async (trx) => {
      for (const { sql, bindings } of sent) {
        if (/^(begin|commit|rollback)/i.test(sql)) continue;
        const text = sql.replace(/\$\d+/g, "?");
        if (!/^select .* from /is.test(text)) {
          await trx.raw(text, bindings as never[]);
          continue;
        }
        const { rows } = await trx.raw<{ rows: { "QUERY PLAN": [{ Plan: PlanNode }] }[] }>(
          `explain (analyze, format json) ${text}`,
          bindings as never[],
        );
        plans.push({ sql, nodes: nodesOf(rows[0]!["QUERY PLAN"][0].Plan) });
      }
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  expect(plans.length).toBeGreaterThan(0);
  return plans;
}

describe("the sessions feed on a bulk-loaded agent the planner knows nothing of", () => {
  it("has no statistics to go by", async () => {
    const analysed = (
      await db.knex.raw(`select relname from pg_stat_user_tables
                          where schemaname = current_schema() and (relname like 'records%' or relname = 'sessions')
                            and coalesce(last_analyze, last_autoanalyze) is not null`)
    ).rows;
    expect(analysed).toEqual([]);
  });

  const feeds: [string, Omit<SessionQuery, "limit" | "cursor">][] = [
    ["all", {}],
    ["open", { closed: false }],
    ["closed", { closed: true }],
  ];
  for (const [name, filter] of feeds) {
    it(`pages the ${name} sessions reading summary rows only, about one per session listed`, async () => {
      let cursor: string | undefined;
      // A first page, and one from a cursor deep in the feed.
      for (const page of [1, 2]) {
        const query = { ...filter, limit: LIMIT, ...(cursor === undefined ? {} : { cursor }) };
        let listed: Awaited<ReturnType<typeof listSessions>> = null;
        const plans = await plansOf(async () => {
          listed = await listSessions(db, agentId, query);
        });
        expect(listed!.sessions).toHaveLength(LIMIT);
        for (const { sql, nodes } of plans) {
          const relations = nodes.flatMap((node) => (node["Relation Name"] ? [node["Relation Name"]] : []));
          expect(relations, sql).toEqual(["sessions"]);
          expect(
            nodes.map((node) => node["Node Type"]),
            sql,
          ).not.toContain("Nested Loop");
          // Rows read: what each scan returned, and what it read and dropped.
          const examined = nodes
            .filter((node) => node["Relation Name"])
            .reduce(
              (sum, node) =>
                sum +
                (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) *
                  node["Actual Loops"],
              0,
            );
          expect(examined, `${sql}\n${JSON.stringify(nodes, null, 1)}`).toBeLessThanOrEqual(LIMIT + 1);
        }
        // The second page starts deep in the feed, halfway down.
        cursor = `s${(name === "closed" ? 0 : 1) + SESSIONS / 2}`;
      }
    });
  }
});
