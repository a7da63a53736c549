// An OTLP ExportTraceServiceRequest, protobuf or JSON, read into one plain shape the mapping
// works on: ids as lowercase hex (as they came: their lengths are judged per span), times in
// epoch ms, attribute values as JSON values. A body that is not OTLP at all is a 400 here, one
// past a cap of budget.ts a 413 (counted as it is read); what is wrong with a single span is the
// mapping's to say.
import protobuf from "protobufjs";
import { parseJsonText } from "../api/json-text.ts";
import { ApiError, invalid } from "../api/errors.ts";
import { Budget, refuseManyJsonContainers } from "./budget.ts";

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
  /** Events in the span's order; timeMs 0 when the event has no time. */
  events: { timeMs: number; name: string; attributes: Attributes }[];
  /** The spans this one links to, ids as hex (judged by the mapping); their attributes are not read. */
  links: { traceId: string; spanId: string }[];
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

// ---- protobuf: read field by field with protobufjs's Reader, counting as it goes -------------

/** Field keys (field number << 3 | wire type) of opentelemetry-proto v1; proto.ts has the messages. */
const KEY = {
  request: { resourceSpans: 0x0a },
  resourceSpans: { resource: 0x0a, scopeSpans: 0x12 },
  resource: { attributes: 0x0a },
  scopeSpans: { spans: 0x12 },
  span: {
    traceId: 0x0a,
    spanId: 0x12,
    parentSpanId: 0x22,
    name: 0x2a,
    kind: 0x30,
    start: 0x39,
    end: 0x41,
    attributes: 0x4a,
    events: 0x5a,
    links: 0x6a,
    status: 0x7a,
  },
  event: { time: 0x09, name: 0x12, attributes: 0x1a },
  link: { traceId: 0x0a, spanId: 0x12 },
  status: { message: 0x12, code: 0x18 },
  keyValue: { key: 0x0a, value: 0x12 },
  anyValue: { string: 0x0a, bool: 0x10, int: 0x18, double: 0x21, array: 0x2a, kvlist: 0x32, bytes: 0x3a },
  /** ArrayValue's and KeyValueList's one field. */
  values: 0x0a,
} as const;

/**
 * Attribute values past MAX_VALUE_DEPTH are not kept, but their wire form is still read through
 * (it must be protobuf): to this depth, beyond which the body is refused.
 */
const MAX_WIRE_DEPTH = 1000;

/** Where the length-delimited field the reader is at ends (its length read), within the buffer. */
function fieldEnd(reader: protobuf.Reader): number {
  const length = reader.uint32();
  if (length > reader.len - reader.pos) throw new RangeError(`a length of ${length} runs past the end of the body`);
  return reader.pos + length;
}

/**
 * Reads the fields of the message ending at `end`: `read` takes the key of each and reads what
 * it knows, returning false for the rest, which are skipped (a known field of an unexpected wire
 * type too, as protobuf parsers keep it as an unknown field).
 */
