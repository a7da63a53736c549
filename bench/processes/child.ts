// A TypeScript program run as a child process, awaited until it answers HTTP on its port: node
// with the tsx loader, or (`bundled`) node running scripts/run-ts.mjs, which bundles it and runs
// the bundle in the same process, as `npm start` runs the service. Either way its pid is the
// process doing the work, unlike `npx tsx`'s, a launcher.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Child {
  pid: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** SIGTERM, then SIGKILL after a grace period; resolves once the process has exited. */
  stop(): Promise<void>;
}

export interface ChildOptions {
  /** Script path relative to the repository root (of `root` when given). */
  script: string;
  /** The checkout the script belongs to (default: this one). */
  root?: string;
  /**
   * Run as one bundle (scripts/run-ts.mjs), without tsx's loader thread and its heap (~40 MB):
   * memory as `npm start` has it. A CPU profile of a bundle names the bundle, not the sources.
   */
  bundled?: boolean;
  env: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeFlags?: string[];
  /** Path answering 200 once the program is ready. */
  readyPath: string;
  label: string;
}

/** A port the kernel just handed out on loopback, free again for the child to take. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 15_000;

async function waitReady(url: string, child: ChildProcess, output: () => string, label: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${label} exited during start-up (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${label} was not ready within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

export async function startChild(options: ChildOptions): Promise<Child> {
  const port = await freePort();
  const root = options.root ?? REPO_ROOT;
  const program = options.bundled
    ? [path.join(root, "scripts/run-ts.mjs"), options.script]
    : ["--import", "tsx", path.resolve(root, options.script)];
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...program], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept for error messages only; bounded so a chatty child cannot grow the bench's memory.
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url + options.readyPath, child, () => output, options.label);
  return {
    pid: child.pid!,
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
