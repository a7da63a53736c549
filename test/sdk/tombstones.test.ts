// Erased records as the TypeScript SDK reads them, by the shared vectors (test/vectors/tombstones.json)
// that the Python and Go SDKs read too: readRecord gives the tombstone as a value, getRecord raises
// record_erased carrying it, deleteRecord and deleteSession answer what they erased, and a session
// holds the tombstone in its place.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  isTombstone,
  LedgerError,
  leafHashOfDigest,
  leafHash,
  recordDigest,
  tombstoneOf,
  verifyTombstone,
  type Checkpoint,
  type InclusionProof,
  type ReadRecord,
  type RecordTombstone,
  type StoredRecord,
} from "../../sdk/index.ts";
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

const { vectors }: { vectors: TombstoneVector[] } = JSON.parse(
  fs.readFileSync(new URL("../vectors/tombstones.json", import.meta.url), "utf8"),
);

/** The vector's outcome as this SDK gives it, in the vectors' terms. */
async function outcome(vector: TombstoneVector): Promise<Record<string, unknown>> {
  const { client, sent } = testClient([
    new Response(vector.body, { status: vector.status, headers: { "content-type": "application/json" } }),
  ]);
  const read = (value: ReadRecord) =>
    isTombstone(value) ? { erased: true, tombstone: value } : { erased: false, record_id: value.record_id };
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
      const expected =
        vector.error === undefined
          ? { result: vector.result }
          : { error: vector.error, ...(vector.tombstone && { tombstone: vector.tombstone }) };
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
});

interface ProofVector {
  name: string;
  tombstone: RecordTombstone;
  proof: InclusionProof;
  checkpoint: Checkpoint;
  address: string;
  valid: boolean;
  code?: string;
  reason?: string;
}

const proofs = (
  JSON.parse(fs.readFileSync(new URL("../vectors/tombstone-proofs.json", import.meta.url), "utf8")) as { vectors: ProofVector[] }
).vectors;

// test/vectors/tombstone-proofs.json (written by codegen), which the Python and Go SDKs read too:
// an erased record's digest verifies against the proof and checkpoint its record had; each
// changed case is refused with its code and reason.
describe("verifyTombstone by the shared vectors", () => {
  it("holds valid cases and a case of every refusal a tombstone can get", () => {
    expect(new Set(proofs.map((v) => v.code))).toEqual(
      new Set([undefined, "not_included", "leaf_index_mismatch", "tree_size_mismatch", "unsigned", "signature_invalid"]),
    );
    expect(proofs.filter((v) => !v.valid && (v.code === undefined || v.reason === undefined))).toEqual([]);
  });

  it("the valid tombstone's digest is its record's, as the anchoring vectors hold it", () => {
    const anchoring = JSON.parse(fs.readFileSync(new URL("../vectors/anchoring.json", import.meta.url), "utf8")) as {
      vectors: { kind: string; valid?: boolean; record: StoredRecord; proof: InclusionProof }[];
    };
    const { record, proof } = anchoring.vectors.find((v) => v.kind === "record" && v.valid)!;
    expect(proofs[0]!.tombstone).toMatchObject({ record_id: record.record_id, digest: recordDigest(record), leaf_index: proof.leaf_index });
  });

  for (const v of proofs) {
    it(v.name, () => {
      expect(verifyTombstone(v.tombstone, v.proof, v.checkpoint, v.address)).toEqual(
        v.valid ? { ok: true, leafIndex: v.proof.leaf_index, treeSize: v.proof.tree_size } : { ok: false, code: v.code, reason: v.reason },
      );
    });
  }
});
