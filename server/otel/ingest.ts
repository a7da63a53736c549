// An OTLP export request, end to end: decode (protobuf or JSON) → one record per span → the
// records' own path (write-path.ts: validation, group commit, the ingest transaction) → OTLP's answer,
// partial success naming each span that could not become a record and why. Links become
// upstream_record_id where they resolve (a record of the request, or stored).
import type { RawBody } from "../api/exchange.ts";
import { ApiError } from "../api/errors.ts";
import type { RecordResult } from "../records/accept.ts";
import { ownAncestors } from "./cycles.ts";
import { evaluationsOf } from "./evaluations.ts";
import { linkedRecordIds, recordOf } from "./map.ts";
import { decodeJson, decodeProtobuf, type OtlpResourceSpans, type OtlpSpan } from "./spans.ts";

/** Rejected spans named one by one in the answer's error_message; the rest are counted. */
const NAMED_REJECTIONS = 20;

export type Encoding = "protobuf" | "json";

export interface Rejection {
  spanId: string;
  code: string;
  reason: string;
}

export interface OtlpOutcome {
  spans: number;
  rejected: Rejection[];
  /** Evaluation events of stored spans that made no score, and why: the spans themselves are stored. */
  unscored: Rejection[];
}

/** Stores an agent's scores (server/scores/accept.ts): a result per score, in order. */
export type Scores = (
  agentId: string,
  scores: Record<string, unknown>[],
) => Promise<({ score_id: string } | { code: string; message: string })[]>;

/** Evaluation scores go in slices of this many: one score ingest each. */
const SCORES_PER_CALL = 500;

/** The evaluation events of the spans whose records are stored, as scores on those records. */
async function scoreEvaluations(agentId: string, spans: OtlpSpan[], scores: Scores, unscored: Rejection[]): Promise<void> {
  const pending: { span: OtlpSpan; eventIndex: number; score: Record<string, unknown> }[] = [];
  for (const span of spans) {
    for (const evaluation of evaluationsOf(span)) {
      if ("reason" in evaluation)
        unscored.push({ spanId: span.spanId, code: "validation_failed", reason: `event ${evaluation.eventIndex}: ${evaluation.reason}` });
      else pending.push({ span, ...evaluation });
    }
  }
  for (let start = 0; start < pending.length; start += SCORES_PER_CALL) {
    const slice = pending.slice(start, start + SCORES_PER_CALL);
    const results = await scores(
      agentId,
      slice.map(({ score }) => score),
    );
    results.forEach((result, i) => {
      if ("code" in result)
        unscored.push({ spanId: slice[i]!.span.spanId, code: result.code, reason: `event ${slice[i]!.eventIndex}: ${result.message}` });
    });
  }
}

/** Stores an agent's records as the records' own path does (write-path.ts spans: parents may follow): a result per record, in order. */
export type StoreRecords = (agentId: string, records: unknown[], now: number) => Promise<RecordResult[]>;

/** Which agent a resource's spans are for, or why none: the caller's authorization decides. */
export type AgentOf = (resource: OtlpResourceSpans["resource"]) => Promise<{ agentId: string } | Rejection>;

export function decode(raw: RawBody): { encoding: Encoding; resources: OtlpResourceSpans[] } {
  if (raw.mediaType === "application/x-protobuf") return { encoding: "protobuf", resources: decodeProtobuf(raw.bytes) };
  if (raw.mediaType === "application/json") return { encoding: "json", resources: decodeJson(raw.bytes) };
  throw new ApiError("unsupported_media_type", "send OTLP as Content-Type: application/x-protobuf or application/json");
}

/** An agent's stored records among `recordIds` and all their ancestors: id → parent (store/ancestors.ts). */
export type Ancestors = (agentId: string, recordIds: string[]) => Promise<Map<string, string | null>>;

type MappedRecord = Record<string, unknown> & { record_id: string; parent_record_id?: string; upstream_record_id?: string[] };
interface Group {
  records: MappedRecord[];
  spans: OtlpSpan[];
}

const CYCLE = "parent_span_id closes a parent cycle: the span would be its own ancestor";

/**
 * The group without the spans whose records would be their own ancestors, through the request's
 * spans and the records stored above them; each of those is rejected.
 */
