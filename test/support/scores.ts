// Scores stored in an agent's scores log as the service stores them (store/scores.ts, migration
// 0015): the row with the score as answered (the body plus agent_id, server_ts_utc, scored_by)
// digested into its entry and leaf hash, no leaf index until its log sequences it.
import { randomUUID } from "node:crypto";
import type { StoredScore } from "../../generated/types/schema.ts";
import { leafHash, recordDigest } from "../../protocol/merkle.ts";
import type { TestServer } from "./server.ts";

export async function storeScores(server: TestServer, agentId: string, scores: readonly { record_id: string; name: string; value: StoredScore["value"] }[]): Promise<StoredScore[]> {
  const { knex } = server.service.services.db;
  const stored: StoredScore[] = [];
  for (const [i, score] of scores.entries()) {
    const body = { score_id: randomUUID(), ...score, source: { kind: "code" as const }, client_ts_utc: 1_795_000_000_000 + i };
    const answered = { ...body, agent_id: agentId, server_ts_utc: 1_795_000_000_100 + i, scored_by: "own_test" };
    const { record_id: recordId } = score;
    const [{ session_id: sessionId }] = await knex("records").select("session_id").where({ agent_id: agentId, record_id: recordId });
    await knex("scores").insert({
      agent_id: agentId,
      score_id: body.score_id,
      session_id: sessionId,
      record_id: recordId,
      name: score.name,
      source_kind: "code",
      server_ts_utc: answered.server_ts_utc,
      scored_by: answered.scored_by,
      body: JSON.stringify(body),
      body_hash: "-",
      entry: Buffer.from(recordDigest(answered), "hex"),
      leaf_hash: Buffer.from(leafHash(answered), "hex"),
    });
    stored.push(answered);
  }
  return stored;
}
