// Reads one HTTP answer into its JSON value or the LedgerError it stands for.
import { ERRORS } from "../generated/errors.ts";
import type { ErrorDetails, ErrorEnvelope } from "../generated/types/schema.ts";
import { errorFor, type LedgerError } from "./errors.ts";

export type Outcome = { ok: true; value: unknown } | { ok: false; error: LedgerError };

export function readResponse(response: Response, text: string): Outcome {
  const body = parseJson(text);
  if (!response.ok) return { ok: false, error: responseError(response, body) };
  // 204 No Content (a withdrawn grant) answers nothing, by definition.
  if (response.status === 204) return { ok: true, value: undefined };
  if (body === undefined) {
    // A 2xx that is not JSON did not come from the service as specified (a proxy, a captive portal).
    const details = { status: response.status, reason: "the response body is not JSON" };
    return { ok: false, error: errorFor({ code: "server_5xx", message: details.reason, details, status: response.status }) };
  }
  return { ok: true, value: body };
}

function responseError(response: Response, body: unknown): LedgerError {
  const { status } = response;
  const envelope = isEnvelope(body) ? body : undefined;
  const details: ErrorDetails = { ...envelope?.error.details };
  // Both the body and Retry-After may ask for a wait: the larger holds.
  const waits = [details.retry_after_ms, retryAfterMs(response.headers.get("retry-after"))].filter(
    (n): n is number => typeof n === "number" && Number.isFinite(n),
  );
  if (waits.length > 0) details.retry_after_ms = Math.max(...waits);
  if (status >= 500) details.status = status;
  return errorFor({
    code: status >= 500 ? "server_5xx" : (envelope?.error.code ?? codeWithoutEnvelope(status)),
    message: envelope?.error.message ?? `the service answered HTTP ${status}`,
    details,
    requestId: envelope?.request_id ?? response.headers.get("x-request-id") ?? undefined,
    status,
  });
}

/**
 * A body that is not the envelope came from something in between (a proxy, a gateway): only a
 * status whose meaning HTTP itself fixes (429, 408) is read as a service code; the rest keep the status.
 */
function codeWithoutEnvelope(status: number): string {
  if (status === ERRORS.rate_limited.status) return "rate_limited";
  return status === ERRORS.request_timeout.status ? "request_timeout" : `http_${status}`;
}

/** `Retry-After` is delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isEnvelope(body: unknown): body is ErrorEnvelope {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}
