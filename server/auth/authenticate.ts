import type { Database } from "../store/db.ts";
import { findKeyByHash } from "../store/keys.ts";
import { hashKey, isWellFormedApiKey, keyHashesEqual } from "./keys.ts";

export type AuthResult =
  | { ok: true; ownerId: string; /** Epoch ms when the key stops working; null while active. */ expiresAt: number | null }
  | { ok: false; code: "auth_invalid" | "auth_expired" };

/** Checks a presented owner API key at time `now` (epoch ms). */
export async function authenticate(db: Database, presentedKey: string, now: number): Promise<AuthResult> {
  if (!isWellFormedApiKey(presentedKey)) return { ok: false, code: "auth_invalid" };
  const keyHash = hashKey(presentedKey);
  const stored = await findKeyByHash(db, keyHash);
  if (!stored || !keyHashesEqual(stored.keyHash, keyHash)) return { ok: false, code: "auth_invalid" };
  if (stored.expiresAt !== null && stored.expiresAt <= now) return { ok: false, code: "auth_expired" };
  return { ok: true, ownerId: stored.ownerId, expiresAt: stored.expiresAt };
}
