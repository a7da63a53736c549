// Appending to agents' logs (docs/anchoring.md). An ingest locks its agents' logs before it
// inserts the records (lockLogs), then appends the records it stored (appendRecords), in one
// transaction composed by server/records/: concurrent ingests of one agent insert and append one
// at a time, so leaf order is the agent's trace order, with no gap and no index twice, on any
// number of replicas.
import type { LogState, LogStore, NodeRow } from "../store/log-store.ts";
import { appendLeaves, isStoredLevel, recordLeaf } from "./tree.ts";

export interface NewLeaf {
  agentId: string;
  recordId: string;
  /** The record digest (tree.ts RecordLeaf). */
  entry: string;
  leafHash: string;
}

/** Step 1, before the records are inserted: the agents' logs, locked until the transaction ends. */
export const lockLogs = (store: LogStore, agentIds: readonly string[]): Promise<Map<string, LogState>> => store.lockLogs(agentIds);

/**
 * Step 2, after the records are inserted: appends the newly stored records as leaves, in the
 * given order, to logs locked by lockLogs (whose states it advances), in one write.
 */
export async function appendRecords(store: LogStore, logs: Map<string, LogState>, leaves: readonly NewLeaf[]): Promise<void> {
  if (leaves.length === 0) return;
  const byAgent = new Map<string, NewLeaf[]>();
  for (const leaf of leaves) {
    const list = byAgent.get(leaf.agentId);
    if (list) list.push(leaf);
    else byAgent.set(leaf.agentId, [leaf]);
  }
  const nodes: NodeRow[] = [];
  const states = new Map<string, LogState>();
  for (const [agentId, added] of byAgent) {
    const state = logs.get(agentId);
    if (!state) throw new Error(`the log of agent ${agentId} is not locked`);
    const appended = appendLeaves(state.size, state.frontier, added.map((leaf) => leaf.leafHash));
    for (const node of appended.nodes) {
      if (!isStoredLevel(node.level)) continue;
      const leaf = node.level === 0 ? added[node.index - state.size]! : null;
      nodes.push({ agentId, level: node.level, index: node.index, hash: node.hash, recordId: leaf?.recordId ?? null, entry: leaf?.entry ?? null });
    }
    states.set(agentId, { size: state.size + added.length, frontier: appended.frontier });
  }
  await store.writeNodes(nodes, states);
  for (const [agentId, state] of states) logs.set(agentId, state);
}

const CATCH_UP_PAGE = 2_000;

/**
 * Gives an agent's records that have no leaf yet their leaves, in trace order (records seeded in
 * bulk, as the bench does). Returns the log's new size.
 */
export function catchUpLog(store: LogStore, agentId: string): Promise<number> {
  return store.transaction(async (trx) => {
    const logs = await lockLogs(trx, [agentId]);
    for (let afterSeq: number | undefined; ; ) {
      const rows = await trx.recordsAfterLog(agentId, logs.get(agentId)!.size, { afterSeq, limit: CATCH_UP_PAGE });
      await appendRecords(trx, logs, rows.map((row) => ({ agentId, recordId: row.recordId, ...recordLeaf(row.record) })));
      if (rows.length < CATCH_UP_PAGE) return logs.get(agentId)!.size;
      afterSeq = rows[rows.length - 1]!.seq;
    }
  });
}
