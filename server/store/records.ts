import type { Database } from "./db.ts";
import { ingestRounds, recordKey } from "./ingest-order.ts";
import { summariseInto } from "./sessions.ts";
import { TOMBSTONE_COLUMNS, toTombstone, type Tombstone } from "./erasure.ts";
import { runOnPool, type Run } from "./statements.ts";

export interface IngestItem {
  agentId: string;
  recordId: string;
  sessionId: string;
  behavior: string;
  /**
   * The record as submitted, minus the server-set agent_id and server_ts_utc, as its canonical
   * JSON (canonicalBody): serialised once, sent to the database as is.
   */
  body: string;
  /** SHA-256 (hex) of `body`: decides duplicate versus conflict. */
  hash: string;
  /** The record digest of the record as stored (body plus agent_id and server_ts_utc): its log entry if it is new. */
  entry: string;
  /** The leaf hash of that entry. */
  leafHash: string;
  serverTs: number;
  /** parent_record_id and upstream_record_id values: each must name a record of the same agent. */
  references: string[];
  /**
   * What search finds the record by (server/search/terms.ts): not written by this transaction,
   * but indexed after its commit (server/search/indexer.ts), from memory when this process has them.
   */
  terms: string[];
}

export type IngestOutcome =
  | { kind: "stored"; serverTs: number; leafIndex: number }
  | { kind: "duplicate"; serverTs: number; sessionId: string }
  | { kind: "conflict" }
  | { kind: "acting_exists" }
  | { kind: "reference_unresolved"; missing: string[] };

/** A record as the service returns it. */
export type StoredRecord = Record<string, unknown> & { agent_id: string; server_ts_utc: number };

interface StoredRow {
  agent_id: string;
  record_id: string;
  session_id: string;
  body_hash: string;
  server_ts_utc: number;
}

/**
 * The keys among the items' references that name records stored now. Rows are never deleted (an
 * erased record keeps its row as its tombstone), so a reference found stored stays stored: this
 * read may come before the transaction.
 */
export async function storedReferences(db: Database, items: readonly IngestItem[]): Promise<Set<string>> {
  const referenced = items.flatMap((item) => item.references.map((recordId) => ({ agent_id: item.agentId, record_id: recordId })));
  return new Set((await selectByKeys(runOnPool(db), referenced)).map((row) => recordKey(row.agent_id, row.record_id)));
}

/**
 * Inserts a batch of records, possibly of several agents, in the caller's transaction; outcomes
 * come in item order, as if the items were applied one by one. Uniqueness is decided by the
 * database (primary key, one-Acting-per-session index): the agents' sequence rows, locked by the
 * caller, keep every other transaction from writing their records meanwhile, so what the insert
 * statement reads decides exactly, on any number of replicas.
 * Each stored record gets the next leaf index of its agent's log, in item order: `nextLeaf` holds
 * each agent's next index, from its sequence row locked by this transaction (log.ts
 * lockSequences), and is advanced here.
 * Callers must have refused unstorable text (the schema's x-storable-text): PostgreSQL refuses it.
 */
export function insertRecords(
  run: Run,
  items: readonly IngestItem[],
  stored: ReadonlySet<string>,
  nextLeaf: Map<string, number>,
): Promise<IngestOutcome[]> {
  return applyRounds(run, items, stored, ingestRounds(items, stored), nextLeaf);
}

async function applyRounds(
  run: Run,
  items: readonly IngestItem[],
  stored: ReadonlySet<string>,
  rounds: readonly number[],
  nextLeaf: Map<string, number>,
): Promise<IngestOutcome[]> {
  const lastRound = rounds.reduce((max, round) => Math.max(max, round), 0);
  const outcomes: IngestOutcome[] = [];
  // Record key → first item of the call after which a row with that key exists. A reference
  // resolves to a record stored before the call, or to one an earlier item left in the table.
  const rowLeftBy = new Map<string, number>();
  const resolves = (item: IngestItem, index: number, reference: string) => {
    const key = recordKey(item.agentId, reference);
    return stored.has(key) || (rowLeftBy.get(key) ?? Infinity) < index;
  };
  for (let round = 0; round <= lastRound; round++) {
    const ready: number[] = [];
    for (const [index, item] of items.entries()) {
      if (rounds[index] !== round) continue;
      const missing = [...new Set(item.references.filter((reference) => !resolves(item, index, reference)))];
      if (missing.length > 0) outcomes[index] = { kind: "reference_unresolved", missing };
      else ready.push(index);
    }
    const settled = await insertRound(
      run,
      ready.map((index) => items[index]!),
      nextLeaf,
    );
    ready.forEach((index, position) => {
      const outcome = (outcomes[index] = settled[position]!);
      const key = recordKey(items[index]!.agentId, items[index]!.recordId);
      if (LEAVES_A_ROW.has(outcome.kind) && !rowLeftBy.has(key)) rowLeftBy.set(key, index);
    });
  }
  return outcomes;
}

