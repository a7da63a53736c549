// CORS, so the SDK works from browsers. Keys travel in the Authorization header, never in
// cookies, so allowing any origin exposes nothing a page could not already send.
import type { IncomingMessage, ServerResponse } from "node:http";
import document from "../../generated/openapi.json" with { type: "json" };
import { OPERATIONS } from "../../generated/operations.ts";

// A browser may call any operation the SDK can, so all of these come from the API's document:
// every method it declares (PUT of byow signatures and blobs, DELETE of blobs, …), every request
// header an operation takes (Ledger-Blob-Salt, Range, …) and every response header it answers.
const operations = Object.values(OPERATIONS);
const METHODS = [...new Set([...operations.map((op) => op.method), "OPTIONS"])].join(", ");
const ALLOWED_HEADERS = [...new Set(["authorization", "content-type", "x-request-id", ...operations.flatMap((op) => op.headers)])].join(
  ", ",
);
// Deprecation, Sunset and Link go on any answer of a deprecated schema version (RFC 9745, 8594).
const EXPOSED_HEADERS = [...new Set(["x-request-id", "deprecation", "sunset", "link", ...responseHeaders()])].join(", ");
const PREFLIGHT_MAX_AGE_S = "600";

/** Adds CORS headers for an allowed origin; answers a preflight (true) so nothing else runs. */
export function applyCors(req: IncomingMessage, res: ServerResponse, origins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || !(origins.includes("*") || origins.includes(origin))) return false;
  res.setHeader("access-control-allow-origin", origins.includes("*") ? "*" : origin);
  res.setHeader("vary", "origin");
  res.setHeader("access-control-expose-headers", EXPOSED_HEADERS);
  if (req.method !== "OPTIONS" || req.headers["access-control-request-method"] === undefined) return false;
  res.statusCode = 204;
  res.setHeader("access-control-allow-methods", METHODS);
  res.setHeader("access-control-allow-headers", ALLOWED_HEADERS);
  res.setHeader("access-control-max-age", PREFLIGHT_MAX_AGE_S);
  res.end();
  return true;
}

type Response = { $ref?: string; headers?: Record<string, unknown> };

/** The header names of every response the document declares (Retry-After, Ledger-Blob-Salt, …), lowercase. */
function responseHeaders(): string[] {
  const doc = document as unknown as {
    paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
    components?: { responses?: Record<string, Response> };
  };
  const resolve = (response: Response) =>
    response.$ref ? (doc.components?.responses?.[response.$ref.split("/").at(-1)!] ?? {}) : response;
  return Object.values(doc.paths)
    .flatMap((path) => Object.values(path))
    .flatMap((operation) => Object.values(operation.responses ?? {}))
    .flatMap((response) => Object.keys(resolve(response).headers ?? {}))
    .map((name) => name.toLowerCase());
}
