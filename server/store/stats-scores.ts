// Score means in the stats (migration 0019; docs/stats.md): the stats pass rolls each agent's
// scores up in its scores log's leaf order from a watermark of their own, as it does records
// (store/stats.ts). Not by `scores.seq`: a seq is taken before its score commits, so a lower one
// can commit after a higher one was rolled and be missed; leaf indices are given after commit, in
// order, under the scores log's sequence lock, so the rolled scores are always a run from leaf 0.
import type { Database } from "./db.ts";
import { batchFromWatermarks, GRAINS, moveWatermarks, scopeFilter, type Grain, type Rollup, type StatsScope } from "./stats.ts";
import { runOnPool } from "./statements.ts";

// A pass's scores (a run of leaves from each agent's watermark), their value as a number when it
// has one (a JSON number as written, true = 1, false = 0; a category none), added per grain,
// bucket of server_ts_utc and name; the update moves the watermarks past every score of the run,
// categorical ones too.
const ROLL_SCORES = `
  with ${batchFromWatermarks(
    "scores",
    "s",
    `s.name,
             case jsonb_typeof(s.body -> 'value')
               when 'number' then (s.body ->> 'value')::numeric
               when 'boolean' then case when s.body -> 'value' = 'true'::jsonb then 1 else 0 end
             end as value`,
  )},
  rolled as (
    insert into stats_score_rollups (agent_id, grain, bucket_ms, name, n, total)
    select b.agent_id, g.grain, (b.server_ts_utc / g.width) * g.width, b.name, count(*), sum(b.value)
      from batch b cross join ${GRAINS}
     where b.value is not null
     group by 1, 2, 3, 4
    on conflict (agent_id, grain, bucket_ms, name) do update set
      n = stats_score_rollups.n + excluded.n,
      total = stats_score_rollups.total + excluded.total
  )
  ${moveWatermarks("stats_score_progress")}`;

/** The scores' rollups. */
export const SCORES: Rollup = {
  mark: { table: "stats_score_progress", column: "rolled_idx", sequence: "score_log_sequence" },
  statement: ROLL_SCORES,
  name: "trace_ledger_stats_roll_scores",
};

/** Per bucket and score name: the mean of the values rolled up (exact: numeric sums, divided here). */
export interface ScoreMeanRow {
  bucket_ms: string;
  name: string;
  mean: string;
}

/** The score means of a range, per bucket and name, over one agent or all the owner's. */
export function readScoreMeans(
  db: Database,
  query: { scope: StatsScope; grain: Grain; fromMs: number; toMs: number },
): Promise<ScoreMeanRow[]> {
  const agents = scopeFilter(query.scope);
  return runOnPool(db)<ScoreMeanRow>(
    `select bucket_ms, name, sum(total) / sum(n) as mean
       from stats_score_rollups where ${agents.sql} and grain = ? and bucket_ms >= ? and bucket_ms < ?
      group by bucket_ms, name order by bucket_ms, name collate "C"`,
    [...agents.bindings, query.grain, query.fromMs, query.toMs],
  );
}
