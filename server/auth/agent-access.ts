// Whether the authenticated owner holds an agent. Another owner's agent and a missing agent get
// the same answer, so the answer never reveals that an agent exists.
import type { ErrorCode } from "../../generated/errors.ts";
import { ApiError, invalid } from "../http/errors.ts";
import { AGENT_ID_REASON, isWellFormedKey } from "../key-guard.ts";
import type { Services } from "../services.ts";
import { getAgent, markSdkInstrumented } from "../store/agents.ts";

/** Reads answer not_found; writes answer auth_invalid (the spec: the key must own the agent). */
export type Denial = Extract<ErrorCode, "not_found" | "auth_invalid">;

// The messages never repeat the id the client sent (see notFound).
const DENIALS: Record<Denial, string> = {
  not_found: "agent not found",
  auth_invalid: "the API key does not own the agent, or it does not exist",
};

/** The agent's access, after checking the owner holds it; an id no agent can have is refused without a query (key-guard.ts). */
export async function requireOwnAgent(services: Services, ownerId: string, agentId: string, denial: Denial) {
  if (!isWellFormedKey("agent_id", agentId)) throw invalid("/agent_id", AGENT_ID_REASON);
  let access = services.agentCache.get(agentId);
  if (!access) {
    const agent = await getAgent(services.db, agentId);
    if (agent) {
      access = { ownerId: agent.ownerId, sdkInstrumented: agent.sdkInstrumented };
      services.agentCache.set(agentId, access);
    }
  }
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
