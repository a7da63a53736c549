// test/vectors/scores.json: scores chosen here, each with the verdict of the TypeScript reference
// (the generated validator of a score body, which the service applies): valid, or the first
// rule broken. Every SDK's offline score validation must agree on valid, code and field.
import { check } from "../generated/validate.ts";
import { requestValidators } from "../generated/validators/index.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ID = (n: number) => `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, "0")}`;
const score = (extra: JsonObject = {}): JsonObject => ({
  score_id: ID(1),
  session_id: "session-1",
  name: "helpfulness",
  value: 0.8,
  source: { kind: "llm" },
  client_ts_utc: 1_795_000_000_000,
  ...extra,
});
const without = (value: JsonObject, ...fields: string[]): JsonObject =>
  Object.fromEntries(Object.entries(value).filter(([name]) => !fields.includes(name)));
const onRecord = (extra: JsonObject = {}) => ({ ...without(score(), "session_id"), record_id: ID(2), ...extra });
const nested = (depth: number): Json => (depth === 0 ? "leaf" : { d: nested(depth - 1) });

/** A score given as JSON text: for what a JSON value in the vector file cannot hold (a number that overflows). */
interface ScoreText {
  json: string;
}

const CASES: [string, Json | ScoreText][] = [
  // Valid: each target, each kind of value, every optional field, the stored form.
  ["a session, numeric", score()],
  ["a record, categorical", onRecord({ value: "correct" })],
  ["boolean", score({ value: false })],
  ["an integer value, negative", score({ value: -3 })],
  [
    "every optional field",
    score({
      explanation: "Answered the question asked.",
      source: { kind: "human", name: "reviewer", version: "2" },
      config_id: ID(3),
      judged_checkpoint: { tree_size: 12, root_hash: "ab".repeat(32) },
      metadata: { rubric: [1, 2], note: null },
    }),
  ],
  ["a category of 64 characters", score({ value: "c".repeat(64) })],
  ["a name of 64 characters, with . _ -", score({ name: "a".repeat(61) + "._-" })],
  ["an explanation of 4096 bytes (UTF-8)", score({ explanation: "é".repeat(2048) })],
  [
    "stored form: agent_id, server_ts_utc and scored_by are accepted (and ignored by the service)",
    score({
      agent_id: "agt_00000000000000000000000000000001",
      server_ts_utc: 1_795_000_000_123,
      scored_by: "scr_00000000000000000000000000000001",
    }),
  ],
  // The target: exactly one.
  ["no target", without(score(), "session_id")],
  ["both targets", score({ record_id: ID(2) })],
  ["record_id not a UUID", onRecord({ record_id: "r-1" })],
  ["session_id empty", score({ session_id: "" })],
  ["session_id beyond 256 bytes", score({ session_id: "s".repeat(257) })],
  // Required fields and their shapes.
  ["score_id missing", without(score(), "score_id")],
  ["score_id not a UUID v4", score({ score_id: "BBBBBBBB-0000-4000-8000-000000000001" })],
  ["name missing", without(score(), "name")],
  ["name with a capital", score({ name: "Helpfulness" })],
  ["name starting with a dot", score({ name: ".hidden" })],
  ["name of 65 characters", score({ name: "a".repeat(65) })],
  ["value missing", without(score(), "value")],
  ["value null", score({ value: null })],
  ["value an object", score({ value: { stars: 4 } })],
  ["value an empty string", score({ value: "" })],
  ["value a category of 65 characters", score({ value: "c".repeat(65) })],
  ["value overflowing to infinity", { json: JSON.stringify(score({ value: 0 })).replace('"value":0', '"value":1e999') }],
  ["source missing", without(score(), "source")],
  ["source kind unknown", score({ source: { kind: "crowd" } })],
  ["source without its kind", score({ source: { name: "judge" } })],
  ["source with an unknown field", score({ source: { kind: "llm", model: "m" } })],
  ["source name empty", score({ source: { kind: "llm", name: "" } })],
  ["client_ts_utc missing", without(score(), "client_ts_utc")],
  ["client_ts_utc zero", score({ client_ts_utc: 0 })],
  ["client_ts_utc a string", score({ client_ts_utc: "now" })],
  // Optional fields.
  ["explanation of 4097 bytes (UTF-8)", score({ explanation: "é".repeat(2048) + "x" })],
  ["explanation holding a NUL", score({ explanation: "a\u0000b" })],
  ["config_id not a UUID", score({ config_id: "helpfulness-config" })],
  ["judged_checkpoint of 0 leaves", score({ judged_checkpoint: { tree_size: 0, root_hash: "ab".repeat(32) } })],
  ["judged_checkpoint root in capitals", score({ judged_checkpoint: { tree_size: 1, root_hash: "AB".repeat(32) } })],
  ["judged_checkpoint without its root", score({ judged_checkpoint: { tree_size: 1 } })],
  ["metadata not an object", score({ metadata: ["a"] })],
  ["metadata beyond 4096 bytes", score({ metadata: { text: "m".repeat(4096) } })],
  ["metadata nested too deep", score({ metadata: nested(40) as JsonObject })],
  ["an unknown field", score({ colour: "red" })],
  ["an unknown field and a bad name: the unknown field goes first", score({ colour: "red", name: "Bad" })],
  ["not an object", "helpfulness"],
];

export function scoreVectors() {
  return CASES.map(([name, given]) => {
    const text =
      typeof given === "object" && given !== null && !Array.isArray(given) && typeof (given as ScoreText).json === "string"
        ? (given as ScoreText).json
        : null;
    const value = text === null ? given : JSON.parse(text);
    const verdict = check(requestValidators.submitScore.body!, value);
    const input = text === null ? { score: given } : { score_json: text };
    return verdict.ok
      ? { name, ...input, valid: true }
      : { name, ...input, valid: false, code: "validation_failed", field: verdict.error.field, reason: verdict.error.reason };
  });
}
