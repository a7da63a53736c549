// The contract every handler follows: a framework-free function of a validated request.
import type { OperationId, Params, RequestBody, SuccessBody } from "../../generated/operations.ts";
import type { RawAnswer, RawBody, StreamedBody } from "../api/exchange.ts";
import type { Services } from "../services.ts";

export interface Context<Op extends OperationId> {
  params: Params<Op>;
  body: RequestBody<Op>;
  /** The undecoded body of an operation that takes other media types than JSON (OTLP). */
  raw?: RawBody;
  /** The body of an operation with a streamed body (a blob), unread. */
  upload?: StreamedBody;
  /** The authenticated owner (empty for unauthenticated and admin operations, and for a scorer). */
  ownerId: string;
  /** The authenticated scorer, on an operation that admits scorers' keys (its agents: auth/agent-access.ts requireReadableAgent). */
  scorerId?: string;
  /** The SDK identity header, when the request came through the SDK. */
  sdk: string | undefined;
  /** Receipt time, epoch ms. */
  now: number;
  services: Services;
}

/** JSON for operations that answer JSON; bytes streamed out (or headers alone, for HEAD) for the others. */
export type Reply<Op extends OperationId> = [SuccessBody<Op>] extends [never]
  ? { status: number; headers: Record<string, string>; stream?: AsyncIterable<Uint8Array> }
  : {
      status: number;
      body: SuccessBody<Op>;
      headers?: Record<string, string>;
      /** The answer in the request's own non-JSON encoding, sent instead of `body` (OTLP protobuf). */
      raw?: RawAnswer;
    };

export type Handler<Op extends OperationId> = (ctx: Context<Op>) => Promise<Reply<Op>>;

export type Handlers = { [Op in OperationId]: Handler<Op> };
