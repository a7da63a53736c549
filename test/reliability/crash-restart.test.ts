// SIGKILL in the middle of a load of batches, then a restart on the same port and database,
// while SDK clients keep submitting with retries: nothing acknowledged is lost, nothing is
// stored twice, every record keeps exactly one leaf of its agent's log, and every retry ends in success.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  createStore,
  freePort,
  killAllServices,
  serviceEnv,
  spawnService,
  STORE_KINDS,
  withStore,
  type ServiceProcess,
  type ServiceStore,
} from "../support/processes.ts";
import { expectLogExact } from "../support/log.ts";
import { recordOf } from "../support/records.ts";
import { ownerWithAgent } from "../support/server.ts";
import { batchLoad, countingClient, expectAcksStored, reportFigures, storedRecords } from "./helpers.ts";

const WORKERS = 8;
const BATCH_SIZE = 25;
const CRASHES = 2;
const BATCHES_BETWEEN_CRASHES = 40;
const KINDS = ["Observing", "Planning", "Thinking", "ToolCalling", "Reflecting", "Other"] as const;

const stores: ServiceStore[] = [];
afterAll(async () => {
  await killAllServices();
  await Promise.all(stores.map((store) => store.remove()));
});

describe.each(STORE_KINDS)("a service on %s, killed and restarted under load", (kind) => {
  it("keeps every acknowledged record exactly once, and the SDK's retries all succeed", async () => {
    const store = await createStore(kind);
    stores.push(store);
    const env = serviceEnv(store, { PORT: String(await freePort()) });
    let service: ServiceProcess = await spawnService(env);
    const owner = await ownerWithAgent(service);
    const { client, wire } = countingClient(service.baseUrl, owner, { attempts: 400, backoffMs: [25, 50, 100, 250] });
    const load = batchLoad(client, { workers: WORKERS, batchSize: BATCH_SIZE, record: (i) => recordOf(KINDS[i % KINDS.length]!) });

    const crashes: { acknowledged: number; inFlight: number; restartMs: number }[] = [];
    for (let crash = 0; crash < CRASHES; crash++) {
      await load.more(BATCHES_BETWEEN_CRASHES);
      const atKill = { acknowledged: load.acknowledged(), inFlight: load.inFlight() };
      service.child.kill("SIGKILL");
      expect(await service.exited).toEqual({ code: null, signal: "SIGKILL" });
      const restarting = Date.now();
      service = await spawnService(env); // same port and data; a killed PGlite holder's lock is stale
      crashes.push({ ...atKill, restartMs: Date.now() - restarting });
    }
    await load.more(BATCHES_BETWEEN_CRASHES);
    await load.stop();

    expect(
      crashes.every((crash) => crash.inFlight > 0),
      "killed with batches in flight",
    ).toBe(true);
    expect(wire.byOutcome.get("network"), "clients met the crashes").toBeGreaterThan(0);
    expect(load.ledger.errors).toEqual([]);
    expect(load.ledger.acks.size, "every record acknowledged in the end").toBe(load.submitted.length);
    if (kind === "pglite") {
      const lock = fs.readFileSync(path.join(env.DATA_DIR!, "trace-ledger.lock"), "utf8");
      expect(Number(lock), "the restarted service holds the data-dir lock").toBe(service.pid);
    }
    expect(service.errors(), "errors logged after the last restart").toEqual([]);
    expect(await service.stop()).toEqual({ code: 0, signal: null });

    const stored = await withStore(store, (db) => storedRecords(db, owner.agentId));
    expect(stored.size, "every record stored once").toBe(load.submitted.length);
    expectAcksStored(load.ledger, stored);
    const log = await withStore(store, (db) => expectLogExact(db.knex, owner.agentId));
    expect(log.size, "one leaf per stored record through the crashes").toBe(load.submitted.length);
    reportFigures(`crash and restart (${kind})`, {
      records: load.submitted.length,
      batches: load.acknowledged(),
      attempts: wire.attempts,
      outcomes: Object.fromEntries(wire.byOutcome),
      crashes,
    });
  }, 120_000);
});
