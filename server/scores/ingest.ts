// The score ingest transaction: committed before any score is acknowledged, so nothing
// acknowledged is lost (as records). The scores log sequences new scores here (their leaf_idx).
import type { Database } from "../store/db.ts";
import { insertScores, type ScoreItem, type ScoreOutcome } from "../store/scores.ts";
import { inStatementTransaction } from "../store/statements.ts";

export async function ingestScores(db: Database, items: readonly ScoreItem[]): Promise<ScoreOutcome[]> {
  if (items.length === 0) return [];
  const outcomes = await inStatementTransaction(db, (run) => insertScores(run, items));
  // Reads of these agents stay on the primary until a standby has the scores (read-routing.ts).
  await db.reads.wrote(new Set(items.map((item) => item.agentId)));
  return outcomes;
}
