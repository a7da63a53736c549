// Losing the primary PostgreSQL under load (docs/scaling.md, "Replication and failover"): two
// service replicas on a primary with a synchronous standby (scripts/services.sh --standby,
// SERVICES_PG_SYNC=on), reads served by the standby, batches from SDK clients on both; the
// primary is SIGKILLed with every process of it and the standby promoted. Every acknowledged
// record is on the new primary exactly once, the log stays gapless, clients' retries of the same
// records come back as duplicates, and the time until writes resume is measured and reported.
// `npm run test:failover` (root: the clusters run as the postgres user).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TraceRecord } from "../../generated/types/schema.ts";
import { LedgerClient } from "../../sdk/index.ts";
import { openDatabase, type Database } from "../../server/store/db.ts";
import { expectLogExact } from "../support/log.ts";
import { postgresPairUnavailable, startPostgresPair, type PostgresPair } from "../support/postgres-pair.ts";
import { killAllServices, serviceEnv, spawnService, type ServiceProcess } from "../support/processes.ts";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import {
  AckLedger,
  batchLoad,
  chunk,
  expectAcksStored,
  reportFigures,
  sleep,
  storedRecords,
  waitFor,
  type BatchLoad,
} from "../reliability/helpers.ts";

const WORKERS_PER_REPLICA = 3;
const BATCH_SIZE = 10;
const BATCHES_BEFORE_KILL = 20;
const BATCHES_AFTER_RESUME = 20;
const READ_YOUR_WRITES_PAIRS = 100;

const unavailable = postgresPairUnavailable();

/** When each answer came, by when its request was sent: to see when writes resumed. */
interface Exchange {
  sentAt: number;
  answeredAt: number;
  outcome: string;
}

function clientOf(endpoint: string, owner: { apiKey: string; agentId: string }, exchanges: Exchange[]): LedgerClient {
  return new LedgerClient({
    apiKey: owner.apiKey,
    agentId: owner.agentId,
    endpoint,
    retry: { attempts: 400, backoffMs: [25, 50, 100, 200] },
    timeoutMs: 10_000,
    httpTransport: async (url, init) => {
      const sentAt = performance.now();
      try {
        const response = await fetch(url, init);
        exchanges.push({ sentAt, answeredAt: performance.now(), outcome: String(response.status) });
        return response;
      } catch (error) {
        exchanges.push({ sentAt, answeredAt: performance.now(), outcome: "network" });
        throw error;
      }
    },
  });
}

