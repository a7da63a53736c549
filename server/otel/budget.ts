// What one OTLP export request may hold, counted while it is decoded: a few bytes on the wire
// (an empty span is 2 bytes of protobuf, `{},` 3 of JSON) decode into objects a hundred times
// larger, so the decoders stop at the first element past its cap instead of judging a count
// afterwards. A request past a cap is refused whole (413) and nothing of it is stored.
import { ApiError } from "../api/errors.ts";

/** Spans per request at most: above an SDK's default batch (512), far below what a body may hold. */
export const MAX_SPANS = 1000;
/**
 * Entries of one list at most: attributes of a resource, a span, an event or a link; events and
 * links of a span. Eight times the OpenTelemetry SDKs' default span limits (128).
 */
export const MAX_LIST_ENTRIES = 1000;
/**
 * Decoded elements per request at most: spans, events, links, attributes, and the items of
 * array and key-value-list values. Bounds what a request holds in memory (a few tens of MB).
 */
export const MAX_ELEMENTS = 100_000;
/**
 * Objects and arrays of an OTLP/JSON body at most, counted before it is parsed (an attribute
 * takes two: the key-value and its value), so that parsing allocates no more than the caps allow.
 */
export const MAX_JSON_CONTAINERS = 3 * MAX_ELEMENTS;

const tooLarge = (what: string, limit: number) =>
  new ApiError("payload_too_large", `the request holds more than ${limit} ${what}; send at most ${limit}`, { limit });

/** The counts of one request's decoding; each method throws payload_too_large past its cap. */
export class Budget {
  private spans = 0;
  private elements = 0;

  span(): void {
    if (++this.spans > MAX_SPANS) throw tooLarge("spans", MAX_SPANS);
    this.element();
  }

  /** The `count`th entry of a list of `what` (e.g. "attributes on one span"). */
  entry(count: number, what: string): void {
    if (count > MAX_LIST_ENTRIES) throw tooLarge(what, MAX_LIST_ENTRIES);
    this.element();
  }

  /** An item of an array or key-value-list value (at any depth). */
  element(): void {
    if (++this.elements > MAX_ELEMENTS) throw tooLarge("spans, events, links, attributes and attribute value items in all", MAX_ELEMENTS);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;

/**
 * Throws payload_too_large when JSON text (UTF-8 bytes, not yet checked) opens more than
 * MAX_JSON_CONTAINERS objects and arrays outside its strings. Allocates nothing; stops at the
 * first one past the cap. Invalid text is left to the parser.
 */
export function refuseManyJsonContainers(bytes: Uint8Array): void {
  let containers = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE) {
      // To the closing quote; an escaped character (`\"` included) is skipped whole.
      for (i++; i < bytes.length && bytes[i] !== QUOTE; i++) if (bytes[i] === BACKSLASH) i++;
    } else if ((c === OPEN_OBJECT || c === OPEN_ARRAY) && ++containers > MAX_JSON_CONTAINERS) {
      throw tooLarge("JSON objects and arrays", MAX_JSON_CONTAINERS);
    }
  }
}
