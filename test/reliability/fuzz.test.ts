// Bad input, generated (fast-check) against every operation of the API, plus malformed HTTP:
// every answer is a 4xx with a stable code in the error envelope (or a success the operation
// declares, for input that happens to be valid); never a 5xx, never a hang, and the service is
// still up afterwards. Bytes fetch cannot send go out through node:http and raw sockets.
import { randomUUID } from "node:crypto";
import http from "node:http";
import net from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS, isErrorCode } from "../../generated/errors.ts";
import openapi from "../../generated/openapi.json" with { type: "json" };
import { OPERATIONS, type OperationId } from "../../generated/operations.ts";
import {
  createStore,
  killAllServices,
  serviceEnv,
  spawnService,
  STORE_KINDS,
  type ServiceProcess,
  type ServiceStore,
} from "../support/processes.ts";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import { reportFigures } from "./helpers.ts";

const GENERATED_CASES = 3000;
const REQUEST_TIMEOUT_MS = 15_000;
const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];
const RECORD_KINDS = ["Observing", "Planning", "Thinking", "ToolCalling", "Acting", "Reflecting", "Other"] as const;
type RecordKind = (typeof RECORD_KINDS)[number];

// ——— sending ————————————————————————————————————————————————————————————————————————————————

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

interface Request {
  method: string;
  /** Sent as is: any percent-encoding, valid or not. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** One request over node:http, on a fresh connection; a hang is a failure. */
function send(port: number, request: Request): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: request.method, path: request.path, headers: request.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.end(request.body);
  });
}

/** Raw bytes on a socket (for what node:http refuses to send); the answer is read until the service closes. */
function sendRaw(port: number, bytes: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      const head = /^HTTP\/1\.1 (\d{3}) [^\r\n]*\r\n((?:[^\r\n]+\r\n)*)\r\n/.exec(raw);
      if (!head) return reject(new Error(`not an HTTP answer: ${JSON.stringify(raw.slice(0, 200))}`));
      const headers: http.IncomingHttpHeaders = {};
      for (const line of head[2]!.split("\r\n").filter(Boolean)) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const text = Buffer.from(raw.slice(head[0].length), "latin1").toString("utf8");
      resolve({ status: Number(head[1]), headers, text });
    });
    // Written, not ended: Node drops the answer to a client that half-closes before it is sent.
    // Every request here asks for (or forces) the close, so the service closes when it is done.
    socket.write(bytes);
  });
}

// ——— the property ———————————————————————————————————————————————————————————————————————————

const statusCount = new Map<number, number>();
const faultCount = new Map<string, number>();
const codeCount = new Map<string, number>();
let answered = 0;

type Responses = Record<string, { $ref?: string; content?: Record<string, unknown> }>;
const { paths, components } = openapi as unknown as {
  paths: Record<string, Record<string, { operationId?: string; responses?: Responses }>>;
  components: { responses: Responses };
};

/**
 * The media types the OpenAPI document declares for each operation's successes, by status: most
 * are JSON; a C2SP checkpoint, tiles, a blob's bytes and a schema file are not.
 */
const SUCCESS_MEDIA = new Map<string, Map<number, string[]>>(
  Object.values(paths).flatMap((item) =>
    Object.values(item).flatMap(({ operationId, responses = {} }) => {
      if (operationId === undefined) return [];
      const successes = Object.entries(responses).filter(([status]) => Number(status) < 400);
      const media = successes.map(([status, response]): [number, string[]] => {
        const declared = response.$ref ? components.responses[response.$ref.split("/").pop()!]! : response;
        return [Number(status), Object.keys(declared.content ?? {})];
      });
      return [[operationId, new Map(media)] as const];
    }),
  ),
);

/** Whether `contentType` is one of the media types declared (`*\/*`: any; none declared: no body, so no type). */
const declares = (media: readonly string[], contentType: string | undefined) =>
  media.length === 0 ? contentType === undefined : media.some((type) => type === "*/*" || contentType?.split(";")[0]!.trim() === type);

/**
 * Any answer: below 500, and either the error envelope (JSON) with a stable code whose status it
 * carries, or (when the input was not bound to fail) a success status the operation declares, in
 * a media type the OpenAPI document declares for it.
 */
