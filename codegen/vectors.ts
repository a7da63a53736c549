// The shared test vectors (test/vectors/{records,canonical,retry}.json), read by every SDK's tests:
// cases chosen here, verdicts computed by the TypeScript reference (the generated validators,
// generated/canonical.ts, the SDK's retry policy). Deterministic: fixed ids, timestamps and waits.
// Imported by codegen/index.ts only after generated/ is current, since the reference runs from it.
import { createHash } from "node:crypto";
import { canonicalJson } from "../generated/canonical.ts";
import { blobDigest, LedgerClient, SCHEMA_VERSION, validateRecord, type HttpTransport, type LedgerError } from "../sdk/index.ts";
import { attachedVersion, verifiedBlob } from "../sdk/blobs.ts";
import { SUPPORTED_SCHEMA_VERSIONS } from "../generated/schema.ts";
import { anchoringVectors } from "./anchoring-vectors.ts";
import { scoreLogVectors } from "./score-log-vectors.ts";
import { scoreVectors } from "./score-vectors.ts";
import { tombstoneVectors } from "./tombstone-vectors.ts";
import { json, type OutputFile } from "./emit.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonRecord = { [key: string]: Json };

const ID = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, "0")}`;
const base = (behavior: Json, extra: JsonRecord = {}): JsonRecord => ({
  record_id: ID(1),
  session_id: "session-1",
  schema_version: "1.0",
  client_ts_utc: 1_795_000_000_000,
  behavior,
  ...extra,
});
/** The same record under schema 1.1, the first version with attachments and duration_ms. */
const v11 = (behavior: Json, extra: JsonRecord = {}): JsonRecord => base(behavior, { schema_version: "1.1", ...extra });
const contentRef = (extra: JsonRecord = {}): JsonRecord => ({
  digest: `sha256:${"ab".repeat(32)}`,
  size_bytes: 42,
  media_type: "text/plain; charset=utf-8",
  uri: "https://ledger.test/v1/agents/agt_1/blobs/sha256:ab",
  ...extra,
});
const without = (record: JsonRecord, field: string): JsonRecord =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== field));
/** `depth` levels of objects around a string: nested(0) is a scalar (depth 0), nested(1) = { d: "leaf" } (depth 1). */
const nested = (depth: number): Json => (depth === 0 ? "leaf" : { d: nested(depth - 1) });
const otherWithData = (data: Json) => base("Other", { data });
const toolMeta = (meta: JsonRecord) => base("ToolCalling", { tool_meta: meta });
const thinking = (extra: JsonRecord = {}) => base("Thinking", { prompt: "p", output_payload: "o", ...extra });
const acting = (extra: JsonRecord) => base("Acting", { action_type: "swap", ...extra });

/** A record given as JSON text: for what a JSON value in the vector file cannot hold (an overflowing number). */
interface RecordText {
  json: string;
}

// Object sizes at their x-max-bytes cap hinge on RFC 8785's number and string forms: `{"pad":"…","n":[1e-7,123456789012345680000]}`
// is exactly 16,384 canonical bytes with ECMAScript number formatting and longer with any other
// (Python's repr gives 1e-07, 1.2345678901234568e+20); `\u0001` is written as 6 bytes.
const NUMBERS = [1e-7, 123456789012345680000];
const capped = (pad: number) => ({ pad: "x".repeat(pad), n: NUMBERS });
const CAP_PAD = 16_384 - canonicalJson(capped(0)).length;

const RECORD_CASES: [string, JsonRecord | Json | RecordText][] = [
  // Valid: every behaviour, the optional fields, the stored form.
  ["observing, minimal", base("Observing")],
  [
    "observing, every common field",
    base("Observing", {
      notes: "n",
      tags: ["a", "b"],
      parent_record_id: ID(2),
      upstream_record_id: [ID(3)],
      input_record_id: ID(4),
      trigger_source: "feed",
      trigger_type: "market_data",
    }),
  ],
  [
    "planning",
    base("Planning", {
      goal: "g",
      plan_steps: ["one", "two"],
      alternatives_considered: ["none"],
      model_invocation: { provider: "openai", model_name: "gpt-4o" },
    }),
  ],
  [
    "thinking",
    thinking({
      inputs: [{ kind: "record", ref: ID(2) }],
      model_invocation: { provider: "anthropic", model_name: "claude", tokens_in: 1, tokens_out: 2, temperature: 0.2, cost_usd: 0 },
    }),
  ],
  [
    "tool calling",
    base("ToolCalling", {
      description: "price lookup",
      tool_meta: { tool_id: "t", category: "http_api", k: [1, 2, { x: null }] },
      success: true,
    }),
  ],
  ["acting on a private system", acting({ target_system: "internal-ledger", parameters: { amount: 1.5 }, dry_run: false })],
  ["reflecting", base("Reflecting", { reflection: "went well", outcome: "success", score: 0.9, lessons: ["more"] })],
  ["other", otherWithData({ anything: [true, 1.5, "x"] })],
  [
    "stored form: agent_id and server_ts_utc are accepted (and ignored by the service)",
    base("Observing", { agent_id: "agt_00000000000000000000000000000001", server_ts_utc: 1_795_000_000_123 }),
  ],
  // behavior: the discriminator.
  ["unknown behaviour", base("Dreaming")],
  ["behaviour missing", without(base("Observing"), "behavior")],
  ["behaviour not a string", base(5)],
  ["not an object", "Observing"],
  // required, unknown fields (JSON Pointer escapes in the name), types.
  ["thinking without its output", without(thinking(), "output_payload")],
  ["missing session_id", without(base("Observing"), "session_id")],
  ["tool calling with a field of another behaviour", base("ToolCalling", { prompt: "p" })],
  ["unknown field", base("Observing", { colour: "red" })],
  ["unknown field whose name needs JSON Pointer escapes", base("Observing", { "a/b~c": 1 })],
  ["unknown field in model_invocation", base("Planning", { model_invocation: { provider: "p", model_name: "m", seed: 1 } })],
  ["model_invocation without model_name", base("Reflecting", { model_invocation: { provider: "p" } })],
  ["thinking input without its kind", thinking({ inputs: [{ kind: "memory" }, { ref: "r" }] })],
  ["notes not a string", base("Observing", { notes: 5 })],
  ["server_ts_utc not a number", base("Observing", { server_ts_utc: "now" })],
  ["success not a boolean", base("ToolCalling", { success: "yes" })],
  ["data not an object", otherWithData([1])],
  // Enums and const.
  ["reflecting with an unknown outcome", base("Reflecting", { outcome: "fine" })],
  ["observing with an unknown trigger_type", base("Observing", { trigger_type: "telepathy" })],
  ["tool_meta with an unknown category", toolMeta({ category: "magic" })],
  ["acting with an unknown execution_status", acting({ execution_status: "done" })],
  // Numbers: integer, bounds.
  ["client_ts_utc zero", base("Observing", { client_ts_utc: 0 })],
  ["client_ts_utc a fraction", base("Observing", { client_ts_utc: 1.5 })],
  ["client_ts_utc at 2^53 - 1", base("Observing", { client_ts_utc: 9_007_199_254_740_991 })],
  ["client_ts_utc above 2^53 - 1", base("Observing", { client_ts_utc: 9_007_199_254_740_992 })],
  ["negative tokens_in", thinking({ model_invocation: { provider: "p", model_name: "m", tokens_in: -1 } })],
  ["score above 1", base("Reflecting", { score: 1.5 })],
  // Patterns.
  ["record_id in upper case", base("Observing", { record_id: ID(1).toUpperCase() })],
  ["record_id not a UUID v4", base("Observing", { record_id: "00000000-0000-1000-8000-000000000001" })],
  ["parent_record_id not a UUID", base("Observing", { parent_record_id: "parent" })],
  ["upstream_record_id with a bad entry", base("Observing", { upstream_record_id: [ID(2), "x"] })],
  // The Acting rule: a confirmed action on a public chain (matched in any case) names its execution.
  ["acting on a public chain, not confirmed, without execution_id", acting({ target_system: "ethereum", execution_status: "pending" })],
  ["acting confirmed on a public chain without execution_id", acting({ target_system: "ethereum", execution_status: "confirmed" })],
  [
    "acting confirmed on a public chain, any case, without execution_id",
    acting({ target_system: "EtHeReUm", execution_status: "confirmed" }),
  ],
  [
    "acting confirmed on a public chain with execution_id",
    acting({ target_system: "base", execution_status: "confirmed", execution_id: "0xabc" }),
  ],
  ["acting confirmed on a private system without execution_id", acting({ target_system: "internal", execution_status: "confirmed" })],
  [
    "acting confirmed on a chain name with a space, without execution_id (not a public chain)",
    acting({ target_system: "base ", execution_status: "confirmed" }),
  ],
  ["acting with an empty execution_id", acting({ execution_id: "" })],
  // Lengths in code points (minLength, maxLength) and item counts.
  ["tags: 64 CJK characters (code points, not bytes)", base("Observing", { tags: ["漢".repeat(64)] })],
  ["tags: an emoji is one character", base("Observing", { tags: ["😀".repeat(64)] })],
  ["tags: 65 characters", base("Observing", { tags: ["a".repeat(65)] })],
  ["tags: 65 emoji", base("Observing", { tags: ["😀".repeat(65)] })],
  ["tags: empty entry", base("Observing", { tags: ["ok", ""] })],
  ["session_id empty", base("Observing", { session_id: "" })],
  ["tags: 32 entries", base("Observing", { tags: Array.from({ length: 32 }, (_, i) => `t${i}`) })],
  ["tags: 33 entries", base("Observing", { tags: Array.from({ length: 33 }, (_, i) => `t${i}`) })],
  ["upstream_record_id: 65 entries", base("Observing", { upstream_record_id: Array.from({ length: 65 }, (_, i) => ID(i + 10)) })],
  // x-max-bytes on strings: UTF-8 bytes.
  ["notes at its 2,048-byte cap in 2-byte characters", base("Observing", { notes: "é".repeat(1024) })],
  ["notes one byte over its cap", base("Observing", { notes: `${"é".repeat(1023)}xyz` })],
  ["notes at its cap in 4-byte characters", base("Observing", { notes: "😀".repeat(512) })],
  ["notes over its cap in 4-byte characters", base("Observing", { notes: `${"😀".repeat(512)}x` })],
  ["schema_version over its 32-byte cap", base("Observing", { schema_version: "1".repeat(33) })],
  ["session_id at its 256-byte cap in 3-byte characters", base("Observing", { session_id: `${"漢".repeat(85)}x` })],
  ["session_id over its 256-byte cap in 3-byte characters", base("Observing", { session_id: "漢".repeat(86) })],
  ["model_invocation.provider over its cap", thinking({ model_invocation: { provider: "p".repeat(129), model_name: "m" } })],
  ["plan_steps entry over its cap", base("Planning", { plan_steps: ["ok", "s".repeat(2049)] })],
  // x-max-bytes on objects: RFC 8785 canonical bytes (escapes and ECMAScript numbers count as written).
  ["data at its 16 KB cap, where ECMAScript number forms decide", otherWithData(capped(CAP_PAD))],
  ["data one byte over its 16 KB cap", otherWithData(capped(CAP_PAD + 1))],
  [
    "data at its cap with control characters (6 bytes each in canonical JSON)",
    otherWithData({ c: "\u0001".repeat(Math.floor((16_384 - 8) / 6)) }),
  ],
  [
    "data over its cap with control characters (6 bytes each in canonical JSON)",
    otherWithData({ c: "\u0001".repeat(Math.floor((16_384 - 8) / 6) + 1) }),
  ],
  ["data over its 16 KB cap", otherWithData({ blob: "x".repeat(16_400) })],
  ["tool_meta over its 16 KB cap", toolMeta({ tool_id: "t", blob: "x".repeat(16_400) })],
  ["acting parameters over their 16 KB cap", acting({ parameters: { blob: "é".repeat(8_200) } })],
  [
    "the whole record over its 64 KB cap, every field within its own",
    base("Planning", { plan_steps: Array.from({ length: 33 }, () => "s".repeat(2_000)) }),
  ],
  // x-max-depth: the record is depth 1 + its deepest member.
  ["depth 64: data nested 63 deep", otherWithData(nested(63))],
  ["depth 65: data nested 64 deep", otherWithData(nested(64))],
  ["depth checked before anything else: nested 70 deep and an unknown field", { ...otherWithData(nested(70)), colour: "red" }],
  // x-finite-numbers: JSON text, since a JSON value cannot hold an infinity.
  [
    "a number that overflows to infinity",
    {
      json: `{"record_id":"${ID(1)}","session_id":"s","schema_version":"1.0","client_ts_utc":1795000000000,"behavior":"Other","data":{"big":1e400}}`,
    },
  ],
  [
    "finite numbers checked before storable text",
    {
      json: `{"record_id":"${ID(1)}","session_id":"s","schema_version":"1.0","client_ts_utc":1795000000000,"behavior":"Other","notes":"\\u0000","data":{"big":-1e400}}`,
    },
  ],
  // x-storable-text: no NUL, no unpaired surrogate, in values and member names; paired surrogates are fine.
  ["notes with NUL", base("Observing", { notes: "a\u0000b" })],
  ["notes with a lone high surrogate", base("Observing", { notes: "a\ud800b" })],
  ["notes with a lone low surrogate", base("Observing", { notes: "a\udc00b" })],
  ["notes with a surrogate pair written in reverse", base("Observing", { notes: "\ude00\ud83d" })],
  ["NUL in a member name inside data", otherWithData({ ok: 1, "na\u0000me": 2 })],
  ["NUL deep in an array", otherWithData({ list: ["a", ["b", "c\u0000"]] })],
  ["storable text names the first spot in canonical member order", base("Observing", { tags: ["\u0000"], notes: "\u0000" })],
  ["storable text is checked before the behaviour's rules", base("Dreaming", { notes: "\u0000" })],
  // Versions: a record is judged by the rules of its own schema_version, decided before any rule.
  [
    "1.1: attachments and duration_ms on a thinking record",
    v11("Thinking", { prompt: "p", output_payload: "summary", duration_ms: 1200, attachments: [contentRef({ field: "output_payload" })] }),
  ],
  ["1.1: every kind takes duration_ms", v11("Acting", { action_type: "swap", duration_ms: 0 })],
  ["1.1: a record without the new fields", v11("Observing")],
  ["1.0: attachments are not a 1.0 field", base("Observing", { attachments: [contentRef()] })],
  ["1.0: duration_ms is not a 1.0 field", base("ToolCalling", { duration_ms: 5 })],
  ["1.1: 16 attachments", v11("Other", { attachments: Array.from({ length: 16 }, () => contentRef()) })],
  ["1.1: 17 attachments", v11("Other", { attachments: Array.from({ length: 17 }, () => contentRef()) })],
  ["1.1: negative duration_ms", v11("Observing", { duration_ms: -1 })],
  ["1.1: duration_ms a fraction", v11("Observing", { duration_ms: 1.5 })],
  ["1.1: attachment digest not sha256 hex", v11("Observing", { attachments: [contentRef({ digest: "md5:abc" })] })],
  ["1.1: attachment without its uri", v11("Observing", { attachments: [without(contentRef(), "uri")] })],
  ["1.1: attachment with an unknown member", v11("Observing", { attachments: [contentRef({ salt: "x" })] })],
  ["an unknown schema_version", base("Observing", { schema_version: "0.9" })],
  ["schema_version that is not a version", base("Observing", { schema_version: "banana" })],
  ["schema_version not a string", base("Observing", { schema_version: 1.1 })],
  ["an unknown schema_version is refused before any rule", base("Dreaming", { schema_version: "9.9", notes: "\u0000" })],
  ["schema_version missing: judged by the current version, which requires it", without(base("Observing"), "schema_version")],
  ["schema_version empty: judged by the current version, which requires it non-empty", base("Observing", { schema_version: "" })],
];

const isText = (c: unknown): c is RecordText => typeof c === "object" && c !== null && "json" in c && Object.keys(c).length === 1;

export function recordVectors() {
  return RECORD_CASES.map(([name, given]) => {
    const record = isText(given) ? (JSON.parse(given.json) as unknown) : given;
    const checked = validateRecord(record);
    // Missing or empty: judged by the current version (an empty one is refused by its rules).
    const version = (record as { schema_version?: unknown } | null)?.schema_version || SCHEMA_VERSION;
    return {
      name,
      ...(isText(given) ? { record_json: given.json } : { record: given }),
      judged_under: checked.ok ? checked.version : checked.code === "schema_version_unsupported" ? null : version,
      valid: checked.ok,
      errors: checked.ok ? [] : [{ code: checked.code, field: checked.error.field, reason: checked.error.reason }],
    };
  });
}

// Input JSON texts, as written (exponents, trailing zeros, escapes), with what RFC 8785 makes of them.
const CANONICAL_CASES: [string, string][] = [
  [
    "RFC 8785 §3.2.2 example",
    String.raw`{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],"string":"\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/","literals":[null,true,false]}`,
  ],
  ["key order by UTF-16 code units (not code points)", `{"b":1,"a":2,"€":3,"😀":4,"\u0080":5,"\ue000":6,"":7}`],
  [
    "numbers as ECMAScript prints them",
    "[1e21,1e-7,123456789012345680000,0.30000000000000004,-0,5e-324,1.7976931348623157e308,100,1.5,1e20,0.000001,-1.5e-10,4.35,0.1]",
  ],
  ["integers beyond 2^53 become the nearest double", "[9007199254740993,18446744073709551615,-9007199254740993,1E2,10.0]"],
  ["strings: escapes and non-ASCII", String.raw`["\u0000\u001f\"\\/\b\f\n\r\t","é漢😀","\u2028\u2029","\u007f","\ud83d\ude00"]`],
  ["nesting and empties", `{"a":[],"b":{},"c":[{},[]],"d":null,"e":true,"f":false,"g":{"z":{"y":[1,{"b":2,"a":1}]}}}`],
  ["whitespace is dropped", ' { "a" : [ 1 , 2 ] ,\n\t"b" : "x y" } '],
  ["a record", JSON.stringify(thinking({ model_invocation: { provider: "x", model_name: "y", temperature: 0.7 } }))],
];

export function canonicalVectors() {
  return CANONICAL_CASES.map(([name, input]) => {
    const canonical = canonicalJson(JSON.parse(input));
    return { name, input, canonical, bytes: Buffer.byteLength(canonical), sha256: createHash("sha256").update(canonical).digest("hex") };
  });
}

type Answer = { status: number; headers: Record<string, string>; body: string } | { network_error: true };

const envelope = (status: number, code: string, details?: JsonRecord, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ error: { code, message: `${code} happened`, ...(details && { details }) }, request_id: "req-1" }),
});
const text = (status: number, body: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { "content-type": "text/plain", ...headers },
  body,
});
const OK: Answer = {
  status: 200,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ session_id: "s-1", records: [], closed: false, acting_record_id: null }),
};
const DROPPED: Answer = { network_error: true };

const RETRY_CASES: [string, Answer[], number][] = [
  ["answered at once", [OK], 3],
  ["503 then an answer: the first backoff", [envelope(503, "server_5xx"), OK], 3],
  [
    "500, 502, 503, 504 retried with the default backoff, its last value repeating",
    [envelope(500, "server_5xx"), envelope(502, "server_5xx"), envelope(503, "server_5xx"), envelope(504, "server_5xx"), OK],
    4,
  ],
  ["408 request_timeout is retried", [envelope(408, "request_timeout"), OK], 3],
  [
    "429 waits the larger of retry_after_ms and the backoff",
    [envelope(429, "rate_limited", { retry_after_ms: 1_500 }), envelope(429, "rate_limited", { retry_after_ms: 100 }), OK],
    3,
  ],
  ["429 without an envelope honours Retry-After in seconds", [text(429, "slow down", { "retry-after": "3" }), OK], 3],
  ["Retry-After of a fraction of a second", [text(503, "busy", { "retry-after": "0.75" }), OK], 3],
  [
    "Retry-After as an HTTP date in the past waits the backoff",
    [text(503, "busy", { "retry-after": "Wed, 21 Oct 2015 07:28:00 GMT" }), OK],
    3,
  ],
  [
    "429 with retry_after_ms and a larger Retry-After waits the larger",
    [envelope(429, "rate_limited", { retry_after_ms: 2_500 }, { "retry-after": "9" }), OK],
    3,
  ],
  [
    "429 with Retry-After and a larger retry_after_ms waits the larger",
    [envelope(429, "rate_limited", { retry_after_ms: 2_500 }, { "retry-after": "1" }), OK],
    3,
  ],
  ["a 502 from a proxy (not JSON) is server_5xx and retried", [text(502, "<html>Bad Gateway</html>"), OK], 3],
  ["a 5xx is server_5xx whatever code its envelope names", [envelope(503, "rate_limited"), OK], 3],
  ["dropped connections retried, then network_failed", [DROPPED, DROPPED, DROPPED, DROPPED], 3],
  ["a dropped connection, then an answer", [DROPPED, OK], 3],
  ["retries run out: the last error", [envelope(503, "server_5xx"), envelope(429, "rate_limited")], 1],
  ["max_retries 0: one try", [envelope(503, "server_5xx")], 0],
  ["400 validation_failed is not retried", [envelope(400, "validation_failed", { field: "/limit", reason: "must be integer" })], 3],
  ["401 auth_invalid is not retried", [envelope(401, "auth_invalid")], 3],
  ["401 auth_expired is not retried", [envelope(401, "auth_expired")], 3],
  ["403 forbidden is not retried", [envelope(403, "forbidden")], 3],
  ["404 not_found is not retried", [envelope(404, "not_found")], 3],
  ["409 record_id_conflict is not retried", [envelope(409, "record_id_conflict")], 3],
  ["409 acting_already_recorded is not retried", [envelope(409, "acting_already_recorded")], 3],
  ["413 payload_too_large is not retried", [envelope(413, "payload_too_large", { limit: 65_536 })], 3],
  ["422 reference_unresolved is not retried", [envelope(422, "reference_unresolved")], 3],
  ["501 is not retried: it will not change", [envelope(501, "server_5xx")], 3],
  ["a code this SDK does not know keeps its code", [envelope(400, "brand_new_code")], 3],
  ["a new 429 code that does not declare x-retry (CONTRIBUTING's quota_exceeded) is not retried", [envelope(429, "quota_exceeded")], 3],
  ["408 without an envelope is request_timeout, retried", [text(408, "timed out"), OK], 3],
  ["429 without an envelope or hint is rate_limited, retried with the backoff", [text(429, ""), OK], 3],
  ["another status without an envelope is http_<status>", [text(418, "I'm a teapot")], 3],
  ["a 2xx that is not JSON is server_5xx, not retried", [text(200, "<html>captive portal</html>")], 3],
];

/** Runs one retry case through the TS SDK (getSession on a scripted transport): attempts, outcome, waits. */
async function runRetryCase(responses: Answer[], maxRetries: number) {
  let attempts = 0;
  const delays: number[] = [];
  const transport: HttpTransport = async () => {
    const answer = responses[attempts++];
    if (answer === undefined) throw new Error(`codegen: a retry vector has no answer for attempt ${attempts}`);
    if ("network_error" in answer) throw new TypeError("fetch failed: socket hang up");
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
  const client = new LedgerClient({
    apiKey: "tlk_vectors",
    agentId: "agt_0123456789abcdef0123456789abcdef",
    endpoint: "http://ledger.test",
    httpTransport: transport,
    retry: { attempts: maxRetries, sleep: async (ms) => void delays.push(ms) },
  });
  const outcome = await client.getSession("s-1").then(
    () => ({ ok: true }),
    (error: LedgerError) => ({ ok: false, code: error.code }),
  );
  if (attempts !== responses.length)
    throw new Error(`codegen: a retry vector scripts ${responses.length} answers but ${attempts} were asked for`);
  return { attempts, outcome, delays_ms: delays };
}

export async function retryVectors() {
  const vectors = [];
  for (const [name, responses, maxRetries] of RETRY_CASES) {
    vectors.push({ name, responses, max_retries: maxRetries, ...(await runRetryCase(responses, maxRetries)) });
  }
  return vectors;
}

/** Blob content addresses: SHA-256(salt ‖ bytes), salted or not (bytes and salt as unpadded base64url, the salt's wire form). */
const BLOB_CASES: [string, Uint8Array, Uint8Array][] = [
  ["unsalted empty", new Uint8Array(0), new Uint8Array(0)],
  ["unsalted text", new TextEncoder().encode("public content"), new Uint8Array(0)],
  ["salted empty", new Uint8Array(0), Uint8Array.from({ length: 32 }, (_, i) => i)],
  ["salted text", new TextEncoder().encode("The full text of a long prompt."), Uint8Array.from({ length: 32 }, (_, i) => 255 - i)],
  ["salted binary", Uint8Array.from({ length: 300 }, (_, i) => (i * 7) % 256), Uint8Array.from({ length: 32 }, () => 0xab)],
];

export function blobVectors() {
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
  return BLOB_CASES.map(([name, bytes, salt]) => ({ name, bytes: b64(bytes), salt: b64(salt), digest: blobDigest(bytes, salt) }));
}

/**
 * Downloads getBlob checks against a reference (the bytes and the Ledger-Blob-Salt header a service
 * sent): as stored, and as a lying service could split the same salt ‖ bytes otherwise. `error`
 * is the details.field of the digest_mismatch the reference raises, null when the bytes pass.
 */
export function downloadCheckVectors() {
  const content = new TextEncoder().encode("The full text of a long prompt, whose opening a lying service moves into the salt header.");
  const salt = Uint8Array.from({ length: 32 }, (_, i) => 100 + i);
  const join = (...parts: Uint8Array[]) => Buffer.concat(parts);
  const salted = blobDigest(content, salt);
  const unsalted = blobDigest(content);
  const changed = Uint8Array.from(content, (byte, i) => (i === 0 ? byte ^ 1 : byte));
  const none = new Uint8Array(0);
  const cases: [string, Uint8Array, Uint8Array, string, number | null][] = [
    ["salted, as stored", content, salt, salted, content.length],
    ["unsalted, as stored", content, none, unsalted, content.length],
    ["salted, a reference without a size", content, salt, salted, null],
    ["one byte changed", changed, salt, salted, content.length],
    ["39 content bytes moved into the salt", content.subarray(39), join(salt, content.subarray(0, 39)), salted, content.length],
    [
      "39 content bytes moved into the salt, a reference without a size",
      content.subarray(39),
      join(salt, content.subarray(0, 39)),
      salted,
      null,
    ],
    ["the salt sent as content", join(salt, content), none, salted, content.length],
    ["unsalted, its first 32 bytes sent as a salt", content.subarray(32), content.subarray(0, 32), unsalted, content.length],
  ];
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
  return cases.map(([name, bytes, header, digest, size]) => {
    let error: string | null = null;
    try {
      verifiedBlob({ digest, ...(size !== null && { size_bytes: size }) }, bytes, b64(header));
    } catch (e) {
      error = (e as LedgerError).details.field ?? null;
    }
    return { name, bytes: b64(bytes), salt: b64(header), digest, size_bytes: size, error };
  });
}

/**
 * The schema_version attach() leaves on a record: every supported version, none (null: the member
 * is absent) and versions no service supports, some of which a string comparison misorders.
 */
export function attachVersionVectors() {
  const versions = [null, ...SUPPORTED_SCHEMA_VERSIONS, "1.10", "1.0.1", "0.9", "10.0", "2"];
  return versions.map((version) => ({ schema_version: version, attached: version === null ? null : attachedVersion(version) }));
}

const render = (value: unknown) => `${json(value)}\n`;

/** The three files, paths relative to test/vectors/. */
export async function emitVectors(): Promise<OutputFile[]> {
  return [
    {
      path: "blobs.json",
      content: render({
        description:
          "Blob content addresses (docs/content.md): digest = sha256: + hex SHA-256(salt ‖ bytes); bytes and salt as unpadded base64url, the salt as the Ledger-Blob-Salt header carries it.",
        vectors: blobVectors(),
        attach_versions_description:
          "attach() adds a ContentRef: a record whose schema_version is supported but has no attachments moves to the current version; one whose version allows them, names none (null: absent, and left absent) or names a version the service does not support (refused as such when sent) keeps it.",
        attach_versions: attachVersionVectors(),
        download_checks_description:
          "getBlob's check of a download (bytes, and the salt as the Ledger-Blob-Salt header carries it) against a reference: the digest must match, the salt must be 0 or 32 bytes (a longer one could carry the content's first bytes: SHA-256 sees the same input for every split) and, when the reference has a size (null: it names only the digest; Go's ContentRef always has one), the bytes must have it. error: null when the bytes are returned, else the details.field of the digest_mismatch raised (Go: Salt, Digest, SizeBytes).",
        download_checks: downloadCheckVectors(),
      }),
    },
    {
      path: "records.json",
      content: render({
        description:
          "Records with the reference validators' verdict: valid, or the first error (code, JSON Pointer field, and the reference's wording as reason). " +
          "Each record is judged by the rules of its own schema_version (`judged_under`; a record without one by the current version's, null: a version that is not supported, refused as schema_version_unsupported before any rule). " +
          "Each invalid record breaks one rule, except where the name says which rule goes first. " +
          "A vector holds `record` (a JSON value) or `record_json` (JSON text, parsed as the SDK's JSON parser reads it: for numbers that overflow to infinity). " +
          "Every SDK must agree on valid, code and field; reason is the TypeScript wording.",
        vectors: recordVectors(),
      }),
    },
    {
      path: "scores.json",
      content: render({
        description:
          "Scores with the reference validator's verdict (the score schema, as the service applies it to a score body): valid, or the first error (code, JSON Pointer field, and the reference's wording as reason). " +
          "A vector holds `score` (a JSON value) or `score_json` (JSON text, parsed as the SDK's JSON parser reads it: for numbers that overflow to infinity). " +
          "Every SDK must agree on valid, code and field; reason is the TypeScript wording.",
        vectors: scoreVectors(),
      }),
    },
    {
      path: "canonical.json",
      content: render({
        description:
          "RFC 8785 canonical JSON of each input (a JSON text, parsed with numbers as IEEE 754 doubles), its UTF-8 byte length and SHA-256.",
        vectors: canonicalVectors(),
      }),
    },
    {
      path: "retry.json",
      content: render({
        description:
          "A request answered by `responses` in turn (body: the raw response text; network_error: the connection failed), with at most max_retries retries and the default backoff [500, 1000, 2000] ms (the last value repeating): " +
          "how many attempts are made, the outcome (ok, or the error code raised) and the waits before each retry in ms.",
        vectors: await retryVectors(),
      }),
    },
    {
      path: "anchoring.json",
      content: render({
        description:
          "Offline anchoring checks (docs/anchoring.md), each valid or changed in one place: `leaf` (a stored record's leaf hash), `inclusion` and `consistency` (RFC 9162 proofs, hex), " +
          "`checkpoint` (its body matches its fields and its EIP-191 signature recovers to `address`), `record` (the record is the proof's leaf under the checkpoint's root, and the checkpoint is signed by `address`), " +
          "`publication` (the checkpoint's body is leaf `leaf_index` of its publication's epoch root), " +
          "`sign` (signPersonal: the EIP-191 signature of the UTF-8 `message` by `private_key`, hex), `note` (the `note` carries a valid signature by `key`, whose `signer` is the `log` key, a `witness` (a v1 cosignature) or the agent's `wallet` (its EIP-191 line; `key` an address)), `address` (isValidEvmAddress: 0x and 40 hex digits, mixed case only as the EIP-55 checksum), `cosigner_key` (a witness's cosigner key from its `key_name` and Ed25519 `public_key`, hex; `key` null when the name is refused). " +
          "An invalid `record` case names the refusal every SDK's verifyRecord must give: `code` (exactly) and `reason` (the TypeScript wording, which the SDKs share).",
        vectors: anchoringVectors(),
      }),
    },
    {
      path: "score-log-proofs.json",
      content: render({
        description:
          'verifyScore(score, proof, checkpoint, verifier_key) over an agent\'s scores log (docs/anchoring.md, "The scores log"): `score` as the service answers it, its entry ' +
          "`score_digest` = SHA-256 of its RFC 8785 canonical UTF-8 and `leaf_hash` = SHA-256(0x00 ‖ entry) (given for valid cases), `proof` an RFC 9162 inclusion proof (hex), `checkpoint` the scores log's signed note " +
          "(origin `<key name>/agents/<agent_id>/scores`), `verifier_key` the service's log key; where given, `witnesses` (cosigner keys) and `quorum`: how many of them must have cosigned the note (verifyScore with a policy). `valid`: whether the score is the proof's leaf under the note's root and the note is signed by that key under that origin (and so cosigned). " +
          "An invalid case names the refusal every SDK must give: `code` (exactly) and `reason` (the TypeScript wording, which the SDKs share).",
        vectors: scoreLogVectors(),
      }),
    },
    {
      path: "tombstone-proofs.json",
      content: render({
        description:
          'verifyTombstone(tombstone, proof, checkpoint, address) (docs/content.md, "Erasing records"): an erased record\'s `tombstone` (its `digest` is the record digest, its log entry; `leaf_index` its leaf), ' +
          "`proof` the record's RFC 9162 inclusion proof (hex), `checkpoint` the log's checkpoint, `address` the anchor wallet the verifier trusts. `valid`: whether SHA-256(0x00 ‖ digest) is leaf `leaf_index` under the checkpoint's root and the checkpoint is signed by `address`. " +
          "An invalid case is changed in one place and names the refusal every SDK must give: `code` (exactly) and `reason` (the TypeScript wording, which the SDKs share).",
        vectors: tombstoneVectors(),
      }),
    },
  ];
}
