// Integration off the ingest path (append.ts), one integrator per kind of log: agents whose rows
// commit here (nudge, stored) are integrated shortly after, together in one transaction, each
// taking every leaf sequenced by then; a round every `intervalMs` integrates whatever else waits
// (rows committed by another replica, or before a crash or restart). A log whose rows are stored
// without leaves (the scores log) is given `sequencing`: each pass sequences them first.
import type { Logger } from "pino";
import type { CatchUpStore, IntegrationStore } from "../store/log-store.ts";
import { integrate, sequenceStored } from "./append.ts";
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
  /** These agents' rows were committed without leaves (with `sequencing`): sequence and integrate them soon. */
  stored(agentIds: Iterable<string>): void;
  /** Stops the rounds and waits for the pass in progress. */
  stop(): Promise<void>;
}

export function startIntegrator(store: IntegrationStore, log: Logger, intervalMs: number, sequencing?: CatchUpStore): Integrator {
  const pending = new Set<string>();
  const remembered = new LeafMemory(REMEMBERED);
  const known = (agentId: string, from: number) => remembered.take(agentId, from);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function integrateLogged(agentIds: readonly string[]): Promise<void> {
    try {
      if (sequencing) for (const agentId of agentIds) await sequenceStored(sequencing, agentId);
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

  const onFailure = (error: unknown) => log.warn({ err: error }, "integrator: a round failed; the next one retries");
  const rounds = [
    agentRounds(intervalMs, PAGE, (after, limit) => store.agentsToIntegrate(after, limit), integrateLogged, onFailure),
    ...(sequencing
      ? [agentRounds(intervalMs, PAGE, (after, limit) => sequencing.agentsToSequence(after, limit), integrateLogged, onFailure)]
      : []),
  ];

  return {
    nudge(leaves) {
      for (const { agentId, index, hash } of leaves) {
        pending.add(agentId);
        remembered.remember(agentId, index, hash);
      }
      schedule();
    },
    stored(agentIds) {
      for (const agentId of agentIds) pending.add(agentId);
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([...rounds.map((round) => round.stop()), running]);
    },
  };
}
