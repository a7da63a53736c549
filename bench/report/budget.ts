// What stands in the way of a missed throughput target, from the run's own figures. The service,
// PostgreSQL and the load generator share this machine's cores, so throughput follows the CPU a
// unit of work costs: a target's rate leaves at most cores ÷ rate of CPU per unit, with every core
// busy and none left for the load generator. The note sets that beside what the service and its
// PostgreSQL backends spent per unit in the same run (docs/performance.md, "Where the targets stand").
import os from "node:os";
import { met, type Figure } from "./result.ts";

export interface CpuSpent {
  /** µs of the service process's CPU per unit. */
  service: number;
  /** µs of its PostgreSQL backends' CPU per unit (NaN when not measured, e.g. on PGlite). */
  database: number;
}

/** The note for `figure` (a rate against a ceiling, its target a ratio) when it missed; else none. */
export function cpuBudgetNote(name: string, figure: Figure, unit: string, spent: CpuSpent, cores = os.cpus().length): string[] {
  if (met(figure) !== false || figure.target?.of !== "ratio" || !figure.ceiling) return [];
  const rate = figure.target.value * figure.ceiling.value;
  const budget = (cores * 1e6) / rate;
  const parts = [
    `service ${spent.service.toFixed(1)}`,
    ...(Number.isNaN(spent.database) ? [] : [`PostgreSQL ${spent.database.toFixed(1)}`]),
  ];
  const total = spent.service + (Number.isNaN(spent.database) ? 0 : spent.database);
  return [
    `${name}: ${figure.target.value} × the ceiling is ${Math.round(rate).toLocaleString("en-US")} ${figure.unit}, which leaves at most ` +
      `${budget.toFixed(1)} µs of CPU per ${unit} on ${cores} cores (all busy, none for the load generator); ` +
      `this run spent ${total.toFixed(1)} µs (${parts.join(" + ")}).`,
  ];
}
