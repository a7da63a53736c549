// Live updates by polling with backoff: every 2 s while something changes, doubling while nothing
// does or the service fails, up to a ceiling; nothing at all while the tab is hidden, and a check
// at once when it shows again.
import { useEffect, useRef } from "preact/hooks";

export const POLL_MIN_MS = 2_000;
/** The live views' ceiling: a record that arrives after a quiet spell shows within it (issue 39). */
export const LIVE_MAX_MS = 5_000;
/** A check that waits on something slow (checkpoints are cut every 60 s by default) backs off further. */
export const SLOW_MAX_MS = 30_000;

/** The wait before the next check. */
const nextWait = (wait: number, changed: boolean, maxMs: number) => (changed ? POLL_MIN_MS : Math.min(wait * 2, maxMs));

/**
 * Calls `check` repeatedly; it answers whether anything changed. Restarts when `deps` change, so
 * `deps` name what the check is about, never the state each check sets (a restart starts the
 * backoff over).
 */
export function usePoll(check: () => Promise<boolean>, deps: readonly unknown[], maxMs = LIVE_MAX_MS): void {
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    let wait = POLL_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = false;
    const tick = async () => {
      running = true;
      let changed = false;
      try {
        changed = await latest.current();
      } catch {
        changed = false;
      }
      running = false;
      wait = nextWait(wait, changed, maxMs);
      schedule();
    };
    // A hidden tab asks nothing; showing it again checks at once (wake).
    const schedule = () => {
      if (!stopped && !document.hidden) timer = setTimeout(() => void tick(), wait);
    };
    const wake = () => {
      clearTimeout(timer);
      if (document.hidden || running) return;
      wait = POLL_MIN_MS;
      void tick();
    };
    schedule();
    document.addEventListener("visibilitychange", wake);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", wake);
    };
  }, deps);
}
