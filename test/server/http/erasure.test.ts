// Erasure of records (DELETE /v1/records/{id}, DELETE /v1/sessions/{id}; docs/content.md): the
// content goes from every table (body, search terms, session totals, blobs no other record
// names), the tombstone stays in its place, and every checkpoint and proof still verifies.
import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyCheckpoint } from "../../../protocol/checkpoint.ts";
import { hashLeaf, leafHash, recordDigest, toHex, verifyInclusion } from "../../../protocol/merkle.ts";
import { SESSION_CHUNK } from "../../../server/store/erasure.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent } from "../../support/server.ts";
import { blobCall, blobPath, digestOf } from "./blobs-suite.ts";
import { agentClient, expectError, rows, useServer, type AgentClient } from "./helpers.ts";

const server = useServer();

let owner: Awaited<ReturnType<typeof ownerWithAgent>>;
let client: AgentClient;
const erase = (path: string, key = owner.apiKey) => call(server(), "DELETE", `${path}?agent_id=${owner.agentId}`, { key });
const eraseRecord = (recordId: string, key?: string) => erase(`/v1/records/${recordId}`, key);
const eraseSession = (sessionId: string, key?: string) => erase(`/v1/sessions/${sessionId}`, key);
const fromHex = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));

/** A record holding `marker` in its text. */
const marked = (marker: string, session?: string) => ({
  ...recordOf("Thinking", session),
  prompt: `what about ${marker}?`,
  output_payload: `${marker} it is`,
});

beforeAll(async () => {
  owner = await ownerWithAgent(server());
  client = agentClient(server(), owner);
});

