// Integration off the ingest path (append.ts): agents whose records commit here (nudge) are
// integrated shortly after, together in one transaction, each taking every leaf sequenced by
// then; a round every `intervalMs` integrates whatever else waits (records committed by another
// replica, or before a crash or restart).
import type { Logger } from "pino";
import type { LogStore } from "../store/log-store.ts";
import { integrate } from "./append.ts";
import { LeafMemory } from "./leaf-memory.ts";
import { agentRounds } from "./rounds.ts";

/**
 * How long nudges gather before a pass: a pass (a transaction, its commit flushed) then takes
 * many commits' leaves of many agents. Nothing waits on it but checkpoints, which integrate first.
 */
const GATHER_MS = 100;
const PAGE = 100;

export interface SequencedLeaf {
  agentId: string;
  index: number;
  hash: string;
}

/** Leaves remembered at most, over all agents (~11 MB of hex hashes); beyond that a pass reads them back from the records. */
const REMEMBERED = 100_000;

export interface Integrator {
  /** These leaves were sequenced and committed. */
  nudge(leaves: Iterable<SequencedLeaf>): void;
  /** Stops the rounds and waits for the pass in progress. */
  stop(): Promise<void>;
}

export function startIntegrator(store: LogStore, log: Logger, intervalMs: number): Integrator {
  const pending = new Set<string>();
  const remembered = new LeafMemory(REMEMBERED);
  const known = (agentId: string, from: number) => remembered.take(agentId, from);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function integrateLogged(agentIds: readonly string[]): Promise<void> {
    try {
      await integrate(store, agentIds, known);
    } catch (error) {
      log.warn({ err: error, agent_ids: agentIds }, "integrator: these agents' logs were not integrated; the next round retries");
    }
  }

  function schedule(): void {
    if (timer !== undefined || stopped || pending.size === 0) return;
    // Until the pass ends, further nudges only gather for the next one.
    timer = setTimeout(() => {
      running = running.then(async () => {
        const agentIds = [...pending].slice(0, PAGE);
        for (const agentId of agentIds) pending.delete(agentId);
        await integrateLogged(agentIds);
        timer = undefined;
        schedule();
      });
    }, GATHER_MS);
  }

  const rounds = agentRounds(intervalMs, PAGE, (after, limit) => store.agentsToIntegrate(after, limit), integrateLogged, (error) =>
    log.warn({ err: error }, "integrator: a round failed; the next one retries"),
  );

  return {
    nudge(leaves) {
      for (const { agentId, index, hash } of leaves) {
        pending.add(agentId);
        remembered.remember(agentId, index, hash);
      }
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([rounds.stop(), running]);
    },
  };
}
