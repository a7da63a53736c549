// A background job in rounds: one every `intervalMs`, each starting only after the previous one
// ended, so a slow round never overlaps the next; a failed round is reported and the next retries.
export interface Rounds {
  /** Whether stop() was called: a long round checks it between steps. */
  readonly stopped: boolean;
  /** Stops scheduling and waits for the round in progress. */
  stop(): Promise<void>;
}

export function everyInterval(intervalMs: number, round: () => Promise<void>, onFailure: (error: unknown) => void): Rounds {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().catch(onFailure).finally(schedule);
    }, intervalMs);
    timer.unref();
  }
  if (intervalMs > 0) schedule();
  return {
    get stopped() {
      return stopped;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
