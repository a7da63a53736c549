// Each agent's append-only logs as plain rows (docs/anchoring.md), one set of tables per kind
// (log-kinds.ts): its leaves as columns of the rows it logs (the record log's in `records`:
// leaf_idx, entry, leaf_hash), numbered by its sequence table (the record log's in the
// transaction that stores the records); the integrated tree's size and frontier, and its stored
// complete-subtree hashes above the leaves. What the hashes are, and which levels are stored, is
// the log room's business (server/log/); nothing here hashes.
import type { Knex } from "knex";
import { LOG_TABLES, type LogKind } from "./log-kinds.ts";
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

/** A leaf of a logged row (a record, a score), as its columns hold it. */
export interface LeafRow {
  /** The row's id (record_id, score_id). */
  id: string;
  index: number;
  /** The row's digest, lowercase hex. */
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
  table: string,
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
    await run(
      `insert into ${table} (${insert.columns}) select jsonb_array_elements_text(?::jsonb)${insert.values} on conflict do nothing`,
      [json],
    );
    rows = await select();
  }
  return rows;
}

/** Locks the agents' log rows (creating a row at an agent's first record) and returns their state. */
export async function lockLogs(trx: Knex, kind: LogKind, agentIds: readonly string[]): Promise<Map<string, LogState>> {
  const rows = await lockAgentRows<LogRow>(
    runOn(trx),
    LOG_TABLES[kind].logs,
    "agent_id, tree_size, encode(frontier, 'hex') as frontier",
    { columns: "agent_id", values: "" },
    agentIds,
  );
  return new Map(rows.map((row) => [row.agent_id, toState(row)]));
}

/**
 * Locks the agents' sequence rows (creating a row at an agent's first record) and returns each
 * one's next leaf index.
 */
export async function lockSequences(run: Run, kind: LogKind, agentIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await lockAgentRows<{ agent_id: string; next_idx: number }>(
    run,
    LOG_TABLES[kind].sequence,
    "agent_id, next_idx",
    { columns: "agent_id, next_idx", values: ", 0" },
    agentIds,
  );
  return new Map(rows.map((row) => [row.agent_id, Number(row.next_idx)]));
}

/** Sets the locked sequence rows' next indices (named, as the lock: once per ingest transaction). */
export async function setSequences(run: Run, kind: LogKind, next: ReadonlyMap<string, number>): Promise<void> {
  if (next.size === 0) return;
  const { sequence } = LOG_TABLES[kind];
  await run(
    `update ${sequence} q set next_idx = s.next_idx
       from unnest(?::text[], ?::int8[]) as s(agent_id, next_idx) where q.agent_id = s.agent_id`,
    [[...next.keys()], [...next.values()]],
    `trace_ledger_set_${sequence}`,
  );
}

/** Gives rows their leaves (rows stored before they had one: records loaded in bulk, scores). */
export async function setLeaves(trx: Knex, kind: LogKind, agentId: string, leaves: readonly LeafRow[]): Promise<void> {
  if (leaves.length === 0) return;
  const { leaves: table, id, index } = LOG_TABLES[kind];
  await trx.raw(
    `update ${table} r set ${index} = l.idx, entry = decode(l.entry, 'hex'), leaf_hash = decode(l.leaf_hash, 'hex')
       from unnest(?::text[], ?::int8[], ?::text[], ?::text[]) as l(id, idx, entry, leaf_hash)
      where r.agent_id = ? and r.${id} = l.id and r.${index} is null`,
    [leaves.map((l) => l.id), leaves.map((l) => l.index), leaves.map((l) => l.entry), leaves.map((l) => l.leafHash), agentId] as never[],
  );
}

/** The leaf hashes of indices [from, from + limit) that are sequenced and committed, in order. */
export async function sequencedLeaves(knex: Knex, kind: LogKind, agentId: string, from: number, limit: number): Promise<string[]> {
  const { leaves, index } = LOG_TABLES[kind];
  const rows: { idx: number; hash: string }[] = await knex(leaves)
    .select({ idx: index }, knex.raw("encode(leaf_hash, 'hex') as hash"))
    .where("agent_id", agentId)
    .andWhere(index, ">=", from)
    .orderBy(index)
    .limit(limit);
  // Indices are numbered under a lock and committed with their rows: what is visible is a run.
  rows.forEach((row, i) => {
    if (Number(row.idx) !== from + i) throw new Error(`the log of agent ${agentId} has a gap at leaf ${from + i}`);
  });
  return rows.map((row) => row.hash);
}

