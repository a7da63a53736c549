// Store rows → the API shapes of schema/api.schema.json.
import type { Agent, Owner } from "../../generated/types/schema.ts";
import type { Agent as AgentRow } from "../store/agents.ts";
import type { Owner as OwnerRow } from "../store/owners.ts";

export function agentView(agent: AgentRow): Agent {
  return {
    agent_id: agent.agentId,
    name: agent.name,
    agent_wallet_address: agent.walletAddress,
    wallet_mode: agent.walletMode,
    created_at: agent.createdAt,
    metadata: agent.metadata,
    attestations: agent.sdkInstrumented ? ["sdk_instrumented"] : [],
    log_public: agent.logPublic,
    ...(agent.retentionDays === null ? {} : { retention_days: agent.retentionDays }),
  };
}

export function ownerView(owner: OwnerRow): Owner {
  return {
    owner_id: owner.ownerId,
    name: owner.name,
    wallet_mode: owner.walletMode,
    ...(owner.defaultWalletAddress ? { default_wallet_address: owner.defaultWalletAddress } : {}),
    created_at: owner.createdAt,
  };
}
