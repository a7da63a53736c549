// Reads a request body under a byte cap, refusing as soon as the cap is passed (before parsing),
// then parses it as JSON. Every failure is an ApiError with a 4xx.
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import type { BodyLease } from "./body-budget.ts";
import { ApiError, invalid } from "../api/errors.ts";
import type { RawBody } from "../api/exchange.ts";
import { parseJsonText } from "../api/json-text.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);

/** The body as JSON; its bytes are held in `lease` (the process-wide body budget) as they arrive. */
export async function readJsonBody(req: IncomingMessage, maxBytes: number, lease: BodyLease): Promise<unknown> {
  const declared = Number(req.headers["content-length"] ?? NaN);
  const tooLarge = () => new ApiError("payload_too_large", `the body exceeds ${maxBytes} bytes on the wire`, { limit: maxBytes });
  if (declared > maxBytes) throw tooLarge();
  if (!isJson(req.headers["content-type"])) {
    throw new ApiError("unsupported_media_type", "send the body as Content-Type: application/json");
  }
  const bytes = await readUpTo(req, maxBytes, lease);
  if (bytes === undefined) throw tooLarge();
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw invalid("", "is not valid UTF-8");
  }
  return parseJsonText(text);
}

const gunzipAsync = promisify(gunzip);

/**
 * A body the handler decodes itself (OTLP's protobuf or JSON): its bytes, gunzipped when sent
 * with `Content-Encoding: gzip`. `maxBytes` bounds it on the wire and again once decompressed,
 * so a small gzip bomb is refused like a large body. Both are held in `lease`.
 */
export async function readRawBody(req: IncomingMessage, maxBytes: number, lease: BodyLease): Promise<RawBody> {
  const tooLarge = (where: string) => new ApiError("payload_too_large", `the body exceeds ${maxBytes} bytes ${where}`, { limit: maxBytes });
  if (Number(req.headers["content-length"] ?? NaN) > maxBytes) throw tooLarge("on the wire");
  const encoding = (req.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding !== "gzip" && encoding !== "identity") {
    throw new ApiError("unsupported_media_type", `Content-Encoding ${JSON.stringify(encoding)} is not supported: send gzip or none`);
  }
  const mediaType = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  const wire = await readUpTo(req, maxBytes, lease);
  if (wire === undefined) throw tooLarge("on the wire");
  if (encoding === "identity") return { bytes: wire, mediaType };
  let bytes: Buffer;
  try {
    bytes = await gunzipAsync(wire, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw tooLarge("decompressed");
    throw invalid("", "is not valid gzip (Content-Encoding: gzip)");
  }
  lease.hold(wire.length + bytes.length);
  return { bytes, mediaType };
}

/**
 * The body's bytes, or undefined as soon as it passes `maxBytes`. Held in `lease` as they arrive
 * (a declared length at once, so a body the budget cannot take is refused before it is read);
 * rejects with the budget's 503 when it cannot. Listens rather than iterating: leaving a
 * for-await loop early destroys the request, and with it the socket the answer needs.
 */
function readUpTo(req: IncomingMessage, maxBytes: number, lease: BodyLease): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const declared = Number(req.headers["content-length"]);
    const stop = () => {
      req.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onGone);
      req.pause();
    };
    const done = (value: Buffer | undefined) => {
      stop();
      resolve(value);
    };
    const onGone = () => {
      req.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onGone);
      reject(new ClientGone());
    };
    const hold = (bytes: number) => {
      try {
        lease.hold(bytes);
        return true;
      } catch (error) {
        stop();
        reject(error);
        return false;
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) done(undefined);
      else if (Number.isSafeInteger(declared) || hold(size)) chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks, size));
    // Gone while the request was being authenticated: no event will come (and nothing is held).
    if (req.destroyed) return reject(new ClientGone());
    if (Number.isSafeInteger(declared) && !hold(declared)) return;
    req.on("data", onData).on("end", onEnd).on("error", onGone).on("close", onGone);
  });
}

/**
 * The body as it arrives, one chunk at a time: the request is paused while the consumer works on a
 * chunk, so a slow store holds back the client instead of filling memory. Listens rather than
 * iterating (see readUpTo): a consumer that stops early leaves the socket for the answer.
 */
export async function* bodyChunks(req: IncomingMessage): AsyncGenerator<Buffer> {
  const queue: Buffer[] = [];
  let ended = false;
  let gone = req.destroyed; // already: no event will say so
  let wake: (() => void) | undefined;
  const onData = (chunk: Buffer) => {
    queue.push(chunk);
    req.pause();
    wake?.();
  };
  const onEnd = () => {
    ended = true;
    wake?.();
  };
  const onGone = () => {
    gone = true;
    wake?.();
  };
  req.on("data", onData).on("end", onEnd).on("error", onGone).on("close", onGone);
  req.resume();
  try {
    for (;;) {
      const chunk = queue.shift();
      if (chunk) {
        yield chunk;
        if (queue.length === 0) req.resume();
      } else if (ended) return;
      else if (gone) throw new ClientGone();
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    req.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onGone);
    req.pause();
  }
}

/** The client closed the connection (or it was cut off) before its body arrived: nobody to answer. */
export class ClientGone extends Error {
  constructor() {
    super("the client closed the connection before sending its whole body");
  }
}

/**
 * Reads and discards what is left of a refused body, so a client still sending it reads the answer
 * instead of a reset connection (nginx's lingering close). Bounded in time, not bytes: in all, and
 * while nothing arrives. False when it gave up (the connection must then close).
 */
export function discardBody(req: IncomingMessage, bounds: { totalMs: number; idleMs: number }): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  if (req.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (drained: boolean) => {
      clearTimeout(total);
      clearTimeout(idle);
      req.off("data", onData).off("end", onEnd).off("error", onError);
      if (!drained) req.pause();
      resolve(drained);
    };
    const onData = () => idle.refresh();
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const total = setTimeout(() => finish(false), bounds.totalMs);
    const idle = setTimeout(() => finish(false), bounds.idleMs);
    req.on("data", onData).on("end", onEnd).on("error", onError);
    req.resume();
  });
}
