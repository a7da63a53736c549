// One request, framework-free: match → rate limit → read body → validate → authenticate →
// handle → answer. The HTTP side (http/handler.ts) only moves bytes in and out.
import { OPERATIONS, type OperationId } from "../generated/operations.ts";
import { fitsBytes, isUnstorableText, locate } from "../generated/canonical.ts";
import { check } from "../generated/validate.ts";
import { requestValidators } from "../generated/validators/index.ts";
import { authenticateRequest } from "./auth/request.ts";
import type { Dispatch, Incoming, RawBody, StreamedBody } from "./api/exchange.ts";
import { ApiError, invalid } from "./api/errors.ts";
import type { Router } from "./http/router.ts";
import type { Context, Handlers } from "./handlers/types.ts";
import type { Services } from "./services.ts";

const header = (incoming: Incoming, name: string) => {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Query parameters as an object; a repeated name becomes an array (and fails validation). */
function queryObject(query: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

const UNSTORABLE_REASON = "holds a NUL character or an unpaired surrogate, which cannot be stored";

const RECORD_BODIES: ReadonlySet<OperationId> = new Set(["submitRecord", "submitBatch"]);

/**
 * PostgreSQL cannot hold NUL or unpaired surrogates: refuse them in every input, as records
 * refuse them by the schema's x-storable-text, instead of failing the query.
 */
function refuseUnstorable(value: unknown): void {
  const field = locate(value, isUnstorableText);
  if (field !== null) throw invalid(field, UNSTORABLE_REASON);
}

/**
 * The params validator coerces text to numbers and booleans as JavaScript would: "0x5", "5.0",
 * "1e3", " 5" all become 5, and "1e309" becomes Infinity, which then skips its range checks (an
 * Ajv quirk: `limit=1e309` would read a whole trace in one page). A coerced parameter must be
 * written exactly as its value prints: digits with no sign, point, exponent, space or leading
 * zero (`tree_size=5`), `true`/`false`.
 */
function refuseUncanonical(given: Record<string, unknown>, params: object): void {
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "number" && !Number.isFinite(value)) throw invalid(`/${name}`, "must be a finite number");
    if ((typeof value === "number" || typeof value === "boolean") && typeof given[name] === "string" && given[name] !== String(value)) {
      throw invalid(`/${name}`, typeof value === "number" ? "must be a decimal integer written in digits only" : "must be true or false");
    }
  }
}

/**
 * A body's cap is a size of its value: the bytes of its canonical JSON (RFC 8785), so escaping
 * and spacing on the wire never count against it. The wire only has to be bounded before
 * parsing, generously: 6 × the cap, the longest escape (`\u00XX`) of a single byte.
 */
export const WIRE_BYTES_PER_BYTE = 6;

function refuseOversize(body: unknown, cap: number): void {
  // fitsBytes counts exactly only when a cheap upper bound does not already settle it.
  if (!fitsBytes(body, cap)) {
    throw new ApiError("payload_too_large", `the body exceeds ${cap} bytes as canonical JSON`, { limit: cap });
  }
}

export function createDispatcher(router: Router, handlers: Handlers, services: Services): Dispatch {
  return async function dispatch(incoming) {
    const match = router(incoming.method.toLowerCase(), incoming.path);
    if (match.kind === "not_found") throw new ApiError("not_found", "no operation at this path (see /openapi.json)");
    if (match.kind === "method_not_allowed") {
      const allow = match.allow.join(", ");
      throw new ApiError("method_not_allowed", `the method is not allowed on this path; allowed: ${allow}`, undefined, {
        headers: { allow },
      });
    }
    const { operationId } = match;
    incoming.matched?.(operationId);
    const operation = OPERATIONS[operationId];
    const now = Date.now();

    // Authenticate before reading the body: an unauthenticated caller costs no body read.
    const { ownerId, scorerId } = await authenticateRequest(
      services,
      operation,
      header(incoming, "authorization"),
      incoming.clientAddress,
      now,
    );

    const validators = requestValidators[operationId];
    const declaredHeaders = Object.fromEntries(
      operation.headers.flatMap((name) => (incoming.headers[name] === undefined ? [] : [[name, header(incoming, name)]])),
    );
    const given = { ...queryObject(incoming.query), ...match.pathParams, ...declaredHeaders };
    const params = check(validators.params, { ...given }); // coerced in place: `given` keeps the text
    if (!params.ok) throw invalid(params.error.field, params.error.reason);
    refuseUncanonical(given, params.value);
    refuseUnstorable(params.value);

    let body: unknown;
    let raw: RawBody | undefined;
    let upload: StreamedBody | undefined;
    if (operation.streamedBody) {
      // Read by its handler as it arrives (server/blobs/): never whole in memory.
      upload = {
        chunks: incoming.streamBody(),
        hold: incoming.holdBody,
        contentType: header(incoming, "content-type"),
        contentLength: header(incoming, "content-length"),
      };
    } else if (operation.rawBody) {
      // Its handler decodes and checks it (server/otel/): the body is not JSON under a schema.
      raw = await incoming.readRawBody(operation.maxBodyBytes);
    } else if (operation.hasBody && (operation.bodyRequired || incoming.hasBody)) {
      body = await incoming.readBody(WIRE_BYTES_PER_BYTE * operation.maxBodyBytes);
      refuseOversize(body, operation.maxBodyBytes);
      // A record has no body validator here: it is judged by its own schema_version in handlers/records.ts.
      if (validators.body) {
        const checked = check(validators.body, body);
        if (!checked.ok) throw invalid(checked.error.field, checked.error.reason);
      }
      // Records are checked one by one in handlers/records.ts, so a bad one fails alone in a batch.
      if (!RECORD_BODIES.has(operationId)) refuseUnstorable(body);
    }

    const context = { params: params.value, body, raw, upload, ownerId, scorerId, sdk: header(incoming, "x-ledger-sdk"), now, services };
    const reply = await (handlers[operationId] as (ctx: Context<OperationId>) => ReturnType<Handlers[OperationId]>)(
      context as Context<OperationId>,
    );
    return { ...reply, operationId };
  };
}
