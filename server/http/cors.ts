// CORS, so the SDK works from browsers. Keys travel in the Authorization header, never in
// cookies, so allowing any origin exposes nothing a page could not already send.
import type { IncomingMessage, ServerResponse } from "node:http";

const ALLOWED_HEADERS = "authorization, content-type, x-ledger-sdk, x-request-id";
const EXPOSED_HEADERS = "x-request-id, retry-after, deprecation, sunset, link";
const METHODS = "GET, POST, PATCH, OPTIONS";
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
