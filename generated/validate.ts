// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
// Shared by the server and the SDK: runs a precompiled validator and turns its first error into
// `{ field, reason }` (the `details` of `validation_failed`).

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
  /** Path of the offending field, e.g. `tags[3]`, `tool_meta.category`; `$` is the value itself. */
  field: string;
  reason: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: FieldError };

function reasonOf(error: SchemaError): string {
  switch (error.keyword) {
    case "required":
      return "is required";
    case "additionalProperties":
    case "unevaluatedProperties":
      return "is not a known field here";
    case "discriminator":
      return error.params.error === "tag" ? "is required and must be a string" : `has an unknown value ${JSON.stringify(error.params.tagValue)}`;
    default:
      return error.message ?? error.keyword;
  }
}

/** `/tags/3` → `tags[3]`; the property an error names (missing, unknown, discriminator) is appended. */
export function describeError(error: SchemaError): FieldError {
  const segments = error.instancePath === "" ? [] : error.instancePath.slice(1).split("/");
  const named = error.params.missingProperty ?? error.params.additionalProperty ?? error.params.unevaluatedProperty ?? error.params.tag;
  if (typeof named === "string") segments.push(named);
  const field = segments
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path ? `${path}.${s}` : s), "");
  return { field: field || "$", reason: reasonOf(error) };
}

export function check<T>(validate: Validator<T>, value: unknown): Checked<T> {
  if (validate(value)) return { ok: true, value };
  const first = validate.errors?.[0];
  return { ok: false, error: first ? describeError(first) : { field: "$", reason: "is invalid" } };
}
