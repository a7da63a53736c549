// A record as the caller writes it → the record as it travels: SDK fields filled once (and into
// the caller's record, so resubmitting it is a duplicate), then checked against the bundled schema.
import { MODEL_INVOCATION_BEHAVIORS, SCHEMA_VERSION } from "../generated/schema.ts";
import type { ModelInvocation, RecordError, TraceRecord } from "../generated/types/schema.ts";
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
}

export type Prepared = { ok: true; record: TraceRecord } | { ok: false; error: RecordError };

const MODEL_CALLS: ReadonlySet<unknown> = new Set(MODEL_INVOCATION_BEHAVIORS);

/**
 * Fills the record and validates it. `record_id`, `schema_version` and `client_ts_utc` are also
 * written into the caller's object (unless it is frozen or sealed), so that the same object sent
 * again after any failure carries the same id and timestamp: a duplicate, never a second record
 * or a conflict. Nothing else of the caller's object changes; `agent_id` on it is ignored.
 */
export function prepareRecord(input: RecordInput, defaults: FillDefaults): Prepared {
  const { agent_id: _ignored, ...record } = input as Record<string, unknown>;
  record.record_id ??= newRecordId();
  record.schema_version ??= SCHEMA_VERSION;
  record.client_ts_utc ??= nowEpochMs();
  writeBack(input as Record<string, unknown>, record, SDK_FILLED);
  if (defaults.defaultModelInvocation && record.model_invocation === undefined && MODEL_CALLS.has(record.behavior)) {
    record.model_invocation = defaults.defaultModelInvocation;
  }
  const checked = validateRecord(record);
  if (checked.ok) return { ok: true, record: checked.value };
  return {
    ok: false,
    error: {
      record_id: typeof record.record_id === "string" ? record.record_id : "",
      code: "validation_failed",
      message: messageOf(checked.error),
      details: { ...checked.error },
    },
  };
}

/** Copies `fields` the caller left out into the caller's object, where it can take them. */
function writeBack(target: Record<string, unknown>, filled: Record<string, unknown>, fields: readonly string[]): void {
  if (!Object.isExtensible(target)) return;
  for (const field of fields) if (target[field] === undefined) target[field] = filled[field];
}
