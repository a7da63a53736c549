// Background delivery (enqueue / flush / close / stats) on a scripted transport, with the file
// spool in a temp dir, and against the real service.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LedgerClient, RateLimitError, ValidationError, type LedgerClientConfig, type LedgerError } from "../../sdk/node.ts";
import { ownerWithAgent, startTestServer, type TestServer } from "../support/server.ts";
import { AGENT_ID, BASE, dropped, envelope, json, recordedSleep, scripted, thinking, type Step } from "./fake.ts";

/** Acks every record of a batch request; `duplicates` holds ids to answer as duplicates. */
function acking(duplicates = new Set<string>()): Step {
  return ({ body }) => {
    const records = (JSON.parse(body!) as { records: { record_id: string; session_id: string }[] }).records;
    const results = records.map((r) => ({
      record_id: r.record_id,
      session_id: r.session_id,
      server_ts_utc: 1,
      is_duplicate: duplicates.has(r.record_id),
    }));
    return json(200, { batch_id: "b", results });
  };
}

const temps: string[] = [];
const clients: LedgerClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close(0)));
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function spoolDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ledger-spool-"));
  temps.push(dir);
  return dir;
}

function background(steps: Step[], config: Partial<LedgerClientConfig> & { background?: LedgerClientConfig["background"] } = {}) {
  const script = scripted(...steps);
  const { sleep } = recordedSleep();
  const errors: [string, string][] = [];
  const client = new LedgerClient({
    apiKey: "tlk_test",
    agentId: AGENT_ID,
    endpoint: BASE,
    httpTransport: script.transport,
    retry: { attempts: 0, backoffMs: [1], sleep },
    ...config,
    background: {
      lingerMs: 5,
      exitFlushMs: 0,
      onError: (e: LedgerError, id: string) => void errors.push([id, e.code]),
      ...config.background,
    },
  });
  clients.push(client);
  return { client, errors, ...script };
}

