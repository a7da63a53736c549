// Runs the trace-ledger CLI as a user does: a child process, its exit status and output.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const cliArgs = (baseUrl: string, args: string[]) => ["cli/bin.mjs", "--endpoint", baseUrl, ...args];

/** `trace-ledger --endpoint <baseUrl> …args`, with `env` over this process's environment. */
export function runCli(baseUrl: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, cliArgs(baseUrl, args), { cwd: REPO, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The same, started and left running: for a test that watches it and ends it. */
export function startCli(baseUrl: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, cliArgs(baseUrl, args), { cwd: REPO, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
}
