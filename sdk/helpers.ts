// Public helpers: identifiers, timestamps and offline validation, all by the bundled schema.
import { v4 } from "uuid";
import { recordSchema } from "../generated/schema.ts";
import { checkRecord, type RecordVerdict } from "../generated/record-check.ts";

// `uuid` rather than crypto.randomUUID: browsers offer the latter only in secure contexts.
/** A UUID v4, so a record can be named (as a parent, an upstream) before it is submitted. */
export const newRecordId = (): string => v4();

/** Epoch milliseconds, as the SDK stamps `client_ts_utc`. */
export const nowEpochMs = (): number => Date.now();

const RECORD_ID = new RegExp(recordSchema.$defs.RecordId.pattern);

/** Whether a value is a record id the service accepts (a canonical lowercase UUID v4). */
export const isValidRecordId = (value: unknown): value is string => typeof value === "string" && RECORD_ID.test(value);

/**
 * Validates a complete record offline by the rules of its own `schema_version` (the bundled
 * schema of every supported version); a failure has its code (`validation_failed`, or
 * `schema_version_unsupported` naming the supported versions) and names the field and the reason.
 */
export const validateRecord = (record: unknown): RecordVerdict => checkRecord(record);
