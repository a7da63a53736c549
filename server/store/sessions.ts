// An agent's sessions: one summary row per session (table `sessions`), kept by the ingest
// statement that stores the records (records.ts, one upsert per session per round) and filled
// for older records by migration 0005. The feed reads these rows only, through indexes on the
// feed's order, so a page costs its own rows whatever the planner knows about the agent.
import type { Knex } from "knex";
import type { Database } from "./db.ts";
import type { Run } from "./statements.ts";

/** Totals of what the session's records carry, by the API's names; absent when none carries the field. */
export type SessionTotals = Partial<Record<Total, number>>;

const TOTALS = ["tokens_in", "tokens_out", "cost_usd", "duration_ms"] as const;
type Total = (typeof TOTALS)[number];

export interface SessionSummary {
  sessionId: string;
  recordCount: number;
  firstServerTs: number;
  lastServerTs: number;
  /** The session's client_ts_utc range (the agent's clock). */
  firstTs: number;
  lastTs: number;
  actingRecordId: string | null;
  totals: SessionTotals;
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

// A numeric member of the stored body at `path`, or null when absent or not a JSON number.
// numeric, not float8: a sum of large numbers never overflows into an error at ingest.
const bodyNumber = (path: string) => `case when jsonb_typeof(body #> '{${path}}') = 'number' then (body #>> '{${path}}')::numeric end`;

// The schema's fields the totals add up: ModelInvocation's tokens and cost (any kind that has one), duration_ms (1.1).
const TOTAL_FIELDS: Record<Total, string> = {
  tokens_in: "model_invocation,tokens_in",
  tokens_out: "model_invocation,tokens_out",
  cost_usd: "model_invocation,cost_usd",
  duration_ms: "duration_ms",
};
const CLIENT_TS = bodyNumber("client_ts_utc");

/** A column of the summary; SUMMARY and MERGE each name every one, so a column without a rule does not compile. */
type SummaryColumn =
  | "first_seq"
  | "closing_seq"
  | "acting_record_id"
  | "record_count"
  | "first_server_ts_utc"
  | "last_server_ts_utc"
  | "first_ts_utc"
  | "last_ts_utc"
  | Total
  | `${Total}_n`;

/** Each total's column and its count's column (`<total>_n`), by `sql`. */
const perTotal = (sql: (total: Total) => [sum: string, count: string]) =>
  Object.fromEntries(
    TOTALS.flatMap((total) => {
      const [sum, count] = sql(total);
      return [
        [total, sum],
        [`${total}_n`, count],
      ];
    }),
  ) as Record<Total | `${Total}_n`, string>;

// The summary of the records of `source` (rows shaped like `records`), per session. Each total
// keeps how many records carry its field (`<total>_n`): erasing one takes its number out, and the
// total is absent once none carries it, without reading the session again (forgetErased).
const SUMMARY: Record<SummaryColumn, string> = {
  first_seq: "min(seq)",
  closing_seq: "min(seq) filter (where behavior = 'Acting')",
  acting_record_id: "min(record_id) filter (where behavior = 'Acting')",
  record_count: "count(*)",
  first_server_ts_utc: "min(server_ts_utc)",
  last_server_ts_utc: "max(server_ts_utc)",
  first_ts_utc: `min(${CLIENT_TS})::int8`,
  last_ts_utc: `max(${CLIENT_TS})::int8`,
  ...perTotal((total) => [`sum(${bodyNumber(TOTAL_FIELDS[total])})`, `count(${bodyNumber(TOTAL_FIELDS[total])})`]),
};

// How a new summary of more records folds into the stored one.
const MERGE: Record<SummaryColumn, string> = {
  first_seq: "least(sessions.first_seq, excluded.first_seq)",
  closing_seq: "coalesce(sessions.closing_seq, excluded.closing_seq)",
  acting_record_id: "coalesce(sessions.acting_record_id, excluded.acting_record_id)",
  record_count: "sessions.record_count + excluded.record_count",
  first_server_ts_utc: "least(sessions.first_server_ts_utc, excluded.first_server_ts_utc)",
  last_server_ts_utc: "greatest(sessions.last_server_ts_utc, excluded.last_server_ts_utc)",
  first_ts_utc: "least(sessions.first_ts_utc, excluded.first_ts_utc)",
  last_ts_utc: "greatest(sessions.last_ts_utc, excluded.last_ts_utc)",
  ...perTotal((total) => [
    `coalesce(sessions.${total} + excluded.${total}, sessions.${total}, excluded.${total})`,
    `sessions.${total}_n + excluded.${total}_n`,
  ]),
};

/** What an erased record's body gave its session's summary: its totals' numbers and client time (numeric as text). */
export type ErasedNumbers = { session_id: string; client_ts: string | null } & Record<Total, string | null>;

/** The columns of ErasedNumbers but session_id, from a row with the columns of `records` whose body is still there. */
export const ERASED_NUMBERS = [
  `${CLIENT_TS} as client_ts`,
  ...TOTALS.map((total) => `${bodyNumber(TOTAL_FIELDS[total])} as ${total}`),
].join(", ");

// A session's new first (last) client time when a record holding it was erased: one probe of the
// index of the records holding one (migration 0024; a tombstone has no body).
const clientTsLeft = (order: "asc" | "desc") =>
  `(select ${CLIENT_TS} from records where agent_id = s.agent_id and session_id = s.session_id and ${CLIENT_TS} is not null
     order by ${CLIENT_TS} ${order} limit 1)::int8`;

/**
 * In the transaction that erased the records, after it did: takes what their bodies gave out of
 * their sessions' summaries, reading only them. A total loses their numbers (absent once no record
 * left carries its field); a first or last client time one of them held is looked up among those
 * left. What tombstones keep (count, order, closing) stays. Equal to summarising what stays anew.
 */
export async function forgetErased(run: Run, agentId: string, erased: readonly ErasedNumbers[]): Promise<void> {
  const set = [
    ...TOTALS.flatMap((total) => [
      `${total} = case when s.${total}_n > e.${total}_n then s.${total} - coalesce(e.${total}, 0) end`,
      `${total}_n = s.${total}_n - e.${total}_n`,
    ]),
    // min(x)::int8 is min(x::int8): an erased record held the stored time when its own rounds to it (or past it).
    `first_ts_utc = case when e.first_ts::int8 <= s.first_ts_utc then ${clientTsLeft("asc")} else s.first_ts_utc end`,
    `last_ts_utc = case when e.last_ts::int8 >= s.last_ts_utc then ${clientTsLeft("desc")} else s.last_ts_utc end`,
  ];
  await run(
    `with e as (
       select session_id, min(client_ts) as first_ts, max(client_ts) as last_ts, ${TOTALS.map((total) => `sum(${total}) as ${total}, count(${total}) as ${total}_n`).join(", ")}
         from unnest(?::text[], ?::numeric[], ${TOTALS.map(() => "?::numeric[]").join(", ")}) as e(session_id, client_ts, ${TOTALS.join(", ")})
        group by session_id
     )
     update sessions s set ${set.join(", ")} from e where s.agent_id = ? and s.session_id = e.session_id`,
    [
      erased.map((row) => row.session_id),
      erased.map((row) => row.client_ts),
      ...TOTALS.map((total) => erased.map((row) => row[total])),
      agentId,
    ],
  );
}

/**
 * The statement adding the records of `source` to their sessions' summaries: a relation with the
 * columns of `records` (a table, or a CTE such as the rows an insert returned).
 */
export function summariseInto(source: string): string {
  const columns = Object.keys(SUMMARY) as SummaryColumn[];
  return `insert into sessions (agent_id, session_id, ${columns.join(", ")})
  select agent_id, session_id, ${Object.values(SUMMARY).join(", ")} from ${source} group by agent_id, session_id
  on conflict (agent_id, session_id) do update set ${columns.map((column) => `${column} = ${MERGE[column]}`).join(", ")}`;
}

interface SummaryRow {
  session_id: string;
  record_count: number;
  first_server_ts_utc: number;
  last_server_ts_utc: number;
  first_ts_utc: number | null;
  last_ts_utc: number | null;
  acting_record_id: string | null;
  // numeric arrives as text
  tokens_in: string | null;
  tokens_out: string | null;
  cost_usd: string | null;
  duration_ms: string | null;
}

const ROW_COLUMNS = [
  "session_id",
  "record_count",
  "first_server_ts_utc",
  "last_server_ts_utc",
  "first_ts_utc",
  "last_ts_utc",
  "acting_record_id",
  "tokens_in",
  "tokens_out",
  "cost_usd",
  "duration_ms",
] as const;

/** One page of an agent's sessions, newest first; null when `cursor` names no session it could list. */
export async function listSessions(db: Database, agentId: string, query: SessionQuery): Promise<SessionPage | null> {
  // Closed sessions are ordered by their Acting record's arrival, the others by their first record's.
  const position = query.closed === true ? "closing_seq" : "first_seq";
  return db.knex.transaction(async (trx) => {
    // Without statistics on the agent the planner guesses it has a handful of sessions, reads all
    // of them and sorts; with sorting ruled out, it walks the index of the feed's order and stops
    // after the page, whatever it knows (issue 27). For this transaction only.
    await trx.raw(`select set_config('enable_sort', 'off', true)`);
    const rows = trx("sessions").select(ROW_COLUMNS).where("agent_id", agentId);
    if (query.closed === true) rows.whereNotNull("closing_seq");
    if (query.closed === false) rows.whereNull("closing_seq");
    if (query.cursor !== undefined) {
      const at = await seqOf(trx, agentId, query.cursor, position);
      if (at === null) return null;
      rows.where(position, "<", at);
    }
    const found: SummaryRow[] = await rows.orderBy(position, "desc").limit(query.limit + 1);
    const page = found.slice(0, query.limit);
    return {
      sessions: page.map(toSummary),
      nextCursor: found.length > query.limit ? page[page.length - 1]!.session_id : null,
    };
  });
}

/** Whether the session has records, and its Acting record if it has closed; null for a session with no record. */
export async function getSessionState(db: Database, agentId: string, sessionId: string): Promise<{ actingRecordId: string | null } | null> {
  const row: { acting_record_id: string | null } | undefined = await db
    .knex("sessions")
    .select("acting_record_id")
    .where({ agent_id: agentId, session_id: sessionId })
    .first();
  return row ? { actingRecordId: row.acting_record_id } : null;
}

// Where the cursor's session stands in the feed's order. A session that closed since the last
// page still marks its place among the open ones; in the closed feed only a closed one does.
async function seqOf(knex: Knex, agentId: string, sessionId: string, position: "closing_seq" | "first_seq"): Promise<number | null> {
  const row: Record<string, number | null> | undefined = await knex("sessions")
    .select(position)
    .where({ agent_id: agentId, session_id: sessionId })
    .first();
  return row?.[position] ?? null;
}

function toSummary(row: SummaryRow): SessionSummary {
  const totals: SessionTotals = {};
  for (const name of TOTALS) if (row[name] !== null) totals[name] = Number(row[name]);
  return {
    sessionId: row.session_id,
    recordCount: row.record_count,
    firstServerTs: row.first_server_ts_utc,
    lastServerTs: row.last_server_ts_utc,
    // Every record carries client_ts_utc; only rows stored without one (never through the API) fall back.
    firstTs: row.first_ts_utc ?? row.first_server_ts_utc,
    lastTs: row.last_ts_utc ?? row.last_server_ts_utc,
    actingRecordId: row.acting_record_id,
    totals,
  };
}
