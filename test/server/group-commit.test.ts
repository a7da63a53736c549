// Group commit over the real store and database: concurrent submissions share transactions,
// each caller gets exactly its own outcomes, and a caller that breaks a transaction fails alone.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalHash } from "../../server/canonical.ts";
import { recordLeafHash } from "../../server/log/tree.ts";
import { groupCommit, type GroupCommitOptions } from "../../server/records/group-commit.ts";
import { ingest, type IngestItem } from "../../server/store/records.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

function item(agentId: string, serverTs: number, body: Record<string, unknown> = {}): IngestItem {
  const recordId = randomUUID();
  const full = { record_id: recordId, session_id: "s", behavior: "Other", ...body };
  const leafHash = recordLeafHash({ ...full, agent_id: agentId, server_ts_utc: serverTs });
  return { agentId, recordId, sessionId: "s", behavior: "Other", body: full, hash: canonicalHash(full), leafHash, serverTs, references: [] };
}

/** A committer over the real store that records the size of every transaction it runs. */
function counted(options: Partial<GroupCommitOptions>) {
  const transactions: number[] = [];
  const committer = groupCommit(
    (items) => {
      transactions.push(items.length);
      return ingest(db, items);
    },
    { concurrency: 1, maxItems: 500, windowMs: 0, ...options },
  );
  return { committer, transactions };
}

describe("group commit", () => {
  it("coalesces concurrent callers into few transactions, each caller getting its own outcomes", async () => {
    const { committer, transactions } = counted({ concurrency: 1 });
    const agent = `agt_${randomUUID()}`;
    const calls = Array.from({ length: 40 }, (_, i) => [item(agent, 1000 + i), item(agent, 1000 + i)]);
    const outcomes = await Promise.all(calls.map((items) => committer(items)));
    outcomes.forEach((pair, i) => expect(pair).toEqual([{ kind: "stored", serverTs: 1000 + i }, { kind: "stored", serverTs: 1000 + i }]));
    expect(transactions.reduce((a, b) => a + b)).toBe(80);
    expect(transactions.length).toBeLessThanOrEqual(3); // the first alone, the rest while it commits
    const stored = await db.knex("records").where({ agent_id: agent }).pluck("record_id");
    expect(stored).toHaveLength(80);
  });

  it("keeps dedup exact inside one transaction", async () => {
    const { committer, transactions } = counted({ windowMs: 20, concurrency: 4 });
    const original = item(`agt_${randomUUID()}`, 5);
    const copy = { ...original, serverTs: 6 };
    const [first, second] = await Promise.all([committer([original]), committer([copy])]);
    expect(transactions).toEqual([2]);
    expect(first).toEqual([{ kind: "stored", serverTs: 5 }]);
    expect(second).toEqual([{ kind: "duplicate", serverTs: 5, sessionId: "s" }]);
  });

  it("never puts more than maxItems records in one transaction (a larger single caller goes alone)", async () => {
    const { committer, transactions } = counted({ maxItems: 10, concurrency: 1 });
    const agent = `agt_${randomUUID()}`;
    await Promise.all([
      ...Array.from({ length: 12 }, () => committer([item(agent, 1), item(agent, 1), item(agent, 1)])),
      committer(Array.from({ length: 25 }, () => item(agent, 2))),
    ]);
    expect(transactions.every((n) => n <= 10 || n === 25)).toBe(true);
    expect(transactions.reduce((a, b) => a + b)).toBe(61);
  });

  it("fails only the caller whose records break the transaction", async () => {
    const { committer, transactions } = counted({ windowMs: 20, concurrency: 4 });
    const agent = `agt_${randomUUID()}`;
    const good = [item(agent, 1), item(agent, 2)];
    const broken = item(agent, 3, { notes: "nul \u0000 inside" }); // the store refuses to write it
    const results = await Promise.allSettled([committer([good[0]!]), committer([broken]), committer([good[1]!])]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(transactions[0]).toBe(3); // tried together first, then caller by caller
    const stored = await db.knex("records").where({ agent_id: agent }).pluck("record_id");
    expect(stored.sort()).toEqual(good.map((g) => g.recordId).sort());
  });
});
