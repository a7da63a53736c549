// One OTLP request's delivery (cli/otlp-delivery.ts) against a real receiver: a Retry-After is
// obeyed up to the policy's maxRetryAfterMs, however long it asks for, and the request is then
// retried and delivered.
import { describe, expect, it } from "vitest";
import { DEFAULT_POLICY, deliver } from "../../cli/otlp-delivery.ts";
import { ExportTraceServiceRequest } from "../../server/otel/proto.ts";
import { otlpReceiver } from "./otlp-receiver.ts";

const EMPTY_REQUEST = ExportTraceServiceRequest.encode(ExportTraceServiceRequest.fromObject({ resource_spans: [] })).finish();

describe("deliver", () => {
  it("caps each Retry-After at maxRetryAfterMs (days, or past Node's timer range), then delivers", async () => {
    expect(DEFAULT_POLICY.maxRetryAfterMs).toBe(60_000);
    const asked = ["2000000", "99999999", "0"];
    const receiver = await otlpReceiver((n) => (n < asked.length ? { status: 503, retryAfter: asked[n] } : {}));
    try {
      const delays: number[] = [];
      const delivery = await deliver(
        receiver.url,
        EMPTY_REQUEST,
        {},
        { ...DEFAULT_POLICY, maxRetryAfterMs: 300, onRetry: (_reason, delayMs) => delays.push(delayMs) },
      );
      expect(delivery).toEqual({ delivered: true, rejected: 0 });
      expect(delays).toEqual([300, 300, 0]);
      expect(receiver.requests).toBe(4);
    } finally {
      await receiver.close();
    }
  });
});