/** Agents whose sequenced leaves are not all integrated, after `afterAgentId`, in agent order. */
export async function agentsToIntegrate(knex: Knex, kind: LogKind, afterAgentId: string, limit: number): Promise<string[]> {
  const { sequence, logs } = LOG_TABLES[kind];
  const rows: { agent_id: string }[] = await knex(`${sequence} as q`)
    .leftJoin(`${logs} as l`, "l.agent_id", "q.agent_id")
    .select("q.agent_id")
    .where("q.agent_id", ">", afterAgentId)
    .andWhere("q.next_idx", ">", knex.raw("coalesce(l.tree_size, 0)"))
    .orderBy("q.agent_id")
    .limit(limit);
  return rows.map((row) => row.agent_id);
}

/** Inserts nodes (above the leaves) and sets the logs' new states, in one statement. */
export async function writeNodes(
  trx: Knex,
  kind: LogKind,
  nodes: readonly NodeRow[],
  states: ReadonlyMap<string, LogState>,
): Promise<void> {
  if (nodes.length === 0 && states.size === 0) return;
  const tables = LOG_TABLES[kind];
  const logs = [...states].map(([agent_id, state]) => ({ agent_id, tree_size: state.size, frontier: state.frontier.join("") }));
  await trx.raw(
    `with nodes as (
       insert into ${tables.nodes} (agent_id, level, idx, hash)
       select agent_id, level, idx, decode(hash, 'hex')
         from unnest(?::text[], ?::int2[], ?::int8[], ?::text[]) as n(agent_id, level, idx, hash)
     )
     update ${tables.logs} l set tree_size = s.tree_size, frontier = decode(s.frontier, 'hex')
       from jsonb_to_recordset(?::jsonb) as s(agent_id text, tree_size bigint, frontier text)
      where l.agent_id = s.agent_id`,
    [
      nodes.map((n) => n.agentId),
      nodes.map((n) => n.level),
      nodes.map((n) => n.index),
      nodes.map((n) => n.hash),
      JSON.stringify(logs),
    ] as never[],
  );
}

/** The agent's log as committed now (size 0 before its first record). */
export async function getLogState(knex: Knex, kind: LogKind, agentId: string): Promise<LogState> {
  const row: LogRow | undefined = await knex(LOG_TABLES[kind].logs)
    .select("agent_id", "tree_size", knex.raw("encode(frontier, 'hex') as frontier"))
    .where({ agent_id: agentId })
    .first();
  return row ? toState(row) : { size: 0, frontier: [] };
}

/**
 * Stored hashes by "level/index" (nodeId): leaves from records, nodes above from log_nodes; a key
 * with nothing stored is absent. One indexed read per key.
 */
