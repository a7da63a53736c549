import { randomBytes } from "node:crypto";

/** `own_` + 32 lowercase hex (128 random bits). */
export function newOwnerId(): string {
  return `own_${randomBytes(16).toString("hex")}`;
}

/** `agt_` + 32 lowercase hex (128 random bits). */
export function newAgentId(): string {
  return `agt_${randomBytes(16).toString("hex")}`;
}
