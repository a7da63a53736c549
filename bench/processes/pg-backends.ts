// CPU time of the PostgreSQL backends serving one client (by application_name), from /proc: how
// much work the database did for the service versus for a ceiling, which on a shared machine says
// more than throughput. Only when PostgreSQL runs on this machine (else undefined).
import type { Database } from "../../server/store/db.ts";
import { cpuSeconds } from "./proc-usage.ts";

/** `url` with its connections named `name` (pg reads application_name from the URL). */
export function namedConnections(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("application_name", name);
  return parsed.toString();
}

async function backendCpu(db: Database, name: string): Promise<Map<number, number>> {
  const { rows } = await db.knex.raw<{ rows: { pid: number }[] }>("select pid from pg_stat_activity where application_name = ?", [name]);
  const usage = new Map<number, number>();
  for (const { pid } of rows) {
    const seconds = cpuSeconds(pid);
    if (seconds !== undefined) usage.set(pid, seconds);
  }
  return usage;
}

export interface BackendSampler {
  /** CPU seconds the named backends spent since the start; undefined when none could be read. */
  stop(): Promise<number | undefined>;
}

export async function sampleBackends(db: Database, name: string): Promise<BackendSampler> {
  const before = await backendCpu(db, name);
  return {
    async stop() {
      const after = await backendCpu(db, name);
      if (after.size === 0) return undefined;
      // A backend that connected during the round counts from zero.
      let total = 0;
      for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
      return total;
    },
  };
}
