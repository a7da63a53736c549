// Cutting and signing checkpoints of an agent's logs (docs/anchoring.md): the C2SP checkpoint text
// under the log's origin, signed at once by the service's log key (Ed25519). The record log's
// (origin `<LOG_KEY_NAME>/agents/<agent_id>`) is also signed EIP-191 by the agent's wallet — at
// once by the service for a custodial agent, later by its owner (PUT …/signature) for a byow one;
// both signatures travel in the note. The scores log's (origin `…/agents/<agent_id>/scores`) is
// signed by the log key alone. Witnesses cosign both.
import type { Checkpoint } from "../../generated/types/schema.ts";
import { checkpointText, logOrigin, scoresLogOrigin } from "../../protocol/checkpoint.ts";
import { recoverPersonalSigner, toChecksumAddress } from "../../protocol/eth.ts";
import { formatNote, walletSignatureLine } from "../../protocol/note.ts";
import type { Agent } from "../store/agents.ts";
import type { Database } from "../store/db.ts";
import type {
  CheckpointRow,
  CosignatureStore,
  KindStores,
  LegacyCheckpointRow,
  LogStores,
  RecordLogStores,
  SignedCheckpointRow,
} from "../store/log-store.ts";
import { signAsAgent } from "../wallets/sign.ts";
import type { Kek } from "../wallets/kek.ts";
import type { LogKey } from "./log-key.ts";
import { integrate, sequenceStored } from "./append.ts";
import { foldRoot } from "./tree.ts";

const utf8 = new TextEncoder();

export interface Cutting {
  logs: LogStores;
  db: Database;
  kek: Kek;
  logKey: LogKey;
  /** Told of each new checkpoint, to submit it to the witnesses (witnesses.ts). */
  witnesses?: { nudge(): void };
}

/**
 * A checkpoint of everything the log holds now: its leaves are integrated first (and a scores
 * log's scores sequenced first), so it covers every row acknowledged before the call; `created`
 * false, and the latest checkpoint, when the log has not grown since it. `signed` adds the
 * kind's own columns to the row the log key signed.
 */
async function cut<Row extends SignedCheckpointRow>(
  stores: KindStores<Row>,
  { logKey, witnesses }: Cutting,
  agentId: string,
  origin: string,
  now: number,
  signed: (row: SignedCheckpointRow) => Promise<Row>,
): Promise<{ checkpoint: Row; created: boolean }> {
  // Scores are sequenced after their commit (append.ts): the cut takes every one stored by now.
  if (stores.kind === "scores") await sequenceStored(stores.sequencing, agentId);
  await integrate(stores.integration, [agentId]);
  const [state, latest] = await Promise.all([stores.tree.logState(agentId), stores.checkpoints.latestCheckpoint(agentId)]);
  if (latest && latest.tree_size >= state.size) return { checkpoint: latest, created: false };
  const rootHash = foldRoot(state.frontier);
  const body = checkpointText(origin, state.size, rootHash);
  const row = {
    agent_id: agentId,
    tree_size: state.size,
    root_hash: rootHash,
    timestamp_ms: now,
    body,
    log_signature: logKey.signLine(body),
  };
  const cutOne = await stores.checkpoints.insertCheckpoint(await signed(row));
  if (cutOne.created) witnesses?.nudge();
  return cutOne;
}

/** A checkpoint of the agent's record log (see cut), signed by its wallet too when custodial. */
export function cutCheckpoint(cutting: Cutting, agent: Agent, now: number): Promise<{ checkpoint: CheckpointRow; created: boolean }> {
  const { db, kek, logKey } = cutting;
  return cut(cutting.logs.records, cutting, agent.agentId, logOrigin(agent.agentId, logKey.name), now, async (row) => ({
    ...row,
    signer_address: toChecksumAddress(agent.walletAddress),
    signature: agent.walletMode === "custodial" ? await signAsAgent(db, kek, agent, utf8.encode(row.body)) : null,
  }));
}

/** A checkpoint of the agent's scores log (see cut). */
export function cutScoresCheckpoint(
  cutting: Cutting,
  agentId: string,
  now: number,
): Promise<{ checkpoint: SignedCheckpointRow; created: boolean }> {
  return cut(cutting.logs.scores, cutting, agentId, scoresLogOrigin(agentId, cutting.logKey.name), now, async (row) => row);
}

/**
 * A checkpoint's signed note: its body, then the log key's line, the agent wallet's (record logs),
 * then the witnesses' cosignatures. A legacy byow checkpoint never signed has no signature at
 * all: its note is its body alone.
 */
export function checkpointNote(row: SignedCheckpointRow | LegacyCheckpointRow, cosignatures: readonly string[] = []): string {
  const lines = [
    ...("log_signature" in row ? [row.log_signature] : []),
    ...("signature" in row && row.signature !== null ? [walletSignatureLine(row.signer_address, row.signature)] : []),
    ...cosignatures,
  ];
  return lines.length > 0 ? formatNote(row.body, lines) : row.body;
}

/** A record-log checkpoint as the API answers it (schema: Checkpoint, without publication), with its whole note. */
function checkpointJson(row: CheckpointRow | LegacyCheckpointRow, cosignatures: readonly string[] = []): Checkpoint {
  const { agent_id, tree_size, root_hash, timestamp_ms, body, signer_address, signature } = row;
  return { agent_id, tree_size, root_hash, timestamp_ms, body, signer_address, signature, note: checkpointNote(row, cosignatures) };
}

/** The checkpoint's note with the cosignatures stored so far (a legacy one has none). */
export async function cosignedNote(store: CosignatureStore, row: SignedCheckpointRow | LegacyCheckpointRow): Promise<string> {
  return checkpointNote(row, "log_signature" in row ? await store.cosignatures(row.agent_id, row.tree_size) : []);
}

/** The record-log checkpoint as answered with the cosignatures stored so far (a legacy one has none). */
export async function cosignedCheckpointJson(store: CosignatureStore, row: CheckpointRow | LegacyCheckpointRow): Promise<Checkpoint> {
  return checkpointJson(row, "log_signature" in row ? await store.cosignatures(row.agent_id, row.tree_size) : []);
}

/** Whether `signature` is the agent wallet's EIP-191 signature of the checkpoint's body. */
export function signedByAgent(checkpoint: LegacyCheckpointRow, signature: string): boolean {
  return recoverPersonalSigner(utf8.encode(checkpoint.body), signature) === checkpoint.signer_address;
}

/** Stores a verified signature (lowercase hex); the checkpoint as stored, whoever signed it first. */
export async function storeSignature(stores: RecordLogStores, checkpoint: CheckpointRow, signature: string): Promise<CheckpointRow> {
  const signed = await stores.walletSignatures.setCheckpointSignature(checkpoint.agent_id, checkpoint.tree_size, signature.toLowerCase());
  // Null when a concurrent request signed it first: the stored signature is the one to answer.
  return signed ?? (await stores.checkpoints.checkpoint(checkpoint.agent_id, checkpoint.tree_size)) ?? checkpoint;
}
