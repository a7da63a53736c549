// Witness cosigning against witnesses no one here wrote: two litewitness processes
// (filippo.io/torchwood, c2sp.org/tlog-witness), built from the Go module proxy and started by
// scripts/litewitness.sh, beside a witness answering garbage and one that never answers. The
// service's served notes carry the real witnesses' cosignatures; the SDK accepts them under a
// 2-of-3 policy and refuses 1-of-3; the bad witnesses never hold up ingest or a checkpoint.
// Skipped where litewitness is not built yet, unless REQUIRE_WITNESS=1 (CI builds it first).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import v8 from "node:v8";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyCheckpoint, type Checkpoint } from "../../../protocol/checkpoint.ts";
import { cosignerKey, parseNote, verifyCosignature } from "../../../protocol/note.ts";
import { verifyScore } from "../../../protocol/score-log.ts";
import { configFromEnv } from "../../../server/config.ts";
import { freePort } from "../../support/processes.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent, startTestServer, type TestServer } from "../../support/server.ts";
import { storeScores } from "../../support/scores.ts";
import { badWitness } from "../../support/witnesses.ts";

const script = (...args: string[]) => execFileSync("bash", ["scripts/litewitness.sh", ...args], { encoding: "utf8" });
const built = (() => {
  try {
    return script("built").trim() !== "";
  } catch {
    return false;
  }
})();
const run = built || process.env.REQUIRE_WITNESS === "1";

interface Litewitness {
  dir: string;
  url: string;
  vkey: string;
  pids: number[];
}

