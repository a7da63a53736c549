// A batch: only locally valid records travel, and the answer is laid back over the input so
// `results[i]` always speaks of `records[i]`.
import { jsonSize } from "../generated/canonical.ts";
import { LIMITS } from "../generated/schema.ts";
import type { TraceRecord } from "../generated/types/schema.ts";
import { validationError } from "./errors.ts";
import { newRecordId } from "./helpers.ts";
import { prepareRecord, type FillDefaults, type Prepared, type RecordInput } from "./records.ts";

export interface BatchPlan {
  prepared: Prepared[];
  /** The request body, or undefined when no record is left to send. */
  body: { records: TraceRecord[] } | undefined;
}

/** Prepares every record; raises ValidationError for a batch the service would refuse whole. */
export function planBatch(inputs: readonly RecordInput[], defaults: FillDefaults): BatchPlan {
  if (!Array.isArray(inputs)) throw validationError("/records", "must be an array");
  if (inputs.length > LIMITS.batchRecords) {
    throw validationError("/records", `must not hold more than ${LIMITS.batchRecords} records`);
  }
  const prepared = inputs.map((input) => prepareRecord(input, defaults));
  const records = prepared.flatMap((p) => (p.ok ? [p.record] : []));
  if (records.length === 0) return { prepared, body: undefined };
  const body = { records };
  if (jsonSize(body, LIMITS.batchBytes, true) > LIMITS.batchBytes) {
    throw validationError("/records", `must not exceed ${LIMITS.batchBytes} bytes as canonical JSON`);
  }
  return { prepared, body };
}

/** Local errors keep their slots; the service's results fill the others in order (records, and scores too). */
export function alignResults<Result, Local>(
  prepared: ReadonlyArray<{ ok: true } | { ok: false; error: Local }>,
  ack: { batch_id: string; results: Result[] },
): { batch_id: string; results: Array<Result | Local> } {
  const sent = ack.results[Symbol.iterator]();
  return { batch_id: ack.batch_id, results: prepared.map((p) => (p.ok ? sent.next().value! : p.error)) };
}

/** The answer when nothing was valid: the local errors under a fresh batch id, no network (records, and scores too). */
export function localAck<Local>(prepared: ReadonlyArray<{ ok: true } | { ok: false; error: Local }>): {
  batch_id: string;
  results: Local[];
} {
  return alignResults(prepared, { batch_id: newRecordId(), results: [] as never[] });
}
