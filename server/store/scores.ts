// Scores (issue 34, migration 0015): one row per (agent_id, score_id), the score's body as
// submitted (server-set fields aside) in `body`, its target session always in `session_id` (a
// record's own session for a record target), arrival order in `seq`. What the service returns is
// the body plus agent_id, server_ts_utc and scored_by; `entry`/`leaf_hash` are that object's
// digest and leaf in the agent's scores log, `leaf_idx` its index once sequenced (null before).
import type { Database } from "./db.ts";
import { toConfig, type ConfigRow, type ScoreConfig } from "./score-configs.ts";
import { unskipScored } from "./score-queue.ts";
import type { Run } from "./statements.ts";

export interface ScoreItem {
  agentId: string;
  scoreId: string;
  /** The session judged, or the judged record's session. */
  sessionId: string;
  recordId: string | null;
  name: string;
  sourceKind: string;
  /** The value when it is a number (summaries average these), else null. */
  valueNum: number | null;
  serverTs: number;
  scoredBy: string;
  /** The score as submitted minus agent_id, server_ts_utc and scored_by, as canonical JSON. */
  body: string;
  /** SHA-256 (hex) of `body`: decides duplicate versus conflict. */
  hash: string;
  /** SHA-256 (hex) of the score as stored (RFC 8785): its scores-log entry, and that entry's leaf hash. */
  entry: string;
  leafHash: string;
}

export type ScoreOutcome = { kind: "stored"; serverTs: number } | { kind: "duplicate"; serverTs: number } | { kind: "conflict" };

interface JudgedRow {
  ord: number;
  outcome: "stored" | "earlier" | "unseen";
  body_hash: string | null;
  server_ts_utc: number | null;
}

// Inserts the items (each (agent_id, score_id) once) and reports, per item, whether it was written
// or which row holds its key. A row another transaction committed after this statement began is
// not in its snapshot ("unseen"): the caller reads those keys again.
const INSERT_SCORES = `
with item as (
  select i.*, b.body
    from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::float8[], ?::int8[], ?::text[], ?::text[], ?::text[], ?::text[])
           with ordinality as i(agent_id, score_id, session_id, record_id, name, source_kind, value_num, server_ts_utc, scored_by, body_hash, entry, leaf_hash, ord)
    join json_array_elements(?::json) with ordinality as b(body, ord) using (ord)
), inserted as (
  insert into scores (agent_id, score_id, session_id, record_id, name, source_kind, value_num, server_ts_utc, scored_by, body, body_hash, entry, leaf_hash)
  select agent_id, score_id, session_id, record_id, name, source_kind, value_num, server_ts_utc, scored_by, body::jsonb, body_hash, decode(entry, 'hex'), decode(leaf_hash, 'hex')
    from item order by ord
  on conflict (agent_id, score_id) do nothing
  returning agent_id, score_id
)
select item.ord,
       case when inserted.score_id is not null then 'stored' when earlier.body_hash is not null then 'earlier' else 'unseen' end as outcome,
       earlier.body_hash, earlier.server_ts_utc
  from item
  left join inserted using (agent_id, score_id)
  left join lateral (
    select s.body_hash, s.server_ts_utc from scores s
     where inserted.score_id is null and s.agent_id = item.agent_id and s.score_id = item.score_id
    offset 0
  ) earlier on true
 order by item.ord`;

/** One key for a pair of ids (agent and score, owner and config, …). */
export const pairKey = (a: string, b: string | number) => `${a}\u0000${b}`;

const scoreKey = (item: { agentId: string; scoreId: string }) => pairKey(item.agentId, item.scoreId);

/**
 * Stores scores in the caller's transaction; outcomes in item order, as if applied one by one: a
 * key stored before (or earlier in `items`) is a duplicate with the same body hash, else a conflict.
 * Callers must have refused unstorable text (the score schema's x-storable-text).
 */
