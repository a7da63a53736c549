// Delivering one OTLP/HTTP request exactly: an answer counts only when the receiver said 2xx
// (minus the spans its partial success rejected); 408, 429, 502, 503, 504, timeouts and network
// errors are retried with exponential backoff, waiting what Retry-After says when it says it (up
// to a minute: a receiver cannot park the export for days, nor overflow the timer to 1 ms).
import { ProtobufTraceSerializer } from "@opentelemetry/otlp-transformer";

export interface RetryPolicy {
  /** Attempts per request, the first included. */
  attempts: number;
  /** Backoff before the second attempt; doubled each time, up to maxDelayMs (plus jitter). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** One attempt's time limit (a slow receiver only slows the export down, up to this). */
  timeoutMs: number;
  /** The longest wait a Retry-After is obeyed for; a longer one waits this long. */
  maxRetryAfterMs: number;
  /** Told before each retry (the CLI prints it on stderr). */
  onRetry?: (reason: string, delayMs: number) => void;
}

export const DEFAULT_POLICY: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  timeoutMs: 30_000,
  maxRetryAfterMs: 60_000,
};

export type Delivery = { delivered: true; rejected: number; message?: string } | { delivered: false; reason: string; retryable: boolean };

type Attempt = Delivery | { delivered: false; reason: string; retryable: true; retryAfterMs?: number };

// OTLP/HTTP names 429, 502, 503 and 504 retryable; 408 is a timeout like any other.
const RETRYABLE = new Set([408, 429, 502, 503, 504]);

/** Retry-After in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined if neither. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Why a request never got an answer, in words: the system's code (ECONNREFUSED …) when there is one. */
function unreachable(url: string, error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === "TimeoutError") return `no answer from ${url} in time`;
  const detail = cause?.code
    ? `${cause.code}${cause.message && !cause.message.includes(cause.code) ? `: ${cause.message}` : ""}`
    : (cause?.message ?? (error as Error).message);
  return `cannot reach ${url} (${detail})`;
}

async function attempt(url: string, body: Uint8Array, headers: Record<string, string>, timeoutMs: number): Promise<Attempt> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-protobuf", ...headers },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { delivered: false, reason: unreachable(url, error), retryable: true };
  }
  let answer: Uint8Array;
  try {
    answer = new Uint8Array(await res.arrayBuffer());
  } catch (error) {
    return { delivered: false, reason: unreachable(url, error), retryable: true };
  }
  if (res.ok) {
    const type = res.headers.get("content-type") ?? "";
    const partial =
      answer.length > 0 && type.startsWith("application/x-protobuf")
        ? ProtobufTraceSerializer.deserializeResponse(answer).partialSuccess
        : undefined;
    const rejected = Number(partial?.rejectedSpans ?? 0);
    return { delivered: true, rejected, ...(partial?.errorMessage ? { message: partial.errorMessage } : {}) };
  }
  const text = new TextDecoder().decode(answer.subarray(0, 200)).replace(/\s+/g, " ").trim();
  const reason = `${url} answered HTTP ${res.status}${text && /^[\x20-\x7e]*$/.test(text) ? `: ${text}` : ""}`;
  if (!RETRYABLE.has(res.status)) return { delivered: false, reason, retryable: false };
  return { delivered: false, reason, retryable: true, retryAfterMs: retryAfterMs(res.headers.get("retry-after")) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one request until it is answered, refused for good, or out of attempts. */
export async function deliver(url: string, body: Uint8Array, headers: Record<string, string>, policy: RetryPolicy): Promise<Delivery> {
  for (let n = 1; ; n++) {
    const result = await attempt(url, body, headers, policy.timeoutMs);
    if (result.delivered || !result.retryable || n >= policy.attempts) {
      return result.delivered ? result : { delivered: false, reason: result.reason, retryable: result.retryable };
    }
    const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (n - 1));
    // The receiver's word wins, up to maxRetryAfterMs; our own backoff gets up to 20 % jitter, so
    // retries spread out.
    const delay =
      "retryAfterMs" in result && result.retryAfterMs !== undefined
        ? Math.min(result.retryAfterMs, policy.maxRetryAfterMs)
        : backoff * (0.8 + Math.random() * 0.2);
    policy.onRetry?.(result.reason, delay);
    await sleep(delay);
  }
}
