// K. Scores (issue 34). Ingest: single scores (POST /v1/scores, B's 50 connections) and batches of
// 50 (POST /v1/scores:batch, A's 8 clients) against records of the same shape (POST /v1/records,
// /v1/records:batch) as the same agents, rounds alternating; the target is scores ≥ 0.8 × records.
// Reads: the work queue (GET /v1/scoring/queue) and score reads (an agent's scores, filtered by
// name and by session; one score by id) at 10 k and at 1 M scores (--quick: 100 k), each size an
// owner of its own so one queue never sees the other's sessions. Seeded straight into the
// database as in real use: scorers walk the queue oldest first, so the oldest closed sessions are
// scored (one score of the name each), the newest 5 % are not, and ten sessions the scorers
// skipped stay unscored among the scored ones. The seeded scores get their leaves, and the queue's
// frontier is moved along them (server/store/score-queue.ts), before measuring.
import { createHash, randomUUID } from "node:crypto";
import { catchUpLog } from "../../server/log/append.ts";
import type { Database } from "../../server/store/db.ts";
import { logStores } from "../../server/store/log-store.ts";
import { catchUpFrontier } from "../../server/store/score-queue.ts";
import { recordOf } from "../../test/support/records.ts";
import type { BenchContext } from "../context.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { createOwner, type BenchOwner } from "../processes/service.ts";
import { count, type Figure, type ScenarioResult } from "../report/result.ts";
import { BATCH, batchLoad } from "./batch-ingest.ts";
import { getsInTurn, measuredRound, summarizeRounds, warmUp, type Round, type RoundsSummary } from "./measure.ts";
import { CONNECTIONS, singleRecordLoad } from "./single-ingest.ts";

const SMALL = 10_000;
const NAME = "helpfulness";
/** Scored sessions the scorers skipped: unscored, older than most scored ones. */
const SKIPPED = 10;
const INGEST_AGENTS = Array.from({ length: 8 }, (_, i) => `bench-scores-${i}`);
const CLIENTS = 8;

// Sessions from..to-1 of the agent, closed in order (closing_seq from the records' sequence, as
// ingest takes it), and a score of NAME on each of the first `scored`, but SKIPPED of them.
// Ids as UUIDs (the score schema's), the same in SQL and in uuidOf.
const UUID_OF = (kind: string) =>
  `(select substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12) from md5('${kind}-' || i) as h)`;
