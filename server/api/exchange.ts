// What one request brings and its answer carries, between the HTTP adapter (http/), the dispatcher
// and the handlers: a leaf, so each of them, and the rooms that decode a body of their own (otel/),
// reads the same shapes without importing another.
import type { OperationId } from "../../generated/operations.ts";

export interface Incoming {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** The peer's address: failed authentications are throttled per address. */
  clientAddress: string;
  /** Whether the request carries a body at all (Content-Length > 0 or chunked). */
  hasBody: boolean;
  /** Reads and parses the JSON body, refusing more than `maxBytes`. */
  readBody(maxBytes: number): Promise<unknown>;
  /** Reads the body as bytes (gunzipped), refusing more than `maxBytes`: operations that decode their own. */
  readRawBody(maxBytes: number): Promise<RawBody>;
  /** The body as it arrives (operations with a streamed body: blobs); a client gone mid-way throws ClientGone. */
  streamBody(): AsyncIterable<Buffer>;
  /** Told the operation as soon as the request matches one, so a refusal is still counted under it. */
  matched?(operationId: OperationId): void;
  /** A streamed body's reader holds `bytes` of it in memory now: counted in the body budget, which throws 503 past it. */
  holdBody(bytes: number): void;
}

export interface Outgoing {
  status: number;
  /** JSON; absent when the answer is bytes (`stream`) or headers only. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The bytes of a binary answer, streamed out as they come. */
  stream?: AsyncIterable<Uint8Array>;
  operationId?: OperationId;
  /** An answer in another encoding than JSON (OTLP's protobuf): sent as is instead of `body`. */
  raw?: RawAnswer;
}

/** One request, framework-free, to its answer (dispatch.ts). */
export type Dispatch = (incoming: Incoming) => Promise<Outgoing>;

export interface RawBody {
  bytes: Buffer;
  /** The media type, lowercase, without parameters ("" when absent). */
  mediaType: string;
}

/** An answer in another encoding than JSON (OTLP's protobuf), sent as is. */
export interface RawAnswer {
  contentType: string;
  bytes: Uint8Array;
}

export interface StreamedBody {
  chunks: AsyncIterable<Buffer>;
  /** Says how many bytes of the body the reader holds in memory now (the body budget); throws 503 past the budget. */
  hold(bytes: number): void;
  contentType: string | undefined;
  contentLength: string | undefined;
}
