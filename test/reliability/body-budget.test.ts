// Request bodies held in memory have a process-wide budget (HTTP_BODY_BUDGET_BYTES): many
// connections each holding most of a large body (JSON batches, blob uploads paused mid-way) cannot
// grow the process past it. Past the budget a request is answered 503 server_5xx with Retry-After,
// nothing of it acknowledged; /healthz keeps answering, and once the bodies go a normal request
// succeeds. Measured on a real service process: its RSS, and a parallel /healthz probe.
import fs from "node:fs";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createStore, killAllServices, serviceEnv, spawnService, type ServiceProcess, type ServiceStore } from "../support/processes.ts";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import { reportFigures, sleep, waitFor } from "./helpers.ts";

const MB = 1024 * 1024;
const BUDGET = 48 * MB;
/** What the process may grow by beyond the budget while holding it (parsers, sockets, allocator slack): generous. */
const SLACK = 100 * MB;

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

/** The RSS once it has stopped growing (within 2 MB over 1 s of readings), at most 20 s on. */
async function settledRss(pid: number): Promise<number> {
  const readings = [rssOf(pid)];
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    await sleep(200);
    readings.push(rssOf(pid));
    const window = readings.slice(-6);
    if (window.length === 6 && Math.max(...window) - Math.min(...window) < 2 * MB) break;
  }
  return Math.max(...readings);
}

interface Held {
  socket: net.Socket;
  /** What the service wrote back (an answer means the request was refused). */
  received(): string;
}

/**
 * Opens a connection, sends `head` and then `send` bytes of the body in pieces, and stops there
 * (the connection stays open, the body unfinished); stops sending early once an answer arrives.
 */
async function holdBody(port: number, head: string, send: number): Promise<Held> {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.setEncoding("latin1").on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(head);
  const piece = Buffer.alloc(256 * 1024, 0x20); // spaces: JSON whitespace, and any blob's bytes
  for (let sent = 0; sent < send && received === "" && !socket.destroyed; sent += piece.length) {
    const last = piece.subarray(0, Math.min(piece.length, send - sent));
    if (!socket.write(last)) await new Promise((resolve) => socket.once("drain", resolve));
  }
  return { socket, received: () => received };
}

/** Holds `count` bodies at once; resolves when every one is either answered or fully sent. */
async function holdMany(count: number, open: () => Promise<Held>): Promise<Held[]> {
  const held: Held[] = [];
  // A few at a time: the machine is shared, and the test is about what is held, not about bursts.
  for (let i = 0; i < count; i += 20) held.push(...(await Promise.all(Array.from({ length: Math.min(20, count - i) }, open))));
  return held;
}

function expectBudgetAnswer(raw: string): void {
  expect(raw).toMatch(/^HTTP\/1\.1 503 /);
  expect(raw).toMatch(/\r\nretry-after: \d+\r\n/i);
  const body = JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4));
  expect(body.error.code).toBe("server_5xx");
  expect(body.error.details).toMatchObject({ status: 503 });
}

