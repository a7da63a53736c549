// Appending to agents' logs (docs/anchoring.md) in two steps, as transparency logs do (Tessera);
// the same for both kinds of log (a log is an agent and a kind: the stores given are one kind's):
// - sequencing, in the transaction that stores the records: the agents' sequence rows are locked
//   before the insert (SequenceStore.lockSequences) and each stored record gets the next leaf index of its
//   agent's log, with its entry and leaf hash (store/records.ts insertRecords). Concurrent ingests
//   of one agent take turns, so leaf order is the agent's trace order, with no gap and no index
//   twice, on any number of replicas, and a record is never acknowledged without its leaf.
//   Rows stored without a leaf — records loaded in bulk, and every score — are sequenced after
//   their commit, in their order, by catchUp;
// - integration, off the ingest path (integrate, integrator.ts): the tree over the sequenced
//   leaves — the log's size and frontier, and the stored nodes above the leaves — grows in a
//   background round, and on demand before a checkpoint is cut. Checkpoints, and so proofs,
//   cover integrated leaves only.
import type { CatchUpStore, IntegrationStore, LogState, NodeRow } from "../store/log-store.ts";
import { appendLeaves, isStoredLevel, storedLeaf } from "./tree.ts";

const PAGE = 5_000;

/** Leaf hashes known in memory: the run from index `from` on that this process sequenced, if any. */
export type KnownLeaves = (agentId: string, from: number) => string[];

/**
 * Integrates the agents' sequenced leaves their trees do not hold yet, in one transaction;
 * returns each tree's new size. Leaf hashes are read back from the records unless `known` has
 * them (committed leaves this process sequenced): reading them back was most of a pass's cost.
 */
export function integrate(
  store: IntegrationStore,
  agentIds: readonly string[],
  known: KnownLeaves = () => [],
): Promise<Map<string, number>> {
  return store.transaction(async (trx) => {
    const logs = await trx.lockLogs(agentIds);
    for (let waiting = [...logs.keys()]; waiting.length > 0;) {
      const nodes: NodeRow[] = [];
      const states = new Map<string, LogState>();
      const full: string[] = []; // a full page may have more behind it
      for (const agentId of waiting) {
        const state = logs.get(agentId)!;
        const remembered = known(agentId, state.size);
        const leaves = remembered.length > 0 ? remembered : await trx.sequencedLeaves(agentId, state.size, PAGE);
        if (leaves.length === 0) continue;
        if (remembered.length > 0 || leaves.length === PAGE) full.push(agentId);
        const appended = appendLeaves(state.size, state.frontier, leaves);
        // The leaves themselves are columns of their rows.
        for (const node of appended.nodes) if (node.level > 0 && isStoredLevel(node.level)) nodes.push({ agentId, ...node });
        states.set(agentId, { size: state.size + leaves.length, frontier: appended.frontier });
      }
      await trx.writeNodes(nodes, states);
      for (const [agentId, state] of states) logs.set(agentId, state);
      waiting = full;
    }
    return new Map([...logs].map(([agentId, state]) => [agentId, state.size]));
  });
}

/**
 * Gives an agent's rows that have no leaf yet their leaves, in their order (records seeded in
 * bulk, as the bench does; scores), and integrates them. Returns the log's new size.
 */
export async function catchUpLog(stores: { sequencing: CatchUpStore; integration: IntegrationStore }, agentId: string): Promise<number> {
  await sequenceStored(stores.sequencing, agentId);
  return (await integrate(stores.integration, [agentId])).get(agentId)!;
}

/** Sequences the agent's rows that have no leaf yet, in their order; returns how many. */
export function sequenceStored(store: CatchUpStore, agentId: string): Promise<number> {
  return store.transaction(async (trx) => {
    const first = (await trx.lockSequences([agentId])).get(agentId)!;
    let next = first;
    for (let afterSeq: number | undefined; ;) {
      const rows = await trx.unsequenced(agentId, { afterSeq, limit: PAGE });
      await trx.setLeaves(
        agentId,
        rows.map((row) => ({ id: row.id, index: next++, ...("leaf" in row ? row.leaf : storedLeaf(row.stored)) })),
      );
      if (rows.length < PAGE) break;
      afterSeq = rows[rows.length - 1]!.seq;
    }
    await trx.setSequences(new Map([[agentId, next]]));
    return next - first;
  });
}

/** Sequences these agents' rows that have no leaf yet (a read that follows the log's order first makes it whole; its caller knows they have some). */
export async function sequenceAmong(store: CatchUpStore, agentIds: readonly string[]): Promise<void> {
  for (const agentId of agentIds) await sequenceStored(store, agentId);
}
