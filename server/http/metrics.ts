// GET /metrics (docs/operations.md): the operators' scrape, in front of the dispatcher like /docs.
// It is not an API operation (docs/decisions.md): its credential is METRICS_TOKEN, never an
// owner key or the admin token, and its answer is the Prometheus text format, not JSON.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Logger } from "pino";
import { bearerToken, isSecret } from "../auth/request.ts";
import type { Outgoing } from "../api/exchange.ts";
import type { Metrics } from "../metrics/registry.ts";
import { ApiError } from "../api/errors.ts";
import { requestTarget, send, type Scrape } from "./handler.ts";
import { errorAnswer } from "./respond.ts";

/** Serves the metrics, to the bearer of `token` when one is given (on the main port it always is). */
export function metricsEndpoint(metrics: Pick<Metrics, "contentType" | "render">, token: string | undefined): Scrape {
  async function scrape(req: IncomingMessage): Promise<Outgoing> {
    const header = req.headers.authorization;
    if (token !== undefined && !isSecret(bearerToken(header), token)) {
      throw new ApiError(
        "auth_invalid",
        "GET /metrics takes the deployment's METRICS_TOKEN, sent as Authorization: Bearer <METRICS_TOKEN>; API keys do not open it",
      );
    }
    return {
      status: 200,
      headers: { "cache-control": "no-store" },
      raw: { contentType: metrics.contentType, bytes: Buffer.from(await metrics.render()) },
    };
  }
  return (req, pathname) => (pathname === "/metrics" && req.method === "GET" ? scrape(req) : undefined);
}

const notFound = () => new ApiError("not_found", "this port serves only GET /metrics");

/** METRICS_PORT: a listener that serves GET /metrics and nothing else. */
export async function listenForScrapes(port: number, host: string, scrape: Scrape, log: Logger): Promise<Server> {
  const server = createServer(async (req, res) => {
    const requestId = randomUUID();
    let out: Outgoing;
    try {
      out = (await scrape(req, requestTarget(req.url).pathname)) ?? errorAnswer(notFound(), requestId, log);
    } catch (error) {
      out = errorAnswer(error, requestId, log);
    }
    res.setHeader("x-content-type-options", "nosniff");
    await send(res, out, log, requestId);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return server;
}
