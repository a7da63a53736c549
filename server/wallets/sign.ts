// Signing with a custodial agent's wallet: its sealed key is opened for one signature, then wiped.
import { signPersonal } from "../../protocol/eth.ts";
import type { Database } from "../store/db.ts";
import { getEncryptedWalletKey } from "../store/agents.ts";
import { decryptPrivateKey } from "./custodial.ts";
import type { Kek } from "./kek.ts";

/** EIP-191 personal_sign of `message` by the agent's custodial wallet (0x hex, r ‖ s ‖ v). */
export async function signAsAgent(
  db: Database,
  kek: Kek,
  agent: { agentId: string; walletAddress: string },
  message: Uint8Array,
): Promise<string> {
  const sealed = await getEncryptedWalletKey(db, agent.agentId);
  if (!sealed) throw new Error(`agent ${agent.agentId} has no custodial wallet key`);
  const privateKey = decryptPrivateKey(kek, sealed, agent.walletAddress);
  try {
    return signPersonal(message, privateKey);
  } finally {
    privateKey.fill(0);
  }
}
