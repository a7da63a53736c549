// The SDK's base error classes, written by hand (their members differ). Which class carries which
// code is the schema's call (generated/errors.ts, `x-sdk-class`); classes the schema declares with
// a parent are generated (generated/error-classes.ts). errors.ts joins them.
import type { ErrorCode, ErrorDetails } from "../generated/types/schema.ts";

export interface LedgerErrorInit {
  /** A known code, or whatever code a newer service sent. */
  code: ErrorCode | (string & {});
  message: string;
  details?: ErrorDetails;
  /** The service's `request_id`, when the error came from a response. */
  requestId?: string;
  /** The HTTP status, when the error came from a response. */
  status?: number;
  cause?: unknown;
}

/** Base of every SDK error; branch on the class or on `code`. */
export class LedgerError extends Error {
  readonly code: LedgerErrorInit["code"];
  readonly details: ErrorDetails;
  readonly requestId?: string;
  readonly status?: number;

  constructor(init: LedgerErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.details = init.details ?? {};
    if (init.requestId !== undefined) this.requestId = init.requestId;
    if (init.status !== undefined) this.status = init.status;
  }
}

export class ValidationError extends LedgerError {}
export class AuthError extends LedgerError {}
export class RateLimitError extends LedgerError {
  /** How long the service asked to wait (the larger of `details.retry_after_ms` and `Retry-After`), in ms. */
  get retryAfterMs(): number | undefined {
    const ms = this.details.retry_after_ms;
    return typeof ms === "number" ? ms : undefined;
  }
}
export class NetworkError extends LedgerError {}
export class ServerError extends LedgerError {}
export class IdempotencyConflictError extends LedgerError {}
export class NotFoundError extends LedgerError {}
