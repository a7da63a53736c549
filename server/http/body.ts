// Reads a request body under a byte cap, refusing as soon as the cap is passed (before parsing),
// then parses it as JSON. Every failure is an ApiError with a 4xx.
import type { IncomingMessage } from "node:http";
import { ApiError, invalid } from "./errors.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);

export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers["content-length"] ?? NaN);
  const tooLarge = () =>
    new ApiError("payload_too_large", `the body exceeds ${maxBytes} bytes on the wire`, { limit: maxBytes });
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
    throw invalid("", "is not valid UTF-8");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw invalid("", `is not valid JSON: ${(error as Error).message}`);
  }
  return body;
}
