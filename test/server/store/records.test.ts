import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedForm } from "../../../server/records/accept.ts";
import { catchUpLog } from "../../../server/log/append.ts";
import { ingest } from "../../../server/records/ingest.ts";
import { logStores } from "../../../server/store/log-store.ts";
import { getRecord, getSessionPage, getTracePage, type IngestItem } from "../../../server/store/records.ts";
import { isUnstorableText, locate } from "../../../generated/canonical.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";
import { expectLogExact } from "../../support/log.ts";
import { watchStatements } from "../../support/statements.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

let clock = 1_700_000_000_000;
const newAgentId = () => `agt_${randomUUID().replaceAll("-", "")}`;

interface ItemSpec {
  recordId?: string;
  sessionId?: string;
  behavior?: string;
  references?: string[];
  serverTs?: number;
  extra?: Record<string, unknown>;
}

function item(agentId: string, spec: ItemSpec = {}): IngestItem {
  const recordId = spec.recordId ?? randomUUID();
  const sessionId = spec.sessionId ?? randomUUID();
  const behavior = spec.behavior ?? "Observing";
  const [parent, ...upstream] = spec.references ?? [];
  const body = {
    record_id: recordId,
    session_id: sessionId,
    behavior,
    schema_version: "1.0",
    client_ts_utc: 1_700_000_000_000,
    ...(parent ? { parent_record_id: parent } : {}),
    ...(upstream.length ? { upstream_record_id: upstream } : {}),
    ...spec.extra,
  };
  const serverTs = spec.serverTs ?? ++clock;
  return { agentId, recordId, sessionId, behavior, ...storedForm(body, agentId, serverTs), serverTs, references: spec.references ?? [] };
}

