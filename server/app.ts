// Builds the service: services (database, wallets, limits) → dispatcher → HTTP adapter, and
// stops it gracefully (stop accepting, drain in-flight requests, then close the database).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";
import { createDispatcher } from "./dispatch.ts";
import { handlers } from "./handlers/index.ts";
import { expressAdapter } from "./http/express.ts";
import { createRouter } from "./http/router.ts";
import { openServices, type Services } from "./services.ts";

export interface RunningService {
  url: string;
  server: Server;
  services: Services;
  /** Stops accepting, waits for in-flight requests (up to the shutdown timeout), closes the database. */
  close(): Promise<void>;
}

export async function startService(config: Config, log: Logger = pino({ level: config.logLevel })): Promise<RunningService> {
  const services = await openServices(config, log);
  const dispatch = createDispatcher(await createRouter(), handlers, services);
  const server = createServer(expressAdapter(dispatch, log, config.corsOrigins));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, resolve);
    });
  } catch (error) {
    await services.close();
    throw error;
  }
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(":") ? `[${address}]` : address;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timeout = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
      await drained;
      clearTimeout(timeout);
      await services.close();
    })());
  return { url: `http://${host}:${port}`, server, services, close };
}
