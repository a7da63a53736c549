// Texts fitted to the record schema's caps, as OTLP ingest and the framework integrations fit
// them: a field's cap is its x-max-bytes, and a longer text is cut at a character boundary with a
// marker saying how long it was (the Python and Go mappings write the same marker).
import { recordSchema } from "../generated/schema.ts";

type Defs = typeof recordSchema.$defs;
type Def = { properties?: Record<string, { $ref?: string; "x-max-bytes"?: number }>; "x-max-bytes"?: number };

const utf8 = new TextEncoder();

const caps = new Map<string, number>();

/** A field's x-max-bytes in the record schema (through one $ref), so caps stay the schema's. */
export function capOf(kind: keyof Defs, field: string): number {
  const key = `${kind}.${field}`;
  const known = caps.get(key);
  if (known !== undefined) return known; // looked up per record by the mappings
  const property = (recordSchema.$defs[kind] as Def).properties?.[field];
  const referenced = property?.$ref ? (recordSchema.$defs[property.$ref.replace("#/$defs/", "") as keyof Defs] as Def) : undefined;
  const cap = property?.["x-max-bytes"] ?? referenced?.["x-max-bytes"];
  if (cap === undefined) throw new Error(`clip: no x-max-bytes for ${kind}.${field}`);
  caps.set(key, cap);
  return cap;
}

/** `text` in at most `maxBytes` UTF-8 bytes: whole when it fits, else cut at a character with a marker. */
export function clip(text: string, maxBytes: number): string {
  if (text.length * 3 <= maxBytes) return text; // no UTF-16 unit takes more than 3 UTF-8 bytes
  const size = utf8.encode(text).length;
  if (size <= maxBytes) return text;
  const marker = `… [truncated from ${size} bytes]`;
  let room = maxBytes - utf8.encode(marker).length;
  let kept = "";
  for (const character of text) {
    room -= utf8.encode(character).length;
    if (room < 0) break;
    kept += character;
  }
  return kept + marker;
}