function checkAnswer(answer: Answer, expectation: { op?: OperationId; mustFail: boolean; method: string }): unknown {
  answered++;
  statusCount.set(answer.status, (statusCount.get(answer.status) ?? 0) + 1);
  expect(answer.status, answer.text.slice(0, 500)).toBeLessThan(500);
  expect(answer.status).toBeGreaterThanOrEqual(200);
  const media = expectation.op && answer.status < 400 ? SUCCESS_MEDIA.get(expectation.op)?.get(answer.status) : undefined;
  if (expectation.op && media && !media.includes("application/json")) {
    expect(expectation.mustFail, `${answer.status} for input bound to fail: ${answer.text.slice(0, 300)}`).toBe(false);
    expect(OPERATIONS[expectation.op].statuses as readonly number[]).toContain(answer.status);
    // An answer to HEAD carries GET's headers and no body: its media type is GET's.
    const type = answer.headers["content-type"];
    if (expectation.method !== "HEAD")
      expect(declares(media, type), `${type} for ${expectation.op} ${answer.status}, declared: ${media.join(", ")}`).toBe(true);
    return undefined;
  }
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  if (expectation.method === "HEAD") return undefined; // no body comes with an answer to HEAD
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  if (answer.status >= 400) {
    expect(Object.keys(body).sort()).toEqual(["error", "request_id"]);
    const error = body.error as { code: unknown; message: unknown; details?: unknown };
    expect(
      Object.keys(error).every((key) => ["code", "message", "details"].includes(key)),
      JSON.stringify(error),
    ).toBe(true);
    expect(isErrorCode(error.code), `stable code: ${String(error.code)}`).toBe(true);
    expect(answer.status, `status of ${String(error.code)}`).toBe(ERRORS[error.code as keyof typeof ERRORS].status);
    expect(error.message).toMatch(/\S/);
    if (error.details !== undefined) expect(typeof error.details).toBe("object");
    expect(body.request_id).toBe(answer.headers["x-request-id"]);
    codeCount.set(error.code as string, (codeCount.get(error.code as string) ?? 0) + 1);
  } else {
    expect(expectation.mustFail, `${answer.status} for input bound to fail: ${answer.text.slice(0, 300)}`).toBe(false);
    if (expectation.op) expect(OPERATIONS[expectation.op].statuses as readonly number[]).toContain(answer.status);
  }
  return body;
}

// ——— generated cases ——————————————————————————————————————————————————————————————————————————

interface Fixtures {
  apiKey: string;
  ownerId: string;
  agentName: string;
  adminToken: string;
  agentId: string;
  recordId: string;
  sessionId: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const AUTH_KINDS = [
  "owner",
  "owner",
  "owner",
  "owner",
  "owner-lowercase-scheme",
  "admin",
  "none",
  "scheme-only",
  "basic",
  "unknown-key",
  "garbage",
  "no-scheme",
  "two-tokens",
  "huge",
] as const;
type AuthKind = (typeof AUTH_KINDS)[number];
const VALID_AUTH: ReadonlySet<AuthKind> = new Set(["owner", "owner-lowercase-scheme"]);

function authorization(kind: AuthKind, fx: Fixtures, noise: string): string | undefined {
  switch (kind) {
    case "owner":
      return `Bearer ${fx.apiKey}`;
    case "owner-lowercase-scheme":
      return `bearer ${fx.apiKey}`;
    case "admin":
      return `Bearer ${fx.adminToken}`;
    case "none":
      return undefined;
    case "scheme-only":
      return "Bearer ";
    case "basic":
      return `Basic ${Buffer.from(`x:${fx.apiKey}`).toString("base64")}`;
    case "unknown-key":
      return `Bearer tlk_${"A".repeat(43)}`;
    case "garbage":
      return `Bearer ${noise.replace(/[^\x21-\x7e]/g, "x") || "x"}`;
    case "no-scheme":
      return fx.apiKey;
    case "two-tokens":
      return `Bearer ${fx.apiKey} ${fx.apiKey}`;
    case "huge":
      return `Bearer tlk_${"a".repeat(4_000)}`;
  }
}

const CONTENT_TYPES = {
  json: "application/json",
  "json-charset": "application/json; charset=utf-8",
  "json-suffix": "application/merge-patch+json",
  none: undefined,
  text: "text/plain",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data; boundary=x",
  jsonp: "application/jsonp",
  garbage: ";;;",
} as const;
type ContentTypeKind = keyof typeof CONTENT_TYPES;
const JSON_TYPES: ReadonlySet<ContentTypeKind> = new Set(["json", "json-charset", "json-suffix"]);
const CONTENT_TYPE_KINDS = [
  "json",
  "json",
  "json",
  "json",
  "json",
  "json-charset",
  "json-suffix",
  "none",
  "text",
  "form",
  "multipart",
  "jsonp",
  "garbage",
] as const;

/** Path segments and query values that are not what they should be, percent-encoding included. */
const weirdText = fc.oneof(
  fc.constantFrom(
    "%",
    "%ZZ",
    "%E0%A4%A",
    "%C0%AF",
    "%ED%A0%80",
    "%00",
    "%2F",
    "%2e%2e",
    "..",
    "%FF%FE",
    "%F4%90%80%80",
    "%25",
    "%u0041",
    "a%20b",
    "+",
    "%0A",
    "%3Cscript%3E",
  ),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: 1, max: 1_200 }).map((n) => "x".repeat(n)), // all of a request's head stays under 16 KB
  fc.constant(""),
);

