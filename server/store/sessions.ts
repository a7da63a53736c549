// An agent's sessions, derived from its records: no session row exists, so ingest writes nothing
// more for them. Pages are keyset-paginated on arrival order (seq), so a page costs the records
// of the sessions it lists, not the length of the trace.
import type { Knex } from "knex";
import type { Database } from "./db.ts";

export interface SessionSummary {
  sessionId: string;
  recordCount: number;
  firstServerTs: number;
  lastServerTs: number;
  actingRecordId: string | null;
}

export interface SessionPage {
  sessions: SessionSummary[];
  /** session_id to pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface SessionQuery {
  /** true: closed sessions by closing time; false: open ones; undefined: all (false and undefined by start). */
  closed?: boolean;
  cursor?: string;
  limit: number;
}

interface Anchor {
  session_id: string;
  seq: number;
}

/** One page of an agent's sessions, newest first; null when `cursor` names no session it could list. */
export async function listSessions(db: Database, agentId: string, query: SessionQuery): Promise<SessionPage | null> {
  const anchors = query.closed === true ? closingRecords(db.knex, agentId) : openingRecords(db.knex, agentId, query.closed);
  if (query.cursor !== undefined) {
    const cursor: Anchor | undefined = await anchors.clone().where("r.session_id", query.cursor).first();
    if (!cursor) return null;
    anchors.where("r.seq", "<", cursor.seq);
  }
  const rows: Anchor[] = await anchors.orderBy("r.seq", "desc").limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const summaries = await summarise(db.knex, agentId, page.map((row) => row.session_id));
  return {
    sessions: page.map((row) => summaries.get(row.session_id)!),
    nextCursor: rows.length > query.limit ? page[page.length - 1]!.session_id : null,
  };
}

// Each closed session once, at its Acting record (one per session, by a unique index).
function closingRecords(knex: Knex, agentId: string): Knex.QueryBuilder {
  return knex("records as r").select("r.session_id", "r.seq").where({ "r.agent_id": agentId, "r.behavior": "Acting" });
}

// Each session once, at its first record; `closed: false` keeps the sessions without Acting.
function openingRecords(knex: Knex, agentId: string, closed: false | undefined): Knex.QueryBuilder {
  const query = knex("records as r")
    .select("r.session_id", "r.seq")
    .where("r.agent_id", agentId)
    .whereNotExists((earlier) =>
      earlier
        .select(knex.raw("1"))
        .from("records as e")
        .whereRaw("e.agent_id = r.agent_id and e.session_id = r.session_id and e.seq < r.seq"),
    );
  if (closed === false) {
    query.whereNotExists((acting) =>
      acting
        .select(knex.raw("1"))
        .from("records as a")
        .whereRaw("a.agent_id = r.agent_id and a.session_id = r.session_id and a.behavior = 'Acting'"),
    );
  }
  return query;
}

async function summarise(knex: Knex, agentId: string, sessionIds: string[]): Promise<Map<string, SessionSummary>> {
  if (sessionIds.length === 0) return new Map();
  const rows: {
    session_id: string;
    record_count: number;
    first_ts: number;
    last_ts: number;
    acting_record_id: string | null;
  }[] = await knex("records")
    .select("session_id")
    .select(knex.raw("count(*)::int as record_count"))
    .select(knex.raw("min(server_ts_utc) as first_ts"))
    .select(knex.raw("max(server_ts_utc) as last_ts"))
    .select(knex.raw("max(record_id) filter (where behavior = 'Acting') as acting_record_id"))
    .where("agent_id", agentId)
    .whereIn("session_id", sessionIds)
    .groupBy("session_id");
  return new Map(
    rows.map((row) => [
      row.session_id,
      {
        sessionId: row.session_id,
        recordCount: row.record_count,
        firstServerTs: row.first_ts,
        lastServerTs: row.last_ts,
        actingRecordId: row.acting_record_id,
      },
    ]),
  );
}
