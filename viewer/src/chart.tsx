// A time-series chart drawn by uPlot (a small, well-kept canvas charting library; docs/decisions.md,
// "Dashboards in the viewer"): lines or bars over the dashboard's buckets, in UTC like every time
// the viewer shows, as wide as its box (it follows the box down to a 390 px phone), in the colours
// of the current theme. An estimate is drawn dashed and named as one in the legend.
import { useEffect, useRef } from "preact/hooks";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface Line {
  label: string;
  values: (number | null)[];
  /** Drawn dashed: an estimate, not a reported value. */
  estimate?: boolean;
  bars?: boolean;
}

// Distinct in light and dark mode alike (checked against both backgrounds).
const PALETTE = ["#3d7be0", "#d9822b", "#2e9e6a", "#c2417f", "#8a63d2", "#7a8699", "#b8a21b", "#1b9fb8"];
const colourOf = (index: number) => PALETTE[index % PALETTE.length]!;

const css = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
const utcDate = (ms: number) => uPlot.tzDate(new Date(ms), "Etc/UTC");

/** Time ticks in UTC, 24-hour, as the rest of the viewer writes times: the date where a day starts (and at the first tick). */
const timeTicks = (_u: uPlot, splits: number[]) =>
  splits.map((ms, i) => {
    const iso = new Date(ms).toISOString();
    const clock = iso.slice(11, 16);
    return i === 0 || clock === "00:00" ? `${iso.slice(5, 10)}${clock === "00:00" ? "" : `\n${clock}`}` : clock;
  });

/** As wide as the longest tick label (uPlot's fixed default cut "$0.0600" and "1 min 0 s"). */
function fitLabels(self: uPlot, values: string[] | null, axisIndex: number, cycle: number): number {
  const axis = self.axes[axisIndex]!;
  if (cycle > 1) return (axis as { _size?: number })._size ?? 50;
  const longest = (values ?? []).reduce((widest, value) => (value.length > widest.length ? value : widest), "");
  self.ctx.font = (axis.font as unknown as string[])[0]!;
  return Math.ceil((axis.ticks?.size ?? 10) + (axis.gap ?? 5) + self.ctx.measureText(longest).width / devicePixelRatio) + 4;
}

function options(props: { lines: Line[]; format: (value: number) => string; compact?: boolean }, width: number): uPlot.Options {
  const { compact } = props;
  const axis = { stroke: css("--muted"), grid: { stroke: css("--line"), width: 1 }, ticks: { stroke: css("--line"), width: 1 } };
  return {
    width,
    height: compact ? 44 : 170,
    ms: 1,
    tzDate: utcDate,
    cursor: compact ? { show: false } : { points: { size: 6 } },
    legend: { show: !compact },
    padding: compact ? [4, 2, 2, 2] : [8, 18, 0, 0],
    scales: { x: { time: true }, y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.08 : 1] } },
    axes: compact
      ? [{ show: false }, { show: false }]
      : [
          { ...axis, values: timeTicks, size: 44 },
          { ...axis, size: fitLabels, values: (_u, splits) => splits.map((value) => props.format(value)) },
        ],
    series: [
      { label: "UTC", value: (_u, ms) => (ms === null ? "" : new Date(ms).toISOString().slice(0, 16).replace("T", " ")) },
      ...props.lines.map((line, index): uPlot.Series => ({
        label: line.label,
        stroke: colourOf(index),
        width: compact ? 1.5 : 2,
        value: (_u, value) => (value === null ? "–" : props.format(value)),
        spanGaps: false,
        ...(line.estimate ? { dash: [6, 4] } : {}),
        ...(line.bars
          ? { paths: uPlot.paths.bars!({ size: [0.7, 40] }), fill: `${colourOf(index)}99` }
          : { points: { show: (u) => u.data[0].length <= 60 } }),
      })),
    ],
  };
}

/** The theme changed: the system's (prefers-color-scheme) or the toggle's (html[data-theme]). */
function onThemeChange(redraw: () => void): () => void {
  const media = matchMedia("(prefers-color-scheme: dark)");
  const observer = new MutationObserver(redraw);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  media.addEventListener("change", redraw);
  return () => {
    observer.disconnect();
    media.removeEventListener("change", redraw);
  };
}

export function TimeChart(props: {
  title: string;
  x: number[];
  lines: Line[];
  format: (value: number) => string;
  compact?: boolean;
  note?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current!;
    const data = [props.x, ...props.lines.map((line) => line.values)] as uPlot.AlignedData;
    let plot: uPlot | null = null;
    const draw = () => {
      plot?.destroy();
      plot = new uPlot(options(props, Math.max(120, target.clientWidth)), data, target);
    };
    draw();
    const resize = new ResizeObserver(() => {
      const width = Math.max(120, target.clientWidth);
      if (plot && Math.abs(plot.width - width) > 1) plot.setSize({ width, height: plot.height });
    });
    resize.observe(target);
    const stop = onThemeChange(draw);
    return () => {
      stop();
      resize.disconnect();
      plot?.destroy();
    };
  }, [props.x, props.lines, props.compact]);
  if (props.compact) return <div class="spark" ref={box} role="img" aria-label={props.title} />;
  return (
    <figure class="chart" aria-label={props.title}>
      <figcaption>
        {props.title}
        {props.note && <span class="muted"> · {props.note}</span>}
      </figcaption>
      <div class="chart-box" ref={box} />
    </figure>
  );
}
