// A score's inclusion proof in its agent's scores log (docs/anchoring.md, "The scores log"), of
// the shape of a record's. Scores are sequenced after their commit and there is no endpoint to
// cut a scores-log checkpoint: a proof asked of a score no checkpoint covers yet cuts one first
// (docs/decisions.md), so a scorer can verify its score at once.
import { requireReadableAgent } from "../auth/agent-access.ts";
import { notFound } from "../api/errors.ts";
import { cutScoresCheckpoint } from "../log/checkpoints.ts";
import { checkpointedSize, inclusionProof, notCheckpointed, type LogWords } from "./inclusion.ts";
import type { Handler } from "./types.ts";

const SCORES_LOG: LogWords = { leaves: "scores", cut: "one is cut at the next interval" };

export const getScoreProofHandler: Handler<"getScoreProof"> = async ({ params, services, now, ...caller }) => {
  const { agent_id: agentId, score_id: scoreId, tree_size: treeSize } = params;
  await requireReadableAgent(services, caller, agentId);
  const log = services.logs.scores;
  let leaf = await log.tree.leaf(agentId, scoreId);
  if (!leaf) throw notFound("score");
  const covered = async () => leaf!.index !== null && leaf!.index < (await checkpointedSize(log.checkpoints, agentId));
  if (treeSize === undefined && !(await covered())) {
    await cutScoresCheckpoint(services, agentId, now);
    leaf = (await log.tree.leaf(agentId, scoreId))!;
  }
  if (leaf.index === null || leaf.hash === null)
    throw notCheckpointed(`score ${scoreId}`, await checkpointedSize(log.checkpoints, agentId), SCORES_LOG);
  return {
    status: 200,
    body: await inclusionProof(log, agentId, { index: leaf.index, hash: leaf.hash }, treeSize, `score ${scoreId}`, SCORES_LOG),
  };
};
