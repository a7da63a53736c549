// `npm run test:chaos [-- ts python go] [--records N]` (test/chaos/README.md).
//   chaos: per SDK, N records (default 100,000) enqueued in background mode with a spool while
//          the service is SIGKILLed and restarted three times and the client is SIGKILLed once:
//          every record stored exactly once, none failed, the queue within its bound throughout.
//   cross-language: the same 200 records through the three SDKs against one service: what is
//          stored is byte-identical (RFC 8785) but for agent_id and server_ts_utc.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { canonicalJson, LedgerClient, type StoredRecord } from "../../sdk/node.ts";
import {
  createStore,
  freePort,
  killAllServices,
  queryRows,
  serviceEnv,
  spawnService,
  withStore,
  type ServiceProcess,
} from "../support/processes.ts";
import { ownerWithAgent } from "../support/server.ts";
import { runRound, startClient } from "./round.ts";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const MAX_QUEUE_BYTES = 1 << 20;
const SERVICE_KILLS_AT = [0.2, 0.45, 0.75];
const CLIENT_KILL_AT = 0.6;
/** A client silent this long (no progress line, no exit) is stuck. */
const SILENCE_MS = 10 * 60_000;
type Language = "ts" | "python" | "go";

const argv = process.argv.slice(2);
const recordsFlag = argv.indexOf("--records");
const TOTAL = recordsFlag >= 0 ? Number(argv.splice(recordsFlag, 2)[1]) : 100_000;
const languages = (argv.length > 0 ? argv.filter((a) => a !== "cross") : ["ts", "python", "go"]) as Language[];
const say = (line: string) => console.log(`chaos: ${line}`);

/** How each language's client is started. */
function clientCommand(language: Language): { cmd: string; args: string[] } {
  if (language === "ts") return { cmd: process.execPath, args: ["scripts/run-ts.mjs", "test/chaos/client.ts"] };
  if (language === "python") {
    const python = path.join(REPO, ".venv/bin/python");
    if (!fs.existsSync(python)) throw new Error("no .venv: run `npm run test:python` first (it makes the venv with the SDK installed)");
    return { cmd: python, args: ["python/tests/chaos_client.py"] };
  }
  const binary = path.join(os.tmpdir(), `trace-ledger-chaosclient-${process.pid}`);
  execFileSync("go", ["build", "-o", binary, "./internal/chaosclient"], { cwd: path.join(REPO, "go"), stdio: "inherit" });
  return { cmd: binary, args: [] };
}

