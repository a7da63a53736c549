// A checkpoint: an agent's log at one size, its root, and its anchor wallet's signature over a
// C2SP checkpoint (c2sp.org/tlog-checkpoint) — three lines: the origin, the tree size, the root
// as standard padded base64 — signed with EIP-191 personal_sign. The origin is
// `<log name>/agents/<agent_id>` (the service's LOG_KEY_NAME); checkpoints cut before the logs
// became C2SP logs have `trace-ledger/<agent_id>` and leaves of the earlier rule.
import type { Checkpoint } from "../generated/types/schema.ts";
import { recoverPersonalSigner, toChecksumAddress } from "./eth.ts";
import { isKeyName, parseNote, verifyCosignature, verifyNoteSignature, verifyWalletSignature } from "./note.ts";

export type { Checkpoint };

const HEX_HASH = /^[0-9a-f]{64}$/;
const utf8 = new TextEncoder();

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** The origin of an agent's log under the service's log name; without one, the pre-C2SP origin. */
export const logOrigin = (agentId: string, logName?: string): string =>
  logName === undefined ? `trace-ledger/${agentId}` : `${logName}/agents/${agentId}`;

/** The origin of an agent's scores log (its second log: the scores given to its records and sessions). */
export const scoresLogOrigin = (agentId: string, logName: string): string => `${logName}/agents/${agentId}/scores`;

/** Whether `origin` names `agentId`'s log: `<log name>/agents/<agent_id>`, or the pre-C2SP `trace-ledger/<agent_id>`. */
export const isOriginOf = (origin: string, agentId: string): boolean =>
  origin === logOrigin(agentId) ||
  (origin.endsWith(`/agents/${agentId}`) && isKeyName(origin) && origin.length > `/agents/${agentId}`.length);

/**
 * The checkpoint text of `agentId`'s log at `treeSize` with root `rootHash` (hex), under the
 * service's `logName` (the pre-C2SP origin without it).
 */
export function checkpointBody(agentId: string, treeSize: number, rootHash: string, logName?: string): string {
  return checkpointText(logOrigin(agentId, logName), treeSize, rootHash);
}

/** The C2SP checkpoint text of the log named `origin` at `treeSize` with root `rootHash` (hex). */
export function checkpointText(origin: string, treeSize: number, rootHash: string): string {
  if (!HEX_HASH.test(rootHash)) throw new TypeError("rootHash must be 64 lowercase hex characters");
  const root = Uint8Array.from(rootHash.match(/../g)!, (pair) => parseInt(pair, 16));
  return `${origin}\n${treeSize}\n${base64(root)}\n`;
}

/** The fields of a checkpoint text exactly as checkpointText writes it (no extension lines); null for anything else. */
export function parseCheckpointText(text: string): { origin: string; treeSize: number; rootHash: string } | null {
  const match = typeof text === "string" ? /^([^\n]+)\n(0|[1-9]\d{0,15})\n([A-Za-z0-9+/]{43}=)\n$/.exec(text) : null;
  if (!match) return null;
  const treeSize = Number(match[2]);
  const rootHash = Array.from(atob(match[3]!), (c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join("");
  if (!Number.isSafeInteger(treeSize) || checkpointText(match[1]!, treeSize, rootHash) !== text) return null;
  return { origin: match[1]!, treeSize, rootHash };
}

/** Whether `body` is the checkpoint text its fields make, under an origin of the agent's. */
export function bodyMatches(checkpoint: Pick<Checkpoint, "agent_id" | "tree_size" | "root_hash" | "body">): boolean {
  const { agent_id, tree_size, root_hash, body } = checkpoint;
  if (typeof body !== "string" || !Number.isSafeInteger(tree_size) || tree_size < 0 || !HEX_HASH.test(root_hash)) return false;
  const origin = body.slice(0, body.indexOf("\n"));
  if (!isOriginOf(origin, agent_id)) return false;
  const root = Uint8Array.from(root_hash.match(/../g)!, (pair) => parseInt(pair, 16));
  return body === `${origin}\n${tree_size}\n${base64(root)}\n`;
}

/** What a verifier trusts: the log's key, witnesses and how many of them must have cosigned. */
export interface CheckpointPolicy {
  /** The service's log key as a verifier key (GET /v1/log/verifier-key, kept by you). */
  logKey: string;
  /** The witnesses' cosigner keys, `<name>+<key id>+base64(0x04 ‖ Ed25519 key)` (c2sp.org/tlog-cosignature). */
  witnesses?: readonly string[];
  /** How many distinct witnesses must have cosigned (default: none). */
  quorum?: number;
  /** Also require the agent wallet's EIP-191 signature, by this address. */
  address?: string;
}

/**
 * Whether the checkpoint is what it says and signed as trusted: with an address (the agent's
 * anchor wallet), its body is exactly the one its fields make and its signature recovers to that
 * address; with a policy, its note's text is its body, signed by the log key, cosigned by at
 * least `quorum` of the witnesses (and signed by `address`'s wallet when given). False for
 * anything unsigned or malformed.
 */
export function verifyCheckpoint(checkpoint: Checkpoint, trusted: string | CheckpointPolicy): boolean {
  if (typeof trusted !== "string") return verifyAgainstPolicy(checkpoint, trusted);
  const expectedAddress = trusted;
  try {
    const { body, signer_address, signature } = checkpoint;
    if (signature === null || !bodyMatches(checkpoint)) return false;
    const expected = toChecksumAddress(expectedAddress);
    if (toChecksumAddress(signer_address) !== expected) return false;
    return recoverPersonalSigner(utf8.encode(body), signature) === expected;
  } catch {
    return false;
  }
}

/** Why `note` is not cosigned by at least `quorum` distinct `witnesses` (or the quorum cannot be met); undefined when it is. */
export function quorumShortfall(note: string, witnesses: readonly string[], quorum: number): string | undefined {
  const distinct = [...new Set(witnesses)];
  if (!Number.isSafeInteger(quorum) || quorum < 0 || quorum > distinct.length)
    return `a quorum of ${quorum} cannot be met by ${distinct.length} witnesses`;
  const cosigned = distinct.filter((witness) => verifyCosignature(note, witness)).length;
  return cosigned < quorum ? `the checkpoint is cosigned by ${cosigned} of the witnesses, fewer than the quorum of ${quorum}` : undefined;
}

function verifyAgainstPolicy(checkpoint: Checkpoint, { logKey, witnesses = [], quorum = 0, address }: CheckpointPolicy): boolean {
  try {
    const { note, body } = checkpoint;
    if (!bodyMatches(checkpoint) || parseNote(note)?.text !== body || !verifyNoteSignature(note, logKey)) return false;
    if (quorumShortfall(note, witnesses, quorum) !== undefined) return false;
    return address === undefined || verifyWalletSignature(note, address);
  } catch {
    return false;
  }
}
