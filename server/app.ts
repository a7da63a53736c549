// Builds the service: services (database, wallets, limits) → dispatcher → HTTP adapter, and
// stops it gracefully (stop accepting, drain in-flight requests, then close the database).
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";
import { createDispatcher } from "./dispatch.ts";
import { handlers } from "./handlers/index.ts";
import { BodyBudget } from "./http/body-budget.ts";
import { capConnectionsPerClient } from "./http/connection-cap.ts";
import { expressApp } from "./http/express.ts";
import { KEEP_ALIVE_HINT, KEEP_ALIVE_IDLE_MS } from "./http/keep-alive.ts";
import { createRequestHandler } from "./http/handler.ts";
import { listenForScrapes, metricsEndpoint } from "./http/metrics.ts";
import { answerMalformedRequest } from "./http/respond.ts";
import { createRouter } from "./http/router.ts";
import { openServices, type Services } from "./services.ts";

export interface RunningService {
  url: string;
  server: Server;
  /** METRICS_PORT's listener, serving only GET /metrics. */
  metricsUrl?: string;
  services: Services;
  /** Stops accepting, waits for in-flight requests (up to the shutdown timeout), closes the database. */
  close(): Promise<void>;
}

export async function startService(config: Config, log: Logger = pino({ level: config.logLevel })): Promise<RunningService> {
  const services = await openServices(config, log);
  const dispatch = createDispatcher(await createRouter(), handlers, services);
  // Without Host, Node's own refusal would be a bare 400; the adapter answers it in the envelope.
  const { headersTimeoutMs, requestTimeoutMs, maxConnections, maxConnectionsPerAddress, bodyBudgetBytes } = config.http;
  const server = createServer({
    requireHostHeader: false,
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_IDLE_MS,
    // Node checks the two timeouts on this interval (30 s by default, longer than a short timeout).
    connectionsCheckingInterval: Math.max(
      100,
      Math.min(30_000, Math.floor(Math.min(headersTimeoutMs, requestTimeoutMs || headersTimeoutMs) / 4)),
    ),
  });
  // Past the cap, new connections are closed at once: slow clients cannot hold every socket.
  if (maxConnections > 0) server.maxConnections = maxConnections;
  if (maxConnectionsPerAddress > 0) capConnectionsPerClient(server, maxConnectionsPerAddress);
  let draining = false;
  // While draining, every answer ends its connection: a keep-alive client sending request after
  // request would otherwise hold the server open until the shutdown timeout cuts it off mid-request.
  // Otherwise the advertised keep-alive is shorter than the real one (http/keep-alive.ts); set
  // here, it replaces the one Node would derive from keepAliveTimeout.
  server.on("request", (_req, res: ServerResponse) => {
    if (draining) res.setHeader("connection", "close");
    else if (res.shouldKeepAlive) res.setHeader("keep-alive", KEEP_ALIVE_HINT);
  });
  const { metrics } = services;
  const scrapes = config.metrics.token === undefined ? undefined : metricsEndpoint(metrics, config.metrics.token);
  const handler = createRequestHandler(dispatch, log, config.corsOrigins, new BodyBudget(bodyBudgetBytes), metrics, scrapes);
  server.on("request", config.httpAdapter === "express" ? expressApp(handler) : handler);
  server.on("clientError", answerMalformedRequest(log));
  let metricsServer: Server | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, resolve);
    });
    if (config.metrics.port !== undefined) {
      metricsServer = await listenForScrapes(config.metrics.port, config.metrics.host, metricsEndpoint(metrics, config.metrics.token), log);
    }
  } catch (error) {
    server.close();
    await services.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      draining = true;
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timeout = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
      await drained;
      clearTimeout(timeout);
      // A scrape in flight is not worth waiting for; Prometheus keeps its connection open.
      if (metricsServer) await closeNow(metricsServer);
      await services.close();
    })());
  return { url: urlOf(server), server, services, close, ...(metricsServer && { metricsUrl: urlOf(metricsServer) }) };
}

function closeNow(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}

function urlOf(server: Server): string {
  const { address, port } = server.address() as AddressInfo;
  return `http://${address.includes(":") ? `[${address}]` : address}:${port}`;
}
