// The passes after commit (search indexing, stats rollups) keep a watermark per agent: its leaves
// below it are done. Leaves are committed in order, so log_sequence's next_idx says what is stored.
import type { Database } from "./db.ts";
import { runOnPool } from "./statements.ts";

/** A pass's progress table and its watermark column (constants: they are written into the SQL). */
export type Watermark = { table: "search_progress"; column: "indexed_idx" } | { table: "stats_progress"; column: "rolled_idx" };

/** Agents with stored records beyond their watermark, after `afterAgentId`, in agent order. */
export async function agentsBehind(db: Database, mark: Watermark, afterAgentId: string, limit: number): Promise<string[]> {
  const rows = await runOnPool(db)<{ agent_id: string }>(
    `select q.agent_id from log_sequence q left join ${mark.table} p using (agent_id)
      where q.agent_id > ? and q.next_idx > coalesce(p.${mark.column}, 0)
      order by q.agent_id limit ?`,
    [afterAgentId, limit],
  );
  return rows.map((row) => row.agent_id);
}
