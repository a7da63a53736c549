// How numbers, times and records read in one line.
import type { StoredRecord } from "../../sdk/index.ts";

type Loose = Record<string, unknown>;
const get = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, name) => (at !== null && typeof at === "object" ? (at as Loose)[name] : undefined), value);
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

export const time = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19);
/** Time of day to the millisecond: steps of one session are often within the same second. */
export const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23);
export const instant = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 23);

export function duration(ms: number): string {
  if (ms < 999.5) return `${Math.round(ms)} ms`;
  if (ms < 59_950) return `${(ms / 1000).toFixed(ms < 9_995 ? 2 : 1)} s`;
  // Rounded once, then split: rounding the seconds apart read 1 min 59.6 s as "1 min 60 s".
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  const wholeMinutes = Math.round(ms / 60_000);
  return `${Math.floor(wholeMinutes / 60)} h ${wholeMinutes % 60} min`;
}

/** A step's own times, as its record knows them: it ended when the agent sent it (client_ts_utc,
 * stamped by the SDK at submit) and began `duration_ms` before. Receipt time stands in for a
 * record without client_ts_utc (none should lack it; the schema requires it). */
export function stepTimes(record: StoredRecord): { start: number; end: number; took?: number } {
  const end = number(get(record, "client_ts_utc")) ?? record.server_ts_utc;
  const took = durationOf(record);
  return took === undefined ? { start: end, end } : { start: end - took, end, took };
}

export const tokens = (n: number) => (n >= 10_000 ? `${(n / 1000).toFixed(1)}k` : String(n));
export const cost = (usd: number) => `$${usd.toFixed(usd >= 1 ? 2 : 4)}`;

export const durationOf = (record: StoredRecord) => number(get(record, "duration_ms"));

/** The facts a person scans a row for: tool, model, action, tokens, cost, duration, tags. */
export function summaryParts(record: StoredRecord): { label: string; value: string }[] {
  const parts: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => value !== undefined && parts.push({ label, value });
  add("tool", text(get(record, "tool_meta", "tool_id")));
  add("model", text(get(record, "model_invocation", "model_name")));
  add("action", text(get(record, "action_type")));
  add("label", text(get(record, "label")));
  const tokensIn = number(get(record, "model_invocation", "tokens_in"));
  const tokensOut = number(get(record, "model_invocation", "tokens_out"));
  if (tokensIn !== undefined || tokensOut !== undefined) add("tokens", `${tokens(tokensIn ?? 0)}→${tokens(tokensOut ?? 0)}`);
  const usd = number(get(record, "model_invocation", "cost_usd"));
  if (usd !== undefined) add("cost", cost(usd));
  const ms = durationOf(record);
  if (ms !== undefined) add("duration", duration(ms));
  const success = get(record, "success");
  if (success === false) add("failed", "✗");
  return parts;
}

/** The record's main text, first line, for the row: what it was about. */
export function headline(record: StoredRecord): string {
  const keys = [
    "action_summary",
    "goal",
    "prompt",
    "description",
    "trigger_description",
    "reflection",
    "notes",
    "output_payload",
    "trigger_source",
  ];
  for (const key of keys) {
    const value = text(get(record, key));
    // One line of prose: Markdown's heading, emphasis and code marks left out.
    if (value)
      return value
        .replace(/^#{1,6} |[*`]{1,3}(?=\S)|(?<=\S)[*`]{1,3}/gm, "")
        .replace(/\s+/g, " ")
        .slice(0, 200);
  }
  return "";
}

export const tagsOf = (record: StoredRecord) => (Array.isArray(get(record, "tags")) ? (get(record, "tags") as string[]) : []);
export const parentOf = (record: StoredRecord) => text(get(record, "parent_record_id"));
