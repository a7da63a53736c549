// The EVM chain epoch roots are published on (docs/anchoring.md), through viem: one transaction
// from the publisher's account to itself, carrying the 32-byte root as its input data. viem is
// loaded only by deployments that publish: the embedded default never pays for it.

export interface Published {
  chainId: number;
  transactionHash: string;
  blockNumber: number;
}

export interface Chain {
  /** Sends `root` (64 hex digits) and waits until its transaction is mined. */
  publish(root: string): Promise<Published>;
}

export async function evmChain(rpcUrl: string, publisherKey: `0x${string}`): Promise<Chain> {
  const [{ createPublicClient, createWalletClient, http }, { privateKeyToAccount }] = await Promise.all([
    import("viem"),
    import("viem/accounts"),
  ]);
  const account = privateKeyToAccount(publisherKey);
  const transport = http(rpcUrl);
  const reader = createPublicClient({ transport });
  const wallet = createWalletClient({ account, transport });
  return {
    async publish(root) {
      const chainId = await reader.getChainId();
      const transactionHash = await wallet.sendTransaction({ account, chain: null, to: account.address, value: 0n, data: `0x${root}` });
      const receipt = await reader.waitForTransactionReceipt({ hash: transactionHash });
      if (receipt.status !== "success") throw new Error(`the transaction ${transactionHash} carrying epoch root ${root} reverted`);
      return { chainId, transactionHash, blockNumber: Number(receipt.blockNumber) };
    },
  };
}
