// Accepting records: each judged by the rules of its own schema_version, then the store decides dedup, conflicts, Acting and references. One function
// serves single submissions and batches, so both answer alike.
import { checkRecord, unsupportedMessage } from "../../generated/record-check.ts";
import { messageOf } from "../../generated/validate.ts";
import type { ErrorCode } from "../../generated/errors.ts";
import type { ContentRef, ErrorDetails, RecordAck, RecordError, TraceRecord } from "../../generated/types/schema.ts";
import { canonicalForms, sha256Hex } from "../canonical.ts";
import { isWellFormedKey } from "../key-guard.ts";
import { leafOfCanonical } from "../log/tree.ts";
import { recordTerms } from "../search/terms.ts";
import type { StoredBlob } from "../store/blobs.ts";
import type { IngestItem, IngestOutcome, StoredDigest } from "../store/records.ts";

export type RecordResult = RecordAck | RecordError;
export type Ingest = (items: IngestItem[]) => Promise<IngestOutcome[]>;
/** What the agent has stored under some record ids (store/records.ts storedDigests, bound to the database and agent). */
export type FindStored = (recordIds: string[]) => Promise<Map<string, StoredDigest>>;

export const recordError = (recordId: string, code: ErrorCode, message: string, details?: ErrorDetails): RecordError =>
  details ? { record_id: recordId, code, message, details } : { record_id: recordId, code, message };

// `GET /v1/sessions/{session_id}` could never read these back: URL parsers (fetch, httpx, the
// service's own) resolve a `.` or `..` path segment, `%2E%2E` included, before it is sent.
const UNADDRESSABLE_SESSIONS: ReadonlySet<string> = new Set([".", ".."]);

/** A record judged by the rules of its own schema_version: the record, or why it is refused. */
export function judgeRecord(entry: unknown): { ok: true; record: TraceRecord } | { ok: false; error: RecordError } {
  const verdict = checkRecord(entry);
  if (verdict.ok && UNADDRESSABLE_SESSIONS.has(verdict.value.session_id)) {
    const reason = 'cannot be "." or "..": no URL path can name that session';
    return {
      ok: false,
      error: recordError(verdict.value.record_id, "validation_failed", `session_id ${reason}`, { field: "/session_id", reason }),
    };
  }
  if (verdict.ok) return { ok: true, record: verdict.value };
  const given = entry as { record_id?: unknown; schema_version?: unknown } | null;
  const recordId = typeof given?.record_id === "string" ? given.record_id : "";
  const message = verdict.code === "schema_version_unsupported" ? unsupportedMessage(given?.schema_version) : messageOf(verdict.error);
  return { ok: false, error: recordError(recordId, verdict.code, message, { ...verdict.error }) };
}

/**
 * What the store keeps of a record and decides with: its body (the record minus the server-set
 * agent_id and server_ts_utc) as canonical JSON, sent to the database as is; the body's hash
 * (duplicate or conflict); the record digest and leaf hash of the record as stored (its entry and
 * leaf in the agent's log). One canonical serialisation serves them all. And the terms search
 * finds it by.
 */
export function storedForm(
  body: Record<string, unknown>,
  agentId: string,
  serverTs: number,
): Pick<IngestItem, "body" | "hash" | "entry" | "leafHash" | "terms"> {
  const forms = canonicalForms(body, { agent_id: agentId, server_ts_utc: serverTs });
  return {
    body: forms.body,
    hash: sha256Hex(forms.body),
    ...leafOfCanonical(forms.record),
    terms: recordTerms(body as { behavior: string }),
  };
}

export interface AcceptOptions {
  /**
   * The parent may arrive later (OTLP: spans of a trace come in any order and in several
   * requests, and a child's parent_record_id is derived from its parent span id): the parent is
   * stored as named without checking that it resolves. Upstream references are still checked.
   */
  parentsMayFollow?: boolean;
  /**
   * Idempotency outlives rule changes: an entry today's rules refuse (a retired version, a rule
   * tightened without a version bump) that equals what is stored under its record_id is a
   * duplicate, as it was when first acknowledged. Looked up only for refused entries.
   */
  findStored?: FindStored;
  /**
   * The blobs the agent holds (stored, not erased) among these digests: every attachment must name
   * one, with its size and media type (docs/content.md). Without it, a record with attachments is refused.
   */
  storedBlobs?: (digests: string[]) => Promise<ReadonlyMap<string, StoredBlob>>;
}

const attachmentsOf = (record: TraceRecord) => (record as { attachments?: ContentRef[] }).attachments ?? [];

// What an attachment states about its blob besides the digest, checked against the blob as stored.
const DESCRIBED = ["size_bytes", "media_type"] as const;

/**
 * The record's first attachment naming no stored blob (with every missing digest), else its
 * first one whose size or media type is not its blob's; undefined when all match. The message
 * names the stored value, never the one sent (no pattern bounds a record's media_type).
 */
