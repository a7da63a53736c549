// An agent's scores in a JSONL export (`export --scores`), after its records (an import then
// finds every target stored). With `--proofs`, a line with the agent's scores-log checkpoint note
// and the service's log key comes first, then each score with its inclusion proof in that note
// (cli/lines.ts); `verify` checks them offline with protocol/score-log.ts's verifyScore.
import { LedgerClient, LedgerError, type InclusionProof, type ScoreInput, type StoredScore } from "../sdk/index.ts";
import { parseCheckpointText, scoresLogOrigin } from "../protocol/checkpoint.ts";
import { parseNote, parseVerifierKey, verifyNoteSignature } from "../protocol/note.ts";
import { verifyScore } from "../protocol/score-log.ts";
import type { Connection } from "./connection.ts";
import { scoreLine, scoresCheckpointLine, type ScoresCheckpoint } from "./lines.ts";

const PAGE = 500;
const PROOFS_AT_ONCE = 8;
const BATCH = 50;
/** How long the newest score may take to be numbered in its log (it is, just after it is stored). */
const SEQUENCING_WAITS = 50;
const SEQUENCING_WAIT_MS = 200;

const notCheckpointed = (error: unknown) => error instanceof LedgerError && error.code === "not_checkpointed";

/**
 * The scores-log checkpoint every score stored before the export is in: the proof of the newest
 * score is asked first (the service cuts a checkpoint when none covers it), then the note. Null
 * when the agent has no score.
 */
async function scoresCheckpoint(client: LedgerClient, agentId: string): Promise<(ScoresCheckpoint & { treeSize: number }) | null> {
  const [newest] = (await client.getScores({ limit: 1 })).scores;
  if (!newest) return null;
  for (let wait = 0; ; wait++) {
    try {
      await client.getScoreProof(newest.score_id as string);
      break;
    } catch (error) {
      if (!notCheckpointed(error) || wait === SEQUENCING_WAITS) throw error;
      await new Promise((resolve) => setTimeout(resolve, SEQUENCING_WAIT_MS));
    }
  }
  const note = await client.getScoresCheckpoint();
  const { verifier_key } = await client.getLogVerifierKey();
  const fields = parseCheckpointText(parseNote(note)?.text ?? "");
  if (!fields) throw new Error(`the service's scores-log checkpoint of ${agentId} is not a checkpoint note`);
  return { note, verifier_key, treeSize: fields.treeSize };
}

/**
 * Writes the agent's scores (newest first) through `write`; with `proofs`, after the scores-log
 * checkpoint line, each with its proof in it (a score newer than the checkpoint is left out, as
 * records newer than the records' checkpoint are). Answers how many were written and the
 * checkpoint's size.
 */
