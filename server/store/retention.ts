// Record retention (docs/content.md, "Erasing records"): which agents keep their records for a
// bounded time (their own retention_days, else the deployment's RECORD_RETENTION_DAYS), and, per
// agent, how far the retention round has come (retention_progress: every record at or below
// `erased_through_seq` that was past its time has been erased). Records are walked in arrival
// order (seq, the trace index): a round resumes after the watermark and stops at the first record
// still within its time (the head), so it never reads a record twice nor the whole history again.
// Age is judged by the database's clock, and a head stamped in the future by a skewed replica
// counts as received when a round first saw it (head_seq, head_seen_ms).
import type { Database } from "./db.ts";

const DAY_MS = 86_400_000;

/** Agents with a retention, in agent order after `afterAgentId`, at most `limit`. */
export async function agentsWithRetention(
  db: Database,
  deploymentDays: number | undefined,
  afterAgentId: string,
  limit: number,
): Promise<{ agentId: string; days: number }[]> {
  const rows: { agent_id: string; days: number }[] = await db
    .knex("agents")
    .select("agent_id", db.knex.raw("coalesce(retention_days, ?::int) as days", [deploymentDays ?? null]))
    .where("agent_id", ">", afterAgentId)
    .modify((query) => (deploymentDays === undefined ? query.whereNotNull("retention_days") : query))
    .orderBy("agent_id")
    .limit(limit);
  return rows.map((row) => ({ agentId: row.agent_id, days: Number(row.days) }));
}

/** Where an agent's walk is: through `throughSeq` every expired record was erased; `head` is the record it stopped at, first seen at `seenMs`. */
export interface RetentionWalk {
  recordIds: string[];
  throughSeq: number | undefined;
  head: { seq: number; seenMs: number } | undefined;
  /** Whether the watermark or the head moved: anything to note. */
  moved: boolean;
}

/**
 * The agent's next records past the watermark received more than `days` ago by the database's
 * clock (one clock, whichever replica runs the round): at most `limit`, in arrival order, the ids
 * of those not erased yet, the seq to move the watermark to, and the record the walk stopped at.
 * A record counts as received no later than the round first saw it at the head: one stamped in
 * the future (a skewed clock) holds the walk a retention from that sighting, not until its stamp.
 */
export async function expiredRecords(db: Database, agentId: string, days: number, limit: number): Promise<RetentionWalk> {
  const [progress] = (
    await db.knex.raw(
      `select p.erased_through_seq, p.head_seq, p.head_seen_ms, (extract(epoch from clock_timestamp()) * 1000)::int8 as now_ms
         from (select 1) one left join retention_progress p on p.agent_id = ?`,
      [agentId],
    )
  ).rows as { erased_through_seq: string | null; head_seq: string | null; head_seen_ms: string | null; now_ms: string }[];
  const now = Number(progress!.now_ms);
  const cutoff = now - days * DAY_MS;
  const head = progress!.head_seq === null ? undefined : { seq: Number(progress!.head_seq), seenMs: Number(progress!.head_seen_ms) };
  const rows: { record_id: string; seq: string; server_ts_utc: string; erased: boolean }[] = (
    await db.knex.raw(
      `select r.record_id, r.seq, r.server_ts_utc, r.erased_ms is not null as erased from records r
        where r.agent_id = ? and r.seq > ? order by r.seq limit ?`,
      [agentId, Number(progress!.erased_through_seq ?? 0), limit],
    )
  ).rows;
  const received = (row: (typeof rows)[number]) =>
    Number(row.seq) === head?.seq ? Math.min(Number(row.server_ts_utc), head.seenMs) : Number(row.server_ts_utc);
  const younger = rows.findIndex((row) => received(row) >= cutoff);
  const expired = younger === -1 ? rows : rows.slice(0, younger);
  const stopped = rows[younger];
  const throughSeq = expired.length > 0 ? Number(expired.at(-1)!.seq) : undefined;
  return {
    recordIds: expired.filter((row) => !row.erased).map((row) => row.record_id),
    throughSeq,
    head: stopped === undefined ? undefined : Number(stopped.seq) === head?.seq ? head : { seq: Number(stopped.seq), seenMs: now },
    moved: throughSeq !== undefined || (stopped !== undefined && Number(stopped.seq) !== head?.seq),
  };
}

/** Moves the agent's watermark to `seq` (never back) and notes where the walk stopped. */
export async function advanceRetention(db: Database, agentId: string, seq: number, head: RetentionWalk["head"]): Promise<void> {
  await db.knex.raw(
    `insert into retention_progress (agent_id, erased_through_seq, head_seq, head_seen_ms) values (?, ?, ?, ?)
     on conflict (agent_id) do update set erased_through_seq = greatest(retention_progress.erased_through_seq, excluded.erased_through_seq),
       head_seq = excluded.head_seq,
       -- Seen first by another replica's round: the earlier sighting stands.
       head_seen_ms = case when retention_progress.head_seq = excluded.head_seq then least(retention_progress.head_seen_ms, excluded.head_seen_ms) else excluded.head_seen_ms end`,
    [agentId, seq, head?.seq ?? null, head?.seenMs ?? null],
  );
}
