// E. The embedded default as a newcomer meets it: `scripts/start.sh` (what `npm start` runs, without
// npm) with no DATABASE_URL on a new DATA_DIR until /healthz answers, 20,000 records ingested in
// 50-record batches, then a restart on the same directory, every record still there. Memory is
// the whole process tree's, sampled throughout. Then one `npm start` on the same directory: what
// npm's own process adds to the tree. Runs on PGlite whatever the bench database is.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BenchContext } from "../context.ts";
import { batchBody, thinkingRecords } from "../fixtures/records.ts";
import { REPO_ROOT, freePort } from "../processes/child.ts";
import { rssBytes, sampleTreeRss } from "../processes/proc-usage.ts";
import { createOwner, type Service } from "../processes/service.ts";
import { TARGETS, count, toMb, type ScenarioResult } from "../report/result.ts";
import { BATCH } from "./batch-ingest.ts";

const RECORDS = 20_000;
const CLIENTS = 4;
const ADMIN_TOKEN = "bench-embedded-admin-token-0123456789abcdef";

interface Started extends Service {
  startMs: number;
  tree: { stop(): number };
}

const LAUNCHER = ["scripts/start.sh"];
const NPM_START = ["npm", "start", "--silent"];

// In a process group of its own, so stopping it stops the service under npm too.
async function start(command: string[], dataDir: string): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: REPO_ROOT,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      DATABASE_URL: "",
      REDIS_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_TOKEN,
      LOG_LEVEL: "warn",
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const tree = sampleTreeRss(child.pid!);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`E: ${command.join(" ")} exited with ${child.exitCode} during start-up`);
    if (
      await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    pid: child.pid!,
    url,
    adminToken: ADMIN_TOKEN,
    startMs: performance.now() - began,
    tree,
    async stop() {
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
}

async function ingest(service: Started, apiKey: string, agentId: string): Promise<void> {
  const source = thinkingRecords();
  let remaining = RECORDS / BATCH;
  const client = async () => {
    while (remaining-- > 0) {
      const res = await fetch(`${service.url}/v1/records:batch?agent_id=${agentId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: batchBody(source, BATCH),
      });
      if (res.status !== 200) throw new Error(`E: a batch failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
}

async function traceLength(service: Started, apiKey: string, agentId: string): Promise<number> {
  let total = 0;
  let before: string | null = null;
  do {
    const query: string = `limit=500${before ? `&before=${before}` : ""}`;
    const res = await fetch(`${service.url}/v1/traces/${agentId}?${query}`, { headers: { authorization: `Bearer ${apiKey}` } });
    const page = (await res.json()) as { records: unknown[]; next_cursor: string | null };
    total += page.records.length;
    before = page.next_cursor;
  } while (before !== null);
  return total;
}

export async function embeddedStart(_ctx: BenchContext): Promise<ScenarioResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-bench-embedded-"));
  try {
    const first = await start(LAUNCHER, dataDir);
    let peak: number;
    let owner;
    try {
      owner = await createOwner(first, ["bench-embedded"]);
      await ingest(first, owner.apiKey, owner.agents["bench-embedded"]!);
    } finally {
      peak = first.tree.stop();
      await first.stop();
    }
    const second = await start(LAUNCHER, dataDir);
    let kept: number;
    try {
      kept = await traceLength(second, owner.apiKey, owner.agents["bench-embedded"]!);
    } finally {
      second.tree.stop();
      await second.stop();
    }
    // What npm's own process adds (the tree spawned is npm's).
    const viaNpm = await start(NPM_START, dataDir);
    let npmRss: number;
    try {
      npmRss = rssBytes(viaNpm.pid);
    } finally {
      viaNpm.tree.stop();
      await viaNpm.stop();
    }
    if (kept !== RECORDS) throw new Error(`E: ${kept} of ${RECORDS} records were there after the restart`);
    return {
      id: "E",
      title: "embedded start",
      figures: [
        {
          key: "E.first_start",
          label: "E first start (scripts/start.sh → /healthz, new DATA_DIR)",
          unit: "s",
          service: first.startMs / 1000,
          target: TARGETS.embeddedFirstStartS,
        },
        {
          key: "E.restart",
          label: "E restart (same DATA_DIR)",
          unit: "s",
          service: second.startMs / 1000,
          target: TARGETS.embeddedRestartS,
        },
        {
          key: "E.peak_rss",
          label: `E peak RSS, scripts/start.sh's tree, ${count(RECORDS)} records`,
          unit: "MB",
          service: toMb(peak),
          target: TARGETS.embeddedPeakRssMb,
        },
        { key: "E.npm_start", label: "E restart through npm start (→ /healthz)", unit: "s", service: viaNpm.startMs / 1000 },
        { key: "E.npm_rss", label: "E npm's own process under npm start", unit: "MB", service: toMb(npmRss) },
      ],
      notes: [
        `E: all ${count(RECORDS)} records were read back after the restart`,
        "E: npm start's tree is the launcher's plus npm's own process",
      ],
      data: {
        firstStartMs: first.startMs,
        restartMs: second.startMs,
        peakTreeRssBytes: peak,
        records: RECORDS,
        npmStartMs: viaNpm.startMs,
        npmRssBytes: npmRss,
      },
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
