// generated/errors.ts: the error codes of schema/errors.schema.json with their HTTP status and SDK class.
import type { JsonObject } from "./bundle.ts";
import { BANNER, json, type OutputFile } from "./emit.ts";

interface CodeDef {
  const: string;
  description: string;
  "x-http-status"?: number;
  "x-sdk-class"?: string;
}

/** The classes every SDK defines (decisions: "The surface in each language"). */
const SDK_CLASSES = ["ValidationError", "AuthError", "NotFoundError", "RateLimitError", "NetworkError", "ServerError", "IdempotencyConflictError"];

// A code without a class would reach users as the bare base class: every code names one.
function sdkClassOf(code: CodeDef): string {
  const sdkClass = code["x-sdk-class"];
  if (!sdkClass || !SDK_CLASSES.includes(sdkClass)) {
    throw new Error(`codegen: error code ${code.const} needs x-sdk-class, one of ${SDK_CLASSES.join(", ")}; got ${JSON.stringify(sdkClass)}`);
  }
  return sdkClass;
}

/** code → its HTTP status (null: raised by the SDK only), SDK class and description; every SDK's table. */
export function errorTable(defs: Record<string, JsonObject>) {
  const codes = (defs.ErrorCode!.oneOf as CodeDef[]).map((c) => ({
    code: c.const,
    status: c["x-http-status"] ?? null,
    sdkClass: sdkClassOf(c),
    description: c.description,
  }));
  return Object.fromEntries(codes.map(({ code, ...rest }) => [code, rest]));
}

export function emitErrors(defs: Record<string, JsonObject>): OutputFile {
  const table = errorTable(defs);
  const content =
    BANNER +
    `import type { ErrorCode } from "./types/schema.ts";\n\nexport type { ErrorCode };\n\n` +
    `/** Every error code: the HTTP status the service answers it with (null: raised by the SDK only) and the SDK class that carries it. */\n` +
    `export const ERRORS = ${json(table)} as const satisfies Record<ErrorCode, { status: number | null; sdkClass: string; description: string }>;\n\n` +
    `export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];\n\n` +
    `export type SdkErrorClass = (typeof ERRORS)[ErrorCode]["sdkClass"];\n\n` +
    `export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === "string" && Object.hasOwn(ERRORS, value);\n`;
  return { path: "errors.ts", content };
}
