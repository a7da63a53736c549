// The blob endpoints' behaviour, for any byte store: blobs.test.ts runs it on the database,
// blobs-s3.test.ts on a real S3-compatible server (SeaweedFS). Real HTTP, raw bytes.
import { createHash, randomBytes } from "node:crypto";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { verifyRecord } from "../../../sdk/index.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent, type TestServer } from "../../support/server.ts";
import { agentClient, expectError, registerAgent } from "./helpers.ts";

/** The salted content address of `bytes`. */
export function digestOf(bytes: Buffer, salt: Buffer = Buffer.alloc(0)): string {
  return `sha256:${createHash("sha256").update(salt).update(bytes).digest("hex")}`;
}

export interface BlobTarget {
  baseUrl: string;
  apiKey: string;
  agentId: string;
}

export const blobPath = (agentId: string, digest: string) => `/v1/agents/${encodeURIComponent(agentId)}/blobs/${digest}`;

/** One raw blob request: bytes (or a stream) in, bytes out. */
export async function blobCall(
  target: BlobTarget,
  method: string,
  digest: string,
  options: { body?: Buffer | ReadableStream<Uint8Array>; salt?: Buffer; headers?: Record<string, string>; key?: string } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${options.key ?? target.apiKey}`, ...options.headers };
  if (options.salt) headers["ledger-blob-salt"] = options.salt.toString("base64url");
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  if (options.body) {
    init.body = options.body instanceof Buffer ? new Uint8Array(options.body) : (options.body as ReadableStream<Uint8Array<ArrayBuffer>>);
    if (!(options.body instanceof Buffer)) init.duplex = "half";
  }
  const res = await fetch(target.baseUrl + blobPath(target.agentId, digest), init);
  const bytes = Buffer.from(await res.arrayBuffer());
  const json =
    bytes.length > 0 && res.headers.get("content-type")?.startsWith("application/json") ? JSON.parse(bytes.toString()) : undefined;
  return { status: res.status, headers: res.headers, bytes, body: json };
}

/** Waits (bounded) until `check` passes: cleanup after a torn upload runs after the answer. */
export async function eventually(check: () => Promise<void>, attempts = 100): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Sends the head and part of a body of `declared` bytes over a raw socket, then cuts the connection. */
export async function tornUpload(target: BlobTarget, digest: string, salt: Buffer, sent: Buffer, declared: number): Promise<void> {
  const { hostname, port } = new URL(target.baseUrl);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  socket.write(
    `PUT ${blobPath(target.agentId, digest)} HTTP/1.1\r\nhost: ${hostname}\r\nauthorization: Bearer ${target.apiKey}\r\n` +
      `ledger-blob-salt: ${salt.toString("base64url")}\r\ncontent-type: text/plain\r\ncontent-length: ${declared}\r\n\r\n`,
  );
  await new Promise<void>((resolve) => socket.write(sent, () => resolve()));
  // Long enough for the service to have stored part of it.
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.destroy();
}

export const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The suite. `server()` runs with blobs.maxBytes = MAX_BYTES; `noLeftovers()` asserts that the
 * byte store holds nothing but what is catalogued (each store checks its own way).
 */
export function blobSuite(server: () => TestServer, noLeftovers: () => Promise<void>) {
  let target: BlobTarget;
  const salt = randomBytes(32);
  const text = Buffer.from("The full text of a long prompt, kept apart from the record.");
  const digest = digestOf(text, salt);

  it("stores a salted blob once (201, then 200) and answers its bytes, type, length and salt", async () => {
    const owner = await ownerWithAgent(server());
    target = { baseUrl: server().baseUrl, apiKey: owner.apiKey, agentId: owner.agentId };
    const put = await blobCall(target, "PUT", digest, { body: text, salt, headers: { "content-type": "text/plain; charset=utf-8" } });
    expect(put.status).toBe(201);
    expect(put.body).toEqual({
      digest,
      size_bytes: text.length,
      media_type: "text/plain; charset=utf-8",
      stored_at_ms: expect.any(Number),
    });
    const again = await blobCall(target, "PUT", digest, { body: text, salt, headers: { "content-type": "text/plain; charset=utf-8" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(put.body);

    const got = await blobCall(target, "GET", digest);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(text)).toBe(true);
    expect(got.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(got.headers.get("content-length")).toBe(String(text.length));
    expect(Buffer.from(got.headers.get("ledger-blob-salt")!, "base64url").equals(salt)).toBe(true);
    const head = await blobCall(target, "HEAD", digest);
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers.get("content-length")).toBe(String(text.length));
    expect(head.headers.get("ledger-blob-salt")).toBe(salt.toString("base64url"));
  });

  it("stores an unsalted blob and an empty one; the media type defaults to application/octet-stream", async () => {
    const bytes = Buffer.from("public content, de-duplicated by its plain SHA-256");
    const put = await blobCall(target, "PUT", digestOf(bytes), { body: bytes });
    expect(put.status).toBe(201);
    expect(put.body.media_type).toBe("application/octet-stream");
    const got = await blobCall(target, "GET", digestOf(bytes));
    expect(got.headers.get("ledger-blob-salt")).toBe("");
    expect(got.bytes.equals(bytes)).toBe(true);
    const empty = Buffer.alloc(0);
    expect((await blobCall(target, "PUT", digestOf(empty, salt), { body: empty, salt })).status).toBe(201);
    const gotEmpty = await blobCall(target, "GET", digestOf(empty, salt));
    expect([gotEmpty.status, gotEmpty.bytes.length]).toEqual([200, 0]);
  });

  describe("a blob of several chunks, streamed in without a declared length", () => {
    const big = randomBytes(MAX_BYTES - 12_345);
    const bigDigest = digestOf(big, salt);

    it("arrives whole and reads back whole and by ranges across chunk boundaries", async () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < big.length; at += 300_000) controller.enqueue(new Uint8Array(big.subarray(at, at + 300_000)));
          controller.close();
        },
      });
      const put = await blobCall(target, "PUT", bigDigest, { body: stream, salt });
      expect(put.status).toBe(201);
      expect(put.body.size_bytes).toBe(big.length);
      expect((await blobCall(target, "GET", bigDigest)).bytes.equals(big)).toBe(true);
      const MiB = 1024 * 1024;
      for (const [range, start, end] of [
        [`bytes=${MiB - 10}-${MiB + 9}`, MiB - 10, MiB + 10],
        [`bytes=${3 * MiB}-`, 3 * MiB, big.length],
        ["bytes=-100", big.length - 100, big.length],
        [`bytes=0-${10 * MiB}`, 0, big.length],
      ] as const) {
        const part = await blobCall(target, "GET", bigDigest, { headers: { range } });
        expect(part.status, range).toBe(206);
        expect(part.headers.get("content-range")).toBe(`bytes ${start}-${end - 1}/${big.length}`);
        expect(part.bytes.equals(big.subarray(start, end)), range).toBe(true);
      }
    });

    it("answers 416 range_not_satisfiable for a range beyond the end, and serves the whole blob for an inverted one", async () => {
      const res = await blobCall(target, "GET", bigDigest, { headers: { range: `bytes=${big.length}-` } });
      expect(expectError(res, 416, "range_not_satisfiable").details).toEqual({ size_bytes: big.length });
      expect(res.headers.get("content-range")).toBe(`bytes */${big.length}`);
      expectError(await blobCall(target, "GET", bigDigest, { headers: { range: "bytes=-0" } }), 416, "range_not_satisfiable");
      const inverted = await blobCall(target, "GET", bigDigest, { headers: { range: "bytes=10-5" } });
      expect([inverted.status, inverted.bytes.length]).toEqual([200, big.length]);
      expectError(await blobCall(target, "GET", bigDigest, { headers: { range: "bytes=0-1,5-6" } }), 400, "validation_failed");
    });
  });

  describe("bad input: a clear 4xx, nothing half-stored", () => {
    it("refuses bytes that do not hash to the digest with 422 digest_mismatch and keeps nothing", async () => {
      const wrong = digestOf(Buffer.from("something else"), salt);
      const res = await blobCall(target, "PUT", wrong, { body: text, salt });
      expect(expectError(res, 422, "digest_mismatch").details).toMatchObject({ field: "/digest" });
      expectError(await blobCall(target, "GET", wrong), 404, "not_found");
      // The right bytes with the wrong salt are as wrong.
      expectError(
        await blobCall(target, "PUT", digestOf(Buffer.from("x"), salt), { body: Buffer.from("x"), salt: randomBytes(32) }),
        422,
        "digest_mismatch",
      );
      await noLeftovers();
    });

    it("refuses a malformed digest, salt or media type with 400 validation_failed", async () => {
      for (const bad of ["sha256:ABC", `sha256:${"A".repeat(64)}`, `md5:${"0".repeat(32)}`, digest.slice(0, -1)]) {
        expect(expectError(await blobCall(target, "PUT", bad, { body: text }), 400, "validation_failed").details!.field).toBe("/digest");
      }
      for (const bad of [
        "not base64url!",
        "AAAA",
        salt.toString("base64"),
        `${salt.toString("base64url")}=`,
        "A".repeat(43).slice(0, 42) + "B",
      ]) {
        const res = await blobCall(target, "PUT", digest, { body: text, headers: { "ledger-blob-salt": bad } });
        expect(expectError(res, 400, "validation_failed").details!.field, bad).toBe("/ledger-blob-salt");
      }
      const res = await blobCall(target, "PUT", digestOf(text), { body: text, headers: { "content-type": "not a media type" } });
      expect(expectError(res, 400, "validation_failed").details!.field).toBe("/content-type");
      await noLeftovers();
    });

    it("refuses a blob over BLOB_MAX_BYTES with 413, declared or discovered while streaming", async () => {
      const huge = randomBytes(MAX_BYTES + 1);
      const declared = await blobCall(target, "PUT", digestOf(huge), { body: huge });
      expect(expectError(declared, 413, "payload_too_large").details).toEqual({ limit: MAX_BYTES });
      // Far past the cap (more than 8 MB past it, all a drain once read before answering): the
      // service answers 413 while the body is still arriving and reads the rest (bounded in time),
      // so the client gets the answer rather than a failed upload.
      const endless = Buffer.alloc(3 * MAX_BYTES + 1);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < endless.length; at += 1_000_000) controller.enqueue(new Uint8Array(endless.subarray(at, at + 1_000_000)));
          controller.close();
        },
      });
      expectError(await blobCall(target, "PUT", digestOf(endless), { body: stream }), 413, "payload_too_large");
      expectError(await blobCall(target, "GET", digestOf(huge)), 404, "not_found");
      await eventually(noLeftovers);
    });

    it("keeps nothing of an upload whose client disconnects mid-body", async () => {
      const bytes = randomBytes(3 * 1024 * 1024);
      const tornSalt = randomBytes(32);
      await tornUpload(target, digestOf(bytes, tornSalt), tornSalt, bytes.subarray(0, 2 * 1024 * 1024), bytes.length);
      await eventually(noLeftovers);
      expectError(await blobCall(target, "GET", digestOf(bytes, tornSalt)), 404, "not_found");
      // The same blob uploaded whole afterwards is stored.
      expect((await blobCall(target, "PUT", digestOf(bytes, tornSalt), { body: bytes, salt: tornSalt })).status).toBe(201);
    });

    it("keeps blobs to their owner: another owner's key is refused like a missing agent", async () => {
      const other = await ownerWithAgent(server());
      const foreign = { ...target, apiKey: other.apiKey };
      expectError(await blobCall(foreign, "PUT", digest, { body: text, salt }), 401, "auth_invalid");
      expectError(await blobCall(foreign, "GET", digest), 404, "not_found");
      expect((await blobCall(foreign, "HEAD", digest)).status).toBe(404);
      expectError(await blobCall(foreign, "DELETE", digest), 404, "not_found");
      // Under the other owner's own agent, the digest names nothing.
      expectError(await blobCall({ ...foreign, agentId: other.agentId }, "GET", digest), 404, "not_found");
      expect((await blobCall(target, "GET", digest)).status).toBe(200);
    });
  });

  describe("attachments of 1.1 records", () => {
    const ref = (d: string, size = text.length) => ({
      digest: d,
      size_bytes: size,
      media_type: "text/plain; charset=utf-8",
      uri: blobPath(target.agentId, d),
      field: "reasoning",
    });
    const thinking = (attachments: object[]) => ({ ...recordOf("Thinking"), schema_version: "1.1", attachments });
    const records = () => agentClient(server(), target);

    it("are stored when every attachment names a blob of the same agent, and read back as sent", async () => {
      const record = thinking([ref(digest)]);
      expect((await records().submit(record)).status).toBe(201);
      expect((await records().record(record.record_id)).body.attachments).toEqual(record.attachments);
    });

    it("are refused with 422 reference_unresolved when an attachment names no stored blob, alone in a batch", async () => {
      const missing = digestOf(Buffer.from("never uploaded"), salt);
      const lone = thinking([ref(digest), ref(missing)]);
      const res = await records().submit(lone);
      expect(expectError(res, 422, "reference_unresolved").details).toEqual({
        field: "/attachments/1/digest",
        reason: "must name a blob stored under the same agent",
        missing: [missing],
      });
      expectError(await records().record(lone.record_id), 404, "not_found");
      const good = thinking([ref(digest)]);
      const batch = await records().batch([good, thinking([ref(missing)])]);
      expect(batch.status).toBe(200);
      expect(batch.body.results[0]).toMatchObject({ record_id: good.record_id, is_duplicate: false });
      expect(batch.body.results[1]).toMatchObject({ code: "reference_unresolved" });
    });

    it("are refused with 422 reference_unresolved when an attachment's size or media type is not its blob's, alone in a batch", async () => {
      const wrongSize = thinking([ref(digest), ref(digest, 5)]);
      const wrongType = thinking([{ ...ref(digest), media_type: "text/html" }]);
      expect(expectError(await records().submit(wrongSize), 422, "reference_unresolved").details).toEqual({
        field: "/attachments/1/size_bytes",
        reason: `must be the stored blob's, ${text.length}`,
      });
      expect(expectError(await records().submit(wrongType), 422, "reference_unresolved").details).toEqual({
        field: "/attachments/0/media_type",
        reason: 'must be the stored blob\'s, "text/plain; charset=utf-8"',
      });
      const good = thinking([ref(digest)]);
      const batch = await records().batch([wrongSize, good, wrongType]);
      expect(batch.body.results.map((r: { code?: string }) => r.code ?? "stored")).toEqual([
        "reference_unresolved",
        "stored",
        "reference_unresolved",
      ]);
      for (const refused of [wrongSize, wrongType]) expectError(await records().record(refused.record_id), 404, "not_found");
    });

    it("do not resolve to a blob of another agent of the same owner", async () => {
      const other = await registerAgent(server(), target.apiKey);
      const res = await agentClient(server(), { apiKey: target.apiKey, agentId: other.body.agent_id }).submit(thinking([ref(digest)]));
      expectError(res, 422, "reference_unresolved");
    });
  });

  describe("erasure", () => {
    it("lets only the active key erase: a key in its rotation grace window gets 403 forbidden", async () => {
      const owner = await ownerWithAgent(server());
      const rotated = await call(server(), "POST", "/v1/owners/me/rotate-key", { key: owner.apiKey });
      expect(rotated.status).toBe(200);
      const agent = { baseUrl: server().baseUrl, apiKey: rotated.body.api_key, agentId: owner.agentId };
      expect((await blobCall(agent, "PUT", digest, { body: text, salt })).status).toBe(201);
      expectError(await blobCall(agent, "DELETE", digest, { key: owner.apiKey }), 403, "forbidden");
      expect((await blobCall(agent, "GET", digest, { key: owner.apiKey })).status).toBe(200);
    });

    it("erases bytes and salt: later reads, uploads and erasures answer 410 blob_erased with the time", async () => {
      const erased = await blobCall(target, "DELETE", digest);
      expect(erased.status).toBe(200);
      expect(erased.body).toEqual({ digest, erased_at_ms: expect.any(Number) });
      const at = erased.body.erased_at_ms;
      for (const method of ["GET", "DELETE"]) {
        expect(expectError(await blobCall(target, method, digest), 410, "blob_erased").details, method).toEqual({ erased_at_ms: at });
      }
      expect((await blobCall(target, "HEAD", digest)).status).toBe(410);
      expectError(await blobCall(target, "PUT", digest, { body: text, salt }), 410, "blob_erased");
      expectError(await blobCall(target, "DELETE", digestOf(Buffer.from("never stored"))), 404, "not_found");
      const row = await server().service.services.db.knex("blobs").where({ agent_id: target.agentId, digest }).first();
      expect(row).toMatchObject({ salt: null, content_id: null, erased_ms: at });
      await noLeftovers();
    });

    it("leaves the records naming an erased blob readable and verifying offline; new ones may not name it", async () => {
      const { body: trace } = await agentClient(server(), target).trace("?limit=100");
      const attached = trace.records.filter((r: { attachments?: { digest: string }[] }) => r.attachments?.some((a) => a.digest === digest));
      expect(attached.length).toBeGreaterThan(0);
      const cut = await call(server(), "POST", `/v1/agents/${target.agentId}/checkpoints`, { key: target.apiKey });
      expect([200, 201]).toContain(cut.status);
      const { body: agent } = await agentClient(server(), target).agent();
      for (const record of attached) {
        const proof = await call(
          server(),
          "GET",
          `/v1/records/${record.record_id}/proof?agent_id=${target.agentId}&tree_size=${cut.body.tree_size}`,
          { key: target.apiKey },
        );
        expect(verifyRecord(record, proof.body, cut.body, agent.agent_wallet_address)).toMatchObject({ ok: true });
      }
      const res = await agentClient(server(), target).submit({
        ...recordOf("Thinking"),
        schema_version: "1.1",
        attachments: [attached[0].attachments[0]],
      });
      expectError(res, 422, "reference_unresolved");
    });

    it("answers a byte-identical resubmission of a record naming an erased blob as a duplicate, alone and in a batch; a changed body still 422", async () => {
      const { body: trace } = await agentClient(server(), target).trace("?limit=100");
      const stored = trace.records.find((r: { attachments?: { digest: string }[] }) => r.attachments?.some((a) => a.digest === digest));
      // As the agent first sent it: without the fields the service sets.
      const { agent_id: _agent, server_ts_utc: serverTs, ...sent } = stored;
      const again = await agentClient(server(), target).submit(sent);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ record_id: sent.record_id, session_id: sent.session_id, server_ts_utc: serverTs, is_duplicate: true });
      // The record as read back (agent_id and server_ts_utc included) is the same record too.
      expect((await agentClient(server(), target).submit(stored)).status).toBe(200);
      const batch = await agentClient(server(), target).batch([sent, { ...sent, tags: ["changed"] }]);
      expect(batch.body.results[0]).toEqual({
        record_id: sent.record_id,
        session_id: sent.session_id,
        server_ts_utc: serverTs,
        is_duplicate: true,
      });
      expect(batch.body.results[1]).toMatchObject({ record_id: sent.record_id, code: "reference_unresolved" });
    });
  });
}
