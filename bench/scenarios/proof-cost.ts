// P. Proof and tile cost: median latency of GET /v1/records/{id}/proof, GET …/consistency and
// GET …/log/tile/… (full level-0 hash tiles and entry bundles, c2sp.org/tlog-tiles) in an agent's
// log of 1 k leaves and in one of 1 M (seeded in bulk with direct store writes, then given their
// leaves as the migration does), one request at a time; figure: large / small. Flat means
// O(log n) node reads for a proof and one 256-row range read for a tile.
import { AGENTS, type BenchContext } from "../context.ts";
import { markIndexed, seedTrace, seededRecordId } from "../fixtures/seed-trace.ts";
import type { LoadOptions } from "../load/http-load.ts";
import { TARGETS, count, type Figure, type ScenarioResult } from "../report/result.ts";
import { catchUpLog } from "../../server/log/append.ts";
import { TILE_WIDTH, formatTilePath } from "../../server/log/tiles.ts";
import { logStores } from "../../server/store/log-store.ts";
import { getsInTurn, measuredRound, summarizeRounds, warmUp, type Round, type RoundsSummary } from "./measure.ts";

const SMALL = 1_000;
const TARGETS_PER_LOG = 64;
const ALTERNATIONS = 6;

interface Log {
  id: string;
  size: number;
}

/** Leaf positions spread over the whole log. */
const positions = (size: number) => Array.from({ length: TARGETS_PER_LOG }, (_, k) => Math.floor(((size - 1) * k) / (TARGETS_PER_LOG - 1)));

const KINDS = ["inclusion", "consistency", "tile"] as const;
type Kind = (typeof KINDS)[number];

/** The full tile holding the leaf at `position` (the last full one past it): a hash tile or, every other, its entry bundle. */
function tileAt(log: Log, position: number, k: number): string {
  const index = Math.min(Math.floor(position / TILE_WIDTH), Math.floor(log.size / TILE_WIDTH) - 1);
  return `/v1/agents/${log.id}/log/tile/${formatTilePath({ level: k % 2 === 0 ? 0 : "entries", index, width: null })}`;
}

function proofLoad(ctx: BenchContext, log: Log, kind: Kind): Omit<LoadOptions, "durationMs"> {
  const paths = positions(log.size).map((position, k) =>
    kind === "inclusion"
      ? `/v1/records/${seededRecordId(log.id, position)}/proof?agent_id=${log.id}`
      : kind === "consistency"
        ? `/v1/agents/${log.id}/consistency?first=${position + 1}&second=${log.size}`
        : tileAt(log, position, k),
  );
  return getsInTurn(ctx.service.url, ctx.owner.apiKey, paths);
}

async function checkpoint(ctx: BenchContext, log: Log): Promise<void> {
  const res = await fetch(`${ctx.service.url}/v1/agents/${log.id}/checkpoints`, {
    method: "POST",
    headers: { authorization: `Bearer ${ctx.owner.apiKey}` },
  });
  const body = (await res.json()) as { tree_size?: number };
  // 200: the service's interval cutter got there first, which is as good.
  if (![200, 201].includes(res.status) || body.tree_size !== log.size)
    throw new Error(`P: checkpoint of ${log.size} came back wrong: ${res.status} ${JSON.stringify(body)}`);
}

export async function proofCost(ctx: BenchContext): Promise<ScenarioResult> {
  const small: Log = { id: ctx.owner.agents[AGENTS.smallLog]!, size: SMALL };
  const large: Log = { id: ctx.owner.agents[AGENTS.largeLog]!, size: ctx.options.largeLog };
  const started = performance.now();
  await ctx.withDatabase(async (db) => {
    for (const log of [small, large]) {
      await seedTrace(db, log.id, log.size);
      await catchUpLog(logStores(db).records, log.id);
      await markIndexed(db, log.id);
    }
    // Not analysed on purpose: the proof queries must not depend on fresh statistics (a log
    // loaded in bulk, as migration 0003 does for existing records, has none until autovacuum).
  });
  const seedSeconds = (performance.now() - started) / 1000;
  for (const log of [small, large]) await checkpoint(ctx, log);

  const summaries: Record<Kind, [RoundsSummary, RoundsSummary]> = {} as never;
  const alternations = ctx.options.quick ? 3 : ALTERNATIONS; // --quick stays under a minute
  for (const kind of KINDS) {
    const loads = [small, large].map((log) => proofLoad(ctx, log, kind));
    for (const load of loads) await warmUp(load, ctx.options.warmupMs);
    const rounds: Round[][] = [[], []];
    // Short rounds alternating between the two logs, so drift on a busy machine hits both alike.
    for (let round = 0; round < alternations; round++) {
      for (const [i, load] of loads.entries())
        rounds[i]!.push(await measuredRound(load, ctx.options.roundMs / (ctx.options.quick ? 4 : 2)));
    }
    summaries[kind] = rounds.map(summarizeRounds) as [RoundsSummary, RoundsSummary];
    const errors = summaries[kind][0].errors + summaries[kind][1].errors;
    if (errors > 0) throw new Error(`P: ${errors} ${kind} requests failed`);
  }
  const largeLabel = large.size >= 1_000_000 ? `${large.size / 1_000_000} M` : `${large.size / 1_000} k`;
  const figures = KINDS.flatMap((kind): Figure[] => {
    const [s, l] = summaries[kind];
    if (kind === "tile") {
      return [
        {
          key: "P.tile_read",
          label: `P median full-tile read, log of ${largeLabel}`,
          unit: "ms",
          service: l.p50Ms,
          ceiling: { label: "log of 1 k", value: s.p50Ms },
          target: TARGETS.tileLargeVsSmall,
        },
        {
          key: "P.tile_read_p99",
          label: `P p99 full-tile read, log of ${largeLabel}`,
          unit: "ms",
          service: l.p99Ms,
          ceiling: { label: "log of 1 k", value: s.p99Ms },
        },
      ];
    }
    return [
      {
        key: `P.${kind}_proof`,
        label: `P median ${kind} proof, log of ${largeLabel}`,
        unit: "ms",
        service: l.p50Ms,
        ceiling: { label: "log of 1 k", value: s.p50Ms },
        target: TARGETS.proofLargeVsSmall,
      },
      {
        key: `P.${kind}_proof_p99`,
        label: `P p99 ${kind} proof, log of ${largeLabel}`,
        unit: "ms",
        service: l.p99Ms,
        ceiling: { label: "log of 1 k", value: s.p99Ms },
      },
    ];
  });
  return {
    id: "P",
    title: "Proof and tile cost",
    figures,
    notes: [
      `P: seeded ${count(SMALL)} + ${count(large.size)} records and built their logs in ${seedSeconds.toFixed(1)} s; ` +
        `proofs requested one at a time for ${TARGETS_PER_LOG} leaves spread over each log (consistency from each to the full size), ` +
        `tiles: the full level-0 hash tile or entry bundle (alternately) holding each of those leaves; ` +
        `${alternations} rounds alternating between the logs (medians of the rounds' medians).`,
      ...(large.size < 1_000_000 ? [`P: the large log is scaled to ${count(large.size)} leaves (--quick); the target is for 1 M.`] : []),
    ],
    data: {
      small: { size: SMALL, ...summaries.inclusion[0] },
      large: { size: large.size, ...summaries.inclusion[1] },
      consistency: summaries.consistency,
      tiles: summaries.tile,
      seedSeconds,
    },
  };
}
