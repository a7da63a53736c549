import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const API_KEY_PREFIX = "tlk_";
// 32 random bytes are 43 base64url characters without padding.
const API_KEY_PATTERN = /^tlk_[A-Za-z0-9_-]{43}$/;
// A scorer's key has a prefix of its own: no owner operation ever takes it for an owner key.
const SCORER_KEY_PREFIX = "tls_";
const SCORER_KEY_PATTERN = /^tls_[A-Za-z0-9_-]{43}$/;

/** How long a rotated-out key keeps working unless the service is configured otherwise. */
export const DEFAULT_ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** A fresh owner API key: `tlk_` + base64url of 256 random bits. */
export function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString("base64url");
}

/** Whether a presented key has the shape of one we issue; anything else never reaches the database. */
export function isWellFormedApiKey(key: string): boolean {
  return API_KEY_PATTERN.test(key);
}

/** A fresh scorer key: `tls_` + base64url of 256 random bits. */
export function newScorerKey(): string {
  return SCORER_KEY_PREFIX + randomBytes(32).toString("base64url");
}

export function isWellFormedScorerKey(key: string): boolean {
  return SCORER_KEY_PATTERN.test(key);
}

/** The form a key is stored and looked up in: SHA-256, hex. */
export function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Constant-time equality of two hex key hashes. */
export function keyHashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
