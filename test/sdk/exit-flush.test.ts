// The Node exit hook: on SIGTERM with records pending and the service away, the process says it
// is flushing and for how long before it waits (issue 39: it waited 10 s in silence), then ends.
import { spawn } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

/** An address nothing listens on: a port the system gave, then closed. */
async function deadEndpoint(): Promise<string> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

it(
  "SIGTERM with a record pending and the service down says it flushes, for how long, then the process ends",
  { timeout: 60_000 },
  async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "test/sdk/exit-flush-child.ts", await deadEndpoint()], { cwd: REPO });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
    await new Promise<void>((resolve) => child.stdout.on("data", () => stdout.includes("queued") && resolve()));
    child.kill("SIGTERM");
    expect(await exited).toBe("SIGTERM");
    expect(stderr).toContain(
      "trace-ledger: flushing 1 pending record(s) before the process exits, for at most 300 ms (background.exitFlushMs)",
    );
  },
);
