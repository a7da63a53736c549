// What every framework integration shares (docs/integrations.md): record ids derived from the
// framework's ids, messages rendered role by role (protocol/messages.ts, as OTLP ingest), and the Emitter that enqueues records parents
// first and never throws into the agent. The same as python/src/trace_ledger/integrations/_common.py.
import { sha256 } from "@noble/hashes/sha2.js";
import { capOf, clip } from "../../protocol/clip.ts";
import { renderMessages, textOf } from "../../protocol/messages.ts";
import { toHex } from "../../protocol/merkle.ts";
import type { Logger } from "../core.ts";
import type { FlushResult } from "../delivery.ts";
import type { RecordInput } from "../records.ts";

export { capOf, clip, renderMessages, textOf };

/** What an integration needs of a LedgerClient: background delivery (`background: {...}`). */
export interface Enqueuer {
  enqueue(record: RecordInput): string;
  flush?(timeoutMs?: number): Promise<FlushResult>;
}

export interface IntegrationOptions {
  /** Told of every event that became no record (and why); it must not throw. */
  onError?: (error: unknown, what: string) => void;
  /** Where those failures are logged (level `warn`); default console.warn. */
  logger?: Logger;
}

/**
 * `records`: enqueued; `failed`: events that became no record (logged and told to `onError`);
 * `waiting`: records held until their parent's record is enqueued. What the service refuses
 * afterwards is in the client's `stats()` and its background `onError`.
 */
export interface IntegrationStats {
  records: number;
  failed: number;
  waiting: number;
}

export type Json = Record<string, unknown>;

const utf8 = new TextEncoder();

/**
 * UUID v4 (version and variant bits set) of the first 16 bytes of SHA-256 of the UTF-8 text
 * `"trace-ledger/integration\0" + framework + "\0" + traceId + "\0" + spanId`: the same event
 * replayed is the same record (a duplicate), and a child names its parent's record without a
 * lookup. Vectors: test/vectors/integrations.json.
 */
export function integrationRecordId(framework: string, traceId: string, spanId: string): string {
  const digest = sha256(utf8.encode(`trace-ledger/integration\0${framework}\0${traceId}\0${spanId}`)).slice(0, 16);
  digest[6] = (digest[6]! & 0x0f) | 0x40;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  const h = toHex(digest);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** A count or setting the schema takes: a finite number ≥ 0. */
export const numberOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;

export const withoutUndefined = <T extends Json>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null)) as T;

/** A free-form object under its cap: JSON-safe, and its longest values cut when too big. */
export function fitted(data: Json, maxBytes: number): Json {
  let safe: Json;
  try {
    safe = JSON.parse(JSON.stringify(data, (_, value: unknown) => (typeof value === "bigint" ? value.toString() : value))) as Json;
  } catch {
    safe = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)]));
  }
  const text = JSON.stringify(safe);
  if (text.length * 3 <= maxBytes || utf8.encode(text).length <= maxBytes) return safe;
  const share = Math.floor(maxBytes / (2 * Math.max(Object.keys(safe).length, 1)));
  return Object.fromEntries(Object.entries(safe).map(([key, value]) => [key, clip(textOf(value), share)]));
}

/** A `name=value` tag when it fits the schema's 64 characters, else none. */
export const tag = (name: string, value: string): string[] => {
  const text = `${name}=${value}`;
  return [...text].length <= 64 ? [text] : [];
};

export type Kind = Json & { behavior: string };

/** Thinking fields: the prompt and output as text (never empty), and the model call. */
export function thinking(prompt: string, output: string, invocation: Json | undefined, failure: string | undefined): Kind {
  return {
    behavior: "Thinking",
    prompt: clip(prompt || "(no input)", capOf("ThinkingRecord", "prompt")),
    output_payload: clip(output || (failure ? `(failed: ${failure})` : "(no output)"), capOf("ThinkingRecord", "output_payload")),
    model_invocation: invocation,
  };
}

/** model_invocation, when a model is named. */
export function invocation(fields: {
  provider: string;
  model: string | undefined;
  tokensIn?: unknown;
  tokensOut?: unknown;
  temperature?: unknown;
  finish?: unknown;
}): Json | undefined {
  if (!fields.model) return undefined;
  const finish =
    typeof fields.finish === "string" && fields.finish ? clip(fields.finish, capOf("ModelInvocation", "finish_reason")) : undefined;
  return withoutUndefined({
    provider: clip(fields.provider, capOf("ModelInvocation", "provider")),
    model_name: clip(fields.model, capOf("ModelInvocation", "model_name")),
    tokens_in: numberOf(fields.tokensIn),
    tokens_out: numberOf(fields.tokensOut),
    temperature: numberOf(fields.temperature),
    finish_reason: finish,
  });
}

/** Other fields: a label and the event's own data. */
export const other = (label: string, data: Json): Kind => ({
  behavior: "Other",
  label: clip(label, capOf("OtherRecord", "label")),
  data: fitted(withoutUndefined(data), capOf("OtherRecord", "data")),
});

