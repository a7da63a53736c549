// generated/operations.ts: the operation table (the router's method and path, auth, body cap, statuses) and
// per-operation request/response types drawn from the OpenAPI types.
import { BANNER, json, type OutputFile } from "./emit.ts";
import type { Operation } from "./operations.ts";

export function emitOperations(operations: Operation[]): OutputFile {
  const table = Object.fromEntries(
    operations.map((op) => [
      op.operationId,
      {
        method: op.method,
        path: op.path,
        pathTail: op.pathTail,
        auth: op.auth,
        scorer: op.scorer,
        maxBodyBytes: op.maxBodyBytes,
        hasBody: op.body !== undefined || op.rawBody,
        bodyRequired: op.bodyRequired,
        rawBody: op.rawBody,
        streamedBody: op.streamedBody,
        headers: op.parameters.filter((p) => p.in === "header").map((p) => p.name),
        activeKeyOnly: op.activeKeyOnly,
        statuses: Object.keys(op.responses).map(Number),
      },
    ]),
  );
  const content =
    BANNER +
    `import type { operations as Ops } from "./types/openapi.ts";\n\n` +
    `export const OPERATIONS = ${json(table)} as const;\n\n` +
    `export type OperationId = keyof typeof OPERATIONS;\n\n` +
    `type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;\n` +
    `type Responses<Op extends OperationId> = Ops[Op]["responses"];\n\n` +
    `/** The JSON request body of an operation (never when it takes none; may be undefined when optional). */\n` +
    `export type RequestBody<Op extends OperationId> = Ops[Op] extends { requestBody: infer R } ? Json<NonNullable<R>>\n` +
    `  : Ops[Op] extends { requestBody?: infer R } ? ([NonNullable<R>] extends [never] ? never : Json<NonNullable<R>> | undefined)\n` +
    `  : never;\n` +
    `type Part<T> = [NonNullable<T>] extends [never] ? {} : NonNullable<T>;\n` +
    `/** Query, path and declared header parameters of an operation, as one object. */\n` +
    `export type Params<Op extends OperationId> = Part<Ops[Op]["parameters"]["query"]> & Part<Ops[Op]["parameters"]["path"]> & Part<Ops[Op]["parameters"]["header"]>;\n` +
    `/** The body answered with a given status. */\n` +
    `export type ResponseBody<Op extends OperationId, S extends keyof Responses<Op>> = Json<Responses<Op>[S]>;\n` +
    `/** The body of any 2xx answer. */\n` +
    `export type SuccessBody<Op extends OperationId> = { [S in keyof Responses<Op>]: S extends 200 | 201 | 204 ? Json<Responses<Op>[S]> : never }[keyof Responses<Op>];\n`;
  return { path: "operations.ts", content };
}
