// Anchoring (docs/anchoring.md): checkpoints of an agent's log, and proofs against them. Another
// owner's agent answers not_found, like every read. Checkpoints cut before the logs became C2SP
// logs (legacy) are still answered by size, and as the latest until a new one is cut.
import { requireOwnAgent, requireReadableAgent } from "../auth/agent-access.ts";
import { ApiError, invalid, notFound } from "../api/errors.ts";
import { cosignedCheckpointJson, cutCheckpoint, signedByAgent, storeSignature } from "../log/checkpoints.ts";
import { verifierKeys } from "../log/log-key.ts";
import { consistencyPath } from "../log/proofs.ts";
import { publicationOf } from "../log/publisher.ts";
import type { Services } from "../services.ts";
import { getAgent } from "../store/agents.ts";
import type { CheckpointRow, LegacyCheckpointRow } from "../store/log-store.ts";
import { checkpointedSize, inclusionProof, notCheckpointed, type LogWords } from "./inclusion.ts";
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
  const json = await cosignedCheckpointJson(services.logs.records.cosignatures, checkpoint);
  const publication = await publicationOf(
    services.logs.epochs,
    checkpoint.agent_id,
    checkpoint.tree_size,
    !("log_signature" in checkpoint),
  );
  return publication ? { ...json, publication } : json;
}

export const createCheckpointHandler: Handler<"createCheckpoint"> = async ({ params, ownerId, services, now }) => {
  const agent = await ownAgent(services, ownerId, params.agent_id);
  const { checkpoint, created } = await cutCheckpoint(services, agent, now);
  return { status: created ? 201 : 200, body: await answer(services, checkpoint) };
};

export const getLatestCheckpointHandler: Handler<"getLatestCheckpoint"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const { checkpoints, walletSignatures } = services.logs.records;
  const checkpoint =
    (await checkpoints.latestCheckpoint(params.agent_id)) ?? (await walletSignatures.legacyCheckpoint(params.agent_id, "latest"));
  if (!checkpoint) throw notFound("a checkpoint of the agent");
  return { status: 200, body: await answer(services, checkpoint) };
};

export const getCheckpointHandler: Handler<"getCheckpoint"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const { checkpoints, walletSignatures } = services.logs.records;
  const checkpoint =
    (await checkpoints.checkpoint(params.agent_id, params.tree_size)) ??
    (await walletSignatures.legacyCheckpoint(params.agent_id, params.tree_size));
  if (!checkpoint) throw notFound("checkpoint of the agent at that tree size");
  return { status: 200, body: await answer(services, checkpoint) };
};

export const signCheckpointHandler: Handler<"signCheckpoint"> = async ({ params, body, ownerId, services }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const checkpoint = await services.logs.records.checkpoints.checkpoint(params.agent_id, params.tree_size);
  if (!checkpoint) throw notFound("checkpoint of the agent at that tree size");
  if (!signedByAgent(checkpoint, body.signature)) {
    throw new ApiError("signature_invalid", `the signature does not recover to ${checkpoint.signer_address} over this checkpoint's body`, {
      field: "/signature",
      reason: `must be ${checkpoint.signer_address}'s EIP-191 signature of the checkpoint's body`,
    });
  }
  if (checkpoint.signature !== null) return { status: 200, body: await answer(services, checkpoint) };
  return { status: 200, body: await answer(services, await storeSignature(services.logs.records, checkpoint, body.signature)) };
};

export const getLogVerifierKeyHandler: Handler<"getLogVerifierKey"> = async ({ services }) => {
  const { active, retired } = await verifierKeys(services.db);
  return { status: 200, body: { key_name: services.logKey.name, verifier_key: active, retired_verifier_keys: retired } };
};

const RECORD_LOG: LogWords = { leaves: "records", cut: "cut one with POST …/checkpoints, or wait for the interval" };

/** The record's leaf in its agent's log. */
async function recordLeaf(services: Services, agentId: string, recordId: string): Promise<{ index: number; hash: string }> {
  const leaf = await services.logs.records.tree.leaf(agentId, recordId);
  // A record is acknowledged with its leaf: one without is absent (or loaded in bulk and not caught up).
  if (!leaf || leaf.index === null || leaf.hash === null) throw notFound("record");
  return { index: leaf.index, hash: leaf.hash };
}

export const getInclusionProofHandler: Handler<"getInclusionProof"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const at = await recordLeaf(services, params.agent_id, params.record_id);
  return {
    status: 200,
    body: await inclusionProof(services.logs.records, params.agent_id, at, params.tree_size, `record ${params.record_id}`, RECORD_LOG),
  };
};

/** The record's leaf and the latest checkpoint's size: what the proof's 409 would say, answered as a 200. */
export const getRecordLeafHandler: Handler<"getRecordLeaf"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const leaf = await recordLeaf(services, params.agent_id, params.record_id);
  const checkpoint = await services.logs.records.checkpoints.latestCheckpoint(params.agent_id);
  return {
    status: 200,
    body: {
      record_id: params.record_id,
      leaf_index: leaf.index,
      leaf_hash: leaf.hash,
      checkpoint_tree_size: checkpoint?.tree_size ?? null,
    },
  };
};

export const getConsistencyProofHandler: Handler<"getConsistencyProof"> = async ({ params, services, ...caller }) => {
  await requireReadableAgent(services, caller, params.agent_id);
  const { first, second } = params;
  if (first > second) throw invalid("/first", "must not exceed second");
  const checkpointed = await checkpointedSize(services.logs.records.checkpoints, params.agent_id);
  if (second > checkpointed) throw notCheckpointed(`tree size ${second}`, checkpointed, RECORD_LOG);
  return { status: 200, body: { first, second, proof: await consistencyPath(services.logs.records.tree, params.agent_id, first, second) } };
};
