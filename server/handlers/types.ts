// The contract every handler follows: a framework-free function of a validated request.
import type { OperationId, Params, RequestBody, SuccessBody } from "../../generated/operations.ts";
import type { RawAnswer } from "../dispatch.ts";
import type { RawBody } from "../http/body.ts";
import type { Services } from "../services.ts";

export interface Context<Op extends OperationId> {
  params: Params<Op>;
  body: RequestBody<Op>;
  /** The undecoded body of an operation that takes other media types than JSON (OTLP). */
  raw?: RawBody;
  /** The authenticated owner (empty for unauthenticated and admin operations). */
  ownerId: string;
  /** The SDK identity header, when the request came through the SDK. */
  sdk: string | undefined;
  /** Receipt time, epoch ms. */
  now: number;
  services: Services;
}

export interface Reply<Op extends OperationId> {
  status: number;
  body: SuccessBody<Op>;
  /** The answer in the request's own non-JSON encoding, sent instead of `body` (OTLP protobuf). */
  raw?: RawAnswer;
}

export type Handler<Op extends OperationId> = (ctx: Context<Op>) => Promise<Reply<Op>>;

export type Handlers = { [Op in OperationId]: Handler<Op> };
