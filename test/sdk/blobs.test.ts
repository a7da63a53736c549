// Blobs through the TypeScript SDK against the real service: the newcomer's path (a 5 MB document
// attached to a Thinking record, read back verified, erased, the record still verifying offline),
// the shared digest vectors, and a download that does not match its digest.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import vectors from "../vectors/blobs.json" with { type: "json" };
import { blobDigest, LedgerClient, NotFoundError, ValidationError, verifyRecord, type HttpTransport } from "../../sdk/index.ts";
import { verifiedBlob, withAttachment } from "../../sdk/blobs.ts";
import { recordOf } from "../support/records.ts";
import { createOwner, startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { checkpointIntervalMs: 0 } });
});
afterAll(() => server?.close());

async function newClient(httpTransport?: HttpTransport) {
  const { apiKey } = await createOwner(server);
  const agent = await LedgerClient.registerAgent({
    apiKey,
    endpoint: server.baseUrl,
    name: `blobs-${Math.random().toString(36).slice(2)}`,
  });
  const client = new LedgerClient({
    apiKey,
    agentId: agent.agent_id,
    endpoint: server.baseUrl,
    retry: { sleep: async () => {} },
    ...(httpTransport ? { httpTransport } : {}),
  });
  return { client, address: agent.agent_wallet_address };
}

describe("blobDigest", () => {
  it.each(vectors.vectors)("matches the shared vector: $name", ({ bytes, salt, digest }) => {
    expect(blobDigest(Buffer.from(bytes, "base64url"), Buffer.from(salt, "base64url"))).toBe(digest);
  });
});

describe("a download's check", () => {
  it.each(vectors.download_checks)("matches the shared vector: $name", ({ bytes, salt, digest, size_bytes, error }) => {
    const ref = { digest, ...(size_bytes !== null && { size_bytes }) };
    const received = Buffer.from(bytes, "base64url");
    if (error === null) expect(verifiedBlob(ref, received, salt)).toBe(received);
    else
      expect(() => verifiedBlob(ref, received, salt)).toThrow(
        expect.objectContaining({ code: "digest_mismatch", details: expect.objectContaining({ field: error }) }),
      );
  });
});

describe("attach's schema version", () => {
  const ref = { digest: `sha256:${"0".repeat(64)}`, size_bytes: 1, media_type: "text/plain", uri: "/x" };
  it.each(vectors.attach_versions)("matches the shared vector: $schema_version → $attached", ({ schema_version, attached }) => {
    const { schema_version: _stamped, ...unversioned } = recordOf("Thinking");
    const record = { ...unversioned, ...(schema_version !== null && { schema_version }) };
    const updated = withAttachment(record, ref);
    expect(updated.attachments).toEqual([ref]);
    if (attached === null) expect("schema_version" in updated).toBe(false);
    else expect((updated as { schema_version?: string }).schema_version).toBe(attached);
  });
});

describe("blobs through the SDK", () => {
  it("attaches a 5 MB document to a Thinking record, reads it back verified, erases it, and the record still verifies", async () => {
    const { client, address } = await newClient();
    const document = randomBytes(5 * 1024 * 1024);
    const record = await client.attach(
      { ...recordOf("Thinking"), prompt: "Summarise the attached report (full text attached)." },
      "prompt",
      document,
      "application/pdf",
    );
    expect(record.attachments).toEqual([
      {
        digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
        size_bytes: document.length,
        media_type: "application/pdf",
        uri: expect.stringContaining("/blobs/sha256:"),
        field: "prompt",
      },
    ]);
    // Salted: the digest is not the bytes' plain SHA-256.
    expect(record.attachments[0]!.digest).not.toBe(blobDigest(document));
    const ack = await client.submit(record);
    const stored = await client.getRecord(ack.record_id);
    expect(stored.attachments).toEqual(record.attachments);
    expect(Buffer.from(await client.getBlob(stored.attachments![0]!)).equals(document)).toBe(true);

    await client.deleteBlob(stored.attachments![0]!);
    const erased = await client.getBlob(stored.attachments![0]!).catch((error: unknown) => error);
    expect(erased).toBeInstanceOf(NotFoundError);
    expect(erased).toMatchObject({ code: "blob_erased", details: { erased_at_ms: expect.any(Number) } });

    const checkpoint = await client.anchor();
    const proof = await client.getInclusionProof(ack.record_id, checkpoint.tree_size);
    expect(verifyRecord(await client.getRecord(ack.record_id), proof, checkpoint, address)).toMatchObject({ ok: true });
  });

  it("uploads text as UTF-8 and public content unsalted on request", async () => {
    const { client } = await newClient();
    const text = await client.putBlob("héllo");
    expect(text).toMatchObject({ size_bytes: 6, media_type: "text/plain; charset=utf-8" });
    expect(new TextDecoder().decode(await client.getBlob(text))).toBe("héllo");
    const open = await client.putBlob(new Uint8Array([1, 2, 3]), { salt: new Uint8Array(0) });
    expect(open.digest).toBe(blobDigest(new Uint8Array([1, 2, 3])));
    await expect(client.putBlob(new Uint8Array([1]), { salt: new Uint8Array(5) })).rejects.toMatchObject({
      code: "validation_failed",
      details: { field: "salt" },
    });
  });

  it("raises digest_mismatch when the bytes received do not hash to the reference's digest", async () => {
    // A transport that changes one byte of every blob download, as a faulty proxy or store would.
    const tampering: HttpTransport = async (url, init) => {
      const res = await fetch(url, init);
      if (init.method !== "GET" || !url.includes("/blobs/") || !res.ok) return res;
      const bytes = new Uint8Array(await res.arrayBuffer());
      bytes[0]! ^= 1;
      return new Response(bytes, { status: res.status, headers: res.headers });
    };
    const { client } = await newClient(tampering);
    const ref = await client.putBlob("the real content");
    const error = await client.getBlob(ref).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ code: "digest_mismatch" });
  });

  it("raises digest_mismatch when the service moves the content's first 39 bytes into the salt header", async () => {
    // SHA-256(salt ‖ bytes) is the same for every split: only the salt's length and the size tell.
    const shifting: HttpTransport = async (url, init) => {
      const res = await fetch(url, init);
      if (init.method !== "GET" || !url.includes("/blobs/") || !res.ok) return res;
      const bytes = new Uint8Array(await res.arrayBuffer());
      const salt = Buffer.concat([Buffer.from(res.headers.get("ledger-blob-salt")!, "base64url"), bytes.subarray(0, 39)]);
      const headers = new Headers(res.headers);
      headers.set("ledger-blob-salt", salt.toString("base64url"));
      headers.delete("content-length");
      return new Response(bytes.subarray(39), { status: res.status, headers });
    };
    const { client } = await newClient(shifting);
    for (const salt of [undefined, new Uint8Array(0)]) {
      const ref = await client.putBlob(
        "The opening paragraph that the service keeps back, then the rest of the document.",
        salt && { salt },
      );
      const error = await client.getBlob(ref).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ code: "digest_mismatch" });
    }
  });
});
