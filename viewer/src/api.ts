// The viewer talks to the service it is served by, through the SDK, with the owner's key kept
// in sessionStorage (gone when the tab closes; never in a URL) — or, only when the person ticks
// "remember on this device" at sign-in, in localStorage, until they sign out (docs/decisions.md,
// "The viewer, round 3").
import { LedgerClient, LedgerError, verifyRecord, type Agent, type StoredRecord } from "../../sdk/index.ts";
import type { SessionFetch } from "../../generated/types/schema.ts";

const KEY = "trace-ledger.apiKey";
export const storedKey = () => sessionStorage.getItem(KEY) ?? localStorage.getItem(KEY);
export const rememberedKey = () => localStorage.getItem(KEY) !== null;
export function storeKey(apiKey: string | null, remember = false): void {
  localStorage.removeItem(KEY);
  if (apiKey === null) return sessionStorage.removeItem(KEY);
  sessionStorage.setItem(KEY, apiKey);
  if (remember) localStorage.setItem(KEY, apiKey);
}

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

/**
 * Each session read once and kept (records are never changed or deleted): reopening it costs
 * nothing; a refresh (polling, when the feed says it grew) reads it again. `onPage` sees each
 * page's records as they arrive when this call is the one that reads.
 */
const sessions = new Map<string, Promise<SessionFetch>>();

export function readSession(client: LedgerClient, agentId: string, sessionId: string, refresh = false, onPage?: (records: StoredRecord[]) => void): Promise<SessionFetch> {
  const key = `${agentId}\u0000${sessionId}`;
  let read = sessions.get(key);
  if (!read || refresh) {
    read = client.getSession(sessionId, { onPage });
    sessions.set(key, read);
    // A failed read is not kept: the next open asks again.
    read.catch(() => sessions.delete(key));
  }
  return read;
}

/** Words a person can act on, for an error of the service or of the network. */
export function explain(error: unknown): string {
  if (error instanceof LedgerError) {
    if (error.code === "auth_invalid" || error.code === "auth_missing") return "This key was not accepted. Paste an owner API key (it starts with tlk_) from the owner who made the agents.";
    if (error.code === "rate_limited") return "The service asks us to slow down; retrying shortly.";
    if (error.status !== undefined && error.status >= 500) return `The service could not answer (${error.code}); it will be asked again.`;
    return `${error.message} (${error.code})`;
  }
  return `The service could not be reached: ${String(error)}`;
}

export type BlobState = { state: "stored" } | { state: "erased"; erasedAtMs: number } | { state: "missing" } | { state: "unknown" };

/**
 * Whether a blob of the agent can still be read, without downloading it: one byte of it is asked
 * for (a HEAD would not say when an erased blob was erased: a 410 to HEAD has no body).
 */
export async function blobState(agentId: string, digest: string): Promise<BlobState> {
  try {
    const res = await fetch(`${endpoint()}/v1/agents/${encodeURIComponent(agentId)}/blobs/${digest}`, {
      headers: { authorization: `Bearer ${storedKey() ?? ""}`, range: "bytes=0-0" },
    });
    // 416: an empty blob, stored all the same.
    if (res.ok || res.status === 416) return (await res.body?.cancel(), { state: "stored" });
    const body = (await res.json().catch(() => undefined)) as { error?: { details?: { erased_at_ms?: unknown } } } | undefined;
    const erasedAtMs = body?.error?.details?.erased_at_ms;
    if (res.status === 410 && typeof erasedAtMs === "number") return { state: "erased", erasedAtMs };
    return res.status === 404 ? { state: "missing" } : { state: "unknown" };
  } catch {
    return { state: "unknown" };
  }
}

export type Verification =
  | { state: "verified"; leafIndex: number; treeSize: number }
  | { state: "pending"; why: string; refusedAt?: number }
  | { state: "failed"; reason: string };

/**
 * Checks, here in the browser, that `record` is in the agent's latest checkpoint and that the
 * checkpoint is signed by `walletAddress`: the service's word is not taken for either.
 * `refusedAt`: the checkpoint size a proof was last refused at (409 not_checkpointed). The proof
 * is not asked for again until a larger checkpoint exists: the answer could not change, and each
 * refusal is a 4xx the browser logs as a console error (issue 39).
 */
export async function verifyInBrowser(client: LedgerClient, record: StoredRecord, walletAddress: string, refusedAt?: number): Promise<Verification> {
  const notYet = (at?: number): Verification => ({ state: "pending", why: "not yet checkpointed", ...(at === undefined ? {} : { refusedAt: at }) });
  try {
    const checkpoint = await client.getCheckpoint();
    if (checkpoint.signature === null) return { state: "pending", why: `checkpoint ${checkpoint.tree_size} awaits its wallet's signature` };
    if (refusedAt !== undefined && checkpoint.tree_size <= refusedAt) return notYet(refusedAt);
    try {
      const proof = await client.getInclusionProof(record.record_id, checkpoint.tree_size);
      const result = verifyRecord(record, proof, checkpoint, walletAddress);
      return result.ok ? { state: "verified", leafIndex: result.leafIndex, treeSize: result.treeSize } : { state: "failed", reason: result.reason };
    } catch (error) {
      if (error instanceof LedgerError && error.code === "not_checkpointed") return notYet(checkpoint.tree_size);
      throw error;
    }
  } catch (error) {
    // No checkpoint yet (404), or none that reaches this record.
    if (error instanceof LedgerError && (error.code === "not_found" || error.code === "not_checkpointed")) return notYet(refusedAt);
    return { state: "failed", reason: error instanceof LedgerError ? `${error.message} (${error.code})` : String(error) };
  }
}

export type { Agent, SessionFetch, StoredRecord };
