// Search indexing after commit (issue 36; docs/performance.md, "Search indexing after commit"):
// a record's terms are written to the search index by a pass shortly after the transaction that
// stored it, not inside it, so an agent's serial section (lock to commit) holds none of the
// index's cost, and one owner's heavy text holds up no other owner's writes (issue 33).
// - Agents whose records commit here are indexed together ~GATHER_MS later, from the terms the
//   process computed at ingest (remembered, within a bound; read back from the bodies past it).
// - A round every `intervalMs` indexes whatever else lags: records of another replica, or left
//   by a crash between commit and indexing (store/search-index.ts keeps the watermark).
// - A search first indexes what its agent has stored by then (flush): every record acknowledged
//   before it is found, as before.
// - An agent whose records this process stored faster than they are indexed (MAX_LAG behind) has
//   its callers' acknowledgements wait for the pass (admit): under sustained overload ingest
//   slows to what indexing keeps up with, so a record's terms are in the index within about half
//   a second of its acknowledgement (bench T), and the memory of pending terms stays bounded.
//   Other agents' callers do not wait, even those that shared the transaction.
import type { Logger } from "pino";
import type { Database } from "../store/db.ts";
import { agentsToIndex, indexLags, indexRecords, type UnindexedRecord } from "../store/search-index.ts";
import { agentRounds } from "../log/rounds.ts";
import { recordTerms } from "./terms.ts";

const GATHER_MS = 100;
/** Agents per pass. */
const PAGE = 100;
/** Records per agent per pass: bounds a pass's transaction (at most MAX_RECORD_TERMS terms each). */
const PER_AGENT = 1_000;
/** Terms remembered at most over all agents (~10 MB); past it a pass reads the bodies back. */
const REMEMBERED_TERMS = 150_000;
/** Records of one agent stored here and not indexed yet past which its acknowledgements wait. */
const MAX_LAG = 750;
/** The longest one acknowledgement waits for the index to catch up. */
const MAX_ADMIT_WAIT_MS = 5_000;
/** A search first indexes at most this many passes of its agent's records; the rounds do the rest. */
const FLUSH_PASSES = 5;

export interface StoredTerms {
  agentId: string;
  leafIndex: number;
  terms: string[];
}

export interface SearchIndexer {
  /** These records were stored and committed. */
  nudge(records: Iterable<StoredTerms>): void;
  /** Resolves once none of these agents is more than MAX_LAG records behind in the index (or after MAX_ADMIT_WAIT_MS). */
  admit(agentIds: Iterable<string>): Promise<void>;
  /** Indexes the agent's stored records (up to a bound) before a search reads the index. */
  flush(agentId: string): Promise<void>;
  /** Stops the rounds and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** SEARCH_INDEX=off (measurement only): nothing is indexed; records stay unsearchable until it is on again. */
export const notIndexing: SearchIndexer = { nudge() {}, admit: async () => {}, flush: async () => {}, stop: async () => {} };

export function startSearchIndexer(db: Database, log: Logger, intervalMs: number): SearchIndexer {
  const pending = new Set<string>();
  const remembered = new Map<string, Map<number, string[]>>();
  let rememberedTerms = 0;
  // Per agent, the leaf after the last one this process stored, and the watermark last seen: the
  // records between them are acknowledged and not indexed yet.
  const nudgedUpTo = new Map<string, number>();
  const indexedUpTo = new Map<string, number>();
  const waiting: (() => void)[] = []; // admit() calls to look again after a pass
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const source = {
    remembered: (record: UnindexedRecord) => remembered.get(record.agentId)?.get(record.leafIdx),
    fromBody: (body: Record<string, unknown>) => recordTerms(body as { behavior: string }),
  };
  // Below each agent's watermark nothing is needed any more.
  function forget(watermarks: ReadonlyMap<string, number>): void {
    for (const [agentId, watermark] of watermarks) {
      const terms = remembered.get(agentId);
      for (const [index, list] of terms ?? []) {
        if (index >= watermark) continue;
        terms!.delete(index);
        rememberedTerms -= list.length;
      }
      if (terms?.size === 0) remembered.delete(agentId);
      if ((nudgedUpTo.get(agentId) ?? 0) <= watermark) nudgedUpTo.delete(agentId);
      else indexedUpTo.set(agentId, watermark);
    }
    for (const agentId of indexedUpTo.keys()) if (!nudgedUpTo.has(agentId)) indexedUpTo.delete(agentId);
  }
  const lag = (agentId: string) => (nudgedUpTo.get(agentId) ?? 0) - (indexedUpTo.get(agentId) ?? 0);

  /** One pass over these agents; the agents that may have more. */
  async function pass(agentIds: readonly string[]): Promise<string[]> {
    const { watermarks, more } = await indexRecords(db, agentIds, PER_AGENT, source);
    await db.reads.wrote(agentIds);
    // Only what this pass (or another replica's) committed; on failure the terms stay remembered.
    forget(watermarks);
    for (const wake of waiting.splice(0)) wake();
    return more;
  }

  async function passLogged(agentIds: readonly string[]): Promise<string[]> {
    try {
      return await pass(agentIds);
    } catch (error) {
      log.warn({ err: error, agent_ids: agentIds }, "search index: these agents' records were not indexed; the next round retries");
      return [];
    }
  }

  // Passes run one at a time in this process (others' wait on the progress rows' locks).
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = running.then(fn);
    running = result.catch(() => {});
    return result;
  };

