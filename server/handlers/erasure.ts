// Erasing records (DELETE /v1/records/{record_id}, DELETE /v1/sessions/{session_id}): the
// owner's active key only (x-active-key-only). Another owner's record is as missing as one never
// stored; erasing an erased record answers its tombstone again.
import { requireOwnAgent } from "../auth/agent-access.ts";
import { notFound } from "../api/errors.ts";
import { erase, eraseSession } from "../records/erase.ts";
import type { Handler } from "./types.ts";

export const deleteRecordHandler: Handler<"deleteRecord"> = async ({ params, ownerId, services, now }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const [tombstone] = (await erase(services, params.agent_id, [params.record_id], now)).tombstones;
  if (!tombstone) throw notFound("record");
  return { status: 200, body: tombstone };
};

export const deleteSessionHandler: Handler<"deleteSession"> = async ({ params, ownerId, services, now }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const erased = await eraseSession(services, params.agent_id, params.session_id, now);
  if (erased === null || erased.count === 0) throw notFound("session");
  return { status: 200, body: { session_id: params.session_id, records_erased: erased.count, erased_at_ms: erased.lastErasedMs } };
};
