// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
import type { Validator } from "../validate.ts";
import type * as T from "../types/schema.ts";

export declare const validateRecord: Validator<T.TraceRecord>;
export declare const validateRecord_1_0: Validator<T.TraceRecord>;
