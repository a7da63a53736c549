// Slow clients cannot hold the service: a head or a body that trickles in is answered 408
// request_timeout and closed (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS), and past
// HTTP_MAX_CONNECTIONS new connections are closed at once.
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../../server/config.ts";
import { createStore, killAllServices, serviceEnv, spawnService } from "../../support/processes.ts";
import { waitFor } from "../../reliability/helpers.ts";
import { call, ownerWithAgent } from "../../support/server.ts";
import { useServer } from "./helpers.ts";

const MAX_CONNECTIONS = 6;
const HEADERS_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 800;
const server = useServer({
  config: {
    http: {
      ...configFromEnv({}).http,
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      maxConnections: MAX_CONNECTIONS,
    },
  },
});

const sockets: net.Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.destroy()));

interface Ending {
  /** Everything the service wrote before it closed the connection. */
  received: string;
  ms: number;
}

/** Opens a connection, writes `bytes`, and resolves when the service closes it. */
function openSlow(bytes: string): Promise<Ending> {
  const { port } = new URL(server().baseUrl);
  const started = Date.now();
  const socket = net.connect(Number(port), "127.0.0.1");
  sockets.push(socket);
  return new Promise((resolve) => {
    let received = "";
    socket.setEncoding("utf8").on("data", (chunk) => (received += chunk));
    socket.on("connect", () => socket.write(bytes));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ received, ms: Date.now() - started }));
  });
}

describe("slow clients", () => {
  it("a head that never ends is answered 408 request_timeout and closed", async () => {
    const endings = await Promise.all(Array.from({ length: 3 }, () => openSlow("POST /v1/records HTTP/1.1\r\nHost: x\r\nx-slow: ")));
    for (const { received } of endings) {
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(received.slice(received.indexOf("\r\n\r\n") + 4)).error.code).toBe("request_timeout");
    }
  });

  it("a body that never ends is cut off after the request timeout", async () => {
    const owner = await ownerWithAgent(server());
    const ending = await openSlow(
      `POST /v1/records?agent_id=${owner.agentId} HTTP/1.1\r\nHost: x\r\nauthorization: Bearer ${owner.apiKey}\r\n` +
        'content-type: application/json\r\ncontent-length: 1000\r\n\r\n{"record_id":',
    );
    expect(ending.received).toMatch(/^HTTP\/1\.1 408 /);
    // Not before the request timeout: the head arrived whole, so the headers timeout does not apply.
    expect(ending.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
  });

  it("past HTTP_MAX_CONNECTIONS, new connections are closed unanswered while the others are held", async () => {
    const endings = await Promise.all(
      Array.from({ length: MAX_CONNECTIONS + 3 }, () => openSlow("GET /healthz HTTP/1.1\r\nHost: x\r\nx-slow: ")),
    );
    const answered = endings.filter((ending) => /^HTTP\/1\.1 408 /.test(ending.received));
    const refused = endings.filter((ending) => ending.received === "");
    expect(answered.length + refused.length).toBe(endings.length);
    // Connections of other clients (this suite's keep-alive pool) may hold some of the places.
    expect(answered.length).toBeLessThanOrEqual(MAX_CONNECTIONS);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    // Once they are gone, the service answers again.
    expect((await call(server(), "GET", "/healthz")).status).toBe(200);
  });
});

describe("a client that goes away mid-body", () => {
  afterAll(() => killAllServices());

  it("is logged as such (info), never as the database being unavailable or an error", async () => {
    const store = await createStore("pglite");
    try {
      const service = await spawnService(serviceEnv(store));
      const owner = await ownerWithAgent(service);
      const socket = net.connect(service.port, "127.0.0.1");
      let received = "";
      socket.setEncoding("latin1").on("data", (chunk: string) => (received += chunk));
      await new Promise((resolve) => socket.on("connect", resolve));
      // Expect: 100-continue: the service says "100 Continue" as it hands the request to its handler.
      socket.write(
        `POST /v1/records?agent_id=${owner.agentId} HTTP/1.1\r\nHost: x\r\nauthorization: Bearer ${owner.apiKey}\r\n` +
          "content-type: application/json\r\ncontent-length: 1000\r\nexpect: 100-continue\r\n\r\n",
      );
      await waitFor("100 Continue", async () => received.startsWith("HTTP/1.1 100 "), 10_000);
      socket.end('{"record_id":');
      socket.destroy();
      await waitFor(
        "the client's going logged",
        async () => /closed the connection before sending its whole body/.test(service.log()),
        10_000,
      );
      expect((await call(service, "GET", "/healthz")).status).toBe(200);
      await service.stop();
      expect(service.log()).not.toMatch(/database unavailable|unhandled error/);
      expect(service.errors()).toEqual([]);
    } finally {
      await store.remove();
    }
  });
});
