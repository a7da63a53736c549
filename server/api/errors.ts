// Errors are values: a stable code (generated from schema/errors.schema.json) and its HTTP status.
// Below every room that refuses input, so none of them imports the HTTP layer: http/respond.ts
// turns one into the error envelope.
import { ERRORS, type ErrorCode } from "../../generated/errors.ts";
import type { ErrorDetails } from "../../generated/types/schema.ts";
import { messageOf } from "../../generated/validate.ts";

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    options: { status?: number; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = options.status ?? ERRORS[code].status ?? 500;
    this.headers = options.headers ?? {};
  }

  readonly headers: Record<string, string>;
}

/**
 * not_found for a kind of thing ("record", "the cursor's session"). Never with the id the client
 * sent: an answer that echoes decoded input is a reflection a careless client may render.
 */
export const notFound = (what: string) => new ApiError("not_found", `${what} not found`);

/** validation_failed for the field at a JSON Pointer (`""` for the whole body). */
export const invalid = (field: string, reason: string) =>
  new ApiError("validation_failed", messageOf({ field, reason }), { field, reason });
