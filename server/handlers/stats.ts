// Stats for dashboards: an agent's, or all the owner's agents', records over time (docs/stats.md).
import type { Stats, StatsGroupBy } from "../../generated/types/schema.ts";
import { requireOwnAgent } from "../auth/agent-access.ts";
import { readStats, type Dimension, type StatsScope } from "../store/stats.ts";
import { readScoreMeans } from "../store/stats-scores.ts";
import { statsRange, type Bucket } from "../stats/range.ts";
import { scoreSeries, statsSeries, withScoreMeans } from "../stats/series.ts";
import type { Services } from "../services.ts";
import type { Handler } from "./types.ts";

interface StatsParams {
  from?: number;
  to?: number;
  bucket?: Bucket;
  group_by?: StatsGroupBy;
  agents?: string;
}

async function answer(services: Services, scope: StatsScope, params: StatsParams, now: number): Promise<Stats> {
  const range = statsRange(params.bucket!, params.from, params.to, now);
  // group_by=score reads the score rollups alone (records are not split by score); the others the
  // records' rollups (each group_by names its rollup dimension; by agent, the all-records rows
  // per agent), and without group_by both.
  const byAgent = params.group_by === "agent";
  const dim: Dimension | "score" = params.group_by === undefined || params.group_by === "agent" ? "" : params.group_by;
  const head = {
    bucket: range.bucket,
    ...(params.group_by ? { group_by: params.group_by } : {}),
    from_ms: range.fromMs,
    to_ms: range.toMs,
  };
  await services.statsRoller.flush(scope);
  const query = { scope, grain: range.bucket === "hour" ? ("h" as const) : ("d" as const), fromMs: range.fromMs, toMs: range.toMs };
  if (dim === "score") return { ...head, series: scoreSeries(await readScoreMeans(services.db, query)) };
  const grouped = params.group_by !== undefined;
  const [rows, means] = await Promise.all([
    readStats(services.db, { ...query, dim, byAgent }),
    grouped ? [] : readScoreMeans(services.db, query),
  ]);
  const points = statsSeries(rows, grouped, services.prices);
  return { ...head, series: grouped ? points : withScoreMeans(points, means) };
}

export const getAgentStatsHandler: Handler<"getAgentStats"> = async ({ params, ownerId, services, now }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  return { status: 200, body: await answer(services, { agentId: params.agent_id }, params, now) };
};

export const getOwnerStatsHandler: Handler<"getOwnerStats"> = async ({ params, ownerId, services, now }) => {
  const agentIds = params.agents === undefined ? undefined : [...new Set(params.agents.split(","))];
  return { status: 200, body: await answer(services, { ownerId, ...(agentIds ? { agentIds } : {}) }, params, now) };
};
