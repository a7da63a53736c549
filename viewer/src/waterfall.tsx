// The duration waterfall: each step of a session as a bar on a time axis of its own, beside the
// step's line. A record knows when its step ended (client_ts_utc: the SDK stamps it at submit,
// when the step is done) and how long it took (duration_ms), so the bar runs from end − duration
// to end; a record without duration_ms is a mark at its end. (Bars started at client_ts_utc drew
// a session submitted in 318 ms spread over 7.3 s; issue 39.)
import type { StoredRecord } from "./api.ts";
import { clock, duration, durationOf, stepTimes } from "./format.ts";

export interface Axis {
  begin: number;
  span: number;
  /** Tick marks: where (0–1 of the axis) and what they read. */
  ticks: { at: number; label: string }[];
}

const STEPS = [1, 2, 5];

/** A round step giving at most `count` intervals over `span` ms. */
function tickStep(span: number, count: number): number {
  for (let scale = 1; ; scale *= 10) for (const step of STEPS) if (step * scale * count >= span) return step * scale;
}

/** A tick's label: time since the first step began, as short as it reads. */
function offset(ms: number): string {
  if (ms === 0) return "0";
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${ms / 1000} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

/** The session's axis, or null when no record carries duration_ms (no waterfall then). */
export function waterfall(records: readonly StoredRecord[]): Axis | null {
  if (!records.some((record) => durationOf(record) !== undefined)) return null;
  let begin = Infinity,
    end = -Infinity;
  for (const record of records) {
    const step = stepTimes(record);
    begin = Math.min(begin, step.start);
    end = Math.max(end, step.end);
  }
  const span = Math.max(1, end - begin);
  const step = tickStep(span, 4);
  const ticks: Axis["ticks"] = [];
  for (let at = 0; at <= span; at += step) ticks.push({ at: at / span, label: offset(at) });
  return { begin, span, ticks };
}

/** The axis above the rows, in the same column as their bars. */
export function WaterfallAxis(props: { axis: Axis }) {
  return (
    <div class="waterfall-head" data-waterfall-axis>
      <span
        class="muted waterfall-caption"
        title="Each step ends when the agent sent it (client_ts_utc) and began its duration_ms before; the axis counts from the first step's start"
      >
        time since the first step began
      </span>
      <span class="waterfall-track axis" aria-hidden="true">
        {props.axis.ticks.map((tick) => (
          <span key={tick.label} class="tick" style={{ left: `${tick.at * 100}%` }} data-tick={tick.label}>
            {tick.label}
          </span>
        ))}
      </span>
    </div>
  );
}

/** One record's bar, in its row. */
export function Waterfall(props: { axis: Axis; record: StoredRecord }) {
  const { axis } = props;
  const step = stepTimes(props.record);
  const left = (step.start - axis.begin) / axis.span;
  const width = (step.end - step.start) / axis.span;
  const title =
    step.took === undefined
      ? `sent at ${clock(step.end)}; no duration recorded`
      : `${clock(step.start)} → ${clock(step.end)}, ${duration(step.took)}`;
  return (
    <span class="waterfall-track" title={title}>
      {axis.ticks.map((tick) => (
        <span key={tick.label} class="gridline" style={{ left: `${tick.at * 100}%` }} />
      ))}
      <span
        class={step.took === undefined ? "bar mark" : "bar"}
        data-bar-start={step.start - axis.begin}
        data-bar-ms={step.took ?? 0}
        style={{ left: `${left * 100}%`, width: step.took === undefined ? undefined : `max(2px, ${width * 100}%)` }}
      />
    </span>
  );
}
