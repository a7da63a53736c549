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

/**
 * Rounds that hand `each` every agent `list` names (those with work waiting), a page at a time in
 * agent order: the background catch-up of the log integrator and of the search indexer.
 */
export function agentRounds(
  intervalMs: number,
  page: number,
  list: (afterAgentId: string, limit: number) => Promise<string[]>,
  each: (agentIds: string[]) => Promise<unknown>,
  onFailure: (error: unknown) => void,
): Rounds {
  const rounds = everyInterval(
    intervalMs,
    async () => {
      for (let after = ""; !rounds.stopped;) {
        const agentIds = await list(after, page);
        if (agentIds.length > 0) await each(agentIds);
        if (agentIds.length < page) return;
        after = agentIds[agentIds.length - 1]!;
      }
    },
    onFailure,
  );
  return rounds;
}
