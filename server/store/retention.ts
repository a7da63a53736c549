// Record retention (docs/content.md, "Erasing records"): which agents keep their records for a
// bounded time (their own retention_days, else the deployment's RECORD_RETENTION_DAYS), and, per
// agent, how far the retention round has come (retention_progress: every record at or below
// `erased_through_seq` that was past its time has been erased). Records are walked in arrival
// order (seq, the trace index): a round resumes after the watermark and stops at the first record
// still within its time, so it never reads a record twice nor the whole history again.
import type { Database } from "./db.ts";

/** Agents with a retention, in agent order after `afterAgentId`, at most `limit`. */
export async function agentsWithRetention(db: Database, deploymentDays: number | undefined, afterAgentId: string, limit: number): Promise<{ agentId: string; days: number }[]> {
  const rows: { agent_id: string; days: number }[] = await db
    .knex("agents")
    .select("agent_id", db.knex.raw("coalesce(retention_days, ?::int) as days", [deploymentDays ?? null]))
    .where("agent_id", ">", afterAgentId)
    .modify((query) => (deploymentDays === undefined ? query.whereNotNull("retention_days") : query))
    .orderBy("agent_id")
    .limit(limit);
  return rows.map((row) => ({ agentId: row.agent_id, days: Number(row.days) }));
}

/**
 * The agent's next records past the watermark received before `cutoff` (at most `limit`, in
 * arrival order): the ids of those not erased yet, and the seq to move the watermark to.
 */
export async function expiredRecords(db: Database, agentId: string, cutoff: number, limit: number): Promise<{ recordIds: string[]; throughSeq: number | undefined }> {
  const rows: { record_id: string; seq: number; server_ts_utc: number; erased: boolean }[] = (
    await db.knex.raw(
      `select r.record_id, r.seq, r.server_ts_utc, r.erased_ms is not null as erased from records r
        where r.agent_id = ? and r.seq > coalesce((select erased_through_seq from retention_progress where agent_id = ?), 0)
        order by r.seq limit ?`,
      [agentId, agentId, limit],
    )
  ).rows;
  const younger = rows.findIndex((row) => Number(row.server_ts_utc) >= cutoff);
  const expired = younger === -1 ? rows : rows.slice(0, younger);
  return { recordIds: expired.filter((row) => !row.erased).map((row) => row.record_id), throughSeq: expired.length > 0 ? Number(expired.at(-1)!.seq) : undefined };
}

/** Moves the agent's watermark to `seq` (never back). */
export async function advanceRetention(db: Database, agentId: string, seq: number): Promise<void> {
  await db.knex.raw(
    `insert into retention_progress (agent_id, erased_through_seq) values (?, ?)
     on conflict (agent_id) do update set erased_through_seq = greatest(retention_progress.erased_through_seq, excluded.erased_through_seq)`,
    [agentId, seq],
  );
}
