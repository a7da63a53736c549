// What every scenario runs against: the options, the database, the service (restartable with
// other settings) and the owner and agents the load writes as.
import type { Database } from "../server/store/db.ts";
import type { BenchOptions } from "./options.ts";
import type { BenchDatabase } from "./processes/database.ts";
import { createOwner, startService, type BenchOwner, type Service, type ServiceOptions } from "./processes/service.ts";

export interface BenchContext {
  options: BenchOptions;
  db: BenchDatabase;
  owner: BenchOwner;
  /** The service as currently running. */
  readonly service: Service;
  /** Restarts the service with other settings (none: the defaults). */
  restart(options?: ServiceOptions): Promise<Service>;
  /**
   * Runs `fn` on the database opened from the bench process. On PostgreSQL the service keeps
   * running beside it; PGlite admits one process, so the service is stopped meanwhile.
   */
  withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Agents the scenarios write as, one per purpose so their traces stay apart. */
export const AGENTS = {
  batch: "bench-batch",
  single: "bench-single",
  smallTrace: "bench-trace-10k",
  largeTrace: "bench-trace-large",
  smallLog: "bench-log-1k",
  largeLog: "bench-log-large",
  search: "bench-search",
  stats: "bench-stats",
} as const;

/**
 * A's clients write as agents of their own, as agent processes do: an agent's records are appended
 * to its log one transaction at a time (leaf order is trace order), so concurrency comes from agents.
 */
export const BATCH_AGENTS = Array.from({ length: 8 }, (_, i) => `bench-batch-${i}`);

// Connections the bench's own database handle may use: A's ceiling runs this many transactions at once.
const DIRECT_POOL_SIZE = 16;

export async function createContext(options: BenchOptions, db: BenchDatabase): Promise<BenchContext> {
  let service = await startService(db);
  let serviceOptions: ServiceOptions = {};
  let direct: Database | undefined; // PostgreSQL only: opened once, alongside the service
  const owner = await createOwner(service, [...Object.values(AGENTS), ...BATCH_AGENTS]);

  const restart = async (next: ServiceOptions = {}) => {
    await service.stop();
    serviceOptions = next;
    service = await startService(db, next);
    return service;
  };

  return {
    options,
    db,
    owner,
    get service() {
      return service;
    },
    restart,
    async withDatabase(fn) {
      if (db.kind === "postgres") return fn((direct ??= await db.open(DIRECT_POOL_SIZE)));
      await service.stop();
      try {
        const opened = await db.open();
        try {
          return await fn(opened);
        } finally {
          await opened.close();
        }
      } finally {
        service = await startService(db, serviceOptions);
      }
    },
    async close() {
      await service.stop();
      await direct?.close();
    },
  };
}
