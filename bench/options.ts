// Command line of `npm run bench`: which scenarios, how long, whether to profile.
export const SCENARIOS = ["A", "B", "C", "D", "E", "P", "R", "W"] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

export interface BenchOptions {
  quick: boolean;
  only: ReadonlySet<ScenarioId>;
  /** Run B once more with `--cpu-prof` on the service and summarise the profile. */
  profile: boolean;
  /** Measured seconds per round, after a warm-up of warmupMs. */
  roundMs: number;
  warmupMs: number;
  /** Rounds per comparison; service and ceilings alternate round by round so drift hits both. */
  rounds: number;
  /** Records of the large trace in D (1 M in a full run on PostgreSQL). */
  largeTrace: number;
  /** Leaves of the large log in P (1 M in a full run). */
  largeLog: number;
}

const USAGE = `usage: npm run bench -- [--quick] [--only A,B,C,D,E,P,R,W] [--profile]
  A batch ingest vs raw database   B single-record ingest vs echo and naive peer
  C SDK local validation           D trace paging 10 k vs 1 M
  E embedded default: first start, restart and memory of npm start on PGlite
  P proof cost: inclusion and consistency proofs in a log of 1 k vs 1 M leaves
  W group-commit window trade-off (B under INGEST_WINDOW_MS / INGEST_CONCURRENCY variants)`;

export function parseOptions(argv: readonly string[]): BenchOptions {
  let quick = false;
  let profile = false;
  let only: Set<ScenarioId> = new Set(SCENARIOS);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--quick") quick = true;
    else if (arg === "--profile") profile = true;
    else if (arg === "--only" || arg.startsWith("--only=")) {
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
  return quick
    ? { quick, only, profile, roundMs: 3_000, warmupMs: 1_000, rounds: 1, largeTrace: 200_000, largeLog: 100_000 }
    : { quick, only, profile, roundMs: 5_000, warmupMs: 2_000, rounds: 3, largeTrace: 1_000_000, largeLog: 1_000_000 };
}
