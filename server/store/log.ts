// Each agent's append-only log (docs/anchoring.md): its size and frontier in agent_logs, its
// stored complete-subtree hashes in log_nodes (level 0: the leaves, which also name their
// record; see server/log/tree.ts for which levels are stored).
// Leaves are appended in the transaction that stores their records, under a per-agent row lock
// taken before the records are inserted, so leaf order is the agent's trace order, with no gap
// and no index twice, on any number of replicas.
import type { Knex } from "knex";
import { appendLeaves, isStoredLevel, recordLeafHash, type NodeKey } from "../log/tree.ts";

export interface LogState {
  size: number;
  /** Hashes of the complete subtrees making up the tree, largest first (server/log/tree.ts). */
  frontier: string[];
}

export interface NewLeaf {
  agentId: string;
  recordId: string;
  leafHash: string;
}

const HASH_HEX = 64;
const splitHashes = (hex: string): string[] => hex.match(new RegExp(`.{${HASH_HEX}}`, "g")) ?? [];

interface LogRow {
  agent_id: string;
  tree_size: number;
  frontier: string;
}

const toState = (row: LogRow): LogState => ({ size: row.tree_size, frontier: splitHashes(row.frontier) });

async function selectForUpdate(trx: Knex, agentIds: readonly string[]): Promise<LogRow[]> {
  // In agent order, so transactions locking several agents' logs never wait on each other in a cycle.
  const result = await trx.raw<{ rows: LogRow[] }>(
    `select agent_id, tree_size, encode(frontier, 'hex') as frontier from agent_logs
      where agent_id = any(array(select jsonb_array_elements_text(?::jsonb))) order by agent_id for update`,
    [JSON.stringify(agentIds)],
  );
  return result.rows;
}

/**
 * Step 1 of an ingest that may add leaves: locks the agents' logs until the transaction ends
 * (creating a log at its agent's first record) and returns their state. Must come before the
 * records are inserted: concurrent ingests of one agent then insert and append one at a time.
 */
export async function lockLogs(trx: Knex, agentIds: readonly string[]): Promise<Map<string, LogState>> {
  const unique = [...new Set(agentIds)].sort();
  let rows = await selectForUpdate(trx, unique);
  if (rows.length < unique.length) {
    await trx.raw(`insert into agent_logs (agent_id) select jsonb_array_elements_text(?::jsonb) on conflict do nothing`, [
      JSON.stringify(unique),
    ]);
    rows = await selectForUpdate(trx, unique);
  }
  return new Map(rows.map((row) => [row.agent_id, toState(row)]));
}

/**
 * Step 2, after the records are inserted: appends the newly stored records as leaves, in the
 * given order, to logs locked by lockLogs (whose states it advances), in one statement.
 */
export async function appendToLogs(trx: Knex, logs: Map<string, LogState>, leaves: readonly NewLeaf[]): Promise<void> {
  if (leaves.length === 0) return;
  const byAgent = new Map<string, NewLeaf[]>();
  for (const leaf of leaves) {
    const list = byAgent.get(leaf.agentId);
    if (list) list.push(leaf);
    else byAgent.set(leaf.agentId, [leaf]);
  }
  // Columns as comma-joined text (ids, numbers and hex hashes hold no comma): far cheaper to
  // build and to parse than one JSON object per node, and an append writes ~2 nodes per record.
  const columns = { agentId: [] as string[], level: [] as number[], index: [] as number[], hash: [] as string[], recordId: [] as string[] };
  const states: { agent_id: string; tree_size: number; frontier: string }[] = [];
  for (const [agentId, added] of byAgent) {
    const state = logs.get(agentId);
    if (!state) throw new Error(`the log of agent ${agentId} is not locked`);
    const appended = appendLeaves(state.size, state.frontier, added.map((leaf) => leaf.leafHash));
    for (const node of appended.nodes) {
      if (!isStoredLevel(node.level)) continue;
      columns.agentId.push(agentId);
      columns.level.push(node.level);
      columns.index.push(node.index);
      columns.hash.push(node.hash);
      columns.recordId.push(node.level === 0 ? added[node.index - state.size]!.recordId : "");
    }
    logs.set(agentId, { size: state.size + added.length, frontier: appended.frontier });
    states.push({ agent_id: agentId, tree_size: state.size + added.length, frontier: appended.frontier.join("") });
  }
  await trx.raw(
    `with nodes as (
       insert into log_nodes (agent_id, level, idx, hash, record_id)
       select agent_id, level::int, idx::bigint, decode(hash, 'hex'), nullif(record_id, '')
         from unnest(string_to_array(?, ','), string_to_array(?, ','), string_to_array(?, ','), string_to_array(?, ','), string_to_array(?, ','))
           as n(agent_id, level, idx, hash, record_id)
     )
     update agent_logs l set tree_size = s.tree_size, frontier = decode(s.frontier, 'hex')
       from jsonb_to_recordset(?::jsonb) as s(agent_id text, tree_size bigint, frontier text)
      where l.agent_id = s.agent_id`,
    [...Object.values(columns).map((column) => column.join(",")), JSON.stringify(states)],
  );
}