export async function insertScores(run: Run, items: readonly ScoreItem[]): Promise<ScoreOutcome[]> {
  const first = new Map<string, number>();
  const unique: number[] = [];
  items.forEach((item, index) => {
    if (first.has(scoreKey(item))) return;
    first.set(scoreKey(item), index);
    unique.push(index);
  });
  const rows =
    unique.length === 0 ? [] : await run<JudgedRow>(INSERT_SCORES, insertBindings(unique.map((index) => items[index]!)), "insert_scores");
  // What is stored under each first item's key now, and whether that item wrote it.
  const storedAs = new Map<number, { hash: string; serverTs: number; written: boolean }>();
  const unseen: number[] = [];
  for (const row of rows) {
    const index = unique[Number(row.ord) - 1]!;
    const item = items[index]!;
    if (row.outcome === "stored") storedAs.set(index, { hash: item.hash, serverTs: item.serverTs, written: true });
    else if (row.outcome === "earlier") storedAs.set(index, { hash: row.body_hash!, serverTs: Number(row.server_ts_utc), written: false });
    else unseen.push(index);
  }
  if (unseen.length > 0) {
    const stored = await storedScoreDigests(
      run,
      unseen.map((index) => items[index]!),
    );
    for (const index of unseen) {
      const found = stored.get(scoreKey(items[index]!));
      if (!found) throw new Error(`score ${items[index]!.scoreId} was neither inserted nor found`);
      storedAs.set(index, { ...found, written: false });
    }
  }
  const outcomes: ScoreOutcome[] = items.map((item, index) => {
    const head = first.get(scoreKey(item))!;
    const stored = storedAs.get(head)!;
    if (head === index && stored.written) return { kind: "stored", serverTs: stored.serverTs };
    return stored.hash === item.hash ? { kind: "duplicate", serverTs: stored.serverTs } : { kind: "conflict" };
  });
  // Off the queue: a session scored now is no longer one a scorer passed over.
  await unskipScored(
    run,
    items.filter((_, index) => outcomes[index]!.kind === "stored"),
  );
  return outcomes;
}

function insertBindings(items: readonly ScoreItem[]): unknown[] {
  const column = <T>(pick: (item: ScoreItem) => T) => items.map(pick);
  return [
    column((i) => i.agentId),
    column((i) => i.scoreId),
    column((i) => i.sessionId),
    column((i) => i.recordId),
    column((i) => i.name),
    column((i) => i.sourceKind),
    column((i) => i.valueNum),
    column((i) => i.serverTs),
    column((i) => i.scoredBy),
    column((i) => i.hash),
    column((i) => i.entry),
    column((i) => i.leafHash),
    `[${column((i) => i.body).join(",")}]`,
  ];
}

async function storedScoreDigests(
  run: Run,
  keys: ReadonlyArray<{ agentId: string; scoreId: string }>,
): Promise<Map<string, { hash: string; serverTs: number }>> {
  const rows = await run<{ agent_id: string; score_id: string; body_hash: string; server_ts_utc: number }>(
    `select s.agent_id, s.score_id, s.body_hash, s.server_ts_utc
       from unnest(?::text[], ?::text[]) as k(agent_id, score_id) join scores s using (agent_id, score_id)`,
    [keys.map((k) => k.agentId), keys.map((k) => k.scoreId)],
  );
  return new Map(
    rows.map((row) => [
      scoreKey({ agentId: row.agent_id, scoreId: row.score_id }),
      { hash: row.body_hash, serverTs: Number(row.server_ts_utc) },
    ]),
  );
}

/** A score as the service returns it. */
export type StoredScore = Record<string, unknown> & { agent_id: string; score_id: string; server_ts_utc: number; scored_by: string };

interface ScoreRow {
  agent_id: string;
  score_id: string;
  body: Record<string, unknown>;
  server_ts_utc: number;
  scored_by: string;
}

const SCORE_COLUMNS = ["agent_id", "score_id", "body", "server_ts_utc", "scored_by"] as const;

const toStoredScore = (row: ScoreRow): StoredScore => ({
  ...row.body,
  score_id: row.score_id,
  agent_id: row.agent_id,
  server_ts_utc: Number(row.server_ts_utc),
  scored_by: row.scored_by,
});

