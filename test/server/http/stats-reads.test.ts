// What a stats read costs when its rollups are current (docs/stats.md, "Exact, and flat as the
// data grows"): one statement that finds nothing to roll up for any of the scope's agents, then
// the reads of the rollups — however many agents the owner has. Counted per request (the
// background rounds' statements are not the read's), not timed.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { StatsPoint } from "../../../generated/types/schema.ts";
import { acceptScores } from "../../../server/scores/accept.ts";
import { ingestScores } from "../../../server/scores/ingest.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent } from "../../support/server.ts";
import { statementsOfRequests } from "../../support/statements.ts";
import { agentClient, registerAgent, useServer } from "./helpers.ts";

const server = useServer();
const AGENTS = 24;
const ROLLUPS = /\bfrom (stats_rollups|stats_unpriced|stats_score_rollups)\b/;
// The key's lookup is authentication's, not the read's: its cache lasts 5 s, which a loaded machine outlasts.
const AUTH = /\bfrom "owner_keys"/;

describe("a stats read whose rollups are current", () => {
  let owner: Awaited<ReturnType<typeof ownerWithAgent>>;
  const agentIds: string[] = [];
  const read = (path: string) => call(server(), "GET", path, { key: owner.apiKey });
  const statementsOf = (path: string) => statementsOfRequests(server().service, async () => expect((await read(path)).status).toBe(200));
  const records = (series: StatsPoint[]) => series.reduce((sum, point) => sum + point.records, 0);

  beforeAll(async () => {
    owner = await ownerWithAgent(server());
    agentIds.push(owner.agentId);
    while (agentIds.length < AGENTS) agentIds.push((await registerAgent(server(), owner.apiKey)).body.agent_id);
    for (const agentId of agentIds) {
      const res = await agentClient(server(), { apiKey: owner.apiKey, agentId }).batch([
        recordOf("Thinking", "s-1"),
        recordOf("Acting", "s-1"),
      ]);
      expect(res.status).toBe(200);
    }
    const scored = await call(server(), "POST", `/v1/scores:batch?agent_id=${owner.agentId}`, {
      key: owner.apiKey,
      body: {
        scores: [
          { score_id: randomUUID(), session_id: "s-1", name: "quality", value: 0.5, source: { kind: "code" }, client_ts_utc: Date.now() },
        ],
      },
    });
    expect(scored.status).toBe(200);
  });

  it.each([
    ["an agent's", 3, ""],
    ["an agent's, by model,", 2, "?group_by=model"],
    ["an agent's, by score,", 1, "?group_by=score"],
    ["the owner's", 3, "owner"],
    ["the owner's, by day and tool,", 2, "owner?bucket=day&group_by=tool"],
  ])("%s stats: one statement finds nothing to roll up, then its %i reads of the rollups alone", async (_, reads, query) => {
    const path = query.startsWith("owner") ? `/v1/owners/me/stats${query.slice(5)}` : `/v1/agents/${owner.agentId}/stats${query}`;
    await read(path); // rolls up what the background rounds have not yet
    const statements = (await statementsOf(path)).filter((sql) => !AUTH.test(sql));
    expect(statements.filter((sql) => ROLLUPS.test(sql))).toHaveLength(reads);
    // Was three (records behind, scores without a leaf, scores behind) and, for an owner, its agents' ids first.
    expect(
      statements.filter((sql) => !ROLLUPS.test(sql)),
      statements.join("\n"),
    ).toHaveLength(1);
  });

  it("a read straight after writes still counts them, and the next read is current again", async () => {
    const path = "/v1/owners/me/stats";
    const before = (await read(path)).body.series as StatsPoint[];
    const agent = agentIds[AGENTS - 1]!;
    expect((await agentClient(server(), { apiKey: owner.apiKey, agentId: agent }).submit(recordOf("Thinking", "s-2"))).status).toBe(201);
    // A score as another replica stores it: only the read's check can know it has no leaf yet.
    const { db } = server().service.services;
    const score = {
      score_id: randomUUID(),
      session_id: "s-2",
      name: "late",
      value: true,
      source: { kind: "code" as const },
      client_ts_utc: Date.now(),
    };
    const [ack] = await acceptScores(
      { agentId: agent, ownerId: owner.ownerId, scoredBy: owner.ownerId, now: Date.now() },
      (submissions) => ingestScores(db, submissions, { stored: () => {} }),
      [score],
    );
    expect(ack).toMatchObject({ is_duplicate: false });

    const after = (await read(path)).body.series as StatsPoint[];
    expect(records(after)).toBe(records(before) + 1);
    expect(after.some((point) => point.scores.late === 1)).toBe(true);
    const statements = (await statementsOf(path)).filter((sql) => !AUTH.test(sql));
    expect(statements.filter((sql) => !ROLLUPS.test(sql))).toHaveLength(1);
  });
});
