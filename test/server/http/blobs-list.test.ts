// An agent's blob listing (GET /v1/agents/{agent_id}/blobs: digest order, keyset pages, erased ones
// with their erasure time) and the collection of blobs no record names (issue 39): an orphan is
// erased once BLOB_ORPHAN_GRACE_HOURS have passed, a blob a record names never is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eraseOrphans } from "../../../server/blobs/erase.ts";
import { LedgerClient } from "../../../sdk/index.ts";
import { createOwner, startTestServer, type TestServer } from "../../support/server.ts";

type Listed = { digest: string; size_bytes: number; media_type: string; stored_at_ms: number; erased_at_ms: number | null };

async function agentOn(server: TestServer) {
  const { apiKey } = await createOwner(server);
  const agent = await LedgerClient.registerAgent({
    apiKey,
    endpoint: server.baseUrl,
    name: `blobs-${Math.random().toString(36).slice(2)}`,
  });
  const client = new LedgerClient({ apiKey, agentId: agent.agent_id, endpoint: server.baseUrl });
  const list = async (query = ""): Promise<{ blobs: Listed[]; next_cursor: string | null }> => {
    const res = await fetch(`${server.baseUrl}/v1/agents/${agent.agent_id}/blobs${query}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(res.status).toBe(200);
    return res.json();
  };
  return { client, list, agentId: agent.agent_id };
}

describe("the blob listing and the orphan round", () => {
  let server: TestServer;
  beforeAll(async () => {
    // A day's grace: the round runs, but keeps every blob these tests upload.
    server = await startTestServer({
      config: {
        blobs: { ...(await import("../../../server/config.ts")).configFromEnv({}).blobs, roundIntervalMs: 50, orphanGraceMs: 86_400_000 },
      },
    });
  });
  afterAll(() => server?.close());

  it("lists an agent's blobs in digest order, in keyset pages", async () => {
    const { client, list } = await agentOn(server);
    const refs = await Promise.all(["one", "two", "three"].map((text) => client.putBlob(text)));
    const digests = refs.map((ref) => ref.digest).sort();
    const first = await list("?limit=2");
    expect(first.blobs.map((b) => b.digest)).toEqual(digests.slice(0, 2));
    expect(first.next_cursor).toBe(digests[1]);
    const second = await list(`?limit=2&cursor=${first.next_cursor}`);
    expect(second).toEqual({
      blobs: [expect.objectContaining({ digest: digests[2], media_type: "text/plain; charset=utf-8", erased_at_ms: null })],
      next_cursor: null,
    });
    const bad = await fetch(`${server.baseUrl}/v1/agents/${"agt_" + "0".repeat(32)}/blobs?limit=0`);
    expect(bad.status).toBeGreaterThanOrEqual(400);
  });

  it("erases the blobs no record names once the grace has passed, and keeps those a record names", async () => {
    const { client, list, agentId } = await agentOn(server);
    const record = await client.attach(
      { behavior: "Thinking", session_id: "s-1", prompt: "Summary", output_payload: "Yes." },
      "prompt",
      "the full prompt",
    );
    await client.submit(record);
    const orphan = await client.putBlob("its record was never stored");
    // The round looks for naming records through the search index, written just after commit.
    await server.service.services.searchIndex.flush(agentId);
    // Within the grace (the running round's day): both kept.
    expect((await list()).blobs.every((b) => b.erased_at_ms === null)).toBe(true);

    const room = server.service.services.blobs;
    const now = Date.now();
    expect(await eraseOrphans(room, now + 1, now, () => false, 1_000)).toBeGreaterThanOrEqual(1); // the first test's, too
    const after = await list();
    expect(after.blobs.find((b) => b.digest === orphan.digest)?.erased_at_ms).toBe(now);
    expect(after.blobs.find((b) => b.digest === record.attachments[0]!.digest)?.erased_at_ms).toBeNull();
    expect(Buffer.from(await client.getBlob(record.attachments[0]!)).toString()).toBe("the full prompt");
  });
});

it("the background round erases an orphan by itself (BLOB_ORPHAN_GRACE_HOURS 0)", { timeout: 60_000 }, async () => {
  const { configFromEnv } = await import("../../../server/config.ts");
  const server = await startTestServer({ config: { blobs: { ...configFromEnv({}).blobs, roundIntervalMs: 50, orphanGraceMs: 0 } } });
  try {
    const { client, list } = await agentOn(server);
    const orphan = await client.putBlob("nobody names me");
    for (;;) {
      const [listed] = (await list()).blobs;
      if (listed?.erased_at_ms !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await list()).blobs).toEqual([expect.objectContaining({ digest: orphan.digest, erased_at_ms: expect.any(Number) })]);
  } finally {
    await server.close();
  }
});

it("passes over an agent whose newest records are not indexed yet: one of them may name the blob", async () => {
  const { configFromEnv } = await import("../../../server/config.ts");
  const server = await startTestServer({
    config: { searchIndex: false, blobs: { ...configFromEnv({}).blobs, orphanGraceMs: 86_400_000 } },
  });
  try {
    const { client, list } = await agentOn(server);
    const record = await client.attach(
      { behavior: "Thinking", session_id: "s-1", prompt: "Summary", output_payload: "Yes." },
      "prompt",
      "the full prompt",
    );
    await client.submit(record);
    await client.putBlob("its record was never stored");
    const now = Date.now();
    expect(await eraseOrphans(server.service.services.blobs, now + 1, now, () => false, 1_000)).toBe(0);
    expect((await list()).blobs.map((b) => b.erased_at_ms)).toEqual([null, null]);
  } finally {
    await server.close();
  }
});
