import { createHash } from "node:crypto";
import { canonicalJson } from "../generated/canonical.ts";

export { canonicalJson };

/** SHA-256 (hex) of the UTF-8 bytes of the canonical JSON (RFC 8785). */
export function canonicalHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value), "utf8").digest("hex");
}
