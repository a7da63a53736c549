// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
// The record validator of each supported schema_version: a record is judged by the rules of its own version.
import type { TraceRecord } from "../types/schema.ts";
import type { Validator } from "../validate.ts";
import * as fast from "./fast.js";
import * as record from "./record.js";

export const RECORD_VALIDATORS: Readonly<Record<string, Validator<TraceRecord>>> = {
  "1.1": record.validateRecord,
  "1.0": record.validateRecord_1_0,
};

// Each version's fast first pass (validators/fast.js): true only where its record validator accepts too.
export const FAST_RECORD_CHECKS: Readonly<Record<string, (value: unknown) => boolean>> = {
  "1.1": fast.fastRecord,
  "1.0": fast.fastRecord_1_0,
};
