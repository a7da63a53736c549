// The scoring queue (issue 34): closed sessions no score of a name judges, oldest closed first.
// Walking the closed sessions from the oldest and skipping the scored ones slows as scorers work
// through them, so each (agent, name) keeps a frontier (migration 0020): every closed session of
// the agent closing at or before `through_seq` holds a score of the name or is a row of
// `score_queue_skipped`. The queue reads those rows and the sessions after the frontier.
//
// Why the frontier stays exact: an agent's records are inserted under its log's lock (records/
// ingest.ts), so its sessions close in closing_seq order and none can later close before the
// frontier. A score and a frontier move take one advisory lock per (agent, name), shared and
// exclusive: a move sees every score committed before it, and a score deletes the skipped row a
// move committed before it.
import type { Database } from "./db.ts";
import type { Run } from "./statements.ts";
import { inStatementTransaction } from "./statements.ts";

/** Closed sessions a frontier move looks at, after the frontier. */
const WINDOW = 200;
/** Moves one queue read makes per agent: the catch-up after a backlog is spread over reads. */
const MOVES_PER_READ = 5;
// The advisory locks' first key: this lock's class among the service's two-key advisory locks.
const LOCK_CLASS = 3400;
const LOCK_KEY = `${LOCK_CLASS}, hashtext(agent_id || chr(10) || name)`;

/**
 * Takes the shared lock of each (agent, name) and drops those sessions' skipped rows: called in
 * the transaction that stored a score of the name on the session, after the insert.
 */
export async function unskipScored(run: Run, scored: ReadonlyArray<{ agentId: string; name: string; sessionId: string }>): Promise<void> {
  if (scored.length === 0) return;
  const columns = [scored.map((s) => s.agentId), scored.map((s) => s.name), scored.map((s) => s.sessionId)];
  // In key order, so two batches never wait on each other's locks.
  await run(
    `select pg_advisory_xact_lock_shared(${LOCK_KEY})
       from (select distinct agent_id, name from unnest(?::text[], ?::text[]) as k(agent_id, name)) as k
      order by hashtext(agent_id || chr(10) || name)`,
    columns.slice(0, 2),
    "trace_ledger_score_queue_lock",
  );
  await run(
    `delete from score_queue_skipped k using unnest(?::text[], ?::text[], ?::text[]) as u(agent_id, name, session_id)
      where k.agent_id = u.agent_id and k.name = u.name and k.session_id = u.session_id`,
    columns,
    "trace_ledger_score_queue_unskip",
  );
}

// One move: over the next WINDOW closed sessions after the frontier, to the last one scored; the
// unscored ones before it become skipped rows. Returns the sessions passed over (0: no move).
const MOVE = `
with frontier as (
  select coalesce((select through_seq from score_frontiers where agent_id = ? and name = ?), 0) as through_seq
), window_ as (
  select s.session_id, s.closing_seq,
         exists (select 1 from scores c where c.agent_id = s.agent_id and c.session_id = s.session_id and c.name = ?) as scored
    from frontier, sessions s
   where s.agent_id = ? and s.closing_seq is not null and s.closing_seq > frontier.through_seq
   order by s.closing_seq
   limit ${WINDOW}
), target as (
  select max(closing_seq) as seq from window_ where scored
), skipped as (
  insert into score_queue_skipped (agent_id, name, closing_seq, session_id)
  select ?, ?, w.closing_seq, w.session_id from window_ w, target where not w.scored and w.closing_seq < target.seq
  on conflict do nothing
), moved as (
  insert into score_frontiers (agent_id, name, through_seq)
  select ?, ?, seq from target where seq is not null
  on conflict (agent_id, name) do update set through_seq = excluded.through_seq
  returning through_seq
)
select (select count(*) from window_ w, moved where w.closing_seq <= moved.through_seq) as passed`;

/** Moves the agent's frontier for `name` at most `moves` times; returns how many sessions it passed. */
async function moveFrontier(db: Database, agentId: string, name: string, moves: number): Promise<number> {
  let passed = 0;
  for (let move = 0; move < moves; move++) {
    const step = await inStatementTransaction(db, async (run) => {
      await run(
        `select pg_advisory_xact_lock(${LOCK_KEY}) from (select ?::text as agent_id, ?::text as name) as k`,
        [agentId, name],
        "trace_ledger_score_frontier_lock",
      );
      const [row] = await run<{ passed: number | string }>(
        MOVE,
        [agentId, name, name, agentId, agentId, name, agentId, name],
        "trace_ledger_score_frontier_move",
      );
      return Number(row!.passed);
    });
    passed += step;
    if (step < WINDOW) break;
  }
  return passed;
}

