// The interval cutter: every CHECKPOINT_INTERVAL_MS, a checkpoint of each agent's log (record log
// and scores log) that grew since its latest one. Replicas may each cut one; a checkpoint of a
// size that exists is kept once.
import type { Logger } from "pino";
import { getAgent } from "../store/agents.ts";
import type { LogKind } from "../store/log-store.ts";
import { cutCheckpoint, cutScoresCheckpoint, type Cutting } from "./checkpoints.ts";
import { everyInterval, type Rounds } from "./rounds.ts";

const PAGE = 100;

export type Cutter = Pick<Rounds, "stop">;

export function startCheckpointCutter(cutting: Cutting, log: Logger, intervalMs: number): Cutter {
  const { logs, db } = cutting;
  const cutOne: Record<LogKind, (agentId: string) => Promise<unknown>> = {
    records: async (agentId) => {
      const agent = await getAgent(db, agentId);
      if (agent) await cutCheckpoint(cutting, agent, Date.now());
    },
    scores: (agentId) => cutScoresCheckpoint(cutting, agentId, Date.now()),
  };

  async function cutAll(kind: LogKind): Promise<void> {
    for (let after = ""; !rounds.stopped;) {
      const agentIds = await logs[kind].checkpoints.agentsWithUncheckpointedLeaves(after, PAGE);
      for (const agentId of agentIds) {
        if (rounds.stopped) return;
        // One agent's failure (say, a wallet key sealed under a KEK not configured) spares the others.
        try {
          await cutOne[kind](agentId);
        } catch (error) {
          log.warn(
            { err: error, agent_id: agentId, log: kind },
            "checkpoint cutter: this agent's checkpoint failed; the next round retries",
          );
        }
      }
      if (agentIds.length < PAGE) return;
      after = agentIds[agentIds.length - 1]!;
    }
  }

  const rounds = everyInterval(
    intervalMs,
    async () => {
      await cutAll("records");
      await cutAll("scores");
    },
    (error) => log.warn({ err: error }, "checkpoint cutter: a round failed; the next one retries"),
  );
  return rounds;
}
