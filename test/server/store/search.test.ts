// The search store: attachments as a filter, and every filter answerable from an index (the plan
// holds no sequential scan once the planner is told to avoid them where it can).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedForm } from "../../../server/records/accept.ts";
import { queryTerms, recordTerms } from "../../../server/search/terms.ts";
import { ATTACHMENTS_TERM, behaviorTerm, tagTerm } from "../../../server/store/filter-terms.ts";
import { ingest } from "../../../server/records/ingest.ts";
import type { IngestItem } from "../../../server/store/records.ts";
import { searchRecords, type SearchQuery } from "../../../server/store/search.ts";
import { indexRecords } from "../../../server/store/search-index.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";

let db: TestDatabase;
const agentId = `agt_${randomUUID().replaceAll("-", "")}`;
const ATTACHMENT = { digest: `sha256:${"a".repeat(64)}`, size_bytes: 3, media_type: "text/plain", uri: "blob:x" };
let withAttachment: string;
let plain: string;

function item(extra: Record<string, unknown>, serverTs: number, agent = agentId): IngestItem {
  const recordId = randomUUID();
  const body = {
    record_id: recordId,
    session_id: "s1",
    behavior: "Other",
    schema_version: "1.1",
    client_ts_utc: 1,
    label: "report",
    ...extra,
  };
  return { agentId: agent, recordId, sessionId: "s1", behavior: "Other", ...storedForm(body, agent, serverTs), serverTs, references: [] };
}

// Terms are indexed after commit (server/search/indexer.ts); here from the stored bodies.
const indexAgent = (agent: string) =>
  indexRecords(db, [agent], 1_000, { remembered: () => undefined, fromBody: (body) => recordTerms(body as { behavior: string }) });

beforeAll(async () => {
  db = await openTestDatabase();
  const items = [item({ attachments: [ATTACHMENT] }, 1000), item({ tags: ["x"] }, 2000)];
  expect((await ingest(db, items)).map((outcome) => outcome.kind)).toEqual(["stored", "stored"]);
  await indexAgent(agentId);
  [withAttachment, plain] = items.map((entry) => entry.recordId) as [string, string];
});
afterAll(() => db?.close());

const query = (spec: Partial<SearchQuery>): SearchQuery => ({ terms: [], absentTerms: [], limit: 10, ...spec });
const found = async (spec: Partial<SearchQuery>) =>
  (await searchRecords(db, agentId, query(spec)))!.records.map((record) => record.record_id);

