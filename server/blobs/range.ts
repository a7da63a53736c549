// One `Range: bytes=…` request header against a blob's length (RFC 9110 §14). The header's form is
// checked by the OpenAPI parameter's pattern before this runs.
import { ApiError } from "../api/errors.ts";

export interface ByteRange {
  start: number;
  /** Exclusive. */
  end: number;
}

/** The range to serve; undefined for the whole blob (no header, or one RFC 9110 says to ignore). */
export function byteRange(header: string | undefined, size: number): ByteRange | undefined {
  if (header === undefined) return undefined;
  const [first, last] = header.slice("bytes=".length).split("-") as [string, string];
  const unsatisfiable = () =>
    new ApiError(
      "range_not_satisfiable",
      `the range ${header} lies beyond the blob's ${size} bytes`,
      { size_bytes: size },
      { headers: { "content-range": `bytes */${size}` } },
    );
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) throw unsatisfiable();
    return { start: Math.max(0, size - length), end: size };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return undefined; // invalid: ignored, the whole blob is served
  if (start >= size) throw unsatisfiable();
  return { start, end: last === "" ? size : Math.min(size, Number(last) + 1) };
}
