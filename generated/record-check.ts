// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
// Shared by the server and the SDK: a record is judged by the rules of its own `schema_version`.
// The version is decided first: an unknown one, or one that is not a string, is
// `schema_version_unsupported`, naming the supported versions, before any rule is applied. An
// empty one names no version: the current rules refuse it (`validation_failed`).
import { SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSIONS } from "./schema.ts";
import type { TraceRecord } from "./types/schema.ts";
import { check, type FieldError } from "./validate.ts";
import { FAST_RECORD_CHECKS, RECORD_VALIDATORS } from "./validators/versions.ts";

export interface VersionError extends FieldError {
  supported_versions: string[];
}

export type RecordVerdict =
  | { ok: true; value: TraceRecord; version: string }
  | { ok: false; code: "validation_failed"; error: FieldError }
  | { ok: false; code: "schema_version_unsupported"; error: VersionError };

/**
 * The message of a `schema_version_unsupported`. An object or array given as the version is
 * named by its kind, not written out: it may nest deep enough to overflow the stack.
 */
export const unsupportedMessage = (version: unknown): string =>
  `schema_version ${givenVersion(version)} is not supported (supported: ${SUPPORTED_SCHEMA_VERSIONS.join(", ")})`;

const givenVersion = (version: unknown): string =>
  Array.isArray(version) ? "(an array)" : version !== null && typeof version === "object" ? "(an object)" : JSON.stringify(version);

/**
 * A record without `schema_version`, with an empty one (the specification: "non-empty", so
 * `validation_failed`), or not an object is judged by the current rules, which name what is
 * wrong; one with a version is judged by that version's rules, if supported.
 */
export function checkRecord(value: unknown): RecordVerdict {
  const carries = value !== null && typeof value === "object" && !Array.isArray(value) && Object.hasOwn(value, "schema_version");
  const named = carries ? (value as { schema_version: unknown }).schema_version : "";
  const version = named === "" ? SCHEMA_VERSION : named;
  const validator = typeof version === "string" && Object.hasOwn(RECORD_VALIDATORS, version) ? RECORD_VALIDATORS[version]! : undefined;
  if (!validator) {
    return {
      ok: false,
      code: "schema_version_unsupported",
      error: { field: "/schema_version", reason: "is not supported", supported_versions: [...SUPPORTED_SCHEMA_VERSIONS] },
    };
  }
  if (passesFast(FAST_RECORD_CHECKS[version as string]!, value))
    return { ok: true, value: value as TraceRecord, version: version as string };
  const checked = check(validator, value);
  return checked.ok
    ? { ok: true, value: checked.value, version: version as string }
    : { ok: false, code: "validation_failed", error: checked.error };
}

/**
 * The version's fast first pass (codegen/fast-check.ts): true only where its validator accepts
 * too, so the validator runs, and names the error, whenever it is not sure. A value whose getter
 * or proxy throws is left to the validator, which meets the same throw.
 */
function passesFast(fast: (value: unknown) => boolean, value: unknown): boolean {
  try {
    return fast(value);
  } catch {
    return false;
  }
}
