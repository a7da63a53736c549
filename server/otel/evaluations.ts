// A span's gen_ai.evaluation.result events as scores on the span's record (issue 34, item 4):
// the GenAI conventions' evaluation name, score value or label, and explanation. Each score's id
// is derived from (trace id, span id, event index) (ids.ts), so a resent span's scores are
// duplicates. The score schema judges them (server/scores/accept.ts), as any submitted score.
import { clip } from "../../protocol/clip.ts";
import { recordIdOf, scoreIdOf } from "./ids.ts";
import type { OtlpSpan } from "./spans.ts";

const EVALUATION_EVENT = "gen_ai.evaluation.result";
const SOURCE_KINDS = new Set(["human", "llm", "code", "rule"]);
/** The score schema's caps: a name's 64 characters, a category's 64, an explanation's 4 KiB. */
const MAX_NAME = 64;
const MAX_LABEL = 64;
const MAX_EXPLANATION_BYTES = 4096;

/** An evaluation event's score (for the score schema to judge), or why it makes none. */
export type Evaluation = { eventIndex: number; score: Record<string, unknown> } | { eventIndex: number; reason: string };

/**
 * A score name from an evaluation's name: lowercase, each run of characters a score name cannot
 * hold (`^[a-z0-9][a-z0-9_.-]*$`) as `_`, at most 64 (`Answer Relevancy` → `answer_relevancy`).
 */
export function scoreNameOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, "_")
    .replace(/^[^a-z0-9]+/, "")
    .slice(0, MAX_NAME);
}

/**
 * The scores of a span's evaluation events: value ← gen_ai.evaluation.score.value (a finite
 * number), else gen_ai.evaluation.score.label (a category; kept in metadata.label beside a
 * number); explanation ← gen_ai.evaluation.explanation; source.kind "llm" unless
 * trace_ledger.score.source_kind names another; client_ts_utc ← the event's time, else the span's start.
 */
export function evaluationsOf(span: OtlpSpan): Evaluation[] {
  const evaluations: Evaluation[] = [];
  span.events.forEach((event, eventIndex) => {
    if (event.name !== EVALUATION_EVENT) return;
    const a = event.attributes;
    const given = a["gen_ai.evaluation.name"];
    const name = typeof given === "string" ? scoreNameOf(given) : "";
    if (name === "")
      return evaluations.push({
        eventIndex,
        reason: "gen_ai.evaluation.name is missing or holds none of a-z and 0-9, which a score name needs",
      });
    const number = a["gen_ai.evaluation.score.value"];
    const label =
      typeof a["gen_ai.evaluation.score.label"] === "string" && a["gen_ai.evaluation.score.label"] !== ""
        ? [...a["gen_ai.evaluation.score.label"]].slice(0, MAX_LABEL).join("")
        : undefined;
    const value = typeof number === "number" && Number.isFinite(number) ? number : label;
    if (value === undefined)
      return evaluations.push({ eventIndex, reason: "neither gen_ai.evaluation.score.value (a number) nor gen_ai.evaluation.score.label" });
    const explanation = a["gen_ai.evaluation.explanation"];
    const kind = a["trace_ledger.score.source_kind"];
    evaluations.push({
      eventIndex,
      score: {
        score_id: scoreIdOf(span.traceId, span.spanId, eventIndex),
        record_id: recordIdOf(span.traceId, span.spanId),
        name,
        value,
        ...(typeof explanation === "string" && explanation !== "" ? { explanation: clip(explanation, MAX_EXPLANATION_BYTES) } : {}),
        source: { kind: typeof kind === "string" && SOURCE_KINDS.has(kind) ? kind : "llm" },
        ...(typeof value === "number" && label !== undefined ? { metadata: { label } } : {}),
        client_ts_utc: event.timeMs > 0 ? event.timeMs : span.startMs,
      },
    });
  });
  return evaluations;
}
