// `npm run bench`: starts the service (on PostgreSQL from DATABASE_URL, else PGlite), runs the
// chosen scenarios, prints one table and writes bench/results/<timestamp>.json and latest.json.
import os from "node:os";
import { createContext, type BenchContext } from "./context.ts";
import { parseOptions, type ScenarioId } from "./options.ts";
import { benchDatabase } from "./processes/database.ts";
import { profileService, type ServiceProfile } from "./profile/profile-service.ts";
import { formatProfile } from "./profile/summarize.ts";
import type { ScenarioResult } from "./report/result.ts";
import { compareRuns } from "./report/compare-runs.ts";
import { readLatest, writeResults } from "./report/results-file.ts";
import { formatTable } from "./report/table.ts";
import { batchIngest } from "./scenarios/batch-ingest.ts";
import { blobThroughput } from "./scenarios/blobs.ts";
import { embeddedStart } from "./scenarios/embedded-start.ts";
import { replicas } from "./scenarios/replicas.ts";
import { standbyReads } from "./scenarios/standby-reads.ts";
import { groupCommitTradeOff } from "./scenarios/group-commit.ts";
import { otlpIngest } from "./scenarios/otlp-ingest.ts";
import { proofCost } from "./scenarios/proof-cost.ts";
import { enqueueCost } from "./scenarios/enqueue-cost.ts";
import { sdkValidation } from "./scenarios/sdk-validation.ts";
import { singleIngest } from "./scenarios/single-ingest.ts";
import { tracePaging } from "./scenarios/trace-paging.ts";
import { searchAndSessions } from "./scenarios/search.ts";
import { scoresScenario } from "./scenarios/scores.ts";
import { statsScenario } from "./scenarios/stats.ts";
import { textIngest } from "./scenarios/text-ingest.ts";

const RUNNERS: [ScenarioId, (ctx: BenchContext) => Promise<ScenarioResult>][] = [
  ["A", batchIngest],
  ["B", singleIngest],
  ["C", sdkValidation],
  ["D", tracePaging],
  ["E", embeddedStart],
  ["F", standbyReads],
  ["G", statsScenario],
  ["K", scoresScenario],
  ["L", blobThroughput],
  ["O", otlpIngest],
  ["P", proofCost],
  ["Q", enqueueCost],
  ["R", replicas],
  ["S", searchAndSessions],
  ["T", textIngest],
  ["W", groupCommitTradeOff],
];

const log = (message: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

const options = parseOptions(process.argv.slice(2));
const db = benchDatabase(process.env.DATABASE_URL || undefined);
log(`database: ${db.label}${db.kind === "pglite" ? " (set DATABASE_URL for PostgreSQL; the targets are for PostgreSQL)" : ""}`);
log(
  `${options.quick ? "quick run" : "full run"}: ${[...options.only].join(",")}${options.profile ? ` + profile of ${options.profile}'s load` : ""}`,
);
// Read before this run overwrites latest.json.
const baseline = readLatest(options.baseline);
if (options.baseline && !baseline) throw new Error(`--baseline ${options.baseline}: not a results file of this bench's schema`);

const startedAt = new Date();
const loadAtStart = os.loadavg()[0]!;
const results: ScenarioResult[] = [];
let profile: ServiceProfile | undefined;
let ctx: BenchContext | undefined;
let databaseVersion: string | undefined;

// Ctrl-C still stops the children and drops the bench's schema.
let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    await ctx?.close().catch((error) => log(`stopping the service failed: ${error}`));
    await db.dispose().catch((error) => log(`dropping the bench database failed: ${error}`));
  })());
process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));

try {
  ctx = await createContext(options, db);
  databaseVersion = await ctx.withDatabase(async (open) => (await open.knex.raw("select version()")).rows[0].version as string);
  log(`service pid ${ctx.service.pid} at ${ctx.service.url}; ${databaseVersion}`);
  for (const [id, run] of RUNNERS) {
    if (!options.only.has(id)) continue;
    log(`scenario ${id} …`);
    const result = await run(ctx);
    results.push(result);
    log(`scenario ${id} done`);
  }
  if (options.profile) {
    log(`profiling the service under ${options.profile}'s load (--cpu-prof) …`);
    profile = await profileService(ctx, options.profile);
  }
} finally {
  await cleanup();
}

const loadAverage = { start: loadAtStart, end: os.loadavg()[0]! };
const table = formatTable(
  results.flatMap((r) => r.figures),
  db.kind === "postgres",
);
console.log(
  `\ntrace-ledger bench — ${db.kind === "postgres" ? "PostgreSQL" : "PGlite"}, ${startedAt.toISOString()}, ` +
    `load average ${loadAverage.start.toFixed(1)} → ${loadAverage.end.toFixed(1)} on ${os.cpus().length} cores\n`,
);
console.log(table);
for (const note of results.flatMap((r) => r.notes)) console.log(`- ${note}`);
if (profile) console.log(`\nCPU profile of the service under ${profile.load}'s load (${profile.file}):\n${formatProfile(profile.summary)}`);
const file = writeResults({
  startedAt,
  loadAverage,
  database: { kind: db.kind, label: db.label, version: databaseVersion },
  options: { ...options, only: [...options.only] },
  scenarios: results,
  ...(profile ? { profile } : {}),
});
console.log(`\nresults: ${file} (and bench/results/latest.json)`);
const current = readLatest();
if (baseline && current) console.log(`\n${compareRuns(baseline, current)}`);
