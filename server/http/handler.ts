// The HTTP side of one request, on plain node:http objects: bytes in → Incoming → dispatch →
// Outgoing → bytes out, with a request id and one log line per request. No routing or validation
// lives here, and nothing of a framework: node:http serves it directly, or Express mounts it.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Logger } from "pino";
import type { Dispatch, Outgoing } from "../api/exchange.ts";
import { noMetrics, type RequestMetrics } from "../metrics/sink.ts";
import { bodyChunks, ClientGone, discardBody, readJsonBody, readRawBody } from "./body.ts";
import type { BodyBudget } from "./body-budget.ts";
import { ApiError } from "../api/errors.ts";
import { applyCors } from "./cors.ts";
import { serveDocs } from "./docs.ts";
import { createViewer } from "./viewer.ts";
import { errorAnswer } from "./respond.ts";

const REQUEST_ID = /^[\w.:-]{1,128}$/;

// How long a refused body is read and discarded, in all and while nothing arrives (nginx's
// lingering_time and lingering_timeout): long enough for a client on a fair link to finish
// sending a body of any size the service takes, and then read the answer.
const LINGER = { totalMs: 30_000, idleMs: 5_000 };

/**
 * The request target as a URL. Always read as a path: resolved against a base, `//x/y` would
 * make `x` a host (and throw when `x` is no valid host name).
 */
export const requestTarget = (target = "/") => new URL(`http://service${target.startsWith("/") ? "" : "/"}${target}`);

const hasBody = (req: IncomingMessage) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

export async function send(res: ServerResponse, out: Outgoing, log: Logger, requestId: string): Promise<void> {
  res.statusCode = out.status;
  for (const [name, value] of Object.entries(out.headers ?? {})) res.setHeader(name, value);
  if (out.raw) {
    res.setHeader("content-type", out.raw.contentType);
    res.setHeader("content-length", out.raw.bytes.byteLength);
    return void res.end(out.raw.bytes);
  }
  if (out.body === undefined) {
    if (!out.stream) return void res.end();
    // A failure mid-way can only cut the answer short (its length tells the client); it is logged.
    // As bytes, not objects: an object stream would read 16 chunks (16 MiB of a blob) ahead of
    // a slow client; this one holds at most one chunk beyond what the socket has taken.
    await pipeline(Readable.from(out.stream, { objectMode: false }), res).catch((error) => {
      if (!res.destroyed || res.writableFinished) return;
      log.error({ err: error, requestId }, "answer cut short");
    });
    return;
  }
  const payload = JSON.stringify(out.body);
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.setHeader("content-length", Buffer.byteLength(payload));
  res.end(payload);
}

/** The answer to GET /metrics (refusals thrown as ApiErrors), or undefined for any other request (http/metrics.ts). */
export type Scrape = (req: IncomingMessage, pathname: string) => Promise<Outgoing> | undefined;

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * `budget` holds every request body's bytes; `metrics` counts every answer by operation
 * ("unmatched": none, e.g. a page or a 404); `scrape` answers GET /metrics when the main port
 * serves it (METRICS_TOKEN).
 */
export function createRequestHandler(
  dispatch: Dispatch,
  log: Logger,
  corsOrigins: readonly string[],
  budget: BodyBudget,
  metrics: RequestMetrics = noMetrics,
  scrape?: Scrape,
): RequestHandler {
  const serveViewer = createViewer();
  return async (req, res) => {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader("x-request-id", requestId);
    // Every answer (JSON, pages, preflights, errors) is what its Content-Type says, never sniffed.
    res.setHeader("x-content-type-options", "nosniff");
    let op: string | undefined;
    const logRequest = (status: number) => {
      const seconds = (performance.now() - started) / 1000;
      metrics.answered(op ?? "unmatched", status, seconds);
      log.info({ requestId, method: req.method, path: req.url, op, status, ms: +(seconds * 1000).toFixed(2) }, "request");
    };
    if (applyCors(req, res, corsOrigins)) return;
    let bodyConsumed = false;
    let out: Outgoing;
    // What this request's body holds in memory, against the process-wide budget, until it is answered.
    const lease = budget.lease();
    try {
      if (req.httpVersion === "1.1" && req.headers.host === undefined) {
        // Refused as Node refuses it (requireHostHeader): the connection ends with the answer.
        res.setHeader("connection", "close");
        throw new ApiError("validation_failed", "an HTTP/1.1 request must carry a Host header", { field: "host", reason: "is required" });
      }
      const url = requestTarget(req.url);
      if (serveDocs(req, res, url.pathname) || serveViewer(req, res, url.pathname)) return logRequest(res.statusCode);
      out =
        (await scrape?.(req, url.pathname)) ??
        (await dispatch({
          method: req.method ?? "GET",
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          clientAddress: req.socket.remoteAddress ?? "",
          hasBody: hasBody(req),
          readBody: async (maxBytes) => {
            const body = await readJsonBody(req, maxBytes, lease);
            bodyConsumed = true;
            return body;
          },
          streamBody: async function* () {
            yield* bodyChunks(req);
            bodyConsumed = true;
          },
          holdBody: lease.hold,
          readRawBody: async (maxBytes) => {
            const body = await readRawBody(req, maxBytes, lease);
            bodyConsumed = true;
            return body;
          },
          matched: (operationId) => (op = operationId),
        }));
    } catch (error) {
      if (error instanceof ClientGone) {
        log.info({ requestId, method: req.method, path: req.url }, error.message);
        return;
      }
      out = errorAnswer(error, requestId, log);
    } finally {
      lease.release();
    }
    // A body left unread (refused before or while it was read) is read and discarded before the
    // answer, for a bounded time, so a client still sending reads the answer rather than a reset
    // (many clients read only once they have sent the whole body; Node's stops sending once it has
    // an answer). One not discarded in time would be the next request's bytes: hang up after it.
    if (!bodyConsumed && hasBody(req) && !(await discardBody(req, LINGER))) res.setHeader("connection", "close");
    await send(res, out, log, requestId);
    logRequest(out.status);
  };
}
