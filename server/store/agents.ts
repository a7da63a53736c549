import type { Knex } from "knex";
import type { Database } from "./db.ts";
import { newAgentId } from "./ids.ts";
import type { WalletMode } from "./owners.ts";

export interface AgentMetadata {
  description?: string;
  website?: string;
  tags?: string[];
}

export interface Agent {
  agentId: string;
  ownerId: string;
  name: string;
  walletMode: WalletMode;
  walletAddress: string;
  metadata: AgentMetadata;
  sdkInstrumented: boolean;
  /** Whether anyone may read the agent's log (tiles, entries, checkpoint) without the owner's key. */
  logPublic: boolean;
  /** The agent's own record retention in days (null: the deployment's). */
  retentionDays: number | null;
  createdAt: number;
}

interface AgentRow {
  agent_id: string;
  owner_id: string;
  name: string;
  wallet_mode: WalletMode;
  wallet_address: string;
  metadata: AgentMetadata;
  sdk_instrumented: boolean;
  log_public: boolean;
  retention_days: number | null;
  created_at: number;
}

/** The owner has as many agents as it may have. */
export class AgentLimitReached extends Error {
  constructor(readonly limit: number) {
    super(`the owner has ${limit} agents, the most allowed`);
  }
}

export interface NewAgent {
  ownerId: string;
  name: string;
  walletMode: WalletMode;
  walletAddress: string;
  /** The sealed private key of a custodial wallet; stored only if this call creates the agent. */
  encryptedWalletKey?: string;
  metadata: AgentMetadata;
  now: number;
  /** The most agents an owner may have (unset or 0: no cap); a known name is answered even at the cap. */
  maxAgentsPerOwner?: number;
}

/**
 * Registers an agent, idempotent on (owner, name): concurrent registrations of one name yield
 * one agent, decided by the unique constraint. `created` is false when the name already existed;
 * the existing agent is returned unchanged and the given wallet is discarded. Throws
 * AgentLimitReached when the name is new and the owner has `maxAgentsPerOwner` agents already.
 */
export async function registerAgent(db: Database, agent: NewAgent): Promise<{ agent: Agent; created: boolean }> {
  return db.knex.transaction(async (trx) => {
    const cap = agent.maxAgentsPerOwner ?? 0;
    if (cap > 0) {
      // The owner's row is the lock: its registrations count and insert one at a time, so
      // concurrent ones cannot pass the cap together.
      await trx("owners").select("owner_id").where({ owner_id: agent.ownerId }).forUpdate();
      const existing = await agentsWhere(trx, { owner_id: agent.ownerId, name: agent.name });
      if (existing) return { agent: existing, created: false };
      const [counted] = await trx("agents").where({ owner_id: agent.ownerId }).count({ n: "*" });
      if (Number(counted!.n) >= cap) throw new AgentLimitReached(cap);
    }
    const [inserted]: AgentRow[] = await trx("agents")
      .insert({
        agent_id: newAgentId(),
        owner_id: agent.ownerId,
        name: agent.name,
        wallet_mode: agent.walletMode,
        wallet_address: agent.walletAddress,
        metadata: JSON.stringify(agent.metadata),
        created_at: agent.now,
      })
      .onConflict(["owner_id", "name"])
      .ignore()
      .returning("*");
    if (inserted) {
      if (agent.encryptedWalletKey !== undefined) {
        await trx("agent_wallet_keys").insert({ agent_id: inserted.agent_id, encrypted_key: agent.encryptedWalletKey });
      }
      return { agent: toAgent(inserted), created: true };
    }
    // Read committed: this statement sees the row the conflicting transaction committed.
    const existing = await agentsWhere(trx, { owner_id: agent.ownerId, name: agent.name });
    if (!existing) throw new Error(`agent ${agent.name} conflicted on insert but cannot be read`);
    return { agent: existing, created: false };
  });
}

/** The agent, whoever owns it: callers compare `ownerId` with the authenticated owner. */
export function getAgent(db: Database, agentId: string): Promise<Agent | null> {
  return agentsWhere(db.knex, { agent_id: agentId });
}

export function findAgentByName(db: Database, ownerId: string, name: string): Promise<Agent | null> {
  return agentsWhere(db.knex, { owner_id: ownerId, name });
}

