// Two replicas (child processes) on one PostgreSQL, hit by a storm of overlapping submissions:
// the database, not the process, decides what is new, so the answer is exact across replicas.
import { randomInt, randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TraceRecord } from "../../generated/types/schema.ts";
import {
  createStore,
  killAllServices,
  queryRows,
  serviceEnv,
  spawnService,
  withStore,
  type ServiceProcess,
  type ServiceStore,
} from "../support/processes.ts";
import { expectLogExact } from "../support/log.ts";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import { AckLedger, drain, expectAcksStored, reportFigures, storedRecords, type Result } from "./helpers.ts";

const DISTINCT_RECORDS = 400;
const DELIVERIES_PER_RECORD = 4;
const ACTING_SESSIONS = 20;
const ACTING_CANDIDATES = 6; // distinct Acting records racing for each session
const CLIENTS = 24;
const STARTUP_RACES = 10;

const postgres = process.env.DATABASE_URL;

/** One request of the storm: a record alone or a batch, to one replica. */
interface Delivery {
  replica: number;
  records: TraceRecord[];
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Every record `copies` times, in random order, spread over singles (half), small batches and
 * batches of up to 50 (a batch may repeat a record), each to a random replica.
 */
function storm(records: readonly TraceRecord[], copies: number, replicas: number): Delivery[] {
  const copiesOf = shuffle(records.flatMap((record) => Array.from({ length: copies }, () => record)));
  const deliveries: Delivery[] = [];
  while (copiesOf.length > 0) {
    const size = Math.min(copiesOf.length, [1, 1, 2 + randomInt(9), 1 + randomInt(50)][randomInt(4)]!);
    deliveries.push({ replica: randomInt(replicas), records: copiesOf.splice(0, size) });
  }
  return shuffle(deliveries);
}

const title = `two replicas on one PostgreSQL${postgres ? "" : " (skipped: DATABASE_URL is not set, and replicas need a shared PostgreSQL)"}`;

describe.skipIf(!postgres)(title, () => {
  let store: ServiceStore;
  let replicas: ServiceProcess[];
  let owner: { apiKey: string; agentId: string };

  beforeAll(async () => {
    store = await createStore("postgres");
    // Started together on a fresh schema: they race to create and migrate it.
    const env = serviceEnv(store, process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
    replicas = await Promise.all([spawnService(env), spawnService(env)]);
    owner = await ownerWithAgent(replicas[0]!);
  });

  afterAll(async () => {
    await killAllServices();
    await store?.remove();
  });

  afterEach(() => {
    expect(
      replicas.flatMap((replica) => replica.errors()),
      "errors logged by the replicas",
    ).toEqual([]);
  });

  /** Sends the deliveries from `CLIENTS` concurrent clients; every answer goes into the ledger. */
  async function send(deliveries: Delivery[], ledger: AckLedger): Promise<number> {
    const agent = `agent_id=${owner.agentId}`;
    await drain(deliveries, CLIENTS, async (delivery) => {
      const server = replicas[delivery.replica]!;
      if (delivery.records.length === 1 && randomInt(2) === 0) {
        const res = await call(server, "POST", `/v1/records?${agent}`, { key: owner.apiKey, body: delivery.records[0] });
        expect([200, 201, 409], JSON.stringify(res.body)).toContain(res.status);
        ledger.note(res.status === 409 ? { record_id: delivery.records[0]!.record_id, ...res.body.error } : res.body);
      } else {
        const res = await call(server, "POST", `/v1/records:batch?${agent}`, { key: owner.apiKey, body: { records: delivery.records } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        (res.body.results as Result[]).forEach((result) => ledger.note(result));
      }
    });
    return deliveries.length;
  }

  it("migrates a new schema once when replicas start together", async () => {
    const [lockRows] = await withStore(store, (db) => queryRows<{ n: number }>(db, "select count(*)::int as n from knex_migrations_lock"));
    expect(lockRows!.n, "knex's migration lock has one row (two would jam it for good)").toBe(1);
    // The same race, many times over and in-process: three openers on each fresh schema.
    for (let round = 0; round < STARTUP_RACES; round++) {
      const raced = await createStore("postgres");
      const opened = await Promise.allSettled([0, 1, 2].map(() => raced.open()));
      await Promise.all(opened.map((result) => result.status === "fulfilled" && result.value.close()));
      try {
        expect(opened.filter((result) => result.status === "rejected")).toEqual([]);
        const [rows] = await withStore(raced, (db) => queryRows<{ n: number }>(db, "select count(*)::int as n from knex_migrations_lock"));
        expect(rows!.n).toBe(1);
      } finally {
        await raced.remove();
      }
    }
  }, 120_000);

  it("stores each of many overlapping records exactly once, and every ack of a record carries the same server_ts_utc", async () => {
    const records = Array.from({ length: DISTINCT_RECORDS }, (_, i) =>
      recordOf((["Observing", "Planning", "Thinking", "ToolCalling", "Reflecting", "Other"] as const)[i % 6]!),
    );
    const ledger = new AckLedger();
    const requests = await send(storm(records, DELIVERIES_PER_RECORD, replicas.length), ledger);

    expect(ledger.errors).toEqual([]);
    expect(ledger.acks.size).toBe(DISTINCT_RECORDS);
    expect(ledger.ackCount).toBe(DISTINCT_RECORDS * DELIVERIES_PER_RECORD);
    expect(ledger.firstAcks, "is_duplicate:false acks").toBe(DISTINCT_RECORDS);
    for (const acks of ledger.acks.values()) expect(new Set(acks.map((ack) => ack.server_ts_utc)).size).toBe(1);
    const stored = await withStore(store, (db) => storedRecords(db, owner.agentId));
    expect(stored.size).toBe(DISTINCT_RECORDS);
    expectAcksStored(ledger, stored);
    const log = await withStore(store, (db) => expectLogExact(db.knex, owner.agentId));
    expect(log.size, "one leaf per stored record, no gap, none twice").toBe(DISTINCT_RECORDS);
    reportFigures("duplicate storm", {
      replicas: replicas.length,
      clients: CLIENTS,
      records: DISTINCT_RECORDS,
      acks: ledger.ackCount,
      requests,
    });
  }, 120_000);

  it("lets exactly one of many concurrent Acting records into each session", async () => {
    const sessions = Array.from({ length: ACTING_SESSIONS }, () => `sess-${randomUUID()}`);
    const candidates = sessions.flatMap((session) => Array.from({ length: ACTING_CANDIDATES }, () => recordOf("Acting", session)));
    const ledger = new AckLedger();
    const requests = await send(storm(candidates, 3, replicas.length), ledger);

    expect(new Set(ledger.errors.map((error) => error.code))).toEqual(new Set(["acting_already_recorded"]));
    const winners = await withStore(store, (db) =>
      queryRows<{ session_id: string; record_id: string }>(
        db,
        "select session_id, record_id from records where agent_id = ? and behavior = 'Acting' and session_id = any(?)",
        [owner.agentId, sessions],
      ),
    );
    expect(winners.map((row) => row.session_id).sort()).toEqual([...sessions].sort());
    const winnerIds = new Set(winners.map((row) => row.record_id));
    expect(new Set(ledger.acks.keys()), "only the winners were ever acknowledged").toEqual(winnerIds);
    expect(ledger.firstAcks, "one is_duplicate:false ack per session").toBe(ACTING_SESSIONS);
    const losers = candidates.filter((record) => !winnerIds.has(record.record_id));
    expect(new Set(ledger.errors.map((error) => error.record_id))).toEqual(new Set(losers.map((record) => record.record_id)));
    expectAcksStored(ledger, await withStore(store, (db) => storedRecords(db, owner.agentId)));
    await withStore(store, (db) => expectLogExact(db.knex, owner.agentId));
    reportFigures("acting race", {
      sessions: ACTING_SESSIONS,
      candidates: candidates.length,
      acks: ledger.ackCount,
      refusals: ledger.errors.length,
      requests,
    });
  }, 120_000);
});
