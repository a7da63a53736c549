// Scores submitted over HTTP in batches (POST /v1/scores:batch) and read back as the service
// answers them (GET /v1/agents/{agent_id}/scores): the objects whose digests the scores log holds.
import { randomUUID } from "node:crypto";
import type { StoredScore } from "../../generated/types/schema.ts";
import { call, type TestServer } from "./server.ts";

const BATCH = 50;

type ScoreToSend = ({ record_id: string } | { session_id: string }) & { name: string; value: StoredScore["value"] };

/** Submits the scores (each given a score_id, a source and a client time) and returns them as stored, in submission order. */
export async function storeScores(
  server: Pick<TestServer, "baseUrl">,
  { apiKey: key, agentId }: { apiKey: string; agentId: string },
  scores: readonly ScoreToSend[],
): Promise<StoredScore[]> {
  const sent = scores.map((score, i) => ({
    score_id: randomUUID(),
    ...score,
    source: { kind: "code" },
    client_ts_utc: 1_795_000_000_000 + i,
  }));
  for (let from = 0; from < sent.length; from += BATCH) {
    const res = await call(server, "POST", `/v1/scores:batch?agent_id=${agentId}`, {
      key,
      body: { scores: sent.slice(from, from + BATCH) },
    });
    if (res.status !== 200 || res.body.results.some((r: object) => "code" in r))
      throw new Error(`storeScores: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const stored = new Map<string, StoredScore>();
  for (let cursor = ""; ;) {
    const page = await call(server, "GET", `/v1/agents/${agentId}/scores?limit=500${cursor}`, { key });
    for (const score of page.body.scores as StoredScore[]) stored.set(score.score_id, score);
    if (!page.body.next_cursor) break;
    cursor = `&cursor=${page.body.next_cursor}`;
  }
  return sent.map((score) => stored.get(score.score_id)!);
}