// Outcomes after which a row with the item's record id exists.
const LEAVES_A_ROW = new Set<IngestOutcome["kind"]>(["stored", "duplicate", "conflict"]);

// One statement per round inserts the items and reports each one's outcome, decided by the
// database against the stored body hash. A round holds each record id once (ingestRounds).
// - `fresh`: the items that will be written, numbered from their agent's next leaf index in item
//   order. The agent's sequence row is locked by this transaction, so no other transaction writes
//   its records meanwhile and this snapshot predicts exactly which items the unique indexes let
//   through: a new key, and no Acting of the session stored or earlier in the round. OFFSET 0
//   keeps each probe an index lookup per item: without it the planner may turn them into an
//   anti-join or a hashed subplan that reads every record of every agent, which it does when
//   the statistics say the table is small (a new or freshly loaded database) and keeps doing in
//   the prepared statement's generic plan while the table grows.
// - `inserted`: the fresh items' rows, in item order. No ON CONFLICT: its pre-check would probe
//   the unique indexes a second time, and a row they refused here would leave a gap in the
//   log, so the statement fails instead (it cannot while the sequence rows are locked).
// - `earlier`: for an item not written, the row already stored under its key, as this
//   statement's snapshot sees it: `duplicate` with the same body hash, else `conflict`.
// - `summarised`: the rows written join their sessions' summaries (store/sessions.ts), one upsert
//   per session per round, in the same statement.
// - `unseen`: not written and no row under its key: its session holds an Acting record already
//   (stored, or an earlier item's). The caller reads those keys again, to be sure.
// Arrays keep the statement text fixed whatever the number of items, so PostgreSQL prepares it
// once per connection (the query is named). Its generic plan is as good as the statistics it was
// made from: statistics.ts keeps them from falling far behind a growing table.
const INSERT_ROUND = `
with item as (
  select i.agent_id, i.record_id, i.session_id, i.behavior, i.server_ts_utc, b.body, i.body_hash, i.entry, i.leaf_hash, i.ord
    from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::int8[], ?::text[], string_to_array(?, ','), string_to_array(?, ','))
           with ordinality as i(agent_id, record_id, session_id, behavior, server_ts_utc, body_hash, entry, leaf_hash, ord)
    join json_array_elements(?::json) with ordinality as b(body, ord) using (ord)
), fresh as (
  select item.ord, n.next_idx + row_number() over (partition by item.agent_id order by item.ord) - 1 as leaf_idx
    from item join unnest(?::text[], ?::int8[]) as n(agent_id, next_idx) using (agent_id)
   where not exists (select 1 from records r where r.agent_id = item.agent_id and r.record_id = item.record_id offset 0)
     and (item.behavior <> 'Acting' or (
           not exists (select 1 from records r where r.agent_id = item.agent_id and r.session_id = item.session_id and r.behavior = 'Acting' offset 0)
           and item.ord = (select min(o.ord) from item o where o.agent_id = item.agent_id and o.session_id = item.session_id and o.behavior = 'Acting')))
), inserted as (
  insert into records (agent_id, record_id, session_id, behavior, server_ts_utc, body, body_hash, leaf_idx, entry, leaf_hash)
  select agent_id, record_id, session_id, behavior, server_ts_utc, body::jsonb, body_hash,
         fresh.leaf_idx, decode(entry, 'hex'), decode(leaf_hash, 'hex')
    from item join fresh using (ord) order by ord
  returning agent_id, record_id, seq, session_id, behavior, server_ts_utc, body
), summarised as (
  ${summariseInto("inserted")}
)
select item.ord, earlier.server_ts_utc, earlier.session_id,
       case when inserted.record_id is not null then 'stored'
            when earlier.body_hash is null then 'unseen'
            when earlier.body_hash = item.body_hash then 'duplicate'
            else 'conflict' end as outcome
  from item
  left join fresh using (ord)
  left join inserted using (agent_id, record_id)
  -- A primary-key lookup, only for items this statement did not write. OFFSET 0 keeps the
  -- planner from flattening it into a join, which may hash the whole table instead.
  left join lateral (
    select records.session_id, records.body_hash, records.server_ts_utc from records
     where inserted.record_id is null and records.agent_id = item.agent_id and records.record_id = item.record_id
    offset 0
  ) earlier on true`;

