// Live updates by polling with backoff: every 2 s while something changes, doubling up to 30 s
// while nothing does or the service fails, and paused while the tab is hidden.
import { useEffect, useRef } from "preact/hooks";

export const POLL_MIN_MS = 2_000;
export const POLL_MAX_MS = 30_000;

/** Calls `check` repeatedly; it answers whether anything changed. Restarts when `deps` change. */
export function usePoll(check: () => Promise<boolean>, deps: readonly unknown[]): void {
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    let wait = POLL_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      if (document.hidden) return schedule();
      let changed = false;
      try {
        changed = await latest.current();
      } catch {
        changed = false;
      }
      wait = changed ? POLL_MIN_MS : Math.min(wait * 2, POLL_MAX_MS);
      schedule();
    };
    const schedule = () => {
      if (!stopped) timer = setTimeout(() => void tick(), wait);
    };
    const wake = () => {
      if (document.hidden) return;
      clearTimeout(timer);
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
