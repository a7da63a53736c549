// Progress of a long copy on stderr: on a terminal one line redrawn in place (count, rate,
// elapsed); otherwise (CI, a pipe, a log file) a plain line every few seconds and one at the end
// unless the last one already said it.
import { plural } from "./words.ts";
export interface Progress {
  add(count: number): void;
  /** Prints the final line. */
  done(summary?: string): void;
}

const REDRAW_MS = 100;
const PLAIN_EVERY_MS = 2_000;

export function progress(label: string, stream: NodeJS.WriteStream = process.stderr, now = () => Date.now()): Progress {
  const started = now();
  let count = 0;
  let lastShown = started;
  let shownCount: number | undefined;
  const line = () => {
    const seconds = Math.max((now() - started) / 1000, 0.001);
    const rate = Math.round(count / seconds);
    return `${label}: ${count.toLocaleString("en-US")} ${plural(count, "record")}, ${rate.toLocaleString("en-US")}/s, ${seconds.toFixed(1)} s`;
  };
  const show = (final: boolean) => {
    if (stream.isTTY) stream.write(`\r\x1b[2K${line()}${final ? "\n" : ""}`);
    else stream.write(`${line()}\n`);
    lastShown = now();
    shownCount = count;
  };
  return {
    add(n) {
      count += n;
      if (now() - lastShown >= (stream.isTTY ? REDRAW_MS : PLAIN_EVERY_MS)) show(false);
    },
    done(summary) {
      if (stream.isTTY || shownCount !== count) show(true);
      if (summary) stream.write(`${summary}\n`);
    },
  };
}
