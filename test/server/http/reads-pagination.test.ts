// Reads: one record, one session (server_ts_utc ascending, ties by arrival), and the trace
// (newest first, keyset pages that together hold every record exactly once).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { recordOf } from "../../support/records.ts";
import { ownerWithAgent } from "../../support/server.ts";
import { ackOf, agentClient, type AgentClient, expectError, ids, registerAgent, sleep, storedOf, useAgent, useServer } from "./helpers.ts";

const server = useServer();

async function freshAgent(): Promise<{ agentId: string; client: AgentClient }> {
  const owner = await ownerWithAgent(server());
  return { agentId: owner.agentId, client: agentClient(server(), owner) };
}

/** Submits records in batches of 50, in order; returns them in arrival order. */
async function submitAll(client: AgentClient, count: number, session?: string) {
  const records = Array.from({ length: count }, () => recordOf("Observing", session));
  for (let start = 0; start < count; start += 50) {
    const batch = records.slice(start, start + 50);
    expect((await client.batch(batch)).body.results).toEqual(batch.map((record) => ackOf(record)));
  }
  return records;
}

/** Every page of the trace at `limit`, following next_cursor to the end. */
async function allPages(client: AgentClient, limit: number) {
  const pages: { records: { record_id: string }[]; next_cursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const res = await client.trace(`?limit=${limit}${cursor ? `&before=${cursor}` : ""}`);
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.body.next_cursor;
  } while (cursor !== null && pages.length <= 1000);
  return pages;
}

