import { createHash } from "node:crypto";

/**
 * RFC 8785 (JCS) canonical JSON: object members sorted by the UTF-16 code units of their
 * names, no whitespace, numbers and strings serialised as ECMAScript JSON.stringify does.
 * Object members whose value is undefined are left out, as JSON.stringify does, so the
 * canonical form matches what a JSON column stores.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") {
    return JSON.stringify(value);
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`canonical JSON has no form for ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(",")}]`;
  }
  if (typeof value === "object") {
    const object = value as Record<string, unknown>;
    // The default sort compares UTF-16 code units, which is exactly what JCS asks for.
    const members = Object.keys(object)
      .filter((name) => object[name] !== undefined)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(object[name])}`);
    return `{${members.join(",")}}`;
  }
  throw new TypeError(`canonical JSON has no form for a ${typeof value}`);
}

/** SHA-256 (hex) of the UTF-8 bytes of the canonical JSON. */
export function canonicalHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value), "utf8").digest("hex");
}
