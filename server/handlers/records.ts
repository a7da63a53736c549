// Submitting records: one (201 new, 200 duplicate, else its error) or a batch (200, one result
// per record in submitted order).
import { randomUUID } from "node:crypto";
import { noteSdk, requireOwnAgent } from "../auth/agent-access.ts";
import { ApiError } from "../api/errors.ts";
import type { RecordResult } from "../records/accept.ts";
import { deprecationHeaders } from "../records/versions.ts";
import type { Context, Handler } from "./types.ts";

async function authorizeWrite(ctx: Context<"submitRecord" | "submitBatch">): Promise<string> {
  const agentId = ctx.params.agent_id;
  await requireOwnAgent(ctx.services, ctx.ownerId, agentId, "auth_invalid");
  await noteSdk(ctx.services, agentId, ctx.sdk);
  return agentId;
}

function countRefused(ctx: Context<"submitRecord" | "submitBatch">, results: RecordResult[]): RecordResult[] {
  for (const result of results) if ("code" in result) ctx.services.metrics.recordRefused(result.code);
  return results;
}

export const submitRecordHandler: Handler<"submitRecord"> = async (ctx) => {
  const agentId = await authorizeWrite(ctx);
  const headers = deprecationHeaders([ctx.body]);
  const [result] = countRefused(ctx, await ctx.services.writes.records(agentId, [ctx.body], ctx.now));
  if ("code" in result!) throw new ApiError(result.code, result.message, result.details, { ...(headers && { headers }) });
  return { status: result!.is_duplicate ? 200 : 201, body: result!, ...(headers && { headers }) };
};

export const submitBatchHandler: Handler<"submitBatch"> = async (ctx) => {
  const agentId = await authorizeWrite(ctx);
  const headers = deprecationHeaders(ctx.body.records);
  const results = countRefused(ctx, await ctx.services.writes.records(agentId, ctx.body.records, ctx.now));
  return { status: 200, body: { batch_id: randomUUID(), results }, ...(headers && { headers }) };
};
