// The error codes of schema/errors.schema.json with their HTTP status and SDK class, and the
// classes a code may name: the base classes every SDK writes by hand (decisions: "The surface in
// each language"), or a class the schema declares with its parent (`x-sdk-parent`), which codegen
// writes in every SDK (decisions: "Errors that can evolve"). generated/errors.ts and
// generated/error-classes.ts here; codegen/python.ts and codegen/go.ts write the same for theirs.
import type { JsonObject } from "./bundle.ts";
import { BANNER, json, type OutputFile } from "./emit.ts";

export interface CodeDef {
  const: string;
  description: string;
  "x-http-status"?: number;
  "x-sdk-class"?: string;
  "x-sdk-parent"?: string;
  "x-retry"?: true | number[];
}

/** The classes every SDK defines by hand (their members differ: RateLimitError's wait, for one). */
export const BASE_CLASSES = [
  "ValidationError",
  "AuthError",
  "NotFoundError",
  "RateLimitError",
  "NetworkError",
  "ServerError",
  "IdempotencyConflictError",
];

/**
 * The class of a code an SDK does not know (a newer service's), by its HTTP status ("5xx": any
 * status from 500). Any other status (a 409 too: only record_id_conflict is an idempotency
 * conflict) leaves the bare LedgerError.
 */
export const STATUS_FALLBACK: Record<string, string> = {
  "400": "ValidationError",
  "413": "ValidationError",
  "422": "ValidationError",
  "401": "AuthError",
  "403": "AuthError",
  "404": "NotFoundError",
  "410": "NotFoundError",
  "429": "RateLimitError",
  "5xx": "ServerError",
};

/** A class the schema declares: its parent, and the codes it carries. */
export interface DeclaredClass {
  name: string;
  parent: string;
  codes: string[];
}

const codesOf = (defs: Record<string, JsonObject>) => defs.ErrorCode!.oneOf as CodeDef[];

/** The declared classes, each after its parent; a class named twice names one parent. */
export function declaredClasses(defs: Record<string, JsonObject>): DeclaredClass[] {
  const found = new Map<string, DeclaredClass>();
  for (const code of codesOf(defs)) {
    const [name, parent] = [code["x-sdk-class"], code["x-sdk-parent"]];
    if (!name || !/^[A-Z][A-Za-z0-9]*Error$/.test(name))
      throw new Error(`codegen: error code ${code.const} needs x-sdk-class, a class name ending in Error; got ${JSON.stringify(name)}`);
    if (BASE_CLASSES.includes(name)) {
      if (parent !== undefined)
        throw new Error(`codegen: error code ${code.const}: ${name} is a base class; x-sdk-parent is only for a new class`);
      continue;
    }
    if (!parent)
      throw new Error(
        `codegen: error code ${code.const}: the new class ${name} needs x-sdk-parent (one of ${BASE_CLASSES.join(", ")}, or another declared class)`,
      );
    const seen = found.get(name);
    if (seen && seen.parent !== parent) throw new Error(`codegen: ${name} is declared with two parents, ${seen.parent} and ${parent}`);
    if (seen) seen.codes.push(code.const);
    else found.set(name, { name, parent, codes: [code.const] });
  }
  const ordered: DeclaredClass[] = [];
  const place = (c: DeclaredClass, path: string[]) => {
    if (ordered.includes(c)) return;
    if (path.includes(c.name)) throw new Error(`codegen: error classes inherit in a cycle: ${[...path, c.name].join(" → ")}`);
    const parent = found.get(c.parent);
    if (!parent && !BASE_CLASSES.includes(c.parent))
      throw new Error(`codegen: ${c.name}'s x-sdk-parent ${c.parent} is neither a base class nor declared by another code`);
    if (parent) place(parent, [...path, c.name]);
    ordered.push(c);
  };
  for (const c of found.values()) place(c, []);
  return ordered;
}

/** A class's doc line: what it is a kind of, and the codes it carries. */
export const classDoc = (c: DeclaredClass) => `${c.name} is a ${c.parent} carrying ${c.codes.join(", ")}.`;

/** Whether a request failing with the code is tried again: always, only when answered with one of the statuses, or never. */
export function retryOf(code: CodeDef): boolean | number[] {
  const retry = code["x-retry"];
  if (retry === undefined) return false;
  if (retry === true || (Array.isArray(retry) && retry.length > 0 && retry.every((s) => Number.isInteger(s) && s >= 100 && s <= 599)))
    return retry;
  throw new Error(
    `codegen: error code ${code.const}: x-retry must be true or a non-empty list of HTTP statuses; got ${JSON.stringify(retry)}`,
  );
}

/** code → its HTTP status (null: raised by the SDK only), SDK class, retry and description; every SDK's table. */
export function errorTable(defs: Record<string, JsonObject>) {
  declaredClasses(defs);
  const codes = codesOf(defs).map((c) => ({
    code: c.const,
    status: c["x-http-status"] ?? null,
    sdkClass: c["x-sdk-class"]!,
    retry: retryOf(c),
    description: c.description,
  }));
  return Object.fromEntries(codes.map(({ code, ...rest }) => [code, rest]));
}

export function emitErrors(defs: Record<string, JsonObject>): OutputFile[] {
  const table = errorTable(defs);
  const errors =
    BANNER +
    `import type { ErrorCode } from "./types/schema.ts";\n\nexport type { ErrorCode };\n\n` +
    `/** Every error code: the HTTP status the service answers it with (null: raised by the SDK only), the SDK class that carries it, and whether it is retried (x-retry: always, on those statuses, never). */\n` +
    `export const ERRORS = ${json(table)} as const satisfies Record<ErrorCode, { status: number | null; sdkClass: string; retry: boolean | readonly number[]; description: string }>;\n\n` +
    `export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];\n\n` +
    `export type SdkErrorClass = (typeof ERRORS)[ErrorCode]["sdkClass"];\n\n` +
    `export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === "string" && Object.hasOwn(ERRORS, value);\n\n` +
    `/** The class of a code this SDK does not know, by HTTP status ("5xx": any status from 500); otherwise LedgerError. */\n` +
    `export const STATUS_FALLBACK: Readonly<Record<string, SdkErrorClass>> = ${json(STATUS_FALLBACK)};\n`;
  const declared = declaredClasses(defs);
  const bases = [...new Set(declared.map((c) => c.parent).filter((p) => BASE_CLASSES.includes(p)))].sort();
  const classes =
    BANNER +
    `// The error classes schema/errors.schema.json declares (x-sdk-class with x-sdk-parent); the base classes are sdk/error-base.ts.\n` +
    (bases.length > 0 ? `import { ${bases.join(", ")} } from "../sdk/error-base.ts";\n` : "") +
    (declared.length > 0
      ? declared.map((c) => `\n/** ${classDoc(c)} */\nexport class ${c.name} extends ${c.parent} {}\n`).join("")
      : `\nexport {};\n`);
  return [
    { path: "errors.ts", content: errors },
    { path: "error-classes.ts", content: classes },
  ];
}
