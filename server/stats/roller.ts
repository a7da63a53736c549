// The stats rollups kept after commit (issue 37; docs/stats.md): records are added to the
// rollups by a background pass over the agents whose log grew past their watermark, in batches,
// as search indexing is (search/indexer.ts), so the ingest transaction and its agent's serial
// section pay nothing for stats.
// - A round every `intervalMs` rolls whatever lags: this process's records, another replica's,
//   those left by a crash between commit and rolling, and those stored before the rollups existed.
// - A stats read first rolls what its agents have stored by then (flush): its sums count every
//   record acknowledged before it. Nothing is nudged from the ingest path: a read never waits for
//   a round, and rounds take larger batches the faster records come.
import type { Logger } from "pino";
import type { Database } from "../store/db.ts";
import { agentsToRoll, rollLags, rollRecords } from "../store/stats.ts";
import { agentRounds } from "../log/rounds.ts";

/** Agents per pass. */
const PAGE = 100;
/** Records per agent per pass: bounds a pass's transaction. */
const PER_AGENT = 2_000;
/** A read first rolls at most this many passes; past that (a backlog) the rounds do the rest. */
const FLUSH_PASSES = 50;

export interface StatsRoller {
  /** Rolls up these agents' stored records (up to a bound) before a read adds up the rollups. */
  flush(agentIds: readonly string[]): Promise<void>;
  /** Stops the rounds and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** STATS_ROLLUP=off (measurement only): nothing is rolled up; stats answer from what was. */
export const notRolling: StatsRoller = { flush: async () => {}, stop: async () => {} };

export function startStatsRoller(db: Database, log: Logger, intervalMs: number): StatsRoller {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  // Passes run one at a time in this process (others' wait on the progress rows' locks).
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = running.then(fn);
    running = result.catch(() => {});
    return result;
  };

  // Until none of them has more: an agent with more than PER_AGENT behind gets further passes.
  async function rollAll(agentIds: readonly string[], maxPasses = Infinity): Promise<void> {
    let lagging = [...agentIds];
    for (let passes = 0; passes < maxPasses && !stopped && lagging.length > 0; passes++) {
      const page = lagging.slice(0, PAGE);
      lagging = [...(await serially(() => rollRecords(db, page, PER_AGENT))), ...lagging.slice(PAGE)];
    }
  }

  const rounds = agentRounds(
    intervalMs,
    PAGE,
    (after, limit) => agentsToRoll(db, after, limit),
    (agentIds) => rollAll(agentIds),
    (error) => log.warn({ err: error }, "stats: a round failed; the next one retries"),
  );

  return {
    async flush(agentIds) {
      try {
        await rollAll(await rollLags(db, agentIds), FLUSH_PASSES);
      } catch (error) {
        // The read still answers from what is rolled up; the rounds retry.
        log.warn({ err: error }, "stats: rolling up before a read failed");
      }
    },
    async stop() {
      stopped = true;
      await Promise.all([rounds.stop(), running]);
    },
  };
}
