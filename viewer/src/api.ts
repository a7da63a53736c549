// The viewer talks to the service it is served by, through the SDK, with the owner's key kept
// in sessionStorage (gone when the tab closes; never in a URL).
import { LedgerClient, type Agent, type StoredRecord } from "../../sdk/index.ts";

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

export type { Agent, StoredRecord };