function unresolvedAttachment(record: TraceRecord, stored: ReadonlyMap<string, StoredBlob>): RecordError | undefined {
  const attachments = attachmentsOf(record);
  const first = attachments.findIndex((ref) => !stored.has(ref.digest));
  if (first >= 0) {
    const missing = [...new Set(attachments.filter((ref) => !stored.has(ref.digest)).map((ref) => ref.digest))];
    return recordError(
      record.record_id,
      "reference_unresolved",
      `no stored blob of this agent for ${missing.join(", ")}: upload it first (PUT …/blobs/{digest})`,
      {
        field: `/attachments/${first}/digest`,
        reason: "must name a blob stored under the same agent",
        missing,
      },
    );
  }
  for (const [index, ref] of attachments.entries()) {
    const blob = stored.get(ref.digest)!;
    const member = DESCRIBED.find((name) => ref[name] !== blob[name]);
    if (member === undefined) continue;
    const reason = `must be the stored blob's, ${JSON.stringify(blob[member])}`;
    return recordError(
      record.record_id,
      "reference_unresolved",
      `attachments/${index} states another ${member} than blob ${ref.digest} was stored with (${JSON.stringify(blob[member])})`,
      {
        field: `/attachments/${index}/${member}`,
        reason,
      },
    );
  }
  return undefined;
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
    references: [
      ...(record.parent_record_id && !options.parentsMayFollow ? [record.parent_record_id] : []),
      ...(record.upstream_record_id ?? []),
    ],
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
      return recordError(id, "acting_already_recorded", `session ${JSON.stringify(record.session_id)} already holds its Acting record`, {
        field: "/behavior",
        reason: "a session takes at most one Acting record",
      });
    case "reference_unresolved":
      return recordError(id, "reference_unresolved", `no stored record of this agent for ${outcome.missing.join(", ")}`, {
        field: record.parent_record_id && outcome.missing.includes(record.parent_record_id) ? "/parent_record_id" : "/upstream_record_id",
        missing: outcome.missing,
      });
  }
}

/**
 * The hash a refused entry would be stored under, if it is an object with a well-formed record id
 * that canonicalises. Any other id names no stored record, so it is never looked up (key-guard.ts).
 */
function refusedHash(entry: unknown): { recordId: string; hash: string } | undefined {
  if (entry === null || typeof entry !== "object" || Array.isArray(entry)) return undefined;
  const { agent_id: _agent, server_ts_utc: _ts, ...body } = entry as Record<string, unknown>;
  if (!isWellFormedKey("record_id", body.record_id)) return undefined;
  try {
    return { recordId: body.record_id, hash: sha256Hex(canonicalForms(body, {}).body) };
  } catch {
    return undefined; // cannot be canonicalised (an infinite number, too deep): cannot equal a stored body either
  }
}

/** Refused entries that equal what is stored under their record_id become duplicates. */
async function replayedDuplicates(entries: unknown[], results: RecordResult[], findStored: FindStored): Promise<void> {
  const refused = results.flatMap((result, index) => {
    const candidate = "code" in result ? refusedHash(entries[index]) : undefined;
    return candidate ? [{ index, ...candidate }] : [];
  });
  if (refused.length === 0) return;
  const stored = await findStored([...new Set(refused.map((r) => r.recordId))]);
  for (const { index, recordId, hash } of refused) {
    const found = stored.get(recordId);
    if (found?.hash === hash)
      results[index] = { record_id: recordId, session_id: found.sessionId, server_ts_utc: found.serverTs, is_duplicate: true };
  }
}

/**
 * Results line up with `entries` (records as sent, not yet judged). Every record is stamped
 * `now`, its receipt time. Each entry is judged on its own, so a bad one fails alone in a batch.
 */
export async function acceptRecords(
  ingest: Ingest,
  agentId: string,
  entries: unknown[],
  now: number,
  options: AcceptOptions = {},
): Promise<RecordResult[]> {
  const results: RecordResult[] = new Array(entries.length);
  let valid: Array<{ index: number; record: TraceRecord }> = [];
  entries.forEach((entry, index) => {
    const judged = judgeRecord(entry);
    if (judged.ok) valid.push({ index, record: judged.record });
    else results[index] = judged.error;
  });
  const digests = [...new Set(valid.flatMap(({ record }) => attachmentsOf(record).map((ref) => ref.digest)))];
  if (digests.length > 0) {
    const stored = (await options.storedBlobs?.(digests)) ?? new Map<string, StoredBlob>();
    valid = valid.filter(({ index, record }) => {
      const refused = unresolvedAttachment(record, stored);
      if (refused) results[index] = refused;
      return !refused;
    });
  }
  if (valid.length > 0) {
    const outcomes = await ingest(valid.map(({ record }) => toItem(record, agentId, now, options)));
    outcomes.forEach((outcome, k) => (results[valid[k]!.index] = answer(valid[k]!.record, outcome)));
  }
  if (options.findStored && valid.length < entries.length) await replayedDuplicates(entries, results, options.findStored);
  return results;
}