describe("GET /v1/traces/{agent_id}", () => {
  let agentId: string;
  let client: AgentClient;
  let newestFirst: string[];

  beforeAll(async () => {
    const owner = await ownerWithAgent(server());
    agentId = owner.agentId;
    client = agentClient(server(), owner);
    newestFirst = ids(await submitAll(client, 250)).reverse();
    // Newer records of another agent of the same owner never show in this trace.
    const sibling = await registerAgent(server(), owner.apiKey);
    await submitAll(agentClient(server(), { apiKey: owner.apiKey, agentId: sibling.body.agent_id }), 3);
  });

  it("pages through 250 records at limit 7: every record exactly once, newest first, next_cursor null on the last page", async () => {
    const pages = await allPages(client, 7);
    expect(pages).toHaveLength(Math.ceil(250 / 7));
    for (const page of pages.slice(0, -1)) {
      expect(page.records).toHaveLength(7);
      expect(page.next_cursor).toBe(page.records[6]!.record_id);
    }
    expect(pages.at(-1)!.records).toHaveLength(250 % 7);
    expect(pages.at(-1)!.next_cursor).toBeNull();
    expect(pages.flatMap((page) => ids(page.records))).toEqual(newestFirst);
  });

  it("ends with next_cursor null when the last page is exactly full, with no empty page after it", async () => {
    const pages = await allPages(client, 50);
    expect(pages.map((page) => page.records.length)).toEqual([50, 50, 50, 50, 50]);
    expect(pages.map((page) => page.next_cursor === null)).toEqual([false, false, false, false, true]);
    expect(pages.flatMap((page) => ids(page.records))).toEqual(newestFirst);
  });

  it("returns 100 records by default and up to 500 on request", async () => {
    const byDefault = await client.trace();
    expect(ids(byDefault.body.records)).toEqual(newestFirst.slice(0, 100));
    expect(byDefault.body.next_cursor).toBe(newestFirst[99]);
    const all = await client.trace("?limit=500");
    expect(ids(all.body.records)).toEqual(newestFirst);
    expect(all.body.next_cursor).toBeNull();
  });

  it("returns whole stored records with agent_id and server_ts_utc", async () => {
    const res = await client.trace("?limit=1");
    expect(res.body.records).toEqual([
      expect.objectContaining({ record_id: newestFirst[0], agent_id: agentId, server_ts_utc: expect.any(Number), behavior: "Observing" }),
    ]);
  });

  it("starts after the `before` record", async () => {
    const res = await client.trace(`?limit=3&before=${newestFirst[10]}`);
    expect(ids(res.body.records)).toEqual(newestFirst.slice(11, 14));
    const last = await client.trace(`?before=${newestFirst[249]}`);
    expect(last.body).toEqual({ records: [], next_cursor: null });
  });

  it("with order=asc reads oldest first, paged with after, every record exactly once", async () => {
    const oldestFirst: string[] = [];
    let after: string | null = null;
    do {
      const res = await client.trace(`?order=asc&limit=60${after ? `&after=${after}` : ""}`);
      expect(res.status).toBe(200);
      oldestFirst.push(...ids(res.body.records));
      after = res.body.next_cursor;
    } while (after !== null);
    expect(oldestFirst).toEqual([...newestFirst].reverse());
    expect(ids((await client.trace(`?order=asc&limit=2&after=${newestFirst[5]}`)).body.records)).toEqual([newestFirst[4], newestFirst[3]]);
  });

  it("filters by behaviour on the service, paging within the filtered records", async () => {
    const owner = await ownerWithAgent(server());
    const mixed = agentClient(server(), owner);
    const acting: string[] = [];
    for (let i = 0; i < 7; i++) {
      await mixed.submit(recordOf("Observing"));
      const act = recordOf("Acting");
      acting.push(act.record_id);
      await mixed.submit(act);
    }
    const first = await mixed.trace("?behavior=Acting&limit=4");
    expect(ids(first.body.records)).toEqual([...acting].reverse().slice(0, 4));
    const second = await mixed.trace(`?behavior=Acting&limit=4&before=${first.body.next_cursor}`);
    expect(ids(second.body.records)).toEqual([...acting].reverse().slice(4));
    expect(second.body.next_cursor).toBeNull();
    expect(ids((await mixed.trace("?behavior=Acting&order=asc&limit=2")).body.records)).toEqual(acting.slice(0, 2));
    expect((await mixed.trace("?behavior=Thinking")).body).toEqual({ records: [], next_cursor: null });
    expectError(await mixed.trace("?behavior=Dreaming"), 400, "validation_failed", { field: "/behavior", reason: expect.any(String) });
  });

  it("answers 400 for a cursor of the other direction, and 404 for an after that names no record", async () => {
    expectError(await client.trace(`?order=asc&before=${newestFirst[0]}`), 400, "validation_failed", {
      field: "/before",
      reason: expect.any(String),
    });
    expectError(await client.trace(`?after=${newestFirst[0]}`), 400, "validation_failed", { field: "/after", reason: expect.any(String) });
    expectError(await client.trace(`?order=sideways`), 400, "validation_failed");
    expectError(await client.trace(`?order=asc&after=${randomUUID()}`), 404, "not_found");
  });

  it("answers 404 not_found for a cursor that names no record of this agent", async () => {
    expectError(await client.trace(`?before=${randomUUID()}`), 404, "not_found");
    const { client: other } = await freshAgent();
    const [foreign] = await submitAll(other, 1);
    expectError(await client.trace(`?before=${foreign!.record_id}`), 404, "not_found");
  });

  it.each([
    ["0", "must be >= 1"],
    ["501", "must be <= 500"],
    ["-1", "must be >= 1"],
    ["2.5", "must be integer"],
    ["ten", "must be integer"],
  ])("answers 400 validation_failed for limit=%s", async (limit, reason) => {
    expectError(await client.trace(`?limit=${limit}`), 400, "validation_failed", { field: "/limit", reason });
  });

  it("answers 400 validation_failed for a cursor that is not a record id", async () => {
    const error = expectError(await client.trace("?before=not-a-uuid"), 400, "validation_failed");
    expect(error.details).toMatchObject({ field: "/before" });
  });

  it("of an agent without records is one empty page", async () => {
    const { client: empty } = await freshAgent();
    expect((await empty.trace()).body).toEqual({ records: [], next_cursor: null });
  });
});

