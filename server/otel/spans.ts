// An OTLP ExportTraceServiceRequest, protobuf or JSON, read into one plain shape the mapping
// works on: ids as lowercase hex (as they came: their lengths are judged per span), times in
// epoch ms, attribute values as JSON values. A body that is not OTLP at all is a 400 here;
// what is wrong with a single span is the mapping's to say.
import { parseJsonText } from "../http/body.ts";
import { invalid } from "../http/errors.ts";
import { ExportTraceServiceRequest } from "./proto.ts";

export type AttributeValue = string | number | boolean | AttributeValue[] | { [key: string]: AttributeValue };
export type Attributes = Record<string, AttributeValue>;

export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  startMs: number;
  endMs: number;
  attributes: Attributes;
  events: { name: string; attributes: Attributes }[];
  /** OTLP status code: 0 unset, 1 ok, 2 error. */
  status: { code: number; message: string };
}

export interface OtlpResourceSpans {
  resource: Attributes;
  spans: OtlpSpan[];
}

/**
 * Attribute values nest (arrays, key-value lists) at most this deep; a deeper value is kept as a
 * marker string, so a record never nests past the schema's x-max-depth.
 */
export const MAX_VALUE_DEPTH = 16;
const TOO_DEEP = `[nested deeper than ${MAX_VALUE_DEPTH} levels]`;

/** An int64 as a JSON number when exact, else its decimal string. */
function int64(value: string | number | bigint): number | string {
  const big = BigInt(value);
  return big <= BigInt(Number.MAX_SAFE_INTEGER) && big >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(big) : big.toString();
}

/** A double as a JSON value: NaN and the infinities, which JSON cannot hold, as their names. */
const double = (value: number): number | string => (Number.isFinite(value) ? value : String(value));

const nanosToMs = (nanos: string | number | bigint) => Number(BigInt(nanos) / 1_000_000n);

// ---- protobuf -------------------------------------------------------------------------------

type Long = { toString(): string };
interface PbAnyValue {
  value?: string;
  string_value?: string;
  bool_value?: boolean;
  int_value?: Long | number;
  double_value?: number;
  array_value?: { values?: PbAnyValue[] };
  kvlist_value?: { values?: PbKeyValue[] };
  bytes_value?: Uint8Array;
}
interface PbKeyValue {
  key?: string;
  value?: PbAnyValue;
}
interface PbSpan {
  trace_id?: Uint8Array;
  span_id?: Uint8Array;
  parent_span_id?: Uint8Array;
  name?: string;
  kind?: number;
  start_time_unix_nano?: Long | number;
  end_time_unix_nano?: Long | number;
  attributes?: PbKeyValue[];
  events?: { name?: string; attributes?: PbKeyValue[] }[];
  status?: { code?: number; message?: string };
}
interface PbRequest {
  resource_spans?: { resource?: { attributes?: PbKeyValue[] }; scope_spans?: { spans?: PbSpan[] }[] }[];
}

// An absent bytes field decodes as protobufjs's default, a plain empty array.
const hex = (bytes: Uint8Array | number[] | undefined) => (bytes ? Buffer.from(bytes).toString("hex") : "");
const longOf = (value: Long | number | undefined) => (value === undefined ? 0 : typeof value === "number" ? value : value.toString());

function pbValue(value: PbAnyValue | undefined, depth: number): AttributeValue {
  if (!value) return "";
  if (depth > MAX_VALUE_DEPTH) return TOO_DEEP;
  switch (value.value) {
    case "string_value":
      return value.string_value!;
    case "bool_value":
      return value.bool_value!;
    case "int_value":
      return int64(longOf(value.int_value));
    case "double_value":
      return double(value.double_value!);
    case "array_value":
      return (value.array_value?.values ?? []).map((item) => pbValue(item, depth + 1));
    case "kvlist_value":
      return pbAttributes(value.kvlist_value?.values, depth + 1);
    case "bytes_value":
      return Buffer.from(value.bytes_value!).toString("base64");
    default:
      return "";
  }
}

