// generated/environments.ts: the SDK environments of the OpenAPI document's `servers`
// (`x-environment`). A server whose URL is a variable has no built-in address: null, which the
// SDKs read as "take LEDGER_ENDPOINT".
import type { JsonObject } from "./bundle.ts";
import { BANNER, json, type OutputFile } from "./emit.ts";

export function environmentTable(openapi: JsonObject): Record<string, string | null> {
  const table: Record<string, string | null> = {};
  for (const server of (openapi.servers as JsonObject[] | undefined) ?? []) {
    const name = server["x-environment"];
    if (typeof name !== "string") continue;
    const url = server.url as string;
    table[name] = url.includes("{") ? null : url;
  }
  if (Object.keys(table).length === 0) throw new Error("codegen: no server of the OpenAPI document names an x-environment");
  return table;
}

export function emitEnvironments(openapi: JsonObject): OutputFile {
  const content =
    BANNER +
    `/** Base URL of each SDK environment; null: no built-in address (the SDK reads LEDGER_ENDPOINT). */\n` +
    `export const ENVIRONMENTS = ${json(environmentTable(openapi))} as const;\n\n` +
    `export type Environment = keyof typeof ENVIRONMENTS;\n\n` +
    `/** The environment variable that gives an address to environments without one. */\n` +
    `export const ENDPOINT_VARIABLE = "LEDGER_ENDPOINT";\n`;
  return { path: "environments.ts", content };
}
