// Search over an agent's records (GET /v1/agents/{agent_id}/records), newest first by
// (server_ts_utc, seq), keyset-paginated so a page costs its own rows, not the ones before it.
// Records are found through record_terms (migration 0014): the GIN index of each record's terms,
// and the primary key (agent_id, server_ts_utc, seq), which is the result order.
//
// The plan does not rest on the planner's guess of how common a word is (issue 36). A page is
// looked for first among the agent's newest WINDOW index rows, walked in order (a word in a few
// per cent of the records fills its page there); only if the window is full and the page is
// not, the rest comes from the terms index alone: a bitmap of the matches older than the window,
// sorted. A guess made from statistics chose the walk for a rare word at any limit below ~500
// and read an agent's whole history to find nothing (1.0-1.3 s at 425 k records).
import type { Knex } from "knex";
import type { Database } from "./db.ts";
import { toStoredRecord, type RecordRow, type StoredRecord } from "./records.ts";

export interface SearchQuery {
  /** Terms every match holds (words and filters: server/search/terms.ts). */
  terms: string[];
  /** Terms no match holds. */
  absentTerms: string[];
  sessionId?: string;
  /** server_ts_utc bounds: since inclusive, until exclusive. */
  since?: number;
  until?: number;
  /** A record id: the page holds the matches after it in result order. */
  cursor?: string;
  limit: number;
}

/** Index rows walked per row of the page, before the terms index answers the rest. */
const WINDOW_PER_ROW = 20;
const MAX_WINDOW = 10_000;

type Key = { server_ts_utc: number; seq: number };
type Row = RecordRow & { record_id: string };

/** One page of matches, newest first; null when `cursor` names no record of this agent. */
export async function searchRecords(
  db: Database,
  agentId: string,
  query: SearchQuery,
): Promise<{ records: StoredRecord[]; nextCursor: string | null } | null> {
  let before: Key | undefined;
  if (query.cursor !== undefined) {
    before = await db.knex("records").select("server_ts_utc", "seq").where({ agent_id: agentId, record_id: query.cursor }).first();
    if (!before) return null;
  }
  const want = query.limit + 1;
  const rows =
    query.sessionId !== undefined
      ? await inSession(db, agentId, query, query.sessionId, before, want)
      : query.terms.length === 0
        ? await walk(db, agentId, query, before, want, undefined)
        : await windowThenIndex(db, agentId, query, before, want);
  const records = rows.slice(0, query.limit);
  return { records: records.map(toStoredRecord), nextCursor: rows.length > query.limit ? records[records.length - 1]!.record_id : null };
}

async function windowThenIndex(db: Database, agentId: string, query: SearchQuery, before: Key | undefined, want: number): Promise<Row[]> {
  const window = Math.min(MAX_WINDOW, WINDOW_PER_ROW * want);
  const recent = await walk(db, agentId, query, before, want, window);
  if (recent.length >= want || recent.edge === undefined || recent.edge.scanned < window) return recent;
  return [...recent, ...(await fromTermsIndex(db, agentId, query, recent.edge, want - recent.length))];
}

const NEWEST_FIRST = "order by server_ts_utc desc, seq desc";

/**
 * Matches among the agent's newest `window` index rows (all of them when undefined), walked in
 * result order; `edge` is the window's oldest row and how many rows the window held.
 */
async function walk(db: Database, agentId: string, query: SearchQuery, before: Key | undefined, want: number, window: number | undefined) {
  const scope = conditions(query, before);
  const held = holding(query, "w.terms");
  const inWindow = `select seq, server_ts_utc, terms from record_terms where agent_id = ?${scope.sql} ${NEWEST_FIRST}`;
  const matches = `select r.body, r.agent_id, r.server_ts_utc, r.record_id, w.seq from w join records r on r.agent_id = ? and r.seq = w.seq
                    where true${held.sql} order by w.server_ts_utc desc, w.seq desc limit ?`;
  if (window === undefined) {
    const rows: Row[] = (
      await db.knex.raw(`with w as (${inWindow}) ${matches}`, [agentId, ...scope.bindings, agentId, ...held.bindings, want])
    ).rows;
    return Object.assign(rows, { edge: undefined });
  }
  // The window's size and oldest row come back on every match (or alone, when nothing matched).
  const rows: (Partial<Row> & { scanned: number; edge_ts: number; edge_seq: number })[] = (
    await db.knex.raw(
      `with w as materialized (${inWindow} limit ?),
            edge as (select count(*) over () as scanned, server_ts_utc, seq from w order by server_ts_utc, seq limit 1)
       select m.*, edge.scanned, edge.server_ts_utc as edge_ts, edge.seq as edge_seq
         from edge left join lateral (${matches}) m on true
        order by m.server_ts_utc desc, m.seq desc`,
      [agentId, ...scope.bindings, window, agentId, ...held.bindings, want],
    )
  ).rows;
  const first = rows[0];
  const edge = first && { scanned: Number(first.scanned), server_ts_utc: Number(first.edge_ts), seq: Number(first.edge_seq) };
  return Object.assign(
    rows
      .filter((row) => row.record_id != null)
      .map(({ body, agent_id, server_ts_utc, record_id }) => ({ body, agent_id, server_ts_utc, record_id }) as Row),
    { edge },
  );
}

