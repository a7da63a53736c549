// Anchoring end to end: the SDK against the real service, for a custodial and a byow agent.
// Every record's inclusion proof verifies offline against a signed checkpoint, consecutive
// checkpoints are consistent, signatures recover to the agent's address, a wrong signer is
// refused, and any changed byte of a record, a proof or a checkpoint fails verification.
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LedgerClient,
  NotFoundError,
  ValidationError,
  leafHash,
  signPersonal,
  verifyCheckpoint,
  verifyConsistency,
  verifyInclusion,
  verifyRecord,
  type Checkpoint,
  type Signer,
  type StoredRecord,
} from "../../sdk/index.ts";
import { addressOfPrivateKey } from "../../server/wallets/address.ts";
import { recordOf } from "../support/records.ts";
import { createOwner, startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { checkpointIntervalMs: 0 } });
});
afterAll(() => server?.close());

const noWait = { sleep: async () => {} };
const walletSigner =
  (key: Uint8Array): Signer =>
  (bytes) =>
    Uint8Array.from(Buffer.from(signPersonal(bytes, key).slice(2), "hex"));

async function agentClient(wallet: { mode: "custodial" } | { mode: "byow"; address: string }, signer?: Signer) {
  const { apiKey } = await createOwner(server, wallet);
  const agent = await LedgerClient.registerAgent({
    apiKey,
    endpoint: server.baseUrl,
    name: `anchored-${Math.random().toString(36).slice(2)}`,
  });
  const config = { apiKey, agentId: agent.agent_id, endpoint: server.baseUrl, retry: noWait };
  return { client: new LedgerClient({ ...config, ...(signer ? { signer } : {}) }), config, address: agent.agent_wallet_address };
}

async function submitted(client: LedgerClient, count: number): Promise<StoredRecord[]> {
  const ack = await client.submitBatch(Array.from({ length: count }, () => recordOf("Observing")));
  return Promise.all(ack.results.map((result) => client.getRecord(result.record_id)));
}

/** Everything a verifier holding the records checks, offline. */
async function expectAllVerify(client: LedgerClient, records: StoredRecord[], checkpoint: Checkpoint, address: string) {
  expect(verifyCheckpoint(checkpoint, address)).toBe(true);
  for (const record of records) {
    const proof = await client.getInclusionProof(record.record_id, checkpoint.tree_size);
    expect(proof.leaf_hash).toBe(leafHash(record));
    expect(verifyInclusion(leafHash(record), proof.leaf_index, proof.tree_size, proof.audit_path, checkpoint.root_hash)).toBe(true);
  }
}

describe.each(["custodial", "byow"] as const)("a %s agent", (mode) => {
  const key = secp256k1.utils.randomSecretKey();
  let client: LedgerClient;
  let address: string;
  let records: StoredRecord[];
  let first: Checkpoint;
  let second: Checkpoint;

  beforeAll(async () => {
    ({ client, address } = await agentClient(
      mode === "custodial" ? { mode } : { mode, address: addressOfPrivateKey(key) },
      walletSigner(key),
    ));
    records = await submitted(client, 9);
    first = await client.anchor();
    records.push(...(await submitted(client, 14)));
    second = await client.anchor();
  });

  it("anchors signed checkpoints that every record's proof verifies against", async () => {
    expect([first.tree_size, second.tree_size]).toEqual([9, 23]);
    await expectAllVerify(client, records.slice(0, 9), first, address);
    await expectAllVerify(client, records, second, address);
    expect(await client.getCheckpoint()).toEqual(second);
    expect(await client.getCheckpoint(9)).toEqual(first);
    // Without a size, the proof is against the latest checkpoint.
    expect((await client.getInclusionProof(records[3]!.record_id)).tree_size).toBe(23);
  });

  it("proves consecutive checkpoints consistent", async () => {
    const proof = await client.getConsistencyProof(first.tree_size, second.tree_size);
    expect(verifyConsistency(proof.first, proof.second, proof.proof, first.root_hash, second.root_hash)).toBe(true);
    expect(
      verifyConsistency(
        second.tree_size,
        second.tree_size,
        (await client.getConsistencyProof(23, 23)).proof,
        second.root_hash,
        second.root_hash,
      ),
    ).toBe(true);
  });

  it("detects any changed byte of a record, a proof or a checkpoint", async () => {
    const record = records[11]!;
    const proof = await client.getInclusionProof(record.record_id, second.tree_size);
    const verifies = (r: object, path: string[], root: string, index = proof.leaf_index) =>
      verifyInclusion(leafHash(r), index, proof.tree_size, path, root);
    expect(verifies(record, proof.audit_path, second.root_hash)).toBe(true);
    // Every field of the record changed, one at a time.
    for (const field of Object.keys(record)) {
      const value = (record as unknown as Record<string, unknown>)[field];
      const changed = typeof value === "string" ? `${value}x` : typeof value === "number" ? value + 1 : { changed: value };
      expect(verifies({ ...record, [field]: changed }, proof.audit_path, second.root_hash), `record.${field}`).toBe(false);
    }
    // Every hex digit of the proof and the root.
    const flipped = (hex: string, at: number) => hex.slice(0, at) + (hex[at] === "0" ? "1" : "0") + hex.slice(at + 1);
    proof.audit_path.forEach((node, i) => {
      for (let at = 0; at < node.length; at++) {
        const path = proof.audit_path.map((other, j) => (j === i ? flipped(node, at) : other));
        expect(verifies(record, path, second.root_hash), `audit_path[${i}] digit ${at}`).toBe(false);
      }
    });
    for (let at = 0; at < 64; at++) expect(verifies(record, proof.audit_path, flipped(second.root_hash, at))).toBe(false);
    expect(verifies(record, proof.audit_path, second.root_hash, proof.leaf_index + 1)).toBe(false);
    // Every character of the checkpoint's signed body, root and signature.
    for (const field of ["body", "root_hash", "signature"] as const) {
      const text = second[field]!;
      for (let at = field === "signature" ? 2 : 0; at < text.length; at++) {
        const changed = text.slice(0, at) + String.fromCharCode(text.charCodeAt(at) ^ 1) + text.slice(at + 1);
        expect(verifyCheckpoint({ ...second, [field]: changed }, address), `${field}[${at}]`).toBe(false);
      }
    }
    expect(verifyCheckpoint({ ...second, tree_size: 22 }, address)).toBe(false);
    expect(verifyCheckpoint(second, addressOfPrivateKey(secp256k1.utils.randomSecretKey()))).toBe(false);
  });
});

