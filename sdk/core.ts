// The one request path: build the request, send it through the transport with a timeout,
// retry what is transient, and turn the answer into a value or a LedgerError.
import { OPERATIONS, type OperationId, type Params, type SuccessBody } from "../generated/operations.ts";
import { ENDPOINT_VARIABLE, ENVIRONMENTS, type Environment } from "../generated/environments.ts";
import { NetworkError, ValidationError, validationError } from "./errors.ts";
import { readResponse, type Outcome } from "./response.ts";
import { delayMs, isRetryable, retryPolicy, type RetryConfig, type RetryPolicy } from "./retry.ts";

import { SDK_VERSION } from "../generated/sdk-version.ts";
import { SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSIONS } from "../generated/schema.ts";

export { SDK_VERSION };
/** Sent as `x-ledger-sdk: trace-ledger-ts/<version>`; the service labels the agent `sdk_instrumented`. */
const SDK_HEADER = `trace-ledger-ts/${SDK_VERSION}`;

export { ENVIRONMENTS, type Environment } from "../generated/environments.ts";

/** The global `fetch` fits; so does anything that answers a Response for a URL and RequestInit. */
export type HttpTransport = (url: string, init: RequestInit) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 30_000;
// setTimeout fires at once for longer delays.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The process environment variables that fill options the caller leaves out (Node; not in browsers). */
export const API_KEY_VARIABLE = "LEDGER_API_KEY";
export const AGENT_ID_VARIABLE = "LEDGER_AGENT_ID";

/**
 * Sees what the SDK does on its own: retries (`warn`), records dropped or failed in background
 * mode (`error`), spool recovery (`info`). `fields` names the operation, attempt, wait, counts.
 */
/** Deprecation notices already logged by this process (Deprecation and Sunset values). */
const DEPRECATIONS_SEEN = new Set<string>();

export type Logger = (level: "debug" | "info" | "warn" | "error", message: string, fields: Record<string, unknown>) => void;

export interface ConnectionOptions {
  /** The owner-level API key; default the LEDGER_API_KEY environment variable (Node). */
  apiKey?: string;
  /**
   * Default `production`. `development` is the local service (`npm start`); `production` and
   * `staging` have no built-in address yet and take it from the LEDGER_ENDPOINT environment
   * variable (Node), else the first request fails with `endpoint_not_configured`.
   */
  environment?: Environment;
  /** Base address of the service; overrides `environment` and LEDGER_ENDPOINT. */
  endpoint?: string;
  /** Used for every request; default the global `fetch`. */
  httpTransport?: HttpTransport;
  retry?: RetryConfig;
  /** Limit on each attempt (retries get their own), in milliseconds. Default 30 000. */
  timeoutMs?: number;
  /** Told about retries (and, in background mode, drops and failures). Default: silent. */
  logger?: Logger;
}

export interface RequestArgs<Op extends OperationId> {
  /** Path and query parameters together: the names in the path template go there, the rest to the query. */
  params?: Params<Op>;
  body?: unknown;
  /** Overrides the policy's number of retries (background delivery retries on its own). */
  retries?: number;
  /** Sent as they are, with `headers` (blobs): no JSON body. */
  bytes?: Uint8Array;
  headers?: Record<string, string>;
}

/** A binary answer (a blob's bytes), or the headers of a HEAD. */
export interface BytesAnswer {
  bytes: Uint8Array;
  headers: Headers;
}

export function requireText(value: unknown, field: string): string {
  if (typeof value !== "string" || value === "") throw validationError(field, "must be a non-empty string");
  return value;
}

export class Core {
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #transport: HttpTransport;
  readonly #policy: RetryPolicy;
  readonly #timeoutMs: number;
  readonly #logger: Logger | undefined;