  // Nudges gather for GATHER_MS, so a pass takes many commits' records (each pass costs a
  // transaction of six statements); an agent a pass or more behind is indexed again at once.
  function schedule(delayMs = GATHER_MS): void {
    if (timer !== undefined || stopped || pending.size === 0) return;
    timer = setTimeout(() => {
      void serially(async () => {
        const agentIds = [...pending].slice(0, PAGE);
        for (const agentId of agentIds) pending.delete(agentId);
        for (const agentId of await passLogged(agentIds)) pending.add(agentId);
        timer = undefined;
        schedule([...pending].some((agentId) => lag(agentId) >= PER_AGENT / 2) ? 0 : GATHER_MS);
      });
    }, delayMs);
  }

  const rounds = agentRounds(
    intervalMs,
    PAGE,
    (after, limit) => agentsToIndex(db, after, limit),
    (agentIds) => serially(() => passLogged(agentIds)),
    (error) => log.warn({ err: error }, "search index: a round failed; the next one retries"),
  );

  return {
    nudge(records) {
      for (const { agentId, leafIndex, terms } of records) {
        pending.add(agentId);
        nudgedUpTo.set(agentId, Math.max(nudgedUpTo.get(agentId) ?? 0, leafIndex + 1));
        // Until a pass reads the agent's watermark, only what this process stored counts as lag.
        if (!indexedUpTo.has(agentId)) indexedUpTo.set(agentId, leafIndex);
        if (rememberedTerms + terms.length > REMEMBERED_TERMS) continue;
        let agent = remembered.get(agentId);
        if (!agent) remembered.set(agentId, (agent = new Map()));
        agent.set(leafIndex, terms);
        rememberedTerms += terms.length;
      }
      schedule();
    },
    async admit(agentIds) {
      const agents = [...agentIds];
      // Bounded: a pass that keeps failing (the index's table locked, say) slows writes, never stops them.
      const until = Date.now() + MAX_ADMIT_WAIT_MS;
      while (!stopped && Date.now() < until && agents.some((agentId) => lag(agentId) > MAX_LAG)) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, until - Date.now()).unref();
        });
      }
    },
    async flush(agentId) {
      try {
        for (let passes = 0; passes < FLUSH_PASSES && !stopped && (await indexLags(db, agentId)); passes++) {
          if ((await serially(() => pass([agentId]))).length === 0) return;
        }
      } catch (error) {
        // The search still answers from what is indexed; the rounds retry.
        log.warn({ err: error, agent_id: agentId }, "search index: indexing before a search failed");
      }
    },
    async stop() {
      stopped = true;
      for (const wake of waiting.splice(0)) wake();
      clearTimeout(timer);
      await Promise.all([rounds.stop(), running]);
    },
  };
}
