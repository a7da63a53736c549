// A local EVM chain for the publication tests: Hardhat 2's network (`hardhat node`, a dev
// dependency), on loopback and a free port; its first default account is funded.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "./processes.ts";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const READY_MS = 60_000;

/** Hardhat's first default account (its key is public: a test chain only). */
export const FUNDED_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
export const FUNDED_ADDRESS = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";

export interface LocalChain {
  rpcUrl: string;
  /** One JSON-RPC call's result. */
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  stop(): Promise<void>;
}

export async function startLocalChain(): Promise<LocalChain> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "node_modules/hardhat/internal/cli/cli.js",
      "--config",
      "test/chain/hardhat.config.cjs",
      "node",
      "--hostname",
      "127.0.0.1",
      "--port",
      String(port),
    ],
    {
      cwd: REPO,
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const rpcUrl = `http://127.0.0.1:${port}`;
  const rpc = async (method: string, params: unknown[] = []) => {
    const res = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result;
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  for (const deadline = Date.now() + READY_MS; ;) {
    if (child.exitCode !== null) throw new Error(`hardhat node exited (${child.exitCode}):\n${output}`);
    try {
      await rpc("eth_chainId");
      return { rpcUrl, rpc, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`hardhat node did not answer within ${READY_MS} ms:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
