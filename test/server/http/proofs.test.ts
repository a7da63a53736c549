// Inclusion and consistency proofs over real HTTP, verified with the SDK's RFC 9162 verifiers
// against the roots of signed checkpoints, and compared with the SDK's reference proofs over the
// trace as read back.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyCheckpoint } from "../../../protocol/checkpoint.ts";
import { consistencyProof, inclusionProof, leafHash, toHex, verifyConsistency, verifyInclusion } from "../../../protocol/merkle.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent } from "../../support/server.ts";
import { agentClient, expectError, useServer } from "./helpers.ts";

const server = useServer({ config: { checkpointIntervalMs: 0 } });
const fromHex = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
let owner: Owner;
let trace: Record<string, unknown>[];
const roots = new Map<number, string>();

const proof = (recordId: string, query = "") =>
  call(server(), "GET", `/v1/records/${recordId}/proof?agent_id=${owner.agentId}${query}`, { key: owner.apiKey });
const consistency = (first: number, second: number) =>
  call(server(), "GET", `/v1/agents/${owner.agentId}/consistency?first=${first}&second=${second}`, { key: owner.apiKey });

async function submit(count: number) {
  for (let sent = 0; sent < count;) {
    const batch = Math.min(count - sent, 1 + (sent % 7));
    expect((await agentClient(server(), owner).batch(Array.from({ length: batch }, () => recordOf("Observing")))).status).toBe(200);
    sent += batch;
  }
}

async function checkpoint(size: number) {
  const res = await call(server(), "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey });
  expect(res.status).toBe(201);
  expect(res.body.tree_size).toBe(size);
  expect(verifyCheckpoint(res.body, owner.agent.agent_wallet_address)).toBe(true);
  roots.set(size, res.body.root_hash);
}

beforeAll(async () => {
  owner = await ownerWithAgent(server());
  await submit(1);
  const [first] = (await agentClient(server(), owner).trace()).body.records;
  expectError(await proof(first.record_id), 409, "not_checkpointed");
  await checkpoint(1);
  await submit(19);
  await checkpoint(20);
  await submit(17);
  await checkpoint(37);
  await submit(3); // not checkpointed
  trace = (await agentClient(server(), owner).trace("?order=asc&limit=500")).body.records;
});

describe("inclusion proofs", () => {
  it("prove every record, by default in the latest checkpoint, as the reference builds them", async () => {
    const leaves = trace.map((record) => fromHex(leafHash(record)));
    for (const [index, record] of trace.slice(0, 37).entries()) {
      const res = await proof(record.record_id as string);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        leaf_index: index,
        tree_size: 37,
        leaf_hash: leafHash(record),
        audit_path: inclusionProof(leaves.slice(0, 37), index).map(toHex),
      });
      expect(verifyInclusion(leafHash(record), index, 37, res.body.audit_path, roots.get(37)!)).toBe(true);
    }
  });

  it("prove a record in an earlier checkpoint's tree", async () => {
    for (const index of [0, 7, 19]) {
      const res = await proof(trace[index]!.record_id as string, "&tree_size=20");
      expect(res.body.tree_size).toBe(20);
      expect(verifyInclusion(leafHash(trace[index]!), index, 20, res.body.audit_path, roots.get(20)!)).toBe(true);
    }
  });

  it("fail verification for a changed record, index or root", async () => {
    const record = trace[5]!;
    const { body } = await proof(record.record_id as string);
    expect(verifyInclusion(leafHash({ ...record, notes: "edited" }), 5, 37, body.audit_path, roots.get(37)!)).toBe(false);
    expect(verifyInclusion(leafHash(record), 6, 37, body.audit_path, roots.get(37)!)).toBe(false);
    expect(verifyInclusion(leafHash(record), 5, 37, body.audit_path, roots.get(20)!)).toBe(false);
  });

  it("answer not_checkpointed beyond the latest checkpoint, and not_found for a record the agent lacks", async () => {
    expectError(await proof(trace[37]!.record_id as string), 409, "not_checkpointed");
    expectError(await proof(trace[25]!.record_id as string, "&tree_size=20"), 409, "not_checkpointed");
    expectError(await proof(trace[0]!.record_id as string, "&tree_size=38"), 409, "not_checkpointed");
    expectError(await proof(trace[0]!.record_id as string, "&tree_size=0"), 400, "validation_failed");
    expectError(await proof(randomUUID()), 404, "not_found");
  });
});

describe("consistency proofs", () => {
  it("prove that each checkpoint extends the earlier ones, as the reference builds them", async () => {
    const leaves = trace.map((record) => fromHex(leafHash(record)));
    for (const [first, second] of [
      [1, 20],
      [20, 37],
      [1, 37],
      [37, 37],
    ] as const) {
      const res = await consistency(first, second);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ first, second, proof: consistencyProof(leaves.slice(0, second), first).map(toHex) });
      expect(verifyConsistency(first, second, res.body.proof, roots.get(first)!, roots.get(second)!)).toBe(true);
    }
    const { body } = await consistency(20, 37);
    expect(verifyConsistency(20, 37, body.proof, roots.get(1)!, roots.get(37)!)).toBe(false);
    for (let first = 2; first < 37; first++) {
      expect((await consistency(first, 37)).body.proof).toEqual(consistencyProof(leaves.slice(0, 37), first).map(toHex));
    }
  });

  it("refuse sizes out of order or beyond the latest checkpoint", async () => {
    expectError(await consistency(37, 20), 400, "validation_failed", { field: "/first", reason: "must not exceed second" });
    expectError(await consistency(0, 20), 400, "validation_failed");
    expectError(await consistency(20, 40), 409, "not_checkpointed");
  });
});

describe("a record's leaf (issue 39: what the viewer's badge asks before a proof)", () => {
  const leaf = (recordId: string, agentId = owner.agentId, key = owner.apiKey) =>
    call(server(), "GET", `/v1/records/${recordId}/leaf?agent_id=${agentId}`, { key });

  it("says where each record sits and how far the latest checkpoint reaches, with a 200 whether it covers the record or not", async () => {
    for (const [index, record] of trace.entries()) {
      const res = await leaf(record.record_id as string);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ record_id: record.record_id, leaf_index: index, leaf_hash: leafHash(record), checkpoint_tree_size: 37 });
      // Covered exactly when the proof can be given.
      expect((await proof(record.record_id as string)).status).toBe(index < 37 ? 200 : 409);
    }
  });

  it("names no checkpoint before the agent's first, and answers not_found for a record the agent lacks", async () => {
    const fresh = await ownerWithAgent(server());
    expect((await agentClient(server(), fresh).submit(recordOf("Observing"))).status).toBe(201);
    const [record] = (await agentClient(server(), fresh).trace()).body.records;
    expect((await leaf(record.record_id, fresh.agentId, fresh.apiKey)).body).toMatchObject({ leaf_index: 0, checkpoint_tree_size: null });
    expectError(await leaf(randomUUID()), 404, "not_found");
    expectError(await leaf(record.record_id), 404, "not_found");
  });
});