async function startLitewitness(root: string, name: string): Promise<Litewitness> {
  // A second try on another port and in a fresh folder: the free port may be taken meanwhile.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(path.join(root, `${name}-${attempt}`), name);
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

async function startOnce(dir: string, name: string): Promise<Litewitness> {
  const port = await freePort();
  const out = script("start", dir, String(port), name);
  const pids = /^pids (\d+) (\d+)$/m.exec(out)!.slice(1).map(Number);
  const vkey = /^vkey (\S+)$/m.exec(out)?.[1];
  if (!vkey) throw new Error(`litewitness printed no verifier key: ${out}`);
  return { dir, url: `http://127.0.0.1:${port}`, vkey, pids };
}

/** A peer that holds every request open until release(). */
async function heldWitness() {
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    req.resume();
    open.add(res);
    res.on("close", () => open.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pending: () => open.size,
    release: () => open.forEach((res) => res.writeHead(503).end()),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

// Long enough for a real witness's answer on a loaded machine (a timed-out submission pauses that
// witness's whole lane, with backoff); the silent peer still times out.
const WITNESS_TIMEOUT_MS = 2_000;

// Cosigner keys nobody holds the private half of, for the garbage and silent peers.
const unheldKey = (name: string) => cosignerKey(name, new Uint8Array(32).fill(name.length));

describe.skipIf(!run)("witnesses: litewitness (filippo.io/torchwood) cosigns the service's checkpoints", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-witness-"));
  const witnesses: Litewitness[] = [];
  let garbage: Awaited<ReturnType<typeof badWitness>>;
  let silent: Awaited<ReturnType<typeof badWitness>>;
  let server: TestServer;
  const garbageKey = unheldKey("garbage.witness.test");
  const silentKey = unheldKey("silent.witness.test");

  beforeAll(async () => {
    witnesses.push(await startLitewitness(root, "w1.witness.test"), await startLitewitness(root, "w2.witness.test"));
    garbage = await badWitness({ status: 200, text: "— garbage.witness.test AAAAAAAAAAAAAAAA\nnot a line at all\n" });
    silent = await badWitness(null);
    const list = [
      ...witnesses.map(({ vkey, url }) => ({ verifierKey: vkey, url })),
      { verifierKey: garbageKey, url: garbage.url },
      { verifierKey: silentKey, url: silent.url },
    ];
    server = await startTestServer({
      config: {
        checkpointIntervalMs: 0,
        witnesses: { ...configFromEnv({}).witnesses, list, intervalMs: 200, timeoutMs: WITNESS_TIMEOUT_MS },
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await Promise.all([garbage?.close(), silent?.close()]);
    for (const pid of witnesses.flatMap((w) => w.pids)) process.kill(pid, "SIGKILL");
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function agentKnownTo(...known: Litewitness[]) {
    const owner = await ownerWithAgent(server);
    const { body: keys } = await call(server, "GET", "/v1/log/verifier-key");
    for (const w of known) script("add-log", w.dir, `${keys.key_name}/agents/${owner.agentId}`, keys.verifier_key);
    return { ...owner, logKey: keys.verifier_key as string };
  }

  async function submit(owner: { apiKey: string; agentId: string }, count: number) {
    for (let i = 0; i < count; i++) {
      const res = await call(server, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: recordOf("Thinking") });
      expect(res.status).toBe(201);
    }
  }

  /** The latest checkpoint once it has `cosignatures` cosignature lines (waits for the background submissions). */
  it("serves each new checkpoint with both real witnesses' cosignatures; 2 of 3 verify, 1 of 3 is refused", async () => {
    const owner = await agentKnownTo(...witnesses);
    const [w1, w2] = witnesses.map((w) => w.vkey) as [string, string];
    await submit(owner, 3);
    const cut = await call(server, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey });
    expect(cut.status).toBe(201);
    const first = await cosigned(server, owner, 3, 2);
    const wallet = owner.agent.agent_wallet_address as string;
    expect(verifyCheckpoint(first, { logKey: owner.logKey, witnesses: [w1, w2, garbageKey], quorum: 2, address: wallet })).toBe(true);
    expect(verifyCheckpoint(first, { logKey: owner.logKey, witnesses: [w1, garbageKey, silentKey], quorum: 2 })).toBe(false);
    expect(verifyCheckpoint(first, { logKey: owner.logKey, witnesses: [w1, garbageKey, silentKey], quorum: 1 })).toBe(true);

    // The log grows: the witnesses cosign the next checkpoint only with the consistency proof from 3.
    await submit(owner, 6);
    expect((await call(server, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).status).toBe(201);
    const second = await cosigned(server, owner, 9, 2);
    expect(verifyCheckpoint(second, { logKey: owner.logKey, witnesses: [w1, w2, silentKey], quorum: 2, address: wallet })).toBe(true);
    // `CAPTURE_WITNESS_VECTOR=1` keeps this served note for the shared vectors (codegen), so the
    // Python and Go SDKs check real litewitness cosignatures too.
    if (process.env.CAPTURE_WITNESS_VECTOR === "1") {
      const capture = {
        produced_by:
          "the service (WITNESSES) and two litewitness processes of filippo.io/torchwood v0.6.1, via test/server/log/witnesses.test.ts",
        log_key: owner.logKey,
        witnesses: [w1, w2],
        checkpoint: second,
      };
      fs.writeFileSync("test/vectors/witness/litewitness.json", `${JSON.stringify(capture, null, 2)}\n`);
    }
    // The tiles' checkpoint is the same note, cosignatures included.
    const tiles = await fetch(`${server.baseUrl}/v1/agents/${owner.agentId}/log/checkpoint`, {
      headers: { authorization: `Bearer ${owner.apiKey}` },
    });
    expect(await tiles.text()).toBe(second.note);
    // The first checkpoint keeps its own cosignatures.
    const again = await call(server, "GET", `/v1/agents/${owner.agentId}/checkpoints/3`, { key: owner.apiKey });
    expect(again.body.note).toBe(first.note);
  });

  it("never lets a garbage or silent witness hold up ingest or checkpoints; their failures are counted", async () => {
    const owner = await agentKnownTo(...witnesses);
    // Checkpoints are cut and records acknowledged while the bad peers fail (each request ≤ 2 s, retried).
    for (let size = 2; size <= 6; size += 2) {
      await submit(owner, 2);
      const cut = await call(server, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey });
      expect(cut.status).toBe(201);
      expect(parseNote(cut.body.note)!.signatures.length).toBe(2);
    }
    await cosigned(server, owner, 6, 2);
    // The silent peer's failure is counted only after its attempts time out (3 × 2 s plus
    // backoff), which can be after the real witnesses have cosigned.
    await waitFor(() => [garbageKey, silentKey].every((key) => server.service.services.witnesses.stats()[key]!.failed > 0));
    const stats = server.service.services.witnesses.stats();
    expect(stats[garbageKey]).toMatchObject({ cosigned: 0, lastError: expect.stringContaining("garbage.witness.test") });
    expect(stats[garbageKey]!.failed).toBeGreaterThan(0);
    expect(stats[silentKey]).toMatchObject({ cosigned: 0, lastError: expect.stringMatching(/no answer/) });
    expect(stats[silentKey]!.failed).toBeGreaterThan(0);
    expect(garbage.requests()).toBeGreaterThan(0);
    expect(silent.requests()).toBeGreaterThan(0);
    for (const w of witnesses) expect(stats[w.vkey]!.cosigned).toBeGreaterThanOrEqual(3);
  }, 60_000);

  /** A service witnessed by w1 and by a peer holding every request open (for a minute if need be). */
  async function withHeldWitness(
    test: (other: TestServer, w1: Litewitness, held: Awaited<ReturnType<typeof heldWitness>>) => Promise<void>,
  ): Promise<void> {
    const [w1] = witnesses as [Litewitness];
    const held = await heldWitness();
    const list = [
      { verifierKey: w1.vkey, url: w1.url },
      { verifierKey: unheldKey("held.witness.test"), url: held.url },
    ];
    const other = await startTestServer({ config: { checkpointIntervalMs: 0, witnesses: { list, intervalMs: 200, timeoutMs: 60_000 } } });
    try {
      await test(other, w1, held);
    } finally {
      await other.close();
      held.release();
      await held.close();
    }
  }

  it(
    "keeps each witness apart: one holding a request open delays no other witness's cosignatures",
    () =>
      withHeldWitness(async (other, w1, held) => {
        const owner = await ownerWithAgent(other);
        const { body: keys } = await call(other, "GET", "/v1/log/verifier-key");
        script("add-log", w1.dir, `${keys.key_name}/agents/${owner.agentId}`, keys.verifier_key);
        for (const size of [2, 5]) {
          for (let i = 0; i < (size === 2 ? 2 : 3); i++)
            await call(other, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: recordOf("Thinking") });
          expect((await call(other, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).status).toBe(201);
          await waitFor(() => held.pending() === 1);
          const latest = await cosigned(other, owner, size, 1);
          expect(latest.note).toContain("— w1.witness.test ");
          expect(verifyCheckpoint(latest, { logKey: keys.verifier_key, witnesses: [w1.vkey], quorum: 1 })).toBe(true);
        }
        // All the while the held witness had its first request open.
        expect(held.pending()).toBe(1);
      }),
    90_000,
  );

  it(
    "retries a witness on its own timer: one holding a request open delays no other witness's retry",
    () =>
      withHeldWitness(async (other, w1, held) => {
        const owner = await ownerWithAgent(other);
        const { body: keys } = await call(other, "GET", "/v1/log/verifier-key");
        await call(other, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: recordOf("Thinking") });
        expect((await call(other, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).status).toBe(201);
        // w1 does not know the log yet: it refuses, and only a timed round (no new checkpoint
        // nudges) submits again once it does — while the held witness's request stays open.
        await waitFor(() => other.service.services.witnesses.stats()[w1.vkey]!.lastError?.startsWith("403") === true);
        script("add-log", w1.dir, `${keys.key_name}/agents/${owner.agentId}`, keys.verifier_key);
        await waitFor(() => other.service.services.witnesses.stats()[w1.vkey]!.cosigned === 1);
        expect(held.pending()).toBe(1);
      }),
    90_000,
  );

  it("follows a witness's 409 to the size it knows, and proves consistency from there", async () => {
    const [w1] = witnesses as [Litewitness];
    const owner = await ownerWithAgent(server);
    const { body: keys } = await call(server, "GET", "/v1/log/verifier-key");
    const conflicts = () => server.service.services.witnesses.stats()[w1.vkey]!.conflicts;
    const before = conflicts();
    await submit(owner, 4);
    const cut = await call(server, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey });
    // The witness does not know the log yet: it refuses (403), and the service pauses this log for it.
    await waitFor(() => server.service.services.witnesses.stats()[w1.vkey]!.lastError?.startsWith("403") === true);
    // Meanwhile another party (a replica, an auditor) brings the witness to size 4.
    script("add-log", w1.dir, `${keys.key_name}/agents/${owner.agentId}`, keys.verifier_key);
    const direct = await fetch(`${w1.url}/add-checkpoint`, { method: "POST", body: `old 0\n\n${cut.body.note}` });
    expect(direct.status).toBe(200);
    // The service submits from 0, is told 409 with size 4, and submits again from 4.
    await cosigned(server, owner, 4, 1);
    expect(conflicts()).toBe(before + 1);
    await submit(owner, 3);
    expect((await call(server, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).status).toBe(201);
    const seven = await cosigned(server, owner, 7, 1);
    expect(verifyCheckpoint(seven, { logKey: keys.verifier_key, witnesses: [w1.vkey], quorum: 1 })).toBe(true);
    expect(conflicts()).toBe(before + 1);
  });
});

describe.skipIf(!run)("witnesses: litewitness cosigns each agent's scores log as its record log", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-witness-scores-"));
  let witness: Litewitness;
  let server: TestServer;

  beforeAll(async () => {
    witness = await startLitewitness(root, "w3.witness.test");
    const list = [{ verifierKey: witness.vkey, url: witness.url }];
    server = await startTestServer({
      config: {
        checkpointIntervalMs: 0,
        witnesses: { ...configFromEnv({}).witnesses, list, intervalMs: 200, timeoutMs: WITNESS_TIMEOUT_MS },
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    for (const pid of witness?.pids ?? []) process.kill(pid, "SIGKILL");
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("cosigns the scores log's checkpoints (its own origin), growing by consistency proofs; the cosigned note still proves each score", async () => {
    const owner = await ownerWithAgent(server);
    const { body: keys } = await call(server, "GET", "/v1/log/verifier-key");
    // To a witness the scores log is a log of its own: its origin, the same log key.
    script("add-log", witness.dir, `${keys.key_name}/agents/${owner.agentId}/scores`, keys.verifier_key);
    const record = recordOf("Acting");
    expect((await call(server, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: record })).status).toBe(201);
    const proved = async (count: number, size: number) => {
      const scores = await storeScores(
        server,
        owner,
        Array.from({ length: count }, (_, i) => ({ record_id: record.record_id, name: "n", value: i })),
      );
      const last = scores[scores.length - 1]!;
      const proof = await call(server, "GET", `/v1/scores/${last.score_id}/proof?agent_id=${owner.agentId}`, { key: owner.apiKey });
      expect(proof.body.tree_size).toBe(size);
      const note = await cosignedScoresNote(server, owner, size, 1);
      expect(verifyCosignature(note, witness.vkey)).toBe(true);
      expect(verifyScore(last, proof.body, note, keys.verifier_key).ok).toBe(true);
      return note;
    };
    await proved(3, 3);
    // The log grows: the witness cosigns the next checkpoint only with the consistency proof from 3.
    await proved(5, 8);
    expect(server.service.services.witnesses.stats()[witness.vkey]).toMatchObject({ cosigned: 2, failed: 0 });
    // The record log's checkpoint is a log the witness was never told of: refused, the scores log's cosignatures unaffected.
    expect((await call(server, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).status).toBe(201);
    await waitFor(() => server.service.services.witnesses.stats()[witness.vkey]!.lastError?.startsWith("403") === true);
    expect(parseNote(await cosignedScoresNote(server, owner, 8, 1))!.signatures.length).toBe(2);
  });
});

/** The scores log's latest note once it is of `size` with `cosignatures` witness lines (after the log key's). */
async function cosignedScoresNote(
  server: TestServer,
  owner: { apiKey: string; agentId: string },
  size: number,
  cosignatures: number,
): Promise<string> {
  let last = "";
  for (let waited = 0; waited < 30_000; waited += 100) {
    const res = await fetch(`${server.baseUrl}/v1/agents/${owner.agentId}/scores-log/checkpoint`, {
      headers: { authorization: `Bearer ${owner.apiKey}` },
    });
    last = await res.text();
    if (res.status === 200 && last.split("\n")[1] === String(size) && parseNote(last)?.signatures.length === 1 + cosignatures) return last;
    await sleep(100);
  }
  throw new Error(`no scores-log checkpoint of size ${size} with ${cosignatures} cosignatures within 30 s; last: ${JSON.stringify(last)}`);
}

/** The latest checkpoint once it is of `size` with `cosignatures` witness lines (after the log key's and the wallet's). */
async function cosigned(
  server: TestServer,
  owner: { apiKey: string; agentId: string },
  size: number,
  cosignatures: number,
): Promise<Checkpoint> {
  let last: unknown;
  for (let waited = 0; waited < 30_000; waited += 100) {
    const res = await call(server, "GET", `/v1/agents/${owner.agentId}/checkpoints/latest`, { key: owner.apiKey });
    last = res.body;
    if (res.status === 200 && res.body.tree_size === size && parseNote(res.body.note)!.signatures.length === 2 + cosignatures)
      return res.body;
    await sleep(100);
  }
  throw new Error(`no checkpoint of size ${size} with ${cosignatures} cosignatures within 30 s; last: ${JSON.stringify(last)}`);
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 20) {
    if (condition()) return;
    await sleep(20);
  }
  throw new Error("the condition did not hold within 30 s");
}

describe("a witness that never answers", () => {
  it("times out even when garbage collections run meanwhile", async () => {
    // Node 20 lost an AbortSignal.timeout held only by AbortSignal.any at the next collection, and
    // the request then hung for good; collections every 20 ms make that loss certain.
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    const silent = await badWitness(null);
    const silentKey = unheldKey("silent.witness.test");
    const server = await startTestServer({
      config: {
        checkpointIntervalMs: 0,
        witnesses: { list: [{ verifierKey: silentKey, url: silent.url }], intervalMs: 200, timeoutMs: 300 },
      },
    });
    const collecting = setInterval(gc, 20);
    try {
      const owner = await ownerWithAgent(server);
      expect(
        (await call(server, "POST", `/v1/records?agent_id=${owner.agentId}`, { key: owner.apiKey, body: recordOf("Thinking") })).status,
      ).toBe(201);
      expect((await call(server, "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).status).toBe(201);
      await waitFor(() => server.service.services.witnesses.stats()[silentKey]!.failed > 0);
      expect(server.service.services.witnesses.stats()[silentKey]!.lastError).toMatch(/no answer/);
    } finally {
      clearInterval(collecting);
      await server.close();
      await silent.close();
    }
  });
});

describe("WITNESSES configuration", () => {
  const w1 = unheldKey("w1.example");
  const w2 = unheldKey("w2.example.org");

  it("reads `<verifier key> <url>` entries separated by commas or newlines", () => {
    expect(configFromEnv({}).witnesses.list).toEqual([]);
    expect(configFromEnv({ WITNESSES: `${w1} https://w1.example/witness, \n${w2}  http://10.0.0.2:7380\n` }).witnesses.list).toEqual([
      { verifierKey: w1, url: "https://w1.example/witness" },
      { verifierKey: w2, url: "http://10.0.0.2:7380" },
    ]);
  });

  it("refuses keys that are not cosigner keys, URLs that are not http(s), and a witness listed twice", () => {
    const logKeyStyle = w1.replace(/\+B/, "+A"); // type 0x01 (a log key), not 0x04
    expect(() => configFromEnv({ WITNESSES: `${logKeyStyle} https://w1.example` })).toThrow(/WITNESSES: each entry/);
    expect(() => configFromEnv({ WITNESSES: `https://w1.example ${w1}` })).toThrow(/WITNESSES: each entry/);
    expect(() => configFromEnv({ WITNESSES: `${w1} https://w1.example extra` })).toThrow(/WITNESSES: each entry/);
    expect(() => configFromEnv({ WITNESSES: `${w1} ftp://w1.example` })).toThrow(/must be http\(s\)/);
    expect(() => configFromEnv({ WITNESSES: `${w1}` })).toThrow(/must be http\(s\)/);
    expect(() => configFromEnv({ WITNESSES: `${w1} https://a.example, ${w1} https://b.example` })).toThrow(/twice/);
  });
});