const uuidOf = (kind: string, i: number) => {
  const h = createHash("md5").update(`${kind}-${i}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const SEED_SESSIONS = /* sql */ `
  insert into sessions (agent_id, session_id, first_seq, closing_seq, acting_record_id, record_count, first_server_ts_utc, last_server_ts_utc)
  select ?, ${UUID_OF("session")}, s, s, 'acting-' || i, 2, ?::int8 + i, ?::int8 + i
    from (select i, nextval('records_seq') as s from generate_series(?::int, ?::int) as i order by i) as g`;
const SEED_SCORES = /* sql */ `
  insert into scores (agent_id, score_id, session_id, name, source_kind, value_num, server_ts_utc, scored_by, body, body_hash, entry, leaf_hash)
  select agent_id, score_id, session_id, ?, 'llm', value, ts, 'owner', body, md5(body::text), entry, sha256('\\x00'::bytea || entry)
    from (select ?::text as agent_id, ${UUID_OF("score")} as score_id, ${UUID_OF("session")} as session_id, (i % 100) / 100.0 as value, ?::int8 + i as ts,
                 jsonb_build_object('score_id', ${UUID_OF("score")}, 'session_id', ${UUID_OF("session")}, 'name', ?::text, 'value', (i % 100) / 100.0,
                                    'source', jsonb_build_object('kind', 'llm', 'name', 'judge'), 'client_ts_utc', ?::int8 + i) as body,
                 sha256(convert_to('score-' || i, 'UTF8')) as entry
            from generate_series(?::int, ?::int) as i
           where i % ?::int <> 7) as g`;

/** Scores from..to-1 of the agent (and their sessions, 5 % more closed after them), given leaves. */
async function seed(db: Database, agentId: string, scores: number, start: number): Promise<void> {
  const sessions = Math.round(scores * 1.05) + SKIPPED;
  for (let chunk = 0; chunk < sessions; chunk += 100_000) {
    await db.knex.raw(SEED_SESSIONS, [agentId, start, start, chunk, Math.min(sessions, chunk + 100_000) - 1]);
  }
  // SKIPPED of the first scores + SKIPPED sessions are left out: `i % stride = 7`.
  const stride = Math.floor((scores + SKIPPED) / SKIPPED);
  for (let chunk = 0; chunk < scores + SKIPPED; chunk += 100_000) {
    await db.knex.raw(SEED_SCORES, [NAME, agentId, start, NAME, start, chunk, Math.min(scores + SKIPPED, chunk + 100_000) - 1, stride]);
  }
  await catchUpLog(logStores(db).scores, agentId);
  // Scorers reading the queue as the scores came would have moved its frontier along.
  await catchUpFrontier(db, agentId, NAME);
  await db.knex.raw("analyze sessions");
  await db.knex.raw("analyze scores");
}

interface Sized {
  owner: BenchOwner;
  agentId: string;
  scores: number;
}

async function seededOwner(ctx: BenchContext, scores: number, start: number): Promise<Sized> {
  const name = `bench-scored-${scores}`;
  const owner = await createOwner(ctx.service, [name]);
  const agentId = owner.agents[name]!;
  const seconds = performance.now();
  await ctx.withDatabase((db) => seed(db, agentId, scores, start));
  console.error(`[bench] K: seeded ${count(scores)} scores in ${((performance.now() - seconds) / 1000).toFixed(1)} s`);
  return { owner, agentId, scores };
}

/** The queue's first page and the page after ten entries, as the owner's key. */
function queueLoad(ctx: BenchContext, sized: Sized) {
  return getsInTurn(ctx.service.url, sized.owner.apiKey, [`/v1/scoring/queue?name=${NAME}`, `/v1/scoring/queue?name=${NAME}&limit=10`]);
}

/** The agent's newest scores, by name, by a session (spread over the agent), one score by id. */
function readLoad(ctx: BenchContext, sized: Sized) {
  const agent = encodeURIComponent(sized.agentId);
  const picks = Array.from({ length: 16 }, (_, i) => Math.floor(((i + 0.5) * sized.scores) / 16));
  const paths = picks.flatMap((i) => [
    `/v1/agents/${agent}/scores`,
    `/v1/agents/${agent}/scores?name=${NAME}`,
    `/v1/agents/${agent}/scores?session_id=${uuidOf("session", i)}`,
    `/v1/scores/${uuidOf("score", i)}?agent_id=${agent}`,
  ]);
  return getsInTurn(ctx.service.url, sized.owner.apiKey, paths);
}

async function measureReads(ctx: BenchContext, load: Omit<LoadOptions, "durationMs">, what: string): Promise<RoundsSummary> {
  await warmUp(load, ctx.options.warmupMs);
  const rounds: Round[] = [];
  for (let round = 0; round < (ctx.options.quick ? 1 : 3); round++) rounds.push(await measuredRound(load, ctx.options.roundMs / 2));
  const summary = summarizeRounds(rounds);
  if (summary.errors > 0) throw new Error(`K: ${summary.errors} ${what} requests failed: ${JSON.stringify(rounds.map((r) => r.failures))}`);
  return summary;
}

/** The queue must hold the skipped sessions first: a check that the seeding is what K measures. */
async function checkQueue(ctx: BenchContext, sized: Sized): Promise<void> {
  const res = await fetch(`${ctx.service.url}/v1/scoring/queue?name=${NAME}&limit=20`, {
    headers: { authorization: `Bearer ${sized.owner.apiKey}` },
  });
  const body = (await res.json()) as { sessions?: { session_id: string }[] };
  const stride = Math.floor((sized.scores + SKIPPED) / SKIPPED);
  const expected = Array.from({ length: SKIPPED }, (_, k) => uuidOf("session", k * stride + 7));
  const got = (body.sessions ?? []).slice(0, SKIPPED).map((s) => s.session_id);
  if (res.status !== 200 || JSON.stringify(got) !== JSON.stringify(expected))
    throw new Error(`K: the queue at ${count(sized.scores)} answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
}

// Score bodies built from a string template, as the record fixtures are: a fresh score_id each.
function scoreSource(sessions: Record<string, string>) {
  const template = JSON.stringify({
    score_id: "__ID__",
    session_id: "__SESSION__",
    name: NAME,
    value: 0.5,
    source: { kind: "llm", name: "judge" },
    client_ts_utc: 1767225600000,
  });
  const [head, middle, tail] = template.split(/__ID__|__SESSION__/) as [string, string, string];
  return (agentId: string) => head + randomUUID() + middle + sessions[agentId]! + tail;
}

function scoreLoads(url: string, apiKey: string, sessions: Record<string, string>) {
  const score = scoreSource(sessions);
  const agents = Object.keys(sessions);
  let next = 0;
  const headers = { authorization: `Bearer ${apiKey}`, "content-type": "application/json" };
  return {
    single: {
      url,
      headers,
      connections: CONNECTIONS,
      next: () => {
        const agentId = agents[next++ % agents.length]!;
        return { method: "POST", path: `/v1/scores?agent_id=${agentId}`, body: score(agentId) };
      },
      ok: (status: number) => status === 201,
    },
    batch: {
      url,
      headers,
      connections: CLIENTS,
      next: () => {
        const agentId = agents[next++ % agents.length]!;
        return {
          method: "POST",
          path: `/v1/scores:batch?agent_id=${agentId}`,
          body: `{"scores":[${Array.from({ length: BATCH }, () => score(agentId)).join(",")}]}`,
        };
      },
      ok: (status: number) => status === 200,
    },
  } satisfies Record<string, Omit<LoadOptions, "durationMs">>;
}

/** Scores against records of the same shape as the same agents, rounds alternating. */
async function ingest(ctx: BenchContext) {
  const owner = await createOwner(ctx.service, INGEST_AGENTS);
  const agentIds = INGEST_AGENTS.map((name) => owner.agents[name]!);
  const sessions: Record<string, string> = {};
  for (const agentId of agentIds) {
    const observing = recordOf("Observing");
    const acting = recordOf("Acting", observing.session_id);
    const res = await fetch(`${ctx.service.url}/v1/records:batch?agent_id=${agentId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ records: [observing, acting] }),
    });
    if (res.status !== 200) throw new Error(`K: a closed session was not stored: ${res.status} ${await res.text()}`);
    sessions[agentId] = observing.session_id;
  }
  const scores = scoreLoads(ctx.service.url, owner.apiKey, sessions);
  const pairs = {
    single: { scores: scores.single, records: singleRecordLoad(ctx.service.url, owner.apiKey, ...agentIds) },
    batch: { scores: scores.batch, records: batchLoad(ctx.service.url, owner.apiKey, agentIds) },
  };
  const result = {} as Record<keyof typeof pairs, { scores: RoundsSummary; records: RoundsSummary }>;
  for (const [shape, loads] of Object.entries(pairs) as [keyof typeof pairs, (typeof pairs)[keyof typeof pairs]][]) {
    await warmUp(loads.scores, ctx.options.warmupMs);
    await warmUp(loads.records, ctx.options.warmupMs);
    const rounds: { scores: Round[]; records: Round[] } = { scores: [], records: [] };
    for (let i = 0; i < ctx.options.rounds; i++) {
      rounds.scores.push(await measuredRound(loads.scores, ctx.options.roundMs, ctx.service.pid));
      rounds.records.push(await measuredRound(loads.records, ctx.options.roundMs, ctx.service.pid));
    }
    result[shape] = { scores: summarizeRounds(rounds.scores), records: summarizeRounds(rounds.records) };
    const errors = result[shape].scores.errors + result[shape].records.errors;
    if (errors > 0)
      throw new Error(
        `K: ${errors} ${shape} ingest requests failed: ${JSON.stringify([...rounds.scores, ...rounds.records].map((r) => r.failures))}`,
      );
  }
  return result;
}

const INGEST_TARGET = { of: "ratio", op: ">=", value: 0.8 } as const;
const FLAT_TARGET = { of: "ratio", op: "<=", value: 1.5 } as const;
const P95_TARGET = { of: "service", op: "<=", value: 50 } as const;

function readFigures(key: string, label: string, small: RoundsSummary, large: RoundsSummary, total: number): Figure[] {
  return [
    { key: `K.${key}_p50`, label: `K median of ${label}, ${count(total)} scores`, unit: "ms", service: large.p50Ms },
    { key: `K.${key}_p95`, label: `K p95 of the same, ${count(total)} scores`, unit: "ms", service: large.p95Ms, target: P95_TARGET },
    {
      key: `K.${key}_flat`,
      label: `K median ${key} read: ${count(total)} vs ${count(SMALL)} scores`,
      unit: "ms",
      service: large.p50Ms,
      ceiling: { label: `with ${count(SMALL)}`, value: small.p50Ms },
      target: FLAT_TARGET,
    },
  ];
}

export async function scoresScenario(ctx: BenchContext): Promise<ScenarioResult> {
  const total = ctx.options.scores;
  const start = Date.now() - 86_400_000;
  const ingested = await ingest(ctx);
  const sizes = [await seededOwner(ctx, SMALL, start), await seededOwner(ctx, total, start)] as const;
  const measured = [];
  for (const sized of sizes) {
    await checkQueue(ctx, sized);
    measured.push({
      queue: await measureReads(ctx, queueLoad(ctx, sized), "queue"),
      reads: await measureReads(ctx, readLoad(ctx, sized), "score read"),
    });
  }
  const [small, large] = measured as [(typeof measured)[0], (typeof measured)[0]];
  return {
    id: "K",
    title: "Scores",
    figures: [
      {
        key: "K.single_ingest",
        label: `K single-score ingest, POST /v1/scores, ${CONNECTIONS} connections`,
        unit: "req/s",
        service: ingested.single.scores.perSecond,
        ceiling: { label: "POST /v1/records, same agents", value: ingested.single.records.perSecond },
        target: INGEST_TARGET,
      },
      {
        key: "K.batch_ingest",
        label: `K ${BATCH}-score batches, POST /v1/scores:batch, ${CLIENTS} clients`,
        unit: "records/s",
        service: ingested.batch.scores.perSecond * BATCH,
        ceiling: { label: "POST /v1/records:batch, same agents", value: ingested.batch.records.perSecond * BATCH },
        target: INGEST_TARGET,
      },
      ...readFigures("queue", "the scoring queue (first page of 50, first page of 10)", small.queue, large.queue, total),
      ...readFigures("reads", "score reads in turn (newest, by name, by session, one by id)", small.reads, large.reads, total),
    ],
    notes: [
      `K: closed sessions seeded with one score of "${NAME}" each on all but the newest 5 % and ${SKIPPED} skipped ones; each size is an owner of its own.`,
      `K: ingest alternates ${ctx.options.rounds} round(s) of scores and of records as the same ${INGEST_AGENTS.length} agents; the figure for batches counts scores and records.`,
      ...(ctx.options.quick ? [`K: --quick seeds ${count(total)} scores; the target is for 1 M on PostgreSQL.`] : []),
    ],
    data: { ingested, small, large },
  };
}
