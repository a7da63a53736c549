// generated/errors.ts: the error codes of schema/errors.schema.json with their HTTP status and SDK class.
import type { JsonObject } from "./bundle.ts";
import { BANNER, json, type OutputFile } from "./emit.ts";

interface CodeDef {
  const: string;
  description: string;
  "x-http-status"?: number;
  "x-sdk-class"?: string;
}

export function emitErrors(defs: Record<string, JsonObject>): OutputFile {
  const codes = (defs.ErrorCode!.oneOf as CodeDef[]).map((c) => ({
    code: c.const,
    status: c["x-http-status"] ?? null,
    sdkClass: c["x-sdk-class"] ?? "LedgerError",
    description: c.description,
  }));
  const table = Object.fromEntries(codes.map(({ code, ...rest }) => [code, rest]));
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
