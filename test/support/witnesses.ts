// Peers that are no witness, for the tests of what the service does when a witness misbehaves.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A peer that is no witness: it answers every request with `answer`, or never when null. */
export async function badWitness(
  answer: { status: number; text: string } | null,
): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    req.resume();
    if (answer) res.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.closeAllConnections() ?? server.close(() => resolve())),
  };
}
