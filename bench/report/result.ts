// What a scenario hands back: table rows (measurements and the figures judged against targets),
// notes for the reader, and its raw numbers for the results file.
import type { ScenarioId } from "../options.ts";

export interface Target {
  op: ">=" | "<=";
  value: number;
  unit?: string;
}

/** The targets of issue 15 (and earlier issues'), judged in PostgreSQL mode. */
export const TARGETS = {
  batchVsCeiling: { op: ">=", value: 1.0 },
  singleVsEcho: { op: ">=", value: 0.8 },
  singleVsNodeEcho: { op: ">=", value: 0.6 },
  singleVsNaive: { op: ">=", value: 2.0 },
  singleP99Ms: { op: "<=", value: 50, unit: "ms" },
  validationsPerSecond: { op: ">=", value: 300_000, unit: "/s" },
  pagingLargeVsSmall: { op: "<=", value: 1.2 },
  proofLargeVsSmall: { op: "<=", value: 1.2 },
  peakRssMb: { op: "<=", value: 200, unit: "MB" },
  embeddedFirstStartS: { op: "<=", value: 3, unit: "s" },
  embeddedRestartS: { op: "<=", value: 2, unit: "s" },
  embeddedPeakRssMb: { op: "<=", value: 300, unit: "MB" },
} as const satisfies Record<string, Target>;

export interface Row {
  label: string;
  /** The measurement as printed, unit included. */
  value: string;
  p50Ms?: number;
  p99Ms?: number;
  /** A figure judged against a target. */
  figure?: number;
  target?: Target;
}

export interface ScenarioResult {
  id: ScenarioId;
  title: string;
  rows: Row[];
  notes: string[];
  data: Record<string, unknown>;
}

export const met = (figure: number, target: Target) => (target.op === ">=" ? figure >= target.value : figure <= target.value);

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
export const count = (n: number) => grouped.format(n);
export const ratio = (n: number) => n.toFixed(2);
export const mb = (bytes: number | undefined) => (bytes === undefined ? "n/a" : `${(bytes / 2 ** 20).toFixed(0)} MB`);