function eachField(reader: protobuf.Reader, end: number, read: (key: number) => boolean): void {
  while (reader.pos < end) {
    const key = reader.uint32();
    if (!read(key)) reader.skipType(key & 7);
  }
  if (reader.pos !== end) throw new RangeError("a field runs past the end of its message");
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");

function pbValue(reader: protobuf.Reader, end: number, depth: number, budget: Budget): AttributeValue {
  if (depth > MAX_WIRE_DEPTH) throw new RangeError(`an attribute value nests deeper than ${MAX_WIRE_DEPTH} levels`);
  let value: AttributeValue = "";
  const k = KEY.anyValue;
  eachField(reader, end, (key) => {
    if (key === k.string) value = reader.string();
    else if (key === k.bool) value = reader.bool();
    else if (key === k.int) value = int64(reader.int64().toString());
    else if (key === k.double) value = double(reader.double());
    else if (key === k.array) value = pbArray(reader, fieldEnd(reader), depth + 1, budget);
    else if (key === k.kvlist) value = pbAttributes(reader, fieldEnd(reader), KEY.values, depth + 1, budget);
    else if (key === k.bytes) value = Buffer.from(reader.bytes()).toString("base64");
    else return false;
    return true;
  });
  return depth > MAX_VALUE_DEPTH ? TOO_DEEP : value;
}

function pbArray(reader: protobuf.Reader, end: number, depth: number, budget: Budget): AttributeValue[] {
  const items: AttributeValue[] = [];
  eachField(reader, end, (key) => {
    if (key !== KEY.values) return false;
    budget.element();
    items.push(pbValue(reader, fieldEnd(reader), depth, budget));
    return true;
  });
  return items;
}

/**
 * One KeyValue into `entries`, counted: against the cap of the list `what` ("attributes on one
 * span"), or when `what` is absent (the items of a key-value-list value) against the request's.
 */
function pbAttribute(reader: protobuf.Reader, entries: [string, AttributeValue][], depth: number, budget: Budget, what?: string): void {
  if (what === undefined) budget.element();
  else budget.entry(entries.length + 1, what);
  let name = "";
  let value: AttributeValue = "";
  eachField(reader, fieldEnd(reader), (key) => {
    if (key === KEY.keyValue.key) name = reader.string();
    else if (key === KEY.keyValue.value) value = pbValue(reader, fieldEnd(reader), depth, budget);
    else return false;
    return true;
  });
  entries.push([name, value]);
}

/** The KeyValues in field `field` of the message ending at `end` (see pbAttribute for `what`). */
function pbAttributes(reader: protobuf.Reader, end: number, field: number, depth: number, budget: Budget, what?: string): Attributes {
  const entries: [string, AttributeValue][] = [];
  eachField(reader, end, (key) => {
    if (key !== field) return false;
    pbAttribute(reader, entries, depth, budget, what);
    return true;
  });
  return Object.fromEntries(entries);
}

function pbSpan(reader: protobuf.Reader, end: number, budget: Budget): OtlpSpan {
  const span: OtlpSpan = {
    traceId: "",
    spanId: "",
    parentSpanId: "",
    name: "",
    kind: 0,
    startMs: 0,
    endMs: 0,
    attributes: {},
    events: [],
    links: [],
    status: { code: 0, message: "" },
  };
  const attributes: [string, AttributeValue][] = [];
  const k = KEY.span;
  eachField(reader, end, (key) => {
    if (key === k.traceId) span.traceId = hex(reader.bytes());
    else if (key === k.spanId) span.spanId = hex(reader.bytes());
    else if (key === k.parentSpanId) span.parentSpanId = hex(reader.bytes());
    else if (key === k.name) span.name = reader.string();
    else if (key === k.kind) span.kind = reader.int32();
    else if (key === k.start) span.startMs = nanosToMs(reader.fixed64().toString());
    else if (key === k.end) span.endMs = nanosToMs(reader.fixed64().toString());
    else if (key === k.attributes) pbAttribute(reader, attributes, 0, budget, "attributes on one span");
    else if (key === k.events) {
      budget.entry(span.events.length + 1, "events on one span");
      span.events.push(pbEvent(reader, fieldEnd(reader), budget));
    } else if (key === k.links) {
      budget.entry(span.links.length + 1, "links on one span");
      span.links.push(pbLink(reader, fieldEnd(reader)));
    } else if (key === k.status) span.status = pbStatus(reader, fieldEnd(reader));
    else return false;
    return true;
  });
  span.attributes = Object.fromEntries(attributes);
  return span;
}

function pbEvent(reader: protobuf.Reader, end: number, budget: Budget): OtlpSpan["events"][number] {
  const event = { timeMs: 0, name: "", attributes: {} as Attributes };
  const entries: [string, AttributeValue][] = [];
  eachField(reader, end, (key) => {
    if (key === KEY.event.time) event.timeMs = nanosToMs(reader.fixed64().toString());
    else if (key === KEY.event.name) event.name = reader.string();
    else if (key === KEY.event.attributes) pbAttribute(reader, entries, 0, budget, "attributes on one event");
    else return false;
    return true;
  });
  event.attributes = Object.fromEntries(entries);
  return event;
}

function pbLink(reader: protobuf.Reader, end: number): OtlpSpan["links"][number] {
  const link = { traceId: "", spanId: "" };
  eachField(reader, end, (key) => {
    if (key === KEY.link.traceId) link.traceId = hex(reader.bytes());
    else if (key === KEY.link.spanId) link.spanId = hex(reader.bytes());
    else return false;
    return true;
  });
  return link;
}

function pbStatus(reader: protobuf.Reader, end: number): OtlpSpan["status"] {
  const status = { code: 0, message: "" };
  eachField(reader, end, (key) => {
    if (key === KEY.status.code) status.code = reader.int32();
    else if (key === KEY.status.message) status.message = reader.string();
    else return false;
    return true;
  });
  return status;
}

function pbResourceSpans(reader: protobuf.Reader, end: number, budget: Budget): OtlpResourceSpans {
  const resource: OtlpResourceSpans = { resource: {}, spans: [] };
  eachField(reader, end, (key) => {
    if (key === KEY.resourceSpans.resource)
      resource.resource = pbAttributes(reader, fieldEnd(reader), KEY.resource.attributes, 0, budget, "attributes on one resource");
    else if (key === KEY.resourceSpans.scopeSpans) {
      budget.element();
      eachField(reader, fieldEnd(reader), (scopeKey) => {
        if (scopeKey !== KEY.scopeSpans.spans) return false;
        budget.span();
        resource.spans.push(pbSpan(reader, fieldEnd(reader), budget));
        return true;
      });
    } else return false;
    return true;
  });
  return resource;
}

export function decodeProtobuf(bytes: Uint8Array): OtlpResourceSpans[] {
  const budget = new Budget();
  const reader = protobuf.Reader.create(bytes);
  const resources: OtlpResourceSpans[] = [];
  try {
    eachField(reader, reader.len, (key) => {
      if (key !== KEY.request.resourceSpans) return false;
      budget.element();
      resources.push(pbResourceSpans(reader, fieldEnd(reader), budget));
      return true;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // protobufjs's Reader throws on truncated input and unknown wire types; so do the checks above.
    throw invalid("", `is not an OTLP ExportTraceServiceRequest in protobuf (${(error as Error).message})`);
  }
  return resources;
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
const SPAN_KINDS = [
  "SPAN_KIND_UNSPECIFIED",
  "SPAN_KIND_INTERNAL",
  "SPAN_KIND_SERVER",
  "SPAN_KIND_CLIENT",
  "SPAN_KIND_PRODUCER",
  "SPAN_KIND_CONSUMER",
];
const STATUS_CODES = ["STATUS_CODE_UNSET", "STATUS_CODE_OK", "STATUS_CODE_ERROR"];

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

function jsonValue(value: Json, at: string, depth: number, budget: Budget): AttributeValue {
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
        return list(object(item, here), "values", here).map((entry, i) => {
          budget.element();
          return jsonValue(entry, `${here}/values/${i}`, depth + 1, budget);
        });
      case "kvlistValue":
      case "kvlist_value":
        return jsonAttributes(list(object(item, here), "values", here), `${here}/values`, budget, undefined, depth + 1);
      case "bytesValue":
      case "bytes_value":
        if (typeof item !== "string" || !BASE64.test(item)) throw invalid(here, "must be base64");
        return Buffer.from(item, "base64").toString("base64");
    }
  }
  return "";
}

/** Counted as pbAttribute counts them. */
function jsonAttributes(entries: Json[], at: string, budget: Budget, what: string | undefined, depth = 0): Attributes {
  return Object.fromEntries(
    entries.map((entry, i) => {
      if (what === undefined) budget.element();
      else budget.entry(i + 1, what);
      const kv = object(entry, `${at}/${i}`);
      return [string(kv, "key", `${at}/${i}`), jsonValue(field(kv, "value"), `${at}/${i}/value`, depth, budget)];
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
  refuseManyJsonContainers(bytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalid("", "is not valid UTF-8");
  }
  const body = parseJsonText(text) as Json;
  const budget = new Budget();
  const request = object(body, "");
  // Unknown fields are OTLP's to ignore, but a body with none of its own is something else.
  if (field(request, "resourceSpans") === undefined && Object.keys(request).length > 0) {
    throw invalid("/resourceSpans", "is required: the body is not an OTLP ExportTraceServiceRequest");
  }
  return list(request, "resourceSpans", "").map((entry, r) => {
    budget.element();
    const at = `/resourceSpans/${r}`;
    const rs = object(entry, at);
    const resource = field(rs, "resource");
    return {
      resource:
        resource === undefined || resource === null
          ? {}
          : jsonAttributes(
              list(object(resource, `${at}/resource`), "attributes", `${at}/resource`),
              `${at}/resource/attributes`,
              budget,
              "attributes on one resource",
            ),
      spans: list(rs, "scopeSpans", at).flatMap((scopeEntry, s) => {
        budget.element();
        const scopeAt = `${at}/scopeSpans/${s}`;
        return list(object(scopeEntry, scopeAt), "spans", scopeAt).map((spanEntry, k) => {
          budget.span();
          const spanAt = `${scopeAt}/spans/${k}`;
          const span = object(spanEntry, spanAt);
          const links = list(span, "links", spanAt).map((linkEntry, l) => {
            budget.entry(l + 1, "links on one span");
            const link = object(linkEntry, `${spanAt}/links/${l}`);
            return { traceId: hexId(link, "traceId", `${spanAt}/links/${l}`), spanId: hexId(link, "spanId", `${spanAt}/links/${l}`) };
          });
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
            attributes: jsonAttributes(list(span, "attributes", spanAt), `${spanAt}/attributes`, budget, "attributes on one span"),
            events: list(span, "events", spanAt).map((eventEntry, e) => {
              budget.entry(e + 1, "events on one span");
              const event = object(eventEntry, `${spanAt}/events/${e}`);
              const time = field(event, "timeUnixNano");
              return {
                timeMs: time === undefined || time === null ? 0 : nanosToMs(integer(time, `${spanAt}/events/${e}/timeUnixNano`)),
                name: string(event, "name", `${spanAt}/events/${e}`),
                attributes: jsonAttributes(
                  list(event, "attributes", `${spanAt}/events/${e}`),
                  `${spanAt}/events/${e}/attributes`,
                  budget,
                  "attributes on one event",
                ),
              };
            }),
            links,
            status: {
              code: enumOf(field(statusObject, "code"), STATUS_CODES, `${spanAt}/status/code`),
              message: string(statusObject, "message", `${spanAt}/status`),
            },
          };
        });
      }),
    };
  });
}
