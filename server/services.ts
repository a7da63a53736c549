// Everything a handler may use, opened once at start-up and closed at shutdown.
import type { Logger } from "pino";
import { Cache } from "./cache.ts";
import type { Config } from "./config.ts";
import { memoryRateLimiter, redisRateLimiter, type Limit, type RateLimiter } from "./limits/rate-limit.ts";
import { sweep } from "./blobs/erase.ts";
import { startBlobRounds } from "./blobs/rounds.ts";
import { startRecordRetention } from "./records/retention.ts";
import type { BlobRoom } from "./blobs/upload.ts";
import { sequenceAmong } from "./log/append.ts";
import { evmChain } from "./log/chain.ts";
import { startCheckpointCutter } from "./log/cutter.ts";
import { startIntegrator } from "./log/integrator.ts";
import { openLogKey, resealLogKeys, type LogKey } from "./log/log-key.ts";
import { startPublisher, type Publisher } from "./log/publisher.ts";
import { everyInterval } from "./log/rounds.ts";
import { startWitnesses, type Witnesses } from "./log/witnesses.ts";
import { createMetrics, type Metrics } from "./metrics/registry.ts";
import { blobCatalog, postgresBytes } from "./store/blobs.ts";
import { openDatabase, type Database } from "./store/db.ts";
import { logStores, type LogStores } from "./store/log-store.ts";
import { logBacklog, poolConnections } from "./store/metrics.ts";
import { refreshGrownStatistics } from "./store/statistics.ts";
import { notIndexing, startSearchIndexer, type SearchIndexer } from "./search/indexer.ts";
import { loadPriceTable, type PriceTable } from "./stats/pricing.ts";
import { notRolling, startStatsRoller, type StatsRoller } from "./stats/roller.ts";
import { loadKek } from "./wallets/kek.ts";
import { resealWalletKeys } from "./wallets/reseal.ts";
import type { Kek } from "./wallets/kek.ts";
import { writePath, type WritePath } from "./write-path.ts";

export interface Services {
  config: Config;
  db: Database;
  kek: Kek;
  /** The agents' logs (record and scores), checkpoints and epochs, as the log room reads and writes them. */
  logs: LogStores;
  /** The service's Ed25519 log key: it signs every checkpoint note. */
  logKey: LogKey;
  log: Logger;
  /** Requests per API key. */
  rateLimiter: RateLimiter;
  /** Failed authentications per client address. */
  authFailures: RateLimiter;
  /** Records and scores, from judging them to what is told after their commit (write-path.ts). */
  writes: WritePath;
  /** Indexes stored records for search after their commit; a search flushes its agent first. */
  searchIndex: SearchIndexer;
  statsRoller: StatsRoller;
  /** The price table estimated costs come from (PRICING_FILE). */
  prices: PriceTable;
  /**
   * Presented key → owner and validity (short-lived: rotations elsewhere are seen within the TTL),
   * or → scorer (ownerId "": a scorer key never rotates).
   */
  keyCache: Cache<{ ownerId: string; validUntil: number; scorerId?: string }>;
  /** Agent → owner and SDK label. An agent never changes owner, so entries need no TTL. */
  agentCache: Cache<{ ownerId: string; sdkInstrumented: boolean }>;
  /** Submits new checkpoints to the configured witnesses (none: nothing happens). */
  witnesses: Witnesses;
  /** Publishes epoch roots on a chain, when the deployment is configured to (ANCHOR_RPC_URL). */
  publisher?: Publisher;
  /** Blobs: the catalogue in the database, the bytes there or in S3 (BLOB_STORE). */
  blobs: BlobRoom;
  /** What GET /metrics serves; the rooms report to it (metrics/sink.ts). */
  metrics: Metrics;
  close(): Promise<void>;
}

const KEY_CACHE_TTL_MS = 5_000;
// Leaves sequenced but not integrated after a crash, or by another replica, wait at most about this long.
const INTEGRATION_INTERVAL_MS = 1_000;
// Records another replica stored, or a crash left unindexed, are searchable within about this long.
const SEARCH_INDEX_INTERVAL_MS = 1_000;
// Stored records are rolled up for stats by rounds this often (a stats read rolls its agents' first).
const STATS_ROLLUP_INTERVAL_MS = 500;
// How often the records' statistics are checked against their size (store/statistics.ts).
const STATISTICS_INTERVAL_MS = 1_000;

