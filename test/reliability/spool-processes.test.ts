// The spool between real processes of every SDK (each driven through its spool peer:
// test/reliability/spool-peer.ts, python/tests/spool_peer.py, go/internal/spoolpeer): two
// processes that are both PID 1, each in a PID namespace of its own (two containers on one
// volume), share a spool directory and lose nothing; on a real 64 KiB tmpfs that fills up, every
// record enqueue accepted is a whole line in the spool and every other was refused with
// spool_write_failed. Both need root (unshare, mount), and a case needs its SDKs' toolchains (the
// Python peer the .venv of `npm run test:python`): CI has them all (its test:suites pass runs this
// after the venv is made); elsewhere a case that cannot run is skipped, saying why.
import { execFileSync, spawn, type ChildProcessByStdio } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { Readable, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LedgerClient } from "../../sdk/node.ts";
import { freePort } from "../support/processes.ts";
import { ownerWithAgent, startTestServer, type TestServer } from "../support/server.ts";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const PYTHON = path.join(REPO, ".venv/bin/python");
const ROOT = process.getuid?.() === 0;
const temps: string[] = [];
const temp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

type Language = "ts" | "python" | "go";
const LANGUAGES: Language[] = ["ts", "python", "go"];
let goPeer: string | undefined;

function command(language: Language): string[] {
  if (language === "ts") return [process.execPath, "scripts/run-ts.mjs", "test/reliability/spool-peer.ts"];
  if (language === "python") return [PYTHON, "python/tests/spool_peer.py"];
  return [goPeer!];
}

/** A peer and its answers, line by line. */
class Peer {
  readonly child: ChildProcessByStdio<Writable, Readable, null>;
  readonly #lines: AsyncIterator<string>;

  constructor(language: Language, env: Record<string, string>, namespace: boolean) {
    const [cmd, ...args] = command(language);
    // --kill-child: a peer left by a failed case ends with its unshare.
    const argv = namespace ? ["unshare", "--pid", "--fork", "--kill-child", "--mount-proc", cmd!, ...args] : [cmd!, ...args];
    this.child = spawn(argv[0]!, argv.slice(1), { cwd: REPO, env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "inherit"] });
    this.#lines = readline.createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
  }

  async next(): Promise<string> {
    const { value, done } = await this.#lines.next();
    if (done) throw new Error("the peer exited");
    return value;
  }

  /** Sends a command; resolves with the lines up to and including the one starting with `last`. */
  async send(line: string, last: string): Promise<string[]> {
    this.child.stdin.write(`${line}\n`);
    const lines: string[] = [];
    for (;;) {
      const answer = await this.next();
      lines.push(answer);
      if (answer.startsWith(last)) return lines;
    }
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    await this.send("close", "closed");
    await exited;
  }
}

const running: Peer[] = [];
afterEach(() => {
  for (const peer of running.splice(0)) peer.child.kill("SIGKILL");
});

async function start(language: Language, env: Record<string, string>, namespace = false): Promise<Peer> {
  const peer = new Peer(language, env, namespace);
  running.push(peer);
  expect(await peer.next()).toBe("ready");
  return peer;
}

const idOf = (nonce: string, i: number) => `${nonce}-0000-4000-8000-${String(i).padStart(12, "0")}`;

