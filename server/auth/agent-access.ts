// Whether the authenticated owner holds an agent. Another owner's agent and a missing agent get
// the same answer, so the answer never reveals that an agent exists.
import type { ErrorCode } from "../../generated/errors.ts";
import { ApiError, invalid } from "../api/errors.ts";
import { AGENT_ID_REASON, isWellFormedKey } from "../key-guard.ts";
import type { Services } from "../services.ts";
import { getAgent, markSdkInstrumented, type Agent } from "../store/agents.ts";
import { isGranted } from "../store/scorers.ts";
import type { Caller } from "./request.ts";

/** Reads answer not_found; writes answer auth_invalid (the spec: the key must own the agent). */
export type Denial = Extract<ErrorCode, "not_found" | "auth_invalid">;

// The messages never repeat the id the client sent (see notFound).
const DENIALS: Record<Denial, string> = {
  not_found: "agent not found",
  auth_invalid: "the API key does not own the agent, or it does not exist",
};

/** The agent's owner and SDK label, if it exists; an id no agent can have is refused without a query (key-guard.ts). */
async function agentAccess(services: Services, agentId: string) {
  if (!isWellFormedKey("agent_id", agentId)) throw invalid("/agent_id", AGENT_ID_REASON);
  let access = services.agentCache.get(agentId);
  if (!access) {
    const agent = await getAgent(services.db, agentId);
    if (agent) {
      access = { ownerId: agent.ownerId, sdkInstrumented: agent.sdkInstrumented };
      services.agentCache.set(agentId, access);
    }
  }
  return access;
}

/** The agent's access, after checking the owner holds it. */
export async function requireOwnAgent(services: Services, ownerId: string, agentId: string, denial: Denial) {
  const access = await agentAccess(services, agentId);
  if (!access || access.ownerId !== ownerId) throw new ApiError(denial, DENIALS[denial]);
  return access;
}

/** Labels the agent `sdk_instrumented` the first time a request arrives through the SDK. */
export async function noteSdk(services: Services, agentId: string, sdk: string | undefined): Promise<void> {
  const access = services.agentCache.get(agentId);
  if (sdk === undefined || access?.sdkInstrumented) return;
  await markSdkInstrumented(services.db, agentId);
  if (access) access.sdkInstrumented = true;
}

/**
 * The agent's access for a reader (and a scorer's writes of scores): its owner, or a scorer the
 * owner granted. Anything else is not_found, as for an agent that does not exist.
 */
export async function requireReadableAgent(services: Services, caller: Caller, agentId: string) {
  if (caller.scorerId === undefined) return requireOwnAgent(services, caller.ownerId, agentId, "not_found");
  const access = await agentAccess(services, agentId);
  if (!access || !(await isGranted(services.db, caller.scorerId, access.ownerId))) throw new ApiError("not_found", DENIALS.not_found);
  return access;
}

/** The agent, for a reader of its logs (their checkpoint notes and tiles): anyone once it is log_public, else as requireReadableAgent. */
export async function requireLogReader(services: Services, caller: Caller, agentId: string): Promise<Agent> {
  const agent = isWellFormedKey("agent_id", agentId) ? await getAgent(services.db, agentId) : null;
  if (!agent?.logPublic) await requireReadableAgent(services, caller, agentId);
  return agent!;
}
