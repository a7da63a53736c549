// Anchoring (docs/anchoring.md): checkpoints of an agent's log, and proofs against them. Another
// owner's agent answers not_found, like every read.
import { requireOwnAgent } from "../auth/agent-access.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { cutCheckpoint, signedByAgent, storeSignature } from "../log/checkpoints.ts";
import type { Services } from "../services.ts";
import { getAgent } from "../store/agents.ts";
import { getCheckpoint, getLatestCheckpoint } from "../store/checkpoints.ts";
import type { Handler } from "./types.ts";

async function ownAgent(services: Services, ownerId: string, agentId: string) {
  await requireOwnAgent(services, ownerId, agentId, "not_found");
  const agent = await getAgent(services.db, agentId);
  if (!agent) throw notFound(`agent ${agentId}`);
  return agent;
}

export const createCheckpointHandler: Handler<"createCheckpoint"> = async ({ params, ownerId, services, now }) => {
  const agent = await ownAgent(services, ownerId, params.agent_id);
  const { checkpoint, created } = await cutCheckpoint(services.db, services.kek, agent, now);
  return { status: created ? 201 : 200, body: checkpoint };
};

export const getLatestCheckpointHandler: Handler<"getLatestCheckpoint"> = async ({ params, ownerId, services }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const checkpoint = await getLatestCheckpoint(services.db.knex, params.agent_id);
  if (!checkpoint) throw notFound(`a checkpoint of agent ${params.agent_id}`);
  return { status: 200, body: checkpoint };
};

export const getCheckpointHandler: Handler<"getCheckpoint"> = async ({ params, ownerId, services }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const checkpoint = await getCheckpoint(services.db.knex, params.agent_id, params.tree_size);
  if (!checkpoint) throw notFound(`checkpoint of agent ${params.agent_id} at tree size ${params.tree_size}`);
  return { status: 200, body: checkpoint };
};

export const signCheckpointHandler: Handler<"signCheckpoint"> = async ({ params, body, ownerId, services }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const checkpoint = await getCheckpoint(services.db.knex, params.agent_id, params.tree_size);
  if (!checkpoint) throw notFound(`checkpoint of agent ${params.agent_id} at tree size ${params.tree_size}`);
  if (!signedByAgent(checkpoint, body.signature)) {
    throw new ApiError("signature_invalid", `the signature does not recover to ${checkpoint.signer_address} over this checkpoint's body`, {
      field: "/signature",
      reason: `must be ${checkpoint.signer_address}'s EIP-191 signature of the checkpoint's body`,
    });
  }
  if (checkpoint.signature !== null) return { status: 200, body: checkpoint };
  return { status: 200, body: await storeSignature(services.db, checkpoint, body.signature) };
};
