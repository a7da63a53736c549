// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
import type { operations as Ops } from "./types/openapi.ts";

export const OPERATIONS = {
  "createCheckpoint": {
    "method": "POST",
    "path": "/v1/agents/{agent_id}/checkpoints",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": true,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      201,
      400,
      401,
      404,
      413,
      415,
      429,
      500,
      503
    ]
  },
  "createOwner": {
    "method": "POST",
    "path": "/v1/owners",
    "pathTail": null,
    "auth": "admin",
    "maxBodyBytes": 65536,
    "hasBody": true,
    "bodyRequired": true,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      201,
      400,
      401,
      403,
      413,
      415,
      429,
      500,
      503
    ]
  },
  "deleteBlob": {
    "method": "DELETE",
    "path": "/v1/agents/{agent_id}/blobs/{digest}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": true,
    "statuses": [
      200,
      400,
      401,
      403,
      404,
      410,
      429,
      500,
      503
    ]
  },
  "deleteRecord": {
    "method": "DELETE",
    "path": "/v1/records/{record_id}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": true,
    "statuses": [
      200,
      400,
      401,
      403,
      404,
      429,
      500,
      503
    ]
  },
  "deleteSession": {
    "method": "DELETE",
    "path": "/v1/sessions/{session_id}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": true,
    "statuses": [
      200,
      400,
      401,
      403,
      404,
      429,
      500,
      503
    ]
  },
  "getAgent": {
    "method": "GET",
    "path": "/v1/agents/{agent_id}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "getBlob": {
    "method": "GET",
    "path": "/v1/agents/{agent_id}/blobs/{digest}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [
      "range"
    ],
    "activeKeyOnly": false,
    "statuses": [
      200,
      206,
      400,
      401,
      404,
      410,
      416,
      429,
      500,
      503
    ]
  },
  "getCheckpoint": {
    "method": "GET",
    "path": "/v1/agents/{agent_id}/checkpoints/{tree_size}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "getConsistencyProof": {
    "method": "GET",
    "path": "/v1/agents/{agent_id}/consistency",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      409,
      429,
      500,
      503
    ]
  },
  "getInclusionProof": {
    "method": "GET",
    "path": "/v1/records/{record_id}/proof",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      409,
      429,
      500,
      503
    ]
  },
  "getLatestCheckpoint": {
    "method": "GET",
    "path": "/v1/agents/{agent_id}/checkpoints/latest",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "getLogCheckpoint": {
    "method": "GET",
    "path": "/v1/agents/{agent_id}/log/checkpoint",
    "pathTail": null,
    "auth": "ownerOptional",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "getLogTile": {
    "method": "GET",
    "path": "/v1/agents/{agent_id}/log/tile/{tile_path}",
    "pathTail": "tile_path",
    "auth": "ownerOptional",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "getLogVerifierKey": {
    "method": "GET",
    "path": "/v1/log/verifier-key",
    "pathTail": null,
    "auth": "none",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      429,
      500,
      503
    ]
  },
  "getOwner": {
    "method": "GET",
    "path": "/v1/owners/me",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      401,
      429,
      500,
      503
    ]
  },
  "getRecord": {
    "method": "GET",
    "path": "/v1/records/{record_id}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      410,
      429,
      500,
      503
    ]
  },
  "getSchemaVersion": {
    "method": "GET",
    "path": "/v1/schemas/{version}",
    "pathTail": null,
    "auth": "none",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      404,
      429,
      500
    ]
  },
  "getSession": {
    "method": "GET",
    "path": "/v1/sessions/{session_id}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "getTrace": {
    "method": "GET",
    "path": "/v1/traces/{agent_id}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "headBlob": {
    "method": "HEAD",
    "path": "/v1/agents/{agent_id}/blobs/{digest}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      410,
      429,
      500,
      503
    ]
  },
  "health": {
    "method": "GET",
    "path": "/healthz",
    "pathTail": null,
    "auth": "none",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200
    ]
  },
  "ingestOtlpTraces": {
    "method": "POST",
    "path": "/v1/otlp/v1/traces",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 5242880,
    "hasBody": true,
    "bodyRequired": true,
    "rawBody": true,
    "streamedBody": false,
    "headers": [
      "x-ledger-agent-id"
    ],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      413,
      415,
      429,
      500,
      503
    ]
  },
  "listAgents": {
    "method": "GET",
    "path": "/v1/owners/me/agents",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "listBlobs": {
    "method": "GET",
    "path": "/v1/agents/{agent_id}/blobs",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "listSchemaVersions": {
    "method": "GET",
    "path": "/v1/schemas",
    "pathTail": null,
    "auth": "none",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      429,
      500
    ]
  },
  "listSessions": {
    "method": "GET",
    "path": "/v1/agents/{agent_id}/sessions",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "putBlob": {
    "method": "PUT",
    "path": "/v1/agents/{agent_id}/blobs/{digest}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": true,
    "bodyRequired": true,
    "rawBody": true,
    "streamedBody": true,
    "headers": [
      "ledger-blob-salt"
    ],
    "activeKeyOnly": false,
    "statuses": [
      200,
      201,
      400,
      401,
      410,
      413,
      422,
      429,
      500,
      503
    ]
  },
  "ready": {
    "method": "GET",
    "path": "/readyz",
    "pathTail": null,
    "auth": "none",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      503
    ]
  },
  "recoverOwnerKey": {
    "method": "POST",
    "path": "/v1/owners/{owner_id}/rotate-key",
    "pathTail": null,
    "auth": "admin",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      403,
      404,
      429,
      500,
      503
    ]
  },
  "registerAgent": {
    "method": "POST",
    "path": "/v1/agents",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": true,
    "bodyRequired": true,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      201,
      400,
      401,
      409,
      413,
      415,
      429,
      500,
      503
    ]
  },
  "resolveAgent": {
    "method": "GET",
    "path": "/v1/agents",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "rotateOwnerKey": {
    "method": "POST",
    "path": "/v1/owners/me/rotate-key",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": true,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": true,
    "statuses": [
      200,
      400,
      401,
      403,
      413,
      415,
      429,
      500,
      503
    ]
  },
  "searchRecords": {
    "method": "GET",
    "path": "/v1/agents/{agent_id}/records",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": false,
    "bodyRequired": false,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      429,
      500,
      503
    ]
  },
  "signCheckpoint": {
    "method": "PUT",
    "path": "/v1/agents/{agent_id}/checkpoints/{tree_size}/signature",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": true,
    "bodyRequired": true,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      413,
      415,
      422,
      429,
      500,
      503
    ]
  },
  "submitBatch": {
    "method": "POST",
    "path": "/v1/records:batch",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 1048576,
    "hasBody": true,
    "bodyRequired": true,
    "rawBody": false,
    "streamedBody": false,
    "headers": [
      "x-ledger-sdk"
    ],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      413,
      415,
      429,
      500,
      503
    ]
  },
  "submitRecord": {
    "method": "POST",
    "path": "/v1/records",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": true,
    "bodyRequired": true,
    "rawBody": false,
    "streamedBody": false,
    "headers": [
      "x-ledger-sdk"
    ],
    "activeKeyOnly": false,
    "statuses": [
      200,
      201,
      400,
      401,
      404,
      409,
      413,
      415,
      422,
      429,
      500,
      503
    ]
  },
  "updateAgent": {
    "method": "PATCH",
    "path": "/v1/agents/{agent_id}",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": true,
    "bodyRequired": true,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": false,
    "statuses": [
      200,
      400,
      401,
      404,
      413,
      415,
      429,
      500,
      503
    ]
  },
  "updateOwner": {
    "method": "PATCH",
    "path": "/v1/owners/me",
    "pathTail": null,
    "auth": "owner",
    "maxBodyBytes": 65536,
    "hasBody": true,
    "bodyRequired": true,
    "rawBody": false,
    "streamedBody": false,
    "headers": [],
    "activeKeyOnly": true,
    "statuses": [
      200,
      400,
      401,
      403,
      413,
      415,
      429,
      500,
      503
    ]
  }
} as const;

export type OperationId = keyof typeof OPERATIONS;

type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;
type Responses<Op extends OperationId> = Ops[Op]["responses"];

/** The JSON request body of an operation (never when it takes none; may be undefined when optional). */
export type RequestBody<Op extends OperationId> = Ops[Op] extends { requestBody: infer R } ? Json<NonNullable<R>>
  : Ops[Op] extends { requestBody?: infer R } ? ([NonNullable<R>] extends [never] ? never : Json<NonNullable<R>> | undefined)
  : never;
type Part<T> = [NonNullable<T>] extends [never] ? {} : NonNullable<T>;
/** Query, path and declared header parameters of an operation, as one object. */
export type Params<Op extends OperationId> = Part<Ops[Op]["parameters"]["query"]> & Part<Ops[Op]["parameters"]["path"]> & Part<Ops[Op]["parameters"]["header"]>;
/** The body answered with a given status. */
export type ResponseBody<Op extends OperationId, S extends keyof Responses<Op>> = Json<Responses<Op>[S]>;
/** The body of any 2xx answer. */
export type SuccessBody<Op extends OperationId> = { [S in keyof Responses<Op>]: S extends 200 | 201 | 204 ? Json<Responses<Op>[S]> : never }[keyof Responses<Op>];
