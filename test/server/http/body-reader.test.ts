// The body readers, on a plain node:http server: a client that is gone before its body is read
// (it hung up while the request was being authenticated) is told apart at once, and holds
// nothing of the body budget; waiting for events that already passed would hang the request
// and keep its share of the budget for good.
import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { bodyChunks, ClientGone, readJsonBody } from "../../../server/http/body.ts";
import { BodyBudget } from "../../../server/http/body-budget.ts";
import { waitFor } from "../../reliability/helpers.ts";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The outcome of `read` on a request whose client hung up before `read` began. */
function readAfterGone(read: (req: http.IncomingMessage) => Promise<unknown>): Promise<unknown> {
  return new Promise((resolve) => {
    server = http.createServer(async (req) => {
      await waitFor("the client gone", async () => req.destroyed, 5_000);
      const outcome = await Promise.race([
        read(req).catch((error: unknown) => error),
        new Promise((r) => setTimeout(() => r("still waiting after 2 s"), 2_000)),
      ]);
      resolve(outcome);
    });
    server.listen(0, "127.0.0.1", () => {
      const { port } = server!.address() as net.AddressInfo;
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => {});
      // Hangs up once the server has the request: it says 100 Continue as it hands the request over.
      socket.once("data", () => socket.destroy());
      socket.write("POST / HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\nexpect: 100-continue\r\n\r\n");
    });
  });
}

describe("a client gone before its body is read", () => {
  it("is ClientGone for a JSON body, and holds nothing of the budget", async () => {
    const budget = new BodyBudget(10_000);
    expect(await readAfterGone((req) => readJsonBody(req, 1000, budget.lease()))).toBeInstanceOf(ClientGone);
    expect(budget.held).toBe(0);
  });

  it("is ClientGone for a streamed body", async () => {
    const outcome = await readAfterGone((req) => bodyChunks(req).next());
    expect(outcome).toBeInstanceOf(ClientGone);
  });
});