export async function getScore(db: Database, agentId: string, scoreId: string): Promise<StoredScore | null> {
  const row: ScoreRow | undefined = await db.knex("scores").select(SCORE_COLUMNS).where({ agent_id: agentId, score_id: scoreId }).first();
  return row ? toStoredScore(row) : null;
}

export interface ScoreFilter {
  sessionId?: string;
  recordId?: string;
  name?: string;
  sourceKind?: string;
  /** A score id of the agent: the page holds the scores older than it. */
  cursor?: string;
  limit: number;
}

/** An agent's scores, newest first, keyset-paged; null when the cursor names no score of the agent. */
export async function listScores(
  db: Database,
  agentId: string,
  filter: ScoreFilter,
): Promise<{ scores: StoredScore[]; nextCursor: string | null } | null> {
  const where = {
    agent_id: agentId,
    ...(filter.sessionId === undefined ? {} : { session_id: filter.sessionId }),
    ...(filter.recordId === undefined ? {} : { record_id: filter.recordId }),
    ...(filter.name === undefined ? {} : { name: filter.name }),
    ...(filter.sourceKind === undefined ? {} : { source_kind: filter.sourceKind }),
  };
  let query = db
    .knex("scores")
    .select(SCORE_COLUMNS)
    .where(where)
    .orderBy("seq", "desc")
    .limit(filter.limit + 1);
  if (filter.cursor !== undefined) {
    const cursor: { seq: number } | undefined = await db
      .knex("scores")
      .select("seq")
      .where({ agent_id: agentId, score_id: filter.cursor })
      .first();
    if (!cursor) return null;
    query = query.where("seq", "<", cursor.seq);
  }
  const rows: ScoreRow[] = await query;
  const scores = rows.slice(0, filter.limit).map(toStoredScore);
  return { scores, nextCursor: rows.length > filter.limit ? scores[scores.length - 1]!.score_id : null };
}

export interface NameSummary {
  count: number;
  latest: unknown;
  mean?: number;
}

/** Per session of the agent and per score name: how many scores, the newest value, and the mean when every value is a number. */
export async function sessionScoreSummaries(
  db: Database,
  agentId: string,
  sessionIds: readonly string[],
): Promise<Map<string, Record<string, NameSummary>>> {
  const summaries = new Map<string, Record<string, NameSummary>>();
  if (sessionIds.length === 0) return summaries;
  const { rows } = (await db.knex.raw(
    `select session_id, name, count(*) as count,
            (array_agg(body -> 'value' order by seq desc))[1] as latest,
            case when count(value_num) = count(*) then avg(value_num) end as mean
       from scores
      where agent_id = ? and session_id = any(?)
      group by session_id, name
      order by session_id, name`,
    [agentId, sessionIds as string[]],
  )) as { rows: Array<{ session_id: string; name: string; count: number | string; latest: unknown; mean: number | string | null }> };
  for (const row of rows) {
    const names = summaries.get(row.session_id) ?? {};
    names[row.name] = { count: Number(row.count), latest: row.latest, ...(row.mean === null ? {} : { mean: Number(row.mean) }) };
    summaries.set(row.session_id, names);
  }
  return summaries;
}

/** What a score's target resolves to: its session, and the highest leaf index among the records judged (null while unsequenced). */
export interface ResolvedTarget {
  sessionId: string;
  maxLeaf: number | null;
}

/** What scores of several agents (and owners) name, each pair as one of `pairKey`'s keys. */
export interface ScoreLookupKeys {
  /** [agent, score_id]: a resubmission is judged against what is stored before anything else. */
  stored: ReadonlyArray<readonly [string, string]>;
  /** [agent, session_id] */
  sessions: ReadonlyArray<readonly [string, string]>;
  /** [agent, record_id] */
  records: ReadonlyArray<readonly [string, string]>;
  /** [owner, config_id] */
  configs: ReadonlyArray<readonly [string, string]>;
  /** [agent, tree_size] */
  checkpoints: ReadonlyArray<readonly [string, number]>;
}

