// Epochs of published checkpoints (docs/anchoring.md): which checkpoints an epoch covers, its
// leaves and root, and where its transaction landed once mined.
import type { Knex } from "knex";

export interface Candidate {
  agent_id: string;
  tree_size: number;
  body: string;
}

export interface EpochRow {
  epoch: number;
  root: string;
  /** The number of leaves. */
  size: number;
  chain_id: number | null;
  transaction_hash: string | null;
  block_number: number | null;
}

// One key for the whole deployment: two replicas never make an epoch at the same moment.
const EPOCH_LOCK = 7_365_001;

/** Runs `fn` in a transaction holding the deployment's epoch lock, or returns null when another holds it. */
export async function withEpochLock<T>(knex: Knex, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T | null> {
  return knex.transaction(async (trx) => {
    const { rows } = await trx.raw<{ rows: { locked: boolean }[] }>(`select pg_try_advisory_xact_lock(?) as locked`, [EPOCH_LOCK]);
    return rows[0]!.locked ? fn(trx) : null;
  });
}

/** Each agent's latest signed checkpoint that no epoch covers yet, in agent order, at most `limit`. */
export async function unpublishedCheckpoints(knex: Knex, limit: number): Promise<Candidate[]> {
  const { rows } = await knex.raw<{ rows: Candidate[] }>(
    `select c.agent_id, c.tree_size, c.body
       from (select distinct on (agent_id) agent_id, tree_size, body from checkpoints
              where signature is not null order by agent_id, tree_size desc) c
       left join checkpoint_epochs e on e.agent_id = c.agent_id and e.tree_size = c.tree_size
      where e.epoch is null
      order by c.agent_id
      limit ?`,
    [limit],
  );
  return rows;
}

/**
 * Stores a new epoch covering `covered` (leaf i is covered[i], its audit path auditPaths[i]);
 * returns its number.
 */
export async function insertEpoch(
  trx: Knex,
  made: { root: string; leaves: Buffer; auditPaths: readonly AuditPath[] },
  covered: readonly Candidate[],
  now: number,
): Promise<number> {
  const { rows } = await trx.raw<{ rows: { next: number }[] }>(`select coalesce(max(epoch), 0) + 1 as next from anchor_epochs`);
  const epoch = rows[0]!.next;
  await trx("anchor_epochs").insert({ epoch, root: made.root, leaves: made.leaves, created_ms: now });
  await trx.raw(
    `insert into checkpoint_epochs (agent_id, tree_size, epoch, leaf_index, audit_path)
     select c.agent_id, c.tree_size, ?, c.ord - 1, decode(c.path, 'hex')
       from unnest(?::text[], ?::int8[], ?::text[]) with ordinality as c(agent_id, tree_size, path, ord)`,
    [epoch, covered.map((c) => c.agent_id), covered.map((c) => c.tree_size), made.auditPaths.map(hexPath)] as never[],
  );
  return epoch;
}

/** An audit path: its hashes in proof order, lowercase hex. */
export type AuditPath = readonly string[];

// An audit path travels as the hex of its hashes concatenated, 32 bytes each.
const hexPath = (path: AuditPath) => path.join("");

/** Epochs whose transaction is not recorded yet, oldest first. */
export async function unpublishedEpochs(knex: Knex): Promise<{ epoch: number; root: string }[]> {
  return knex("anchor_epochs").select("epoch", "root").whereNull("transaction_hash").orderBy("epoch");
}

export interface Published {
  chainId: number;
  transactionHash: string;
  blockNumber: number;
}

export async function markPublished(knex: Knex, epoch: number, at: Published): Promise<void> {
  await knex("anchor_epochs")
    .where({ epoch })
    .update({ chain_id: at.chainId, transaction_hash: at.transactionHash, block_number: at.blockNumber });
}

/**
 * The published epoch covering the agent's checkpoint of `treeSize` (with `legacy`, one cut
 * before migration 0006), with its leaf there and that leaf's audit path (32-byte hashes
 * concatenated); null before publication. One row: the epoch's leaves are not read.
 */
export async function getPublication(
  knex: Knex,
  agentId: string,
  treeSize: number,
  legacy = false,
): Promise<{ epoch: EpochRow; leafIndex: number; auditPath: Buffer } | null> {
  // Checkpoints cut before migration 0006 kept their epochs' leaves in legacy_checkpoint_epochs.
  const row = await knex(`${legacy ? "legacy_checkpoint_epochs" : "checkpoint_epochs"} as c`)
    .join("anchor_epochs as e", "e.epoch", "c.epoch")
    .where({ "c.agent_id": agentId, "c.tree_size": treeSize })
    .whereNotNull("e.transaction_hash")
    .first(
      "e.epoch",
      "e.root",
      knex.raw(`octet_length(e.leaves) / 32 as size`),
      "e.chain_id",
      "e.transaction_hash",
      "e.block_number",
      "c.leaf_index",
      "c.audit_path",
    );
  if (!row) return null;
  const { leaf_index, audit_path, ...epoch } = row as EpochRow & { leaf_index: number; audit_path: Uint8Array };
  // bytea arrives as a Buffer from pg, as a plain Uint8Array from PGlite.
  return { epoch, leafIndex: leaf_index, auditPath: Buffer.from(audit_path) };
}