export const errorText = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : textOf(error));

type State = "open" | "emitted" | "skipped" | "failed";

/**
 * Enqueues records parents first, as the service wants (a record's parent must be stored before
 * it): a span ends after its children, so a child's record waits here until its parent's is
 * enqueued. A node is a record id; a tree is a framework trace, forgotten when it ends.
 */
export class Emitter {
  readonly #client: Enqueuer;
  readonly #framework: string;
  readonly #options: IntegrationOptions;
  readonly #parent = new Map<string, string | undefined>();
  readonly #state = new Map<string, State>();
  readonly #tree = new Map<string, string>();
  readonly #members = new Map<string, string[]>();
  readonly #held = new Map<string, Json[]>();
  #records = 0;
  #failed = 0;

  constructor(client: Enqueuer, framework: string, options: IntegrationOptions = {}) {
    this.#client = client;
    this.#framework = framework;
    this.#options = options;
  }

  /** Notes an open node; its tree is `tree`, else its parent's, else a new one of its own. */
  start(node: string, parent: string | undefined, tree?: string): string {
    const known = this.#tree.get(node);
    if (known !== undefined) return known;
    const chosen = tree || (parent !== undefined ? this.#tree.get(parent) : undefined) || node;
    this.#parent.set(node, parent);
    this.#state.set(node, "open");
    this.#tree.set(node, chosen);
    const members = this.#members.get(chosen);
    if (members) members.push(node);
    else this.#members.set(chosen, [node]);
    return chosen;
  }

  treeOf(node: string): string | undefined {
    return this.#tree.get(node);
  }

  /** The node's record (undefined: the node makes none), enqueued now or once its parent's is. */
  finish(node: string, parent: string | undefined, record: Json | undefined, tree?: string): void {
    this.start(node, parent, tree);
    const anchor = this.#anchor(this.#parent.get(node));
    const state = anchor !== undefined ? this.#state.get(anchor) : undefined;
    if (record === undefined) {
      this.#state.set(node, "skipped");
      const orphans = this.#take(node);
      if (state === "open") this.#hold(anchor!, ...orphans);
      else for (const orphan of orphans) this.#emit(orphan, state === "emitted" ? anchor : undefined);
    } else if (state === "open") {
      this.#hold(anchor!, record);
    } else {
      this.#emit(record, state === "emitted" ? anchor : undefined);
    }
  }

  /** Forgets a finished trace; records still waiting for a parent that never ended go without it. */
  endTree(tree: string): void {
    const members = this.#members.get(tree) ?? [];
    this.#members.delete(tree);
    for (const node of members) for (const orphan of this.#take(node)) this.#emit(orphan, undefined);
    for (const node of members) {
      this.#parent.delete(node);
      this.#state.delete(node);
      this.#tree.delete(node);
    }
  }

  /** An event that could not be mapped or queued: counted, logged, told to `onError`. */
  fail(error: unknown, what: string): void {
    this.#failed++;
    const message = `trace_ledger ${this.#framework} integration: no record for ${what || "an event"}: ${errorText(error)}`;
    try {
      if (this.#options.logger) this.#options.logger("warn", message, { framework: this.#framework, what });
      else console.warn(message);
      this.#options.onError?.(error, what);
    } catch {
      // The hook's own failure stays here too.
    }
  }

  stats(): IntegrationStats {
    let waiting = 0;
    for (const held of this.#held.values()) waiting += held.length;
    return { records: this.#records, failed: this.#failed, waiting };
  }

  #anchor(node: string | undefined): string | undefined {
    while (node !== undefined && this.#state.get(node) === "skipped") node = this.#parent.get(node);
    return node;
  }

  #hold(node: string, ...records: Json[]): void {
    const held = this.#held.get(node);
    if (held) held.push(...records);
    else if (records.length > 0) this.#held.set(node, records);
  }

  #take(node: string): Json[] {
    const held = this.#held.get(node) ?? [];
    this.#held.delete(node);
    return held;
  }

  #emit(record: Json, parent: string | undefined): void {
    const node = record.record_id as string;
    if (parent !== undefined) record.parent_record_id = parent;
    try {
      this.#client.enqueue(record as unknown as RecordInput);
      this.#state.set(node, "emitted");
      this.#records++;
    } catch (error) {
      this.#state.set(node, "failed");
      this.fail(error, `record ${node}`);
    }
    for (const child of this.#take(node)) this.#emit(child, this.#state.get(node) === "emitted" ? node : undefined);
  }
}

/** Flushes the client (never throws: a failure is the emitter's to report). */
export async function flushClient(client: Enqueuer, emitter: Emitter, timeoutMs: number): Promise<void> {
  try {
    await client.flush?.(timeoutMs);
  } catch (error) {
    emitter.fail(error, "flush");
  }
}