let server: TestServer;
let deadEndpoint: string;
beforeAll(async () => {
  const binary = path.join(temp("spoolpeer-"), "spoolpeer");
  try {
    execFileSync("go", ["build", "-o", binary, "./internal/spoolpeer"], { cwd: path.join(REPO, "go"), stdio: "inherit" });
    goPeer = binary;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error; // no go on this machine: its cases skip
  }
  server = await startTestServer();
  deadEndpoint = `http://127.0.0.1:${await freePort()}`; // nothing listens: every batch fails and stays spooled
}, 180_000);
afterAll(async () => {
  await server?.close();
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

/** Why a language's peer cannot run here, if it cannot (CI has all three, and root). */
function needs(language: Language): string | undefined {
  if (!ROOT) return "needs root";
  if (language === "python" && !fs.existsSync(PYTHON)) return "needs .venv (npm run test:python)";
  if (language === "go" && goPeer === undefined) return "needs go";
  return undefined;
}

describe("two processes, both PID 1 in PID namespaces of their own, sharing a spool", () => {
  // Each SDK's live segment is left alone by the next SDK's process, and each probes the next's.
  const pairs = LANGUAGES.map((first, i) => [first, LANGUAGES[(i + 1) % 3]!] as const);
  it.for(pairs)(
    "%s's records, spooled while %s starts beside it and delivers its own, are all stored",
    { timeout: 120_000 },
    async ([first, second], context) => {
      const skip = needs(first) ?? needs(second);
      if (skip) return context.skip(skip);
      const { apiKey, agentId } = await ownerWithAgent(server);
      const spool = temp("spool-ns-");
      const common = { LEDGER_API_KEY: apiKey, LEDGER_AGENT_ID: agentId, PEER_SPOOL: spool };
      const [a, b] = [randomBytes(4).toString("hex"), randomBytes(4).toString("hex")];

      // The first cannot reach the service: its records stay in its segment.
      const away = await start(first, { ...common, LEDGER_ENDPOINT: deadEndpoint, PEER_NONCE: a }, true);
      expect(await away.send("enqueue 0 10", "enqueued")).toEqual(["enqueued 10"]);
      // The second starts beside it, also as PID 1, and delivers everything it holds.
      const beside = await start(second, { ...common, LEDGER_ENDPOINT: server.baseUrl, PEER_NONCE: b }, true);
      expect(await beside.send("enqueue 0 10", "enqueued")).toEqual(["enqueued 10"]);
      // Flushed until nothing is pending (each flush waits at most 5 s: a loaded machine may need more).
      for (let round = 0; (await beside.send("flush", "flushed"))[0] !== "flushed 0"; round++) expect(round).toBeLessThan(10);
      // The first goes on appending to its segment, then closes with everything pending.
      expect(await away.send("enqueue 10 30", "enqueued")).toEqual(["enqueued 20"]);
      await away.close();
      await beside.close();

      // A later process replays what is left.
      const later = new LedgerClient({ apiKey, agentId, endpoint: server.baseUrl, background: { spoolDir: spool, exitFlushMs: 0 } });
      expect((await later.flush(20_000)).pending).toBe(0);
      await later.close(1_000);
      const reader = new LedgerClient({ apiKey, agentId, endpoint: server.baseUrl });
      const ids = [...Array.from({ length: 30 }, (_, i) => idOf(a, i)), ...Array.from({ length: 10 }, (_, i) => idOf(b, i))];
      const missing: string[] = [];
      for (const id of ids) await reader.getRecord(id).catch(() => missing.push(id));
      expect(missing).toEqual([]);
      expect(fs.readdirSync(path.join(spool, agentId))).toEqual([]);
    },
  );
});

describe("a spool on a full disk (a real 64 KiB tmpfs)", () => {
  it.for(LANGUAGES)(
    "%s: a record enqueue accepted is a whole line on disk, one it refused is not there, and the next fits after it",
    { timeout: 120_000 },
    async (language, context) => {
      const skip = needs(language);
      if (skip) return context.skip(skip);
      const mount = temp("spool-full-");
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mount]);
      try {
        const agentId = `agt_${randomBytes(16).toString("hex")}`;
        const nonce = randomBytes(4).toString("hex");
        const peer = await start(language, {
          LEDGER_API_KEY: "tlk_test",
          LEDGER_AGENT_ID: agentId,
          LEDGER_ENDPOINT: deadEndpoint,
          PEER_SPOOL: mount,
          PEER_NONCE: nonce,
        });
        const refused = new Set<number>();
        const enqueue = async (from: number, to: number) => {
          for (const line of await peer.send(`enqueue ${from} ${to}`, "enqueued")) {
            const [word, i, code, kind] = line.split(" ");
            if (word !== "refused") continue;
            expect([code, kind]).toEqual(["spool_write_failed", "RateLimitError"]);
            refused.add(Number(i));
          }
        };
        await enqueue(0, 1_000); // ~300 fit
        expect(refused.size).toBeGreaterThan(0);
        execFileSync("mount", ["-o", "remount,size=256k", mount]); // space again: the next records must not join a torn line
        await enqueue(1_000, 1_010);
        await peer.close();

        const lines = fs
          .readdirSync(path.join(mount, agentId))
          .filter((name) => name.endsWith(".jsonl"))
          .flatMap((name) =>
            fs
              .readFileSync(path.join(mount, agentId, name), "utf8")
              .split("\n")
              .filter(Boolean),
          );
        const onDisk = lines.map((line) => (JSON.parse(line) as { record_id: string }).record_id).sort();
        const accepted = [...Array(1_010).keys()].filter((i) => !refused.has(i)).map((i) => idOf(nonce, i));
        expect(onDisk).toEqual(accepted.sort());
        expect([...refused].filter((i) => i >= 1_000)).toEqual([]);
      } finally {
        for (const peer of running.splice(0)) peer.child.kill("SIGKILL");
        execFileSync("umount", ["--lazy", mount]);
      }
    },
  );
});
