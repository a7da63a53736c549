// The viewer talks to the service it is served by, through the SDK, with the owner's key kept
// in sessionStorage (gone when the tab closes; never in a URL).
import { LedgerClient, LedgerError, verifyRecord, type Agent, type StoredRecord } from "../../sdk/index.ts";

const KEY = "trace-ledger.apiKey";
export const storedKey = () => sessionStorage.getItem(KEY);
export const storeKey = (apiKey: string | null) => (apiKey === null ? sessionStorage.removeItem(KEY) : sessionStorage.setItem(KEY, apiKey));

const endpoint = () => location.origin;

export async function listAgents(apiKey: string): Promise<Agent[]> {
  const agents: Agent[] = [];
  let cursor: string | undefined;
  do {
    const page = await LedgerClient.listAgents({ apiKey, endpoint: endpoint(), cursor, limit: 500 });
    agents.push(...page.agents);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return agents;
}

export const agentClient = (apiKey: string, agentId: string) => new LedgerClient({ apiKey, agentId, endpoint: endpoint(), retry: { attempts: 1 } });

export type Verification =
  | { state: "verified"; leafIndex: number; treeSize: number }
  | { state: "pending"; why: string }
  | { state: "failed"; reason: string };

/**
 * Checks, here in the browser, that `record` is in the agent's latest checkpoint and that the
 * checkpoint is signed by `walletAddress`: the service's word is not taken for either.
 */
export async function verifyInBrowser(client: LedgerClient, record: StoredRecord, walletAddress: string): Promise<Verification> {
  try {
    const checkpoint = await client.getCheckpoint();
    if (checkpoint.signature === null) return { state: "pending", why: `checkpoint ${checkpoint.tree_size} awaits its wallet's signature` };
    const proof = await client.getInclusionProof(record.record_id, checkpoint.tree_size);
    const result = verifyRecord(record, proof, checkpoint, walletAddress);
    return result.ok ? { state: "verified", leafIndex: result.leafIndex, treeSize: result.treeSize } : { state: "failed", reason: result.reason };
  } catch (error) {
    // No checkpoint yet, or none that reaches this record.
    if (error instanceof LedgerError && (error.code === "not_found" || error.code === "not_checkpointed")) return { state: "pending", why: "not yet checkpointed" };
    return { state: "failed", reason: error instanceof LedgerError ? `${error.message} (${error.code})` : String(error) };
  }
}

export type { Agent, StoredRecord };
