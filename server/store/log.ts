// Each agent's append-only log as plain rows (docs/anchoring.md): its leaves as columns of
// `records` (leaf_idx, entry, leaf_hash), numbered by log_sequence in the transaction that stores
// them; the integrated tree's size and frontier in agent_logs and its stored complete-subtree
// hashes above the leaves in log_nodes. What the hashes are, and which levels are stored, is the
// log room's business (server/log/); nothing here hashes.
import type { Knex } from "knex";
import { runOn, type Run } from "./statements.ts";

export interface LogState {
  size: number;
  /** Hashes of the complete subtrees making up the tree, largest first (lowercase hex). */
  frontier: string[];
}

/** A stored node above the leaves (level ≥ 1). */
export interface NodeRow {
  agentId: string;
  level: number;
  index: number;
  /** Lowercase hex. */
  hash: string;
}

/** A leaf of a record, as its columns hold it. */
export interface LeafRow {
  recordId: string;
  index: number;
  /** The record digest, lowercase hex. */
  entry: string;
  /** Lowercase hex. */
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

/**
 * Locks the agents' rows of `table` until the transaction ends, creating those missing (`insert`:
 * the columns given and their values after agent_id), and returns `columns` of each. In agent
 * order, so transactions locking several agents' rows never wait on each other in a cycle.
 * The select is a named (prepared) statement: every ingest transaction runs it, and parsing and
 * planning it anew each time cost PostgreSQL more than running it.
 */
async function lockAgentRows<Row>(
  run: Run,
  table: "agent_logs" | "log_sequence",
  columns: string,
  insert: { columns: string; values: string },
  agentIds: readonly string[],
): Promise<Row[]> {
  const unique = [...new Set(agentIds)].sort();
  const json = JSON.stringify(unique);
  const select = () =>
    run<Row>(
      `select ${columns} from ${table}
        where agent_id = any(array(select jsonb_array_elements_text(?::jsonb))) order by agent_id for update`,
      [json],
      `trace_ledger_lock_${table}`,
    );
  let rows = await select();
  if (rows.length < unique.length) {
    await run(`insert into ${table} (${insert.columns}) select jsonb_array_elements_text(?::jsonb)${insert.values} on conflict do nothing`, [json]);
    rows = await select();
  }
  return rows;
}

/** Locks the agents' log rows (creating a row at an agent's first record) and returns their state. */
export async function lockLogs(trx: Knex, agentIds: readonly string[]): Promise<Map<string, LogState>> {
  const rows = await lockAgentRows<LogRow>(runOn(trx), "agent_logs", "agent_id, tree_size, encode(frontier, 'hex') as frontier", { columns: "agent_id", values: "" }, agentIds);
  return new Map(rows.map((row) => [row.agent_id, toState(row)]));
}

/**
 * Locks the agents' sequence rows (creating a row at an agent's first record) and returns each
 * one's next leaf index.
 */
export async function lockSequences(run: Run, agentIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await lockAgentRows<{ agent_id: string; next_idx: number }>(run, "log_sequence", "agent_id, next_idx", { columns: "agent_id, next_idx", values: ", 0" }, agentIds);
  return new Map(rows.map((row) => [row.agent_id, Number(row.next_idx)]));
}

/** Sets the locked sequence rows' next indices (named, as the lock: once per ingest transaction). */
export async function setSequences(run: Run, next: ReadonlyMap<string, number>): Promise<void> {
  if (next.size === 0) return;
  await run(
    `update log_sequence q set next_idx = s.next_idx
       from unnest(?::text[], ?::int8[]) as s(agent_id, next_idx) where q.agent_id = s.agent_id`,
    [[...next.keys()], [...next.values()]],
    "trace_ledger_set_sequences",
  );
}

/** Gives records their leaves (records stored before they had one: bulk loads, the bench). */
export async function setLeaves(trx: Knex, agentId: string, leaves: readonly LeafRow[]): Promise<void> {
  if (leaves.length === 0) return;
  await trx.raw(
    `update records r set leaf_idx = l.idx, entry = decode(l.entry, 'hex'), leaf_hash = decode(l.leaf_hash, 'hex')
       from unnest(?::text[], ?::int8[], ?::text[], ?::text[]) as l(record_id, idx, entry, leaf_hash)
      where r.agent_id = ? and r.record_id = l.record_id and r.leaf_idx is null`,
    [leaves.map((l) => l.recordId), leaves.map((l) => l.index), leaves.map((l) => l.entry), leaves.map((l) => l.leafHash), agentId] as never[],
  );
}

/** The leaf hashes of indices [from, from + limit) that are sequenced and committed, in order. */
export async function sequencedLeaves(knex: Knex, agentId: string, from: number, limit: number): Promise<string[]> {
  const rows: { leaf_idx: number; hash: string }[] = await knex("records")
    .select("leaf_idx", knex.raw("encode(leaf_hash, 'hex') as hash"))
    .where("agent_id", agentId)
    .andWhere("leaf_idx", ">=", from)
    .orderBy("leaf_idx")
    .limit(limit);
  // Indices are numbered under a lock and committed with their records: what is visible is a run.
  rows.forEach((row, i) => {
    if (Number(row.leaf_idx) !== from + i) throw new Error(`the log of agent ${agentId} has a gap at leaf ${from + i}`);
  });
  return rows.map((row) => row.hash);
}

/** Agents whose sequenced leaves are not all integrated, after `afterAgentId`, in agent order. */
export async function agentsToIntegrate(knex: Knex, afterAgentId: string, limit: number): Promise<string[]> {
  const rows: { agent_id: string }[] = await knex("log_sequence as q")
    .leftJoin("agent_logs as l", "l.agent_id", "q.agent_id")
    .select("q.agent_id")
    .where("q.agent_id", ">", afterAgentId)
    .andWhere("q.next_idx", ">", knex.raw("coalesce(l.tree_size, 0)"))
    .orderBy("q.agent_id")
    .limit(limit);
  return rows.map((row) => row.agent_id);
}

/** Inserts nodes (above the leaves) and sets the logs' new states, in one statement. */
export async function writeNodes(trx: Knex, nodes: readonly NodeRow[], states: ReadonlyMap<string, LogState>): Promise<void> {
  if (nodes.length === 0 && states.size === 0) return;
  const logs = [...states].map(([agent_id, state]) => ({ agent_id, tree_size: state.size, frontier: state.frontier.join("") }));
  await trx.raw(
    `with nodes as (
       insert into log_nodes (agent_id, level, idx, hash)
       select agent_id, level, idx, decode(hash, 'hex')
         from unnest(?::text[], ?::int2[], ?::int8[], ?::text[]) as n(agent_id, level, idx, hash)
     )
     update agent_logs l set tree_size = s.tree_size, frontier = decode(s.frontier, 'hex')
       from jsonb_to_recordset(?::jsonb) as s(agent_id text, tree_size bigint, frontier text)
      where l.agent_id = s.agent_id`,
    [nodes.map((n) => n.agentId), nodes.map((n) => n.level), nodes.map((n) => n.index), nodes.map((n) => n.hash), JSON.stringify(logs)] as never[],
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

/**
 * Stored hashes by "level/index" (nodeId): leaves from records, nodes above from log_nodes; a key
 * with nothing stored is absent. One indexed read per key.
 */
export async function getNodes(knex: Knex, agentId: string, keys: readonly { level: number; index: number }[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  // One index probe per key whatever the statistics say: planned as a join, the log of an
  // agent the statistics do not know yet (grown since the last ANALYZE, or loaded in bulk) was
  // read whole. LIMIT keeps the planner from flattening the lateral subqueries into such a join.
  const result = await knex.raw<{ rows: { level: number; idx: number; hash: string }[] }>(
    `select k.level, k.idx, encode(coalesce(l.hash, n.hash), 'hex') as hash
       from jsonb_to_recordset(?::jsonb) as k(level int, idx bigint)
       left join lateral (select leaf_hash as hash from records where k.level = 0 and agent_id = ? and leaf_idx = k.idx limit 1) as l on true
       left join lateral (select hash from log_nodes where k.level > 0 and agent_id = ? and level = k.level and idx = k.idx limit 1) as n on true
      where coalesce(l.hash, n.hash) is not null`,
    [JSON.stringify(keys.map((key) => ({ level: key.level, idx: key.index }))), agentId, agentId],
  );
  return new Map(result.rows.map((row) => [nodeId(row.level, Number(row.idx)), row.hash]));
}

export const nodeId = (level: number, index: number) => `${level}/${index}`;

/** A record's leaf (sequenced, integrated or not yet); null when the agent holds no such record or it has no leaf yet. */
export async function getLeaf(knex: Knex, agentId: string, recordId: string): Promise<{ index: number; hash: string } | null> {
  const row: { idx: number | null; hash: string | null } | undefined = await knex("records")
    .select({ idx: "leaf_idx" }, knex.raw("encode(leaf_hash, 'hex') as hash"))
    .where({ agent_id: agentId, record_id: recordId })
    .first();
  return row && row.idx !== null && row.hash !== null ? { index: Number(row.idx), hash: row.hash } : null;
}

/**
 * A page of the agent's records that have no leaf yet (stored in bulk, as the bench seeds them),
 * in trace order, as getRecord returns them. `afterSeq` continues from the previous page's `seq`.
 */
export async function unsequencedRecords(
  knex: Knex,
  agentId: string,
  page: { afterSeq?: number; limit: number },
): Promise<{ recordId: string; seq: number; record: Record<string, unknown> }[]> {
  const rows: { record_id: string; seq: number; body: object; server_ts_utc: number }[] = await knex("records")
    .select("record_id", "seq", "body", "server_ts_utc")
    .where("agent_id", agentId)
    .whereNull("leaf_idx")
    .andWhere("seq", ">", page.afterSeq ?? -1)
    .orderBy("seq")
    .limit(page.limit);
  return rows.map((row) => ({ recordId: row.record_id, seq: Number(row.seq), record: { ...row.body, agent_id: agentId, server_ts_utc: row.server_ts_utc } }));
}

/** The hashes of level `level`'s stored nodes (the leaves at 0) with index in [from, to), in index order. */
export async function getLevelRange(knex: Knex, agentId: string, level: number, from: number, to: number): Promise<string[]> {
  const [table, column, hash] = level === 0 ? ["records", "leaf_idx", "leaf_hash"] : ["log_nodes", "idx", "hash"];
  const query = knex(table)
    .select(knex.raw(`encode(??, 'hex') as hash`, [hash]))
    .where({ agent_id: agentId })
    .andWhere(column, ">=", from)
    .andWhere(column, "<", to)
    .orderBy(column);
  const rows: { hash: string }[] = await (level === 0 ? query : query.andWhere({ level }));
  return rows.map((row) => row.hash);
}

/** The entries (lowercase hex) of the leaves with index in [from, to), in index order. */
export async function getEntries(knex: Knex, agentId: string, from: number, to: number): Promise<string[]> {
  const rows: { entry: string | null }[] = await knex("records")
    .select(knex.raw("encode(entry, 'hex') as entry"))
    .where({ agent_id: agentId })
    .andWhere("leaf_idx", ">=", from)
    .andWhere("leaf_idx", "<", to)
    .orderBy("leaf_idx");
  return rows.flatMap((row) => (row.entry === null ? [] : [row.entry]));
}