/** Replaces the given metadata fields, keeping the others; null unless the owner holds the agent. */
export async function updateAgent(
  db: Database,
  ownerId: string,
  agentId: string,
  changes: { metadata?: AgentMetadata; logPublic?: boolean; retentionDays?: number | null },
): Promise<Agent | null> {
  const [row] = await db
    .knex<AgentRow>("agents")
    .where({ agent_id: agentId, owner_id: ownerId })
    .update({
      metadata: db.knex.raw("metadata || ?::jsonb", [JSON.stringify(changes.metadata ?? {})]),
      ...(changes.logPublic === undefined ? {} : { log_public: changes.logPublic }),
      ...(changes.retentionDays === undefined ? {} : { retention_days: changes.retentionDays }),
    })
    .returning("*");
  return row ? toAgent(row) : null;
}

/** Labels the agent `sdk_instrumented` (idempotent; writes only the first time). */
export async function markSdkInstrumented(db: Database, agentId: string): Promise<void> {
  await db.knex("agents").where({ agent_id: agentId, sdk_instrumented: false }).update({ sdk_instrumented: true });
}

/** The sealed private key of a custodial agent's wallet, or null (byow, or no such agent). */
export async function getEncryptedWalletKey(db: Database, agentId: string): Promise<string | null> {
  const row = await db.knex("agent_wallet_keys").select("encrypted_key").where({ agent_id: agentId }).first();
  return row ? (row.encrypted_key as string) : null;
}

async function agentsWhere(knex: Knex, where: Partial<AgentRow>): Promise<Agent | null> {
  const row = await knex<AgentRow>("agents").where(where).first();
  return row ? toAgent(row) : null;
}

function toAgent(row: AgentRow): Agent {
  return {
    agentId: row.agent_id,
    ownerId: row.owner_id,
    name: row.name,
    walletMode: row.wallet_mode,
    walletAddress: row.wallet_address,
    metadata: row.metadata,
    sdkInstrumented: row.sdk_instrumented,
    logPublic: row.log_public,
    retentionDays: row.retention_days ?? null,
    createdAt: row.created_at,
  };
}

export interface SealedWalletKey {
  agentId: string;
  walletAddress: string;
  encryptedKey: string;
}

/** A page of custodial wallet keys after `afterAgentId` whose seal does not name KEK `kekId`. */
export async function sealedKeysNotUnder(db: Database, kekId: string, afterAgentId: string, limit: number): Promise<SealedWalletKey[]> {
  const rows = await db
    .knex("agent_wallet_keys as k")
    .join("agents as a", "a.agent_id", "k.agent_id")
    .select("k.agent_id", "a.wallet_address", "k.encrypted_key")
    .where("k.agent_id", ">", afterAgentId)
    .whereNot("k.encrypted_key", "like", `%.${kekId}.%`)
    .orderBy("k.agent_id")
    .limit(limit);
  return rows.map((row) => ({ agentId: row.agent_id, walletAddress: row.wallet_address, encryptedKey: row.encrypted_key }));
}

/** Replaces a sealed key only if it is still `from` (a replica starting alongside may have re-sealed it). */
export async function replaceSealedKey(db: Database, agentId: string, from: string, to: string): Promise<void> {
  await db.knex("agent_wallet_keys").where({ agent_id: agentId, encrypted_key: from }).update({ encrypted_key: to });
}

/**
 * A page of an owner's agents by name (unique per owner), keyset-paginated: `cursor` is the
 * agent id the previous page ended with. Null when the cursor names no agent of this owner.
 */
export async function listAgents(
  db: Database,
  ownerId: string,
  page: { cursor?: string; limit: number },
): Promise<{ agents: Agent[]; nextCursor: string | null } | null> {
  let query = db
    .knex<AgentRow>("agents")
    .where({ owner_id: ownerId })
    .orderBy("name")
    .limit(page.limit + 1);
  if (page.cursor !== undefined) {
    const cursor = await agentsWhere(db.knex, { owner_id: ownerId, agent_id: page.cursor });
    if (!cursor) return null;
    query = query.where("name", ">", cursor.name);
  }
  const rows = await query;
  const agents = rows.slice(0, page.limit).map(toAgent);
  return { agents, nextCursor: rows.length > page.limit ? agents[agents.length - 1]!.agentId : null };
}
