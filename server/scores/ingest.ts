// The score ingest transaction: committed before any score is acknowledged, so nothing
// acknowledged is lost (as records). Each new score's entry and leaf hash are stored with it; its
// agent's scores log gives it its leaf index after the commit (told here: log/integrator.ts).
import type { Integrator } from "../log/integrator.ts";
import type { Database } from "../store/db.ts";
import { insertScores, type ScoreItem, type ScoreOutcome } from "../store/scores.ts";
import { inStatementTransaction } from "../store/statements.ts";

export async function ingestScores(db: Database, items: readonly ScoreItem[], scoresLog: Pick<Integrator, "stored">): Promise<ScoreOutcome[]> {
  if (items.length === 0) return [];
  const outcomes = await inStatementTransaction(db, (run) => insertScores(run, items));
  scoresLog.stored(new Set(items.filter((_, i) => outcomes[i]!.kind === "stored").map((item) => item.agentId)));
  // Reads of these agents stay on the primary until a standby has the scores (read-routing.ts).
  await db.reads.wrote(new Set(items.map((item) => item.agentId)));
  return outcomes;
}
