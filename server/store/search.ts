// Search over an agent's records (GET /v1/agents/{agent_id}/records): terms through the GIN
// index of records.terms, session and time through the btree indexes, newest first by
// (server_ts_utc, seq), keyset-paginated so a page costs its own rows, not the ones before it.
import type { Database } from "./db.ts";
import { toStoredRecord, type RecordRow, type TracePage } from "./records.ts";

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

/** One page of matches, newest first; null when `cursor` names no record of this agent. */
export async function searchRecords(db: Database, agentId: string, query: SearchQuery): Promise<TracePage | null> {
  const knex = db.knex;
  const select = knex("records")
    .select("body", "agent_id", "server_ts_utc", "record_id")
    .where("agent_id", agentId)
    .orderBy([
      { column: "server_ts_utc", order: "desc" },
      { column: "seq", order: "desc" },
    ])
    .limit(query.limit + 1);
  // Array literals rather than driver arrays: both drivers send them alike, and the planner sees
  // constants (statistics of the terms) instead of a generic parameter.
  if (query.terms.length > 0) select.whereRaw("terms @> ?::text[]", [textArray(query.terms)]);
  if (query.absentTerms.length > 0) select.whereRaw("not (terms && ?::text[])", [textArray(query.absentTerms)]);
  if (query.sessionId !== undefined) select.where("session_id", query.sessionId);
  if (query.since !== undefined) select.where("server_ts_utc", ">=", query.since);
  if (query.until !== undefined) select.where("server_ts_utc", "<", query.until);
  if (query.cursor !== undefined) {
    const cursor = await knex("records").select("server_ts_utc", "seq").where({ agent_id: agentId, record_id: query.cursor }).first();
    if (!cursor) return null;
    select.whereRaw("(server_ts_utc, seq) < (?, ?)", [cursor.server_ts_utc, cursor.seq]);
  }
  const rows: (RecordRow & { record_id: string })[] = await select;
  const records = rows.slice(0, query.limit);
  return { records: records.map(toStoredRecord), nextCursor: rows.length > query.limit ? records[records.length - 1]!.record_id : null };
}

const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
