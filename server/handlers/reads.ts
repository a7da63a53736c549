// Reading records back: one record, one session, an agent's trace.
import { requireOwnAgent } from "../auth/agent-access.ts";
import { notFound } from "../http/errors.ts";
import { getRecord, getSession, getTracePage } from "../store/records.ts";
import type { StoredRecord } from "../../generated/types/schema.ts";
import type { Handler } from "./types.ts";

// The store returns what it stored: records that passed the schema, plus the server fields.
const asStored = (record: object) => record as StoredRecord;

export const getRecordHandler: Handler<"getRecord"> = async ({ params, ownerId, services }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const record = await getRecord(services.db, params.agent_id, params.record_id);
  if (!record) throw notFound(`record ${params.record_id}`);
  return { status: 200, body: asStored(record) };
};

export const getSessionHandler: Handler<"getSession"> = async ({ params, ownerId, services }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const records = await getSession(services.db, params.agent_id, params.session_id);
  return { status: 200, body: { session_id: params.session_id, records: records.map(asStored) } };
};

export const getTraceHandler: Handler<"getTrace"> = async ({ params, ownerId, services }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const page = await getTracePage(services.db, params.agent_id, { before: params.before, limit: params.limit! });
  if (!page) throw notFound(`record ${params.before} (the before cursor)`);
  return { status: 200, body: { records: page.records.map(asStored), next_cursor: page.nextCursor } };
};
