// OTLP/HTTP trace ingest: the agent from x-ledger-agent-id (checked before anything is decoded)
// or from each resource's gen_ai.agent.id; the spans through server/otel/ into records.
import { requireOwnAgent } from "../auth/agent-access.ts";
import { ApiError } from "../api/errors.ts";
import { otlpAnswer } from "../otel/answer.ts";
import { decode, ingestSpans, type AgentOf, type Scores } from "../otel/ingest.ts";
import { storedAncestors } from "../store/ancestors.ts";
import type { Handler } from "./types.ts";

const AGENT_ATTRIBUTE = "gen_ai.agent.id";

export const ingestOtlpTracesHandler: Handler<"ingestOtlpTraces"> = async (ctx) => {
  // Declared headers arrive with the params (dispatch.ts); Params types only query and path.
  const headerAgent = (ctx.params as { "x-ledger-agent-id"?: string })["x-ledger-agent-id"];
  if (headerAgent !== undefined) await requireOwnAgent(ctx.services, ctx.ownerId, headerAgent, "auth_invalid");
  const { encoding, resources } = decode(ctx.raw!);
  const agentOf: AgentOf = async (resource) => {
    if (headerAgent !== undefined) return { agentId: headerAgent };
    const agentId = resource[AGENT_ATTRIBUTE];
    if (typeof agentId !== "string" || agentId === "") {
      return {
        spanId: "",
        code: "validation_failed",
        reason: `no agent: send the header x-ledger-agent-id, or the resource attribute ${AGENT_ATTRIBUTE}`,
      };
    }
    try {
      await requireOwnAgent(ctx.services, ctx.ownerId, agentId, "auth_invalid");
      return { agentId };
    } catch (error) {
      if (error instanceof ApiError) return { spanId: "", code: error.code, reason: error.message };
      throw error;
    }
  };
  const ancestors = (agentId: string, recordIds: string[]) => storedAncestors(ctx.services.db, agentId, recordIds);
  // Evaluation events' scores, written by the agent's owner (OTLP ingest takes its own agents only).
  const scores: Scores = (agentId, entries) =>
    ctx.services.writes.scores({ agentId, ownerId: ctx.ownerId, scoredBy: ctx.ownerId, now: ctx.now }, entries);
  const outcome = await ingestSpans(ctx.services.writes.spans, ancestors, scores, resources, agentOf, ctx.now);
  // A span that did not become a record is a record refused, as one sent as a record would be;
  // and the operator sees each, since exporters only log the answer where the agent runs.
  for (const rejection of outcome.rejected) {
    ctx.services.metrics.recordRefused(rejection.code);
    ctx.services.log.warn(
      { owner_id: ctx.ownerId, span_id: rejection.spanId, code: rejection.code, reason: rejection.reason },
      "OTLP span rejected",
    );
  }
  for (const unscored of outcome.unscored) {
    ctx.services.log.warn(
      { owner_id: ctx.ownerId, span_id: unscored.spanId, code: unscored.code, reason: unscored.reason },
      "OTLP evaluation event made no score",
    );
  }
  const answer = otlpAnswer(encoding, outcome);
  return { status: 200, body: answer.json, raw: answer.raw };
};