  /** Checks the options; a bad one raises ValidationError. */
  constructor(options: ConnectionOptions) {
    this.#apiKey = requireText(options.apiKey ?? environmentVariable(API_KEY_VARIABLE), "apiKey");
    this.#baseUrl = baseUrl(options);
    // Looked up per call and called on globalThis: a detached `fetch` throws in browsers.
    this.#transport = options.httpTransport ?? ((url, init) => globalThis.fetch(url, init));
    if (typeof this.#transport !== "function") throw validationError("httpTransport", "must be a function");
    this.#policy = retryPolicy(options.retry);
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (options.logger !== undefined && typeof options.logger !== "function") throw validationError("logger", "must be a function");
    this.#logger = options.logger;
    if (!(this.#timeoutMs > 0 && this.#timeoutMs <= MAX_TIMEOUT_MS)) {
      throw validationError("timeoutMs", `must be a number of milliseconds from 1 to ${MAX_TIMEOUT_MS}`);
    }
  }

  /**
   * The version records are stamped with when they name none: this SDK's, or the newest one an
   * older service also takes, once its 422 schema_version_unsupported has said which it takes.
   */
  stampVersion: string = SCHEMA_VERSION;

  /** Learns from a refusal the newest version both sides take; whether the stamp changed (docs/decisions.md, issue 39). */
  learnVersions(code: string, details: object | undefined): boolean {
    const theirs = (details as { supported_versions?: unknown } | undefined)?.supported_versions;
    if (code !== "schema_version_unsupported" || !Array.isArray(theirs)) return false;
    const common = SUPPORTED_SCHEMA_VERSIONS.find((version) => theirs.includes(version));
    if (common === undefined || common === this.stampVersion) return false;
    this.log(
      "warn",
      `the service does not take schema ${this.stampVersion}: records that fit ${common}, the newest it takes, are stamped ${common} from now on (upgrade the service)`,
      { from: this.stampVersion, to: common },
    );
    this.stampVersion = common;
    return true;
  }

  /** The retry policy, for background delivery's own (unbounded) retrying. */
  get policy(): RetryPolicy {
    return this.#policy;
  }

  log(level: Parameters<Logger>[0], message: string, fields: Record<string, unknown>): void {
    try {
      this.#logger?.(level, message, fields);
    } catch {
      // A failing logger must not fail the record.
    }
  }

  async request<Op extends OperationId>(op: Op, args: RequestArgs<Op> = {}): Promise<SuccessBody<Op>> {
    return (await this.#request(op, args, false)) as SuccessBody<Op>;
  }

  /** An operation that answers bytes (a blob) rather than JSON; errors as for request(). */
  async requestBytes<Op extends OperationId>(op: Op, args: RequestArgs<Op> = {}): Promise<BytesAnswer> {
    return (await this.#request(op, args, true)) as BytesAnswer;
  }

  async #request<Op extends OperationId>(op: Op, args: RequestArgs<Op>, binary: boolean): Promise<unknown> {
    const { method, path } = OPERATIONS[op];
    const url = this.#baseUrl + target(path, args.params ?? {});
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#apiKey}`,
      accept: binary ? "*/*" : "application/json",
      "x-ledger-sdk": SDK_HEADER,
      ...args.headers,
    };
    // Serialised once, so every retry sends the same bytes (background delivery passes its bytes as they are).
    let body: string | Uint8Array | undefined =
      args.body === undefined || typeof args.body === "string" ? args.body : JSON.stringify(args.body);
    if (body !== undefined) headers["content-type"] = "application/json";
    if (args.bytes !== undefined) body = args.bytes;

    for (let retry = 0; ; retry++) {
      const outcome = await this.#attempt(url, { method, headers, body: body as BodyInit | undefined }, binary);
      if (outcome.ok) return outcome.value;
      if (retry >= (args.retries ?? this.#policy.attempts) || !isRetryable(outcome.error)) throw outcome.error;
      const waitMs = delayMs(this.#policy, retry, outcome.error);
      this.log("warn", `${op} failed (${outcome.error.code}); retry ${retry + 1} of ${this.#policy.attempts} in ${waitMs} ms`, {
        operation: op,
        retry: retry + 1,
        waitMs,
        code: outcome.error.code,
      });
      await this.#policy.sleep(waitMs);
    }
  }

  /** A deprecated schema version in use is said once per process (to the logger, else console.warn), not on every record. */
  #noteDeprecation(response: Response): void {
    const deprecation = response.headers?.get?.("deprecation");
    if (!deprecation) return;
    const sunset = response.headers.get("sunset") ?? "";
    const key = `${deprecation} ${sunset}`;
    if (DEPRECATIONS_SEEN.has(key)) return;
    DEPRECATIONS_SEEN.add(key);
    const message = `the service deprecates a schema version this client sends (Deprecation: ${deprecation}${sunset && `; accepted until ${sunset}`}); records stamped ${SCHEMA_VERSION} by this SDK are current`;
    this.tell(message, { deprecation, sunset, link: response.headers.get("link") ?? "" });
  }

  /** A warning the user must see even without a logger (then on console.warn). */
  tell(message: string, fields: Record<string, unknown>): void {
    if (this.#logger) this.log("warn", message, fields);
    else console.warn(`trace-ledger: ${message}`);
  }

  async #attempt(url: string, init: RequestInit, binary: boolean): Promise<Outcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs);
    try {
      const response = await this.#transport(url, { ...init, signal: controller.signal });
      this.#noteDeprecation(response);
      // Read inside the timeout too: a connection can stall or drop mid-body.
      if (binary && response.ok)
        return { ok: true, value: { bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers } };
      return readResponse(response, await response.text());
    } catch (cause) {
      const reason = controller.signal.aborted ? `timed out after ${this.#timeoutMs} ms` : String((cause as Error)?.message ?? cause);
      return {
        ok: false,
        error: new NetworkError({ code: "network_failed", message: `could not reach ${url}: ${reason}`, details: { reason }, cause }),
      };
    } finally {
      clearTimeout(timer);
    }
  }
}

function baseUrl({ endpoint, environment = "production" }: ConnectionOptions): string {
  if (endpoint !== undefined) return checkedUrl(endpoint, "endpoint");
  if (!Object.hasOwn(ENVIRONMENTS, environment)) {
    throw validationError("environment", `must be one of ${Object.keys(ENVIRONMENTS).join(", ")}`);
  }
  const builtIn = ENVIRONMENTS[environment];
  if (builtIn !== null) return builtIn;
  const fromEnv = environmentVariable(ENDPOINT_VARIABLE);
  if (fromEnv) return checkedUrl(fromEnv, ENDPOINT_VARIABLE);
  throw new ValidationError({
    code: "endpoint_not_configured",
    message: `the ${environment} environment has no address yet: set ${ENDPOINT_VARIABLE} to the service's URL, or pass endpoint (environment "development" is http://127.0.0.1:8080)`,
    details: { field: "endpoint", reason: `is not set, and neither is ${ENDPOINT_VARIABLE}` },
  });
}

/** A variable of the process environment, where the runtime has one (not in browsers). */
export function environmentVariable(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.[name] || undefined;
}

function checkedUrl(endpoint: string, field: string): string {
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    // reported below
  }
  if (url?.protocol !== "http:" && url?.protocol !== "https:") throw validationError(field, "must be an http(s) URL");
  // A path prefix (a proxy mount) is kept; the operation's path is appended to it.
  return url.origin + url.pathname.replace(/\/+$/, "");
}

/** `/v1/traces/{agent_id}` + `{ agent_id, limit }` → `/v1/traces/agt_…?limit=…`; undefined values are left out. */
function target(template: string, params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  const inPath = new Set<string>();
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    inPath.add(name);
    return encodeURIComponent(String(params[name] ?? ""));
  });
  for (const [name, value] of Object.entries(params)) {
    if (!inPath.has(name) && value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search === "" ? path : `${path}?${search}`;
}
