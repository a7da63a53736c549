// The database goes away under load and comes back: the service answers 503 (server_5xx,
// details.status 503) while it is away, /readyz says so, and it recovers on its own (its pool
// reconnects) without losing anything it acknowledged.
// It runs on a PostgreSQL cluster of its own (pg_createcluster), because stopping the shared
// one would break the suites running beside it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPrivateCluster,
  createStore,
  killAllServices,
  privateClusterUnavailable,
  serviceEnv,
  spawnService,
  withStore,
  type PrivateCluster,
  type ServiceProcess,
  type ServiceStore,
} from "../support/processes.ts";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import { batchLoad, countingClient, expectAcksStored, reportFigures, storedRecords, waitFor } from "./helpers.ts";

const WORKERS = 6;
const BATCH_SIZE = 20;
const BATCHES_BETWEEN_EVENTS = 30;
const OUTAGE_PROBES = 5;

const unavailable = privateClusterUnavailable();

describe.skipIf(unavailable !== undefined)(`a PostgreSQL restart under load${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  let cluster: PrivateCluster;
  let store: ServiceStore;
  let service: ServiceProcess;

  beforeAll(async () => {
    cluster = await createPrivateCluster();
    store = await createStore("postgres", cluster.url);
    service = await spawnService(serviceEnv(store));
  });

  afterAll(async () => {
    await killAllServices();
    await cluster?.drop(); // takes the store with it
  });

  it("answers 503 while the database is away, recovers by itself, and loses nothing acknowledged", async () => {
    const owner = await ownerWithAgent(service);
    const { client, wire } = countingClient(service.baseUrl, owner, { attempts: 200, backoffMs: [50, 100, 200, 400] });
    const load = batchLoad(client, { workers: WORKERS, batchSize: BATCH_SIZE, record: () => recordOf("Thinking") });
    const ready = async () => (await call(service, "GET", "/readyz")).status === 200;

    // A restart (pg_ctlcluster restart) mid-load: every pooled connection dies with it.
    await load.more(BATCHES_BETWEEN_EVENTS);
    const atRestart = load.acknowledged();
    await cluster.restart();
    await waitFor("readiness after the restart", ready, 30_000);

    // A stop: look at what the service answers while the database is away, then start it again.
    await load.more(BATCHES_BETWEEN_EVENTS);
    const atStop = { acknowledged: load.acknowledged(), inFlight: load.inFlight() };
    await cluster.stop();
    const probe = recordOf("Observing");
    for (let i = 0; i < OUTAGE_PROBES; i++) {
      const submit = await call(service, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: probe });
      expect(submit.status).toBe(503);
      expect(submit.body).toEqual({
        error: { code: "server_5xx", message: expect.any(String), details: { status: 503 } },
        request_id: submit.headers.get("x-request-id"),
      });
      const readyz = await call(service, "GET", "/readyz");
      expect({ status: readyz.status, body: readyz.body }).toEqual({ status: 503, body: { status: "unavailable", database: "postgres" } });
      expect((await call(service, "GET", "/healthz")).status, "the process itself is up").toBe(200);
    }
    await cluster.start();
    await waitFor("readiness after the start", ready, 30_000);
    expect(service.running(), "recovered without a restart of its own").toBe(true);
    const retried = await call(service, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: probe });
    expect(retried.status).toBe(201);

    await load.more(BATCHES_BETWEEN_EVENTS);
    await load.stop();
    expect(atStop.inFlight, "the stop came mid-load").toBeGreaterThan(0);
    expect(wire.byOutcome.get("503") ?? 0, "clients were told to retry while the database was away").toBeGreaterThan(0);
    expect(load.ledger.errors).toEqual([]);
    expect(load.ledger.acks.size).toBe(load.submitted.length);
    const stored = await withStore(store, (db) => storedRecords(db, owner.agentId));
    expect(stored.size).toBe(load.submitted.length + 1); // and the probe, stored once the database was back
    expectAcksStored(load.ledger, stored);
    expect(service.errors(), "errors logged (an outage is a warning)").toEqual([]);
    reportFigures("postgres restart", {
      records: load.submitted.length,
      batches: load.acknowledged(),
      acknowledgedAtRestart: atRestart,
      acknowledgedAtStop: atStop,
      attempts: wire.attempts,
      outcomes: Object.fromEntries(wire.byOutcome),
    });
  }, 120_000);
});
