// Reads the operations of the OpenAPI document into one table that every emitter shares.
import { defName, mapRefs, type JsonObject } from "./bundle.ts";

export interface Parameter {
  name: string;
  in: "query" | "path" | "header";
  required: boolean;
  schema: JsonObject;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /**
   * `x-path-tail`: the name of the last path parameter when it takes the rest of the path, slashes
   * included (c2sp.org/tlog-tiles paths such as `tile/0/x001/234.p/7`), else null.
   */
  pathTail: string | null;
  /** Definition name of the JSON body, if the operation takes one. */
  body?: string;
  /** Whether a request without a body is refused (false: the body is optional). */
  bodyRequired: boolean;
  /**
   * The body may come in a media type other than JSON (OTLP's protobuf): the dispatcher hands the
   * handler its bytes (decompressed) to decode, instead of parsing and validating JSON.
   */
  rawBody: boolean;
  /**
   * `x-streamed-body`: the raw body is handed to the handler as it arrives, never whole in memory
   * (a blob), instead of being read under the operation's cap first.
   */
  streamedBody: boolean;
  /** `x-active-key-only`: a key in its rotation grace window may not call it. */
  activeKeyOnly: boolean;
  /** Which bearer credential the operation takes, or none. */
  /** "ownerOptional": an owner key if one is sent, else anonymous (security lists `{}` too). */
  auth: "owner" | "ownerOptional" | "admin" | "none";
  /** Security lists `scorerKey` too: a scorer's key may call it, for the agents it was granted. */
  scorer: boolean;
  /** Cap on the request body in bytes: the body schema's x-max-bytes (a raw body's: the requestBody's), else the default. */
  maxBodyBytes: number;
  /** Status code → definition name of the body. */
  responses: Record<string, string | undefined>;
}

/** The schema of an operation's `limit` query parameter (its default and maximum page size). */
export function limitSchema(operations: readonly Operation[], operationId: string): JsonObject {
  const limit = operations.find((op) => op.operationId === operationId)?.parameters.find((p) => p.name === "limit");
  if (!limit) throw new Error(`codegen: the OpenAPI operation ${operationId} has no limit parameter`);
  return limit.schema;
}

const DEFAULT_MAX_BODY_BYTES = 65536;
const METHODS = ["get", "head", "post", "put", "patch", "delete"];

export function readOperations(openapi: JsonObject, defs: Record<string, JsonObject>): Operation[] {
  const components = openapi.components as Record<string, Record<string, JsonObject>>;
  const deref = (node: JsonObject, kind: string): JsonObject => {
    const ref = node.$ref as string | undefined;
    if (!ref) return node;
    const name = ref.replace(`#/components/${kind}/`, "");
    return components[kind]![name]!;
  };
  const schemaOf = (schema: JsonObject) => mapRefs(schema, (ref) => `#/$defs/${defName(ref)}`) as JsonObject;
  const bodyName = (schema: JsonObject | undefined) => (schema?.$ref ? defName(schema.$ref as string) : undefined);
  const globalAuth = (openapi.security as JsonObject[]).length > 0;

  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(openapi.paths as Record<string, JsonObject>)) {
    const shared = (item.parameters as JsonObject[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const declared = [...shared, ...((op.parameters as JsonObject[] | undefined) ?? [])].map((p) => deref(p, "parameters"));
      const parameters = declared.map((param) => ({
        name: param.name as string,
        in: param.in as Parameter["in"],
        required: param.required === true,
        schema: schemaOf(param.schema as JsonObject),
      }));
      const tail = declared.find((param) => param["x-path-tail"] === true)?.name as string | undefined;
      if (tail !== undefined && !path.endsWith(`{${tail}}`)) {
        throw new Error(`codegen: x-path-tail ${tail} is not the last segment of ${path}`);
      }
      const security = (op.security as JsonObject[] | undefined) ?? (globalAuth ? [{ ownerKey: [] }] : []);
      const scheme = security.length === 0 ? "none" : Object.keys(security[0]!)[0];
      const content = (op.requestBody as JsonObject | undefined)?.content as Record<string, JsonObject> | undefined;
      const responses = Object.fromEntries(
        Object.entries(op.responses as Record<string, JsonObject>).map(([status, r]) => {
          const response = deref(r, "responses");
          const body = (response.content as Record<string, JsonObject> | undefined)?.["application/json"];
          return [status, bodyName(body?.schema as JsonObject | undefined)];
        }),
      );
      const body = bodyName(content?.["application/json"]?.schema as JsonObject | undefined);
      const rawBody = Object.keys(content ?? {}).some((type) => type !== "application/json");
      const rawCap = (op.requestBody as JsonObject | undefined)?.["x-max-bytes"] as number | undefined;
      ops.push({
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters,
        pathTail: tail ?? null,
        body,
        bodyRequired: (op.requestBody as JsonObject | undefined)?.required === true,
        rawBody,
        streamedBody: op["x-streamed-body"] === true,
        activeKeyOnly: op["x-active-key-only"] === true,
        auth:
          scheme === "none"
            ? "none"
            : scheme === "adminToken"
              ? "admin"
              : security.some((s) => Object.keys(s).length === 0)
                ? "ownerOptional"
                : "owner",
        scorer: security.some((s) => "scorerKey" in s),
        maxBodyBytes: (rawBody ? rawCap : body && (defs[body]!["x-max-bytes"] as number | undefined)) || DEFAULT_MAX_BODY_BYTES,
        responses,
      });
    }
  }
  return ops.sort((a, b) => a.operationId.localeCompare(b.operationId));
}
