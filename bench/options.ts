// Command line of `npm run bench`: which scenarios, how long, whether to profile.
export const SCENARIOS = ["A", "B", "C", "D", "E", "F", "G", "K", "L", "O", "P", "Q", "R", "S", "T", "W"] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

export interface BenchOptions {
  quick: boolean;
  only: ReadonlySet<ScenarioId>;
  /** Run A's, B's or T's load once more with `--cpu-prof` on the service and summarise the profile. */
  profile: "A" | "B" | "T" | undefined;
  /** Results file to compare this run with (default: bench/results/latest.json as it was). */
  baseline: string | undefined;
  /** Measured seconds per round, after a warm-up of warmupMs. */
  roundMs: number;
  warmupMs: number;
  /** Rounds per comparison; service and ceilings alternate round by round so drift hits both. */
  rounds: number;
  /** Records of the large trace in D (1 M in a full run on PostgreSQL). */
  largeTrace: number;
  /** Leaves of the large log in P (1 M in a full run). */
  largeLog: number;
  /** Records in all, over 100 agents, that S measures search and the session list at (1 M in a full run; `--records N`). */
  searchRecords: number;
  /** Records of the agent whose stats G reads (1 M in a full run, 100 k in --quick). */
  statsRecords: number;
  /** Scores K measures the queue and score reads at (1 M in a full run, 100 k in --quick). */
  scores: number;
}

const USAGE = `usage: npm run bench -- [--quick] [--only A,B,C,D,E,F,G,K,L,O,P,Q,R,S,T,W] [--profile[=A|B|T]] [--baseline <results.json>] [--records N]
  A batch ingest vs raw database   B single-record ingest vs echo and naive peer
  C SDK local validation           D trace paging 10 k vs 1 M
  E embedded default: first start, restart and memory of scripts/start.sh (npm start without npm) on PGlite
  F trace reads served by a streaming standby, 1 vs 2 replicas (a primary and standby of its own; root; not in --quick unless named)
  G stats reads at 10 k vs 1 M records of one agent over 90 days; ingest of T's realistic text with the rollups vs STATS_ROLLUP=off
  K scores: single and 50-score ingest vs records of the same shape; the scoring queue and score reads at 10 k vs 1 M scores
  L blobs: a 200 MB upload and download (MB/s, service RSS growth), 1,000 concurrent 64 KB uploads
  O OTLP ingest of 50-span requests vs records:batch of the same records
  P proof and tile cost: inclusion and consistency proofs and full-tile reads in a log of 1 k vs 1 M leaves
  Q SDK enqueue cost: what background enqueue adds to local validation in TS, Python and Go, with and without a spool
  R 1 vs 2 replicas on one PostgreSQL (B's and A's loads)
  S search by a word and the session list: one agent's 10 k records with 10 k vs 1 M records in all
    (--records N: N in all instead, over 100 agents; with S's ingest with search indexing vs SEARCH_INDEX=off)
  T realistic text (each record its own prose), one agent: vs the raw INSERT and vs SEARCH_INDEX=off; how soon a record is indexed
  W group-commit window trade-off (B under INGEST_WINDOW_MS / INGEST_CONCURRENCY variants; not in --quick unless named)
  --quick: one short round per comparison, the large trace at 50 k and the large log at 20 k: under a minute`;

// W starts a service per setting and sweeps them, F a PostgreSQL pair: --quick leaves them out unless asked.
const QUICK_DEFAULT = SCENARIOS.filter((id) => id !== "W" && id !== "F");

export function parseOptions(argv: readonly string[]): BenchOptions {
  let quick = false;
  let profile: BenchOptions["profile"];
  let baseline: string | undefined;
  let only: Set<ScenarioId> | undefined;
  let records: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--quick") quick = true;
    else if (arg === "--profile" || arg.startsWith("--profile=")) {
      const load = arg === "--profile" ? "B" : arg.slice("--profile=".length).toUpperCase();
      if (load !== "A" && load !== "B" && load !== "T") throw new Error(`--profile takes A, B or T\n${USAGE}`);
      profile = load;
    } else if (arg === "--baseline") {
      baseline = argv[++i];
      if (!baseline) throw new Error(`--baseline needs a results file\n${USAGE}`);
    } else if (arg === "--records" || arg.startsWith("--records=")) {
      const value = arg === "--records" ? argv[++i] : arg.slice("--records=".length);
      records = Number(value);
      if (!Number.isSafeInteger(records) || records < 20_000) throw new Error(`--records takes a whole number of at least 20000\n${USAGE}`);
    } else if (arg === "--only" || arg.startsWith("--only=")) {
      const list = arg === "--only" ? argv[++i] : arg.slice("--only=".length);
      only = new Set(
        (list ?? "").split(",").map((s) => {
          const id = s.trim().toUpperCase();
          if (!(SCENARIOS as readonly string[]).includes(id)) throw new Error(`unknown scenario ${JSON.stringify(s)}\n${USAGE}`);
          return id as ScenarioId;
        }),
      );
    } else if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown argument ${JSON.stringify(arg)}\n${USAGE}`);
  }
  const chosen = only ?? new Set(quick ? QUICK_DEFAULT : SCENARIOS);
  return quick
    ? {
        quick,
        only: chosen,
        profile,
        baseline,
        roundMs: 1_500,
        warmupMs: 500,
        rounds: 1,
        largeTrace: 50_000,
        largeLog: 20_000,
        searchRecords: records ?? 50_000,
        statsRecords: 100_000,
        scores: 100_000,
      }
    : {
        quick,
        only: chosen,
        profile,
        baseline,
        roundMs: 5_000,
        warmupMs: 2_000,
        rounds: 3,
        largeTrace: 1_000_000,
        largeLog: 1_000_000,
        searchRecords: records ?? 1_000_000,
        statsRecords: 1_000_000,
        scores: 1_000_000,
      };
}