export async function openServices(config: Config, log: Logger): Promise<Services> {
  // Before the database, as the KEK: a price table that does not parse refuses to start.
  const prices = loadPriceTable(config.pricingFile);
  // Before the database: a missing WALLET_KEK on PostgreSQL refuses to start without touching it.
  const { kek, previous, warning } = loadKek(config);
  if (warning) log.warn(warning);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    dataDir: config.dataDir,
    searchPath: config.databaseSchema,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    warn: (message) => log.warn(message),
  });
  if (previous) {
    const { resealed, unopenable } = await resealWalletKeys(db, kek, previous);
    log.info({ resealed }, `re-sealed ${resealed} custodial wallet keys under WALLET_KEK; WALLET_KEK_PREVIOUS can be retired`);
    if (unopenable > 0)
      log.warn({ unopenable }, `${unopenable} custodial wallet keys are sealed under neither WALLET_KEK nor WALLET_KEK_PREVIOUS`);
    const logKeys = await resealLogKeys(db, kek, previous);
    if (logKeys > 0) log.info({ resealed: logKeys }, `re-sealed ${logKeys} log keys under WALLET_KEK`);
  }
  const logKey = await openLogKey(db, kek, config.logKeyName, Date.now());
  const counters = async (limit: Limit): Promise<RateLimiter> =>
    config.redisUrl
      ? redisRateLimiter(limit, config.redisUrl, (available, error) => {
          if (available) log.info({ limiter: limit.name }, "rate limiter: Redis answers again");
          else log.warn({ limiter: limit.name, err: error }, "rate limiter: Redis unavailable, letting requests through");
        })
      : memoryRateLimiter(limit);
  const rateLimiter = await counters({ ...config.rateLimit, name: `${config.redisNamespace}:rl`, what: "requests for this key" });
  const authFailures = await counters({
    ...config.authFailureLimit,
    name: `${config.redisNamespace}:af`,
    what: "failed authentications and anonymous reads from this address",
  });
  // Read at scrape time only: `witnesses` is started below, before any scrape.
  const metrics = createMetrics({
    backlog: (kind) => logBacklog(db, kind),
    pool: () => poolConnections(db),
    witnesses: () => witnesses.stats(),
  });
  const blobs = await openBlobRoom(config, db, metrics);
  // No request of this process is under way yet: on PGlite (one process per data dir) every
  // unfinished upload is torn; on PostgreSQL other replicas may be mid-upload, so only old ones.
  const tornAfterMs = 2 * (config.http.requestTimeoutMs || 3_600_000);
  await sweep(blobs, db.kind === "pglite" ? Date.now() : Date.now() - tornAfterMs).catch((error) =>
    log.warn({ err: error }, "blobs: the start-up sweep failed; the background round retries"),
  );
  const recordRetention = startRecordRetention({ db, blobs }, log, {
    intervalMs: config.records.retentionIntervalMs,
    retentionDays: config.records.retentionDays,
  });
  const blobRounds = startBlobRounds(blobs, log, {
    intervalMs: config.blobs.roundIntervalMs,
    retentionDays: config.blobs.retentionDays,
    orphanGraceMs: config.blobs.orphanGraceMs,
    tornAfterMs,
  });
  const logs = logStores(db);
  const witnesses = startWitnesses([logs.records, logs.scores], config.witnesses.list, log, config.witnesses);
  const integrator = startIntegrator(logs.records.integration, log, INTEGRATION_INTERVAL_MS);
  const scoresLog = startIntegrator(logs.scores.integration, log, INTEGRATION_INTERVAL_MS, logs.scores.sequencing);
  const searchIndex = config.searchIndex ? startSearchIndexer(db, log, SEARCH_INDEX_INTERVAL_MS) : notIndexing;
  const statsRoller = config.statsRollup
    ? startStatsRoller(db, log, STATS_ROLLUP_INTERVAL_MS, (agentIds) => sequenceAmong(logs.scores.sequencing, agentIds))
    : notRolling;
  const statistics = everyInterval(
    STATISTICS_INTERVAL_MS,
    async () => {
      const analysed = await refreshGrownStatistics(db);
      if (analysed.length > 0) log.debug({ analysed }, "statistics: analysed partitions that grew");
    },
    (error) => log.warn({ err: error }, "statistics: a round failed; the next one retries"),
  );
  const cutter = startCheckpointCutter({ logs, db, kek, logKey, witnesses }, log, config.checkpointIntervalMs);
  const { publication } = config;
  const publisher =
    publication && startPublisher(logs.epochs, await evmChain(publication.rpcUrl, publication.publisherKey), log, publication.intervalMs);
  return {
    config,
    db,
    kek,
    logs,
    logKey,
    log,
    rateLimiter,
    authFailures,
    writes: writePath({ db, blobs: blobs.catalog, metrics, recordsLog: integrator, scoresLog, searchIndex, groupCommit: config.ingest }),
    searchIndex,
    statsRoller,
    prices,
    keyCache: new Cache({ maxEntries: 10_000, ttlMs: KEY_CACHE_TTL_MS }),
    agentCache: new Cache({ maxEntries: 100_000 }),
    witnesses,
    publisher,
    blobs,
    metrics,
    async close() {
      await Promise.all([
        rateLimiter.close(),
        authFailures.close(),
        cutter.stop(),
        integrator.stop(),
        scoresLog.stop(),
        searchIndex.stop(),
        statsRoller.stop(),
        witnesses.stop(),
        publisher?.stop(),
        blobRounds.stop(),
        recordRetention.stop(),
        statistics.stop(),
      ]);
      await db.close();
    },
  };
}

async function openBlobRoom(config: Config, db: Database, metrics: BlobRoom["metrics"]): Promise<BlobRoom> {
  const { s3, maxBytes } = config.blobs;
  // Loaded only when configured, like the chain client.
  const bytes = s3 ? (await import("./blobs/s3.ts")).s3Bytes(s3) : postgresBytes(db);
  return { catalog: blobCatalog(db), bytes, maxBytes, metrics };
}
