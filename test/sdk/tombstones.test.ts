// Erased records as the TypeScript SDK reads them, by the shared vectors (test/vectors/tombstones.json)
// that the Python and Go SDKs read too: readRecord gives the tombstone as a value, getRecord raises
// record_erased carrying it, deleteRecord and deleteSession answer what they erased, and a session
// holds the tombstone in its place.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isTombstone, LedgerError, leafHashOfDigest, leafHash, recordDigest, tombstoneOf, verifyTombstone, type Checkpoint, type InclusionProof, type ReadRecord, type RecordTombstone, type StoredRecord } from "../../sdk/index.ts";
import { testClient } from "./fake.ts";

interface TombstoneVector {
  name: string;
  op: "readRecord" | "getRecord" | "deleteRecord" | "deleteSession" | "getSession";
  id: string;
  method: string;
  path: string;
  status: number;
  body: string;
  result?: Record<string, unknown>;
  error?: string;
  tombstone?: Record<string, unknown>;
}

const { vectors }: { vectors: TombstoneVector[] } = JSON.parse(fs.readFileSync(new URL("../vectors/tombstones.json", import.meta.url), "utf8"));

/** The vector's outcome as this SDK gives it, in the vectors' terms. */
async function outcome(vector: TombstoneVector): Promise<Record<string, unknown>> {
  const { client, sent } = testClient([new Response(vector.body, { status: vector.status, headers: { "content-type": "application/json" } })]);
  const read = (value: ReadRecord) => (isTombstone(value) ? { erased: true, tombstone: value } : { erased: false, record_id: value.record_id });
  const run = async (): Promise<Record<string, unknown>> => {
    switch (vector.op) {
      case "readRecord":
        return { result: read(await client.readRecord(vector.id)) };
      case "getRecord":
        return { result: read(await client.getRecord(vector.id)) };
      case "deleteRecord":
        return { result: read(await client.deleteRecord(vector.id)) };
      case "deleteSession":
        return { result: { session_erasure: await client.deleteSession(vector.id) } };
      case "getSession": {
        const { records } = await client.getSession(vector.id);
        return { result: { erased: records.map(isTombstone), record_ids: records.map((record) => record.record_id) } };
      }
    }
  };
  const answer = await run().catch((error: unknown) => {
    if (!(error instanceof LedgerError)) throw error;
    const tombstone = tombstoneOf(error);
    return { error: error.code, ...(tombstone && { tombstone }) };
  });
  expect(sent.map((request) => [request.method, new URL(request.url).pathname])).toEqual([[vector.method, vector.path]]);
  return answer;
}

describe("tombstones by the shared vectors", () => {
  it("has vectors", () => expect(vectors.length).toBeGreaterThan(5));

  for (const vector of vectors) {
    it(vector.name, async () => {
      const expected = vector.error === undefined ? { result: vector.result } : { error: vector.error, ...(vector.tombstone && { tombstone: vector.tombstone }) };
      expect(await outcome(vector)).toEqual(expected);
    });
  }

  it("a tombstone's digest gives the leaf its record had", () => {
    const session = JSON.parse(vectors.find((vector) => vector.op === "getSession")!.body) as { records: ReadRecord[] };
    const [record, tombstone] = [session.records[0]!, session.records[1]!];
    expect(isTombstone(tombstone) && leafHashOfDigest(tombstone.digest)).toMatch(/^[0-9a-f]{64}$/);
    const stored = vectors.find((vector) => vector.op === "readRecord" && vector.status === 200)!;
    expect(leafHash(JSON.parse(stored.body))).toBe(!isTombstone(record) && leafHash(record));
    expect(leafHashOfDigest("not hex")).toBeNull();
  });

  it("verifyTombstone: an erased record's digest verifies against the proof and checkpoint its record had; a changed one does not", () => {
    // The valid record of the shared anchoring vectors, erased: its tombstone keeps its digest and leaf.
    const anchoring = JSON.parse(fs.readFileSync(new URL("../vectors/anchoring.json", import.meta.url), "utf8")) as { vectors: { kind: string; valid: boolean; record: StoredRecord; proof: InclusionProof; checkpoint: Checkpoint; address: string }[] };
    const { record, proof, checkpoint, address } = anchoring.vectors.find((v) => v.kind === "record" && v.valid)!;
    const tombstone = { record_id: record.record_id, digest: recordDigest(record), leaf_index: proof.leaf_index } as RecordTombstone;
    expect(verifyTombstone(tombstone, proof, checkpoint, address)).toEqual({ ok: true });
    const other = recordDigest({ ...record, record_id: "00000000-0000-4000-8000-000000000000" });
    expect(verifyTombstone({ ...tombstone, digest: other }, proof, checkpoint, address)).toMatchObject({ ok: false, reason: expect.stringContaining("digest is not leaf") });
    expect(verifyTombstone({ ...tombstone, leaf_index: proof.leaf_index + 1 }, proof, checkpoint, address)).toMatchObject({ ok: false, reason: expect.stringContaining("the proof is of leaf") });
    expect(verifyTombstone(tombstone, proof, checkpoint, "0x0000000000000000000000000000000000000001")).toMatchObject({ ok: false, reason: expect.stringContaining("not signed by") });
  });
});
