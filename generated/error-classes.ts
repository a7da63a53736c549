// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
// The error classes schema/errors.schema.json declares (x-sdk-class with x-sdk-parent); the base classes are sdk/error-base.ts.
import { IdempotencyConflictError } from "../sdk/error-base.ts";

/** ScoreConflictError is a IdempotencyConflictError carrying score_id_conflict. */
export class ScoreConflictError extends IdempotencyConflictError {}
