// The SDK's errors: the hand-written base classes (error-base.ts) and the classes the schema
// declares (generated/error-classes.ts), and the class for a code. Which class carries which code
// is the schema's call (generated/errors.ts, `x-sdk-class`).
import * as declared from "../generated/error-classes.ts";
import { ERRORS, isErrorCode, STATUS_FALLBACK, type SdkErrorClass } from "../generated/errors.ts";
import { messageOf } from "../generated/validate.ts";
import {
  AuthError,
  IdempotencyConflictError,
  LedgerError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServerError,
  ValidationError,
  type LedgerErrorInit,
} from "./error-base.ts";

export * from "./error-base.ts";
export * from "../generated/error-classes.ts";

// Keyed by the generated class names: a class the schema names but the SDK lacks fails to compile.
const CLASSES: { [K in SdkErrorClass]: typeof LedgerError } = {
  ValidationError,
  AuthError,
  RateLimitError,
  NetworkError,
  ServerError,
  IdempotencyConflictError,
  NotFoundError,
  ...declared,
};

// Names from the table rather than `constructor.name`, which minifiers mangle.
for (const [name, Class] of Object.entries({ LedgerError, ...CLASSES })) {
  Object.defineProperty(Class.prototype, "name", { value: name, writable: true, configurable: true });
}

/** The class of a code this SDK does not know (a newer service's), by the answer's HTTP status. */
function fallbackClass(status: number | undefined): typeof LedgerError {
  const name = status === undefined ? undefined : (STATUS_FALLBACK[String(status)] ?? (status >= 500 ? STATUS_FALLBACK["5xx"] : undefined));
  return name ? CLASSES[name] : LedgerError;
}

/** The error for a code; an unknown code keeps it, in the class its HTTP status falls back to. */
export function errorFor(init: LedgerErrorInit): LedgerError {
  const Class = isErrorCode(init.code) ? CLASSES[ERRORS[init.code].sdkClass] : fallbackClass(init.status);
  return new Class(init);
}

/** `validation_failed` raised by the SDK itself, before any network contact. */
export function validationError(field: string, reason: string): ValidationError {
  return new ValidationError({ code: "validation_failed", message: messageOf({ field, reason }), details: { field, reason } });
}
