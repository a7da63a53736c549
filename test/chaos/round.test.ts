// The chaos round's plan of kills (round.ts) with a real client process that speaks the chaos
// protocol's lines: a failed service restart fails the round with its own error and stops the
// client, which is not taken for the planned kill and started again.
import { describe, expect, it } from "vitest";
import { runRound, startClient, type ClientRun, type RoundPlan } from "./round.ts";

const TOTAL = 1_000;

/**
 * A client process: progress lines from `from` to `upTo` records, then either its done line and
 * exit, or (hold) nothing more until it is killed, as a client waiting for a service that is gone.
 */
function client(from: number, upTo: number, hold: boolean, onProgress: (n: number, maxSeen: number) => void): ClientRun {
  const script = `
    for (let n = ${from} + 100; n <= ${upTo}; n += 100) console.log("progress " + n + " 10");
    if (${hold}) setInterval(() => {}, 60_000); else console.log("done ${upTo - from} 0 0 10");`;
  return startClient({ cmd: process.execPath, args: ["-e", script] }, {}, onProgress);
}

function plan(overrides: Partial<RoundPlan>): RoundPlan & { starts: unknown[]; children: ClientRun[] } {
  const starts: unknown[] = [];
  const children: ClientRun[] = [];
  return {
    total: TOTAL,
    serviceKillsAt: [0.2],
    clientKillAt: 0.6,
    silenceMs: 60_000,
    startClient(from, onProgress) {
      starts.push(from);
      // The first run stops short of the planned client kill and waits for the service.
      const run = from === 0 ? client(0, 300, true, onProgress) : client(from, TOTAL, false, onProgress);
      children.push(run);
      return run;
    },
    restartService: async () => {},
    say: () => {},
    ...overrides,
    starts,
    children,
  };
}

describe("chaos round", () => {
  it("fails with the restart's error when the service does not come back, stopping the client and never starting it again", async () => {
    const round = plan({
      restartService: () => Promise.reject(new Error("the service did not come back")),
    });
    await expect(runRound(round)).rejects.toThrow("the service did not come back");
    expect(round.starts).toEqual([0]);
    const [first] = round.children;
    expect(first!.child.signalCode).toBe("SIGKILL");
  });

  it("restarts the service at its share and the client from where it was killed", async () => {
    const restarts: number[] = [];
    const round = plan({
      clientKillAt: 0.3,
      restartService: async (n) => void restarts.push(n),
    });
    const outcome = await runRound(round);
    expect(round.starts).toEqual([0, 300]);
    expect(restarts).toEqual([200]);
    expect(outcome).toMatchObject({ serviceKills: [200], clientKilledAt: 300, result: { acked: 700 } });
  });
});
