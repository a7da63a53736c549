// Issue 33 item 5: one owner's heavy text must not hold up another owner's writes. Records of
// ~12,000 distinct words each raised another owner's median write from 15 ms to 3 s, because
// every word was an entry of the search index written inside the shared ingest transaction.
// Now a record is found by at most MAX_RECORD_TERMS terms, and its terms are written after the
// commit by the indexing pass: a write waits for nothing of the search index (proved here by
// holding the index's table locked while two owners write), and nothing acknowledged stays
// unsearchable (indexed once the lock goes, and after a restart that found it unindexed).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_RECORD_TERMS } from "../../server/search/terms.ts";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent, startTestServer, type TestServer } from "../support/server.ts";
import { rows, useServer } from "../server/http/helpers.ts";

const databaseUrl = process.env.DATABASE_URL || undefined;

/** `count` distinct three-letter words, "aaa" first. */
function words(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++)
    out.push([i / 676, (i / 26) % 26, i % 26].map((n) => String.fromCharCode(97 + (Math.floor(n) % 26))).join(""));
  return out;
}

// As many words as the text members take (output_payload 32 KB, prompt 16 KB); output_payload's
// come first in member-name order.
const heavyRecord = (vocabulary: readonly string[]) => ({
  ...recordOf("Thinking"),
  output_payload: vocabulary.slice(0, 8_000).join(" "),
  prompt: vocabulary.slice(8_000).join(" "),
});

async function search(server: TestServer, owner: { apiKey: string; agentId: string }, q: string): Promise<string[]> {
  const res = await call(server, "GET", `/v1/agents/${owner.agentId}/records?q=${encodeURIComponent(q)}&limit=50`, { key: owner.apiKey });
  expect(res.status).toBe(200);
  return res.body.records.map((record: { record_id: string }) => record.record_id);
}

describe("search terms per record", () => {
  const server = useServer();

  it(`are at most ${MAX_RECORD_TERMS}: a record of 12,000 distinct words is found by its first ones, in member-name order, and not by the rest`, async () => {
    const owner = await ownerWithAgent(server());
    const vocabulary = words(12_000);
    const record = heavyRecord(vocabulary);
    expect((await call(server(), "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: record })).status).toBe(201);
    expect(await search(server(), owner, vocabulary[0]!)).toEqual([record.record_id]);
    expect(await search(server(), owner, vocabulary[11_999]!)).toEqual([]);
    const [stored] = await rows<{ n: number }>(server(), "select cardinality(terms) as n from record_terms where agent_id = ?", [
      owner.agentId,
    ]);
    expect(stored!.n).toBeLessThanOrEqual(MAX_RECORD_TERMS);
    expect(stored!.n).toBeGreaterThan(MAX_RECORD_TERMS - 20);
  });
});

describe.skipIf(!databaseUrl)("one owner's heavy text and another owner's writes (PostgreSQL)", () => {
  const server = useServer();
  let holder: pg.Client | undefined;
  afterAll(() => holder?.end());

  it("commit without the search index: both owners' writes are acknowledged while its table is locked, and found once it is free", async () => {
    const [heavy, other] = [await ownerWithAgent(server()), await ownerWithAgent(server())];
    const vocabulary = words(12_000);
    // Another session holds the index's table: any write that needed it would wait.
    holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query(`set search_path = ${server().config.databaseSchema}`);
    await holder.query("begin");
    await holder.query("lock table record_terms in access exclusive mode");
    const batch = Array.from({ length: 5 }, () => heavyRecord(vocabulary));
    const heavyWrite = call(server(), "POST", `/v1/records:batch?agent_id=${heavy.agentId}`, {
      key: heavy.apiKey,
      body: { records: batch },
    });
    const records = Array.from({ length: 5 }, () => ({ ...recordOf("Thinking"), prompt: `word${randomUUID().slice(0, 8)}` }));
    for (const record of records) {
      expect((await call(server(), "POST", `/v1/records?agent_id=${other.agentId}`, { key: other.apiKey, body: record })).status).toBe(201);
    }
    expect((await heavyWrite).status).toBe(200);
    const [indexed] = await rows<{ n: number }>(
      server(),
      "select count(*)::int as n from search_progress where indexed_idx > 0 and agent_id in (?, ?)",
      [heavy.agentId, other.agentId],
    );
    expect(indexed!.n, "nothing indexed while the table is locked").toBe(0);
    await holder.query("rollback");
    for (const record of records) expect(await search(server(), other, record.prompt)).toEqual([record.record_id]);
    expect(await search(server(), heavy, vocabulary[0]!)).toHaveLength(batch.length);
  });
});

describe("records stored while nothing indexed them", () => {
  it("are found after a restart with indexing: the pass resumes from each agent's watermark", async () => {
    const first = await startTestServer({ config: { searchIndex: false } });
    let second: TestServer | undefined;
    try {
      const owner = await ownerWithAgent(first);
      const record = { ...recordOf("Thinking"), prompt: `unindexed${randomUUID().slice(0, 8)}` };
      expect((await call(first, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: record })).status).toBe(201);
      expect(await search(first, owner, record.prompt)).toEqual([]);
      await first.service.close();
      second = await startTestServer({ reuse: first.config });
      expect(await search(second, owner, record.prompt)).toEqual([record.record_id]);
    } finally {
      await second?.close();
      await first.close();
    }
  });
});

describe.skipIf(!databaseUrl)("a record stored through one replica (PostgreSQL)", () => {
  it("is found at once by a search through another, whose process never saw it", async () => {
    const first = await startTestServer();
    const second = await startTestServer({ reuse: first.config });
    try {
      const owner = await ownerWithAgent(first);
      const record = { ...recordOf("Thinking"), prompt: `elsewhere${randomUUID().slice(0, 8)}` };
      expect((await call(first, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: record })).status).toBe(201);
      expect(await search(second, owner, record.prompt)).toEqual([record.record_id]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
