// `npx tsx bench/compare.ts <tree> [<tree> …] [--rounds N] [--load single|batch] [--agents N]`: B's
// single-record load (or A's batches) against the service of several checkouts of this repository
// (e.g. this one and a copy with one server change applied), each on the same database, round
// after round in turn, so a change is measured against its baseline in one run even on a noisy
// machine. CPU per request is the steadiest column.
import type { Database } from "../server/store/db.ts";
import { benchDatabase } from "./processes/database.ts";
import { namedConnections, sampleBackends } from "./processes/pg-backends.ts";
import { createOwner, startService, type Service } from "./processes/service.ts";
import { count, mb } from "./report/result.ts";
import { BATCH, batchLoad } from "./scenarios/batch-ingest.ts";
import { singleRecordLoad } from "./scenarios/single-ingest.ts";
import { median } from "./load/stats.ts";
import { measuredRound, summarizeRounds, warmUp, type Round } from "./scenarios/measure.ts";

const ROUND_MS = 4_000;
const WARMUP_MS = 2_000;

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1]! : fallback;
};
const rounds = Number(option("--rounds", "3"));
const kind = option("--load", "single");
// By default batches as 8 agents (as in A), single records as one (as in B).
const agentsPerTree = Number(option("--agents", kind === "batch" ? "8" : "1"));
const trees = args;
if (
  trees.length === 0 ||
  !Number.isInteger(rounds) ||
  rounds < 1 ||
  !["single", "batch"].includes(kind) ||
  !Number.isInteger(agentsPerTree) ||
  agentsPerTree < 1
) {
  console.error("usage: npx tsx bench/compare.ts <repository checkout> [<checkout> …] [--rounds N] [--load single|batch] [--agents N]");
  process.exit(2);
}
const makeLoad = (url: string, apiKey: string, agentIds: string[]) =>
  kind === "batch" ? batchLoad(url, apiKey, agentIds) : singleRecordLoad(url, apiKey, ...agentIds);
const recordsPerRequest = kind === "batch" ? BATCH : 1;

const db = benchDatabase(process.env.DATABASE_URL || undefined);
if (db.kind === "pglite") throw new Error("compare needs DATABASE_URL: PGlite admits one service at a time");
const services: Service[] = [];
let direct: Database | undefined;
try {
  // BENCH_NODE_FLAGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", go to every service; a profile
  // is taken of the sources (tsx), so that it names their files.
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
  const sources = nodeFlags.some((flag) => flag.startsWith("--cpu-prof"));
  // Each service's connections carry their own name, so its PostgreSQL backends' CPU can be read.
  const application = (i: number) => `${db.applications!.service}_${i}`;
  for (const [i, root] of trees.entries()) {
    services.push(
      await startService(db, { root, nodeFlags, sources, env: { DATABASE_URL: namedConnections(db.env.DATABASE_URL!, application(i)) } }),
    );
  }
  direct = await db.open(1);
  // Agents per tree: an agent's records are stored one transaction at a time (its log's lock).
  const names = trees.map((_, i) => Array.from({ length: agentsPerTree }, (_, k) => `compare-${i}-${k}`));
  const owner = await createOwner(services[0]!, names.flat());
  const loads = services.map((s, i) =>
    makeLoad(
      s.url,
      owner.apiKey,
      names[i]!.map((name) => owner.agents[name]!),
    ),
  );
  for (const load of loads) await warmUp(load, WARMUP_MS);
  const measured: Round[][] = services.map(() => []);
  const databaseCpu: number[][] = services.map(() => []); // µs per record
  for (let round = 0; round < rounds; round++) {
    for (const [i, load] of loads.entries()) {
      const sampler = await sampleBackends(direct, application(i));
      const result = await measuredRound(load, ROUND_MS, services[i]!.pid);
      const seconds = await sampler.stop();
      measured[i]!.push(result);
      if (seconds !== undefined) databaseCpu[i]!.push((seconds * 1e6) / (result.requests * recordsPerRequest));
    }
  }
  const summaries = measured.map(summarizeRounds);
  console.log(
    "| tree | records/s | vs first | p50 ms | p99 ms | CPU ms/request | PostgreSQL CPU µs/record | peak RSS | records/s per round |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|");
  summaries.forEach((s, i) => {
    const cells = [
      trees[i],
      count(s.perSecond * recordsPerRequest),
      (s.perSecond / summaries[0]!.perSecond).toFixed(2),
      s.p50Ms.toFixed(1),
      s.p99Ms.toFixed(1),
      s.serverCpuMsPerRequest?.toFixed(3) ?? "n/a",
      databaseCpu[i]!.length ? median(databaseCpu[i]!).toFixed(1) : "n/a",
      mb(s.peakRssBytes),
      s.rounds.map((r) => count(r.perSecond * recordsPerRequest)).join(", ") + (s.errors ? ` (${s.errors} errors)` : ""),
    ];
    console.log(`| ${cells.join(" | ")} |`);
  });
} finally {
  await Promise.all(services.map((s) => s.stop()));
  await direct?.close();
  await db.dispose();
}
