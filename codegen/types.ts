// generated/types/schema.ts: one TypeScript type per schema definition (json-schema-to-typescript).
import { compile } from "json-schema-to-typescript";
import type { JsonObject } from "./bundle.ts";
import { BANNER, type OutputFile } from "./emit.ts";

const WRAPPER = "TraceLedgerSchemas";

export async function emitSchemaTypes(defs: Record<string, JsonObject>): Promise<OutputFile> {
  const names = Object.keys(defs).sort();
  // A root that references every definition, so each one is declared under its own name.
  const root = {
    title: WRAPPER,
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(names.map((name) => [name, { $ref: `#/$defs/${name}` }])),
    $defs: defs,
  };
  const ts = await compile(root as never, WRAPPER, {
    bannerComment: "",
    additionalProperties: false,
    strictIndexSignatures: true,
    // Arrays stay arrays whatever their maxItems (the default turns maxItems ≤ 20 into tuple unions).
    maxItems: -1,
    unreachableDefinitions: false,
    format: true,
  });
  const withoutWrapper = ts.replace(new RegExp(`export interface ${WRAPPER} \\{[^}]*\\}\\n`), "");
  return { path: "types/schema.ts", content: BANNER + withoutWrapper };
}
