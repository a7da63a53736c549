// The publisher (docs/anchoring.md): every ANCHOR_PUBLISH_INTERVAL_MS, one epoch over each agent's
// latest signed checkpoint not yet published — leaves SHA-256(0x00 ‖ body) in agent order — made
// under the deployment's epoch lock (one replica at a time), then its root sent in a transaction.
// The epoch is stored before the transaction is sent, and an epoch without a recorded transaction
// is sent again on the next round: a crash in between costs a second transaction, never a root.
import type { Logger } from "pino";
import { hashLeaf, toHex } from "../../sdk/merkle.ts";
import type { Database } from "../store/db.ts";
import { getPublication, insertEpoch, markPublished, unpublishedCheckpoints, unpublishedEpochs, withEpochLock } from "../store/publications.ts";
import type { Chain } from "./chain.ts";
import { epochTree } from "./epoch.ts";
import { everyInterval, type Rounds } from "./rounds.ts";

/** Checkpoints one epoch covers at most; the rest wait for the next round. */
const EPOCH_CAPACITY = 10_000;
const HASH_BYTES = 32;
const utf8 = new TextEncoder();

export const checkpointLeaf = (body: string): Uint8Array => hashLeaf(utf8.encode(body));

export type Publisher = Pick<Rounds, "stop">;

/** Makes an epoch over the checkpoints waiting for one, if any and if no other replica is making one. */
export async function makeEpoch(db: Database, log: Logger): Promise<void> {
  await withEpochLock(db.knex, async (trx) => {
    const covered = await unpublishedCheckpoints(trx, EPOCH_CAPACITY);
    if (covered.length === 0) return;
    const leaves = covered.map((checkpoint) => checkpointLeaf(checkpoint.body));
    // Every leaf's audit path is stored with the epoch: a checkpoint read is then one row.
    const tree = epochTree(leaves);
    const epoch = await insertEpoch(trx, { root: toHex(tree.root), leaves: Buffer.concat(leaves), auditPaths: tree.auditPaths }, covered, Date.now());
    log.info({ epoch, checkpoints: covered.length }, "publisher: a new epoch");
  });
}

export function startPublisher(db: Database, chain: Chain, log: Logger, intervalMs: number): Publisher {
  async function publishOnce(): Promise<void> {
    await makeEpoch(db, log);
    for (const { epoch, root } of await unpublishedEpochs(db.knex)) {
      if (rounds.stopped) return;
      const published = await chain.publish(root);
      await markPublished(db.knex, epoch, published);
      log.info({ epoch, root, transaction_hash: published.transactionHash, block_number: published.blockNumber }, "publisher: epoch root published");
    }
  }

  const rounds = everyInterval(intervalMs, publishOnce, (error) => log.warn({ err: error }, "publisher: a round failed; the next one retries"));
  return rounds;
}

/** The checkpoint's `publication` (schema: Publication), or undefined before its epoch is mined. */
export async function publicationOf(db: Database, agentId: string, treeSize: number) {
  const found = await getPublication(db.knex, agentId, treeSize);
  if (!found) return undefined;
  const { epoch, leafIndex, auditPath } = found;
  return {
    epoch: epoch.epoch,
    epoch_root: epoch.root,
    epoch_size: epoch.size,
    leaf_index: leafIndex,
    audit_path: Array.from({ length: auditPath.length / HASH_BYTES }, (_, i) => auditPath.toString("hex", i * HASH_BYTES, (i + 1) * HASH_BYTES)),
    chain_id: epoch.chain_id!,
    transaction_hash: epoch.transaction_hash!,
    block_number: epoch.block_number!,
  };
}
