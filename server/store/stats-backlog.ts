// What a stats read must roll up first (server/stats/roller.ts flush), in one statement: a read
// whose rollups are current costs this statement (a few index probes per agent), and nothing else
// before it adds up the rollups. It is asked of the database, not of this process, because another
// replica may have stored records or scores a moment ago.
import type { Database } from "./db.ts";
import { LOG_TABLES } from "./log-kinds.ts";
import { RECORDS, scopeFilter, type StatsScope } from "./stats.ts";
import { SCORES } from "./stats-scores.ts";
import { runOnPool } from "./statements.ts";

/** Of a scope's agents, those with something not rolled up yet, by what. */
export interface StatsBacklog {
  /** Record leaves beyond the records' watermark. */
  records: string[];
  /** Scores without a leaf yet (numbered in their log after their commit). */
  unsequencedScores: string[];
  /** Score leaves beyond the scores' watermark. */
  scores: string[];
}

const behind = (mark: typeof RECORDS.mark | typeof SCORES.mark) =>
  `coalesce((select q.next_idx from ${mark.sequence} q where q.agent_id = a.agent_id), 0)
     > coalesce((select p.${mark.column} from ${mark.table} p where p.agent_id = a.agent_id), 0)`;

const scores = LOG_TABLES.scores;

// Rows only for agents with a backlog: a current scope answers no row.
const BACKLOG = (agents: string) => `
  select * from (
    select a.agent_id,
           ${behind(RECORDS.mark)} as records,
           exists (select 1 from ${scores.leaves} s where s.agent_id = a.agent_id and s.${scores.index} is null) as unsequenced_scores,
           ${behind(SCORES.mark)} as scores
      from agents a where ${agents}
  ) b where records or unsequenced_scores or scores`;

export async function statsBacklog(db: Database, scope: StatsScope): Promise<StatsBacklog> {
  const agents = scopeFilter(scope, "a.agent_id");
  // One prepared statement per kind of scope (an agent, an owner, some of an owner's agents).
  const kind = "agentId" in scope ? "agent" : scope.agentIds ? "agents" : "owner";
  const rows = await runOnPool(db)<{ agent_id: string; records: boolean; unsequenced_scores: boolean; scores: boolean }>(
    BACKLOG(agents.sql),
    agents.bindings,
    `trace_ledger_stats_backlog_${kind}`,
  );
  const having = (key: "records" | "unsequenced_scores" | "scores") => rows.filter((row) => row[key]).map((row) => row.agent_id);
  return { records: having("records"), unsequencedScores: having("unsequenced_scores"), scores: having("scores") };
}
