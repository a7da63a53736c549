// Keep-alive's end (server/http/keep-alive.ts). A client reuses an idle connection until the
// timeout the service advertises, by its own clock, which runs behind when its process is loaded
// (undici's advances half a second per turn of the event loop). The suites' fetch clients share a
// loaded process with the service: a request sent on a connection the service timed out at
// about the advertised time was reset (ECONNRESET in checkpoints.test.ts, now and then).
import net from "node:net";
import { expect, it } from "vitest";
import { useServer } from "./helpers.ts";

const server = useServer();

/** Sends `GET path` on `socket` and reads the answer's head, or how the connection ended. */
function get(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve) => {
    let head = "";
    const done = (outcome: string) => {
      socket.off("data", onData).off("error", onError).off("end", onEnd);
      resolve(outcome);
    };
    const onData = (data: Buffer) => {
      head += data.toString("latin1");
      if (head.includes("\r\n\r\n")) done(head.slice(0, head.indexOf("\r\n\r\n")));
    };
    const onError = (error: NodeJS.ErrnoException) => done(`error ${error.code}`);
    const onEnd = () => done("closed");
    socket.on("data", onData).on("error", onError).on("end", onEnd);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`);
  });
}

it("answers a request sent on an idle connection past its advertised keep-alive (a client whose clock runs behind), rather than resetting it", async () => {
  const { hostname, port } = new URL(server().baseUrl);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  try {
    const first = await get(socket, "/healthz");
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    const advertised = Number(/^keep-alive: timeout=(\d+)/im.exec(first)?.[1]);
    expect(advertised).toBeGreaterThan(0);
    // 1.5 s past the advertised timeout: blocks this process without spending CPU, as a loaded
    // one is held up; the request is then sent before either side's timers have run.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, advertised * 1_000 + 1_500);
    expect(await get(socket, "/healthz")).toMatch(/^HTTP\/1\.1 200/);
  } finally {
    socket.destroy();
  }
});
