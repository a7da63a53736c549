// The parent links of an agent's stored records above some records: what OTLP ingest needs to
// tell whether a span would close a parent cycle (server/otel/cycles.ts).
import type { Database } from "./db.ts";
import { runOnPool } from "./statements.ts";

/**
 * Rows read at most per walk. PostgreSQL evaluates a recursive query only as far as its rows are
 * fetched, so the limit bounds the work of a chain however deep; a walk cut short misses what
 * lies above (docs/otel.md says so).
 */
export const MAX_ANCESTORS = 10_000;

/**
 * `recordIds`' stored records and their ancestors, each with its parent_record_id (null for a
 * root): record id → parent. Ids that name no stored record are absent. The recursion's UNION
 * reads each record once, however many of the walks pass through it.
 */
export async function storedAncestors(db: Database, agentId: string, recordIds: readonly string[]): Promise<Map<string, string | null>> {
  if (recordIds.length === 0) return new Map();
  const rows = await runOnPool(db)<{ record_id: string; parent_record_id: string | null }>(
    `with recursive up(record_id, parent_record_id) as (
       select record_id, body->>'parent_record_id' from records
        where agent_id = ? and record_id in (select jsonb_array_elements_text(?::jsonb))
       union
       select r.record_id, r.body->>'parent_record_id' from up
         join records r on r.agent_id = ? and r.record_id = up.parent_record_id
     )
     select record_id, parent_record_id from up limit ${MAX_ANCESTORS}`,
    [agentId, JSON.stringify(recordIds), agentId],
  );
  return new Map(rows.map((row) => [row.record_id, row.parent_record_id]));
}
