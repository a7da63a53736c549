// The records' retention round (docs/content.md, "Erasing records"): records received longer ago
// than their agent's retention_days (else RECORD_RETENTION_DAYS) are erased as DELETE erases them,
// their tombstones staying. A round does bounded work (RECORDS_PER_ROUND at most, in erasures of
// BATCH) and resumes where the last stopped: each agent's watermark (store/retention.ts) moves
// after each erasure commits, and agents are taken in order from where the last round ended.
// Replicas may each run it: erasing an erased record changes nothing, and age is judged by the
// database's clock, not the replica's (`now` is only the erasure time the tombstones carry).
import type { Logger } from "pino";
import { everyInterval, type Rounds } from "../log/rounds.ts";
import { advanceRetention, agentsWithRetention, expiredRecords } from "../store/retention.ts";
import { erase, type ErasureRoom } from "./erase.ts";

/** The most records one round erases: a round stays short; the next goes on. */
const RECORDS_PER_ROUND = 5_000;
/** Records per erasure (one transaction each). */
const BATCH = 200;
/** Agents read per page. */
const AGENTS = 100;

export interface RetentionOptions {
  intervalMs: number;
  /** RECORD_RETENTION_DAYS; undefined: only agents with their own retention_days. */
  retentionDays: number | undefined;
}

/** One round; how many records it erased and over how many agents. Exported for tests. */
export async function retentionRound(
  services: ErasureRoom,
  options: RetentionOptions,
  now: number,
  stopped: () => boolean,
  resumeAfter = { agentId: "" },
) {
  let erased = 0;
  let budget = RECORDS_PER_ROUND;
  const agents = new Set<string>();
  while (budget > 0 && !stopped()) {
    const page = await agentsWithRetention(services.db, options.retentionDays, resumeAfter.agentId, AGENTS);
    for (const { agentId, days } of page) {
      for (;;) {
        if (budget <= 0 || stopped()) return { erased, agents: agents.size };
        const { recordIds, throughSeq, head, moved } = await expiredRecords(services.db, agentId, days, Math.min(BATCH, budget));
        if (recordIds.length > 0) {
          erased += (await erase(services, agentId, recordIds, now)).erased;
          agents.add(agentId);
        }
        if (moved) await advanceRetention(services.db, agentId, throughSeq ?? 0, head);
        if (throughSeq === undefined) break;
        budget -= Math.max(recordIds.length, 1);
      }
      resumeAfter.agentId = agentId;
    }
    // The last agent reached: the next round starts from the first again.
    if (page.length < AGENTS) {
      resumeAfter.agentId = "";
      break;
    }
  }
  return { erased, agents: agents.size };
}

export function startRecordRetention(services: ErasureRoom, log: Logger, options: RetentionOptions): Pick<Rounds, "stop"> {
  const resumeAfter = { agentId: "" };
  const rounds = everyInterval(
    options.intervalMs,
    async () => {
      const { erased, agents } = await retentionRound(services, options, Date.now(), () => rounds.stopped, resumeAfter);
      if (erased > 0)
        log.info({ erased, agents, retention_days: options.retentionDays ?? null }, "records: erased records past their retention");
    },
    (error) => log.warn({ err: error }, "records: a retention round failed; the next one retries"),
  );
  return rounds;
}
