// Authentication of one request: the bearer token, checked as an owner key or as the admin token,
// under the per-key rate limit and the per-address throttle of failed attempts (and anonymous ones).
import { timingSafeEqual, createHash } from "node:crypto";
import type { OPERATIONS, OperationId } from "../../generated/operations.ts";
import { ApiError } from "../api/errors.ts";
import type { Services } from "../services.ts";
import { findScorerByKeyHash } from "../store/scorers.ts";
import { authenticate } from "./authenticate.ts";
import { hashKey, isWellFormedScorerKey } from "./keys.ts";

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1];
}

const AUTH_MESSAGES = {
  auth_invalid: "the API key is missing, malformed or unknown; send it as Authorization: Bearer <api_key>",
  auth_expired: "the API key was rotated out and its grace window has passed; use the owner's current key",
} as const;

interface OwnerCaller {
  ownerId: string;
  /** Whether the key was rotated out and is inside its grace window (it may not manage the owner). */
  inGrace: boolean;
}

/** The owner of a presented key, or an ApiError (auth_invalid / auth_expired). */
async function authenticateOwner(services: Services, token: string | undefined, now: number): Promise<OwnerCaller> {
  if (token === undefined) throw new ApiError("auth_invalid", AUTH_MESSAGES.auth_invalid);
  // Every submission authenticates; a short cache keeps that off the database. Results are
  // cached only as "key → owner, valid until", so an expiry is still honoured to the millisecond.
  let entry = services.keyCache.get(token, now);
  // A scorer key's entry is no owner's: an operation that does not admit scorers refuses it (401).
  if (entry?.scorerId !== undefined) throw new ApiError("auth_invalid", AUTH_MESSAGES.auth_invalid);
  if (!entry) {
    const result = await authenticate(services.db, token, now);
    if (!result.ok) throw new ApiError(result.code, AUTH_MESSAGES[result.code]);
    entry = { ownerId: result.ownerId, validUntil: result.expiresAt ?? Infinity };
    services.keyCache.set(token, entry, now);
  }
  if (entry.validUntil <= now) throw new ApiError("auth_expired", AUTH_MESSAGES.auth_expired);
  return { ownerId: entry.ownerId, inGrace: entry.validUntil !== Infinity };
}

/** Who a request acts for: an owner (its id; "" for admin and anonymous calls), or a scorer. */
export interface Caller {
  ownerId: string;
  /** Set when a scorer's key authenticated the request (an operation that admits scorers); ownerId is then "". */
  scorerId?: string;
}

/**
 * The scorer of a presented (well-formed) scorer key, or auth_invalid. Cached as owner keys are: a
 * scorer key never rotates or expires, so the cache can hold no stale answer about the key. What
 * a scorer may read is its grants, which are not cached (requireReadableAgent): a withdrawal
 * holds at once on every replica.
 */
async function authenticateScorer(services: Services, token: string, now: number): Promise<Caller> {
  const cached = services.keyCache.get(token, now)?.scorerId;
  if (cached !== undefined) return { ownerId: "", scorerId: cached };
  const scorerId = await findScorerByKeyHash(services.db, hashKey(token));
  if (scorerId === null) throw new ApiError("auth_invalid", AUTH_MESSAGES.auth_invalid);
  services.keyCache.set(token, { ownerId: "", scorerId, validUntil: Infinity }, now);
  return { ownerId: "", scorerId };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether a presented token is the deployment's secret, in time independent of where they differ. */
export const isSecret = (token: string | undefined, secret: string): boolean =>
  token !== undefined && timingSafeEqual(digest(token), digest(secret));

/** Owner administration takes the service's ADMIN_TOKEN; without one it is switched off. */
function authenticateAdmin(adminToken: string | undefined, token: string | undefined): void {
  if (!adminToken) {
    throw new ApiError("admin_disabled", "owner administration is disabled: start the service with ADMIN_TOKEN set");
  }
  if (!isSecret(token, adminToken)) {
    throw new ApiError("auth_invalid", "the admin token is missing or wrong; send it as Authorization: Bearer <ADMIN_TOKEN>");
  }
}

/** Rethrows a limiter's refusal, counted as a 429 of that limit. */
const counted =
  (services: Services, limit: "key" | "address") =>
  (error: unknown): never => {
    if (error instanceof ApiError && error.code === "rate_limited") services.metrics.rateLimited(limit);
    throw error;
  };

const AUTH_FAILURES: ReadonlySet<string> = new Set(["auth_invalid", "auth_expired"]);

/**
 * Who a request acts for: the owner ("" for admin and unauthenticated operations, and for anonymous
 * callers of operations that admit them), or a scorer on an operation that admits scorers (any
 * other operation refuses a scorer's key as it does an unknown key, 401); or an ApiError:
 * 429 while its address is throttled or its key over its limit, 401 for a bad credential (counted
 * against the address, as anonymous calls are), 403 for a grace-window key on an operation that needs the active one.
 */
export async function authenticateRequest(
  services: Services,
  operation: (typeof OPERATIONS)[OperationId],
  authorization: string | undefined,
  clientAddress: string,
  now: number,
): Promise<Caller> {
  if (operation.auth === "none") return { ownerId: "" };
  // Anonymous callers of an operation that admits them (a public agent's log) act as no owner.
  // With no key to limit, each counts against its address like a failed authentication: every
  // one costs a lookup, and guessing agent ids must be as slow as guessing keys.
  if (operation.auth === "ownerOptional" && authorization === undefined) {
    await services.authFailures.take(clientAddress, now);
    return { ownerId: "" };
  }
  const token = bearerToken(authorization);
  // A key this replica has just seen succeed is no guess: only others wait out a throttle,
  // which keeps the counter's lookup (a Redis GET with REDIS_URL) off the hot path.
  if (token === undefined || !services.keyCache.get(token, now))
    await services.authFailures.check(clientAddress, now).catch(counted(services, "address"));
  if (token !== undefined) await services.rateLimiter.take(token, now).catch(counted(services, "key"));
  try {
    if (operation.auth === "admin") {
      authenticateAdmin(services.config.adminToken, token);
      return { ownerId: "" };
    }
    if (operation.scorer && token !== undefined && isWellFormedScorerKey(token)) return await authenticateScorer(services, token, now);
    const caller = await authenticateOwner(services, token, now);
    if (operation.activeKeyOnly && caller.inGrace) {
      throw new ApiError(
        "forbidden",
        "this key was rotated out and is in its grace window: it may read and write records, but only the active key manages the owner",
      );
    }
    return { ownerId: caller.ownerId };
  } catch (error) {
    // The failure that crosses the limit still answers 401; the next one from there gets 429.
    if (error instanceof ApiError && AUTH_FAILURES.has(error.code)) await services.authFailures.take(clientAddress, now).catch(() => {});
    throw error;
  }
}
