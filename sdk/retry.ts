// When a failed attempt is tried again, and how long to wait first.
import { ERRORS } from "../generated/errors.ts";
import { validationError, type LedgerError } from "./errors.ts";

export interface RetryConfig {
  /** How many retries may follow the first try. Default 3. */
  attempts?: number;
  /** `backoffMs[i]` is the wait before retry i+1; the last value repeats. Default [500, 1000, 2000]. */
  backoffMs?: readonly number[];
  /** How to wait; tests inject one that returns at once and records the waits. */
  sleep?: (ms: number) => Promise<void>;
}

export type RetryPolicy = Required<RetryConfig>;

const DEFAULTS: RetryPolicy = {
  attempts: 3,
  backoffMs: [500, 1000, 2000],
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const isWait = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n >= 0;

export function retryPolicy(config: RetryConfig = {}): RetryPolicy {
  const policy: RetryPolicy = {
    attempts: config.attempts ?? DEFAULTS.attempts,
    backoffMs: config.backoffMs ?? DEFAULTS.backoffMs,
    sleep: config.sleep ?? DEFAULTS.sleep,
  };
  if (!Number.isInteger(policy.attempts) || policy.attempts < 0) {
    throw validationError("retry.attempts", "must be a non-negative integer");
  }
  if (!Array.isArray(policy.backoffMs) || policy.backoffMs.length === 0 || !policy.backoffMs.every(isWait)) {
    throw validationError("retry.backoffMs", "must be a non-empty array of non-negative numbers");
  }
  if (typeof policy.sleep !== "function") throw validationError("retry.sleep", "must be a function");
  return policy;
}

/**
 * Whether the failed attempt is tried again: the code says so (x-retry in schema/errors.schema.json),
 * not its status — a code this SDK does not know is not retried.
 */
export function isRetryable(error: LedgerError): boolean {
  const retry: boolean | readonly number[] | undefined = Object.hasOwn(ERRORS, error.code)
    ? ERRORS[error.code as keyof typeof ERRORS].retry
    : undefined;
  return retry === true || (Array.isArray(retry) && error.status !== undefined && retry.includes(error.status));
}

/** The wait before retry number `retry` (0-based): the backoff, or longer when the service asked for it. */
export function delayMs(policy: RetryPolicy, retry: number, error: LedgerError): number {
  const backoff = policy.backoffMs[Math.min(retry, policy.backoffMs.length - 1)] ?? 0;
  const asked = error.details.retry_after_ms;
  return isWait(asked) ? Math.max(backoff, asked) : backoff;
}
