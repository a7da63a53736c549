// The one place where any failure becomes an answer: ApiErrors as they are, a database outage
// as 503 (retryable), anything else as 500 — always the error envelope, never a stack trace.
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "pino";
import type { Outgoing } from "../api/exchange.ts";
import { isDatabaseUnavailable } from "../store/errors.ts";
import type { ErrorEnvelope } from "../../generated/types/schema.ts";
import { ApiError } from "../api/errors.ts";

function envelope(error: ApiError, requestId: string): ErrorEnvelope {
  const body: ErrorEnvelope["error"] = { code: error.code, message: error.message };
  if (error.details) body.details = error.details;
  return { error: body, request_id: requestId };
}

export function errorAnswer(error: unknown, requestId: string, log: Logger): Outgoing {
  let apiError: ApiError;
  if (error instanceof ApiError) apiError = error;
  else if (isDatabaseUnavailable(error)) {
    log.warn({ err: error, requestId }, "database unavailable");
    apiError = new ApiError("server_5xx", "the database is unavailable; retry shortly", { status: 503 }, { status: 503 });
  } else {
    log.error({ err: error, requestId }, "unhandled error");
    apiError = new ApiError("server_5xx", "internal error", { status: 500 });
  }
  return { status: apiError.status, body: envelope(apiError, requestId), headers: apiError.headers };
}

/**
 * Node's answer to bytes it cannot parse as HTTP (an unknown method, a bad header, a head over
 * 16 KB) is a bare 400 or 431 without a body, and to a head or body that arrives too slowly a
 * bare 408; these are answered in the error envelope with a stable code, like every other error.
 * Install as the server's "clientError" listener.
 */
export function answerMalformedRequest(log: Logger) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    // Nothing to answer on a connection the client dropped, or mid-way through another answer.
    const answering = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || answering?.headersSent) {
      socket.destroy();
      return;
    }
    // Bytes after a request received whole (say, a body sent with a GET or HEAD without a length)
    // while its answer is still being made: that answer goes out, and ends the connection, rather
    // than a 400 written ahead of it, which the client would take for the answer to its request.
    if (answering?.req.complete) {
      answering.setHeader("connection", "close");
      return;
    }
    const requestId = randomUUID();
    const [status, apiError] =
      error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [
            408 as const,
            new ApiError(
              "request_timeout",
              "the request did not arrive in time (HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS); the connection is closed",
            ),
          ]
        : [
            400 as const,
            malformed(
              error.code === "HPE_HEADER_OVERFLOW" ? "has a head (request line and headers) over 16 KB" : "is not well-formed HTTP/1.1",
            ),
          ];
    const payload = JSON.stringify(envelope(apiError, requestId));
    log.info({ requestId, code: error.code, status }, status === 408 ? "request timed out" : "malformed request");
    socket.end(
      `HTTP/1.1 ${status} ${status === 408 ? "Request Timeout" : "Bad Request"}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\nx-content-type-options: nosniff\r\n` +
        `x-request-id: ${requestId}\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
    );
  };
}

const malformed = (reason: string) => new ApiError("validation_failed", `the request ${reason}`, { reason });
