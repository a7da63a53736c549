// O. OTLP ingest: clients sending 50-span OTLP/HTTP protobuf requests to /v1/otlp/v1/traces as 8
// agents, against the same clients posting the records those spans map to through
// /v1/records:batch (50 per batch). Rounds alternate, so drift on a noisy machine hits both.
// Target: OTLP at ≥ 0.8 × the batch rate of the same records (issue 24).
import { BATCH_AGENTS, type BenchContext } from "../context.ts";
import { mappedBatchBody, otlpBody } from "../fixtures/otlp.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { TARGETS, type ScenarioResult } from "../report/result.ts";
import { measuredRound, summarizeRounds, warmUp, type Round } from "./measure.ts";

const CLIENTS = 8;
const SPANS = 50;

function otlpLoad(ctx: BenchContext, agentIds: readonly string[]): Omit<LoadOptions, "durationMs"> {
  let next = 0;
  return {
    url: ctx.service.url,
    headers: { authorization: `Bearer ${ctx.owner.apiKey}`, "content-type": "application/x-protobuf" },
    connections: CLIENTS,
    next: () => ({
      method: "POST",
      path: "/v1/otlp/v1/traces",
      headers: { "x-ledger-agent-id": agentIds[next++ % agentIds.length]! },
      body: otlpBody(SPANS),
    }),
    ok: (status) => status === 200,
  };
}

function batchLoad(ctx: BenchContext, agentIds: readonly string[]): Omit<LoadOptions, "durationMs"> {
  const paths = agentIds.map((agentId) => `/v1/records:batch?agent_id=${agentId}`);
  let next = 0;
  return {
    url: ctx.service.url,
    headers: { authorization: `Bearer ${ctx.owner.apiKey}`, "content-type": "application/json" },
    connections: CLIENTS,
    next: () => ({ method: "POST", path: paths[next++ % paths.length]!, body: mappedBatchBody(SPANS) }),
    ok: (status) => status === 200,
  };
}

/** One request each way must store all 50: a refused span would make OTLP look cheap. */
async function checkBoth(ctx: BenchContext, agentId: string): Promise<void> {
  const proto = await fetch(`${ctx.service.url}/v1/otlp/v1/traces`, {
    method: "POST",
    headers: { authorization: `Bearer ${ctx.owner.apiKey}`, "content-type": "application/x-protobuf", "x-ledger-agent-id": agentId },
    body: new Uint8Array(otlpBody(SPANS)),
  });
  const answer = new Uint8Array(await proto.arrayBuffer());
  // OTLP's full success is an empty answer; a partial success would name the refused spans.
  if (proto.status !== 200 || answer.length !== 0)
    throw new Error(`O: an OTLP request was not stored whole: ${proto.status} ${Buffer.from(answer).toString()}`);
  const batch = await fetch(`${ctx.service.url}/v1/records:batch?agent_id=${agentId}`, {
    method: "POST",
    headers: { authorization: `Bearer ${ctx.owner.apiKey}`, "content-type": "application/json" },
    body: mappedBatchBody(SPANS),
  });
  const body = (await batch.json()) as { results?: { is_duplicate?: boolean }[] };
  if (body.results?.filter((r) => r.is_duplicate === false).length !== SPANS)
    throw new Error(`O: a batch was not stored whole: ${JSON.stringify(body).slice(0, 500)}`);
}

export async function otlpIngest(ctx: BenchContext): Promise<ScenarioResult> {
  const { options } = ctx;
  const agentIds = BATCH_AGENTS.map((name) => ctx.owner.agents[name]!);
  await checkBoth(ctx, agentIds[0]!);
  await warmUp(otlpLoad(ctx, agentIds), options.warmupMs);
  await warmUp(batchLoad(ctx, agentIds), options.warmupMs);
  const otlpRounds: Round[] = [];
  const batchRounds: Round[] = [];
  for (let round = 0; round < options.rounds; round++) {
    otlpRounds.push(await measuredRound(otlpLoad(ctx, agentIds), options.roundMs, ctx.service.pid));
    batchRounds.push(await measuredRound(batchLoad(ctx, agentIds), options.roundMs, ctx.service.pid));
  }
  const otlp = summarizeRounds(otlpRounds);
  const batch = summarizeRounds(batchRounds);
  if (otlp.errors + batch.errors > 0)
    throw new Error(`O: requests failed: ${JSON.stringify([...otlpRounds, ...batchRounds].map((r) => r.failures))}`);
  return {
    id: "O",
    title: "OTLP ingest",
    figures: [
      {
        key: "O.otlp_ingest",
        label: `O OTLP ingest, ${CLIENTS} clients × ${SPANS}-span protobuf requests as ${agentIds.length} agents`,
        unit: "records/s",
        service: otlp.perSecond * SPANS,
        ceiling: { label: `records:batch of the same records, ${SPANS} per batch`, value: batch.perSecond * SPANS },
        target: TARGETS.otlpVsBatch,
      },
      {
        key: "O.otlp_p99",
        label: `O p99 per ${SPANS}-span request`,
        unit: "ms",
        service: otlp.p99Ms,
        ceiling: { label: "p99 per batch", value: batch.p99Ms },
      },
    ],
    notes: [
      `O: the load generator used ${otlp.generatorCores.toFixed(2)} (OTLP) and ${batch.generatorCores.toFixed(2)} (batch) of the cores.`,
    ],
    data: { clients: CLIENTS, spans: SPANS, otlp, batch },
  };
}