/** What was found, keyed by `pairKey` of the looked-up pair; what is missing does not exist. */
export interface ScoreLookups {
  stored: Map<string, { hash: string; serverTs: number }>;
  /** The agent's sessions, each with the highest leaf index of its records. */
  sessions: Map<string, ResolvedTarget>;
  /** The agent's records, each with its session and leaf index. */
  records: Map<string, ResolvedTarget>;
  configs: Map<string, ScoreConfig>;
  /** Checkpoint root hashes. */
  roots: Map<string, string>;
}

// Everything a submission of scores is judged against, in one statement (one round trip for a
// group commit's worth of scores): each part a JSON array of what its keys found.
const LOOK_UP = `
select (select json_agg(json_build_array(s.agent_id, s.score_id, s.body_hash, s.server_ts_utc))
          from unnest(?::text[], ?::text[]) as k(agent_id, score_id) join scores s using (agent_id, score_id)) as stored,
       (select json_agg(json_build_array(g.agent_id, g.session_id, g.max_leaf))
          from (select r.agent_id, r.session_id, max(r.leaf_idx) as max_leaf
                  from (select distinct * from unnest(?::text[], ?::text[]) as k(agent_id, session_id)) as k
                  join records r using (agent_id, session_id)
                 group by r.agent_id, r.session_id) as g) as sessions,
       (select json_agg(json_build_array(r.agent_id, r.record_id, r.session_id, r.leaf_idx))
          from unnest(?::text[], ?::text[]) as k(agent_id, record_id) join records r using (agent_id, record_id)) as records,
       (select json_agg(c) from unnest(?::text[], ?::text[]) as k(owner_id, config_id) join score_configs c using (owner_id, config_id)) as configs,
       (select json_agg(json_build_array(c.agent_id, c.tree_size, c.root_hash))
          from unnest(?::text[], ?::int8[]) as k(agent_id, tree_size) join checkpoints c using (agent_id, tree_size)) as checkpoints`;

type Leaf = number | string | null;
const leafOf = (leaf: Leaf) => (leaf === null ? null : Number(leaf));

/** A kind of pair as two array bindings, each distinct pair once. */
function columns(pairs: ReadonlyArray<readonly [string, string | number]>): unknown[][] {
  const distinct = [...new Map(pairs.map((pair) => [pairKey(...pair), pair])).values()];
  return [distinct.map(([a]) => a), distinct.map(([, b]) => b)];
}

export async function lookUpScores(run: Run, keys: ScoreLookupKeys): Promise<ScoreLookups> {
  const [row] = await run<{
    stored: Array<[string, string, string, number | string]> | null;
    sessions: Array<[string, string, Leaf]> | null;
    records: Array<[string, string, string, Leaf]> | null;
    configs: ConfigRow[] | null;
    checkpoints: Array<[string, number | string, string]> | null;
  }>(
    LOOK_UP,
    [...columns(keys.stored), ...columns(keys.sessions), ...columns(keys.records), ...columns(keys.configs), ...columns(keys.checkpoints)],
    "trace_ledger_score_lookups",
  );
  return {
    stored: new Map((row!.stored ?? []).map(([agent, id, hash, ts]) => [pairKey(agent, id), { hash, serverTs: Number(ts) }])),
    sessions: new Map(
      (row!.sessions ?? []).map(([agent, session, leaf]) => [pairKey(agent, session), { sessionId: session, maxLeaf: leafOf(leaf) }]),
    ),
    records: new Map(
      (row!.records ?? []).map(([agent, record, session, leaf]) => [pairKey(agent, record), { sessionId: session, maxLeaf: leafOf(leaf) }]),
    ),
    configs: new Map((row!.configs ?? []).map((config) => [pairKey(config.owner_id, config.config_id), toConfig(config)])),
    roots: new Map((row!.checkpoints ?? []).map(([agent, size, root]) => [pairKey(agent, Number(size)), root])),
  };
}
