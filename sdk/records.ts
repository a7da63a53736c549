// A record as the caller writes it → the record as it travels: SDK fields filled once per
// caller's object (so resubmitting it is a duplicate), then checked against the bundled schema.
import { MODEL_INVOCATION_BEHAVIORS, SCHEMA_VERSION } from "../generated/schema.ts";
import type { ModelInvocation, RecordError, TraceRecord } from "../generated/types/schema.ts";
import { unsupportedMessage } from "../generated/record-check.ts";
import { messageOf } from "../generated/validate.ts";
import { newRecordId, nowEpochMs, validateRecord } from "./helpers.ts";

type Loosen<R, K extends PropertyKey> = R extends unknown ? Omit<R, K> & Partial<Pick<R, K & keyof R>> : never;

/** Fields the SDK fills when the record leaves them out. */
type SdkFilled = "record_id" | "schema_version" | "client_ts_utc";
const SDK_FILLED: readonly SdkFilled[] = ["record_id", "schema_version", "client_ts_utc"];

/** A record for `client.submit`: `record_id`, `schema_version` and `client_ts_utc` may be left out. */
export type RecordInput = Loosen<TraceRecord, SdkFilled>;
/** A record for `session.submit`: the session supplies `session_id` too. */
export type SessionRecordInput = Loosen<TraceRecord, SdkFilled | "session_id">;

export interface FillDefaults {
  defaultModelInvocation?: ModelInvocation | undefined;
  /** The version to stamp a record that names none with, when it fits it (else this SDK's). */
  schemaVersion?: string | undefined;
}

export type Prepared = { ok: true; record: TraceRecord } | { ok: false; error: RecordError };

const MODEL_CALLS: ReadonlySet<unknown> = new Set(MODEL_INVOCATION_BEHAVIORS);

// Records that cannot take the filled fields (frozen, sealed) keep them here for as long as they
// live, so the same object resubmitted still carries the same id and timestamp.
const KEPT = new WeakMap<object, Record<string, unknown>>();
// A copy made for such a record (a Session's, to pin its session_id) → the caller's record.
const STANDS_FOR = new WeakMap<object, object>();
// The caller's records whose schema_version the SDK stamped: only those may be stamped again.
const STAMPED = new WeakSet<object>();

const FILL: { readonly [K in SdkFilled]: () => unknown } = {
  record_id: newRecordId,
  schema_version: () => SCHEMA_VERSION,
  client_ts_utc: nowEpochMs,
};

/**
 * Fills the record and validates it. `record_id`, `schema_version` and `client_ts_utc` are filled
 * once per caller's object: written into it, or kept beside it when it cannot take them (frozen,
 * sealed), so that the same object sent again after any failure carries the same id and
 * timestamp: a duplicate, never a second record or a conflict. Nothing else of the caller's
 * object changes; `agent_id` on it is ignored.
 */
export function prepareRecord(input: RecordInput, defaults: FillDefaults): Prepared {
  const owner = STANDS_FOR.get(input) ?? input;
  const unstamped = (owner as { schema_version?: unknown }).schema_version == null && KEPT.get(owner)?.schema_version == null;
  const record = asCallerWrote(input, defaults) ? fillInPlace(input) : filledCopy(input, defaults);
  if (unstamped) STAMPED.add(owner);
  let checked = validateRecord(record);
  const older = defaults.schemaVersion;
  if (unstamped && older !== undefined && older !== SCHEMA_VERSION) {
    // An older service's version, when the record fits it; else this SDK's (which it refuses, saying so).
    const trial = validateRecord({ ...record, schema_version: older });
    if (trial.ok) {
      restamp(input, older);
      record.schema_version = older;
      checked = trial;
    }
  }
  if (checked.ok) return { ok: true, record: checked.value };
  return {
    ok: false,
    error: {
      record_id: typeof record.record_id === "string" ? record.record_id : "",
      code: checked.code,
      message: checked.code === "schema_version_unsupported" ? unsupportedMessage(record.schema_version) : messageOf(checked.error),
      details: { ...checked.error },
    },
  };
}

/**
 * Whether the record travels as the caller wrote it once filled: a plain object that can take the
 * filled fields, without `agent_id` (which is dropped) or a default model_invocation to add. Such
 * a record is validated and serialised as it is, sparing enqueue and submit a copy per record.
 */
function asCallerWrote(input: RecordInput, defaults: FillDefaults): input is RecordInput & Record<string, unknown> {
  const fields = input as Record<string, unknown>;
  return (
    Object.getPrototypeOf(input) === Object.prototype &&
    Object.isExtensible(input) &&
    !Object.hasOwn(input, "agent_id") &&
    !STANDS_FOR.has(input) &&
    !takesDefaultModelInvocation(fields, defaults)
  );
}

/** Whether the client's default model_invocation goes on this record (a model call without one). */
const takesDefaultModelInvocation = (record: Record<string, unknown>, defaults: FillDefaults) =>
  Boolean(defaults.defaultModelInvocation) && record.model_invocation === undefined && MODEL_CALLS.has(record.behavior);

/** The caller's own object with the fields it left out (or set to null) filled, as keepFilled would. */
function fillInPlace(record: Record<string, unknown>): Record<string, unknown> {
  for (const field of SDK_FILLED) record[field] ??= FILL[field]();
  return record;
}

/** A copy without agent_id, filled (and the caller's object given the filled fields, or kept beside it). */
function filledCopy(input: RecordInput, defaults: FillDefaults): Record<string, unknown> {
  const owner = STANDS_FOR.get(input) ?? input;
  const kept = KEPT.get(owner);
  const { agent_id: _ignored, ...record } = input as Record<string, unknown>;
  for (const field of SDK_FILLED) record[field] ??= kept?.[field] ?? FILL[field]();
  keepFilled(owner as Record<string, unknown>, record);
  if (takesDefaultModelInvocation(record, defaults)) record.model_invocation = defaults.defaultModelInvocation;
  return record;
}

/**
 * `record` with `fields` set: on the caller's object where it can take them, else on a copy that
 * shares the caller's object's filled fields (see prepareRecord).
 */
export function withFields<R extends object>(record: R, fields: Record<string, unknown>): R {
  if (Object.isExtensible(record)) return Object.assign(record, fields);
  const copy = { ...record, ...fields };
  STANDS_FOR.set(copy, STANDS_FOR.get(record) ?? record);
  return copy;
}

/**
 * Stamps a record the SDK stamped before with `version` (its record_id and timestamp kept, so a
 * copy that did arrive is still a duplicate); the previous version, or undefined when the caller
 * chose the version (then the SDK leaves it).
 */
export function restamp(input: RecordInput, version: string): string | undefined {
  const owner = STANDS_FOR.get(input) ?? input;
  if (!STAMPED.has(owner)) return undefined;
  const fields = KEPT.get(owner) ?? (owner as Record<string, unknown>);
  const previous = fields.schema_version as string;
  fields.schema_version = version;
  return previous;
}

/** Copies the fields the caller left out into the caller's object, or keeps them beside it. */
function keepFilled(owner: Record<string, unknown>, filled: Record<string, unknown>): void {
  if (!Object.isExtensible(owner)) {
    KEPT.set(owner, Object.fromEntries(SDK_FILLED.map((field) => [field, filled[field]])));
    return;
  }
  for (const field of SDK_FILLED) if (owner[field] == null) owner[field] = filled[field]; // null too, as `??=` fills it
}