describe("DELETE /v1/records/{record_id}", () => {
  it("leaves a tombstone in place of the record: GET answers 410 with it, the session and the trace show it, search finds nothing", async () => {
    const marker = `mark${randomBytes(6).toString("hex")}`;
    const session = `sess-${randomUUID()}`;
    const before = recordOf("Observing", session);
    const target = marked(marker, session);
    const after = recordOf("Acting", session);
    for (const record of [before, target, after]) expect((await client.submit(record)).status).toBe(201);
    const stored = (await client.record(target.record_id)).body;
    expect((await client.search(`?q=${marker}`)).body.records).toHaveLength(1);

    const res = await eraseRecord(target.record_id);
    expect(res.status).toBe(200);
    const tombstone = {
      record_id: target.record_id,
      session_id: session,
      behavior: "Thinking",
      server_ts_utc: stored.server_ts_utc,
      leaf_index: expect.any(Number),
      digest: recordDigest(stored),
      erased_at_ms: expect.any(Number),
    };
    expect(res.body).toEqual(tombstone);

    expectError(await client.record(target.record_id), 410, "record_erased", { tombstone: res.body });
    const sessionRecords = (await client.session(session)).body.records;
    expect(sessionRecords.map((r: { record_id: string }) => r.record_id)).toEqual([before.record_id, target.record_id, after.record_id]);
    expect(sessionRecords[1]).toEqual(res.body);
    expect((await client.trace()).body.records.find((r: { record_id: string }) => r.record_id === target.record_id)).toEqual(res.body);
    expect((await client.search(`?q=${marker}`)).body.records).toEqual([]);
    expect((await client.search(`?session_id=${session}`)).body.records.map((r: { record_id: string }) => r.record_id)).toEqual([
      after.record_id,
      before.record_id,
    ]);
    const [row] = await rows<{ body: unknown; erased_ms: number }>(
      server(),
      `select body, erased_ms from records where agent_id = ? and record_id = ?`,
      [owner.agentId, target.record_id],
    );
    expect(row).toEqual({ body: null, erased_ms: res.body.erased_at_ms });
  });

  it("indexes nothing of a record erased before its terms were written, and search goes on past it", async () => {
    const marker = `mark${randomBytes(6).toString("hex")}`;
    const records = Array.from({ length: 20 }, () => marked(marker));
    expect((await client.batch(records)).status).toBe(200);
    // At once: most of these are erased before the indexing pass that follows the commit.
    for (const record of records.slice(0, 10)) expect((await eraseRecord(record.record_id)).status).toBe(200);
    const found = (await client.search(`?q=${marker}&limit=100`)).body.records.map((r: { record_id: string }) => r.record_id);
    expect(found.sort()).toEqual(
      records
        .slice(10)
        .map((r) => r.record_id)
        .sort(),
    );
    const seqs = await rows(
      server(),
      `select t.seq from record_terms t join records r on r.agent_id = t.agent_id and r.seq = t.seq where r.agent_id = ? and r.erased_ms is not null`,
      [owner.agentId],
    );
    expect(seqs).toEqual([]);
  });

  it("recomputes the session's summary from what stays", async () => {
    const session = `sess-${randomUUID()}`;
    const [kept, gone] = [recordOf("Thinking", session), recordOf("Thinking", session)];
    for (const record of [kept, gone]) expect((await client.submit(record)).status).toBe(201);
    const summary = async () => (await client.sessions()).body.sessions.find((s: { session_id: string }) => s.session_id === session);
    expect((await summary()).tokens_in).toBe(2 * kept.model_invocation!.tokens_in!);
    expect((await eraseRecord(gone.record_id)).status).toBe(200);
    expect(await summary()).toMatchObject({
      record_count: 2,
      tokens_in: kept.model_invocation!.tokens_in,
      tokens_out: kept.model_invocation!.tokens_out,
    });
  });

  it("erases twice alike: the same tombstone", async () => {
    const record = recordOf("Thinking");
    expect((await client.submit(record)).status).toBe(201);
    const first = await eraseRecord(record.record_id);
    const second = await eraseRecord(record.record_id);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it("takes a resubmission of the same body as a duplicate that stores nothing, and another body as record_id_conflict", async () => {
    const record = marked(`mark${randomBytes(6).toString("hex")}`);
    const ack = (await client.submit(record)).body;
    expect((await eraseRecord(record.record_id)).status).toBe(200);
    const again = await client.submit(record);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...ack, is_duplicate: true });
    expectError(await client.submit({ ...record, prompt: "something else" }), 409, "record_id_conflict");
    expect((await client.batch([record])).body.results).toEqual([{ ...ack, is_duplicate: true }]);
    const [row] = await rows<{ body: unknown }>(server(), `select body from records where agent_id = ? and record_id = ?`, [
      owner.agentId,
      record.record_id,
    ]);
    expect(row!.body).toBeNull();
    expectError(await client.record(record.record_id), 410, "record_erased");
  });

  it("answers 404 for a record of another owner's agent, and for one never stored", async () => {
    const record = recordOf("Thinking");
    expect((await client.submit(record)).status).toBe(201);
    const other = await ownerWithAgent(server());
    expectError(
      await call(server(), "DELETE", `/v1/records/${record.record_id}?agent_id=${owner.agentId}`, { key: other.apiKey }),
      404,
      "not_found",
    );
    expectError(
      await call(server(), "DELETE", `/v1/records/${record.record_id}?agent_id=${other.agentId}`, { key: other.apiKey }),
      404,
      "not_found",
    );
    expectError(await eraseRecord(randomUUID()), 404, "not_found");
    expect((await client.record(record.record_id)).status).toBe(200);
  });

  it("refuses a rotated-out key in its grace window (403 forbidden), which still reads", async () => {
    const own = await ownerWithAgent(server());
    const record = recordOf("Thinking");
    expect((await agentClient(server(), own).submit(record)).status).toBe(201);
    const rotated = await call(server(), "POST", "/v1/owners/me/rotate-key", { key: own.apiKey });
    expect(rotated.status).toBe(200);
    const path = (key: string, kind: string, id: string) => call(server(), "DELETE", `/v1/${kind}/${id}?agent_id=${own.agentId}`, { key });
    expectError(await path(own.apiKey, "records", record.record_id), 403, "forbidden");
    expectError(await path(own.apiKey, "sessions", record.session_id), 403, "forbidden");
    expect((await agentClient(server(), own).record(record.record_id)).status).toBe(200);
    expect((await path(rotated.body.api_key, "records", record.record_id)).status).toBe(200);
  });

  it("erases the blobs it alone attached; a blob another record names stays", async () => {
    const target = { baseUrl: server().baseUrl, apiKey: owner.apiKey, agentId: owner.agentId };
    const salt = randomBytes(32);
    const [own, shared] = [randomBytes(500), randomBytes(500)];
    for (const bytes of [own, shared])
      expect((await blobCall(target, "PUT", digestOf(bytes, salt), { body: bytes, salt })).status).toBe(201);
    const ref = (bytes: Buffer) => ({
      digest: digestOf(bytes, salt),
      size_bytes: bytes.length,
      media_type: "application/octet-stream",
      uri: blobPath(owner.agentId, digestOf(bytes, salt)),
    });
    const erased = { ...recordOf("Thinking"), schema_version: "1.1", attachments: [ref(own), ref(shared)] };
    const keeper = { ...recordOf("Thinking"), schema_version: "1.1", attachments: [ref(shared)] };
    for (const record of [erased, keeper]) expect((await client.submit(record)).status).toBe(201);
    expect((await eraseRecord(erased.record_id)).status).toBe(200);
    expectError(await blobCall(target, "GET", digestOf(own, salt)), 410, "blob_erased");
    expect((await blobCall(target, "GET", digestOf(shared, salt))).bytes.equals(shared)).toBe(true);
    expect(
      await rows(server(), `select 1 from blobs b join blob_chunks c using (content_id) where b.agent_id = ? and b.digest = ?`, [
        owner.agentId,
        digestOf(own, salt),
      ]),
    ).toEqual([]);
  });
});

