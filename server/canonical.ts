import { hash } from "node:crypto";
import { canonicalJson, canonicalMembers } from "../generated/canonical.ts";

export { canonicalJson };

/** SHA-256 (hex) of the UTF-8 bytes of `text`. */
export const sha256Hex = (text: string): string => hash("sha256", text, "hex");

/** SHA-256 (hex) of the UTF-8 bytes of the canonical JSON (RFC 8785). */
export function canonicalHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/**
 * The canonical JSON (RFC 8785) of a record's body and of the body with the server's fields added
 * (the record as getRecord returns it), from one serialisation of the body's members: adding
 * top-level members only interleaves them in name order.
 */
export function canonicalForms(body: Record<string, unknown>, serverFields: Record<string, unknown>): { body: string; record: string } {
  const extra = canonicalMembers(serverFields);
  // Joined once each: concatenating member by member left ropes that hashing then flattened.
  const bodyMembers: string[] = [];
  const recordMembers: string[] = [];
  let next = 0;
  for (const [name, member] of canonicalMembers(body)) {
    for (; next < extra.length && extra[next]![0] < name; next++) recordMembers.push(extra[next]![1]);
    bodyMembers.push(member);
    recordMembers.push(member);
  }
  for (; next < extra.length; next++) recordMembers.push(extra[next]![1]);
  return { body: `{${bodyMembers.join(",")}}`, record: `{${recordMembers.join(",")}}` };
}
