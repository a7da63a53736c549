// Stats for dashboards: an agent's, or all the owner's agents', records over time (docs/stats.md).
import { requireOwnAgent } from "../auth/agent-access.ts";
import { statsRange } from "../stats/range.ts";
import type { Handler } from "./types.ts";

export const getAgentStatsHandler: Handler<"getAgentStats"> = async ({ params, ownerId, services, now }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const range = statsRange(params.bucket!, params.from, params.to, now);
  return { status: 200, body: { bucket: range.bucket, ...(params.group_by ? { group_by: params.group_by } : {}), from_ms: range.fromMs, to_ms: range.toMs, series: [] } };
};

export const getOwnerStatsHandler: Handler<"getOwnerStats"> = async ({ params, now }) => {
  const range = statsRange(params.bucket!, params.from, params.to, now);
  return { status: 200, body: { bucket: range.bucket, ...(params.group_by ? { group_by: params.group_by } : {}), from_ms: range.fromMs, to_ms: range.toMs, series: [] } };
};
