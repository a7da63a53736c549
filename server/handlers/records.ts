// Submitting records: one (201 new, 200 duplicate, else its error) or a batch (200, one result
// per record in submitted order).
import { randomUUID } from "node:crypto";
import { check, messageOf } from "../../generated/validate.ts";
import { validateRecord } from "../../generated/validators/record.js";
import type { TraceRecord } from "../../generated/types/schema.ts";
import { noteSdk, requireOwnAgent } from "../auth/agent-access.ts";
import { ApiError } from "../http/errors.ts";
import { acceptRecords, recordError, type RecordResult } from "../records/accept.ts";
import type { Context, Handler } from "./types.ts";

async function authorizeWrite(ctx: Context<"submitRecord" | "submitBatch">): Promise<string> {
  const agentId = ctx.params.agent_id;
  await requireOwnAgent(ctx.services, ctx.ownerId, agentId, "auth_invalid");
  await noteSdk(ctx.services, agentId, ctx.sdk);
  return agentId;
}

export const submitRecordHandler: Handler<"submitRecord"> = async (ctx) => {
  const agentId = await authorizeWrite(ctx);
  const [result] = await acceptRecords(ctx.services.ingest, agentId, [ctx.body as TraceRecord], ctx.now);
  if ("code" in result!) throw new ApiError(result.code, result.message, result.details);
  return { status: result!.is_duplicate ? 200 : 201, body: result! };
};

export const submitBatchHandler: Handler<"submitBatch"> = async (ctx) => {
  const agentId = await authorizeWrite(ctx);
  const entries = ctx.body.records;
  // Each entry is checked on its own, so one bad record fails alone.
  const results: RecordResult[] = new Array(entries.length);
  const valid: TraceRecord[] = [];
  const slots: number[] = [];
  entries.forEach((entry, index) => {
    const checked = check(validateRecord, entry);
    if (checked.ok) {
      valid.push(checked.value);
      slots.push(index);
    } else {
      const recordId = typeof entry.record_id === "string" ? entry.record_id : "";
      results[index] = recordError(recordId, "validation_failed", messageOf(checked.error), { ...checked.error });
    }
  });
  const accepted = await acceptRecords(ctx.services.ingest, agentId, valid, ctx.now);
  accepted.forEach((result, k) => (results[slots[k]!] = result));
  return { status: 200, body: { batch_id: randomUUID(), results } };
};
