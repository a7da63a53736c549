// Group commit over the real store and database: concurrent submissions share transactions,
// each caller gets exactly its own outcomes, and a caller that breaks a transaction fails alone.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TraceRecord } from "../../generated/types/schema.ts";
import { acceptRecords, storedForm, type Ingest } from "../../server/records/accept.ts";
import { HEAVY_BYTES, groupCommit, type GroupCommitOptions } from "../../server/records/group-commit.ts";
import { ingest } from "../../server/records/ingest.ts";
import type { IngestItem } from "../../server/store/records.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { expectLogExact } from "../support/log.ts";
import { recordOf } from "../support/records.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

function item(agentId: string, serverTs: number, body: Record<string, unknown> = {}): IngestItem {
  const recordId = randomUUID();
  const full = { record_id: recordId, session_id: "s", behavior: "Other", ...body };
  return { agentId, recordId, sessionId: "s", behavior: "Other", ...storedForm(full, agentId, serverTs), serverTs, references: [] };
}

/** A committer over the real store that records the size of every transaction it runs. */
function counted(options: Partial<GroupCommitOptions>) {
  const transactions: number[] = [];
  const committer = groupCommit(
    (items: IngestItem[]) => {
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
    // Leaves in arrival order: caller i holds leaves 2i and 2i + 1 of the agent's log.
    outcomes.forEach((pair, i) =>
      expect(pair).toEqual([
        { kind: "stored", serverTs: 1000 + i, leafIndex: 2 * i },
        { kind: "stored", serverTs: 1000 + i, leafIndex: 2 * i + 1 },
      ]),
    );
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
    expect(first).toEqual([{ kind: "stored", serverTs: 5, leafIndex: 0 }]);
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

// What a caller sees must not depend on whom its records shared a transaction with: the same
// answers as if each caller's records had been applied alone, one by one, in arrival order.
describe("heavy callers (issue 33)", () => {
  // A store that holds every transaction until released, and tells which callers' records it got.
  function held() {
    const started: IngestItem[][] = [];
    const releases: (() => void)[] = [];
    let holding = true;
    let seen: (() => void) | undefined;
    const committer = groupCommit(
      async (items: IngestItem[]) => {
        started.push(items);
        seen?.();
        if (holding) await new Promise<void>((resolve) => releases.push(resolve));
        return ingest(db, items);
      },
      { concurrency: 4, maxItems: 500, windowMs: 0 },
    );
    const next = () => new Promise<void>((resolve) => (seen = resolve));
    const releaseAll = () => {
      holding = false;
      releases.splice(0).forEach((release) => release());
    };
    return { committer, started, next, releaseAll };
  }
  const heavyText = "word ".repeat(HEAVY_BYTES / 5 / 4 + 1);
  const heavyItems = (agent: string) => Array.from({ length: 4 }, () => item(agent, 1, { label: heavyText }));

  it("commit alone, and a light caller of another agent starts its own transaction beside them instead of waiting", async () => {
    const { committer, started, next, releaseAll } = held();
    const [heavyAgent, lightAgent] = [`agt_${randomUUID()}`, `agt_${randomUUID()}`];
    const heavy = committer(heavyItems(heavyAgent));
    const heavyAgain = committer(heavyItems(`agt_${randomUUID()}`)); // another heavy caller waits for the first
    const light = item(lightAgent, 2);
    const lightStarted = next();
    const lightDone = committer([light]);
    const outcome = await Promise.race([lightStarted.then(() => "started"), sleep(10_000).then(() => "still waiting")]);
    expect(outcome).toBe("started");
    expect(started.map((items) => items.map((entry) => entry.agentId))).toEqual([Array(4).fill(heavyAgent), [lightAgent]]);
    releaseAll();
    await Promise.all([heavy, heavyAgain, lightDone]);
  });
});

describe("merged transactions keep every caller's answers", () => {
  const results = (committer: Ingest, agentId: string, records: TraceRecord[], now: number) =>
    acceptRecords(committer, agentId, records, now);

  it("decides duplicates, conflicts and one Acting per session across callers of one transaction, record by record", async () => {
    const { committer, transactions } = counted({ windowMs: 20, concurrency: 4 });
    const agent = `agt_${randomUUID()}`;
    const [stored, storedToChange] = [recordOf("Thinking"), recordOf("Observing")];
    await results(committer, agent, [stored, storedToChange], 100);
    transactions.length = 0;

    const session = `sess-${randomUUID()}`;
    const mine = recordOf("Planning");
    const later = recordOf("Observing");
    const acting = recordOf("Acting", session);
    const [a, b, c, d] = await Promise.all([
      results(committer, agent, [mine, stored, { ...storedToChange, notes: "changed" }, acting, later], 200),
      results(committer, agent, [{ ...mine, notes: "another body" }, recordOf("Acting", session), later], 300),
      results(committer, agent, [mine], 400),
      // Another agent: record ids are per agent, so the same id is a new record there.
      results(committer, `agt_${randomUUID()}`, [mine], 500),
    ]);
    expect(transactions).toEqual([10]); // all four callers in one transaction

    const ack = (record: TraceRecord, ts: number, duplicate = false) => ({
      record_id: record.record_id,
      session_id: record.session_id,
      server_ts_utc: ts,
      is_duplicate: duplicate,
    });
    const error = (record: TraceRecord, code: string) => expect.objectContaining({ record_id: record.record_id, code });
    expect(a).toEqual([
      ack(mine, 200),
      ack(stored, 100, true),
      error(storedToChange, "record_id_conflict"),
      ack(acting, 200),
      ack(later, 200),
    ]);
    // Conflicting with, and duplicating, records that an earlier caller of the same transaction stored.
    expect(b).toEqual([
      error(mine, "record_id_conflict"),
      expect.objectContaining({ code: "acting_already_recorded" }),
      ack(later, 200, true),
    ]);
    expect(c).toEqual([ack(mine, 200, true)]);
    expect(d).toEqual([ack(mine, 500)]);

    const rows = await db.knex("records").where({ agent_id: agent }).orderBy("seq").select("record_id", "server_ts_utc");
    expect(rows.map((row) => row.record_id)).toEqual([stored, storedToChange, mine, acting, later].map((r) => r.record_id));
    expect(await db.knex("records").where({ agent_id: agent, session_id: session, behavior: "Acting" }).count({ n: "*" })).toEqual([
      { n: 1 },
    ]);
    // One leaf per stored record, in trace order, none for a duplicate, conflict or refused Acting.
    expect((await expectLogExact(db.knex, agent)).size).toBe(5);
  });

  it("answers a caller as if alone when its record conflicts with another caller's in the same transaction", async () => {
    const { committer, transactions } = counted({ windowMs: 20, concurrency: 1 });
    const agent = `agt_${randomUUID()}`;
    const record = recordOf("Other");
    const [first, second, third] = await Promise.all([
      results(committer, agent, [record], 10),
      results(committer, agent, [{ ...record, notes: "other body" }], 20),
      results(committer, agent, [record], 30),
    ]);
    expect(transactions).toEqual([3]);
    expect(first).toEqual([{ record_id: record.record_id, session_id: record.session_id, server_ts_utc: 10, is_duplicate: false }]);
    expect(second).toEqual([expect.objectContaining({ record_id: record.record_id, code: "record_id_conflict" })]);
    expect(third).toEqual([{ record_id: record.record_id, session_id: record.session_id, server_ts_utc: 10, is_duplicate: true }]);
  });
});
