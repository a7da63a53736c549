// The contract every handler follows: a framework-free function of a validated request.
import type { OperationId, Params, RequestBody, SuccessBody } from "../../generated/operations.ts";
import type { Services } from "../services.ts";

export interface Context<Op extends OperationId> {
  params: Params<Op>;
  body: RequestBody<Op>;
  /** The raw body of operations that take bytes rather than JSON (blobs), unread. */
  raw?: RawBody;
  /** The authenticated owner (empty for unauthenticated and admin operations). */
  ownerId: string;
  /** The SDK identity header, when the request came through the SDK. */
  sdk: string | undefined;
  /** Receipt time, epoch ms. */
  now: number;
  services: Services;
}

export interface RawBody {
  chunks: AsyncIterable<Buffer>;
  contentType: string | undefined;
  contentLength: string | undefined;
}

/** JSON for operations that answer JSON; bytes (or headers alone, for HEAD) for the others. */
export type Reply<Op extends OperationId> = [SuccessBody<Op>] extends [never]
  ? { status: number; headers: Record<string, string>; stream?: AsyncIterable<Uint8Array> }
  : { status: number; body: SuccessBody<Op>; headers?: Record<string, string> };

export type Handler<Op extends OperationId> = (ctx: Context<Op>) => Promise<Reply<Op>>;

export type Handlers = { [Op in OperationId]: Handler<Op> };