interface JudgedRow {
  ord: number;
  outcome: "stored" | "duplicate" | "conflict" | "unseen";
  server_ts_utc: number | null;
  session_id: string | null;
}

/** The statement of one round and its bindings; exported for the plan test (test/server/store/plans.test.ts). */
export function insertRoundStatement(
  items: readonly IngestItem[],
  nextLeaf: ReadonlyMap<string, number>,
): { sql: string; bindings: unknown[] } {
  const column = <T>(pick: (item: IngestItem) => T) => items.map(pick);
  const agents = [...new Set(column((item) => item.agentId))];
  const next = agents.map((agent) => {
    const index = nextLeaf.get(agent);
    if (index === undefined) throw new Error(`the log sequence of agent ${agent} is not locked`);
    return index;
  });
  const bindings = [
    column((item) => item.agentId),
    column((item) => item.recordId),
    column((item) => item.sessionId),
    column((item) => item.behavior),
    column((item) => item.serverTs),
    column((item) => item.hash),
    // Hex hashes as comma-joined text: no array escaping of 128 characters per record.
    column((item) => item.entry).join(","),
    column((item) => item.leafHash).join(","),
    // The bodies are JSON already: one array of them, nothing escaped or serialised again.
    `[${column((item) => item.body).join(",")}]`,
    agents,
    next,
  ];
  return { sql: INSERT_ROUND, bindings };
}

async function insertRound(run: Run, items: readonly IngestItem[], nextLeaf: Map<string, number>): Promise<IngestOutcome[]> {
  if (items.length === 0) return [];
  const { sql, bindings } = insertRoundStatement(items, nextLeaf);
  const judged = await run<JudgedRow>(sql, bindings, "trace_ledger_insert_round_v9");
  const rows: JudgedRow[] = new Array(items.length);
  for (const row of judged) rows[row.ord - 1] = row;
  // Unseen keys are read again: a row committed since this statement's snapshot is visible now.
  const unseen = items.filter((_, index) => rows[index]!.outcome === "unseen");
  const stored = keyed(
    await selectByKeys(
      run,
      unseen.map((item) => ({ agent_id: item.agentId, record_id: item.recordId })),
    ),
  );
  return items.map((item, index): IngestOutcome => {
    const row = rows[index]!;
    switch (row.outcome) {
      case "stored": {
        // Numbered as the statement numbered it: in item order, from the agent's next index.
        const leafIndex = nextLeaf.get(item.agentId)!;
        nextLeaf.set(item.agentId, leafIndex + 1);
        return { kind: "stored", serverTs: item.serverTs, leafIndex };
      }
      case "duplicate":
        return { kind: "duplicate", serverTs: row.server_ts_utc!, sessionId: row.session_id! };
      case "conflict":
        return { kind: "conflict" };
      case "unseen": {
        const found = stored.get(recordKey(item.agentId, item.recordId));
        if (!found) return { kind: "acting_exists" };
        if (found.body_hash !== item.hash) return { kind: "conflict" };
        return { kind: "duplicate", serverTs: found.server_ts_utc, sessionId: found.session_id };
      }
    }
  });
}

function keyed(rows: readonly StoredRow[]): Map<string, StoredRow> {
  return new Map(rows.map((row) => [recordKey(row.agent_id, row.record_id), row]));
}

async function selectByKeys(run: Run, keys: readonly { agent_id: string; record_id: string }[]): Promise<StoredRow[]> {
  if (keys.length === 0) return [];
  // A primary-key lookup per key (OFFSET 0, as in INSERT_ROUND): never a join that reads the table.
  return run<StoredRow>(
    `select r.* from jsonb_to_recordset(?::jsonb) as k(agent_id text, record_id text)
       cross join lateral (
         select agent_id, record_id, session_id, body_hash, server_ts_utc from records
          where records.agent_id = k.agent_id and records.record_id = k.record_id
         offset 0
       ) r`,
    [JSON.stringify(keys)],
  );
}

const RECORD_COLUMNS = ["body", "agent_id", "server_ts_utc"] as const;

export interface RecordRow {
  body: Record<string, unknown>;
  agent_id: string;
  server_ts_utc: number;
}

export function toStoredRecord(row: RecordRow): StoredRecord {
  return { ...row.body, agent_id: row.agent_id, server_ts_utc: row.server_ts_utc };
}

/** A record as reads return it: the record, or the tombstone of an erased one (store/erasure.ts). */
export type ReadRecord = StoredRecord | Tombstone;

