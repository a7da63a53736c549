// Each agent's append-only log as plain rows (docs/anchoring.md): its size and frontier in
// agent_logs, its stored complete-subtree hashes in log_nodes (level 0: the leaves, which also
// name their record). What the hashes are, and which levels are stored, is the log room's
// business (server/log/); nothing here hashes.
import type { Knex } from "knex";

export interface LogState {
  size: number;
  /** Hashes of the complete subtrees making up the tree, largest first (lowercase hex). */
  frontier: string[];
}

export interface NodeRow {
  agentId: string;
  level: number;
  index: number;
  /** Lowercase hex. */
  hash: string;
  /** The record a leaf (level 0) stands for; null above. */
  recordId: string | null;
  /** A leaf's entry (the record digest, lowercase hex); null above. */
  entry: string | null;
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
 * Locks the agents' log rows until the transaction ends (creating a row at an agent's first
 * record) and returns their state.
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

/** Inserts nodes and sets the logs' new states, in one statement. */
export async function writeNodes(trx: Knex, nodes: readonly NodeRow[], states: ReadonlyMap<string, LogState>): Promise<void> {
  if (nodes.length === 0 && states.size === 0) return;
  // Columns as comma-joined text (ids, numbers and hex hashes hold no comma): far cheaper to
  // build and to parse than one JSON object per node, and an append writes ~1 node per record.
  const column = (pick: (node: NodeRow) => string | number) => nodes.map(pick).join(",");
  const logs = [...states].map(([agent_id, state]) => ({ agent_id, tree_size: state.size, frontier: state.frontier.join("") }));
  await trx.raw(
    `with nodes as (
       insert into log_nodes (agent_id, level, idx, hash, record_id, entry)
       select agent_id, level::int, idx::bigint, decode(hash, 'hex'), nullif(record_id, ''), decode(nullif(entry, ''), 'hex')
         from unnest(string_to_array(?, ','), string_to_array(?, ','), string_to_array(?, ','), string_to_array(?, ','), string_to_array(?, ','), string_to_array(?, ','))
           as n(agent_id, level, idx, hash, record_id, entry)
     )
     update agent_logs l set tree_size = s.tree_size, frontier = decode(s.frontier, 'hex')
       from jsonb_to_recordset(?::jsonb) as s(agent_id text, tree_size bigint, frontier text)
      where l.agent_id = s.agent_id`,
    [
      column((node) => node.agentId),
      column((node) => node.level),
      column((node) => node.index),
      column((node) => node.hash),
      column((node) => node.recordId ?? ""),
      column((node) => node.entry ?? ""),
      JSON.stringify(logs),
    ],
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
export async function getNodes(knex: Knex, agentId: string, keys: readonly { level: number; index: number }[]): Promise<Map<string, string>> {
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

/**
 * A page of the agent's records that come after the one holding leaf `size − 1` (all of them
 * when `size` is 0), in trace order, as getRecord returns them: the records a log must catch up
 * with. `afterSeq` continues from the previous page's `seq`.
 */
export async function recordsAfterLog(
  knex: Knex,
  agentId: string,
  size: number,
  page: { afterSeq?: number; limit: number },
): Promise<{ recordId: string; seq: number; record: Record<string, unknown> }[]> {
  let afterSeq = page.afterSeq;
  if (afterSeq === undefined && size > 0) {
    const last: { seq: number } | undefined = await knex("log_nodes as n")
      .join("records as r", (on) => on.on("r.agent_id", "n.agent_id").andOn("r.record_id", "n.record_id"))
      .where({ "n.agent_id": agentId, "n.level": 0, "n.idx": size - 1 })
      .first("r.seq");
    afterSeq = last?.seq;
  }
  const rows: { record_id: string; seq: number; body: object; server_ts_utc: number }[] = await knex("records")
    .select("record_id", "seq", "body", "server_ts_utc")
    .where("agent_id", agentId)
    .andWhere("seq", ">", afterSeq ?? -1)
    .orderBy("seq")
    .limit(page.limit);
  return rows.map((row) => ({ recordId: row.record_id, seq: row.seq, record: { ...row.body, agent_id: agentId, server_ts_utc: row.server_ts_utc } }));
}

/** The hashes of level `level`'s stored nodes with index in [from, to), in index order. */
export async function getLevelRange(knex: Knex, agentId: string, level: number, from: number, to: number): Promise<string[]> {
  const rows: { hash: string }[] = await knex("log_nodes")
    .select(knex.raw("encode(hash, 'hex') as hash"))
    .where({ agent_id: agentId, level })
    .andWhere("idx", ">=", from)
    .andWhere("idx", "<", to)
    .orderBy("idx");
  return rows.map((row) => row.hash);
}

/** The entries (lowercase hex) of the leaves with index in [from, to), in index order. */
export async function getEntries(knex: Knex, agentId: string, from: number, to: number): Promise<string[]> {
  const rows: { entry: string | null }[] = await knex("log_nodes")
    .select(knex.raw("encode(entry, 'hex') as entry"))
    .where({ agent_id: agentId, level: 0 })
    .andWhere("idx", ">=", from)
    .andWhere("idx", "<", to)
    .orderBy("idx");
  return rows.flatMap((row) => (row.entry === null ? [] : [row.entry]));
}
