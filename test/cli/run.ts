// Runs the trace-ledger CLI as a user does: a child process, its exit status and output.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `trace-ledger --endpoint <baseUrl> …args`, with `env` over this process's environment. */
export function runCli(baseUrl: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["cli/bin.mjs", "--endpoint", baseUrl, ...args], { cwd: REPO, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
