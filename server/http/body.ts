// Reads a request body under a byte cap, refusing as soon as the cap is passed (before parsing),
// then parses it as JSON. Every failure is an ApiError with a 4xx.
import type { IncomingMessage } from "node:http";
import { ApiError } from "./errors.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);

export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers["content-length"] ?? NaN);
  const tooLarge = () =>
    new ApiError("payload_too_large", `the body exceeds ${maxBytes} bytes`, { limit: maxBytes });
  if (declared > maxBytes) throw tooLarge();
  if (!isJson(req.headers["content-type"])) {
    throw new ApiError("unsupported_media_type", "send the body as Content-Type: application/json");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  let text: string;
  try {
    text = utf8.decode(Buffer.concat(chunks, size));
  } catch {
    throw new ApiError("validation_failed", "the body is not valid UTF-8", { field: "$", reason: "is not valid UTF-8" });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    const reason = `is not valid JSON: ${(error as Error).message}`;
    throw new ApiError("validation_failed", `the body ${reason}`, { field: "$", reason });
  }
  if (nestsDeeperThan(body, MAX_NESTING)) {
    const reason = `nests arrays and objects more than ${MAX_NESTING} levels deep`;
    throw new ApiError("validation_failed", `the body ${reason}`, { field: "$", reason });
  }
  return body;
}

/** How deep arrays and objects may nest in a body: deeper input would exhaust the stack of the
 * recursive code behind (validation, canonical hashing) and serves no real record. */
export const MAX_NESTING = 100;

// Level by level, without recursion, so any depth JSON.parse accepts is measured safely.
function nestsDeeperThan(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of level) {
      if (item === null || typeof item !== "object") continue;
      if (depth >= limit) return true; // an array or object inside `limit` others
      for (const member of Object.values(item)) next.push(member);
    }
    level = next;
  }
  return false;
}
