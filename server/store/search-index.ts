// The search index's rows (record_terms, migration 0014) and how far each agent's are written
// (search_progress): a record's terms are written after the transaction that stored it, by the
// indexing pass (server/search/indexer.ts), for each agent's leaves in log order from its
// watermark on. Leaves are numbered under the agent's sequence row and committed in order, so
// the committed ones are always a run from 0: the watermark says exactly what is indexed, and a
// pass that dies leaves it where it was.
import type { Database } from "./db.ts";
import { inStatementTransaction, runOnPool, type Run } from "./statements.ts";
import { agentsBehind } from "./watermarks.ts";

/** A stored record whose terms are not in the index yet. */
export interface UnindexedRecord {
  agentId: string;
  leafIdx: number;
  seq: number;
  serverTs: number;
  /** Erased since it was stored (store/erasure.ts): nothing of it is indexed, the watermark passes it. */
  erased: boolean;
}

/** Where a pass gets a record's terms: from memory, or (undefined) computed from its body. */
export interface TermsSource {
  remembered(record: UnindexedRecord): string[] | undefined;
  fromBody(body: Record<string, unknown>): string[];
}

/** Agents with stored records not indexed yet, after `afterAgentId`, in agent order. */
export const agentsToIndex = (db: Database, afterAgentId: string, limit: number) =>
  agentsBehind(db, { table: "search_progress", column: "indexed_idx", sequence: "log_sequence" }, afterAgentId, limit);

/** Whether the agent has stored records not indexed yet. */
export async function indexLags(db: Database, agentId: string): Promise<boolean> {
  const rows = await runOnPool(db)<{ lags: boolean }>(
    `select exists (select 1 from log_sequence q left join search_progress p using (agent_id)
                     where q.agent_id = ? and q.next_idx > coalesce(p.indexed_idx, 0)) as lags`,
    [agentId],
    "trace_ledger_index_lags",
  );
  return rows[0]!.lags;
}

export interface IndexPass {
  /** Each agent's watermark after the pass: its leaves below it are indexed. */
  watermarks: Map<string, number>;
  /** The agents that may have more to index. */
  more: string[];
}

/**
 * Writes the terms of up to `perAgent` unindexed records of each agent, in log order, and moves
 * their watermarks, in one transaction; the agents' progress rows are locked first (in agent
 * order), so passes on several replicas take turns.
 */
export function indexRecords(db: Database, agentIds: readonly string[], perAgent: number, terms: TermsSource): Promise<IndexPass> {
  const agents = [...new Set(agentIds)].sort();
  if (agents.length === 0) return Promise.resolve({ watermarks: new Map(), more: [] });
  return inStatementTransaction(db, async (run) => {
    await run(`insert into search_progress (agent_id, indexed_idx) select unnest(?::text[]), 0 on conflict do nothing`, [agents]);
    const progress = await run<{ agent_id: string; indexed_idx: number }>(
      `select agent_id, indexed_idx from search_progress where agent_id = any(?::text[]) order by agent_id for update`,
      [agents],
    );
    const records = await unindexed(run, progress, perAgent);
    const watermarks = new Map(progress.map((row) => [row.agent_id, Number(row.indexed_idx)]));
    if (records.length === 0) return { watermarks, more: [] };
    const indexed = records.filter((record) => !record.erased);
    const missing = indexed.filter((record) => terms.remembered(record) === undefined);
    const bodies = await bodiesOf(run, missing);
    const termsOf = (record: UnindexedRecord) => terms.remembered(record) ?? terms.fromBody(bodies.get(key(record))!);
    await run(
      `insert into record_terms (agent_id, seq, server_ts_utc, terms)
       select r.agent_id, r.seq, r.server_ts_utc, t.terms
         from unnest(?::text[], ?::int8[], ?::int8[]) with ordinality as r(agent_id, seq, server_ts_utc, ord)
         join rows from (jsonb_to_recordset(?::jsonb) as (t text[])) with ordinality as t(terms, ord) using (ord)
       on conflict do nothing`,
      [
        indexed.map((record) => record.agentId),
        indexed.map((record) => record.seq),
        indexed.map((record) => record.serverTs),
        `[${indexed.map((record) => `{"t":${JSON.stringify(termsOf(record))}}`).join(",")}]`,
      ],
      "trace_ledger_write_terms",
    );
    const next = new Map<string, number>();
    for (const record of records) next.set(record.agentId, record.leafIdx + 1);
    await run(
      `update search_progress p set indexed_idx = s.indexed_idx
         from unnest(?::text[], ?::int8[]) as s(agent_id, indexed_idx) where p.agent_id = s.agent_id`,
      [[...next.keys()], [...next.values()]],
    );
    const counts = new Map<string, number>();
    for (const record of records) counts.set(record.agentId, (counts.get(record.agentId) ?? 0) + 1);
    for (const [agentId, indexedIdx] of next) watermarks.set(agentId, indexedIdx);
    return { watermarks, more: [...counts].filter(([, count]) => count === perAgent).map(([agentId]) => agentId) };
  });
}

const key = (record: Pick<UnindexedRecord, "agentId" | "leafIdx">) => `${record.agentId}\u0000${record.leafIdx}`;

// Each agent's committed leaves from its watermark on, by the leaf index (records_leaf_idx).
async function unindexed(
  run: Run,
  progress: readonly { agent_id: string; indexed_idx: number }[],
  perAgent: number,
): Promise<UnindexedRecord[]> {
  const rows = await run<{ agent_id: string; leaf_idx: number; seq: number; server_ts_utc: number; erased: boolean }>(
    `select p.agent_id, r.leaf_idx, r.seq, r.server_ts_utc, r.erased
       from unnest(?::text[], ?::int8[]) as p(agent_id, indexed_idx)
       cross join lateral (
         select leaf_idx, seq, server_ts_utc, erased_ms is not null as erased from records
          where records.agent_id = p.agent_id and records.leaf_idx >= p.indexed_idx
          order by leaf_idx limit ?
       ) r
      order by p.agent_id, r.leaf_idx`,
    [progress.map((row) => row.agent_id), progress.map((row) => Number(row.indexed_idx)), perAgent],
    "trace_ledger_unindexed_records_v2",
  );
  const from = new Map(progress.map((row) => [row.agent_id, Number(row.indexed_idx)]));
  const records: UnindexedRecord[] = [];
  for (const row of rows) {
    const leafIdx = Number(row.leaf_idx);
    // Committed leaves are a run from the watermark: anything else is not this pass's to index.
    if (leafIdx !== from.get(row.agent_id)) continue;
    from.set(row.agent_id, leafIdx + 1);
    records.push({ agentId: row.agent_id, leafIdx, seq: Number(row.seq), serverTs: Number(row.server_ts_utc), erased: row.erased });
  }
  return records;
}

async function bodiesOf(run: Run, records: readonly UnindexedRecord[]): Promise<Map<string, Record<string, unknown>>> {
  if (records.length === 0) return new Map();
  const rows = await run<{ agent_id: string; leaf_idx: number; body: Record<string, unknown> }>(
    `select k.agent_id, k.leaf_idx, r.body
       from unnest(?::text[], ?::int8[]) as k(agent_id, leaf_idx)
       cross join lateral (select body from records where records.agent_id = k.agent_id and records.leaf_idx = k.leaf_idx offset 0) r`,
    [records.map((record) => record.agentId), records.map((record) => record.leafIdx)],
  );
  return new Map(rows.map((row) => [key({ agentId: row.agent_id, leafIdx: Number(row.leaf_idx) }), row.body]));
}
