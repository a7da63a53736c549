import { hash } from "node:crypto";
import { canonicalJson } from "../generated/canonical.ts";

export { canonicalJson };

/** SHA-256 (hex) of the UTF-8 bytes of `text`. */
export const sha256Hex = (text: string): string => hash("sha256", text, "hex");

/** SHA-256 (hex) of the UTF-8 bytes of the canonical JSON (RFC 8785). */
export function canonicalHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/**
 * A record body's one serialisation: its canonical JSON (RFC 8785), which the store sends to the
 * database as is, and the SHA-256 of it that decides duplicate versus conflict.
 */
export function canonicalBody(value: object): { body: string; hash: string } {
  const body = canonicalJson(value);
  return { body, hash: sha256Hex(body) };
}
