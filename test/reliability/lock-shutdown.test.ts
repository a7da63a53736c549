// One process per embedded data dir, and a graceful stop: SIGTERM under load finishes what is
// in flight, takes nothing new, and every record it acknowledged is in the database after.
import http from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import type { RecordAck } from "../../generated/types/schema.ts";
import {
  createStore,
  killAllServices,
  launchService,
  serviceEnv,
  spawnService,
  STORE_KINDS,
  withStore,
  type ServiceStore,
} from "../support/processes.ts";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import { AckLedger, concurrently, expectAcksStored, reportFigures, sleep, storedRecords, waitFor } from "./helpers.ts";

const WORKERS = 16;
const BATCH_SIZE = 20;
const BATCHES_BEFORE_SIGNAL = 30;
// Far longer than a drain takes: a stop that waits for it has failed to end keep-alive connections.
const SHUTDOWN_TIMEOUT_MS = 30_000;
const STOP_WITHIN_MS = 8_000;

const stores: ServiceStore[] = [];
afterAll(async () => {
  await killAllServices();
  await Promise.all(stores.map((store) => store.remove()));
});

async function newStore(kind: ServiceStore["kind"]) {
  const store = await createStore(kind);
  stores.push(store);
  return store;
}

describe("an embedded data dir", () => {
  it("is refused to a second process: it exits non-zero and names the holder, and the first keeps serving", async () => {
    const store = await newStore("pglite");
    const env = serviceEnv(store); // one KEK for all three: the log key is opened at every start
    const first = await spawnService(env);
    const second = launchService(env);
    const exit = await second.exited;
    expect(exit.code, second.log()).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(second.log()).toContain(`is in use by process ${first.pid}`);
    expect(second.log()).toContain("use another DATA_DIR");

    const owner = await ownerWithAgent(first);
    expect(
      (await call(first, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: recordOf("Other") })).status,
    ).toBe(201);
    expect((await call(first, "GET", "/readyz")).status).toBe(200);
    expect(await first.stop()).toEqual({ code: 0, signal: null });
    const third = await spawnService(env); // released on a clean stop
    expect(await third.stop()).toEqual({ code: 0, signal: null });
  }, 60_000);
});

type Outcome = { kind: "answered"; status: number; drained: boolean } | { kind: "unanswered"; code: string };

/** POSTs a batch over a keep-alive agent; connection failures are outcomes, not errors. */
function postBatch(
  agent: http.Agent,
  url: string,
  apiKey: string,
  records: object[],
): Promise<{ status: number; body: any } | { error: string }> {
  return new Promise((resolve) => {
    const payload = JSON.stringify({ records });
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined }));
        res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(Object.assign(new Error("timed out"), { code: "TIMEOUT" })));
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

describe.each(STORE_KINDS)("SIGTERM under load, on %s", (kind) => {
  it("answers every request in flight, takes no new ones, keeps every acknowledged record and exits 0", async () => {
    const store = await newStore(kind);
    const service = await spawnService(serviceEnv(store, { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) }));
    const owner = await ownerWithAgent(service);
    const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
    const url = `${service.baseUrl}/v1/records:batch?agent_id=${owner.agentId}`;

    const ledger = new AckLedger();
    const outcomes: Outcome[] = [];
    let signalled = false;
    let inFlight = 0;
    let answered = 0;
    const load = concurrently(WORKERS, async () => {
      for (;;) {
        const startedBeforeSignal = !signalled;
        inFlight++;
        const result = await postBatch(
          agent,
          url,
          owner.apiKey,
          Array.from({ length: BATCH_SIZE }, () => recordOf("Planning")),
        );
        inFlight--;
        if ("error" in result) {
          outcomes.push({ kind: "unanswered", code: result.error });
          if (signalled) return; // the service is going: stop once it no longer answers
          throw new Error(`request failed before the signal: ${result.error}`);
        }
        answered++;
        outcomes.push({ kind: "answered", status: result.status, drained: startedBeforeSignal && signalled });
        if (result.status === 200) (result.body.results as RecordAck[]).forEach((ack) => ledger.note(ack));
      }
    });

    await waitFor("load", async () => answered >= BATCHES_BEFORE_SIGNAL, 60_000, 2);
    const inFlightAtSignal = inFlight;
    signalled = true;
    const signalledAt = Date.now();
    service.child.kill("SIGTERM");
    const exit = await service.exited;
    const stopMs = Date.now() - signalledAt;
    await load;
    agent.destroy();
    await sleep(0);

    expect(exit, service.log()).toEqual({ code: 0, signal: null });
    expect(service.log()).toContain("draining in-flight requests");
    expect(stopMs, "stopped once the requests in flight were answered, not at the shutdown timeout").toBeLessThan(STOP_WITHIN_MS);
    expect(service.errors()).toEqual([]);
    expect(inFlightAtSignal, "requests were in flight at the signal").toBeGreaterThan(0);
    const answers = outcomes.filter((outcome) => outcome.kind === "answered");
    expect(
      answers.filter((answer) => answer.status !== 200),
      "every answer a full acknowledgement",
    ).toEqual([]);
    const drained = answers.filter((answer) => answer.drained).length;
    expect(drained, "requests in flight at the signal were answered").toBeGreaterThan(0);
    const unanswered = outcomes.filter((outcome) => outcome.kind === "unanswered");
    const connectionFailures = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE"]);
    expect(
      unanswered.filter((outcome) => !connectionFailures.has(outcome.code)),
      "the rest failed to connect, never half-answered",
    ).toEqual([]);
    expect(ledger.errors).toEqual([]);

    const stored = await withStore(store, (db) => storedRecords(db, owner.agentId));
    expectAcksStored(ledger, stored);
    reportFigures(`SIGTERM under load (${kind})`, {
      answered: answers.length,
      recordsAcknowledged: ledger.acks.size,
      inFlightAtSignal,
      unanswered: unanswered.length,
      drained,
      stopMs,
    });
  }, 90_000);
});
