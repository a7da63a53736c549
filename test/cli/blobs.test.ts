// An agent's attachments moved with its trace: `export --blobs DIR` writes each attached blob
// (bytes, salt, media type) and records an erased one as erased; `import --blobs DIR` uploads
// them before the records that name them, into another owner's agent; `verify --blobs DIR` checks
// every attachment offline and names an erased one with its erasure time. The CLI runs as a child
// process against a real service.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerClient, type ContentRef } from "../../sdk/index.ts";
import { recordOf } from "../support/records.ts";
import { ownerWithAgent } from "../support/server.ts";
import { useServer } from "../server/http/helpers.ts";
import { runCli } from "./run.ts";

const server = useServer({ config: { checkpointIntervalMs: 0 } });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-cli-blobs-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const fileOf = (dir: string, digest: string) => path.join(dir, digest.replace(":", "-"));
const offline = { LEDGER_API_KEY: "", LEDGER_ENDPOINT: "http://127.0.0.1:9" };

describe("export, import and verify with --blobs", { timeout: 120_000 }, () => {
  const document = randomBytes(3 * 1024 * 1024 + 17); // several of the service's chunks
  const dir = path.join(scratch, "blobs");
  const out = path.join(scratch, "attached.jsonl");
  let source: { apiKey: string; agentId: string };
  let client: LedgerClient;
  let kept: ContentRef;
  let gone: ContentRef;
  let goneRecordId: string;
  let erasedAt: string;

  beforeAll(async () => {
    source = await ownerWithAgent(server());
    client = new LedgerClient({ ...source, endpoint: server().baseUrl });
    const first = await client.attach(
      { ...recordOf("Thinking"), prompt: "Summarise the attached report." },
      "prompt",
      document,
      "application/pdf",
    );
    kept = first.attachments[0]!;
    await client.submit(first);
    const second = await client.attach(recordOf("Thinking"), "output_payload", "The full output, erased later.");
    gone = second.attachments[0]!;
    goneRecordId = (await client.submit(second)).record_id;
    // A second record naming the same blob: exported and uploaded once.
    await client.submit({ ...recordOf("Thinking"), schema_version: first.schema_version, attachments: [kept] });
    await client.deleteBlob(gone);
    const head = await fetch(`${server().baseUrl}${gone.uri}`, { headers: { authorization: `Bearer ${source.apiKey}` } });
    erasedAt = new Date((await head.json()).error.details.erased_at_ms).toISOString();
  });

  it("export --blobs writes each attached blob once, verified, and records the erased one as erased", async () => {
    const run = await runCli(server().baseUrl, ["export", "--agent", source.agentId, "--out", out, "--proofs", "--blobs", dir], {
      LEDGER_API_KEY: source.apiKey,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`blob ${gone.digest} of record ${goneRecordId}: erased on ${erasedAt} (recorded as erased)`);
    expect(run.stderr).toContain(`; 1 blob to ${dir}, 1 erased before the export`);
    expect(fs.readFileSync(fileOf(dir, kept.digest)).equals(document)).toBe(true);
    const meta = JSON.parse(fs.readFileSync(`${fileOf(dir, kept.digest)}.json`, "utf8"));
    expect(meta).toEqual({
      digest: kept.digest,
      size_bytes: document.length,
      media_type: "application/pdf",
      salt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(JSON.parse(fs.readFileSync(`${fileOf(dir, gone.digest)}.json`, "utf8"))).toEqual({
      digest: gone.digest,
      erased_at_ms: Date.parse(erasedAt),
    });
    expect(fs.readdirSync(dir).sort()).toEqual(
      [kept, gone]
        .flatMap((ref) => (ref === gone ? [`${fileOf("", ref.digest)}.json`] : [fileOf("", ref.digest), `${fileOf("", ref.digest)}.json`]))
        .sort(),
    );
    // Private: the bytes, and the salt that lets anyone holding them prove them.
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    for (const name of fs.readdirSync(dir)) expect([name, fs.statSync(path.join(dir, name)).mode & 0o777]).toEqual([name, 0o600]);
  });

  it.each([
    ["bytes", ""],
    ["salt", ".json"],
  ])("export --blobs refuses to write a blob's %s through a symbolic link planted at its .part file", async (_what, suffix) => {
    const planted = fs.mkdtempSync(path.join(scratch, "planted-"));
    const victim = path.join(scratch, `victim-${randomBytes(4).toString("hex")}`);
    fs.writeFileSync(victim, "not the export's to change\n");
    fs.symlinkSync(victim, `${fileOf(planted, kept.digest)}${suffix}.part`);
    const run = await runCli(
      server().baseUrl,
      ["export", "--agent", source.agentId, "--out", path.join(planted, "out.jsonl"), "--blobs", planted],
      { LEDGER_API_KEY: source.apiKey },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${fileOf(planted, kept.digest)}${suffix}.part is a symbolic link: refused`);
    expect(fs.readFileSync(victim, "utf8")).toBe("not the export's to change\n");
  });

  /** Runs export --blobs through a proxy that changes every blob download with `change`. */
  async function exportThrough(change: (body: Buffer, headers: Record<string, string>) => Buffer, name: string) {
    const proxy = http.createServer(async (req, res) => {
      const upstream = await fetch(`${server().baseUrl}${req.url}`, { headers: { authorization: req.headers.authorization ?? "" } });
      let body: Buffer = Buffer.from(await upstream.arrayBuffer());
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name)),
      );
      if (req.url!.includes("/blobs/") && upstream.status === 200) body = change(body, headers);
      res.writeHead(upstream.status, headers).end(body);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    try {
      const blobs = path.join(scratch, name);
      const run = await runCli(
        `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        ["export", "--agent", source.agentId, "--out", path.join(scratch, `${name}.jsonl`), "--blobs", blobs],
        { LEDGER_API_KEY: source.apiKey },
      );
      return { run, kept: fs.readdirSync(blobs) };
    } finally {
      proxy.close();
    }
  }

  it("export --blobs refuses a blob whose bytes do not match its digest, and keeps nothing of it", async () => {
    // One byte flipped, as a tampering store would.
    const { run, kept: left } = await exportThrough((body) => {
      body.writeUInt8(body.readUInt8(100) ^ 1, 100);
      return body;
    }, "tampered-blobs");
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(`blob ${kept.digest}: the bytes received hash to sha256:[0-9a-f]{64}: not the content the record refers to`),
    );
    expect(left).toEqual([]);
  });

  it("export --blobs refuses a blob whose first 39 bytes the service moved into the salt header, and keeps nothing of it", async () => {
    const { run, kept: left } = await exportThrough((body, headers) => {
      headers["ledger-blob-salt"] = Buffer.concat([Buffer.from(headers["ledger-blob-salt"]!, "base64url"), body.subarray(0, 39)]).toString(
        "base64url",
      );
      return body.subarray(39);
    }, "shifted-blobs");
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`blob ${kept.digest}: the service sent a 71-byte salt: not the content the record refers to`);
    expect(left).toEqual([]);
  });

  it("verify --blobs checks every attachment offline and names the erased one with its time; changed bytes fail", async () => {
    const wallet = JSON.parse(fs.readFileSync(out, "utf8").split("\n")[0]!).checkpoint.signer_address as string;
    const run = await runCli(server().baseUrl, ["verify", out, "--address", wallet, "--blobs", dir], offline);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`record ${goneRecordId}: attachment ${gone.digest} (output_payload) erased on ${erasedAt}`);
    expect(run.stdout).toContain("attachments: 2 verified against their digests, 1 erased");
    expect(run.stdout).toMatch(/^verified 3 records/m);

    const changed = path.join(scratch, "changed");
    fs.cpSync(dir, changed, { recursive: true });
    const bytes = fs.readFileSync(fileOf(changed, kept.digest));
    bytes.writeUInt8(bytes.readUInt8(1000) ^ 1, 1000);
    fs.writeFileSync(fileOf(changed, kept.digest), bytes);
    const failed = await runCli(server().baseUrl, ["verify", out, "--address", wallet, "--blobs", changed], offline);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      new RegExp(`line 2: record .*: attachment ${kept.digest}: its bytes and salt in .* hash to sha256:[0-9a-f]{64}: they were changed`),
    );
    fs.rmSync(fileOf(changed, kept.digest));
    expect((await runCli(server().baseUrl, ["verify", out, "--address", wallet, "--blobs", changed], offline)).stderr).toContain(
      `attachment ${kept.digest}: its bytes are not in ${changed}`,
    );
    fs.rmSync(`${fileOf(changed, kept.digest)}.json`);
    expect((await runCli(server().baseUrl, ["verify", out, "--address", wallet, "--blobs", changed], offline)).stderr).toContain(
      `attachment ${kept.digest} is not in ${changed}`,
    );
  });

  it("import --blobs restores the blobs before the records into another owner's agent; the record of the erased one is refused saying why", async () => {
    const target = await ownerWithAgent(server());
    const run = await runCli(server().baseUrl, ["import", "--agent", target.agentId, "--blobs", dir, out], {
      LEDGER_API_KEY: target.apiKey,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`imported into ${target.agentId}: 2 stored, 0 already there, 1 refused`);
    expect(run.stderr).toContain(
      `line 3: reference_unresolved: no stored blob of this agent for ${gone.digest}: upload it first (PUT …/blobs/{digest}) (blob ${gone.digest} was erased on ${erasedAt}: its content cannot be restored)`,
    );
    const restored = new LedgerClient({ ...target, endpoint: server().baseUrl });
    expect(Buffer.from(await restored.getBlob(kept)).equals(document)).toBe(true);
    const { records } = await restored.getTrace({ order: "asc" });
    expect(records.map((record) => (record as { attachments?: ContentRef[] }).attachments)).toEqual([[kept], [kept]]);

    const again = await runCli(server().baseUrl, ["import", "--agent", target.agentId, "--blobs", dir, out], {
      LEDGER_API_KEY: target.apiKey,
    });
    expect(again.stderr).toContain("0 stored, 2 already there, 1 refused");
  });

  it("import into the agent it came from finds every record already there, the one naming the erased blob too", async () => {
    const run = await runCli(server().baseUrl, ["import", "--agent", source.agentId, "--blobs", dir, out], {
      LEDGER_API_KEY: source.apiKey,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`imported into ${source.agentId}: 0 stored, 3 already there, 0 refused`);
  });
});
