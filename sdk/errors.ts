// The SDK's error classes. Which class carries which code is the schema's call
// (generated/errors.ts, `x-sdk-class`); this file only defines the classes.
import { ERRORS, isErrorCode, type SdkErrorClass } from "../generated/errors.ts";
import type { ErrorCode, ErrorDetails } from "../generated/types/schema.ts";
import { messageOf } from "../generated/validate.ts";

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

// Keyed by the generated class names: a class the schema names but this file lacks fails to compile.
const CLASSES: { [K in SdkErrorClass]: typeof LedgerError } = {
  ValidationError,
  AuthError,
  RateLimitError,
  NetworkError,
  ServerError,
  IdempotencyConflictError,
  NotFoundError,
};

// Names from the table rather than `constructor.name`, which minifiers mangle.
for (const [name, Class] of Object.entries({ LedgerError, ...CLASSES })) {
  Object.defineProperty(Class.prototype, "name", { value: name, writable: true, configurable: true });
}

/** The error for a code; an unknown code becomes a plain LedgerError that keeps it. */
export function errorFor(init: LedgerErrorInit): LedgerError {
  const Class = isErrorCode(init.code) ? CLASSES[ERRORS[init.code].sdkClass] : LedgerError;
  return new Class(init);
}

/** `validation_failed` raised by the SDK itself, before any network contact. */
export function validationError(field: string, reason: string): ValidationError {
  return new ValidationError({ code: "validation_failed", message: messageOf({ field, reason }), details: { field, reason } });
}
