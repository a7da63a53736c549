// Shared test vectors for every SDK (TypeScript now; Python and Go read the same files): records
// with the verdict of the reference validators (generated/, the schema's own rules), and RFC 8785
// canonical forms with their byte sizes and SHA-256. Deterministic: fixed ids and timestamps.
//   npm run vectors                                      writes test/vectors/*.json (from the repo root)
// test/sdk/vectors.test.ts fails when the files are not what this script makes from the schema.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { canonicalJson } from "../generated/canonical.ts";
import { validateRecord } from "../sdk/index.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ID = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, "0")}`;
const base = (behavior: string, extra: Record<string, Json> = {}): Record<string, Json> => ({
  record_id: ID(1),
  session_id: "session-1",
  schema_version: "1.0",
  client_ts_utc: 1_795_000_000_000,
  behavior,
  ...extra,
});
const nested = (depth: number): Json => (depth === 0 ? "leaf" : { d: nested(depth - 1) });

const RECORD_CASES: [string, Record<string, Json>][] = [
  ["observing, minimal", base("Observing")],
  ["observing, every common field", base("Observing", { notes: "n", tags: ["a", "b"], parent_record_id: ID(2), upstream_record_id: [ID(3)], input_record_id: ID(4), trigger_source: "feed" })],
  ["planning", base("Planning", { goal: "g", plan_steps: ["one", "two"], model_invocation: { provider: "openai", model_name: "gpt-4o" } })],
  ["thinking", base("Thinking", { prompt: "p", output_payload: "o", model_invocation: { provider: "anthropic", model_name: "claude", tokens_in: 1, tokens_out: 2, temperature: 0.2 } })],
  ["thinking without its output", base("Thinking", { prompt: "p" })],
  ["tool calling", base("ToolCalling", { description: "price lookup", tool_meta: { k: [1, 2, { x: null }] }, success: true })],
  ["tool calling with an unknown field", base("ToolCalling", { tool_name: "price" })],
  ["acting on a private system", base("Acting", { action_type: "rebalance", target_system: "internal-ledger" })],
  ["acting on a public chain, not confirmed, without execution_id", base("Acting", { action_type: "swap", target_system: "ethereum", execution_status: "pending" })],
  ["acting confirmed on a public chain without execution_id", base("Acting", { action_type: "swap", target_system: "ethereum", execution_status: "confirmed" })],
  ["acting confirmed on a public chain, any case, without execution_id", base("Acting", { action_type: "swap", target_system: "EtHeReUm", execution_status: "confirmed" })],
  ["acting confirmed on a public chain with execution_id", base("Acting", { action_type: "swap", target_system: "base", execution_status: "confirmed", execution_id: "0xabc" })],
  ["acting confirmed on a private system without execution_id", base("Acting", { action_type: "swap", target_system: "internal", execution_status: "confirmed" })],
  ["reflecting", base("Reflecting", { reflection: "went well", outcome: "success", score: 0.9 })],
  ["reflecting with an unknown outcome", base("Reflecting", { outcome: "fine" })],
  ["other", base("Other", { data: { anything: [true, 1.5, "x"] } })],
  ["stored form: agent_id and server_ts_utc are accepted (and ignored by the service)", base("Observing", { agent_id: "agt_00000000000000000000000000000001", server_ts_utc: 1_795_000_000_123 })],
  ["unknown behaviour", base("Dreaming")],
  ["missing session_id", (({ session_id: _s, ...rest }) => rest)(base("Observing"))],
  ["record_id in upper case", base("Observing", { record_id: ID(1).toUpperCase() })],
  ["record_id not a UUID v4", base("Observing", { record_id: "00000000-0000-1000-8000-000000000001" })],
  ["client_ts_utc zero", base("Observing", { client_ts_utc: 0 })],
  ["client_ts_utc a fraction", base("Observing", { client_ts_utc: 1.5 })],
  ["unknown field", base("Observing", { colour: "red" })],
  ["tags: 64 CJK characters (code points, not bytes)", base("Observing", { tags: ["漢".repeat(64)] })],
  ["tags: 65 characters", base("Observing", { tags: ["a".repeat(65)] })],
  ["tags: an emoji is one character", base("Observing", { tags: ["😀".repeat(64)] })],
  ["tags: empty entry", base("Observing", { tags: [""] })],
  ["notes with NUL", base("Observing", { notes: "a\u0000b" })],
  ["notes with a lone surrogate", base("Observing", { notes: "a\ud800b" })],
  ["data nested 60 deep", base("Other", { data: nested(60) as { [key: string]: Json } })],
  ["data nested 70 deep", base("Other", { data: nested(70) as { [key: string]: Json } })],
  ["notes at its 2,048-byte cap in 2-byte characters", base("Observing", { notes: "é".repeat(1024) })],
  ["notes one byte over its cap", base("Observing", { notes: `${"é".repeat(1023)}xyz` })],
  ["data over its 16 KB cap (canonical bytes)", base("Other", { data: { blob: "x".repeat(16_400) } })],
];

const CANONICAL_CASES: [string, Json][] = [
  ["key order by UTF-16 code units", { b: 1, a: 2, "€": 3, "😀": 4, "\u0080": 5 }],
  ["numbers as ECMAScript prints them", [1e21, 1e-7, 123456789012345680000, 0.1 + 0.2, -0, 5e-324, 1.7976931348623157e308, 100, 1.5]],
  ["strings: escapes and non-ASCII", ["\u0000\u001f\"\\/\b\f\n\r\t", "é漢😀", "\u2028\u2029"]],
  ["nesting and empties", { a: [], b: {}, c: [{}, []], d: null, e: true, f: false }],
  ["a record", base("Thinking", { prompt: "p", model_invocation: { provider: "x", model_name: "y", temperature: 0.7 } })],
];

export function recordVectors() {
  return RECORD_CASES.map(([name, record]) => {
    const checked = validateRecord(record);
    return { name, record, valid: checked.ok, errors: checked.ok ? [] : [{ code: "validation_failed", field: checked.error.field, reason: checked.error.reason }] };
  });
}

export function canonicalVectors() {
  return CANONICAL_CASES.map(([name, value]) => {
    const canonical = canonicalJson(value);
    return { name, input: JSON.stringify(value), canonical, bytes: Buffer.byteLength(canonical), sha256: createHash("sha256").update(canonical).digest("hex") };
  });
}

export const VECTOR_FILES = {
  "records.json": () => ({ description: "Records and the verdict of the reference validators: valid, or the first error's JSON Pointer and reason.", vectors: recordVectors() }),
  "canonical.json": () => ({ description: "RFC 8785 canonical JSON of each input (a JSON text), its UTF-8 byte length and SHA-256.", vectors: canonicalVectors() }),
};

export const render = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// Run as a script (not imported by the test): write the files.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve("test/vectors");
  for (const [file, make] of Object.entries(VECTOR_FILES)) fs.writeFileSync(path.join(dir, file), render(make()));
  console.log(`vectors: wrote ${Object.keys(VECTOR_FILES).join(", ")} to ${dir}`);
}
