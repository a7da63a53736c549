// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
// Shared by the server and the SDK: runs a precompiled validator and turns its first error into
// `{ field, reason }` (the `details` of `validation_failed`) and a message naming the field.
import { PATTERN_REASONS } from "./schema.ts";

/** One error as the standalone validators report it. */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A precompiled validator (generated/validators/*.js). */
export interface Validator<T> {
  (data: unknown): data is T;
  errors?: SchemaError[] | null;
}

export interface FieldError {
  /** JSON Pointer (RFC 6901) of the offending field, e.g. `/tags/3`, `/tool_meta/category`; `""` is the value itself. */
  field: string;
  reason: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: FieldError };

const patternReasons: Readonly<Record<string, string>> = PATTERN_REASONS;

function reasonOf(error: SchemaError): string {
  const { params } = error;
  switch (error.keyword) {
    case "required":
      return "is required";
    case "additionalProperties":
    case "unevaluatedProperties":
      return "is not a known field here";
    case "discriminator":
      return params.error === "tag" ? "is required and must be a string" : `has an unknown value ${JSON.stringify(params.tagValue)}`;
    case "enum":
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    case "const":
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case "pattern":
      return patternReasons[params.pattern as string] ?? error.message ?? "does not match its pattern";
    default:
      return error.message ?? error.keyword;
  }
}

const pointerToken = (name: string) => "/" + name.replace(/~/g, "~0").replace(/\//g, "~1");

/** The field an error is about: where it was found, plus the property it names (missing, unknown) or the spot a record-wide keyword found. */
export function describeError(error: SchemaError): FieldError {
  const { params } = error;
  const named = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty ?? params.tag;
  let field = error.instancePath;
  if (typeof named === "string") field += pointerToken(named);
  if (typeof params.pointer === "string") field += params.pointer;
  return { field, reason: reasonOf(error) };
}

/** The message of a `validation_failed`: the field's JSON Pointer, then the reason. */
export const messageOf = ({ field, reason }: FieldError): string => (field === "" ? `the value ${reason}` : `${field} ${reason}`);

export function check<T>(validate: Validator<T>, value: unknown): Checked<T> {
  if (validate(value)) return { ok: true, value };
  const first = validate.errors?.[0];
  return { ok: false, error: first ? describeError(first) : { field: "", reason: "is invalid" } };
}
