// R. Scale-out on one PostgreSQL: B's single-record load against one replica, then split evenly
// over two replicas of the same deployment (same database, same KEK), rounds alternating. On a
// 2-core machine both replicas, PostgreSQL and the load generator share the cores, so this
// measures what a second replica buys when the service, not the database, is the limit.
import { runLoad } from "../load/http-load.ts";
import { median } from "../load/stats.ts";
import { AGENTS, type BenchContext } from "../context.ts";
import { startService } from "../processes/service.ts";
import { count, ratio, type ScenarioResult } from "../report/result.ts";
import { CONNECTIONS, singleRecordLoad } from "./single-ingest.ts";
import { warmUp } from "./measure.ts";

export async function replicas(ctx: BenchContext): Promise<ScenarioResult> {
  const title = "Replicas on one PostgreSQL";
  if (ctx.db.kind !== "postgres") {
    return { id: "R", title, rows: [], notes: ["R: PostgreSQL only (an embedded data dir admits one process)."], data: {} };
  }
  const second = await startService(ctx.db);
  try {
    const { apiKey, agents } = ctx.owner;
    const agentId = agents[AGENTS.single]!;
    const half = (url: string) => ({ ...singleRecordLoad(url, apiKey, agentId), connections: CONNECTIONS / 2 });
    const one = singleRecordLoad(ctx.service.url, apiKey, agentId);
    await warmUp(one, ctx.options.warmupMs);
    await warmUp(half(second.url), ctx.options.warmupMs);
    const single: number[] = [];
    const pair: number[] = [];
    for (let round = 0; round < ctx.options.rounds; round++) {
      single.push((await runLoad({ ...one, durationMs: ctx.options.roundMs })).perSecond);
      const both = await Promise.all([ctx.service.url, second.url].map((url) => runLoad({ ...half(url), durationMs: ctx.options.roundMs })));
      if (both.some((result) => result.errors > 0)) throw new Error(`R: requests failed: ${JSON.stringify(both.map((r) => r.failures))}`);
      pair.push(both.reduce((sum, result) => sum + result.perSecond, 0));
    }
    const [oneRate, twoRate] = [median(single), median(pair)];
    return {
      id: "R",
      title,
      rows: [
        { label: `R 1 replica, ${CONNECTIONS} connections`, value: `${count(oneRate)} req/s` },
        { label: `R 2 replicas, ${CONNECTIONS / 2} connections each`, value: `${count(twoRate)} req/s` },
        { label: "R 2 replicas / 1", value: ratio(twoRate / oneRate) },
      ],
      notes: ["R: single-record ingest (B's load); two replicas of one deployment on one PostgreSQL, on the same 2 cores as the database and the load generator."],
      data: { single, pair, oneRate, twoRate },
    };
  } finally {
    await second.stop();
  }
}
