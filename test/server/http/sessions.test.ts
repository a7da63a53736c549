// Sessions after Acting: a session closes with its Acting record but keeps accepting later
// records; SessionFetch says where it closed; GET /v1/agents/{id}/sessions is the scorers' feed.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recordOf } from "../../support/records.ts";
import { ownerWithAgent } from "../../support/server.ts";
import { agentClient, type AgentClient, expectError, useServer } from "./helpers.ts";

const server = useServer();

async function freshClient(): Promise<AgentClient> {
  return agentClient(server(), await ownerWithAgent(server()));
}

async function submitted(client: AgentClient, behavior: Parameters<typeof recordOf>[0], session: string) {
  const record = recordOf(behavior, session);
  const res = await client.submit(record);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return record;
}

interface Summary {
  session_id: string;
  record_count: number;
  first_server_ts_utc: number;
  last_server_ts_utc: number;
  acting_record_id: string | null;
  closed: boolean;
}

/** Every page of the feed for `query`, following next_cursor to the end. */
async function allSessions(client: AgentClient, query: string, limit: number): Promise<Summary[][]> {
  const pages: Summary[][] = [];
  let cursor: string | null = null;
  do {
    const res = await client.sessions(`?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body.sessions);
    cursor = res.body.next_cursor;
  } while (cursor !== null && pages.length <= 100);
  return pages;
}

describe("GET /v1/sessions/{session_id}: closed and acting_record_id", () => {
  it("is open until its Acting record, then closed; later records of any kind still join it", async () => {
    const client = await freshClient();
    const session = `sess-${randomUUID()}`;
    await submitted(client, "Observing", session);
    expect((await client.session(session)).body).toMatchObject({ closed: false, acting_record_id: null });

    const acting = await submitted(client, "Acting", session);
    const late = [await submitted(client, "Reflecting", session), await submitted(client, "Thinking", session)];
    const res = await client.session(session);
    expect(res.body).toMatchObject({ session_id: session, closed: true, acting_record_id: acting.record_id });
    expect(res.body.records.map((record: { record_id: string }) => record.record_id).slice(-2)).toEqual(
      late.map((record) => record.record_id),
    );
    // Closed means one Acting: a second is still refused.
    expectError(await client.submit(recordOf("Acting", session)), 409, "acting_already_recorded");
  });
});

describe("GET /v1/agents/{agent_id}/sessions", () => {
  it("summarises each session; closed=true orders by closing, the others by beginning", async () => {
    const client = await freshClient();
    const [early, middle, late] = ["early", "middle", "late"].map((name) => `${name}-${randomUUID()}`) as [string, string, string];
    await submitted(client, "Observing", early);
    await submitted(client, "Observing", middle);
    const middleActing = await submitted(client, "Acting", middle);
    await submitted(client, "Observing", late);
    await submitted(client, "Thinking", early);
    const earlyActing = await submitted(client, "Acting", early); // began first, closed last

    const all = (await client.sessions()).body;
    expect(all.next_cursor).toBeNull();
    expect(all.sessions.map((s: Summary) => s.session_id)).toEqual([late, middle, early]);
    const byId = new Map<string, Summary>(all.sessions.map((s: Summary) => [s.session_id, s]));
    expect(byId.get(early)).toMatchObject({ record_count: 3, acting_record_id: earlyActing.record_id, closed: true });
    expect(byId.get(middle)).toMatchObject({ record_count: 2, acting_record_id: middleActing.record_id, closed: true });
    expect(byId.get(late)).toMatchObject({ record_count: 1, acting_record_id: null, closed: false });
    for (const summary of all.sessions as Summary[]) expect(summary.first_server_ts_utc).toBeLessThanOrEqual(summary.last_server_ts_utc);

    const closed = (await client.sessions("?closed=true")).body.sessions.map((s: Summary) => s.session_id);
    expect(closed).toEqual([early, middle]);
    const open = (await client.sessions("?closed=false")).body.sessions.map((s: Summary) => s.session_id);
    expect(open).toEqual([late]);
  });

  it("totals what the records carry (ModelInvocation tokens and cost, duration_ms from the body) and spans the agent's clock", async () => {
    const client = await freshClient();
    const session = `totals-${randomUUID()}`;
    const thinking = (tokensIn: number, tokensOut: number, cost: number | undefined, ts: number) => {
      const record = recordOf("Thinking", session);
      record.model_invocation = {
        provider: "p",
        model_name: "m",
        tokens_in: tokensIn,
        tokens_out: tokensOut,
        ...(cost === undefined ? {} : { cost_usd: cost }),
      };
      record.client_ts_utc = ts;
      return record;
    };
    const observed = { ...recordOf("Observing", session), client_ts_utc: 1_795_000_000_500 };
    // Two batches: the second folds into the summary the first made.
    await client.batch([observed, thinking(800, 60, 0.5, 1_795_000_000_100)]);
    await client.batch([thinking(12.5, 4, undefined, 1_795_000_000_900)]);
    const bare = `bare-${randomUUID()}`;
    await submitted(client, "Observing", bare);

    const byId = new Map<string, Record<string, unknown>>((await client.sessions()).body.sessions.map((s: Summary) => [s.session_id, s]));
    expect(byId.get(session)).toMatchObject({
      record_count: 3,
      first_ts_utc: 1_795_000_000_100,
      last_ts_utc: 1_795_000_000_900,
      tokens_in: 812.5,
      tokens_out: 64,
      cost_usd: 0.5,
    });
    expect(byId.get(session)).not.toHaveProperty("duration_ms");
    // Schema 1.1's duration_ms joins the totals as records carry it.
    const timed = (ms: number) => ({ ...recordOf("ToolCalling", session), schema_version: "1.1", duration_ms: ms });
    expect((await client.batch([timed(120), timed(30)])).status).toBe(200);
    const after = (await client.sessions()).body.sessions.find((s: Summary) => s.session_id === session);
    expect(after).toMatchObject({ record_count: 5, duration_ms: 150, tokens_in: 812.5 });
    // None of its records carries a total: none is reported, not a zero.
    const plain = byId.get(bare)!;
    for (const name of ["tokens_in", "tokens_out", "cost_usd", "duration_ms"]) expect(plain).not.toHaveProperty(name);
    expect(plain.first_ts_utc).toBe(plain.last_ts_utc);
  });

  it("pages 23 sessions at limit 5 for every filter: each exactly once, next_cursor null on the last page", async () => {
    const client = await freshClient();
    const sessions = Array.from({ length: 23 }, (_, i) => `s${i}-${randomUUID()}`);
    for (const [i, session] of sessions.entries()) {
      await client.batch([recordOf("Observing", session), ...(i % 3 === 0 ? [] : [recordOf("Acting", session)])]);
    }
    const closedIds = sessions.filter((_, i) => i % 3 !== 0);
    const cases: [string, string[]][] = [
      ["", sessions],
      ["&closed=true", closedIds],
      ["&closed=false", sessions.filter((_, i) => i % 3 === 0)],
    ];
    for (const [query, expected] of cases) {
      const pages = await allSessions(client, query, 5);
      expect(
        pages.slice(0, -1).every((page) => page.length === 5),
        query,
      ).toBe(true);
      expect(
        pages.flat().map((s) => s.session_id),
        query,
      ).toEqual([...expected].reverse());
    }
  });

  it("answers an empty page for an agent without records, 404 for a cursor it cannot list, 400 for bad parameters", async () => {
    const client = await freshClient();
    expect((await client.sessions()).body).toEqual({ sessions: [], next_cursor: null });
    const open = `open-${randomUUID()}`;
    await submitted(client, "Planning", open);
    expectError(await client.sessions(`?cursor=no-such-${randomUUID()}`), 404, "not_found");
    // An open session is no position in the closed feed.
    expectError(await client.sessions(`?closed=true&cursor=${open}`), 404, "not_found");
    expect((await client.sessions(`?cursor=${open}`)).body).toEqual({ sessions: [], next_cursor: null });
    for (const query of ["?limit=0", "?limit=501", "?closed=maybe", `?cursor=${"x".repeat(300)}`]) {
      expectError(await client.sessions(query), 400, "validation_failed");
    }
  });
});
