// What a child process used while a scenario ran, from /proc (Linux): its peak resident memory
// (VmRSS sampled; VmHWM is the kernel's high-water mark over the whole life of the process) and
// its CPU time, which stays meaningful on a busy machine where throughput does not.
import fs from "node:fs";

function statusField(pid: number, field: "VmRSS" | "VmHWM"): number | undefined {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined; // no /proc (not Linux) or the process is gone
  }
}

// utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (USER_HZ, 100 on Linux).
const TICKS_PER_SECOND = 100;
export function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export interface Usage {
  peakRssBytes: number | undefined;
  highWaterBytes: number | undefined;
  cpuSeconds: number | undefined;
}

export interface UsageSampler {
  stop(): Usage;
}

const SAMPLE_MS = 100;

export function sampleUsage(pid: number): UsageSampler {
  let peak: number | undefined;
  const take = () => {
    const rss = statusField(pid, "VmRSS");
    if (rss !== undefined) peak = Math.max(peak ?? 0, rss);
  };
  const cpuBefore = cpuSeconds(pid);
  take();
  const timer = setInterval(take, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      const cpuAfter = cpuSeconds(pid);
      return {
        peakRssBytes: peak,
        highWaterBytes: statusField(pid, "VmHWM"),
        cpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
      };
    },
  };
}

// Children of a process, from /proc/<pid>/task/<tid>/children (Linux).
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Resident memory of one process (0 when it is gone). */
export const rssBytes = (pid: number): number => statusField(pid, "VmRSS") ?? 0;

/** Resident memory of a process and all its descendants (a command such as `npm start` is a tree). */
export function treeRssBytes(pid: number): number {
  let total = 0;
  for (const queue = [pid]; queue.length > 0;) {
    const next = queue.pop()!;
    total += statusField(next, "VmRSS") ?? 0;
    queue.push(...childrenOf(next));
  }
  return total;
}

/** Samples a process tree's resident memory until stopped; answers the peak. */
export function sampleTreeRss(pid: number): { stop(): number } {
  let peak = treeRssBytes(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssBytes(pid))), SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRssBytes(pid));
    },
  };
}
