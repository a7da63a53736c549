// The score transaction, for a group commit's worth of submissions of any agents: one statement
// looks up what they are judged against (scores/accept.ts decides), then the new ones are
// inserted in one transaction, committed before any score is acknowledged, so nothing
// acknowledged is lost (as records). Each new score's entry and leaf hash are stored with it; its
// agent's scores log gives it its leaf index after the commit (told here: log/integrator.ts).
import type { Integrator } from "../log/integrator.ts";
import type { Database } from "../store/db.ts";
import { insertScores, lookUpScores, type ScoreItem } from "../store/scores.ts";
import { inStatementTransaction, runOnPool } from "../store/statements.ts";
import { answer, decide, lookupKeys, type ScoreResult, type ScoreSubmission } from "./accept.ts";

export async function ingestScores(
  db: Database,
  submissions: readonly ScoreSubmission[],
  scoresLog: Pick<Integrator, "stored">,
): Promise<ScoreResult[]> {
  if (submissions.length === 0) return [];
  const found = await lookUpScores(runOnPool(db), lookupKeys(submissions));
  const results: ScoreResult[] = new Array(submissions.length);
  const items: Array<{ index: number; item: ScoreItem }> = [];
  submissions.forEach((submission, index) => {
    const decided = decide(submission, found);
    if ("scoreId" in decided) items.push({ index, item: decided });
    else results[index] = decided;
  });
  if (items.length === 0) return results;
  const outcomes = await inStatementTransaction(db, (run) =>
    insertScores(
      run,
      items.map(({ item }) => item),
    ),
  );
  outcomes.forEach((outcome, k) => (results[items[k]!.index] = answer(items[k]!.item.scoreId, outcome)));
  const stored = items.filter((_, k) => outcomes[k]!.kind === "stored");
  scoresLog.stored(new Set(stored.map(({ item }) => item.agentId)));
  // Reads of these agents stay on the primary until a standby has the scores (read-routing.ts).
  await db.reads.wrote(new Set(items.map(({ item }) => item.agentId)));
  return results;
}
