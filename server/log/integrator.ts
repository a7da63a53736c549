// Integration off the ingest path (append.ts): agents are integrated shortly after their records
// commit here (nudge), one at a time, each pass taking every leaf sequenced by then; a round every
// `intervalMs` integrates whatever else waits (records committed by another replica, or before a
// crash or restart).
import type { Logger } from "pino";
import type { LogStore } from "../store/log-store.ts";
import { integrate } from "./append.ts";
import { everyInterval } from "./rounds.ts";

/** How long nudges gather before a pass: one pass then integrates many commits' leaves. */
const GATHER_MS = 5;
const PAGE = 100;

export interface Integrator {
  /** These agents' logs have new sequenced leaves. */
  nudge(agentIds: Iterable<string>): void;
  /** Stops the rounds and waits for the pass in progress. */
  stop(): Promise<void>;
}

export function startIntegrator(store: LogStore, log: Logger, intervalMs: number): Integrator {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function integrateLogged(agentId: string): Promise<void> {
    try {
      await integrate(store, agentId);
    } catch (error) {
      log.warn({ err: error, agent_id: agentId }, "integrator: this agent's log was not integrated; the next round retries");
    }
  }

  function schedule(): void {
    if (timer !== undefined || stopped || pending.size === 0) return;
    timer = setTimeout(() => {
      running = running.then(async () => {
        timer = undefined;
        while (pending.size > 0 && !stopped) {
          const [agentId] = pending;
          pending.delete(agentId!);
          await integrateLogged(agentId!);
        }
      });
    }, GATHER_MS);
  }

  const rounds = everyInterval(
    intervalMs,
    async () => {
      for (let after = ""; !rounds.stopped; ) {
        const agentIds = await store.agentsToIntegrate(after, PAGE);
        for (const agentId of agentIds) if (!rounds.stopped) await integrateLogged(agentId);
        if (agentIds.length < PAGE) return;
        after = agentIds[agentIds.length - 1]!;
      }
    },
    (error) => log.warn({ err: error }, "integrator: a round failed; the next one retries"),
  );

  return {
    nudge(agentIds) {
      for (const agentId of agentIds) pending.add(agentId);
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([rounds.stop(), running]);
    },
  };
}
