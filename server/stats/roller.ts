// The stats rollups kept after commit (issue 37; docs/stats.md), as search indexing is
// (search/indexer.ts): records are added to the rollups by a pass shortly after the transaction
// that stored them, in batches, so the ingest transaction and its agent's serial section pay
// nothing for stats.
// - Agents whose records commit here are rolled together ~GATHER_MS later (nudge).
// - A round every `intervalMs` rolls whatever else lags: another replica's records, those left by
//   a crash between commit and rolling, and every record stored before the rollups existed.
// - A stats read first rolls what its agents have stored by then (flush): its sums count every
//   record acknowledged before it.
import type { Logger } from "pino";
import type { Database } from "../store/db.ts";
import { agentsToRoll, rollLags, rollRecords } from "../store/stats.ts";
import { agentRounds } from "../log/rounds.ts";

const GATHER_MS = 200;
/** Agents per pass. */
const PAGE = 100;
/** Records per agent per pass: bounds a pass's transaction. */
const PER_AGENT = 2_000;
/** A read first rolls at most this many passes; past that (a backlog) the rounds do the rest. */
const FLUSH_PASSES = 50;

export interface StatsRoller {
  /** These agents' records were stored and committed. */
  nudge(agentIds: Iterable<string>): void;
  /** Rolls up these agents' stored records (up to a bound) before a read adds up the rollups. */
  flush(agentIds: readonly string[]): Promise<void>;
  /** Stops the rounds and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** STATS_ROLLUP=off (measurement only): nothing is rolled up; stats answer from what was. */
export const notRolling: StatsRoller = { nudge() {}, flush: async () => {}, stop: async () => {} };

export function startStatsRoller(db: Database, log: Logger, intervalMs: number): StatsRoller {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  // Passes run one at a time in this process (others' wait on the progress rows' locks).
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = running.then(fn);
    running = result.catch(() => {});
    return result;
  };

  async function passLogged(agentIds: readonly string[]): Promise<string[]> {
    try {
      return await rollRecords(db, agentIds, PER_AGENT);
    } catch (error) {
      log.warn({ err: error, agent_ids: agentIds }, "stats: these agents' records were not rolled up; the next round retries");
      return [];
    }
  }

  function schedule(delayMs = GATHER_MS): void {
    if (timer !== undefined || stopped || pending.size === 0) return;
    timer = setTimeout(() => {
      void serially(async () => {
        const agentIds = [...pending].slice(0, PAGE);
        for (const agentId of agentIds) pending.delete(agentId);
        const more = await passLogged(agentIds);
        for (const agentId of more) pending.add(agentId);
        timer = undefined;
        schedule(more.length > 0 ? 0 : GATHER_MS);
      });
    }, delayMs);
  }

  const rounds = agentRounds(
    intervalMs,
    PAGE,
    (after, limit) => agentsToRoll(db, after, limit),
    (agentIds) => serially(() => passLogged(agentIds)),
    (error) => log.warn({ err: error }, "stats: a round failed; the next one retries"),
  );

  return {
    nudge(agentIds) {
      for (const agentId of agentIds) pending.add(agentId);
      schedule();
    },
    async flush(agentIds) {
      try {
        let lagging = await rollLags(db, agentIds);
        for (let passes = 0; passes < FLUSH_PASSES && !stopped && lagging.length > 0; passes++) {
          lagging = await serially(() => rollRecords(db, lagging.slice(0, PAGE), PER_AGENT).then((more) => [...more, ...lagging.slice(PAGE)]));
        }
      } catch (error) {
        // The read still answers from what is rolled up; the rounds retry.
        log.warn({ err: error }, "stats: rolling up before a read failed");
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([rounds.stop(), running]);
    },
  };
}
