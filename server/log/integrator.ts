// Integration off the ingest path (append.ts): agents whose records commit here (nudge) are
// integrated shortly after, together in one transaction, each taking every leaf sequenced by
// then; a round every `intervalMs` integrates whatever else waits (records committed by another
// replica, or before a crash or restart).
import type { Logger } from "pino";
import type { LogStore } from "../store/log-store.ts";
import { integrate } from "./append.ts";
import { everyInterval } from "./rounds.ts";

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

/** Leaves remembered per agent at most; beyond that a pass reads them back from the records. */
const REMEMBERED_PER_AGENT = 100_000;

export interface Integrator {
  /** These leaves were sequenced and committed. */
  nudge(leaves: Iterable<SequencedLeaf>): void;
  /** Stops the rounds and waits for the pass in progress. */
  stop(): Promise<void>;
}

export function startIntegrator(store: LogStore, log: Logger, intervalMs: number): Integrator {
  const pending = new Set<string>();
  // Committed leaves by agent and index, so a pass need not read them back.
  const remembered = new Map<string, Map<number, string>>();
  const known = (agentId: string, from: number): string[] => {
    const leaves = remembered.get(agentId);
    if (!leaves) return [];
    const run: string[] = [];
    for (let hash = leaves.get(from); hash !== undefined; hash = leaves.get(from + run.length)) run.push(hash);
    // What lies below the tree now (taken by this run, or by a pass that read the records) goes.
    for (const index of leaves.keys()) if (index < from + run.length) leaves.delete(index);
    if (leaves.size === 0) remembered.delete(agentId);
    return run;
  };
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

  const rounds = everyInterval(
    intervalMs,
    async () => {
      for (let after = ""; !rounds.stopped; ) {
        const agentIds = await store.agentsToIntegrate(after, PAGE);
        if (agentIds.length > 0) await integrateLogged(agentIds);
        if (agentIds.length < PAGE) return;
        after = agentIds[agentIds.length - 1]!;
      }
    },
    (error) => log.warn({ err: error }, "integrator: a round failed; the next one retries"),
  );

  return {
    nudge(leaves) {
      for (const { agentId, index, hash } of leaves) {
        pending.add(agentId);
        let leaves = remembered.get(agentId);
        if (!leaves) remembered.set(agentId, (leaves = new Map()));
        if (leaves.size < REMEMBERED_PER_AGENT) leaves.set(index, hash);
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