describe("DELETE /v1/sessions/{session_id}", () => {
  it("erases a session larger than a chunk in transactions of at most SESSION_CHUNK records, answering its count and last erasure time", async () => {
    const session = `sess-${randomUUID()}`;
    const total = 2 * SESSION_CHUNK + 7;
    for (let sent = 0; sent < total; sent += 50) {
      const records = Array.from({ length: Math.min(50, total - sent) }, () => recordOf("Thinking", session));
      expect((await client.batch(records)).status).toBe(200);
    }
    const res = await eraseSession(session);
    expect(res.body).toEqual({ session_id: session, records_erased: total, erased_at_ms: expect.any(Number) });
    // Each transaction stamps the rows it writes with its id (xmin): one per chunk, none over the chunk.
    const transactions = await rows<{ records: number }>(
      server(),
      `select count(*)::int as records from records where agent_id = ? and session_id = ? and erased_ms is not null group by xmin::text order by 1 desc`,
      [owner.agentId, session],
    );
    expect(transactions.map((t) => t.records)).toEqual([SESSION_CHUNK, SESSION_CHUNK, 7]);
    const summary = (await client.sessions()).body.sessions.find((s: { session_id: string }) => s.session_id === session);
    expect(summary).toMatchObject({ record_count: total });
    expect(summary).not.toHaveProperty("tokens_in");
    expect((await eraseSession(session)).body).toEqual(res.body);
  });

  it("erases every record of the session; every checkpoint and proof, of them and of the others, still verifies", async () => {
    const own = await ownerWithAgent(server());
    const mine = agentClient(server(), own);
    const session = `sess-${randomUUID()}`;
    const records = [
      recordOf("Observing", session),
      recordOf("Thinking"),
      recordOf("Thinking", session),
      recordOf("Acting", session),
      recordOf("Observing"),
    ];
    expect((await mine.batch(records)).status).toBe(200);
    const trace = (await mine.trace("?order=asc")).body.records as object[];
    const checkpoint = await call(server(), "POST", `/v1/agents/${own.agentId}/checkpoints`, { key: own.apiKey });
    expect(checkpoint.status).toBe(201);

    const res = await call(server(), "DELETE", `/v1/sessions/${session}?agent_id=${own.agentId}`, { key: own.apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ session_id: session, records_erased: 3, erased_at_ms: expect.any(Number) });
    const again = await call(server(), "DELETE", `/v1/sessions/${session}?agent_id=${own.agentId}`, { key: own.apiKey });
    expect(again.body).toEqual(res.body);
    const fetched = (await mine.session(session)).body;
    expect(fetched.records.every((r: object) => "erased_at_ms" in r)).toBe(true);
    expect(fetched).toMatchObject({ closed: true, acting_record_id: records[3]!.record_id });

    const latest = (await call(server(), "GET", `/v1/agents/${own.agentId}/checkpoints/latest`, { key: own.apiKey })).body;
    expect(latest).toEqual(checkpoint.body);
    expect(verifyCheckpoint(latest, own.agent.agent_wallet_address)).toBe(true);
    const now = (await mine.trace("?order=asc")).body.records as ({ erased_at_ms?: number; digest: string } & object)[];
    for (const [index, read] of now.entries()) {
      const leaf = "erased_at_ms" in read ? toHex(hashLeaf(fromHex(read.digest))) : leafHash(read);
      expect(leaf).toBe(leafHash(trace[index]!));
      const proof = (
        await call(server(), "GET", `/v1/records/${(read as unknown as { record_id: string }).record_id}/proof?agent_id=${own.agentId}`, {
          key: own.apiKey,
        })
      ).body;
      expect(verifyInclusion(leaf, index, latest.tree_size, proof.audit_path, latest.root_hash)).toBe(true);
    }
    expectError(await call(server(), "DELETE", `/v1/sessions/sess-none?agent_id=${own.agentId}`, { key: own.apiKey }), 404, "not_found");
  });
});