describe.skipIf(unavailable !== undefined)(
  `failover to a synchronous standby under load${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  () => {
    let pair: PostgresPair;
    let replicas: ServiceProcess[];
    let scratch: string;
    const schema = `failover_${randomBytes(4).toString("hex")}`;

    beforeAll(async () => {
      pair = await startPostgresPair("on");
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-failover-"));
      const env = serviceEnv(
        { kind: "postgres", env: {}, open: () => Promise.reject(new Error("unused")), remove: async () => {} },
        { DATABASE_URL: pair.url, DATABASE_READ_URL: pair.standbyUrl, DATABASE_SCHEMA: schema, DATA_DIR: scratch, REDIS_URL: "" },
      );
      replicas = await Promise.all([spawnService(env), spawnService(env)]);
    }, 240_000);

    afterAll(async () => {
      await killAllServices();
      await pair?.remove();
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    });

    it("keeps every acknowledged record, exactly once, and resumes writes on the promoted standby", async () => {
      const owner = await ownerWithAgent(replicas[0]!);

      // Read-your-writes: with the standby's replay paused (synchronous_commit = on waits for its
      // flush, not its replay), records just stored are read back through the replica that stored
      // them; the standby itself does not have them yet.
      const standby = new pg.Client({ connectionString: pair.standbyUrl });
      await standby.connect();
      const onStandby = async (ids: string[]) =>
        (
          await standby.query(`select count(*)::int as n from ${schema}.records where agent_id = $1 and record_id = any($2)`, [
            owner.agentId,
            ids,
          ])
        ).rows[0].n as number;
      const ryw: TraceRecord[] = [];
      try {
        await standby.query("select pg_wal_replay_pause()");
        for (let i = 0; i < READ_YOUR_WRITES_PAIRS; i++) {
          const replica = replicas[i % 2]!;
          const record = recordOf("Thinking");
          ryw.push(record);
          const stored = await call(replica, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: record });
          expect(stored.status).toBe(201);
          const read = await call(replica, "GET", `/v1/records/${record.record_id}?agent_id=${owner.agentId}`, { key: owner.apiKey });
          expect(read.status, "read back through the replica that stored it").toBe(200);
        }
        const ids = ryw.map((record) => record.record_id);
        expect(await onStandby(ids), "the paused standby has not replayed them").toBe(0);
        await standby.query("select pg_wal_replay_resume()");
        await waitFor("the standby's replay", async () => (await onStandby(ids)) === ids.length);
        const trace = await call(replicas[1]!, "GET", `/v1/traces/${owner.agentId}?limit=10`, { key: owner.apiKey });
        expect(trace.status).toBe(200);
        const { rows } = await standby.query(
          "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
        );
        expect(rows[0].n, "the replicas read from the standby").toBeGreaterThan(0);
      } finally {
        await standby.end();
      }

      const exchanges: Exchange[] = [];
      const loads: BatchLoad[] = replicas.map((replica) =>
        batchLoad(clientOf(replica.baseUrl, owner, exchanges), {
          workers: WORKERS_PER_REPLICA,
          batchSize: BATCH_SIZE,
          record: () => recordOf("Thinking"),
        }),
      );
      await Promise.all(loads.map((load) => load.more(BATCHES_BEFORE_KILL)));

      const killedAt = performance.now();
      pair.killPrimary();
      await pair.promote();
      const promotedAt = performance.now();
      const resumedAt = await firstWriteAfter(exchanges, killedAt);
      await Promise.all(loads.map((load) => load.more(BATCHES_AFTER_RESUME, 120_000)));
      await Promise.all(loads.map((load) => load.stop()));

      const outcomes = (from: number) => tally(exchanges.filter((exchange) => exchange.sentAt >= from));
      expect(
        exchanges.some((exchange) => exchange.outcome === "500"),
        "no 500 (an outage is a 503)",
      ).toBe(false);
      const submitted = loads.flatMap((load) => load.submitted);
      for (const load of loads) {
        expect(load.ledger.errors).toEqual([]);
        expect(load.ledger.acks.size, "every record acknowledged").toBe(load.submitted.length);
      }

      // On the new primary (the promoted standby), read directly.
      const duplicatesDuringLoad = loads.reduce((n, load) => n + load.ledger.ackCount - load.ledger.firstAcks, 0);
      await withDatabase(pair.standbyUrl, schema, async (db) => {
        const stored = await storedRecords(db, owner.agentId); // fails on a record_id stored twice
        expect(stored.size, "the records and nothing else").toBe(submitted.length + ryw.length);
        for (const load of loads) expectAcksStored(load.ledger, stored);
        await expectLogExact(db.knex, owner.agentId);
      });

      // Clients sending the same records again (as after a lost answer) are told they are duplicates.
      const again = new AckLedger();
      const client = clientOf(replicas[1]!.baseUrl, owner, []);
      for (const batch of chunk(submitted, 50)) (await client.submitBatch(batch)).results.forEach((result) => again.note(result));
      expect(again.errors).toEqual([]);
      expect(again.ackCount).toBe(submitted.length);
      expect(again.firstAcks, "a resent record is a duplicate, never stored again").toBe(0);

      // Reads work on both replicas after the failover (the read URL's server is the primary now).
      for (const replica of replicas) {
        const read = await call(replica, "GET", `/v1/traces/${owner.agentId}?limit=5`, { key: owner.apiKey });
        expect(read.status).toBe(200);
      }
      expect(
        replicas.every((replica) => replica.running()),
        "no replica restarted",
      ).toBe(true);
      expect(
        replicas.flatMap((replica) => replica.errors()),
        "errors logged (an outage is a warning)",
      ).toEqual([]);

      reportFigures("failover", {
        records: submitted.length + ryw.length,
        "kill → promoted (ms)": Math.round(promotedAt - killedAt),
        "kill → first write acknowledged (ms)": Math.round(resumedAt - killedAt),
        "answers to requests sent after the kill": JSON.stringify(outcomes(killedAt)),
        "duplicate acks during the load (retries of records the primary had stored)": duplicatesDuringLoad,
      });
    }, 300_000);
  },
);

async function withDatabase<T>(url: string, schema: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 2 });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** When the first write sent after `since` was acknowledged. */
async function firstWriteAfter(exchanges: readonly Exchange[], since: number, timeoutMs = 120_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const acks = exchanges
      .filter((exchange) => exchange.sentAt >= since && exchange.outcome === "200")
      .map((exchange) => exchange.answeredAt);
    if (acks.length > 0) return Math.min(...acks);
    if (performance.now() > deadline)
      throw new Error(`no write acknowledged within ${timeoutMs} ms of the kill: ${JSON.stringify(tally(exchanges))}`);
    await sleep(10);
  }
}

function tally(exchanges: readonly Exchange[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { outcome } of exchanges) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}
