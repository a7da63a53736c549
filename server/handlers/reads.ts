// Reading records back: one record, one session, an agent's trace and its sessions, and search.
import { requireReadableAgent } from "../auth/agent-access.ts";
import { ApiError, invalid, notFound } from "../api/errors.ts";
import { getRecord, getSessionPage, getTracePage, isTombstone } from "../store/records.ts";
import { searchRecords } from "../store/search.ts";
import { getSessionState, listSessions } from "../store/sessions.ts";
import { readerFor } from "../store/db.ts";
import { MAX_QUERY_TERMS, queryTerms } from "../search/terms.ts";
import { ATTACHMENTS_TERM, behaviorTerm, tagTerm } from "../store/filter-terms.ts";
import { sessionScoreSummaries } from "../store/scores.ts";
import type { ScoreSummaries, StoredRecord } from "../../generated/types/schema.ts";
import type { Handler } from "./types.ts";

// The store returns what it stored: records that passed the schema, plus the server fields (or,
// in sessions and traces, an erased record's tombstone).
const asStored = (record: object) => record as StoredRecord;

export const getRecordHandler: Handler<"getRecord"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const record = await getRecord(await readerFor(services.db, params.agent_id), params.agent_id, params.record_id);
  if (!record) throw notFound("record");
  if (isTombstone(record))
    throw new ApiError("record_erased", "the record was erased; details.tombstone is what stays of it", { tombstone: record });
  return { status: 200, body: asStored(record) };
};

export const getSessionHandler: Handler<"getSession"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  // The summary row says whether the session exists and where it closed, whichever page this is.
  const db = await readerFor(services.db, params.agent_id);
  const state = await getSessionState(db, params.agent_id, params.session_id);
  if (!state) throw notFound("session");
  const page = await getSessionPage(db, params.agent_id, params.session_id, { cursor: params.cursor, limit: params.limit! });
  if (!page) throw notFound("the cursor's record in the session");
  // A session closes with its Acting record; later records still join it (late Reflecting, retries).
  return {
    status: 200,
    body: {
      session_id: params.session_id,
      records: page.records.map(asStored),
      closed: state.actingRecordId !== null,
      acting_record_id: state.actingRecordId,
      next_cursor: page.nextCursor,
    },
  };
};

export const getTraceHandler: Handler<"getTrace"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const ascending = params.order === "asc";
  if (ascending && params.before !== undefined)
    throw invalid("/before", "goes with the default order (newest first); with order=asc, page with after");
  if (!ascending && params.after !== undefined) throw invalid("/after", "goes with order=asc; newest first, page with before");
  const cursor = ascending ? params.after : params.before;
  const page = await getTracePage(await readerFor(services.db, params.agent_id), params.agent_id, {
    cursor,
    ascending,
    behavior: params.behavior,
    limit: params.limit!,
  });
  if (!page) throw notFound(`the ${ascending ? "after" : "before"} cursor's record`);
  return { status: 200, body: { records: page.records.map(asStored), next_cursor: page.nextCursor } };
};

export const listSessionsHandler: Handler<"listSessions"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const db = await readerFor(services.db, params.agent_id);
  const page = await listSessions(db, params.agent_id, { closed: params.closed, cursor: params.cursor, limit: params.limit! });
  if (!page) throw notFound("the cursor's session");
  const scores = await sessionScoreSummaries(
    db,
    params.agent_id,
    page.sessions.map((session) => session.sessionId),
  );
  return {
    status: 200,
    body: {
      sessions: page.sessions.map((session) => ({
        session_id: session.sessionId,
        record_count: session.recordCount,
        first_server_ts_utc: session.firstServerTs,
        last_server_ts_utc: session.lastServerTs,
        first_ts_utc: session.firstTs,
        last_ts_utc: session.lastTs,
        acting_record_id: session.actingRecordId,
        closed: session.actingRecordId !== null,
        ...session.totals,
        ...(scores.has(session.sessionId) && { scores: scores.get(session.sessionId) as ScoreSummaries }),
      })),
      next_cursor: page.nextCursor,
    },
  };
};

export const searchRecordsHandler: Handler<"searchRecords"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const words = params.q === undefined ? [] : queryTerms(params.q);
  if (params.q !== undefined && words.length === 0) throw invalid("/q", "holds no letter or digit to search for");
  if (words.length > MAX_QUERY_TERMS) throw invalid("/q", `holds more than ${MAX_QUERY_TERMS} words to search for`);
  if (params.since !== undefined && params.until !== undefined && params.since >= params.until) {
    throw invalid("/until", "must be later than since");
  }
  const terms = [
    ...words,
    ...(params.behavior === undefined ? [] : [behaviorTerm(params.behavior)]),
    ...(params.tag === undefined ? [] : [tagTerm(params.tag)]),
    ...(params.has_attachments === true ? [ATTACHMENTS_TERM] : []),
  ];
  // Records this agent has stored by now are indexed first (they are indexed after commit).
  await services.searchIndex.flush(params.agent_id);
  const page = await searchRecords(await readerFor(services.db, params.agent_id), params.agent_id, {
    terms,
    absentTerms: params.has_attachments === false ? [ATTACHMENTS_TERM] : [],
    sessionId: params.session_id,
    since: params.since,
    until: params.until,
    cursor: params.cursor,
    limit: params.limit!,
  });
  if (!page) throw notFound("the cursor's record");
  return { status: 200, body: { records: page.records.map(asStored), next_cursor: page.nextCursor } };
};
