// One process-wide budget for the request-body bytes held in memory (HTTP_BODY_BUDGET_BYTES):
// each request holds its share through a lease, and a lease that would take the total past the
// budget is refused with 503 server_5xx and Retry-After, so many slow or paused bodies cannot
// exhaust the process. Any body reader takes from it (JSON bodies, OTLP, blob uploads).
import { ApiError } from "../api/errors.ts";

/** How long a refused client is asked to wait: bodies in flight are answered within seconds. */
const RETRY_AFTER_SECONDS = 1;

export interface BodyLease {
  /** Holds `bytes` in all for this request (more or less than before); throws the 503 when the budget cannot cover the growth. */
  hold(bytes: number): void;
  /** Gives back everything held (idempotent): the request is over. */
  release(): void;
}

export class BodyBudget {
  #held = 0;

  /** `limitBytes` 0: no budget. */
  constructor(readonly limitBytes: number) {}

  /** Bytes held by all leases now. */
  get held(): number {
    return this.#held;
  }

  lease(): BodyLease {
    let mine = 0;
    return {
      hold: (bytes) => {
        const growth = bytes - mine;
        if (growth > 0 && this.limitBytes > 0 && this.#held + growth > this.limitBytes) throw this.#exhausted();
        this.#held += growth;
        mine = bytes;
      },
      release: () => {
        this.#held -= mine;
        mine = 0;
      },
    };
  }

  #exhausted(): ApiError {
    return new ApiError(
      "server_5xx",
      `the service holds as many request bodies as it may (HTTP_BODY_BUDGET_BYTES, ${this.limitBytes} bytes); retry shortly`,
      { status: 503, reason: "the request-body budget is spent", retry_after_ms: RETRY_AFTER_SECONDS * 1000 },
      { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
    );
  }
}