describe("the process-wide budget for request bodies", () => {
  const stores: ServiceStore[] = [];
  const figures: Record<string, unknown> = {};

  afterAll(async () => {
    reportFigures("body-budget", figures);
    await killAllServices();
    await Promise.all(stores.map((store) => store.remove()));
  });

  /**
   * On a service of its own (RSS is measured from its start): holds `count` bodies, checks the
   * refusals, the RSS and /healthz meanwhile, lets them go, and sends a normal batch, which must
   * be stored; nothing else was.
   */
  async function underLoad(
    name: string,
    count: number,
    heldEach: number,
    open: (service: ServiceProcess, owner: Owner) => Promise<Held>,
  ): Promise<void> {
    const store = await createStore("pglite");
    stores.push(store);
    const service = await spawnService(
      serviceEnv(store, { HTTP_BODY_BUDGET_BYTES: String(BUDGET), HTTP_MAX_CONNECTIONS_PER_ADDRESS: "0" }),
    );
    const owner = await ownerWithAgent(service);
    const before = rssOf(service.pid);
    const held = await holdMany(count, () => open(service, owner));
    // Everything sent has left this side; the service's memory then stops growing.
    await waitFor("every body sent", async () => held.every((h) => h.socket.writableLength === 0));
    const grown = (await settledRss(service.pid)) - before;
    const probes = await Promise.all(Array.from({ length: 5 }, () => call(service, "GET", "/healthz").then((answer) => answer.status)));
    expect(grown, `RSS growth ${(grown / MB).toFixed(0)} MB holding ${count} bodies`).toBeLessThan(BUDGET + SLACK);
    expect(probes).toEqual([200, 200, 200, 200, 200]);
    // The budget holds this many such bodies; every other one is refused, once the service has
    // discarded what it sent (the answer comes when 5 s pass without a byte).
    const refusable = count - Math.floor(BUDGET / heldEach);
    const refused = () => held.filter((h) => h.received() !== "");
    await waitFor(`${refusable} requests refused`, async () => refused().length >= refusable, 30_000);
    figures[name] = { connections: count, refused: refused().length, rssGrowthMb: +(grown / MB).toFixed(1), healthz: probes };
    for (const h of refused()) expectBudgetAnswer(h.received());

    held.forEach((h) => h.socket.destroy());
    const records = Array.from({ length: 20 }, () => recordOf("Observing"));
    const batch = () => call(service, "POST", `/v1/records:batch?agent_id=${owner.agentId}`, { key: owner.apiKey, body: { records } });
    // The held requests end as the service sees their connections close: until then, 503.
    await waitFor("a batch accepted", async () => (await batch()).status === 200);
    const trace = await call(service, "GET", `/v1/traces/${owner.agentId}?limit=500`, { key: owner.apiKey });
    expect(trace.body.records.map((r: { record_id: string }) => r.record_id).sort()).toEqual(records.map((r) => r.record_id).sort());
    expect(service.errors()).toEqual([]);
    await service.stop();
  }

  it("refuses JSON bodies past it with 503 and Retry-After, and the process stays within it", async () => {
    const declared = 6 * MB; // within the batch's wire bound (6 × 1 MB)
    await underLoad("batch bodies", 80, declared, (service, owner) =>
      holdBody(
        service.port,
        `POST /v1/records:batch?agent_id=${owner.agentId} HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${owner.apiKey}\r\n` +
          `content-type: application/json\r\ncontent-length: ${declared}\r\n\r\n`,
        declared - 512 * 1024,
      ),
    );
  }, 120_000);

  it("refuses OTLP bodies past it the same way", async () => {
    const declared = 5 * MB; // OTLP's cap
    await underLoad("OTLP bodies", 60, declared, (service, owner) =>
      holdBody(
        service.port,
        `POST /v1/otlp/v1/traces HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${owner.apiKey}\r\nx-ledger-agent-id: ${owner.agentId}\r\n` +
          `content-type: application/json\r\ncontent-length: ${declared}\r\n\r\n`,
        declared - 512 * 1024,
      ),
    );
  }, 120_000);

  it("counts blob uploads paused mid-way, refusing those past it", async () => {
    const PAUSED_AT = MB - 64 * 1024;
    let n = 0;
    // Any digest: each upload is refused or paused long before its digest would be checked. Each
    // sends just short of a stored chunk (1 MB): what the upload holds while it waits for more.
    await underLoad("paused blob uploads", 240, PAUSED_AT, (service, owner) =>
      holdBody(
        service.port,
        `PUT /v1/agents/${owner.agentId}/blobs/sha256:${(n++).toString(16).padStart(64, "0")} HTTP/1.1\r\nhost: x\r\n` +
          `authorization: Bearer ${owner.apiKey}\r\ncontent-length: ${4 * MB}\r\n\r\n`,
        PAUSED_AT,
      ),
    );
  }, 180_000);
});