/**
 * Up to `want` matches older than `edge`, from the terms index: bitmap scans only (no walk of
 * the agent's rows in order, whatever the statistics say), the matches sorted.
 */
function fromTermsIndex(db: Database, agentId: string, query: SearchQuery, edge: Key, want: number): Promise<Row[]> {
  const scope = conditions(query, undefined);
  const held = holding(query, "terms");
  return db.knex.transaction(async (trx) => {
    await trx.raw("select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)");
    const { rows } = await trx.raw(
      `with m as (select seq, server_ts_utc from record_terms
                   where agent_id = ? and (server_ts_utc, seq) < (?, ?)${scope.sql}${held.sql} ${NEWEST_FIRST} limit ?)
       select r.body, r.agent_id, r.server_ts_utc, r.record_id from m join records r on r.agent_id = ? and r.seq = m.seq
        order by m.server_ts_utc desc, m.seq desc`,
      [agentId, edge.server_ts_utc, edge.seq, ...scope.bindings, ...held.bindings, want, agentId],
    );
    return rows as Row[];
  });
}

/**
 * A session's matches: its records walked newest first by the session index, each checked
 * against its terms by the terms' primary key. A session is one decision cycle, not a history.
 * An erased record matches nothing (its terms are gone, and so is what a filterless search shows).
 */
async function inSession(
  db: Database,
  agentId: string,
  query: SearchQuery,
  sessionId: string,
  before: Key | undefined,
  want: number,
): Promise<Row[]> {
  const scope = conditions(query, before, "r.");
  const held = holding(query, "t.terms");
  // OFFSET 0: one primary-key probe per record, never a join that reads the agent's terms.
  const check =
    held.sql === ""
      ? ""
      : `cross join lateral (select 1 from record_terms t where t.agent_id = r.agent_id and t.server_ts_utc = r.server_ts_utc and t.seq = r.seq${held.sql} offset 0) t`;
  const { rows } = await db.knex.raw(
    `select r.body, r.agent_id, r.server_ts_utc, r.record_id from records r ${check}
      where r.agent_id = ? and r.session_id = ? and r.erased_ms is null${scope.sql} order by r.server_ts_utc desc, r.seq desc limit ?`,
    [...held.bindings, agentId, sessionId, ...scope.bindings, want],
  );
  return rows as Row[];
}

interface Sql {
  sql: string;
  bindings: Knex.Value[];
}

function conditions(query: SearchQuery, before: Key | undefined, prefix = ""): Sql {
  const out: Sql = { sql: "", bindings: [] };
  const add = (sql: string, ...bindings: Knex.Value[]) => {
    out.sql += ` and ${sql}`;
    out.bindings.push(...bindings);
  };
  if (query.since !== undefined) add(`${prefix}server_ts_utc >= ?`, query.since);
  if (query.until !== undefined) add(`${prefix}server_ts_utc < ?`, query.until);
  if (before !== undefined) add(`(${prefix}server_ts_utc, ${prefix}seq) < (?, ?)`, before.server_ts_utc, before.seq);
  return out;
}

// Array literals rather than driver arrays: both drivers send them alike, and the planner sees
// constants (statistics of the terms) instead of a generic parameter.
function holding(query: SearchQuery, column: string): Sql {
  const out: Sql = { sql: "", bindings: [] };
  if (query.terms.length > 0) {
    out.sql += ` and ${column} @> ?::text[]`;
    out.bindings.push(textArray(query.terms));
  }
  if (query.absentTerms.length > 0) {
    out.sql += ` and not (${column} && ?::text[])`;
    out.bindings.push(textArray(query.absentTerms));
  }
  return out;
}

const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