export async function getNodes(
  knex: Knex,
  kind: LogKind,
  agentId: string,
  keys: readonly { level: number; index: number }[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const { leaves, index, nodes } = LOG_TABLES[kind];
  // One index probe per key whatever the statistics say: planned as a join, the log of an
  // agent the statistics do not know yet (grown since the last ANALYZE, or loaded in bulk) was
  // read whole. LIMIT keeps the planner from flattening the lateral subqueries into such a join.
  const result = await knex.raw<{ rows: { level: number; idx: number; hash: string }[] }>(
    `select k.level, k.idx, encode(coalesce(l.hash, n.hash), 'hex') as hash
       from jsonb_to_recordset(?::jsonb) as k(level int, idx bigint)
       left join lateral (select leaf_hash as hash from ${leaves} where k.level = 0 and agent_id = ? and ${index} = k.idx limit 1) as l on true
       left join lateral (select hash from ${nodes} where k.level > 0 and agent_id = ? and level = k.level and idx = k.idx limit 1) as n on true
      where coalesce(l.hash, n.hash) is not null`,
    [JSON.stringify(keys.map((key) => ({ level: key.level, idx: key.index }))), agentId, agentId],
  );
  return new Map(result.rows.map((row) => [nodeId(row.level, Number(row.idx)), row.hash]));
}

export const nodeId = (level: number, index: number) => `${level}/${index}`;

/** A row's leaf: its index once sequenced (integrated or not yet), else null; null when the agent holds no such row. */
export async function getLeaf(
  knex: Knex,
  kind: LogKind,
  agentId: string,
  id: string,
): Promise<{ index: number | null; hash: string | null } | null> {
  const { leaves, index, id: idColumn } = LOG_TABLES[kind];
  const row: { idx: number | null; hash: string | null } | undefined = await knex(leaves)
    .select({ idx: index }, knex.raw("encode(leaf_hash, 'hex') as hash"))
    .where({ agent_id: agentId, [idColumn]: id })
    .first();
  return row ? { index: row.idx === null ? null : Number(row.idx), hash: row.hash } : null;
}

/**
 * A row without a leaf index: its entry and leaf hash when stored with it (a score's, computed
 * when it was accepted), else the row as the API answers it, to compute them from (a record
 * loaded in bulk, as getRecord returns it).
 */
export type Unsequenced = { id: string; seq: number } & (
  { leaf: { entry: string; leafHash: string } } | { stored: Record<string, unknown> }
);

const UNSEQUENCED: Record<LogKind, { columns: string[]; read(row: Record<string, unknown>, agentId: string): Unsequenced }> = {
  records: {
    columns: ["body", "server_ts_utc"],
    read: (row, agentId) => ({
      id: row.id as string,
      seq: Number(row.seq),
      stored: { ...(row.body as object), agent_id: agentId, server_ts_utc: row.server_ts_utc },
    }),
  },
  scores: {
    columns: ["encode(entry, 'hex') as entry", "encode(leaf_hash, 'hex') as leaf_hash"],
    read: (row) => ({
      id: row.id as string,
      seq: Number(row.seq),
      leaf: { entry: row.entry as string, leafHash: row.leaf_hash as string },
    }),
  },
};

/**
 * A page of the agent's rows that have no leaf index yet (records stored in bulk, as the bench
 * seeds them; scores, sequenced after their commit), in their order. `afterSeq` continues from
 * the previous page's `seq`.
 */
export async function unsequenced(
  knex: Knex,
  kind: LogKind,
  agentId: string,
  page: { afterSeq?: number; limit: number },
): Promise<Unsequenced[]> {
  const { leaves, id, index, order } = LOG_TABLES[kind];
  const { columns, read } = UNSEQUENCED[kind];
  const rows: Record<string, unknown>[] = await knex(leaves)
    .select({ id, seq: order }, ...columns.map((column) => knex.raw(column)))
    .where("agent_id", agentId)
    .whereNull(index)
    .andWhere(order, ">", page.afterSeq ?? -1)
    .orderBy(order)
    .limit(page.limit);
  return rows.map((row) => read(row, agentId));
}

/** Agents holding rows without a leaf, after `afterAgentId`, in agent order (an index on (agent_id) where the leaf is null serves it). */
export async function agentsToSequence(knex: Knex, kind: LogKind, afterAgentId: string, limit: number): Promise<string[]> {
  const { leaves, index } = LOG_TABLES[kind];
  const rows: { agent_id: string }[] = await knex(leaves)
    .distinct("agent_id")
    .whereNull(index)
    .andWhere("agent_id", ">", afterAgentId)
    .orderBy("agent_id")
    .limit(limit);
  return rows.map((row) => row.agent_id);
}

/** The hashes of level `level`'s stored nodes (the leaves at 0) with index in [from, to), in index order. */
export async function getLevelRange(
  knex: Knex,
  kind: LogKind,
  agentId: string,
  level: number,
  from: number,
  to: number,
): Promise<string[]> {
  const tables = LOG_TABLES[kind];
  const [table, column, hash] = level === 0 ? [tables.leaves, tables.index, "leaf_hash"] : [tables.nodes, "idx", "hash"];
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
export async function getEntries(knex: Knex, kind: LogKind, agentId: string, from: number, to: number): Promise<string[]> {
  const { leaves, index } = LOG_TABLES[kind];
  const rows: { entry: string | null }[] = await knex(leaves)
    .select(knex.raw("encode(entry, 'hex') as entry"))
    .where({ agent_id: agentId })
    .andWhere(index, ">=", from)
    .andWhere(index, "<", to)
    .orderBy(index);
  return rows.flatMap((row) => (row.entry === null ? [] : [row.entry]));
}
