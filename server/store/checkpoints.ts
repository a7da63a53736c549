// Checkpoints of agents' logs (docs/anchoring.md): one row per log (agent and kind) and tree
// size, with the log key's note signature line. The record log's also carry the agent wallet's
// signature: a byow checkpoint's stays null until its owner's signature is stored. Checkpoints cut
// before migration 0006 are in legacy_checkpoints, read only.
import type { Knex } from "knex";
import { LOG_TABLES, type LogKind } from "./log-kinds.ts";

interface CheckpointFields {
  agent_id: string;
  tree_size: number;
  root_hash: string;
  timestamp_ms: number;
  body: string;
}

/** A checkpoint of any kind of log, signed by the log key. */
export interface SignedCheckpointRow extends CheckpointFields {
  /** The log key's signature line of the note (no newline). */
  log_signature: string;
}

/** The agent wallet's EIP-191 signature (record logs only). */
interface WalletSigned {
  signer_address: string;
  signature: string | null;
}

export type LegacyCheckpointRow = CheckpointFields & WalletSigned;

/** A checkpoint of a record log. */
export type CheckpointRow = SignedCheckpointRow & WalletSigned;

const CHECKPOINT_COLUMNS = ["agent_id", "tree_size", "root_hash", "timestamp_ms", "body", "signer_address", "signature"] as const;

/** A checkpoint cut before the logs were rebuilt under their C2SP origin (migration 0006). */
export async function getLegacyCheckpoint(knex: Knex, agentId: string, treeSize: number | "latest"): Promise<LegacyCheckpointRow | null> {
  const query = knex<LegacyCheckpointRow>("legacy_checkpoints").select(CHECKPOINT_COLUMNS).where({ agent_id: agentId });
  const row =
    treeSize === "latest" ? await query.orderBy("tree_size", "desc").first() : await query.andWhere({ tree_size: treeSize }).first();
  return (row as LegacyCheckpointRow | undefined) ?? null;
}

/** Stores a checkpoint unless one of that size exists; returns the stored one and whether it is new. */
export async function insertCheckpoint<Row extends SignedCheckpointRow>(
  knex: Knex,
  kind: LogKind,
  checkpoint: Row,
): Promise<{ checkpoint: Row; created: boolean }> {
  const [inserted]: Row[] = await knex(LOG_TABLES[kind].checkpoints)
    .insert(checkpoint)
    .onConflict(["agent_id", "tree_size"])
    .ignore()
    .returning("*");
  if (inserted) return { checkpoint: inserted, created: true };
  // Read committed: this statement sees the row the conflicting transaction committed.
  const existing = await getCheckpoint<Row>(knex, kind, checkpoint.agent_id, checkpoint.tree_size);
  if (!existing) throw new Error(`checkpoint ${checkpoint.agent_id}/${checkpoint.tree_size} conflicted on insert but cannot be read`);
  return { checkpoint: existing, created: false };
}

export async function getCheckpoint<Row extends SignedCheckpointRow>(
  knex: Knex,
  kind: LogKind,
  agentId: string,
  treeSize: number,
): Promise<Row | null> {
  return ((await knex(LOG_TABLES[kind].checkpoints).where({ agent_id: agentId, tree_size: treeSize }).first()) as Row | undefined) ?? null;
}

export async function getLatestCheckpoint<Row extends SignedCheckpointRow>(
  knex: Knex,
  kind: LogKind,
  agentId: string,
): Promise<Row | null> {
  return (
    ((await knex(LOG_TABLES[kind].checkpoints).where({ agent_id: agentId }).orderBy("tree_size", "desc").first()) as Row | undefined) ??
    null
  );
}

/** Stores the signature of an unsigned checkpoint; null when there is no such checkpoint or it is signed already. */
export async function setCheckpointSignature(
  knex: Knex,
  agentId: string,
  treeSize: number,
  signature: string,
): Promise<CheckpointRow | null> {
  const [row]: CheckpointRow[] = await knex("checkpoints")
    .where({ agent_id: agentId, tree_size: treeSize, signature: null })
    .update({ signature })
    .returning("*");
  return row ?? null;
}

/** Agents whose log grew past its latest checkpoint, after `afterAgentId`, in agent order. */
export async function agentsWithUncheckpointedLeaves(knex: Knex, kind: LogKind, afterAgentId: string, limit: number): Promise<string[]> {
  const { logs, checkpoints } = LOG_TABLES[kind];
  const rows: { agent_id: string }[] = await knex(`${logs} as l`)
    .select("l.agent_id")
    .where("l.agent_id", ">", afterAgentId)
    .andWhere("l.tree_size", ">", knex.raw(`coalesce((select max(c.tree_size) from ${checkpoints} c where c.agent_id = l.agent_id), 0)`))
    .orderBy("l.agent_id")
    .limit(limit);
  return rows.map((row) => row.agent_id);
}