function refuseCycles(group: Group, stored: Map<string, string | null>, rejected: Rejection[]): Group {
  const parents = new Map(group.records.map((record) => [record.record_id, record.parent_record_id]));
  const cyclic = ownAncestors([...parents.keys()], (id) => (parents.has(id) ? parents.get(id) : stored.get(id)));
  if (cyclic.size === 0) return group;
  const kept: Group = { records: [], spans: [] };
  group.records.forEach((record, i) => {
    const span = group.spans[i]!;
    if (cyclic.has(record.record_id)) rejected.push({ spanId: span.spanId, code: "validation_failed", reason: CYCLE });
    else {
      kept.records.push(record);
      kept.spans.push(span);
    }
  });
  return kept;
}

export async function ingestSpans(
  store: StoreRecords,
  ancestors: Ancestors,
  scores: Scores,
  resources: OtlpResourceSpans[],
  agentOf: AgentOf,
  now: number,
): Promise<OtlpOutcome> {
  // At most MAX_SPANS (budget.ts): the decoders refused more.
  const spans = resources.reduce((sum, resource) => sum + resource.spans.length, 0);
  const rejected: Rejection[] = [];
  const unscored: Rejection[] = [];
  const byAgent = new Map<string, Group>();
  for (const resource of resources) {
    if (resource.spans.length === 0) continue;
    const agent = await agentOf(resource.resource);
    if (!("agentId" in agent)) {
      for (const span of resource.spans) rejected.push({ ...agent, spanId: span.spanId });
      continue;
    }
    let group = byAgent.get(agent.agentId);
    if (!group) byAgent.set(agent.agentId, (group = { records: [], spans: [] }));
    for (const span of resource.spans) {
      const mapped = recordOf(span, resource.resource);
      if ("reason" in mapped) {
        rejected.push({ spanId: span.spanId, code: "validation_failed", reason: mapped.reason as string });
        continue;
      }
      // Judged with the records' own path below (`store`): a span whose record the rules
      // refuse comes back as validation_failed with the same message a record would get.
      group.records.push(mapped as MappedRecord);
      group.spans.push(span);
    }
  }
  // Agents' records go in together: group commit merges them into shared transactions.
  await Promise.all(
    [...byAgent].map(async ([agentId, all]) => {
      const inRequest = new Set(all.records.map((record) => record.record_id));
      // Where parent chains leave the request, and the records links name outside it: the stored
      // part of each is read in one query.
      const exits = all.records
        .map((record) => record.parent_record_id)
        .filter((parent): parent is string => parent !== undefined && !inRequest.has(parent));
      const linked = all.spans.flatMap((span) => linkedRecordIds(span)).filter((id) => !inRequest.has(id));
      const stored = await ancestors(agentId, [...new Set([...exits, ...linked])]);
      const group = refuseCycles(all, stored, rejected);
      const kept = new Set(group.records.map((record) => record.record_id));
      group.records.forEach((record, i) => {
        // A link is upstream_record_id where it resolves: to a stored record or another of the request.
        const upstream = linkedRecordIds(group.spans[i]!).filter((id) => id !== record.record_id && (kept.has(id) || stored.has(id)));
        if (upstream.length > 0) record.upstream_record_id = upstream;
      });
      const results = await store(agentId, group.records, now);
      results.forEach((result, i) => {
        if ("code" in result) rejected.push({ spanId: group.spans[i]!.spanId, code: result.code, reason: result.message });
      });
      // Scores need their records stored: these are, acknowledged by now.
      await scoreEvaluations(
        agentId,
        group.spans.filter((_, i) => !("code" in results[i]!)),
        scores,
        unscored,
      );
    }),
  );
  return { spans, rejected, unscored };
}

const named = (rejections: Rejection[]) => {
  const listed = rejections.slice(0, NAMED_REJECTIONS).map((r) => `span ${r.spanId || "(no id)"}: ${r.code}: ${r.reason}`);
  const more = rejections.length - listed.length;
  return listed.join("; ") + (more > 0 ? `; and ${more} more` : "");
};

/**
 * OTLP's partial_success.error_message: each rejected span (the first few) and why; then, as a
 * warning (OTLP's use of the message when nothing is rejected), evaluation events that made no score.
 */
export function rejectionMessage(outcome: OtlpOutcome): string {
  const parts: string[] = [];
  if (outcome.rejected.length > 0) parts.push(`${outcome.rejected.length} of ${outcome.spans} spans rejected; ${named(outcome.rejected)}`);
  if (outcome.unscored.length > 0)
    parts.push(`${outcome.unscored.length} evaluation events made no score (their spans are stored); ${named(outcome.unscored)}`);
  return parts.join(". ");
}
