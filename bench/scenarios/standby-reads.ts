// F. Reads served by a streaming standby (docs/scaling.md, section 2): a primary and a synchronous
// standby of the bench's own (scripts/services.sh --standby), service replicas with the multi-host
// DATABASE_URL and the standby as DATABASE_READ_URL. Trace pages read by one replica, then the
// same connections split over two, rounds alternating. Needs root (the clusters run as the
// postgres user); the bench database is not used.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { postgresPairUnavailable, startPostgresPair } from "../../test/support/postgres-pair.ts";
import type { BenchContext } from "../context.ts";
import { batchBody, thinkingRecords } from "../fixtures/records.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { runLoad } from "../load/http-load.ts";
import { median } from "../load/stats.ts";
import { createOwner, startService, type Service } from "../processes/service.ts";
import type { ScenarioResult } from "../report/result.ts";
import { BATCH } from "./batch-ingest.ts";
import { warmUp } from "./measure.ts";

const TRACE_RECORDS = 2_000;
const CONNECTIONS = 16;
const PAGE = 20;
const AGENT = "bench-standby-reads";

export async function standbyReads(ctx: BenchContext): Promise<ScenarioResult> {
  const title = "Reads on a standby: 1 vs 2 replicas";
  const unavailable = postgresPairUnavailable();
  if (unavailable) return { id: "F", title, figures: [], notes: [`F: skipped (${unavailable}).`], data: {} };
  const pair = await startPostgresPair("on");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-bench-f-"));
  const services: Service[] = [];
  try {
    const env = {
      DATABASE_URL: pair.url,
      DATABASE_READ_URL: pair.standbyUrl,
      DATABASE_SCHEMA: `bench_f_${randomBytes(4).toString("hex")}`,
      DATA_DIR: dataDir,
    };
    services.push(await startService({ env }));
    services.push(await startService({ env }));
    const owner = await createOwner(services[0]!, [AGENT]);
    const agentId = owner.agents[AGENT]!;
    const source = thinkingRecords();
    for (let i = 0; i < TRACE_RECORDS / BATCH; i++) {
      const res = await fetch(`${services[0]!.url}/v1/records:batch?agent_id=${agentId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${owner.apiKey}`, "content-type": "application/json" },
        body: batchBody(source, BATCH),
      });
      if (res.status !== 200) throw new Error(`F: seeding failed: ${res.status}`);
      await res.arrayBuffer();
    }
    const reads = (url: string, connections: number): Omit<LoadOptions, "durationMs"> => ({
      url,
      headers: { authorization: `Bearer ${owner.apiKey}` },
      connections,
      next: () => ({ method: "GET", path: `/v1/traces/${agentId}?limit=${PAGE}` }),
      ok: (status) => status === 200,
    });
    const [first, second] = services.map((service) => service.url) as [string, string];
    await warmUp(reads(first, CONNECTIONS), ctx.options.warmupMs);
    await warmUp(reads(second, CONNECTIONS / 2), ctx.options.warmupMs);
    const one: number[] = [];
    const two: number[] = [];
    for (let round = 0; round < ctx.options.rounds; round++) {
      one.push((await runLoad({ ...reads(first, CONNECTIONS), durationMs: ctx.options.roundMs })).perSecond);
      const both = await Promise.all(
        [first, second].map((url) => runLoad({ ...reads(url, CONNECTIONS / 2), durationMs: ctx.options.roundMs })),
      );
      if (both.some((result) => result.errors > 0))
        throw new Error(`F: reads failed: ${JSON.stringify(both.map((result) => result.failures))}`);
      two.push(both.reduce((sum, result) => sum + result.perSecond, 0));
    }
    return {
      id: "F",
      title,
      figures: [
        {
          key: "F.standby_reads_two_replicas",
          label: `F trace pages (${PAGE} records) from the standby, 2 replicas × ${CONNECTIONS / 2} connections`,
          unit: "req/s",
          service: median(two),
          ceiling: { label: `1 replica × ${CONNECTIONS}`, value: median(one) },
        },
      ],
      notes: [
        `F: a primary and a synchronous standby of the bench's own, ${TRACE_RECORDS.toLocaleString("en-US")} records; the replicas, both servers and the load share the same cores.`,
      ],
      data: { one, two },
    };
  } finally {
    await Promise.all(services.map((service) => service.stop()));
    await pair.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
