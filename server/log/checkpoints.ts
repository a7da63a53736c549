// Cutting and signing checkpoints of an agent's log (docs/anchoring.md): the C2SP checkpoint text
// under the origin `<LOG_KEY_NAME>/agents/<agent_id>`, signed at once by the service's log key
// (Ed25519), and EIP-191 by the agent's wallet — at once by the service for a custodial agent,
// later by its owner (PUT …/signature) for a byow one. Both signatures travel in the note.
import type { Checkpoint } from "../../generated/types/schema.ts";
import { checkpointBody } from "../../protocol/checkpoint.ts";
import { recoverPersonalSigner, toChecksumAddress } from "../../protocol/eth.ts";
import { formatNote, walletSignatureLine } from "../../protocol/note.ts";
import type { Agent } from "../store/agents.ts";
import type { Database } from "../store/db.ts";
import type { CheckpointRow, LegacyCheckpointRow, LogStore } from "../store/log-store.ts";
import { signAsAgent } from "../wallets/sign.ts";
import type { Kek } from "../wallets/kek.ts";
import type { LogKey } from "./log-key.ts";
import { integrate } from "./append.ts";
import { foldRoot } from "./tree.ts";

const utf8 = new TextEncoder();

export interface Cutting {
  logStore: LogStore;
  db: Database;
  kek: Kek;
  logKey: LogKey;
  /** Told of each new checkpoint, to submit it to the witnesses (witnesses.ts, which imports this room's checkpointJson). */
  witnesses?: { nudge(): void };
}

/**
 * A checkpoint of everything the agent's log holds now (so of every record acknowledged before
 * the call: its sequenced leaves are integrated first); `created` false, and the latest
 * checkpoint, when the log has not grown since it.
 */
export async function cutCheckpoint(
  { logStore: store, db, kek, logKey, witnesses }: Cutting,
  agent: Agent,
  now: number,
): Promise<{ checkpoint: CheckpointRow; created: boolean }> {
  await integrate(store, [agent.agentId]);
  const [state, latest] = await Promise.all([store.logState(agent.agentId), store.latestCheckpoint(agent.agentId)]);
  if (latest && latest.tree_size >= state.size) return { checkpoint: latest, created: false };
  const rootHash = foldRoot(state.frontier);
  const body = checkpointBody(agent.agentId, state.size, rootHash, logKey.name);
  const signature = agent.walletMode === "custodial" ? await signAsAgent(db, kek, agent, utf8.encode(body)) : null;
  const cut = await store.insertCheckpoint({
    agent_id: agent.agentId,
    tree_size: state.size,
    root_hash: rootHash,
    timestamp_ms: now,
    body,
    signer_address: toChecksumAddress(agent.walletAddress),
    signature,
    log_signature: logKey.signLine(body),
  });
  if (cut.created) witnesses?.nudge();
  return cut;
}

/**
 * The checkpoint as the API answers it (schema: Checkpoint, without publication): with its whole
 * note — the log key's line, the wallet's, then the witnesses' cosignatures.
 */
export function checkpointJson(row: CheckpointRow | LegacyCheckpointRow, cosignatures: readonly string[] = []): Checkpoint {
  const { agent_id, tree_size, root_hash, timestamp_ms, body, signer_address, signature } = row;
  const lines = [
    ...("log_signature" in row ? [row.log_signature] : []),
    ...(signature === null ? [] : [walletSignatureLine(signer_address, signature)]),
    ...cosignatures,
  ];
  // A legacy byow checkpoint never signed has no signature at all: its note is its body alone.
  const note = lines.length > 0 ? formatNote(body, lines) : body;
  return { agent_id, tree_size, root_hash, timestamp_ms, body, signer_address, signature, note };
}

/** The checkpoint as answered with the cosignatures stored so far (a legacy one has none). */
export async function cosignedCheckpointJson(store: LogStore, row: CheckpointRow | LegacyCheckpointRow): Promise<Checkpoint> {
  return checkpointJson(row, "log_signature" in row ? await store.cosignatures(row.agent_id, row.tree_size) : []);
}

/** Whether `signature` is the agent wallet's EIP-191 signature of the checkpoint's body. */
export function signedByAgent(checkpoint: LegacyCheckpointRow, signature: string): boolean {
  return recoverPersonalSigner(utf8.encode(checkpoint.body), signature) === checkpoint.signer_address;
}

/** Stores a verified signature (lowercase hex); the checkpoint as stored, whoever signed it first. */
export async function storeSignature(store: LogStore, checkpoint: CheckpointRow, signature: string): Promise<CheckpointRow> {
  const signed = await store.setCheckpointSignature(checkpoint.agent_id, checkpoint.tree_size, signature.toLowerCase());
  // Null when a concurrent request signed it first: the stored signature is the one to answer.
  return signed ?? (await store.checkpoint(checkpoint.agent_id, checkpoint.tree_size)) ?? checkpoint;
}
