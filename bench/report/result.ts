// What a scenario hands back: figures (each measurement next to the ceiling it is held against,
// measured in the same run, and their ratio), notes for the reader, and its raw numbers.
import type { ScenarioId } from "../options.ts";

export interface Target {
  /** What the target is on: the ratio to the ceiling, or the service's own figure. */
  of: "ratio" | "service";
  op: ">=" | "<=";
  value: number;
}

/** The targets of issue 15 (and earlier issues'), judged in PostgreSQL mode. */
export const TARGETS = {
  // Issue 26: spread over 8 agents, and all as one agent (whose log sequence takes turns).
  batchVsCeiling: { of: "ratio", op: ">=", value: 0.8 },
  batchOneAgentVsCeiling: { of: "ratio", op: ">=", value: 0.6 },
  singleVsEcho: { of: "ratio", op: ">=", value: 0.8 },
  otlpVsBatch: { of: "ratio", op: ">=", value: 0.8 },
  singleVsNodeEcho: { of: "ratio", op: ">=", value: 0.5 },
  singleVsNaive: { of: "ratio", op: ">=", value: 2.0 },
  singleP99Ms: { of: "service", op: "<=", value: 50 },
  validationsPerSecond: { of: "service", op: ">=", value: 1_000_000 },
  pagingLargeVsSmall: { of: "ratio", op: "<=", value: 1.2 },
  proofLargeVsSmall: { of: "ratio", op: "<=", value: 1.2 },
  tileLargeVsSmall: { of: "ratio", op: "<=", value: 1.2 },
  peakRssMb: { of: "service", op: "<=", value: 200 },
  embeddedFirstStartS: { of: "service", op: "<=", value: 3 },
  embeddedRestartS: { of: "service", op: "<=", value: 2 },
  embeddedPeakRssMb: { of: "service", op: "<=", value: 300 },
  // Issue 23: what background enqueue adds on the caller's thread to local validation.
  enqueueOverValidationUs: { of: "service", op: "<=", value: 5 },
  enqueueOverValidationPythonUs: { of: "service", op: "<=", value: 30 },
} as const satisfies Record<string, Target>;

export type Unit = "records/s" | "req/s" | "validations/s" | "ms" | "µs" | "MB" | "s" | "MB/s" | "count";

export interface Figure {
  /** Stable name in the results file's summary, e.g. "A.batch_ingest": compare runs by it. */
  key: string;
  /** What was measured; for a comparison, "… vs <ceiling>". */
  label: string;
  unit: Unit;
  /** The service's figure (NaN when it could not be measured). */
  service: number;
  /** The same measurement of the ceiling or reference, in the same run. */
  ceiling?: { label: string; value: number };
  target?: Target;
}

export interface ScenarioResult {
  id: ScenarioId;
  title: string;
  figures: Figure[];
  notes: string[];
  data: Record<string, unknown>;
}

/** service / ceiling, when there is a ceiling. */
export const ratioOf = (figure: Figure): number | undefined => (figure.ceiling ? figure.service / figure.ceiling.value : undefined);

/** Whether the figure meets its target; undefined without a target or a measurement. */
export function met(figure: Figure): boolean | undefined {
  const { target } = figure;
  if (!target) return undefined;
  const judged = target.of === "ratio" ? ratioOf(figure) : figure.service;
  if (judged === undefined || Number.isNaN(judged)) return undefined;
  return target.op === ">=" ? judged >= target.value : judged <= target.value;
}

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
export const count = (n: number) => grouped.format(n);
export const ratio = (n: number) => n.toFixed(2);
export const mb = (bytes: number | undefined) => (bytes === undefined ? "n/a" : `${(bytes / 2 ** 20).toFixed(0)} MB`);
export const toMb = (bytes: number | undefined) => (bytes === undefined ? NaN : bytes / 2 ** 20);

/** A value with its unit, as the table prints it. */
export function formatValue(value: number, unit: Unit): string {
  if (Number.isNaN(value)) return "n/a";
  switch (unit) {
    case "ms":
    case "µs":
      return `${value.toFixed(value < 10 ? 2 : 1)} ${unit}`;
    case "s":
      return `${value.toFixed(2)} s`;
    case "MB":
      return `${value.toFixed(0)} MB`;
    default:
      return `${count(value)} ${unit}`;
  }
}
