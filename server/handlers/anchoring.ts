// Anchoring (docs/anchoring.md): checkpoints of an agent's log, and proofs against them. Another
// owner's agent answers not_found, like every read. Checkpoints cut before the logs became C2SP
// logs (legacy) are still answered by size, and as the latest until a new one is cut.
import { requireOwnAgent, requireReadableAgent } from "../auth/agent-access.ts";
import { ApiError, invalid, notFound } from "../http/errors.ts";
import { cosignedCheckpointJson, cutCheckpoint, signedByAgent, storeSignature } from "../log/checkpoints.ts";
import { verifierKeys } from "../log/log-key.ts";
import { auditPath, consistencyPath } from "../log/proofs.ts";
import { publicationOf } from "../log/publisher.ts";
import type { Services } from "../services.ts";
import { getAgent } from "../store/agents.ts";
import type { CheckpointRow, LegacyCheckpointRow } from "../store/log-store.ts";
import type { Handler } from "./types.ts";

async function ownAgent(services: Services, ownerId: string, agentId: string) {
  await requireOwnAgent(services, ownerId, agentId, "not_found");
  const agent = await getAgent(services.db, agentId);
  if (!agent) throw notFound("agent");
  return agent;
}

/**
 * A checkpoint as answered: with its note (cosignatures included), and its publication once an
 * epoch covering it is mined — legacy checkpoints (before the C2SP logs) as well.
 */
async function answer(services: Services, checkpoint: CheckpointRow | LegacyCheckpointRow) {
  const json = await cosignedCheckpointJson(services.logStore, checkpoint);
  const publication = await publicationOf(services.logStore, checkpoint.agent_id, checkpoint.tree_size, !("log_signature" in checkpoint));
  return publication ? { ...json, publication } : json;
}

export const createCheckpointHandler: Handler<"createCheckpoint"> = async ({ params, ownerId, services, now }) => {
  const agent = await ownAgent(services, ownerId, params.agent_id);
  const { checkpoint, created } = await cutCheckpoint(services, agent, now);
  return { status: created ? 201 : 200, body: await answer(services, checkpoint) };
};

export const getLatestCheckpointHandler: Handler<"getLatestCheckpoint"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const checkpoint = (await services.logStore.latestCheckpoint(params.agent_id)) ?? (await services.logStore.legacyCheckpoint(params.agent_id, "latest"));
  if (!checkpoint) throw notFound("a checkpoint of the agent");
  return { status: 200, body: await answer(services, checkpoint) };
};

export const getCheckpointHandler: Handler<"getCheckpoint"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const checkpoint =
    (await services.logStore.checkpoint(params.agent_id, params.tree_size)) ?? (await services.logStore.legacyCheckpoint(params.agent_id, params.tree_size));
  if (!checkpoint) throw notFound("checkpoint of the agent at that tree size");
  return { status: 200, body: await answer(services, checkpoint) };
};

export const signCheckpointHandler: Handler<"signCheckpoint"> = async ({ params, body, ownerId, services }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const checkpoint = await services.logStore.checkpoint(params.agent_id, params.tree_size);
  if (!checkpoint) throw notFound("checkpoint of the agent at that tree size");
  if (!signedByAgent(checkpoint, body.signature)) {
    throw new ApiError("signature_invalid", `the signature does not recover to ${checkpoint.signer_address} over this checkpoint's body`, {
      field: "/signature",
      reason: `must be ${checkpoint.signer_address}'s EIP-191 signature of the checkpoint's body`,
    });
  }
  if (checkpoint.signature !== null) return { status: 200, body: await answer(services, checkpoint) };
  return { status: 200, body: await answer(services, await storeSignature(services.logStore, checkpoint, body.signature)) };
};

export const getLogVerifierKeyHandler: Handler<"getLogVerifierKey"> = async ({ services }) => {
  const { active, retired } = await verifierKeys(services.db);
  return { status: 200, body: { key_name: services.logKey.name, verifier_key: active, retired_verifier_keys: retired } };
};

/** The size of the agent's latest checkpoint: proofs are only given within what a checkpoint signs. */
async function checkpointedSize(services: Services, agentId: string): Promise<number> {
  return (await services.logStore.latestCheckpoint(agentId))?.tree_size ?? 0;
}

const notCheckpointed = (what: string, size: number) =>
  new ApiError("not_checkpointed", `${what} is not covered by a checkpoint yet (the latest covers ${size} records): cut one with POST …/checkpoints, or wait for the interval`);

export const getInclusionProofHandler: Handler<"getInclusionProof"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const leaf = await services.logStore.leaf(params.agent_id, params.record_id);
  if (!leaf) throw notFound("record");
  const checkpointed = await checkpointedSize(services, params.agent_id);
  const treeSize = params.tree_size ?? checkpointed;
  if (treeSize > checkpointed) throw notCheckpointed(`tree size ${treeSize}`, checkpointed);
  if (leaf.index >= treeSize) throw notCheckpointed(`record ${params.record_id} (leaf ${leaf.index}) in a tree of ${treeSize}`, checkpointed);
  const path = await auditPath(services.logStore, params.agent_id, leaf.index, treeSize);
  return { status: 200, body: { leaf_index: leaf.index, tree_size: treeSize, leaf_hash: leaf.hash, audit_path: path } };
};

export const getConsistencyProofHandler: Handler<"getConsistencyProof"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const { first, second } = params;
  if (first > second) throw invalid("/first", "must not exceed second");
  const checkpointed = await checkpointedSize(services, params.agent_id);
  if (second > checkpointed) throw notCheckpointed(`tree size ${second}`, checkpointed);
  return { status: 200, body: { first, second, proof: await consistencyPath(services.logStore, params.agent_id, first, second) } };
};
