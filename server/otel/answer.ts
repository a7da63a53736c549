// OTLP's answer to an export, in the request's own encoding: empty on full success, else
// partial_success with the number of rejected spans and why (and evaluation events that made no
// score, as a warning: rejected_spans 0 when that is all).
import type { RawAnswer } from "../api/exchange.ts";
import { rejectionMessage, type Encoding, type OtlpOutcome } from "./ingest.ts";
import { ExportTraceServiceResponse } from "./proto.ts";

export interface OtlpAnswer {
  /** The JSON form (also what a JSON request gets). */
  json: { partialSuccess?: { rejectedSpans: string; errorMessage: string } };
  /** The protobuf form, for a protobuf request. */
  raw?: RawAnswer;
}

export function otlpAnswer(encoding: Encoding, outcome: OtlpOutcome): OtlpAnswer {
  const partial =
    outcome.rejected.length > 0 || outcome.unscored.length > 0
      ? { rejected: outcome.rejected.length, message: rejectionMessage(outcome) }
      : undefined;
  const json = partial ? { partialSuccess: { rejectedSpans: String(partial.rejected), errorMessage: partial.message } } : {};
  if (encoding === "json") return { json };
  const message = partial ? { partial_success: { rejected_spans: partial.rejected, error_message: partial.message } } : {};
  const bytes = ExportTraceServiceResponse.encode(ExportTraceServiceResponse.fromObject(message)).finish();
  return { json, raw: { contentType: "application/x-protobuf", bytes } };
}
