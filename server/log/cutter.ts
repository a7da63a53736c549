// The interval cutter: every CHECKPOINT_INTERVAL_MS, a checkpoint for each agent whose log grew
// since its latest one. Replicas may each cut one; a checkpoint of a size that exists is kept once.
import type { Logger } from "pino";
import { getAgent } from "../store/agents.ts";
import { cutCheckpoint, type Cutting } from "./checkpoints.ts";
import { everyInterval, type Rounds } from "./rounds.ts";

const PAGE = 100;

export type Cutter = Pick<Rounds, "stop">;

export function startCheckpointCutter(cutting: Cutting, log: Logger, intervalMs: number): Cutter {
  const { logStore: store, db } = cutting;
  async function cutAll(): Promise<void> {
    for (let after = ""; !rounds.stopped; ) {
      const agentIds = await store.agentsWithUncheckpointedLeaves(after, PAGE);
      for (const agentId of agentIds) {
        if (rounds.stopped) return;
        // One agent's failure (say, a wallet key sealed under a KEK not configured) spares the others.
        try {
          const agent = await getAgent(db, agentId);
          if (agent) await cutCheckpoint(cutting, agent, Date.now());
        } catch (error) {
          log.warn({ err: error, agent_id: agentId }, "checkpoint cutter: this agent's checkpoint failed; the next round retries");
        }
      }
      if (agentIds.length < PAGE) return;
      after = agentIds[agentIds.length - 1]!;
    }
  }

  const rounds = everyInterval(intervalMs, cutAll, (error) => log.warn({ err: error }, "checkpoint cutter: a round failed; the next one retries"));
  return rounds;
}
