// The one place where any failure becomes an answer: ApiErrors as they are, a database outage
// as 503 (retryable), anything else as 500 — always the error envelope, never a stack trace.
import type { Logger } from "pino";
import type { Outgoing } from "../dispatch.ts";
import { isDatabaseUnavailable } from "../store/errors.ts";
import { ApiError, envelope } from "./errors.ts";

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
