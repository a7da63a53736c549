// The publisher (docs/anchoring.md): every ANCHOR_PUBLISH_INTERVAL_MS, one epoch over each agent's
// latest signed checkpoint not yet published — leaves SHA-256(0x00 ‖ body) in agent order — made
// under the deployment's epoch lock (one replica at a time), then its root sent in a transaction.
// The epoch is stored before the transaction is sent, and an epoch without a recorded transaction
// is sent again on the next round: a crash in between costs a second transaction, never a root.
import type { Logger } from "pino";
import type { EpochStore } from "../store/log-store.ts";
import type { Chain } from "./chain.ts";
import { everyInterval, type Rounds } from "./rounds.ts";
import { leafHashOf, memoryTree } from "./tree.ts";

/** Checkpoints one epoch covers at most; the rest wait for the next round. */
const EPOCH_CAPACITY = 10_000;
const HASH_BYTES = 32;

/** SHA-256(0x00 ‖ UTF-8 of the body), lowercase hex. */
export const checkpointLeaf = (body: string): string => leafHashOf(body);

export type Publisher = Pick<Rounds, "stop">;

/** Makes an epoch over the checkpoints waiting for one, if any and if no other replica is making one. */
export async function makeEpoch(store: EpochStore, log: Logger): Promise<void> {
  await store.withEpochLock(async (trx) => {
    const covered = await trx.unpublishedCheckpoints(EPOCH_CAPACITY);
    if (covered.length === 0) return;
    const leaves = covered.map((checkpoint) => checkpointLeaf(checkpoint.body));
    // Every leaf's audit path is stored with the epoch (O(n log n) once), so that a checkpoint
    // read is one row and never rebuilds the epoch's tree (issue 27).
    const tree = memoryTree(leaves);
    const auditPaths = await Promise.all(leaves.map((_, index) => tree.auditPath(index)));
    const epoch = await trx.insertEpoch({ root: tree.root, leaves: Buffer.from(leaves.join(""), "hex"), auditPaths }, covered, Date.now());
    log.info({ epoch, checkpoints: covered.length }, "publisher: a new epoch");
  });
}

export function startPublisher(store: EpochStore, chain: Chain, log: Logger, intervalMs: number): Publisher {
  async function publishOnce(): Promise<void> {
    await makeEpoch(store, log);
    for (const { epoch, root } of await store.unpublishedEpochs()) {
      if (rounds.stopped) return;
      const published = await chain.publish(root);
      await store.markPublished(epoch, published);
      log.info(
        { epoch, root, transaction_hash: published.transactionHash, block_number: published.blockNumber },
        "publisher: epoch root published",
      );
    }
  }

  const rounds = everyInterval(intervalMs, publishOnce, (error) =>
    log.warn({ err: error }, "publisher: a round failed; the next one retries"),
  );
  return rounds;
}

/** The checkpoint's `publication` (schema: Publication), or undefined before its epoch is mined. */
export async function publicationOf(store: EpochStore, agentId: string, treeSize: number, legacy = false) {
  const found = await store.publication(agentId, treeSize, legacy);
  if (!found) return undefined;
  const { epoch, leafIndex, auditPath } = found;
  return {
    epoch: epoch.epoch,
    epoch_root: epoch.root,
    epoch_size: epoch.size,
    leaf_index: leafIndex,
    audit_path: Array.from({ length: auditPath.length / HASH_BYTES }, (_, i) =>
      auditPath.toString("hex", i * HASH_BYTES, (i + 1) * HASH_BYTES),
    ),
    chain_id: epoch.chain_id!,
    transaction_hash: epoch.transaction_hash!,
    block_number: epoch.block_number!,
  };
}
