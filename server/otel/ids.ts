// A span's record id, derived from (trace id, span id) alone: the same span sent again is the same
// record (a duplicate), and a child names its parent's record without looking it up, so parents
// may arrive after their children, in any request. A span's evaluation events' scores likewise.
import { createHash } from "node:crypto";

const TRACE_ID = /^[0-9a-f]{32}$/;
const SPAN_ID = /^[0-9a-f]{16}$/;
const zero = (hex: string) => /^0+$/.test(hex);

/** OTLP's rule: 16 bytes, not all zero. */
export const isTraceId = (hex: string) => TRACE_ID.test(hex) && !zero(hex);
/** OTLP's rule: 8 bytes, not all zero. */
export const isSpanId = (hex: string) => SPAN_ID.test(hex) && !zero(hex);

/** A SHA-256 digest's first 16 bytes as a UUID v4 (version and variant bits set). */
function uuidOf(digest: Buffer): string {
  digest[6] = (digest[6]! & 0x0f) | 0x40;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  const hex = digest.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * UUID v4 (version and variant bits set) of the first 16 bytes of
 * SHA-256("trace-ledger/otlp-span\0" ‖ trace id ‖ span id), ids as raw bytes.
 */
export function recordIdOf(traceIdHex: string, spanIdHex: string): string {
  return uuidOf(
    createHash("sha256")
      .update("trace-ledger/otlp-span\0")
      .update(Buffer.from(traceIdHex, "hex"))
      .update(Buffer.from(spanIdHex, "hex"))
      .digest(),
  );
}

/**
 * The score of a span's `index`th event (a gen_ai.evaluation.result): UUID v4 of the first 16
 * bytes of SHA-256("trace-ledger/otlp-evaluation\0" ‖ trace id ‖ span id ‖ index as 4 bytes,
 * big-endian), ids as raw bytes. The same event sent again is the same score (a duplicate).
 */
export function scoreIdOf(traceIdHex: string, spanIdHex: string, eventIndex: number): string {
  const index = Buffer.alloc(4);
  index.writeUInt32BE(eventIndex);
  return uuidOf(
    createHash("sha256")
      .update("trace-ledger/otlp-evaluation\0")
      .update(Buffer.from(traceIdHex, "hex"))
      .update(Buffer.from(spanIdHex, "hex"))
      .update(index)
      .digest(),
  );
}