function pbAttributes(list: PbKeyValue[] | undefined, depth = 0): Attributes {
  return Object.fromEntries((list ?? []).map((kv) => [kv.key ?? "", pbValue(kv.value, depth)]));
}

export function decodeProtobuf(bytes: Uint8Array): OtlpResourceSpans[] {
  let message: PbRequest;
  try {
    message = ExportTraceServiceRequest.decode(bytes) as PbRequest;
  } catch (error) {
    // protobufjs throws on truncated or ill-typed input; a stack overflow on absurd nesting too.
    throw invalid("", `is not an OTLP ExportTraceServiceRequest in protobuf (${(error as Error).message})`);
  }
  return (message.resource_spans ?? []).map((rs) => ({
    resource: pbAttributes(rs.resource?.attributes),
    spans: (rs.scope_spans ?? []).flatMap((ss) =>
      (ss.spans ?? []).map((span) => ({
        traceId: hex(span.trace_id),
        spanId: hex(span.span_id),
        parentSpanId: hex(span.parent_span_id),
        name: span.name ?? "",
        kind: span.kind ?? 0,
        startMs: nanosToMs(longOf(span.start_time_unix_nano)),
        endMs: nanosToMs(longOf(span.end_time_unix_nano)),
        attributes: pbAttributes(span.attributes),
        events: (span.events ?? []).map((event) => ({ name: event.name ?? "", attributes: pbAttributes(event.attributes) })),
        status: { code: span.status?.code ?? 0, message: span.status?.message ?? "" },
      })),
    ),
  }));
}

// ---- JSON (OTLP/JSON: protobuf's JSON mapping, ids as hex) ---------------------------------

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A field by its lowerCamelCase name, or the .proto name (protobuf JSON parsers accept both). */
function field(object: Record<string, Json>, camel: string): Json {
  if (Object.hasOwn(object, camel)) return object[camel];
  const snake = camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return Object.hasOwn(object, snake) ? object[snake] : undefined;
}

function list(object: Record<string, Json>, name: string, at: string): Json[] {
  const value = field(object, name);
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid(`${at}/${name}`, "must be an array");
  return value;
}

function object(value: Json, at: string): Record<string, Json> {
  if (!isObject(value)) throw invalid(at, "must be an object");
  return value;
}

function string(object: Record<string, Json>, name: string, at: string): string {
  const value = field(object, name);
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw invalid(`${at}/${name}`, "must be a string");
  return value;
}

const INTEGER = /^-?\d{1,20}$/;
function integer(value: Json, at: string): string | number {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && INTEGER.test(value)) return value;
  throw invalid(at, "must be an integer (a number, or a decimal string for 64 bits)");
}

/** An enum as its number or its name (`SPAN_KIND_CLIENT`), as protobuf's JSON mapping allows. */
function enumOf(value: Json, names: readonly string[], at: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value === "number" && Number.isInteger(value)) return value;
  const index = typeof value === "string" ? names.indexOf(value) : -1;
  if (index < 0) throw invalid(at, `must be one of ${names.join(", ")} or its number`);
  return index;
}
const SPAN_KINDS = ["SPAN_KIND_UNSPECIFIED", "SPAN_KIND_INTERNAL", "SPAN_KIND_SERVER", "SPAN_KIND_CLIENT", "SPAN_KIND_PRODUCER", "SPAN_KIND_CONSUMER"];
const STATUS_CODES = ["STATUS_CODE_UNSET", "STATUS_CODE_OK", "STATUS_CODE_ERROR"];

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