/** Resolves once another backend waits on a lock the backend `pid` holds (PostgreSQL). */
async function waitUntilBlocking(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { rows } = await db.knex.raw("select count(*)::int as waiting from pg_stat_activity where ? = any(pg_blocking_pids(pid))", [pid]);
    if (rows[0].waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no backend came to wait on backend ${pid}`);
}

async function countRows(where: Record<string, string>): Promise<number> {
  const [row] = await db.knex("records").where(where).count({ n: "*" });
  return row!.n as number;
}

describe("ingest", () => {
  it("stores a record, then answers a repeat as a duplicate with the original timestamp and session", async () => {
    const agent = newAgentId();
    const original = item(agent, { extra: { notes: "n", big: 1e21, tiny: 0.000001 } });
    expect(await ingest(db, [original])).toEqual([{ kind: "stored", serverTs: original.serverTs, leafIndex: 0 }]);
    const repeat = { ...original, serverTs: original.serverTs + 1000 };
    expect(await ingest(db, [repeat])).toEqual([{ kind: "duplicate", serverTs: original.serverTs, sessionId: original.sessionId }]);
    expect(await getRecord(db, agent, original.recordId)).toEqual({
      ...JSON.parse(original.body),
      agent_id: agent,
      server_ts_utc: original.serverTs,
    });
    expect(await countRows({ agent_id: agent })).toBe(1);
  });

  it("credits a stored row to the item it came from when an earlier item with its id was refused", async () => {
    const agent = newAgentId();
    const sessionId = randomUUID();
    await ingest(db, [item(agent, { sessionId, behavior: "Acting" })]);
    const recordId = randomUUID();
    const secondActing = item(agent, { recordId, sessionId, behavior: "Acting" });
    const sameIdOtherBody = item(agent, { recordId, sessionId, behavior: "Observing" });
    // As if applied one by one: the Acting is refused, so the id is free for the next item.
    expect(await ingest(db, [secondActing, sameIdOtherBody])).toEqual([
      { kind: "acting_exists" },
      { kind: "stored", serverTs: sameIdOtherBody.serverTs, leafIndex: 1 },
    ]);
    expect(await getRecord(db, agent, recordId)).toMatchObject({ behavior: "Observing" });
  });

  it("answers conflict for the same record_id with another body", async () => {
    const agent = newAgentId();
    const original = item(agent);
    await ingest(db, [original]);
    const changed = item(agent, { recordId: original.recordId, sessionId: original.sessionId, extra: { notes: "changed" } });
    expect(await ingest(db, [changed])).toEqual([{ kind: "conflict" }]);
    expect(await getRecord(db, agent, original.recordId)).toMatchObject({ server_ts_utc: original.serverTs });
    expect(await getRecord(db, agent, original.recordId)).not.toHaveProperty("notes");
  });

  it("accepts one Acting record per session, and a late Reflecting one", async () => {
    const agent = newAgentId();
    const sessionId = randomUUID();
    const first = item(agent, { sessionId, behavior: "Acting" });
    expect(await ingest(db, [first])).toEqual([{ kind: "stored", serverTs: first.serverTs, leafIndex: 0 }]);
    expect(await ingest(db, [item(agent, { sessionId, behavior: "Acting" })])).toEqual([{ kind: "acting_exists" }]);
    expect((await ingest(db, [item(agent, { sessionId, behavior: "Reflecting" })]))[0]!.kind).toBe("stored");
    // Another agent's session of the same name is its own.
    expect((await ingest(db, [item(newAgentId(), { sessionId, behavior: "Acting" })]))[0]!.kind).toBe("stored");
    // Resubmitting the stored Acting record is a duplicate, not a second Acting.
    expect((await ingest(db, [first]))[0]!.kind).toBe("duplicate");
  });

  it("stores exactly one Acting record when calls race on one session", async () => {
    const agent = newAgentId();
    const sessionId = randomUUID();
    const outcomes = (
      await Promise.all(Array.from({ length: 12 }, () => ingest(db, [item(agent, { sessionId, behavior: "Acting" })])))
    ).flat();
    expect(outcomes.filter((outcome) => outcome.kind === "stored")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "acting_exists")).toHaveLength(11);
    expect(await countRows({ agent_id: agent, session_id: sessionId })).toBe(1);
  });

  it("stores one row when copies of a record race, every copy acknowledging the original timestamp", async () => {
    const agent = newAgentId();
    const original = item(agent);
    const copies = Array.from({ length: 12 }, (_, index) => ({ ...original, serverTs: original.serverTs + index }));
    const outcomes = (await Promise.all(copies.map((copy) => ingest(db, [copy])))).flat();
    const stored = outcomes.filter((outcome) => outcome.kind === "stored");
    expect(stored).toHaveLength(1);
    const serverTs = stored[0]!.serverTs;
    expect(outcomes.filter((outcome) => outcome.kind === "duplicate")).toEqual(
      Array.from({ length: 11 }, () => ({ kind: "duplicate", serverTs, sessionId: original.sessionId })),
    );
    expect(await countRows({ agent_id: agent })).toBe(1);
    expect((await getRecord(db, agent, original.recordId))!.server_ts_utc).toBe(serverTs);
  });

  it("settles calls that race on the same records in different orders", async () => {
    const agent = newAgentId();
    const items = Array.from({ length: 20 }, () => item(agent));
    const shuffled = (seed: number) =>
      [...items].sort(
        (x, y) => ((x.recordId.charCodeAt(seed % 8) * 31 + seed) % 17) - ((y.recordId.charCodeAt(seed % 8) * 31 + seed) % 17),
      );
    const calls = await Promise.all(
      Array.from({ length: 8 }, (_, seed) => ingest(db, seed % 2 ? shuffled(seed) : [...shuffled(seed)].reverse())),
    );
    const kinds = calls.flat().map((outcome) => outcome.kind);
    expect(kinds.filter((kind) => kind === "stored")).toHaveLength(20);
    expect(kinds.filter((kind) => kind === "duplicate")).toHaveLength(140);
    expect(await countRows({ agent_id: agent })).toBe(20);
  });

  // PostgreSQL only: PGlite has one connection, so transactions never overlap there.
  it("runs a call again when PostgreSQL aborts it to break a deadlock", async (context) => {
    if (db.kind !== "postgres") context.skip();
    const agent = newAgentId();
    const [first, second] = [item(agent), item(agent)];
    const row = (stored: IngestItem) => ({
      agent_id: stored.agentId,
      record_id: stored.recordId,
      session_id: stored.sessionId,
      behavior: stored.behavior,
      server_ts_utc: stored.serverTs,
      body: stored.body,
      body_hash: stored.hash,
    });
    const other = await db.knex.transaction();
    await other("records").insert(row(second));
    const racing = ingest(db, [first, second]); // inserts `first`, then waits for `other` on `second`
    // Not a fixed pause: on a loaded machine the call may not have reached `second` yet, and then
    // `other` stores `first` unopposed and the call fails on the key instead of deadlocking.
    const { rows } = await other.raw("select pg_backend_pid() as pid");
    await waitUntilBlocking(rows[0].pid);
    await other("records").insert(row(first)); // waits for the call: a cycle, and the call is the one aborted
    await other.commit();
    expect(await racing).toEqual([
      { kind: "duplicate", serverTs: first.serverTs, sessionId: first.sessionId },
      { kind: "duplicate", serverTs: second.serverTs, sessionId: second.sessionId },
    ]);
  });

  it("settles repeats within one call in item order", async () => {
    const agent = newAgentId();
    const first = item(agent);
    const changed = item(agent, { recordId: first.recordId, extra: { notes: "other" } });
    const sessionId = randomUUID();
    const outcomes = await ingest(db, [
      first,
      { ...first, serverTs: first.serverTs + 1 },
      changed,
      item(agent, { sessionId, behavior: "Acting" }),
      item(agent, { sessionId, behavior: "Acting" }),
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["stored", "duplicate", "conflict", "stored", "acting_exists"]);
    expect(outcomes[1]).toEqual({ kind: "duplicate", serverTs: first.serverTs, sessionId: first.sessionId });
  });

  it("keeps item order for Acting records even when references delay the first one", async () => {
    const agent = newAgentId();
    const sessionId = randomUUID();
    const parent = item(agent, { sessionId });
    const firstActing = item(agent, { sessionId, behavior: "Acting", references: [parent.recordId] });
    const secondActing = item(agent, { sessionId, behavior: "Acting" });
    const outcomes = await ingest(db, [parent, firstActing, secondActing]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["stored", "stored", "acting_exists"]);
  });

  it("handles items of several agents in one call", async () => {
    const [a, b] = [newAgentId(), newAgentId()];
    const recordId = randomUUID();
    const outcomes = await ingest(db, [
      item(a, { recordId }),
      item(b, { recordId }),
      item(b, { references: [recordId] }),
      item(a, { references: [recordId] }),
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["stored", "stored", "stored", "stored"]);
    const crossAgent = await ingest(db, [item(newAgentId(), { references: [recordId] })]);
    expect(crossAgent).toEqual([{ kind: "reference_unresolved", missing: [recordId] }]);
  });

  it("decides new, duplicate and conflicting records in one statement for a call without references", async () => {
    const agent = newAgentId();
    const stored = Array.from({ length: 4 }, () => item(agent));
    await ingest(db, stored);
    const repeats = [
      { ...stored[0]!, serverTs: 1 },
      { ...stored[1]!, serverTs: 1 },
    ];
    const conflicts = [item(agent, { recordId: stored[2]!.recordId }), item(agent, { recordId: stored[3]!.recordId })];
    const { result: outcomes, statements } = await statementsOf(() =>
      ingest(db, [...repeats, ...conflicts, ...Array.from({ length: 46 }, () => item(agent))]),
    );
    // Lock the log's sequence, insert and judge the records with their leaves, advance the sequence.
    expect(statements.filter((statement) => ["insert", "select", "with", "update"].includes(statement))).toEqual([
      "select",
      "with",
      "update",
    ]);
    expect(outcomes.slice(0, 4)).toEqual([
      { kind: "duplicate", serverTs: stored[0]!.serverTs, sessionId: stored[0]!.sessionId },
      { kind: "duplicate", serverTs: stored[1]!.serverTs, sessionId: stored[1]!.sessionId },
      { kind: "conflict" },
      { kind: "conflict" },
    ]);
    expect(outcomes.slice(4).map((outcome) => outcome.kind)).toEqual(Array.from({ length: 46 }, () => "stored"));
  });

  it("writes nothing of a call holding text PostgreSQL cannot store (callers refuse it first)", async () => {
    const agent = newAgentId();
    const good = item(agent);
    await expect(ingest(db, [good, item(agent, { extra: { notes: "a\u0000b" } })])).rejects.toThrow();
    expect(await countRows({ agent_id: agent })).toBe(0);
  });
});

/** The first word of each statement `fn` sends. */
async function statementsOf<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const unwatch = watchStatements(db, (sql) => statements.push(sql.trim().split(/\s+/)[0]!.toLowerCase()));
  try {
    return { result: await fn(), statements };
  } finally {
    unwatch();
  }
}

describe("references", () => {
  it("resolve to a stored record of the same agent", async () => {
    const agent = newAgentId();
    const parent = item(agent);
    await ingest(db, [parent]);
    const child = item(agent, { references: [parent.recordId, parent.recordId] });
    expect((await ingest(db, [child]))[0]!.kind).toBe("stored");
  });

  it("resolve to earlier items of the call, along chains, but not to later ones", async () => {
    const agent = newAgentId();
    const a = item(agent);
    const b = item(agent, { references: [a.recordId] });
    const c = item(agent, { references: [b.recordId, a.recordId] });
    const orphan = item(agent, { references: [randomUUID()] });
    const beforeParent = item(agent, { references: [orphan.recordId] });
    const outcomes = await ingest(db, [a, b, c, beforeParent, orphan]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["stored", "stored", "stored", "reference_unresolved", "reference_unresolved"]);
    expect(outcomes[3]).toEqual({ kind: "reference_unresolved", missing: [orphan.recordId] });
  });

  it("do not resolve to an earlier item of the call that was rejected", async () => {
    const agent = newAgentId();
    const sessionId = randomUUID();
    await ingest(db, [item(agent, { sessionId, behavior: "Acting" })]);
    const rejected = item(agent, { sessionId, behavior: "Acting" });
    const child = item(agent, { references: [rejected.recordId] });
    const grandchild = item(agent, { references: [child.recordId] });
    const outcomes = await ingest(db, [rejected, child, grandchild]);
    expect(outcomes).toEqual([
      { kind: "acting_exists" },
      { kind: "reference_unresolved", missing: [rejected.recordId] },
      { kind: "reference_unresolved", missing: [child.recordId] },
    ]);
  });

  it("list every missing reference once", async () => {
    const agent = newAgentId();
    const stored = item(agent);
    await ingest(db, [stored]);
    const [x, y] = [randomUUID(), randomUUID()];
    const outcomes = await ingest(db, [item(agent, { references: [x, stored.recordId, y, x] })]);
    expect(outcomes).toEqual([{ kind: "reference_unresolved", missing: [x, y] }]);
  });
});

describe("reads", () => {
  it("return a session by server_ts_utc, ties in arrival order", async () => {
    const agent = newAgentId();
    const sessionId = randomUUID();
    const late = item(agent, { sessionId, serverTs: 300 });
    const early = item(agent, { sessionId, serverTs: 100 });
    const tie = item(agent, { sessionId, serverTs: 100 });
    await ingest(db, [late, early]);
    await ingest(db, [tie, item(agent), item(newAgentId(), { sessionId })]);
    const { records, nextCursor } = (await getSessionPage(db, agent, sessionId, { limit: 10 }))!;
    expect(records.map((record) => record.record_id)).toEqual([early.recordId, tie.recordId, late.recordId]);
    expect(records[0]).toEqual({ ...JSON.parse(early.body), agent_id: agent, server_ts_utc: 100 });
    expect(nextCursor).toBeNull();
    expect(await getSessionPage(db, agent, randomUUID(), { limit: 10 })).toEqual({ records: [], nextCursor: null });
    // Pages of one, each after the last: the same order, ties included; a cursor of another session is none.
    const first = (await getSessionPage(db, agent, sessionId, { limit: 1 }))!;
    const second = (await getSessionPage(db, agent, sessionId, { limit: 1, cursor: first.nextCursor! }))!;
    const third = (await getSessionPage(db, agent, sessionId, { limit: 1, cursor: second.nextCursor! }))!;
    expect([first, second, third].map((page) => page.records[0]!.record_id)).toEqual([early.recordId, tie.recordId, late.recordId]);
    expect(third.nextCursor).toBeNull();
    expect(await getSessionPage(db, agent, randomUUID(), { limit: 1, cursor: early.recordId })).toBeNull();
  });

  it("return nothing for another agent's record", async () => {
    const agent = newAgentId();
    const stored = item(agent);
    await ingest(db, [stored]);
    expect(await getRecord(db, newAgentId(), stored.recordId)).toBeNull();
    expect(await getRecord(db, agent, randomUUID())).toBeNull();
  });

  it("page through a trace newest first with no gaps or repeats", async () => {
    const agent = newAgentId();
    const other = newAgentId();
    const items = Array.from({ length: 23 }, () => item(agent));
    for (let start = 0; start < items.length; start += 5) {
      await ingest(db, [...items.slice(start, start + 5), item(other)]);
    }
    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = await getTracePage(db, agent, { cursor: before, limit: 10 });
      seen.push(...page!.records.map((record) => record.record_id as string));
      expect(page!.records.every((record) => "agent_id" in record && record.agent_id === agent)).toBe(true);
      before = page!.nextCursor ?? undefined;
      pages++;
    } while (before !== undefined);
    expect(pages).toBe(3);
    expect(seen).toEqual(items.map((stored) => stored.recordId).reverse());
  });

  it("give no cursor when the last page is exactly full, and null for an unknown cursor", async () => {
    const agent = newAgentId();
    const items = Array.from({ length: 4 }, () => item(agent));
    await ingest(db, items);
    const first = await getTracePage(db, agent, { limit: 2 });
    expect(first!.nextCursor).toBe(items[2]!.recordId);
    const second = await getTracePage(db, agent, { cursor: first!.nextCursor!, limit: 2 });
    expect(second).toMatchObject({ nextCursor: null });
    expect(second!.records.map((record) => record.record_id)).toEqual([items[1]!.recordId, items[0]!.recordId]);
    expect(await getTracePage(db, agent, { cursor: items[0]!.recordId, limit: 2 })).toEqual({ records: [], nextCursor: null });
    expect(await getTracePage(db, agent, { cursor: randomUUID(), limit: 2 })).toBeNull();
    const stranger = item(newAgentId());
    await ingest(db, [stranger]);
    expect(await getTracePage(db, agent, { cursor: stranger.recordId, limit: 2 })).toBeNull();
    expect(await getTracePage(db, newAgentId(), { limit: 2 })).toEqual({ records: [], nextCursor: null });
    // Oldest first, from the start or after a cursor: the same records, the other way round.
    const ascending = await getTracePage(db, agent, { ascending: true, limit: 2 });
    expect(ascending!.records.map((r) => r.record_id)).toEqual(
      [...first!.records, ...second!.records]
        .map((r) => r.record_id)
        .reverse()
        .slice(0, 2),
    );
    const next = await getTracePage(db, agent, { ascending: true, cursor: ascending!.nextCursor!, limit: 10 });
    expect([...ascending!.records, ...next!.records].map((r) => r.record_id)).toEqual(items.map((item) => item.recordId));
    expect(next!.nextCursor).toBeNull();
  });
});

describe("unstorable text (x-storable-text)", () => {
  it("names the first string or member name PostgreSQL cannot store, in canonical member order", () => {
    expect(locate({ a: ["ok", "\ud83d\ude00", { b: "\ud800" }] }, isUnstorableText)).toBe("/a/2/b");
    expect(locate({ "k/~\u0000": 1 }, isUnstorableText)).toBe("/k~1~0\u0000");
    expect(locate("\udc00x", isUnstorableText)).toBe("");
    expect(locate({ z: "\u0000", a: { "\u0000": 1 } }, isUnstorableText)).toBe("/a/\u0000");
    expect(locate({ a: "\ud83d\ude00", b: [1, null, true] }, isUnstorableText)).toBeNull();
  });

  it.each([
    ["nul", "a\u0000b"],
    ["lone surrogate", "a\ud800b"],
  ])("guards against a real refusal (%s)", async (_, text) => {
    await expect(db.knex.raw("select ?::jsonb", [JSON.stringify({ text })])).rejects.toThrow();
  });
});

describe("the agent's log", () => {
  it("gives each newly stored record the next leaf, in trace order, and nothing else a leaf", async () => {
    const [a, b] = [newAgentId(), newAgentId()];
    const sessionId = randomUUID();
    const first = item(a, { sessionId, behavior: "Acting" });
    const child = item(a, { references: [first.recordId] });
    const grandchild = item(a, { references: [child.recordId] });
    // Two agents, a chain resolved over rounds, an item of b between a's.
    await ingest(db, [first, item(b), child, grandchild, item(b)]);
    // A duplicate, a conflict, a second Acting and an unresolved reference add nothing.
    const outcomes = await ingest(db, [
      first,
      item(a, { recordId: child.recordId, extra: { notes: "changed" } }),
      item(a, { sessionId, behavior: "Acting" }),
      item(a, { references: ["missing"] }),
      item(a),
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["duplicate", "conflict", "acting_exists", "reference_unresolved", "stored"]);
    expect((await expectLogExact(db.knex, a)).size).toBe(4);
    expect((await expectLogExact(db.knex, b)).size).toBe(2);
  });

  it("catches up with records written around the log (bulk seeding), after the leaves it has", async () => {
    const agent = newAgentId();
    await ingest(db, [item(agent), item(agent), item(agent)]);
    for (const seeded of [item(agent), item(agent)]) {
      await db.knex("records").insert({
        agent_id: agent,
        record_id: seeded.recordId,
        session_id: seeded.sessionId,
        behavior: seeded.behavior,
        server_ts_utc: seeded.serverTs,
        body: seeded.body,
        body_hash: seeded.hash,
      });
    }
    expect(await catchUpLog(logStores(db).records, agent)).toBe(5);
    expect((await expectLogExact(db.knex, agent)).size).toBe(5);
    expect(await catchUpLog(logStores(db).records, agent), "nothing left to add").toBe(5);
  });

  it("stays exact when many calls of two agents race, overlapping", async () => {
    const agents = [newAgentId(), newAgentId()];
    const items = Array.from({ length: 120 }, (_, i) => item(agents[i % 2]!));
    const calls = Array.from({ length: 24 }, (_, call) => items.filter((_, i) => (i * 7 + call) % 5 === 0).slice(call % 3));
    await Promise.all(calls.map((call) => ingest(db, call)));
    await ingest(db, items);
    for (const agent of agents) expect((await expectLogExact(db.knex, agent)).size).toBe(60);
  });
});
