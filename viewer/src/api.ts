// The viewer talks to the service it is served by, through the SDK, with the owner's key kept
// in sessionStorage (gone when the tab closes; never in a URL) — or, only when the person ticks
// "remember on this device" at sign-in, in localStorage, until they sign out (docs/decisions.md,
// "The viewer, round 3").
import {
  LedgerClient,
  LedgerError,
  isTombstone,
  verifyRecord,
  verifyTombstone,
  type Agent,
  type ReadRecord,
  type StoredRecord,
} from "../../sdk/index.ts";
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

export const agentClient = (apiKey: string, agentId: string) =>
  new LedgerClient({ apiKey, agentId, endpoint: endpoint(), retry: { attempts: 1 } });

/**
 * Each session read once and kept (records are never changed or deleted): reopening it costs
 * nothing; a refresh (polling, when the feed says it grew) reads it again. `onPage` sees each
 * page's records as they arrive when this call is the one that reads.
 */
const sessions = new Map<string, Promise<SessionFetch>>();

export function readSession(
  client: LedgerClient,
  agentId: string,
  sessionId: string,
  refresh = false,
  onPage?: (records: ReadRecord[]) => void,
): Promise<SessionFetch> {
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
    if (error.code === "auth_invalid" || error.code === "auth_missing")
      return "This key was not accepted. Paste an owner API key (it starts with tlk_) from the owner who made the agents.";
    if (error.code === "rate_limited") return "The service asks us to slow down; retrying shortly.";
    if (error.status !== undefined && error.status >= 500) return `The service could not answer (${error.code}); it will be asked again.`;
    return `${error.message} (${error.code})`;
  }
  return `The service could not be reached: ${String(error)}`;
}

export type BlobState = { state: "stored" } | { state: "erased"; erasedAtMs: number } | { state: "missing" } | { state: "unknown" };

type BlobPage = { blobs: { digest: string; erased_at_ms: number | null }[]; next_cursor: string | null };
const stateOf = (blob: BlobPage["blobs"][number]): BlobState =>
  blob.erased_at_ms === null ? { state: "stored" } : { state: "erased", erasedAtMs: blob.erased_at_ms };

async function blobPage(agentId: string, cursor: string | undefined, limit: number): Promise<BlobPage> {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor === undefined ? {} : { cursor }) });
  const res = await fetch(`${endpoint()}/v1/agents/${encodeURIComponent(agentId)}/blobs?${query}`, {
    headers: { authorization: `Bearer ${storedKey() ?? ""}` },
  });
  if (!res.ok) throw new Error(`the blob listing answered ${res.status}`);
  return (await res.json()) as BlobPage;
}

/** The listing read at most this many pages of 1,000 at once; a blob beyond them is looked up alone. */
const LISTING_PAGES = 10;
/** A listing older than this is read again: a blob erased meanwhile shows as erased on the next open. */
const LISTING_TTL_MS = 60_000;
const listings = new Map<string, { readAt: number; states: Promise<Map<string, BlobState>> }>();

function listing(agentId: string): Promise<Map<string, BlobState>> {
  const kept = listings.get(agentId);
  if (kept && Date.now() - kept.readAt < LISTING_TTL_MS) return kept.states;
  const states = (async () => {
    const found = new Map<string, BlobState>();
    let cursor: string | undefined;
    for (let page = 0; page < LISTING_PAGES; page++) {
      const { blobs, next_cursor } = await blobPage(agentId, cursor, 1000);
      for (const blob of blobs) found.set(blob.digest, stateOf(blob));
      if (next_cursor === null) break;
      cursor = next_cursor;
    }
    return found;
  })();
  listings.set(agentId, { readAt: Date.now(), states });
  // A failed read is not kept: the next attachment asks again.
  states.catch(() => listings.delete(agentId));
  return states;
}

/** The digest just before `digest` (hex as a number, minus one): the listing after it starts at `digest`. */
function justBefore(digest: string): string | undefined {
  const hex = digest.slice("sha256:".length);
  if (/^0+$/.test(hex)) return undefined;
  return `sha256:${(BigInt(`0x${hex}`) - 1n).toString(16).padStart(64, "0")}`;
}

/**
 * Whether a blob of the agent can still be read, and when an erased one was erased, from the
 * agent's blob listing (GET …/blobs, erased blobs included) — never by asking for the blob: an
 * erased blob answers 410 and a missing one 404, each a console error in the browser (issue 39).
 * A digest the listing does not hold (stored since it was read, or beyond its pages) is looked up
 * alone: the one-blob page that starts at it.
 */
export async function blobState(agentId: string, digest: string): Promise<BlobState> {
  try {
    const states = await listing(agentId);
    const known = states.get(digest);
    if (known) return known;
    const [blob] = (await blobPage(agentId, justBefore(digest), 1)).blobs;
    if (blob?.digest !== digest) return { state: "missing" };
    states.set(digest, stateOf(blob));
    return stateOf(blob);
  } catch {
    return { state: "unknown" };
  }
}

export type Verification =
  { state: "verified"; leafIndex: number; treeSize: number } | { state: "pending"; why: string } | { state: "failed"; reason: string };

type RecordLeaf = { leaf_index: number; checkpoint_tree_size: number | null };

/** The record's leaf and the latest checkpoint's size (GET …/leaf): a 200 whether or not a checkpoint covers the record yet. */
async function recordLeaf(agentId: string, recordId: string): Promise<RecordLeaf> {
  const query = new URLSearchParams({ agent_id: agentId });
  const res = await fetch(`${endpoint()}/v1/records/${encodeURIComponent(recordId)}/leaf?${query}`, {
    headers: { authorization: `Bearer ${storedKey() ?? ""}` },
  });
  if (!res.ok) throw new Error(`the record's leaf answered ${res.status}`);
  return (await res.json()) as RecordLeaf;
}

/**
 * Checks, here in the browser, that `record` is in the agent's latest checkpoint and that the
 * checkpoint is signed by `walletAddress`: the service's word is not taken for either. The
 * checkpoint and the proof are asked for only once the record's leaf says a checkpoint covers it:
 * before that the proof is a 409 and, before the agent's first checkpoint, checkpoints/latest a
 * 404, each a console error the browser logs and no page script can stop (issue 39). An erased
 * record's tombstone is checked by the digest it keeps, which is still its leaf.
 */
export async function verifyInBrowser(
  client: LedgerClient,
  agentId: string,
  record: ReadRecord,
  walletAddress: string,
): Promise<Verification> {
  try {
    const leaf = await recordLeaf(agentId, record.record_id);
    if (leaf.checkpoint_tree_size === null || leaf.leaf_index >= leaf.checkpoint_tree_size)
      return { state: "pending", why: "not yet checkpointed" };
    // The latest checkpoint, at least as large as the one the leaf was answered against.
    const checkpoint = await client.getCheckpoint();
    if (checkpoint.signature === null) return { state: "pending", why: `checkpoint ${checkpoint.tree_size} awaits its wallet's signature` };
    const proof = await client.getInclusionProof(record.record_id, checkpoint.tree_size);
    const result = isTombstone(record)
      ? verifyTombstone(record, proof, checkpoint, walletAddress)
      : verifyRecord(record, proof, checkpoint, walletAddress);
    return result.ok
      ? { state: "verified", leafIndex: proof.leaf_index, treeSize: proof.tree_size }
      : { state: "failed", reason: result.reason };
  } catch (error) {
    return {
      state: "failed",
      reason: error instanceof LedgerError ? `${error.message} (${error.code})` : String(error instanceof Error ? error.message : error),
    };
  }
}

export type { Agent, ReadRecord, SessionFetch, StoredRecord };