describe("background delivery", () => {
  it("returns the record_id at once, sends batches of at most batchSize, and flush reports the outcomes", async () => {
    const duplicate = new Set<string>();
    const { client, sent } = background([acking(duplicate), acking(duplicate), acking(duplicate)], { background: { batchSize: 2 } });
    const ids = [1, 2, 3, 4, 5].map((n) => client.enqueue(thinking({ prompt: `p${n}` })));
    duplicate.add(ids[4]!);
    const result = await client.flush(5_000);
    expect(result).toEqual({ acked: 4, duplicates: 1, failed: [], failedScores: [], pending: 0 });
    expect(sent.map((r) => JSON.parse(r.body!).records.length)).toEqual([2, 2, 1]);
    expect(sent.flatMap((r) => JSON.parse(r.body!).records.map((x: { record_id: string }) => x.record_id))).toEqual(ids);
    expect(client.stats()).toMatchObject({ queued: 0, inFlight: 0, acked: 4, duplicates: 1, failed: 0, dropped: 0 });
    expect(await client.flush(10)).toEqual({ acked: 0, duplicates: 0, failed: [], failedScores: [], pending: 0 });
  });

  it("raises a record that fails local validation at enqueue, and queues nothing", () => {
    const { client } = background([]);
    expect(() => client.enqueue({ behavior: "Thinking", session_id: "s" } as never)).toThrow(ValidationError);
    expect(client.stats().queued).toBe(0);
  });

  it("retries a batch with the same bytes until the service takes it", async () => {
    const { client, sent } = background([dropped(), envelope(503, "server_5xx"), acking()]);
    client.enqueue(thinking());
    expect(await client.flush(5_000)).toMatchObject({ acked: 1, pending: 0 });
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
    expect(client.stats().retries).toBe(2);
  });

  it("reports records the service refuses, to flush and to onError", async () => {
    const refuse: Step = ({ body }) => {
      const [record] = JSON.parse(body!).records;
      return json(200, { batch_id: "b", results: [{ record_id: record.record_id, code: "reference_unresolved", message: "no parent" }] });
    };
    const { client, errors } = background([refuse]);
    const id = client.enqueue(thinking());
    const result = await client.flush(5_000);
    expect(result.failed).toEqual([{ record_id: id, code: "reference_unresolved", message: "no parent", details: {} }]);
    expect(errors).toEqual([[id, "reference_unresolved"]]);
    expect(client.stats().failed).toBe(1);
  });

  it("raises queue_full at the bound, or counts and reports a drop", () => {
    const big = (n: number) => thinking({ prompt: `${n}`.padEnd(15_000, "x"), output_payload: "y".repeat(15_000) });
    const raising = background([], { background: { maxQueueBytes: 65_536, lingerMs: 60_000 } }).client;
    raising.enqueue(big(1));
    raising.enqueue(big(2));
    expect(() => raising.enqueue(big(3))).toThrow(RateLimitError);
    expect(() => raising.enqueue(big(3))).toThrow(/queue holds/);

    const { client: dropping, errors } = background([], { background: { maxQueueBytes: 65_536, lingerMs: 60_000, onFull: "drop" } });
    dropping.enqueue(big(1));
    dropping.enqueue(big(2));
    const id = dropping.enqueue(big(3));
    expect(dropping.stats()).toMatchObject({ queued: 2, dropped: 1 });
    expect(errors).toEqual([[id, "queue_full"]]);
    expect(dropping.stats().queuedBytes).toBeLessThanOrEqual(65_536);
  });

  it("refuses enqueue without background configured", () => {
    const client = new LedgerClient({ apiKey: "k", agentId: AGENT_ID, endpoint: BASE });
    expect(() => client.enqueue(thinking())).toThrow(/background/);
  });

  it("keeps what a crashed process queued in the spool, and the next process replays it", async () => {
    const dir = spoolDir();
    // The first process never reaches the service and dies without closing.
    const first = background([() => new Promise<Response>(() => {})], { background: { spoolDir: dir, lingerMs: 0 } }).client;
    clients.pop(); // never closed: it "crashed"
    // The second record is larger than the spool's first line buffer, and not ASCII.
    const prompts = ["p1", "é ✓ 𝄞 ".repeat(1_000), "p3"];
    const ids = prompts.map((prompt) => first.enqueue(thinking({ prompt })));
    const agentDir = path.join(dir, AGENT_ID);
    const segment = fs.readdirSync(agentDir).find((f) => f.endsWith(".jsonl"))!;
    fs.appendFileSync(path.join(agentDir, segment), '{"record_id": "trunc'); // a torn last write
    const lock = fs.readdirSync(agentDir).find((f) => f.endsWith(".lock"))!;
    // Its process is gone, and the kernel dropped its lock: an unlocked lock file stands for that.
    fs.rmSync(path.join(agentDir, lock));
    fs.writeFileSync(path.join(agentDir, lock), "1");

    const logged: string[] = [];
    const { client, sent } = background([acking(new Set([ids[0]!])), acking()], {
      background: { spoolDir: dir },
      logger: (_level, message) => logged.push(message),
    });
    const result = await client.flush(5_000);
    expect(result).toEqual({ acked: 2, duplicates: 1, failed: [], failedScores: [], pending: 0 });
    const replayed = sent.flatMap((r) => JSON.parse(r.body!).records as { record_id: string; prompt: string }[]);
    expect(replayed.map((x) => x.record_id)).toEqual(ids);
    expect(replayed.map((x) => x.prompt)).toEqual(prompts);
    expect(client.stats().replayed).toBe(3);
    expect(logged.some((m) => /skipped 1 unreadable line/.test(m))).toBe(true);
    await client.close(1_000);
    clients.pop();
    expect(fs.readdirSync(agentDir)).toEqual([]); // replayed, acknowledged, compacted; both locks gone
  });

  it("never claims the segments of a live client sharing the spool", async () => {
    const dir = spoolDir();
    const first = background([() => new Promise<Response>(() => {})], { background: { spoolDir: dir, lingerMs: 60_000 } }).client;
    clients.pop();
    first.enqueue(thinking());
    const { client, sent } = background([acking()], { background: { spoolDir: dir } });
    expect(await client.flush(1_000)).toEqual({ acked: 0, duplicates: 0, failed: [], failedScores: [], pending: 0 });
    expect(sent).toEqual([]);
    expect(fs.readdirSync(path.join(dir, AGENT_ID)).filter((f) => f.endsWith(".jsonl"))).toHaveLength(1);
  });

  it("keeps its spool private: directories 0700, files 0600, as the Python and Go SDKs do", () => {
    const dir = path.join(spoolDir(), "not-yet");
    const { client } = background([acking()], { background: { spoolDir: dir, lingerMs: 60_000 } });
    client.enqueue(thinking());
    const agentDir = path.join(dir, AGENT_ID);
    expect([dir, agentDir].map((d) => fs.statSync(d).mode & 0o777)).toEqual([0o700, 0o700]);
    const files = fs.readdirSync(agentDir);
    expect(files.map((f) => f.replace(/^.*\./, ""))).toEqual(expect.arrayContaining(["lock", "jsonl"]));
    expect(files.map((f) => [f, fs.statSync(path.join(agentDir, f)).mode & 0o777])).toEqual(files.map((f) => [f, 0o600]));
  });

  it("leaves the spool empty once everything is acknowledged and closed", async () => {
    const dir = spoolDir();
    const { client } = background([acking()], { background: { spoolDir: dir } });
    client.enqueue(thinking());
    expect(await client.close(5_000)).toMatchObject({ acked: 1, pending: 0 });
    clients.pop();
    expect(fs.readdirSync(path.join(dir, AGENT_ID))).toEqual([]);
  });

  it("fsyncs the spool in the thread pool before each batch, never on the caller's thread (full segments included)", async () => {
    const dir = spoolDir();
    const onThread = vi.spyOn(fs, "fsyncSync");
    const inPool = vi.spyOn(fs, "fsync");
    try {
      const { client } = background(
        Array.from({ length: 12 }, () => acking()),
        { background: { spoolDir: dir, lingerMs: 0 } },
      );
      // 12 batches of 50, past 1 MiB of records: the first segment is full and sealed while enqueue goes on.
      const prompt = "x".repeat(2_000);
      for (let n = 0; n < 600; n++) client.enqueue(thinking({ prompt: `${n} ${prompt}` }));
      expect(await client.flush(30_000)).toMatchObject({ acked: 600, pending: 0 });
      expect(onThread).not.toHaveBeenCalled();
      expect(inPool).toHaveBeenCalled();
    } finally {
      onThread.mockRestore();
      inPool.mockRestore();
    }
  });

  it("without a spool, reports what close could not deliver as dropped", async () => {
    const { client, errors } = background([dropped(), dropped(), dropped(), dropped(), dropped()], { background: { lingerMs: 60_000 } });
    const id = client.enqueue(thinking());
    expect(await client.close(0)).toMatchObject({ pending: 1 });
    clients.pop();
    expect(client.stats().dropped).toBe(1);
    expect(errors).toEqual([[id, "network_failed"]]);
  });
});

describe("background delivery against the service", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("stores what was enqueued, once, through a session", async () => {
    const { apiKey, agentId } = await ownerWithAgent(server);
    const client = new LedgerClient({ apiKey, agentId, endpoint: server.baseUrl, background: { spoolDir: spoolDir(), exitFlushMs: 0 } });
    const session = client.newSession();
    const records = Array.from({ length: 120 }, (_, i) => thinking({ prompt: `step ${i}` }));
    const ids = records.map((r) => session.enqueue(r));
    expect(await client.flush(30_000)).toEqual({ acked: 120, duplicates: 0, failed: [], failedScores: [], pending: 0 });
    // Enqueueing the same objects again: the same ids and bytes, so duplicates.
    expect(records.map((r) => session.enqueue(r))).toEqual(ids);
    expect(await client.close(30_000)).toEqual({ acked: 0, duplicates: 120, failed: [], failedScores: [], pending: 0 });
    const stored = await client.getSession(session.id);
    expect(stored.records.map((r) => r.record_id)).toEqual(ids);
  });
});
