// The passes after commit (search indexing, stats rollups) keep a watermark per agent: its leaves
// below it are done. Leaves are committed in order, so the log's sequence row (next_idx) says
// what is stored: log_sequence for the record log, score_log_sequence for the scores log.
import type { Database } from "./db.ts";
import { runOnPool, type Run } from "./statements.ts";

/** A pass's progress table, its watermark column and the log it follows (constants: they are written into the SQL). */
export type Watermark =
  | { table: "search_progress"; column: "indexed_idx"; sequence: "log_sequence" }
  | { table: "stats_progress"; column: "rolled_idx"; sequence: "log_sequence" }
  | { table: "stats_score_progress"; column: "rolled_idx"; sequence: "score_log_sequence" };

/** The search index's watermark (store/search-index.ts): erasing locks it as an index pass does. */
export const SEARCH: Watermark = { table: "search_progress", column: "indexed_idx", sequence: "log_sequence" };

const behind = (mark: Watermark) => `q.next_idx > coalesce(p.${mark.column}, 0)`;

/** Agents with stored leaves beyond their watermark, after `afterAgentId`, in agent order. */
export async function agentsBehind(db: Database, mark: Watermark, afterAgentId: string, limit: number): Promise<string[]> {
  const rows = await runOnPool(db)<{ agent_id: string }>(
    `select q.agent_id from ${mark.sequence} q left join ${mark.table} p using (agent_id)
      where q.agent_id > ? and ${behind(mark)}
      order by q.agent_id limit ?`,
    [afterAgentId, limit],
  );
  return rows.map((row) => row.agent_id);
}

/**
 * In the caller's transaction: locks these agents' progress rows (made at 0 when missing), in
 * agent order, so that passes on several replicas, and erasures, take turns; returns each watermark.
 */
export async function lockWatermarks(run: Run, mark: Watermark, agentIds: readonly string[]): Promise<{ agent_id: string; idx: string }[]> {
  await run(`insert into ${mark.table} (agent_id, ${mark.column}) select unnest(?::text[]), 0 on conflict do nothing`, [agentIds]);
  return run(`select agent_id, ${mark.column} as idx from ${mark.table} where agent_id = any(?::text[]) order by agent_id for update`, [
    agentIds,
  ]);
}
