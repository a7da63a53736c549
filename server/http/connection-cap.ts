// Connections per client address (HTTP_MAX_CONNECTIONS_PER_ADDRESS): past the cap, a new
// connection from that address is closed at once, so one client holding connections open (a
// slowloris, or a runaway pool) cannot take every place under HTTP_MAX_CONNECTIONS from the
// others. The address is the socket's peer: behind a proxy every client shares the proxy's.
import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * What one client is: its IPv4 address, or the /64 of an IPv6 address (one host is routinely
 * given a whole /64, so counting single IPv6 addresses would not bound it).
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

export function capConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    if (socket.remoteAddress === undefined) return; // already gone
    const client = clientOf(socket.remoteAddress);
    const count = open.get(client) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once("close", () => {
      const left = open.get(client)! - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
