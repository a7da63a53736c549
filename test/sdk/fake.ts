// A scripted httpTransport for SDK unit tests: answers each call with the next step of a script
// and records what was sent.
import type { ErrorCode } from "../../generated/types/schema.ts";
import { LedgerClient, type HttpTransport, type LedgerClientConfig } from "../../sdk/index.ts";

export interface SentRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

/** A Response, an Error the transport throws (a dropped connection), or a function of the request. */
export type Step = Response | Error | ((request: SentRequest) => Response | Promise<Response>);

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

export function envelope(
  status: number,
  code: ErrorCode | string,
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
): Response {
  return json(status, { error: { code, message: `${code} happened`, ...(details && { details }) }, request_id: "req-1" }, headers);
}

export const dropped = (): Error => new TypeError("fetch failed: socket hang up");

/** Never answers; rejects when the SDK aborts the attempt (its timeout). */
export const hang: Step = ({ signal }) =>
  new Promise((_, reject) => signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));

export function scripted(...steps: Step[]) {
  const sent: SentRequest[] = [];
  const transport: HttpTransport = async (url, init) => {
    const request: SentRequest = {
      url: new URL(url),
      method: init.method ?? "GET",
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === "string" ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    sent.push(request);
    const step = steps[sent.length - 1];
    if (step === undefined) throw new Error(`unscripted request #${sent.length}: ${init.method} ${url}`);
    if (step instanceof Error) throw step;
    return typeof step === "function" ? step(request) : step;
  };
  return { transport, sent, bodies: () => sent.map((r) => r.body) };
}

/** A sleep that returns at once and remembers each wait. */
export function recordedSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

export const AGENT_ID = "agt_0123456789abcdef0123456789abcdef";
export const BASE = "http://ledger.test";

/** A client on a scripted transport with instant, recorded waits. */
export function testClient(steps: Step[], config: Partial<LedgerClientConfig> = {}) {
  const script = scripted(...steps);
  const { waits, sleep } = recordedSleep();
  const client = new LedgerClient({
    apiKey: "tlk_test",
    agentId: AGENT_ID,
    endpoint: BASE,
    httpTransport: script.transport,
    ...config,
    retry: { sleep, ...config.retry },
  });
  return { client, waits, ...script };
}

export const ack = (record_id: string, session_id = "s-1", is_duplicate = false) => ({
  record_id,
  session_id,
  server_ts_utc: 1_767_225_600_000,
  is_duplicate,
});

export const thinking = (extra: Record<string, unknown> = {}) => ({
  behavior: "Thinking" as const,
  session_id: "s-1",
  prompt: "Should we rebalance?",
  output_payload: "Yes, sell 10% of ETH.",
  ...extra,
});