const LIMITS = [
  "1",
  "100",
  "500",
  "0",
  "-1",
  "501",
  "1e309",
  "Infinity",
  "-Infinity",
  "NaN",
  "0x10",
  " 5",
  "5.0",
  "5.5",
  "1e2",
  "",
  "99999999999999999999",
  "true",
  "null",
];

/** Record fields that hold any JSON object (within their size cap). */
const FREE_FORM = ["data", "tool_meta", "parameters"] as const;

/** A body mutation: what is done to the operation's valid body, and whether the result must fail. */
const bodyKind = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: "valid" as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("drop" as const), field: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("retype" as const),
      field: fc.nat(),
      value: fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.integer(), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
        fc.string({ maxLength: 10 }),
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("extra" as const),
      name: fc.string({ minLength: 1, maxLength: 12 }),
      value: fc.jsonValue({ maxDepth: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("huge" as const), field: fc.nat(), bytes: fc.constantFrom(70_000, 200_000, 1_100_000) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("deep" as const),
      field: fc.oneof(fc.nat(), fc.constantFrom(...FREE_FORM)),
      depth: fc.constantFrom(60, 1_000, 10_000),
      shape: fc.constantFrom("array" as const, "object" as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("deep-body" as const), depth: fc.constantFrom(1_000, 10_000, 100_000) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("bad-utf8" as const),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      bytes: fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80]),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("truncated" as const), at: fc.double({ min: 0, max: 0.999, noNaN: true }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("not-object" as const),
      value: fc.oneof(fc.jsonValue({ maxDepth: 2 }).filter((v) => v === null || typeof v !== "object" || Array.isArray(v))),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("random" as const), value: fc.jsonValue({ maxDepth: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: "empty" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "absent" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("oversized-batch" as const), records: fc.integer({ min: 51, max: 80 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: "bloated" as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("batch-entries" as const),
      mutations: fc.array(
        fc.record({
          entry: fc.nat(),
          field: fc.nat(),
          how: fc.constantFrom("drop" as const, "retype" as const, "extra" as const, "deep" as const),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  },
);
type BodyKind = typeof bodyKind extends fc.Arbitrary<infer T> ? T : never;

const BODY_OPERATIONS = OPERATION_IDS.filter((op) => OPERATIONS[op].hasBody);
const queryFault = fc.record(
  {
    agent_id: fc.oneof(fc.constant("repeated"), weirdText),
    name: weirdText,
    before: fc.oneof(fc.uuid().map(String), weirdText),
    limit: fc.constantFrom(...LIMITS),
    extra: weirdText,
  },
  { requiredKeys: [] },
);

/** One case: an operation and one thing wrong with the request (or nothing, now and then). */
const fuzzCase = fc.record({
  op: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...BODY_OPERATIONS) }, { weight: 1, arbitrary: fc.constantFrom(...OPERATION_IDS) }),
  record: fc.constantFrom(...RECORD_KINDS),
  noise: fc.string({ maxLength: 30 }),
  fault: fc.oneof(
    { weight: 12, arbitrary: fc.record({ where: fc.constant("body" as const), body: bodyKind }) },
    { weight: 2, arbitrary: fc.record({ where: fc.constant("auth" as const), auth: fc.constantFrom(...AUTH_KINDS) }) },
    {
      weight: 2,
      arbitrary: fc.record({ where: fc.constant("content-type" as const), contentType: fc.constantFrom(...CONTENT_TYPE_KINDS) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        where: fc.constant("path" as const),
        pathParams: fc.dictionary(fc.constantFrom("agent_id", "record_id", "session_id", "tree_size"), weirdText, {
          minKeys: 1,
          maxKeys: 3,
        }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ where: fc.constant("query" as const), query: queryFault }) },
    { weight: 1, arbitrary: fc.record({ where: fc.constant("nothing" as const) }) },
  ),
});
type FuzzCase = typeof fuzzCase extends fc.Arbitrary<infer T> ? T : never;

const BODY_EXAMPLES: BodyKind[] = [
  { kind: "valid" },
  { kind: "drop", field: 0 },
  { kind: "retype", field: 0, value: 1 },
  { kind: "extra", name: "field", value: 1 },
  { kind: "huge", field: 0, bytes: 70_000 },
  { kind: "huge", field: 0, bytes: 1_100_000 },
  { kind: "deep", field: "data", depth: 10_000, shape: "array" },
  { kind: "deep", field: "parameters", depth: 1_000, shape: "object" },
  { kind: "deep", field: 0, depth: 10_000, shape: "array" },
  { kind: "deep-body", depth: 100_000 },
  { kind: "bad-utf8", at: 0.5, bytes: [0xed, 0xa0, 0x80] },
  { kind: "truncated", at: 0.5 },
  { kind: "not-object", value: [] },
  { kind: "random", value: {} },
  { kind: "empty" },
  { kind: "absent" },
  { kind: "oversized-batch", records: 51 },
  { kind: "bloated" },
  {
    kind: "batch-entries",
    mutations: [
      { entry: 0, field: 0, how: "retype" },
      { entry: 1, field: 2, how: "extra" },
    ],
  },
];

/** Run first: every operation with each kind of body, key and content type, and the trace limits. */
const EXAMPLES: FuzzCase[] = [
  ...OPERATION_IDS.flatMap((op): FuzzCase[] => [
    ...BODY_EXAMPLES.map((body) => ({ op, record: "Other" as const, noise: "", fault: { where: "body" as const, body } })),
    ...[...new Set(AUTH_KINDS)].map((auth) => ({
      op,
      record: "Thinking" as const,
      noise: "n0ise",
      fault: { where: "auth" as const, auth },
    })),
    ...[...new Set(CONTENT_TYPE_KINDS)].map((contentType) => ({
      op,
      record: "Acting" as const,
      noise: "",
      fault: { where: "content-type" as const, contentType },
    })),
    {
      op,
      record: "Observing",
      noise: "",
      fault: { where: "path", pathParams: { agent_id: "%ZZ", record_id: "%ED%A0%80", session_id: "%00", tree_size: "-1" } },
    },
    { op, record: "Observing", noise: "", fault: { where: "query", query: { agent_id: "repeated", extra: "%FF" } } },
  ]),
  ...LIMITS.map((limit): FuzzCase => ({ op: "getTrace", record: "Other", noise: "", fault: { where: "query", query: { limit } } })),
  // Two retypes of one field (output_payload) in one entry: the second must not restore its type.
  {
    op: "submitBatch",
    record: "ToolCalling",
    noise: "",
    fault: {
      where: "body",
      body: {
        kind: "batch-entries",
        mutations: [
          { entry: 0, field: 8, how: "retype" },
          { entry: 1, field: 0, how: "deep" },
          { entry: 0, field: 18, how: "retype" },
        ],
      },
    },
  },
];

/** The operation's valid body, and the fields a mutation may pick (all required or typed). */
function validBody(op: OperationId, kind: RecordKind): { body: Record<string, Json>; required: string[] } {
  const validRecord = () => recordOf(kind) as unknown as Record<string, Json>;
  switch (op) {
    case "createOwner":
      return { body: { name: `fuzz-${randomUUID()}`, wallet: { mode: "custodial" } }, required: ["name", "wallet"] };
    case "registerAgent":
      return { body: { name: `fuzz-${randomUUID()}`, metadata: { description: "fuzzed" } }, required: ["name"] };
    case "updateAgent":
      return { body: { metadata: { description: "fuzzed", tags: ["fuzz"] } }, required: ["metadata"] };
    case "updateOwner":
      return { body: { name: "fuzzed owner" }, required: ["name"] };
    case "rotateOwnerKey":
      return { body: { grace_ms: 60_000 }, required: [] };
    case "submitRecord":
      return { body: validRecord(), required: requiredOf(validRecord()) };
    case "submitBatch":
      return { body: { records: [validRecord(), validRecord(), validRecord()] }, required: ["records"] };
    case "signCheckpoint":
      return { body: { signature: `0x${"ab".repeat(64)}1b` }, required: ["signature"] };
    default:
      return { body: {}, required: [] };
  }
}

const typeOf = (value: unknown) => (Array.isArray(value) ? "array" : value === null ? "null" : typeof value);
/** A value of another JSON type than `value` (every field of the schema has exactly one). */
const otherType = (value: unknown): Json => (typeOf(value) === "object" ? "text" : { retyped: true });
/** What a record cannot lose (Acting: execution_id while it is confirmed on a public chain, as recordOf's is). */
const requiredOf = (record: Record<string, Json>) => [
  "session_id",
  "behavior",
  "record_id",
  "schema_version",
  "client_ts_utc",
  ...(record.behavior === "Thinking" ? ["prompt", "output_payload"] : []),
  ...(record.behavior === "Acting" && record.target_system === "ethereum" && record.execution_status === "confirmed"
    ? ["execution_id"]
    : []),
];
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;
const deepText = (depth: number, shape: "array" | "object") =>
  shape === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
const MARK = "\u0001fuzz-mark\u0001";
/** JSON text of `value` with the string MARK replaced by raw `bytes`. */
const spliced = (value: Json, bytes: Buffer) => {
  const [before, after] = JSON.stringify(value).split(JSON.stringify(MARK));
  return Buffer.concat([Buffer.from(before!), bytes, Buffer.from(after ?? "")]);
};

/** The bytes to send for a body mutation, and whether they must be refused. */
function bodyBytes(
  op: OperationId,
  kind: RecordKind,
  mutation: BodyKind,
): { bytes?: Buffer; mustFail: boolean; mutatedEntries?: number[] } {
  const { body, required } = validBody(op, kind);
  const validRecord = () => recordOf(kind) as unknown as Record<string, Json>;
  const fields = Object.keys(body);
  const json = (value: Json, mustFail: boolean) => ({ bytes: Buffer.from(JSON.stringify(value)), mustFail });
  switch (mutation.kind) {
    case "valid":
      return json(body, false);
    case "drop": {
      if (required.length === 0) return json(body, false);
      const field = pick(required, mutation.field);
      const { [field]: _dropped, ...rest } = body;
      return json(rest, true);
    }
    case "retype": {
      const field = fields.length ? pick(fields, mutation.field) : `x${mutation.field}`;
      const value = typeOf(mutation.value) === typeOf(body[field]) ? otherType(body[field]) : (mutation.value as Json);
      return json({ ...body, [field]: value }, true);
    }
    case "extra": // prefixed, so it never names an optional field the schema knows
      return json({ ...body, [`x_${mutation.name}`]: mutation.value as Json }, true);
    case "huge": {
      const field = fields.length ? pick(fields, mutation.field) : "x";
      return { bytes: spliced({ ...body, [field]: MARK }, Buffer.from(JSON.stringify("é".repeat(mutation.bytes / 2)))), mustFail: true };
    }
    case "deep": {
      const named = typeof mutation.field === "string";
      const field = named ? (mutation.field as string) : fields.length ? pick(fields, mutation.field as number) : "x";
      // 60 levels inside a free-form field may be fine; a thousand or more never is.
      const mustFail = mutation.depth >= 1_000 || !(FREE_FORM as readonly string[]).includes(field) || !fields.includes(field);
      return { bytes: spliced({ ...body, [field]: MARK }, Buffer.from(deepText(mutation.depth, mutation.shape))), mustFail };
    }
    case "deep-body":
      return { bytes: Buffer.from(deepText(mutation.depth, "array")), mustFail: true };
    case "bad-utf8": {
      const text = JSON.stringify({ ...body, notes: `before${MARK}after` });
      const at = text.indexOf(MARK);
      return {
        bytes: Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(mutation.bytes), Buffer.from(text.slice(at + MARK.length))]),
        mustFail: true,
      };
    }
    case "truncated": {
      const text = Buffer.from(JSON.stringify(body));
      const bytes = text.subarray(0, Math.floor(mutation.at * text.length));
      return { bytes, mustFail: bytes.length > 0 || OPERATIONS[op].bodyRequired }; // cut to nothing: "empty"
    }
    case "not-object":
      return json(mutation.value as Json, true);
    case "random":
      return json(mutation.value as Json, false);
    // An optional body (rotate-key) may be left out.
    case "empty":
      return { bytes: Buffer.alloc(0), mustFail: OPERATIONS[op].bodyRequired };
    case "absent":
      return { bytes: undefined, mustFail: OPERATIONS[op].bodyRequired };
    case "oversized-batch":
      return json({ records: Array.from({ length: mutation.records }, validRecord) }, true);
    case "bloated":
      return json({ ...body, notes: "n".repeat(OPERATIONS[op].maxBodyBytes) }, true);
    case "batch-entries": {
      if (op !== "submitBatch") return json({ records: [validRecord()] }, true); // an unknown field anywhere else
      const originals = body.records as Record<string, Json>[];
      const records = originals.map((record) => ({ ...record }));
      const broken = new Set<number>(); // entries a retype, an unknown field or deep nesting broke
      const dropped = new Map<number, string[]>();
      // Drops first and deep nesting last, so no mutation undoes another.
      const order = { drop: 0, retype: 1, extra: 1, deep: 2 };
      for (const { entry, field, how } of [...mutation.mutations].sort((a, b) => order[a.how] - order[b.how])) {
        const index = entry % records.length;
        const record = records[index]!;
        const name = pick(Object.keys(record), field);
        if (how === "drop") {
          delete record[name];
          dropped.set(index, [...(dropped.get(index) ?? []), name]);
        } else broken.add(index);
        // Retyped from the original value, so a second retype of one field never restores its type.
        if (how === "retype") record[name] = otherType(originals[index]![name]);
        if (how === "extra") record[`x_unknown_${field}`] = true;
        if (how === "deep") record.tags = JSON.parse(deepText(2_000, "array")) as Json;
      }
      // Dropping an optional field leaves a valid record: judged on the record as it ends up.
      for (const [index, names] of dropped) {
        if (names.some((name) => requiredOf(records[index]!).includes(name))) broken.add(index);
      }
      // Thousands of levels in a record break that record alone (the schema's x-max-depth).
      return { bytes: Buffer.from(JSON.stringify({ records })), mustFail: false, mutatedEntries: [...broken] };
    }
  }
}

/** The request for a case: the operation's path with its parameters, headers and body, one of them wrong. */
function requestFor(fx: Fixtures, c: FuzzCase): { request: Request; mustFail: boolean; mutatedEntries?: number[] } {
  const op = OPERATIONS[c.op];
  const { fault } = c;
  const valid: Record<string, string> = {
    agent_id: fx.agentId,
    record_id: fx.recordId,
    session_id: fx.sessionId,
    owner_id: fx.ownerId,
    tree_size: "1",
  };
  const pathParams: Record<string, string> = fault.where === "path" ? fault.pathParams : {};
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathParams[name] ?? encodeURIComponent(valid[name]!));
  const query: string[] = [];
  const q = fault.where === "query" ? fault.query : {};
  if (q.agent_id === "repeated") query.push(`agent_id=${fx.agentId}`, `agent_id=${fx.agentId}`);
  else if (q.agent_id !== undefined) query.push(`agent_id=${q.agent_id}`);
  else if (["getRecord", "getSession", "submitRecord", "submitBatch", "getInclusionProof", "getRecordLeaf"].includes(c.op))
    query.push(`agent_id=${fx.agentId}`);
  if (c.op === "getConsistencyProof") query.push("first=1", "second=1");
  if (q.name !== undefined) query.push(`name=${q.name}`);
  else if (c.op === "resolveAgent") query.push(`name=${encodeURIComponent(fx.agentName)}`);
  if (q.before !== undefined) query.push(`before=${q.before}`);
  if (q.limit !== undefined) query.push(`limit=${encodeURIComponent(q.limit)}`);
  if (q.extra !== undefined) query.push(`${q.extra}=1`);

  const auth = fault.where === "auth" ? fault.auth : "owner";
  const headers: Record<string, string> = {};
  const authHeader = authorization(op.auth === "admin" && auth === "owner" ? "admin" : auth, fx, c.noise); // "owner": the right key
  if (authHeader !== undefined) headers.authorization = authHeader;
  const contentTypeKind = fault.where === "content-type" ? fault.contentType : "json";
  const contentType = CONTENT_TYPES[contentTypeKind];
  if (contentType !== undefined) headers["content-type"] = contentType;
  const body = bodyBytes(c.op, c.record, fault.where === "body" ? fault.body : { kind: "valid" });

  const sentAdmin = op.auth === "admin" ? auth === "owner" || auth === "admin" : auth === "admin";
  const badAuth = op.auth !== "none" && (op.auth === "admin" ? !sentAdmin : !VALID_AUTH.has(auth));
  const limit = Number(q.limit);
  const badLimit = c.op === "getTrace" && q.limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 500);
  const badBody = op.hasBody && (body.mustFail || !JSON_TYPES.has(contentTypeKind));
  return {
    request: {
      method: op.method,
      path: query.length ? `${path}?${query.join("&")}` : path,
      headers,
      body: op.hasBody || fault.where === "body" ? body.bytes : undefined,
    },
    mustFail: badAuth || badLimit || badBody,
    mutatedEntries: body.mutatedEntries,
  };
}

// ——— routes, methods and malformed HTTP ——————————————————————————————————————————————————————

const ROUTE_CASES = 600;
const PAGES: ReadonlySet<string> = new Set(["/", "/docs", "/openapi.json"]);
const METHODS = [
  "GET",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "HEAD",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "COPY",
  "LOCK",
  "PURGE",
  "SEARCH",
  "REPORT",
  "FOO",
  "BREW",
  "get",
  "G3T",
];
const KNOWN_PATHS = [...new Set(Object.values(OPERATIONS).map((op) => op.path.replace(/\{\w+\}/g, "x")))];
const routePath = fc.oneof(
  fc.webPath(),
  fc.tuple(fc.constantFrom(...KNOWN_PATHS), weirdText).map(([path, suffix]) => `${path}/${suffix}`),
  fc
    .tuple(fc.constantFrom(...KNOWN_PATHS), fc.constantFrom("/", "//", "/..", "%2F", ";x", "?", "#", ":batch", "/v1"))
    .map(([path, suffix]) => path + suffix),
  fc.array(weirdText, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join("/")}`),
);

const head = (lines: string[]) => `${lines.join("\r\n")}\r\n\r\n`;
/** Requests Node's HTTP parser refuses, each a raw byte string. */
const MALFORMED: [string, string | Buffer][] = [
  ["an unknown method token", head(["FOO /v1/records HTTP/1.1", "host: x"])],
  ["a request line of control bytes", "\x00\x01\x02\r\n\r\n"],
  ["an HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"],
  ["a space inside the path", head(["GET /v1/agents/a b HTTP/1.1", "host: x"])],
  ["an unsupported HTTP version", head(["GET /healthz HTTP/9.9", "host: x"])],
  ["a control byte in a header value", head(["GET /healthz HTTP/1.1", "host: x", "x-a: a\x01b"])],
  ["a space in a header name", head(["GET /healthz HTTP/1.1", "host: x", "bad header: 1"])],
  ["a header line without a colon", head(["GET /healthz HTTP/1.1", "host: x", "no-colon-here"])],
  ["headers over 16 KB", head(["GET /healthz HTTP/1.1", "host: x", `x-big: ${"a".repeat(20_000)}`])],
  ["a URL over 16 KB", head([`GET /v1/agents?name=${"a".repeat(20_000)} HTTP/1.1`, "host: x"])],
  [
    "both Content-Length and chunked",
    head(["POST /v1/records HTTP/1.1", "host: x", "content-length: 5", "transfer-encoding: chunked"]) + "0\r\n\r\n",
  ],
  [
    "a chunk size that is not hex",
    head(["POST /v1/records HTTP/1.1", "host: x", "content-type: application/json", "transfer-encoding: chunked"]) +
      "zz\r\n{}\r\n0\r\n\r\n",
  ],
  ["a negative Content-Length", head(["POST /v1/records HTTP/1.1", "host: x", "content-length: -1"])],
  ["a Content-Length that is not a number", head(["POST /v1/records HTTP/1.1", "host: x", "content-length: abc"])],
  ["two different Content-Lengths", head(["POST /v1/records HTTP/1.1", "host: x", "content-length: 2", "content-length: 3"]) + "{}"],
  ["an HTTP/1.1 request without Host", head(["GET /healthz HTTP/1.1"])],
];

// ——— the suite ——————————————————————————————————————————————————————————————————————————————

describe("bad input against every operation", () => {
  let store: ServiceStore;
  let service: ServiceProcess;
  let fx: Fixtures;

  beforeAll(async () => {
    store = await createStore(STORE_KINDS.at(-1)!);
    service = await spawnService(serviceEnv(store));
    const owner = await ownerWithAgent(service);
    const record = recordOf("Thinking");
    const stored = await call(service, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: record });
    expect(stored.status).toBe(201);
    fx = {
      apiKey: owner.apiKey,
      ownerId: owner.ownerId,
      agentName: owner.agent.name,
      adminToken: service.adminToken,
      agentId: owner.agentId,
      recordId: record.record_id,
      sessionId: record.session_id,
    };
  });

  afterAll(async () => {
    reportFigures("fuzz", {
      answered,
      faults: Object.fromEntries([...faultCount].sort()),
      statuses: Object.fromEntries([...statusCount].sort()),
      codes: Object.fromEntries(codeCount),
    });
    await killAllServices();
    await store?.remove();
  });

  it(`answers ${EXAMPLES.length} enumerated and ${GENERATED_CASES} generated requests to every operation with a 4xx and a stable code (or a declared success), never a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzCase, async (c) => {
        const { request, mustFail, mutatedEntries } = requestFor(fx, c);
        const fault = c.fault.where === "body" ? `body:${c.fault.body.kind}` : c.fault.where;
        faultCount.set(fault, (faultCount.get(fault) ?? 0) + 1);
        const answer = await send(service.port, request);
        const body = checkAnswer(answer, { op: c.op, mustFail, method: request.method }) as Record<string, unknown> | undefined;
        // A rotation puts the fixture's key in grace (or revokes it): carry on with the new one.
        if ((c.op === "rotateOwnerKey" || c.op === "recoverOwnerKey") && answer.status === 200) fx.apiKey = body!.api_key as string;
        if (c.op === "getTrace" && answer.status === 200) {
          const records = body!.records as unknown[];
          const limit = c.fault.where === "query" && c.fault.query.limit !== undefined ? Number(c.fault.query.limit) : 100;
          expect(records.length).toBeLessThanOrEqual(Math.min(limit, 500));
        }
        if (c.op === "submitBatch" && answer.status === 200 && mutatedEntries) {
          const results = body!.results as { code?: string }[];
          // A retyped or dropped schema_version is judged before any rule (422 schema_version_unsupported).
          for (const index of mutatedEntries)
            expect(["validation_failed", "schema_version_unsupported"], `entry ${index}`).toContain(results[index]!.code);
          for (const result of results) if (result.code !== undefined) expect(isErrorCode(result.code)).toBe(true);
        }
      }),
      { numRuns: EXAMPLES.length + GENERATED_CASES, examples: EXAMPLES.map((example) => [example]), endOnFailure: true },
    );
    expect((await call(service, "GET", "/healthz")).status).toBe(200);
    expect(service.running()).toBe(true);
  }, 300_000);

  it(`answers ${ROUTE_CASES} requests for unknown routes and methods with the error envelope`, async () => {
    const known = new Set(OPERATION_IDS.filter((op) => OPERATIONS[op].auth === "none").map((op) => `GET ${OPERATIONS[op].path}`));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), routePath, async (method, path) => {
        const answer = await sendRaw(
          service.port,
          Buffer.from(`${method} ${path} HTTP/1.1\r\nhost: fuzz\r\nconnection: close\r\n\r\n`, "latin1"),
        );
        // The route as the service resolves it: dot segments, the query, a fragment and trailing slashes do not count.
        const route = new URL(`http://fuzz${path.startsWith("/") ? "" : "/"}${path}`).pathname.replace(/(.)\/+$/, "$1");
        // The viewer, the API reference and the document are pages, not API answers.
        if ((method === "GET" || method === "HEAD") && PAGES.has(route) && answer.status === 200) return;
        checkAnswer(answer, { mustFail: !known.has(`${method} ${route}`), method });
      }),
      { numRuns: ROUTE_CASES, endOnFailure: true },
    );
    expect(service.running()).toBe(true);
  }, 120_000);

  it.each(MALFORMED)("answers %s with a 400 in the error envelope", async (_, bytes) => {
    const answer = await sendRaw(service.port, typeof bytes === "string" ? Buffer.from(bytes, "latin1") : bytes);
    expect(answer.status).toBe(400);
    checkAnswer(answer, { mustFail: true, method: "GET" });
    expect((await call(service, "GET", "/healthz")).status).toBe(200);
  });

  it("survives a body far over its cap (a 413, or a reset before the client is done sending), and stays up", async () => {
    const answer = await send(service.port, {
      method: "POST",
      path: `/v1/records:batch?agent_id=${fx.agentId}`,
      headers: { authorization: `Bearer ${fx.apiKey}`, "content-type": "application/json" },
      body: Buffer.alloc(20 * 1024 * 1024, 0x20),
    }).catch((error: NodeJS.ErrnoException) => error);
    if (answer instanceof Error) expect(["EPIPE", "ECONNRESET"]).toContain(answer.code);
    else checkAnswer(answer, { mustFail: true, method: "POST" });
    expect((await call(service, "GET", "/healthz")).status).toBe(200);
    expect(service.errors()).toEqual([]);
  });
});
