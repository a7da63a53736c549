// R. Scale-out on one PostgreSQL: B's single-record load and A's batch load against one replica,
// then split evenly over two replicas of the same deployment (same database, same KEK), rounds
// alternating. On a 2-core machine both replicas, PostgreSQL and the load generator share the
// cores, so this measures what a second replica buys when the service, not the database, is the
// limit — and shows when it is not.
import { runLoad, type LoadOptions } from "../load/http-load.ts";
import { median } from "../load/stats.ts";
import { AGENTS, BATCH_AGENTS, type BenchContext } from "../context.ts";
import { startService } from "../processes/service.ts";
import type { Figure, ScenarioResult } from "../report/result.ts";
import { BATCH, batchLoad } from "./batch-ingest.ts";
import { CONNECTIONS, singleRecordLoad } from "./single-ingest.ts";
import { warmUp } from "./measure.ts";

type MakeLoad = (url: string, apiKey: string) => Omit<LoadOptions, "durationMs">;

export async function replicas(ctx: BenchContext): Promise<ScenarioResult> {
  const title = "Replicas on one PostgreSQL";
  if (ctx.db.kind !== "postgres") {
    return { id: "R", title, figures: [], notes: ["R: PostgreSQL only (an embedded data dir admits one process)."], data: {} };
  }
  const second = await startService(ctx.db);
  try {
    const { apiKey, agents } = ctx.owner;
    const urls = [ctx.service.url, second.url];
    /** Records per second through one replica and through both, each load split evenly. */
    const measure = async (make: MakeLoad, recordsPerRequest: number) => {
      const one = make(ctx.service.url, apiKey);
      const half = (url: string) => ({ ...make(url, apiKey), connections: one.connections / 2 });
      await warmUp(one, ctx.options.warmupMs);
      await warmUp(half(second.url), ctx.options.warmupMs);
      const single: number[] = [];
      const pair: number[] = [];
      for (let round = 0; round < ctx.options.rounds; round++) {
        single.push((await runLoad({ ...one, durationMs: ctx.options.roundMs })).perSecond * recordsPerRequest);
        const both = await Promise.all(urls.map((url) => runLoad({ ...half(url), durationMs: ctx.options.roundMs })));
        if (both.some((result) => result.errors > 0)) throw new Error(`R: requests failed: ${JSON.stringify(both.map((r) => r.failures))}`);
        pair.push(both.reduce((sum, result) => sum + result.perSecond, 0) * recordsPerRequest);
      }
      return { connections: one.connections, single, pair, oneRate: median(single), twoRate: median(pair) };
    };
    const singles = await measure((url, key) => singleRecordLoad(url, key, agents[AGENTS.single]!), 1);
    const batches = await measure(
      (url, key) =>
        batchLoad(
          url,
          key,
          BATCH_AGENTS.map((name) => agents[name]!),
        ),
      BATCH,
    );
    const figures: Figure[] = [
      {
        key: "R.single_two_replicas",
        label: `R single-record ingest, 2 replicas × ${CONNECTIONS / 2} connections`,
        unit: "req/s",
        service: singles.twoRate,
        ceiling: { label: `1 replica × ${CONNECTIONS}`, value: singles.oneRate },
      },
      {
        key: "R.batch_two_replicas",
        label: `R batch ingest, 2 replicas × ${batches.connections / 2} clients`,
        unit: "records/s",
        service: batches.twoRate,
        ceiling: { label: `1 replica × ${batches.connections}`, value: batches.oneRate },
      },
    ];
    return {
      id: "R",
      title,
      figures,
      notes: ["R: two replicas of one deployment on one PostgreSQL, on the same cores as the database and the load generator."],
      data: { singles, batches },
    };
  } finally {
    await second.stop();
  }
}
