// Agents of the calling owner: register (idempotent on name), resolve by name, list, fetch, update.
import { requireOwnAgent } from "../auth/agent-access.ts";
import { ApiError, invalid, notFound } from "../api/errors.ts";
import { AgentLimitReached, findAgentByName, getAgent, listAgents, registerAgent, updateAgent } from "../store/agents.ts";
import { getOwner } from "../store/owners.ts";
import { createCustodialWallet } from "../wallets/custodial.ts";
import { requireAddress } from "./owners.ts";
import type { Handler } from "./types.ts";
import { agentView } from "./views.ts";

export const registerAgentHandler: Handler<"registerAgent"> = async ({ body, ownerId, services, now }) => {
  // A repeat returns the existing agent and ignores any wallet argument, so check the name first.
  const existing = await findAgentByName(services.db, ownerId, body.name);
  if (existing) return { status: 200, body: agentView(existing) };

  const owner = await getOwner(services.db, ownerId);
  if (!owner) throw notFound("owner");
  let wallet: { walletAddress: string; encryptedWalletKey?: string };
  if (owner.walletMode === "custodial") {
    const custodial = createCustodialWallet(services.kek); // a wallet argument is ignored here
    wallet = { walletAddress: custodial.address, encryptedWalletKey: custodial.encryptedKey };
  } else {
    const address = body.wallet?.address ?? owner.defaultWalletAddress;
    if (!address) throw invalid("/wallet/address", "is required: the owner has no default wallet address");
    wallet = { walletAddress: requireAddress("/wallet/address", address) };
  }
  const { agent, created } = await registerAgent(services.db, {
    ownerId,
    name: body.name,
    walletMode: owner.walletMode,
    metadata: body.metadata ?? {},
    now,
    maxAgentsPerOwner: services.config.maxAgentsPerOwner,
    ...wallet,
  }).catch((error: unknown) => {
    if (!(error instanceof AgentLimitReached)) throw error;
    throw new ApiError(
      "agent_limit_reached",
      `this owner has ${error.limit} agents, the most this deployment allows (MAX_AGENTS_PER_OWNER)`,
      { limit: error.limit },
    );
  });
  return { status: created ? 201 : 200, body: agentView(agent) };
};

export const resolveAgentHandler: Handler<"resolveAgent"> = async ({ params, ownerId, services }) => {
  const agent = await findAgentByName(services.db, ownerId, params.name);
  if (!agent) throw notFound("agent of that name");
  return { status: 200, body: { agent_id: agent.agentId, name: agent.name } };
};

export const listAgentsHandler: Handler<"listAgents"> = async ({ params, ownerId, services }) => {
  const page = await listAgents(services.db, ownerId, { cursor: params.cursor, limit: params.limit! });
  if (!page) throw notFound("the cursor's agent");
  return { status: 200, body: { agents: page.agents.map(agentView), next_cursor: page.nextCursor } };
};

export const getAgentHandler: Handler<"getAgent"> = async ({ params, ownerId, services }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const agent = await getAgent(services.db, params.agent_id);
  if (!agent) throw notFound("agent");
  return { status: 200, body: agentView(agent) };
};

export const updateAgentHandler: Handler<"updateAgent"> = async ({ params, body, ownerId, services }) => {
  const agent = await updateAgent(services.db, ownerId, params.agent_id, {
    metadata: body.metadata,
    logPublic: body.log_public,
    retentionDays: body.retention_days,
  });
  if (!agent) throw notFound("agent");
  return { status: 200, body: agentView(agent) };
};
