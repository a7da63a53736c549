// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
// The record validator of each supported schema_version: a record is judged by the rules of its own version.
import type { TraceRecord } from "../types/schema.ts";
import type { Validator } from "../validate.ts";
import * as record from "./record.js";

export const RECORD_VALIDATORS: Readonly<Record<string, Validator<TraceRecord>>> = {
  "1.1": record.validateRecord,
  "1.0": record.validateRecord_1_0,
};
