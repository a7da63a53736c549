// An erased record stays counted in the stats (docs/stats.md, "Erased records"), also when it is
// erased before the stats pass rolled it up: the erasure rolls it up before its body goes, and
// the pass, reaching its tombstone, adds nothing. Here STATS_ROLLUP=off, so that no round (nor a
// read) rolls anything: what the stats hold, the erasures rolled, until the test runs a pass.
import { describe, expect, it } from "vitest";
import { RECORDS, rollPass } from "../../../server/store/stats.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent } from "../../support/server.ts";
import { agentClient, useServer } from "./helpers.ts";

const server = useServer({ config: { statsRollup: false } });

describe("erasure and the stats rollups", () => {
  it("a record erased before it was rolled up is counted with what its body held, once; the erasure rolls up nothing else", async () => {
    const owner = await ownerWithAgent(server());
    const records = Array.from({ length: 6 }, (_, i) => ({
      ...recordOf("Thinking", "s-erased"),
      schema_version: "1.1",
      duration_ms: 10 * (i + 1),
      model_invocation: { provider: "acme", model_name: "rocket", tokens_in: 100 * (i + 1), tokens_out: i + 1, cost_usd: 0.5 },
    }));
    const ack = await agentClient(server(), owner).batch(records);
    expect(ack.status).toBe(200);
    expect(
      ack.body.results.map((result: { is_duplicate?: boolean }) => result.is_duplicate),
      JSON.stringify(ack.body),
    ).toEqual(records.map(() => false));
    const query = `/v1/agents/${owner.agentId}/stats?from=${Date.now() - 3_600_000}&bucket=day&group_by=model`;
    expect((await call(server(), "GET", query, { key: owner.apiKey })).body.series).toEqual([]);

    // Leaf 3: the erasure rolls up that record alone (its work does not grow with the records before it).
    expect(
      (await call(server(), "DELETE", `/v1/records/${records[3]!.record_id}?agent_id=${owner.agentId}`, { key: owner.apiKey })).status,
    ).toBe(200);
    const [erased] = (await call(server(), "GET", query, { key: owner.apiKey })).body.series;
    expect(erased).toMatchObject({
      group: "rocket",
      records: 1,
      sessions: 1,
      tokens_in: 400,
      tokens_out: 4,
      cost_usd: 0.5,
      duration_ms_p50: 40,
      duration_ms_p95: 40,
    });

    // The pass rolls the others up and passes over the tombstone: every record counted once.
    expect(await rollPass(server().service.services.db, RECORDS, [owner.agentId], 100)).toEqual([]);
    const [point] = (await call(server(), "GET", query, { key: owner.apiKey })).body.series;
    expect(point).toMatchObject({
      group: "rocket",
      records: 6,
      sessions: 1,
      tokens_in: 2_100,
      tokens_out: 21,
      cost_usd: 3,
      duration_ms_p50: 30,
      duration_ms_p95: 60,
    });
  });
});
