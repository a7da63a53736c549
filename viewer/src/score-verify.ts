// A score checked here in the browser against its agent's scores log, with the protocol's
// verifyScore (the one the SDKs use): the service's word is not taken for the score's inclusion
// nor for the note's signature. The proof, the note and the log key are read through the SDK.
import { LedgerError, verifyScore, type LogVerifierKey, type StoredScore } from "../../sdk/index.ts";
import { parseCheckpointText } from "../../protocol/checkpoint.ts";
import { parseNote, parseVerifierKey } from "../../protocol/note.ts";
import { agentClient, storedKey } from "./api.ts";

export type ScoreCheck =
  | { state: "verified"; leafIndex: number; treeSize: number; keyName: string }
  | { state: "pending"; why: string }
  | { state: "failed"; reason: string };

/** The service's log key, read once per page: it changes only when the operator rotates it. */
let verifierKey: Promise<LogVerifierKey> | undefined;
const logKey = (client: ReturnType<typeof agentClient>) => {
  verifierKey ??= client.getLogVerifierKey();
  verifierKey.catch(() => (verifierKey = undefined));
  return verifierKey;
};

/**
 * Whether `score` is in its agent's scores log at the log's latest signed note. The proof is
 * asked first (the service cuts a scores-log checkpoint when none covers the score yet), then the
 * note; a note newer than the proof's tree gets a proof of its own size.
 */
export async function checkScore(score: StoredScore): Promise<ScoreCheck> {
  const client = agentClient(storedKey() ?? "", score.agent_id);
  const scoreId = score.score_id as string;
  try {
    const { verifier_key: key } = await logKey(client);
    let proof = await client.getScoreProof(scoreId);
    const note = await client.getScoresCheckpoint();
    const size = parseCheckpointText(parseNote(note)?.text ?? "")?.treeSize;
    if (size !== undefined && size !== proof.tree_size) proof = await client.getScoreProof(scoreId, size);
    const verdict = verifyScore(score, proof, note, key);
    // verifyScore has parsed the key by the time it answers ok.
    return verdict.ok
      ? { state: "verified", leafIndex: verdict.leafIndex, treeSize: verdict.treeSize, keyName: parseVerifierKey(key)!.name }
      : { state: "failed", reason: verdict.reason };
  } catch (error) {
    // A score is numbered in its log just after it is stored: until then it has no proof.
    if (error instanceof LedgerError && (error.code === "not_checkpointed" || error.status === 404))
      return { state: "pending", why: "not yet in the scores log" };
    if (error instanceof LedgerError && error.status !== undefined)
      return { state: "failed", reason: `the service answered ${error.status} (${error.code})` };
    return { state: "failed", reason: error instanceof Error ? error.message : String(error) };
  }
}
