// Runs the trace-ledger CLI as a user does: a child process, its exit status and output.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";
import { createStore, killAllServices, serviceEnv, spawnService, type ServiceProcess, type ServiceStore } from "../support/processes.ts";

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
  return spawn(process.execPath, cliArgs(baseUrl, args), {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
}

/** For one test file: services started on fresh embedded databases, and a scratch directory; all removed after the file. */
export function useServices(name: string): { service(): Promise<ServiceProcess>; scratch: string } {
  const stores: ServiceStore[] = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  afterAll(async () => {
    await killAllServices();
    await Promise.all(stores.map((store) => store.remove()));
    fs.rmSync(scratch, { recursive: true, force: true });
  });
  return {
    scratch,
    async service() {
      const store = await createStore("pglite");
      stores.push(store);
      return spawnService(serviceEnv(store));
    },
  };
}
