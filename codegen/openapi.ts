// generated/openapi.json (the document with schema/ inlined as components, served at /openapi.json)
// and generated/types/openapi.ts (openapi-typescript: the operations' types).
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
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

const SCHEMA_COMPONENT = /^#\/components\/schemas\/([A-Za-z0-9_]+)$/;

/**
 * Each schema definition has one type, json-schema-to-typescript's in types/schema.ts: the
 * operations' types name it (`components["schemas"]["Agent"]` is `Schema.Agent`) instead of
 * openapi-typescript writing every definition a second time.
 */
function definitionAsSchemaType(_schema: unknown, { path }: { path?: string }): ts.TypeNode | undefined {
  const name = path === undefined ? undefined : SCHEMA_COMPONENT.exec(path)?.[1];
  if (name === undefined) return undefined;
  return ts.factory.createTypeReferenceNode(ts.factory.createQualifiedName(ts.factory.createIdentifier("Schema"), name));
}

export async function emitOpenapi(bundled: JsonObject): Promise<OutputFile[]> {
  const ast = await openapiTS(bundled as never, { exportType: true, alphabetize: true, transform: definitionAsSchemaType });
  return [
    { path: "openapi.json", content: json(bundled) + "\n" },
    { path: "types/openapi.ts", content: BANNER + `import type * as Schema from "./schema.ts";\n\n` + astToString(ast) },
  ];
}