export async function exportScores(
  connection: Connection,
  agentId: string,
  proofs: boolean,
  write: (chunk: string) => Promise<void>,
): Promise<{ scores: number; treeSize?: number }> {
  const client = new LedgerClient({ ...connection, agentId });
  const checkpoint = proofs ? await scoresCheckpoint(client, agentId) : null;
  if (proofs && !checkpoint) return { scores: 0 };
  if (checkpoint) await write(scoresCheckpointLine({ note: checkpoint.note, verifier_key: checkpoint.verifier_key }));
  const proofOf = async (score: StoredScore): Promise<InclusionProof | null> => {
    try {
      return await client.getScoreProof(score.score_id as string, checkpoint!.treeSize);
    } catch (error) {
      if (notCheckpointed(error)) return null;
      throw error;
    }
  };
  let written = 0;
  let cursor: string | undefined;
  do {
    const page = await client.getScores({ limit: PAGE, cursor });
    const lines: string[] = [];
    for (let i = 0; i < page.scores.length; i += PROOFS_AT_ONCE) {
      const chunk = page.scores.slice(i, i + PROOFS_AT_ONCE);
      for (const [score, proof] of await Promise.all(
        chunk.map(async (score) => [score, checkpoint ? await proofOf(score) : undefined] as const),
      )) {
        if (proof === null) continue;
        lines.push(scoreLine(score, proof));
      }
    }
    if (lines.length > 0) await write(lines.join(""));
    written += lines.length;
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return { scores: written, ...(checkpoint && { treeSize: checkpoint.treeSize }) };
}

/** What the service stamps: ignored when sent, left out. */
function asSent(score: StoredScore): Record<string, unknown> {
  const { agent_id: _agent, server_ts_utc: _received, scored_by: _by, ...sent } = score;
  return sent;
}

/**
 * `judged_checkpoint` names a checkpoint of the source agent's record log and `config_id` a config
 * of the source owner: another agent or service cannot resolve them. A score refused for either
 * (or, imported so before, a conflict with the copy stored without them) is sent again without
 * both, the same way every time, so a second import finds it a duplicate.
 */
const SOURCE_BOUND = new Set(["checkpoint_mismatch", "reference_unresolved", "score_id_conflict"]);
const unbound = (sent: Record<string, unknown>) => {
  const { judged_checkpoint: _judged, config_id: _config, ...rest } = sent;
  return rest;
};
const isSourceBound = (sent: Record<string, unknown>, error: { code: string; details?: { field?: unknown } }) =>
  ("judged_checkpoint" in sent || "config_id" in sent) &&
  SOURCE_BOUND.has(error.code) &&
  (error.code !== "reference_unresolved" || error.details?.field === "/config_id");

export interface ScoreImport {
  stored: number;
  duplicates: number;
  /** Of those stored, how many without their judged_checkpoint and config_id (see `unbound`). */
  unbound: number;
  failed: { line: number; code: string; message: string }[];
}

/** Submits scores to `agentId` in batches of 50; `add` queues one, `flush` sends what is queued. */
export function scoreImporter(connection: Connection, agentId: string) {
  const client = new LedgerClient({ ...connection, agentId });
  const outcome: ScoreImport = { stored: 0, duplicates: 0, unbound: 0, failed: [] };
  let queued: { line: number; sent: Record<string, unknown> }[] = [];
  const send = async (batch: typeof queued, again: boolean) => {
    const ack = await client.scoreBatch(batch.map((entry) => entry.sent as ScoreInput));
    const retry: typeof queued = [];
    ack.results.forEach((result, i) => {
      const { line, sent } = batch[i]!;
      if ("code" in result) {
        if (!again && isSourceBound(sent, result as never)) retry.push({ line, sent: unbound(sent) });
        else outcome.failed.push({ line, code: result.code, message: result.message });
      } else if (result.is_duplicate) outcome.duplicates++;
      else {
        outcome.stored++;
        if (again) outcome.unbound++;
      }
    });
    if (retry.length > 0) await send(retry, true);
  };
  return {
    outcome,
    async add(line: number, score: StoredScore) {
      queued.push({ line, sent: asSent(score) });
      if (queued.length === BATCH) await this.flush();
    },
    async flush() {
      if (queued.length === 0) return;
      const batch = queued;
      queued = [];
      await send(batch, false);
    },
  };
}

/** Checks the scores of a verified export: each in the note, the note signed by `logKey` for the export's agent, leaves 0 … size-1 each once. */
export function scoreChecker(agentId: string) {
  let checkpoint: (ScoresCheckpoint & { treeSize: number; keyName: string }) | undefined;
  const leaves = new Set<number>();
  return {
    /** Why the scores-log checkpoint line fails, or undefined. */
    checkpoint(line: ScoresCheckpoint, logKey: string): string | undefined {
      if (checkpoint) return "a second scores checkpoint: verify one export at a time";
      const key = parseVerifierKey(logKey);
      if (!key) return `${logKey} is not an Ed25519 signed-note verifier key`;
      const fields = parseCheckpointText(parseNote(line.note)?.text ?? "");
      if (!fields) return "the scores checkpoint is not a signed checkpoint note";
      if (!verifyNoteSignature(line.note, logKey))
        return `the scores checkpoint is not signed by the log key ${key.name}, or was changed after signing`;
      if (fields.origin !== scoresLogOrigin(agentId, key.name))
        return `the scores checkpoint is of the log ${fields.origin}, not of ${agentId}'s scores`;
      checkpoint = { note: line.note, verifier_key: logKey, treeSize: fields.treeSize, keyName: key.name };
      return undefined;
    },
    /** Why a score line fails, or undefined. */
    score(score: StoredScore, proof: InclusionProof | undefined): string | undefined {
      if (!checkpoint) return "a score before the scores checkpoint: this is not an export made with --scores --proofs";
      if (!proof) return `score ${score.score_id as string} has no proof`;
      if (score.agent_id !== agentId) return `score ${score.score_id as string} is of agent ${score.agent_id}, not ${agentId}`;
      if (leaves.has(proof.leaf_index)) return `leaf ${proof.leaf_index} of the scores log twice: lines were repeated`;
      const verdict = verifyScore(score, proof, checkpoint.note, checkpoint.verifier_key);
      if (!verdict.ok) return verdict.reason;
      leaves.add(proof.leaf_index);
      return undefined;
    },
    /** The scores verified, or why the file falls short of its checkpoint. */
    done(): { scores: number; treeSize: number; keyName: string } | { missing: string } | undefined {
      if (!checkpoint) return undefined;
      if (leaves.size !== checkpoint.treeSize)
        return { missing: `the file holds ${leaves.size} of the scores checkpoint's ${checkpoint.treeSize} scores: lines were removed` };
      return { scores: leaves.size, treeSize: checkpoint.treeSize, keyName: checkpoint.keyName };
    },
  };
}
