// Accepting records that passed the schema: the server-side rule (supported schema_version), then the store decides dedup, conflicts, Acting and references. One function
// serves single submissions and batches, so both answer alike.
import { SUPPORTED_SCHEMA_VERSIONS } from "../../generated/schema.ts";
import type { ErrorCode } from "../../generated/errors.ts";
import type { ErrorDetails, RecordAck, RecordError, TraceRecord } from "../../generated/types/schema.ts";
import { canonicalForms, sha256Hex } from "../canonical.ts";
import { leafHashOf } from "../log/tree.ts";
import { recordTerms } from "../search/terms.ts";
import type { IngestItem, IngestOutcome } from "../store/records.ts";

export type RecordResult = RecordAck | RecordError;
export type Ingest = (items: IngestItem[]) => Promise<IngestOutcome[]>;

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_SCHEMA_VERSIONS);

export const recordError = (recordId: string, code: ErrorCode, message: string, details?: ErrorDetails): RecordError =>
  details ? { record_id: recordId, code, message, details } : { record_id: recordId, code, message };

/** A server-side rule the record breaks before storage, if any. */
function refusal(record: TraceRecord): RecordError | undefined {
  if (!SUPPORTED.has(record.schema_version)) {
    return recordError(
      record.record_id,
      "schema_version_unsupported",
      `schema_version ${JSON.stringify(record.schema_version)} is not supported (supported: ${[...SUPPORTED].join(", ")})`,
      { field: "/schema_version", reason: "is not supported" },
    );
  }
  return undefined;
}

/**
 * What the store keeps of a record and decides with: its body (the record minus the server-set
 * agent_id and server_ts_utc) as canonical JSON, sent to the database as is; the body's hash
 * (duplicate or conflict); the leaf hash of the record as stored (its place in the agent's log).
 * One canonical serialisation serves all three. And the terms search finds it by.
 */
export function storedForm(body: Record<string, unknown>, agentId: string, serverTs: number): Pick<IngestItem, "body" | "hash" | "leafHash" | "terms"> {
  const forms = canonicalForms(body, { agent_id: agentId, server_ts_utc: serverTs });
  return { body: forms.body, hash: sha256Hex(forms.body), leafHash: leafHashOf(forms.record), terms: recordTerms(body as { behavior: string }) };
}

export interface AcceptOptions {
  /**
   * The parent may arrive later (OTLP: spans of a trace come in any order and in several
   * requests, and a child's parent_record_id is derived from its parent span id): the parent is
   * stored as named without checking that it resolves. Upstream references are still checked.
   */
  parentsMayFollow?: boolean;
}

function toItem(record: TraceRecord, agentId: string, now: number, options: AcceptOptions): IngestItem {
  // agent_id and server_ts_utc are the service's to set: neither is stored from the body nor hashed.
  const { agent_id: _agent, server_ts_utc: _ts, ...body } = record;
  return {
    agentId,
    recordId: record.record_id,
    sessionId: record.session_id,
    behavior: record.behavior,
    ...storedForm(body, agentId, now),
    serverTs: now,
    references: [...(record.parent_record_id && !options.parentsMayFollow ? [record.parent_record_id] : []), ...(record.upstream_record_id ?? [])],
  };
}

function answer(record: TraceRecord, outcome: IngestOutcome): RecordResult {
  const id = record.record_id;
  switch (outcome.kind) {
    case "stored":
      return { record_id: id, session_id: record.session_id, server_ts_utc: outcome.serverTs, is_duplicate: false };
    case "duplicate":
      return { record_id: id, session_id: outcome.sessionId, server_ts_utc: outcome.serverTs, is_duplicate: true };
    case "conflict":
      return recordError(id, "record_id_conflict", `record_id ${id} is already stored for this agent with a different body`);
    case "acting_exists":
      return recordError(
        id,
        "acting_already_recorded",
        `session ${JSON.stringify(record.session_id)} already holds its Acting record`,
        { field: "/behavior", reason: "a session takes at most one Acting record" },
      );
    case "reference_unresolved":
      return recordError(
        id,
        "reference_unresolved",
        `no stored record of this agent for ${outcome.missing.join(", ")}`,
        { field: record.parent_record_id && outcome.missing.includes(record.parent_record_id) ? "/parent_record_id" : "/upstream_record_id", missing: outcome.missing },
      );
  }
}

/** Results line up with `records`. Every record is stamped `now`, its receipt time. */
export async function acceptRecords(ingest: Ingest, agentId: string, records: TraceRecord[], now: number, options: AcceptOptions = {}): Promise<RecordResult[]> {
  const results: RecordResult[] = new Array(records.length);
  const accepted: number[] = [];
  records.forEach((record, index) => {
    const refused = refusal(record);
    if (refused) results[index] = refused;
    else accepted.push(index);
  });
  if (accepted.length > 0) {
    const outcomes = await ingest(accepted.map((index) => toItem(records[index]!, agentId, now, options)));
    outcomes.forEach((outcome, k) => {
      const index = accepted[k]!;
      results[index] = answer(records[index]!, outcome);
    });
  }
  return results;
}