describe("searchRecords", () => {
  it("tells records with attachments from those without", async () => {
    expect(await found({ terms: [ATTACHMENTS_TERM] })).toEqual([withAttachment]);
    expect(await found({ absentTerms: [ATTACHMENTS_TERM] })).toEqual([plain]);
    expect(await found({ terms: [...queryTerms("REPORT"), ATTACHMENTS_TERM] })).toEqual([withAttachment]);
  });

  it("stores each record's terms exactly as made, whatever its tags hold, and finds it by them", async () => {
    // Characters every encoding on the way to the database must carry: quotes, backslashes, the
    // delimiters of arrays and JSON, escapes written out, control characters, astral code points.
    const tags = [`say "hi"`, "back\\slash", "{a,b}", "[1]", "\\u0041 not an escape", "tab\there", "line\nbreak", "🚀 emoji", " ", "NULL"];
    const agent = `agt_${randomUUID().replaceAll("-", "")}`; // an agent of its own: the other cases' records stay as they are
    const tagged = item({ tags }, 3000, agent);
    expect((await ingest(db, [tagged])).map((outcome) => outcome.kind)).toEqual(["stored"]);
    await indexAgent(agent);
    const row = await db.knex("record_terms").select("terms").where({ agent_id: agent }).first();
    expect(row.terms).toEqual(tagged.terms);
    for (const tag of tags) {
      const page = await searchRecords(db, agent, query({ terms: [tagTerm(tag)] }));
      expect(
        page!.records.map((record) => record.record_id),
        tag,
      ).toEqual([tagged.recordId]);
    }
  });

  it("bounds by receipt time and pages by (server_ts_utc, seq)", async () => {
    expect(await found({ since: 1000, until: 2000 })).toEqual([withAttachment]);
    expect(await found({ until: 1000 })).toEqual([]);
    expect(await found({ cursor: plain })).toEqual([withAttachment]);
    expect(await searchRecords(db, agentId, query({ cursor: randomUUID() }))).toBeNull();
  });

  it.each<[string, Partial<SearchQuery>]>([
    ["no filter", {}],
    ["a word", { terms: queryTerms("report") }],
    ["a CJK pair", { terms: queryTerms("部署") }],
    ["behaviour", { terms: [behaviorTerm("Other")] }],
    ["tag", { terms: [tagTerm("x")] }],
    ["attachments", { terms: [ATTACHMENTS_TERM] }],
    ["session", { sessionId: "s1" }],
    ["time range", { since: 1, until: 5000 }],
    ["cursor", { cursor: "CURSOR" }],
    [
      "everything",
      { terms: [...queryTerms("report"), behaviorTerm("Other"), tagTerm("x")], sessionId: "s1", since: 1, until: 5000, cursor: "CURSOR" },
    ],
  ])("%s: answered from an index", async (_, spec) => {
    const statements: { sql: string; bindings: readonly unknown[] }[] = [];
    const listen = (data: { sql: string; bindings: readonly unknown[] }) => statements.push(data);
    db.knex.on("query", listen);
    try {
      await searchRecords(db, agentId, query({ ...spec, ...(spec.cursor ? { cursor: plain } : {}) }));
    } finally {
      db.knex.off("query", listen);
    }
    for (const { sql, bindings } of statements.filter((statement) => /^\s*(select|with)\b/i.test(statement.sql))) {
      const plan = await db.knex.transaction(async (trx) => {
        await trx.raw("set local enable_seqscan = off");
        return (await trx.raw(`explain ${sql.replace(/\$\d+/g, "?")}`, bindings as never[])).rows
          .map((row: { "QUERY PLAN": string }) => row["QUERY PLAN"])
          .join("\n");
      });
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });

  it("finds a rare word of an agent's oldest records by the terms index, not by walking the agent's records (issue 36)", async () => {
    const agent = `agt_${randomUUID().replaceAll("-", "")}`;
    const items = Array.from({ length: 3_000 }, (_, i) => item({ label: i < 3 ? "report needle" : `report ${i}` }, 10_000 + i, agent));
    for (let from = 0; from < items.length; from += 500) await ingest(db, items.slice(from, from + 500));
    while ((await indexAgent(agent)).more.length > 0);
    await db.knex.raw("analyze record_terms");
    const statements: { sql: string; bindings: readonly unknown[] }[] = [];
    const listen = (data: { sql: string; bindings: readonly unknown[] }) => statements.push(data);
    db.knex.on("query", listen);
    try {
      const page = await searchRecords(db, agent, query({ terms: queryTerms("needle"), limit: 10 }));
      expect(page!.records.map((record) => record.record_id)).toEqual(
        items
          .slice(0, 3)
          .reverse()
          .map((entry) => entry.recordId),
      );
    } finally {
      db.knex.off("query", listen);
    }
    // Replayed in one transaction, settings included, each query explained as it ran.
    const read = await db.knex.transaction(async (trx) => {
      let rows = 0;
      for (const { sql, bindings } of statements) {
        if (/set_config/.test(sql)) await trx.raw(sql);
        if (!/^\s*(select|with)\b/i.test(sql) || /set_config/.test(sql)) continue;
        const [explained] = (await trx.raw(`explain (analyze, format json) ${sql.replace(/\$\d+/g, "?")}`, bindings as never[])).rows;
        const visit = (node: Record<string, unknown>): void => {
          if (String(node["Relation Name"] ?? "").startsWith("record_terms"))
            rows += Number(node["Actual Rows"]) + Number(node["Rows Removed by Filter"] ?? 0);
          for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
        };
        visit(explained["QUERY PLAN"][0].Plan);
      }
      return rows;
    });
    // The window of the newest 20 × (limit + 1) rows, and the three matches.
    expect(read).toBeLessThanOrEqual(20 * 11 + 3);
  });
});
