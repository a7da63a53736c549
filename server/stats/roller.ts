// The stats rollups kept after commit (issue 37; docs/stats.md): records, and scores, are added
// to the rollups by a background pass over the agents whose log grew past their watermark, in
// batches, as search indexing is (search/indexer.ts), so the ingest transactions and the agents'
// serial sections pay nothing for stats. Each rollup (store/stats.ts RECORDS, store/stats-scores.ts
// SCORES) follows its own log: the record log, or the scores log.
// - A round every `intervalMs` rolls whatever lags: this process's rows, another replica's,
//   those left by a crash between commit and rolling, and those stored before the rollups existed.
// - A stats read first rolls what its agents have stored by then (flush): its sums count every
//   record and score acknowledged before it. Scores are numbered in their log after their commit,
//   so the flush numbers the agents' waiting ones first. Nothing is nudged from the ingest path: a
//   read never waits for a round, and rounds take larger batches the faster rows come.
import type { Logger } from "pino";
import type { Database } from "../store/db.ts";
import { agentsToRoll, RECORDS, ROLL_BATCH, rollPass, type Rollup, type StatsScope } from "../store/stats.ts";
import { statsBacklog } from "../store/stats-backlog.ts";
import { SCORES } from "../store/stats-scores.ts";
import { agentRounds } from "../log/rounds.ts";

/** Agents per pass. */
const PAGE = 100;
/** A read first rolls at most this many passes; past that (a backlog) the rounds do the rest. */
const FLUSH_PASSES = 50;

export interface StatsRoller {
  /** Rolls up the scope's stored records and scores (up to a bound) before a read adds up the rollups. */
  flush(scope: StatsScope): Promise<void>;
  /** Stops the rounds and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** STATS_ROLLUP=off (measurement only): nothing is rolled up; stats answer from what was. */
export const notRolling: StatsRoller = { flush: async () => {}, stop: async () => {} };

/** `sequenceScores`: numbers these agents' scores that have none yet in their scores log (log/append.ts sequenceStored). */
export function startStatsRoller(
  db: Database,
  log: Logger,
  intervalMs: number,
  sequenceScores: (agentIds: readonly string[]) => Promise<void>,
): StatsRoller {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  // Passes run one at a time in this process (others' wait on the progress rows' locks).
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = running.then(fn);
    running = result.catch(() => {});
    return result;
  };

  // Until none of them has more: an agent with more than ROLL_BATCH behind gets further passes.
  async function rollAll(rollup: Rollup, agentIds: readonly string[], maxPasses = Infinity): Promise<void> {
    let lagging = [...agentIds];
    for (let passes = 0; passes < maxPasses && !stopped && lagging.length > 0; passes++) {
      const page = lagging.slice(0, PAGE);
      lagging = [...(await serially(() => rollPass(db, rollup, page, ROLL_BATCH))), ...lagging.slice(PAGE)];
    }
  }

  const rounds = [RECORDS, SCORES].map((rollup) =>
    agentRounds(
      intervalMs,
      PAGE,
      (after, limit) => agentsToRoll(db, rollup, after, limit),
      (agentIds) => rollAll(rollup, agentIds),
      (error) => log.warn({ err: error, rollup: rollup.mark.table }, "stats: a round failed; the next one retries"),
    ),
  );

  return {
    async flush(scope) {
      try {
        // One statement says what lags; a current scope goes no further.
        const backlog = await statsBacklog(db, scope);
        await rollAll(RECORDS, backlog.records, FLUSH_PASSES);
        if (backlog.unsequencedScores.length > 0) await sequenceScores(backlog.unsequencedScores);
        // Scores just numbered lie beyond their watermark.
        await rollAll(SCORES, [...new Set([...backlog.scores, ...backlog.unsequencedScores])], FLUSH_PASSES);
      } catch (error) {
        // The read still answers from what is rolled up; the rounds retry.
        log.warn({ err: error }, "stats: rolling up before a read failed");
      }
    },
    async stop() {
      stopped = true;
      await Promise.all([...rounds.map((round) => round.stop()), running]);
    },
  };
}