describe("GET /v1/sessions/{session_id}", () => {
  let agentId: string;
  let client: AgentClient;
  beforeAll(async () => ({ agentId, client } = await freshAgent()));

  it("lists the session's records by server_ts_utc, not by client_ts_utc", async () => {
    const session = `sess-${randomUUID()}`;
    const records = [1, 2, 3].map((i) => ({ ...recordOf("Thinking", session), client_ts_utc: 2_000_000_000_000 - i * 1000 }));
    const stamps: number[] = [];
    for (const record of records) {
      const res = await client.submit(record);
      stamps.push(res.body.server_ts_utc);
      await sleep(2); // distinct server timestamps
    }
    const res = await client.session(session);
    expect(res.body).toEqual({
      session_id: session,
      records: records.map((record, i) => ({ ...record, agent_id: agentId, server_ts_utc: stamps[i] })),
      closed: false,
      acting_record_id: null,
      next_cursor: null,
    });
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it("breaks server_ts_utc ties by arrival: a batch comes back in submitted order, references included", async () => {
    const session = `sess-${randomUUID()}`;
    const a = recordOf("Observing", session);
    const b = { ...recordOf("Thinking", session), parent_record_id: a.record_id };
    const c = recordOf("Planning", session);
    const d = { ...recordOf("Acting", session), upstream_record_id: [b.record_id, c.record_id] };
    const e = recordOf("Other", session);
    const batch = [a, b, c, d, e];
    const res = await client.batch(batch);
    expect(new Set(res.body.results.map((result: { server_ts_utc: number }) => result.server_ts_utc)).size).toBe(1);
    expect(ids((await client.session(session)).body.records)).toEqual(ids(batch));
    expect(ids((await client.trace("?limit=5")).body.records)).toEqual(ids(batch).reverse());
  });

  it("holds only the session's records of this agent", async () => {
    const session = `sess-${randomUUID()}`;
    const mine = recordOf("Observing", session);
    await client.submit(mine);
    await client.submit(recordOf("Observing"));
    const { client: other } = await freshAgent();
    await other.submit(recordOf("Observing", session));
    expect((await client.session(session)).body).toEqual({
      session_id: session,
      records: [storedOf(mine, agentId)],
      closed: false,
      acting_record_id: null,
      next_cursor: null,
    });
  });

  it("of a session with no record is 404 not_found", async () => {
    expectError(await client.session("never-used"), 404, "not_found");
  });

  it("pages a long session with limit and cursor: each record once, in order, closed on every page, next_cursor null on the last", async () => {
    const session = `long-${randomUUID()}`;
    const batch = [...Array.from({ length: 11 }, () => recordOf("Thinking", session)), recordOf("Acting", session)];
    await client.batch(batch);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await client.session(session, `&limit=5${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ session_id: session, closed: true, acting_record_id: batch[11]!.record_id });
      expect(res.body.records.length).toBe(++pages < 3 ? 5 : 2);
      seen.push(...ids(res.body.records));
      cursor = res.body.next_cursor;
    } while (cursor !== null && pages < 10);
    expect(seen).toEqual(ids(batch));
    // The default page holds a small session whole.
    expect((await client.session(session)).body).toMatchObject({ next_cursor: null, records: expect.any(Array) });
    expect(ids((await client.session(session)).body.records)).toEqual(ids(batch));
  });

  it("refuses a cursor that is no record of the session (404) and a bad limit (400)", async () => {
    const session = `cursor-${randomUUID()}`;
    await client.submit(recordOf("Observing", session));
    const elsewhere = recordOf("Observing");
    await client.submit(elsewhere);
    expectError(await client.session(session, `&cursor=${elsewhere.record_id}`), 404, "not_found");
    expectError(await client.session(session, `&cursor=${randomUUID()}`), 404, "not_found");
    for (const query of ["&limit=0", "&limit=501", "&limit=x"]) expectError(await client.session(session, query), 400, "validation_failed");
  });

  it("passes session ids with reserved URL characters through intact", async () => {
    const session = `a/b?c=d&e#f %20 € ${randomUUID()}`;
    const record = recordOf("Observing", session);
    expect((await client.submit(record)).status).toBe(201);
    expect((await client.session(session)).body).toEqual({
      session_id: session,
      records: [storedOf(record, agentId)],
      closed: false,
      acting_record_id: null,
      next_cursor: null,
    });
  });
});

describe("GET /v1/records/{record_id}", () => {
  const me = useAgent(server);

  it("returns the stored record", async () => {
    const record = recordOf("ToolCalling");
    const ack = await me.client.submit(record);
    expect((await me.client.record(record.record_id)).body).toEqual({
      ...record,
      agent_id: me.agentId,
      server_ts_utc: ack.body.server_ts_utc,
    });
  });

  it("answers 404 not_found for an unknown record and for another agent's record of the same owner", async () => {
    expectError(await me.client.record(randomUUID()), 404, "not_found");
    const sibling = await registerAgent(server(), me.apiKey);
    const theirs = recordOf("Observing");
    await agentClient(server(), { apiKey: me.apiKey, agentId: sibling.body.agent_id }).submit(theirs);
    expectError(await me.client.record(theirs.record_id), 404, "not_found");
  });

  it("answers 400 validation_failed without agent_id", async () => {
    const res = await fetch(`${server().baseUrl}/v1/records/${randomUUID()}`, { headers: { authorization: `Bearer ${me.apiKey}` } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "validation_failed", details: { field: "/agent_id", reason: "is required" } });
  });
});