async function chaos(language: Language): Promise<void> {
  const started = Date.now();
  const command = clientCommand(language);
  const store = await createStore("pglite");
  const serviceEnvironment = serviceEnv(store, { PORT: String(await freePort()) });
  let service: ServiceProcess = await spawnService(serviceEnvironment);
  const owner = await ownerWithAgent(service);
  const spool = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-chaos-spool-"));
  const nonce = randomBytes(4).toString("hex");
  const env = (from: number) => ({
    LEDGER_ENDPOINT: service.baseUrl,
    LEDGER_API_KEY: owner.apiKey,
    LEDGER_AGENT_ID: owner.agentId,
    CHAOS_NONCE: nonce,
    CHAOS_FROM: String(from),
    CHAOS_TO: String(TOTAL),
    CHAOS_SPOOL: spool,
    CHAOS_MAX_QUEUE_BYTES: String(MAX_QUEUE_BYTES),
  });

  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
  const { result, maxSeen, serviceKills, clientKilledAt } = await runRound({
    total: TOTAL,
    serviceKillsAt: SERVICE_KILLS_AT,
    clientKillAt: CLIENT_KILL_AT,
    silenceMs: SILENCE_MS,
    startClient: (from, onProgress) => startClient(command, env(from), onProgress),
    async restartService(enqueued) {
      service.child.kill("SIGKILL");
      await service.exited;
      say(`${language}: service SIGKILLed at ${enqueued} enqueued, ${seconds()}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // down for a while: the queue fills
      service = await spawnService(serviceEnvironment); // same port and data dir
      say(`${language}: service back, ${seconds()}`);
    },
    say: (line) => say(`${language}: ${line}`),
  }).catch((error: Error) => {
    throw new Error(`${language}: ${error.message}`, { cause: error });
  });
  await service.stop();
  const rows = await withStore(store, (db) =>
    queryRows<{ record_id: string; n: string }>(db, "select record_id, count(*) as n from records where agent_id = ? group by record_id", [
      owner.agentId,
    ]),
  );
  await store.remove();
  fs.rmSync(spool, { recursive: true, force: true });

  const expected = new Set(Array.from({ length: TOTAL }, (_, i) => `${nonce}-0000-4000-8000-${String(i).padStart(12, "0")}`));
  const twice = rows.filter((row) => Number(row.n) !== 1).length;
  const storedIds = new Set(rows.map((row) => row.record_id));
  const missing = [...expected].filter((id) => !storedIds.has(id)).length;
  const foreign = rows.filter((row) => !expected.has(row.record_id)).length;
  const figures = `${rows.length} stored, ${missing} missing, ${twice} twice, ${foreign} unexpected; client: ${JSON.stringify(result)}; max queued ${maxSeen} of ${MAX_QUEUE_BYTES} bytes; service killed at ${serviceKills.join(", ")} enqueued, client at ${clientKilledAt}; ${seconds()}`;
  say(`${language}: ${figures}`);
  const problems = [
    rows.length !== TOTAL && "not every record stored",
    missing > 0 && "records missing",
    twice > 0 && "records stored twice",
    foreign > 0 && "unexpected records",
    result.failed > 0 && "records refused",
    maxSeen > MAX_QUEUE_BYTES && "the queue went over its bound",
    serviceKills.length !== SERVICE_KILLS_AT.length && "the service was not killed three times",
    clientKilledAt === undefined && "the client was not killed",
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${language}: ${problems.join("; ")}`);
}

async function crossLanguage(): Promise<void> {
  const count = 200;
  const store = await createStore("pglite");
  const service = await spawnService(serviceEnv(store));
  const nonce = randomBytes(4).toString("hex");
  const stored = new Map<Language, string[]>();
  for (const language of ["ts", "python", "go"] as const) {
    const owner = await ownerWithAgent(service);
    const spool = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-cross-spool-"));
    const run = startClient(
      clientCommand(language),
      {
        LEDGER_ENDPOINT: service.baseUrl,
        LEDGER_API_KEY: owner.apiKey,
        LEDGER_AGENT_ID: owner.agentId,
        CHAOS_NONCE: nonce,
        CHAOS_FROM: "0",
        CHAOS_TO: String(count),
        CHAOS_SPOOL: spool,
        CHAOS_MAX_QUEUE_BYTES: String(MAX_QUEUE_BYTES),
      },
      () => {},
    );
    await run.done;
    fs.rmSync(spool, { recursive: true, force: true });
    const reader = new LedgerClient({ apiKey: owner.apiKey, agentId: owner.agentId, endpoint: service.baseUrl });
    const records: StoredRecord[] = [];
    for (
      let after: string | undefined, page;
      (page = await reader.getTrace({ order: "asc", after, limit: 500 }));
      after = page.next_cursor
    ) {
      records.push(...(page.records as StoredRecord[])); // nothing is erased here
      if (page.next_cursor === null) break;
    }
    stored.set(
      language,
      records.map(({ agent_id: _a, server_ts_utc: _s, ...rest }) => canonicalJson(rest)),
    );
  }
  await service.stop();
  await store.remove();
  const [ts, python, go] = [stored.get("ts")!, stored.get("python")!, stored.get("go")!];
  const differ = (a: string[], b: string[]) => a.length !== b.length || a.some((x, i) => x !== b[i]);
  if (ts.length !== count || differ(ts, python) || differ(ts, go)) {
    const first = ts.findIndex((x, i) => x !== python[i] || x !== go[i]);
    throw new Error(
      `cross-language: the stored records differ (${ts.length}, ${python.length}, ${go.length} records; first difference at ${first}):\n ts     ${ts[first]}\n python ${python[first]}\n go     ${go[first]}`,
    );
  }
  say(`cross-language: ${count} records stored byte-identical through TypeScript, Python and Go`);
}

try {
  for (const language of languages) await chaos(language);
  if (argv.length === 0 || argv.includes("cross")) await crossLanguage();
  say("passed");
} finally {
  await killAllServices();
}
