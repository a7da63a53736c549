// A score checked here in the browser against its agent's scores log, with the protocol's
// verifyScore (the one the SDKs use): the service's word is not taken for the score's inclusion
// nor for the note's signature. The scores log's reads are not in the SDK's client, so they are
// plain requests typed by the generated API types.
import { verifyScore, type StoredScore } from "../../sdk/index.ts";
import type { InclusionProof, LogVerifierKey } from "../../generated/types/schema.ts";
import { parseCheckpointText } from "../../protocol/checkpoint.ts";
import { parseNote } from "../../protocol/note.ts";
import { storedKey } from "./api.ts";

export type ScoreCheck =
  | { state: "verified"; leafIndex: number; treeSize: number; keyName: string }
  | { state: "pending"; why: string }
  | { state: "failed"; reason: string };

class Refused extends Error {
  constructor(readonly status: number, readonly code: string) {
    super(code);
  }
}

async function read(path: string, as: "json" | "text"): Promise<unknown> {
  const res = await fetch(`${location.origin}${path}`, { headers: { authorization: `Bearer ${storedKey() ?? ""}` } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    throw new Refused(res.status, body?.error?.code ?? String(res.status));
  }
  return as === "json" ? res.json() : res.text();
}

/** The service's log key, read once per page: it changes only when the operator rotates it. */
let verifierKey: Promise<LogVerifierKey> | undefined;
const logKey = () => {
  verifierKey ??= read("/v1/log/verifier-key", "json") as Promise<LogVerifierKey>;
  verifierKey.catch(() => (verifierKey = undefined));
  return verifierKey;
};

const proofOf = (score: StoredScore, treeSize?: number) =>
  read(`/v1/scores/${encodeURIComponent(score.score_id as string)}/proof?agent_id=${encodeURIComponent(score.agent_id)}${treeSize === undefined ? "" : `&tree_size=${treeSize}`}`, "json") as Promise<InclusionProof>;

/**
 * Whether `score` is in its agent's scores log at the log's latest signed note. The proof is
 * asked first (the service cuts a scores-log checkpoint when none covers the score yet), then the
 * note; a note newer than the proof's tree gets a proof of its own size.
 */
export async function checkScore(score: StoredScore): Promise<ScoreCheck> {
  try {
    const { verifier_key: key } = await logKey();
    let proof = await proofOf(score);
    const note = (await read(`/v1/agents/${encodeURIComponent(score.agent_id)}/scores-log/checkpoint`, "text")) as string;
    const size = parseCheckpointText(parseNote(note)?.text ?? "")?.treeSize;
    if (size !== undefined && size !== proof.tree_size) proof = await proofOf(score, size);
    const verdict = verifyScore(score, proof, note, key);
    return verdict.ok ? { state: "verified", leafIndex: verdict.leafIndex, treeSize: verdict.treeSize, keyName: key.split("+")[0]! } : { state: "failed", reason: verdict.reason };
  } catch (error) {
    // A score is numbered in its log just after it is stored: until then it has no proof.
    if (error instanceof Refused && (error.code === "not_checkpointed" || error.status === 404)) return { state: "pending", why: "not yet in the scores log" };
    return { state: "failed", reason: error instanceof Refused ? `the service answered ${error.status} (${error.code})` : String(error) };
  }
}
