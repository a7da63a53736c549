// A record as the caller writes it → the record as it travels: SDK fields filled once, then
// checked against the bundled schema.
import { MODEL_INVOCATION_BEHAVIORS, SCHEMA_VERSION } from "../generated/schema.ts";
import type { ModelInvocation, RecordError, TraceRecord } from "../generated/types/schema.ts";
import { messageOf } from "../generated/validate.ts";
import { newRecordId, nowEpochMs, validateRecord } from "./helpers.ts";

type Loosen<R, K extends PropertyKey> = R extends unknown ? Omit<R, K> & Partial<Pick<R, K & keyof R>> : never;

/** Fields the SDK fills when the record leaves them out. */
type SdkFilled = "record_id" | "schema_version" | "client_ts_utc";

/** A record for `client.submit`: `record_id`, `schema_version` and `client_ts_utc` may be left out. */
export type RecordInput = Loosen<TraceRecord, SdkFilled>;
/** A record for `session.submit`: the session supplies `session_id` too. */
export type SessionRecordInput = Loosen<TraceRecord, SdkFilled | "session_id">;

export interface FillDefaults {
  defaultModelInvocation?: ModelInvocation | undefined;
}

export type Prepared = { ok: true; record: TraceRecord } | { ok: false; error: RecordError };

const MODEL_CALLS: ReadonlySet<unknown> = new Set(MODEL_INVOCATION_BEHAVIORS);

/** Fills a copy of the record (the caller's object is left alone) and validates it. */
export function prepareRecord(input: RecordInput, defaults: FillDefaults): Prepared {
  // agent_id comes from the client's configuration; one on the record is ignored.
  const { agent_id: _ignored, ...record } = input as Record<string, unknown>;
  record.record_id ??= newRecordId();
  record.schema_version ??= SCHEMA_VERSION;
  record.client_ts_utc ??= nowEpochMs();
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