/** The agent's log as committed now (size 0 before its first record). */
export async function getLogState(knex: Knex, agentId: string): Promise<LogState> {
  const row: LogRow | undefined = await knex("agent_logs")
    .select("agent_id", "tree_size", knex.raw("encode(frontier, 'hex') as frontier"))
    .where({ agent_id: agentId })
    .first();
  return row ? toState(row) : { size: 0, frontier: [] };
}

/** Stored node hashes by "level/index"; a key with no stored node is absent. One indexed read per key. */
export async function getNodes(knex: Knex, agentId: string, keys: readonly NodeKey[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  // One primary-key probe per key whatever the statistics say: planned as a join, the log of an
  // agent the statistics do not know yet (grown since the last ANALYZE, or loaded in bulk) was
  // read whole. LIMIT keeps the planner from flattening the lateral subquery into such a join.
  const result = await knex.raw<{ rows: { level: number; idx: number; hash: string }[] }>(
    `select k.level, k.idx, encode(n.hash, 'hex') as hash
       from jsonb_to_recordset(?::jsonb) as k(level int, idx bigint)
       cross join lateral (select hash from log_nodes where agent_id = ? and level = k.level and idx = k.idx limit 1) as n`,
    [JSON.stringify(keys.map((key) => ({ level: key.level, idx: key.index }))), agentId],
  );
  return new Map(result.rows.map((row) => [nodeId(row.level, row.idx), row.hash]));
}

export const nodeId = (level: number, index: number) => `${level}/${index}`;

/** The leaf of a record in its agent's log, or null when the agent holds no such record. */
export async function getLeaf(knex: Knex, agentId: string, recordId: string): Promise<{ index: number; hash: string } | null> {
  const row: { idx: number; hash: string } | undefined = await knex("log_nodes")
    .select("idx", knex.raw("encode(hash, 'hex') as hash"))
    .where({ agent_id: agentId, level: 0, record_id: recordId })
    .first();
  return row ? { index: row.idx, hash: row.hash } : null;
}

const CATCH_UP_PAGE = 2_000;

/**
 * Gives an agent's records that have no leaf yet their leaves, in trace order: records stored
 * before the log existed (migration 0003), or seeded in bulk (the bench). Run in a transaction;
 * returns the log's new size.
 */
export async function catchUpLog(trx: Knex, agentId: string): Promise<number> {
  const logs = await lockLogs(trx, [agentId]);
  const size = logs.get(agentId)!.size;
  // The records after the one that holds the last leaf.
  const last: { seq: number } | undefined =
    size === 0
      ? undefined
      : await trx("log_nodes as n")
          .join("records as r", (on) => on.on("r.agent_id", "n.agent_id").andOn("r.record_id", "n.record_id"))
          .where({ "n.agent_id": agentId, "n.level": 0, "n.idx": size - 1 })
          .first("r.seq");
  for (let afterSeq: number = last?.seq ?? -1; ; ) {
    const rows: { record_id: string; seq: number; body: object; server_ts_utc: number }[] = await trx("records")
      .select("record_id", "seq", "body", "server_ts_utc")
      .where("agent_id", agentId)
      .andWhere("seq", ">", afterSeq)
      .orderBy("seq")
      .limit(CATCH_UP_PAGE);
    const leaves = rows.map((row) => ({
      agentId,
      recordId: row.record_id,
      leafHash: recordLeafHash({ ...row.body, agent_id: agentId, server_ts_utc: row.server_ts_utc }),
    }));
    await appendToLogs(trx, logs, leaves);
    if (rows.length < CATCH_UP_PAGE) return logs.get(agentId)!.size;
    afterSeq = rows[rows.length - 1]!.seq;
  }
}
