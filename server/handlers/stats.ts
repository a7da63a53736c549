// Stats for dashboards: an agent's, or all the owner's agents', records over time (docs/stats.md).
import type { Stats, StatsGroupBy } from "../../generated/types/schema.ts";
import { requireOwnAgent } from "../auth/agent-access.ts";
import { listAgentIds } from "../store/agents.ts";
import { readStats, type Dimension, type StatsScope } from "../store/stats.ts";
import { statsRange, type Bucket } from "../stats/range.ts";
import { statsSeries } from "../stats/series.ts";
import type { Services } from "../services.ts";
import type { Handler } from "./types.ts";

interface StatsParams {
  from?: number;
  to?: number;
  bucket?: Bucket;
  group_by?: StatsGroupBy;
}

// Score names are not in the rollups (scores are not stored yet): group_by=score has no points.
const DIMENSIONS: Record<StatsGroupBy, Dimension | undefined> = { behavior: "behavior", model: "model", tool: "tool", score: undefined };

async function answer(services: Services, scope: StatsScope, agentIds: readonly string[], params: StatsParams, now: number): Promise<Stats> {
  const range = statsRange(params.bucket!, params.from, params.to, now);
  const dim = params.group_by === undefined ? "" : DIMENSIONS[params.group_by];
  const head = { bucket: range.bucket, ...(params.group_by ? { group_by: params.group_by } : {}), from_ms: range.fromMs, to_ms: range.toMs };
  if (dim === undefined) return { ...head, series: [] };
  await services.statsRoller.flush(agentIds);
  const rows = await readStats(services.db, { scope, grain: range.bucket === "hour" ? "h" : "d", dim, fromMs: range.fromMs, toMs: range.toMs });
  return { ...head, series: statsSeries(rows, dim !== "", services.prices) };
}

export const getAgentStatsHandler: Handler<"getAgentStats"> = async ({ params, ownerId, services, now }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  return { status: 200, body: await answer(services, { agentId: params.agent_id }, [params.agent_id], params, now) };
};

export const getOwnerStatsHandler: Handler<"getOwnerStats"> = async ({ params, ownerId, services, now }) => {
  return { status: 200, body: await answer(services, { ownerId }, await listAgentIds(services.db, ownerId), params, now) };
};
