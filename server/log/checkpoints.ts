// Cutting and signing checkpoints of an agent's log (docs/anchoring.md): the C2SP signed-note
// body, signed EIP-191 by the agent's wallet — at once by the service for a custodial agent, later
// by its owner (PUT …/signature) for a byow one.
import { checkpointBody } from "../../sdk/checkpoint.ts";
import { recoverPersonalSigner, toChecksumAddress } from "../../sdk/eth.ts";
import type { Agent } from "../store/agents.ts";
import type { Database } from "../store/db.ts";
import type { CheckpointRow, LogStore } from "../store/log-store.ts";
import { signAsAgent } from "../wallets/sign.ts";
import type { Kek } from "../wallets/kek.ts";
import { foldRoot } from "./tree.ts";

const utf8 = new TextEncoder();

/**
 * A checkpoint of everything the agent's log holds now (so of every record acknowledged before
 * the call); `created` false, and the latest checkpoint, when the log has not grown since it.
 */
export async function cutCheckpoint(store: LogStore, db: Database, kek: Kek, agent: Agent, now: number): Promise<{ checkpoint: CheckpointRow; created: boolean }> {
  const [state, latest] = await Promise.all([store.logState(agent.agentId), store.latestCheckpoint(agent.agentId)]);
  if (latest && latest.tree_size >= state.size) return { checkpoint: latest, created: false };
  const rootHash = foldRoot(state.frontier);
  const body = checkpointBody(agent.agentId, state.size, rootHash);
  const signature = agent.walletMode === "custodial" ? await signAsAgent(db, kek, agent, utf8.encode(body)) : null;
  return store.insertCheckpoint({
    agent_id: agent.agentId,
    tree_size: state.size,
    root_hash: rootHash,
    timestamp_ms: now,
    body,
    signer_address: toChecksumAddress(agent.walletAddress),
    signature,
  });
}

/** Whether `signature` is the agent wallet's EIP-191 signature of the checkpoint's body. */
export function signedByAgent(checkpoint: CheckpointRow, signature: string): boolean {
  return recoverPersonalSigner(utf8.encode(checkpoint.body), signature) === checkpoint.signer_address;
}

/** Stores a verified signature (lowercase hex); the checkpoint as stored, whoever signed it first. */
export async function storeSignature(store: LogStore, checkpoint: CheckpointRow, signature: string): Promise<CheckpointRow> {
  const signed = await store.setCheckpointSignature(checkpoint.agent_id, checkpoint.tree_size, signature.toLowerCase());
  // Null when a concurrent request signed it first: the stored signature is the one to answer.
  return signed ?? (await store.checkpoint(checkpoint.agent_id, checkpoint.tree_size)) ?? checkpoint;
}