/** Moves the frontier until it stops: for a backlog loaded in bulk (the bench seeds one). */
export async function catchUpFrontier(db: Database, agentId: string, name: string): Promise<void> {
  while ((await moveFrontier(db, agentId, name, 1_000)) > 0);
}

// The owners' agents whose next WINDOW closed sessions after their frontier hold a scored one.
const BEHIND = `
select a.agent_id
  from agents a
  left join score_frontiers f on f.agent_id = a.agent_id and f.name = ?
 where a.owner_id = any(?)
   and exists (
     select 1
       from (select s.session_id from sessions s
              where s.agent_id = a.agent_id and s.closing_seq is not null and s.closing_seq > coalesce(f.through_seq, 0)
              order by s.closing_seq limit ${WINDOW}) w
      where exists (select 1 from scores c where c.agent_id = a.agent_id and c.session_id = w.session_id and c.name = ?))`;

// Per agent, its skipped rows and its unscored sessions after the frontier, each up to a page;
// then the page across agents, by closing position.
const QUEUE = `
with agent as (
  select a.agent_id, coalesce(f.through_seq, 0) as through_seq
    from agents a left join score_frontiers f on f.agent_id = a.agent_id and f.name = ?
   where a.owner_id = any(?)
), candidate as (
  select k.agent_id, k.session_id, k.closing_seq
    from agent cross join lateral (
      select k.agent_id, k.session_id, k.closing_seq from score_queue_skipped k
       where k.agent_id = agent.agent_id and k.name = ? and k.closing_seq > ?
       order by k.closing_seq limit ?
    ) k
  union all
  select n.agent_id, n.session_id, n.closing_seq
    from agent cross join lateral (
      select s.agent_id, s.session_id, s.closing_seq from sessions s
       where s.agent_id = agent.agent_id and s.closing_seq is not null and s.closing_seq > greatest(?, agent.through_seq)
         and not exists (select 1 from scores c where c.agent_id = s.agent_id and c.session_id = s.session_id and c.name = ?)
       order by s.closing_seq limit ?
    ) n
)
select s.agent_id, s.session_id, s.acting_record_id, s.record_count, s.first_server_ts_utc, s.last_server_ts_utc, s.closing_seq
  from candidate c join sessions s on s.agent_id = c.agent_id and s.session_id = c.session_id
 order by c.closing_seq
 limit ?`;

export interface QueueEntry {
  agentId: string;
  sessionId: string;
  actingRecordId: string;
  recordCount: number;
  firstServerTs: number;
  lastServerTs: number;
}

/**
 * Closed sessions of the owners' agents that no score of `name` judges (on the session or one of
 * its records), oldest closed first. The cursor is the last entry's closing position (the seq of
 * its Acting record, unique across agents). Moves the frontiers that scores have left behind first.
 */
export async function scoringQueue(
  db: Database,
  ownerIds: readonly string[],
  page: { name: string; cursor?: number; limit: number },
): Promise<{ sessions: QueueEntry[]; nextCursor: string | null }> {
  if (ownerIds.length === 0) return { sessions: [], nextCursor: null };
  const { rows: behind } = (await db.knex.raw(BEHIND, [page.name, ownerIds as string[], page.name])) as {
    rows: Array<{ agent_id: string }>;
  };
  for (const { agent_id } of behind) await moveFrontier(db, agent_id, page.name, MOVES_PER_READ);
  const cursor = page.cursor ?? 0;
  const { rows } = (await db.knex.raw(QUEUE, [
    page.name,
    ownerIds as string[],
    page.name,
    cursor,
    page.limit + 1,
    cursor,
    page.name,
    page.limit + 1,
    page.limit + 1,
  ])) as {
    rows: Array<{
      agent_id: string;
      session_id: string;
      acting_record_id: string;
      record_count: number;
      first_server_ts_utc: number;
      last_server_ts_utc: number;
      closing_seq: number | string;
    }>;
  };
  const taken = rows.slice(0, page.limit);
  return {
    sessions: taken.map((row) => ({
      agentId: row.agent_id,
      sessionId: row.session_id,
      actingRecordId: row.acting_record_id,
      recordCount: Number(row.record_count),
      firstServerTs: Number(row.first_server_ts_utc),
      lastServerTs: Number(row.last_server_ts_utc),
    })),
    nextCursor: rows.length > page.limit ? String(taken[taken.length - 1]!.closing_seq) : null,
  };
}
