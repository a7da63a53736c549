// One chaos round's plan of kills, apart from what the round checks afterwards (run.ts): the
// service is killed and restarted at fixed shares of the records enqueued and the client is
// SIGKILLed once, then started again from where it was; a client silent too long is stopped.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

export interface ClientResult {
  acked: number;
  duplicates: number;
  failed: number;
  maxSeen: number;
}

export interface ClientRun {
  child: ChildProcess;
  /** The client's done line; undefined when it was SIGKILLed. */
  done: Promise<ClientResult | undefined>;
}

/** Starts a client; `onProgress(enqueued, maxQueuedBytes)` hears each progress line. */
export function startClient(
  command: { cmd: string; args: string[] },
  env: Record<string, string>,
  onProgress: (n: number, maxSeen: number) => void,
): ClientRun {
  const child = spawn(command.cmd, command.args, { cwd: REPO, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  let pending = "";
  let done: ClientResult | undefined;
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      const [word, ...numbers] = line.trim().split(" ");
      const n = numbers.map(Number);
      if (word === "progress") onProgress(n[0]!, n[1]!);
      else if (word === "done") done = { acked: n[0]!, duplicates: n[1]!, failed: n[2]!, maxSeen: n[3]! };
    }
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    done: exited.then(({ code, signal }) => {
      if (signal === "SIGKILL") return undefined;
      if (code !== 0) throw new Error(`the client exited with ${code ?? signal}`);
      if (done === undefined) throw new Error("the client exited without its done line");
      return done;
    }),
  };
}

export interface RoundPlan {
  total: number;
  /** Shares of `total` enqueued at which the service is killed and restarted. */
  serviceKillsAt: readonly number[];
  /** Share of `total` enqueued at which the client is SIGKILLed. */
  clientKillAt: number;
  /** A client silent this long (no progress line, no exit) is stuck. */
  silenceMs: number;
  /** Starts a client that enqueues from record `from`; `onProgress(enqueued, maxQueuedBytes)` hears each progress line. */
  startClient(from: number, onProgress: (n: number, maxSeen: number) => void): ClientRun;
  /** Kills the service and starts it again; a rejection fails the round. */
  restartService(enqueued: number): Promise<void>;
  say(line: string): void;
}

export interface RoundOutcome {
  result: ClientResult;
  maxSeen: number;
  /** Records enqueued at each service kill, and at the client's. */
  serviceKills: number[];
  clientKilledAt: number | undefined;
}

/** Runs the client through the plan's kills; rejects when a restart fails or the client is stuck or killed unplanned. */
export async function runRound(plan: RoundPlan): Promise<RoundOutcome> {
  const { total } = plan;
  const started = Date.now();
  let maxSeen = 0;
  const serviceKills: number[] = [];
  let restarting: Promise<void> = Promise.resolve();
  let clientKilledAt: number | undefined;
  let run: ClientRun;
  // A round takes minutes: say where it is, so that a slow round is told from a stuck one.
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  let lastNews = Date.now();
  let reported = 0;
  const onProgress = (n: number, seen: number) => {
    lastNews = Date.now();
    maxSeen = Math.max(maxSeen, seen);
    if (n >= reported + total / 10 || n === total) {
      reported = n;
      plan.say(`${n} of ${total} enqueued, queue at most ${seen} bytes, ${elapsed()}${n === total ? "; the client flushes" : ""}`);
    }
    const due = plan.serviceKillsAt[serviceKills.length];
    if (due !== undefined && n >= due * total) {
      serviceKills.push(n);
      restarting = restarting.then(() => plan.restartService(n));
      // The client cannot finish without a service: stop it, and fail where restarting is awaited.
      restarting.catch(() => run.child.kill("SIGKILL"));
    }
    if (clientKilledAt === undefined && n >= plan.clientKillAt * total) {
      clientKilledAt = n;
      run.child.kill("SIGKILL");
    }
  };
  // Not a timing assertion: a round that hears nothing from its client for this long is stuck,
  // and fails saying so rather than hanging the gate.
  let stuck = false;
  const watchdog = setInterval(() => {
    if (Date.now() - lastNews < plan.silenceMs) return;
    plan.say(`no word from the client for ${plan.silenceMs / 60_000} min (${elapsed()}): stopping it`);
    stuck = true;
    run.child.kill("SIGKILL");
  }, 10_000);

  let result: ClientResult | undefined;
  try {
    run = plan.startClient(0, onProgress);
    result = await run.done;
    // Killed by a failed restart, not by the plan: no second start (restarting says why below).
    if (result === undefined && !stuck && clientKilledAt !== undefined) {
      plan.say(`client SIGKILLed after ${clientKilledAt} enqueued; restarted from there with the same spool, ${elapsed()}`);
      lastNews = Date.now();
      run = plan.startClient(clientKilledAt, onProgress);
      result = await run.done;
    }
    await restarting;
  } finally {
    clearInterval(watchdog);
  }
  if (stuck) throw new Error("the client was stuck (see above)");
  if (result === undefined) throw new Error("the client was killed before its planned kill");
  return { result, maxSeen, serviceKills, clientKilledAt };
}
