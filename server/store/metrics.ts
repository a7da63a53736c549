// What the metrics room reads from the database at scrape time (server/metrics/): one statement
// per kind of log per scrape, never per request. It reads one row per agent (the log's sequence,
// tree and latest checkpoint sizes, by primary keys) and, for agents that lag, one row each by its
// leaf index (docs/operations.md: ~10 ms at 1,000 agents, ~0.6 s at 100,000).
import type { Database } from "./db.ts";
import { LOG_TABLES, type LogKind } from "./log-kinds.ts";

export interface LogBacklog {
  /** Leaves sequenced (their rows committed) but not yet in their agent's tree, over all agents. */
  unintegratedLeaves: number;
  /** server_ts_utc of the oldest row (record, score) not yet integrated; null when none waits. */
  oldestUnintegratedMs: number | null;
  /** server_ts_utc of the oldest row no checkpoint covers yet; null when every row is covered. */
  oldestUncheckpointedMs: number | null;
}

/** The backlog of one kind of log (the record log, the scores log), over all agents. */
export async function logBacklog(db: Database, kind: LogKind): Promise<LogBacklog> {
  const { leaves, index, sequence, logs, checkpoints } = LOG_TABLES[kind];
  // A log's first leaf not integrated is leaf `integrated`; its first not checkpointed, `checkpointed`.
  // Each row is found by its index (agent_id, leaf index), and only for logs that lag.
  const query = `
    with logs as materialized (
      select q.agent_id, q.next_idx as sequenced, coalesce(l.tree_size, 0) as integrated,
             coalesce((select max(c.tree_size) from ${checkpoints} c where c.agent_id = q.agent_id), 0) as checkpointed
        from ${sequence} q left join ${logs} l on l.agent_id = q.agent_id
    )
    select coalesce(sum(sequenced - integrated), 0) as leaves,
           min((select r.server_ts_utc from ${leaves} r where r.agent_id = logs.agent_id and r.${index} = logs.integrated))
             filter (where sequenced > integrated) as integrate_ms,
           min((select r.server_ts_utc from ${leaves} r where r.agent_id = logs.agent_id and r.${index} = logs.checkpointed))
             filter (where sequenced > checkpointed) as checkpoint_ms
      from logs`;
  const { rows } = await db.knex.transaction(async (trx) => {
    // Its cost estimate grows with the agents, and past ~20,000 PostgreSQL would compile it (JIT)
    // for every scrape: seconds of compiling for a few milliseconds of work.
    await trx.raw("set local jit = off");
    return trx.raw<{ rows: { leaves: number | string; integrate_ms: number | null; checkpoint_ms: number | null }[] }>(query);
  });
  const row = rows[0]!;
  return { unintegratedLeaves: Number(row.leaves), oldestUnintegratedMs: row.integrate_ms, oldestUncheckpointedMs: row.checkpoint_ms };
}

export interface PoolConnections {
  used: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** The primary pool's connections, as its pool (tarn, under Knex) counts them now; PGlite's pool holds one. */
export function poolConnections(db: Database): PoolConnections {
  const pool = (db.knex.client as { pool?: TarnPool }).pool;
  if (!pool) return { used: 0, idle: 0, waiting: 0 };
  return { used: pool.numUsed(), idle: pool.numFree(), waiting: pool.numPendingAcquires() };
}