function jsonValue(value: Json, at: string, depth: number): AttributeValue {
  if (value === undefined || value === null) return "";
  const any = object(value, at);
  if (depth > MAX_VALUE_DEPTH) return TOO_DEEP;
  for (const [name, item] of Object.entries(any)) {
    const here = `${at}/${name}`;
    switch (name) {
      case "stringValue":
      case "string_value":
        if (typeof item !== "string") throw invalid(here, "must be a string");
        return item;
      case "boolValue":
      case "bool_value":
        if (typeof item !== "boolean") throw invalid(here, "must be a boolean");
        return item;
      case "intValue":
      case "int_value":
        return int64(integer(item, here));
      case "doubleValue":
      case "double_value":
        if (typeof item === "number") return double(item);
        if (typeof item === "string" && ["NaN", "Infinity", "-Infinity"].includes(item)) return item;
        throw invalid(here, "must be a number");
      case "arrayValue":
      case "array_value":
        return list(object(item, here), "values", here).map((entry, i) => jsonValue(entry, `${here}/values/${i}`, depth + 1));
      case "kvlistValue":
      case "kvlist_value":
        return jsonAttributes(list(object(item, here), "values", here), `${here}/values`, depth + 1);
      case "bytesValue":
      case "bytes_value":
        if (typeof item !== "string" || !BASE64.test(item)) throw invalid(here, "must be base64");
        return Buffer.from(item, "base64").toString("base64");
    }
  }
  return "";
}

function jsonAttributes(entries: Json[], at: string, depth = 0): Attributes {
  return Object.fromEntries(
    entries.map((entry, i) => {
      const kv = object(entry, `${at}/${i}`);
      return [string(kv, "key", `${at}/${i}`), jsonValue(field(kv, "value"), `${at}/${i}/value`, depth)];
    }),
  );
}

const HEX = /^[0-9a-fA-F]*$/;
function hexId(object: Record<string, Json>, name: string, at: string): string {
  const value = string(object, name, at);
  if (!HEX.test(value)) throw invalid(`${at}/${name}`, "must be hex (OTLP/JSON writes ids as hex, not base64)");
  return value.toLowerCase();
}

export function decodeJson(bytes: Uint8Array): OtlpResourceSpans[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalid("", "is not valid UTF-8");
  }
  const body = parseJsonText(text) as Json;
  const request = object(body, "");
  // Unknown fields are OTLP's to ignore, but a body with none of its own is something else.
  if (field(request, "resourceSpans") === undefined && Object.keys(request).length > 0) {
    throw invalid("/resourceSpans", "is required: the body is not an OTLP ExportTraceServiceRequest");
  }
  return list(request, "resourceSpans", "").map((entry, r) => {
    const at = `/resourceSpans/${r}`;
    const rs = object(entry, at);
    const resource = field(rs, "resource");
    return {
      resource: resource === undefined || resource === null ? {} : jsonAttributes(list(object(resource, `${at}/resource`), "attributes", `${at}/resource`), `${at}/resource/attributes`),
      spans: list(rs, "scopeSpans", at).flatMap((scopeEntry, s) => {
        const scopeAt = `${at}/scopeSpans/${s}`;
        return list(object(scopeEntry, scopeAt), "spans", scopeAt).map((spanEntry, k) => {
          const spanAt = `${scopeAt}/spans/${k}`;
          const span = object(spanEntry, spanAt);
          const status = field(span, "status");
          const statusObject = status === undefined || status === null ? {} : object(status, `${spanAt}/status`);
          const time = (name: string) => {
            const value = field(span, name);
            return value === undefined || value === null ? 0 : nanosToMs(integer(value, `${spanAt}/${name}`));
          };
          return {
            traceId: hexId(span, "traceId", spanAt),
            spanId: hexId(span, "spanId", spanAt),
            parentSpanId: hexId(span, "parentSpanId", spanAt),
            name: string(span, "name", spanAt),
            kind: enumOf(field(span, "kind"), SPAN_KINDS, `${spanAt}/kind`),
            startMs: time("startTimeUnixNano"),
            endMs: time("endTimeUnixNano"),
            attributes: jsonAttributes(list(span, "attributes", spanAt), `${spanAt}/attributes`),
            events: list(span, "events", spanAt).map((eventEntry, e) => {
              const event = object(eventEntry, `${spanAt}/events/${e}`);
              return { name: string(event, "name", `${spanAt}/events/${e}`), attributes: jsonAttributes(list(event, "attributes", `${spanAt}/events/${e}`), `${spanAt}/events/${e}/attributes`) };
            }),
            status: { code: enumOf(field(statusObject, "code"), STATUS_CODES, `${spanAt}/status/code`), message: string(statusObject, "message", `${spanAt}/status`) },
          };
        });
      }),
    };
  });
}
