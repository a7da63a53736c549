// One client address cannot hold every connection (HTTP_MAX_CONNECTIONS_PER_ADDRESS): a slowloris
// from 127.0.0.1 (connections trickling a header line every 0.5 s, more than HTTP_MAX_CONNECTIONS)
// gets its share and no more, and /healthz from another address (127.0.0.2) keeps answering.
import http from "node:http";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createStore, killAllServices, serviceEnv, spawnService, type ServiceStore } from "../support/processes.ts";
import { reportFigures, waitFor } from "./helpers.ts";

const MAX_CONNECTIONS = 60;
const PER_ADDRESS = 20;
const ATTACKERS = 80;

/** GET /healthz from `localAddress`, on a connection of its own: the status, or the error's code. */
function healthz(port: number, localAddress: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, path: "/healthz", localAddress, agent: false }, (res) => {
      res.resume().on("end", () => resolve(res.statusCode!));
    });
    req.setTimeout(5_000, () => req.destroy(Object.assign(new Error("no answer"), { code: "TIMEOUT" })));
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

describe("connections per client address", () => {
  const stores: ServiceStore[] = [];
  afterAll(async () => {
    await killAllServices();
    await Promise.all(stores.map((store) => store.remove()));
  });

  it("a slowloris from one address leaves room for the others", async () => {
    const store = await createStore("pglite");
    stores.push(store);
    // Timeouts far beyond the test: only the caps may free places.
    const service = await spawnService(
      serviceEnv(store, {
        HTTP_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
        HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
        HTTP_HEADERS_TIMEOUT_MS: "60000",
        HTTP_REQUEST_TIMEOUT_MS: "60000",
      }),
    );
    const sockets: net.Socket[] = [];
    let closedByService = 0;
    const open = (localAddress: string) =>
      new Promise<net.Socket>((resolve) => {
        const socket = net.connect({ port: service.port, host: "127.0.0.1", localAddress });
        sockets.push(socket);
        socket.on("error", () => {});
        socket.on("close", () => closedByService++);
        socket.on("connect", () => {
          socket.write("GET /healthz HTTP/1.1\r\nhost: x\r\n");
          resolve(socket);
        });
      });
    const slowloris = await Promise.all(Array.from({ length: ATTACKERS }, () => open("127.0.0.1")));
    const trickle = setInterval(() => slowloris.forEach((socket) => socket.writable && socket.write("x-slow: 1\r\n")), 500);
    try {
      // Connections are accepted in order: once one opened after them is refused (the per-address
      // cap, or the global one), the service has taken or refused every attacker.
      const last = await open("127.0.0.1");
      await waitFor("the connection past the caps closed", async () => last.destroyed || last.closed, 10_000);
      const probes: (number | string)[] = [];
      for (let i = 0; i < 5; i++) probes.push(await healthz(service.port, "127.0.0.2"));
      reportFigures("connections-per-address", { attackers: ATTACKERS, closedByService, probes });
      expect(probes).toEqual([200, 200, 200, 200, 200]);
      // At most PER_ADDRESS held; the rest were closed at once.
      expect(closedByService).toBeGreaterThanOrEqual(ATTACKERS + 1 - PER_ADDRESS);
    } finally {
      clearInterval(trickle);
      sockets.forEach((socket) => socket.destroy());
    }
    expect(service.errors()).toEqual([]);
    await service.stop();
  }, 60_000);
});