// A read's row: the record's columns, and a tombstone's (body null once erased).
const READ_COLUMNS = `r.body, r.agent_id, r.server_ts_utc, ${TOMBSTONE_COLUMNS}`;
type ReadRow = Omit<RecordRow, "body"> & Tombstone & { body: Record<string, unknown> | null };

const toRead = (row: ReadRow): ReadRecord => (row.body === null ? toTombstone(row) : toStoredRecord(row as RecordRow));

// The record schema admits no `erased_at_ms` member (unevaluatedProperties): only a tombstone has one.
export const isTombstone = (record: ReadRecord): record is Tombstone => "erased_at_ms" in record;

export async function getRecord(db: Database, agentId: string, recordId: string): Promise<ReadRecord | null> {
  const row: ReadRow | undefined = await db
    .knex("records as r")
    .select(db.knex.raw(READ_COLUMNS))
    .where({ "r.agent_id": agentId, "r.record_id": recordId })
    .first();
  return row ? toRead(row) : null;
}

export interface SessionRecordsPage {
  records: ReadRecord[];
  /** record_id to pass as the cursor of the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * One page of a session's records by server_ts_utc, ties in arrival order, after the record
 * `cursor` (exclusive); null when `cursor` names no record of the session. A keyset walk of the
 * session index: a page costs its own rows, however long the session. An erased record is its
 * tombstone, in its place.
 */
export async function getSessionPage(
  db: Database,
  agentId: string,
  sessionId: string,
  page: { cursor?: string; limit: number },
): Promise<SessionRecordsPage | null> {
  const query = db
    .knex("records as r")
    .select(db.knex.raw(READ_COLUMNS))
    .where({ "r.agent_id": agentId, "r.session_id": sessionId })
    .orderBy([{ column: "r.server_ts_utc" }, { column: "r.seq" }])
    .limit(page.limit + 1);
  if (page.cursor !== undefined) {
    const cursor = await db
      .knex("records")
      .select("server_ts_utc", "seq")
      .where({ agent_id: agentId, record_id: page.cursor, session_id: sessionId })
      .first();
    if (!cursor) return null;
    query.whereRaw("(r.server_ts_utc, r.seq) > (?, ?)", [cursor.server_ts_utc, cursor.seq]);
  }
  const rows: ReadRow[] = await query;
  const records = rows.slice(0, page.limit);
  return { records: records.map(toRead), nextCursor: rows.length > page.limit ? records[records.length - 1]!.record_id : null };
}

export interface TracePage {
  records: ReadRecord[];
  /** record_id to pass as the cursor of the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * One page of an agent's trace in arrival order, keyset-paginated: newest first from `cursor`
 * (exclusive) back, or with `ascending` oldest first from `cursor` on, of one `behavior` if
 * given. `cursor` is a record id; null when it names no record of this agent. An erased record
 * is its tombstone, in its place.
 */
export async function getTracePage(
  db: Database,
  agentId: string,
  page: { cursor?: string; ascending?: boolean; behavior?: string; limit: number },
): Promise<TracePage | null> {
  let query = db
    .knex("records as r")
    .select(db.knex.raw(READ_COLUMNS))
    .where({ "r.agent_id": agentId, ...(page.behavior === undefined ? {} : { "r.behavior": page.behavior }) })
    .orderBy("r.seq", page.ascending ? "asc" : "desc")
    .limit(page.limit + 1);
  if (page.cursor !== undefined) {
    const cursor = await db.knex("records").select("seq").where({ agent_id: agentId, record_id: page.cursor }).first();
    if (!cursor) return null;
    query = query.where("r.seq", page.ascending ? ">" : "<", cursor.seq);
  }
  const rows: ReadRow[] = await query;
  const more = rows.length > page.limit;
  const records = rows.slice(0, page.limit);
  return { records: records.map(toRead), nextCursor: more ? records[records.length - 1]!.record_id : null };
}

/** A stored record's body hash, session and receipt time: what a resubmission is judged against. */
export interface StoredDigest {
  hash: string;
  sessionId: string;
  serverTs: number;
}

/** What one agent has stored under these record ids (absent ids are not in the map). */
export async function storedDigests(db: Database, agentId: string, recordIds: readonly string[]): Promise<Map<string, StoredDigest>> {
  const rows = await selectByKeys(
    runOnPool(db),
    recordIds.map((record_id) => ({ agent_id: agentId, record_id })),
  );
  return new Map(rows.map((row) => [row.record_id, { hash: row.body_hash, sessionId: row.session_id, serverTs: row.server_ts_utc }]));
}
