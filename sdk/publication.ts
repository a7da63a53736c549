// A checkpoint's publication (docs/anchoring.md): the deployment published an epoch root in an
// EVM transaction, and the checkpoint is a leaf under it. Checked offline from the checkpoint
// alone; that the transaction on the chain carries the root, with any node of that chain.
import type { Checkpoint } from "../protocol/checkpoint.ts";
import { hashLeaf, toHex, verifyInclusion } from "../protocol/merkle.ts";

const utf8 = new TextEncoder();

/** Whether the checkpoint's body is leaf `leaf_index` of its publication's epoch root. False without a publication. */
export function verifyPublication(checkpoint: Checkpoint): boolean {
  const publication = checkpoint.publication;
  if (!publication) return false;
  const leaf = toHex(hashLeaf(utf8.encode(checkpoint.body)));
  return verifyInclusion(leaf, publication.leaf_index, publication.epoch_size, publication.audit_path, publication.epoch_root);
}

/**
 * Whether the chain behind `rpcUrl` (an Ethereum JSON-RPC endpoint of the publication's chain)
 * holds the publication's transaction, mined in its block, carrying exactly its epoch root — and
 * the checkpoint is under that root (verifyPublication).
 */
export async function verifyPublicationOnChain(checkpoint: Checkpoint, rpcUrl: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const publication = checkpoint.publication;
  if (!publication || !verifyPublication(checkpoint)) return false;
  const call = async (method: string, params: unknown[]) => {
    const res = await fetchImpl(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    return ((await res.json()) as { result?: unknown }).result;
  };
  const [chainId, transaction] = await Promise.all([
    call("eth_chainId", []),
    call("eth_getTransactionByHash", [publication.transaction_hash]),
  ]);
  const tx = transaction as { input?: string; blockNumber?: string | null } | null | undefined;
  return (
    typeof chainId === "string" &&
    Number(BigInt(chainId)) === publication.chain_id &&
    !!tx &&
    tx.input?.toLowerCase() === `0x${publication.epoch_root}` &&
    typeof tx.blockNumber === "string" &&
    Number(BigInt(tx.blockNumber)) === publication.block_number
  );
}
