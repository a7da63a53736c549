// A checkpoint: an agent's log at one size, its root, and its anchor wallet's signature over a
// C2SP signed-note body — three lines: `trace-ledger/<agent_id>`, the tree size, the root as
// standard padded base64 — signed with EIP-191 personal_sign.
import type { Checkpoint } from "../generated/types/schema.ts";
import { recoverPersonalSigner, toChecksumAddress } from "./eth.ts";

export type { Checkpoint };

const HEX_HASH = /^[0-9a-f]{64}$/;
const utf8 = new TextEncoder();

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** The signed-note body of a checkpoint of `agentId`'s log at `treeSize` with root `rootHash` (hex). */
export function checkpointBody(agentId: string, treeSize: number, rootHash: string): string {
  if (!HEX_HASH.test(rootHash)) throw new TypeError("rootHash must be 64 lowercase hex characters");
  const root = Uint8Array.from(rootHash.match(/../g)!, (pair) => parseInt(pair, 16));
  return `trace-ledger/${agentId}\n${treeSize}\n${base64(root)}\n`;
}

/**
 * Whether the checkpoint is what it says and was signed by `expectedAddress` (the agent's anchor
 * wallet): its body is exactly the one its fields make, and its signature recovers to that
 * address. False for anything unsigned or malformed.
 */
export function verifyCheckpoint(checkpoint: Checkpoint, expectedAddress: string): boolean {
  try {
    const { agent_id, tree_size, root_hash, body, signer_address, signature } = checkpoint;
    if (signature === null || !Number.isSafeInteger(tree_size) || tree_size < 0) return false;
    if (body !== checkpointBody(agent_id, tree_size, root_hash)) return false;
    const expected = toChecksumAddress(expectedAddress);
    if (toChecksumAddress(signer_address) !== expected) return false;
    return recoverPersonalSigner(utf8.encode(body), signature) === expected;
  } catch {
    return false;
  }
}