describe("a byow agent's anchor()", () => {
  it("refuses a signature by another key, and stores nothing", async () => {
    const key = secp256k1.utils.randomSecretKey();
    const { client } = await agentClient(
      { mode: "byow", address: addressOfPrivateKey(key) },
      walletSigner(secp256k1.utils.randomSecretKey()),
    );
    await submitted(client, 2);
    await expect(client.anchor()).rejects.toMatchObject({ name: "ValidationError", code: "signature_invalid" });
    expect((await client.getCheckpoint()).signature).toBeNull();
  });

  it("without a signer raises signer_not_configured and leaves the checkpoint waiting", async () => {
    const key = secp256k1.utils.randomSecretKey();
    const { client, address, config } = await agentClient({ mode: "byow", address: addressOfPrivateKey(key) });
    await submitted(client, 1);
    const attempt = client.anchor();
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ code: "signer_not_configured" });
    const pending = await client.getCheckpoint();
    expect(pending.signature).toBeNull();
    // Signed later by a client that has the signer.
    const later = new LedgerClient({ ...config, signer: walletSigner(key) });
    expect(verifyCheckpoint(await later.anchor(), address)).toBe(true);
  });

  it("getCheckpoint and proofs answer NotFoundError / not_checkpointed before any checkpoint", async () => {
    const { client } = await agentClient({ mode: "custodial" });
    const [record] = await submitted(client, 1);
    await expect(client.getCheckpoint()).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.getInclusionProof(record!.record_id)).rejects.toMatchObject({ code: "not_checkpointed" });
  });
});

describe("verifyRecord", () => {
  it("passes a record with its proof and signed checkpoint, and names the check that fails for each changed part", async () => {
    const { client, address } = await agentClient({ mode: "custodial" });
    const records = await submitted(client, 5);
    const checkpoint = await client.anchor();
    for (const record of records) {
      const proof = await client.getInclusionProof(record.record_id, checkpoint.tree_size);
      expect(verifyRecord(record, proof, checkpoint, address)).toEqual({ ok: true, leafIndex: proof.leaf_index, treeSize: 5 });
    }
    const [record] = records as [StoredRecord];
    const proof = await client.getInclusionProof(record.record_id, checkpoint.tree_size);
    const reason = (result: ReturnType<typeof verifyRecord>) => (result.ok ? "ok" : result.reason);
    expect(reason(verifyRecord({ ...record, server_ts_utc: record.server_ts_utc + 1 }, proof, checkpoint, address))).toMatch(
      /record or its proof was changed/,
    );
    expect(reason(verifyRecord(record, { ...proof, audit_path: [...proof.audit_path].reverse() }, checkpoint, address))).toMatch(
      /record or its proof was changed/,
    );
    expect(reason(verifyRecord(record, { ...proof, leaf_index: (proof.leaf_index + 1) % 5 }, checkpoint, address))).toMatch(
      /record or its proof was changed/,
    );
    expect(reason(verifyRecord(record, { ...proof, tree_size: 4 }, checkpoint, address))).toMatch(/tree of 4 leaves/);
    expect(reason(verifyRecord(record, proof, { ...checkpoint, signature: null }, address))).toMatch(/not signed yet/);
    expect(reason(verifyRecord(record, proof, checkpoint, "0x" + "11".repeat(20)))).toMatch(/not signed by/);
    expect(reason(verifyRecord(record, proof, { ...checkpoint, root_hash: "00".repeat(32) }, address))).toMatch(/not signed by/);
    expect(reason(verifyRecord({ ...record, agent_id: "agt_" + "0".repeat(32) }, proof, checkpoint, address))).toMatch(
      /checkpoint is of agent/,
    );
  });
});
