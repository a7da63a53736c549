// Reads a V8 .cpuprofile and ranks self time: by function (name, file, line) and by where the
// code lives (a package, a file of ours, node internals, GC, idle).
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../processes/child.ts";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds on the monotonic clock process.hrtime reads. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Monotonic microseconds, the clock of a profile's timestamps. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

export interface Hotspot {
  name: string;
  where: string;
  selfMs: number;
  /** Share of the busy (non-idle) time. */
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  busyMs: number;
  functions: Hotspot[];
  areas: Hotspot[];
}

function shortUrl(url: string): string {
  const file = url.startsWith("file://") ? decodeURIComponent(new URL(url).pathname) : url;
  return file.startsWith(REPO_ROOT) ? path.relative(REPO_ROOT, file) : file;
}

/** Where a function lives: node_modules/<pkg>, our top-level folder/file, node:…, or a V8 pseudo-frame. */
function area(frame: CallFrame): string {
  const url = shortUrl(frame.url);
  if (url === "") return frame.functionName.startsWith("(") ? frame.functionName : "(native)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url.split("/")[0]!.replace(/^(node:internal).*/, "$1");
  return url;
}

function rank(selfByKey: Map<string, { name: string; where: string; us: number }>, busyUs: number, top: number): Hotspot[] {
  return [...selfByKey.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, top)
    .map((e) => ({ name: e.name, where: e.where, selfMs: e.us / 1000, share: e.us / busyUs }));
}

/** `window` (monotonic µs) keeps the samples taken under load, leaving out start-up and shutdown. */
export function summarizeProfile(file: string, window: { from: number; to: number }, top = 20): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= window.from && at <= window.to) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const functions = new Map<string, { name: string; where: string; us: number }>();
  const areas = new Map<string, { name: string; where: string; us: number }>();
  let totalUs = 0;
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!;
    totalUs += us;
    if (frame.functionName === "(idle)") {
      idleUs += us;
      continue;
    }
    // tsx-compiled files report line 1 (transpiled positions), so only packages keep a line.
    const file = shortUrl(frame.url);
    const where = file.includes("node_modules/") || file.startsWith("node:") ? `${file}:${frame.lineNumber + 1}` : file;
    const key = `${frame.functionName}@${where}`;
    const fn = functions.get(key) ?? { name: frame.functionName || "(anonymous)", where, us: 0 };
    fn.us += us;
    functions.set(key, fn);
    const a = area(frame);
    const entry = areas.get(a) ?? { name: a, where: "", us: 0 };
    entry.us += us;
    areas.set(a, entry);
  }
  if (totalUs === 0)
    throw new Error(`${file}: no samples between ${window.from} and ${window.to} µs (profile starts at ${profile.startTime})`);
  const busyUs = totalUs - idleUs;
  return { totalMs: totalUs / 1000, busyMs: busyUs / 1000, functions: rank(functions, busyUs, top), areas: rank(areas, busyUs, top) };
}

export function formatProfile(summary: ProfileSummary): string {
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  const lines = [
    `busy ${(summary.busyMs / 1000).toFixed(1)} s of ${(summary.totalMs / 1000).toFixed(1)} s under load (main thread)`,
    "",
    "| self time by area | share of busy |",
    "|---|---:|",
    ...summary.areas.map((a) => `| ${a.name} | ${pct(a.share)} |`),
    "",
    "| function | where | share of busy |",
    "|---|---|---:|",
    ...summary.functions.map((f) => `| ${f.name} | ${f.where} | ${pct(f.share)} |`),
  ];
  return lines.join("\n");
}
