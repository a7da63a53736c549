// The publisher (docs/anchoring.md): every ANCHOR_PUBLISH_INTERVAL_MS, one epoch over each agent's
// latest signed checkpoint not yet published — leaves SHA-256(0x00 ‖ body) in agent order — made
// under the deployment's epoch lock (one replica at a time), then its root sent in a transaction.
// The epoch is stored before the transaction is sent, and an epoch without a recorded transaction
// is sent again on the next round: a crash in between costs a second transaction, never a root.
import type { Logger } from "pino";
import { inclusionProof, hashLeaf, rootHash, toHex } from "../../sdk/merkle.ts";
import type { Database } from "../store/db.ts";
import { getPublication, insertEpoch, markPublished, unpublishedCheckpoints, unpublishedEpochs, withEpochLock } from "../store/publications.ts";
import type { Chain } from "./chain.ts";
import { everyInterval, type Rounds } from "./rounds.ts";

/** Checkpoints one epoch covers at most; the rest wait for the next round. */
const EPOCH_CAPACITY = 10_000;
const HASH_BYTES = 32;
const utf8 = new TextEncoder();

export const checkpointLeaf = (body: string): Uint8Array => hashLeaf(utf8.encode(body));

export type Publisher = Pick<Rounds, "stop">;

export function startPublisher(db: Database, chain: Chain, log: Logger, intervalMs: number): Publisher {
  async function makeEpoch(): Promise<void> {
    await withEpochLock(db.knex, async (trx) => {
      const covered = await unpublishedCheckpoints(trx, EPOCH_CAPACITY);
      if (covered.length === 0) return;
      const leaves = covered.map((checkpoint) => checkpointLeaf(checkpoint.body));
      const epoch = await insertEpoch(trx, toHex(rootHash(leaves)), Buffer.concat(leaves), covered, Date.now());
      log.info({ epoch, checkpoints: covered.length }, "publisher: a new epoch");
    });
  }

  async function publishOnce(): Promise<void> {
    await makeEpoch();
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
  const { epoch, leafIndex } = found;
  const leaves = Array.from({ length: epoch.leaves.length / HASH_BYTES }, (_, i) => new Uint8Array(epoch.leaves.subarray(i * HASH_BYTES, (i + 1) * HASH_BYTES)));
  return {
    epoch: epoch.epoch,
    epoch_root: epoch.root,
    epoch_size: leaves.length,
    leaf_index: leafIndex,
    audit_path: inclusionProof(leaves, leafIndex).map(toHex),
    chain_id: epoch.chain_id!,
    transaction_hash: epoch.transaction_hash!,
    block_number: epoch.block_number!,
  };
}
