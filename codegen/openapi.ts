// generated/openapi.json (the document with schema/ inlined as components, for routing) and
// generated/types/openapi.ts (openapi-typescript).
import openapiTS, { astToString } from "openapi-typescript";
import { defName, mapRefs, type JsonObject } from "./bundle.ts";
import { BANNER, json, type OutputFile } from "./emit.ts";

/**
 * The `discriminator` keyword stays out of the OpenAPI bundle. OpenAPI reads `allOf` over a
 * discriminated schema as inheritance (StoredRecord would get `behavior: "StoredRecord"`), and
 * each record kind's `behavior` const already discriminates the union. Ajv, which needs the
 * keyword for clear errors, compiles schema/ directly.
 */
function withoutDiscriminators(defs: Record<string, JsonObject>): Record<string, JsonObject> {
  return Object.fromEntries(Object.entries(defs).map(([name, { discriminator, ...def }]) => [name, def]));
}

export function bundleOpenapi(openapi: JsonObject, defs: Record<string, JsonObject>): JsonObject {
  const toComponent = (ref: string) => (ref.startsWith("#/components/") ? ref : `#/components/schemas/${defName(ref)}`);
  const doc = mapRefs(openapi, toComponent) as JsonObject;
  const components = doc.components as JsonObject;
  components.schemas = mapRefs(withoutDiscriminators(defs), toComponent);
  return doc;
}

export async function emitOpenapi(bundled: JsonObject): Promise<OutputFile[]> {
  const ast = await openapiTS(bundled as never, { exportType: true, alphabetize: true });
  return [
    { path: "openapi.json", content: json(bundled) + "\n" },
    { path: "types/openapi.ts", content: BANNER + astToString(ast) },
  ];
}
