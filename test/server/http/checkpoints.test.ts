// Checkpoints over real HTTP: cut on request and on the interval, custodial ones signed by the
// agent's wallet at once, byow ones waiting for a signature that must recover to the agent's
// address. Roots are checked against the SDK's reference hashing of the trace as read back.
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { describe, expect, it } from "vitest";
import { verifyNoteSignature, verifyWalletSignature } from "../../../protocol/note.ts";
import { verifyCheckpoint, type Checkpoint } from "../../../protocol/checkpoint.ts";
import { addressOfPrivateKey, signPersonal } from "../../../protocol/eth.ts";
import { leafHash, rootHash, toHex } from "../../../protocol/merkle.ts";
import { highSTwin, rawV } from "../../../codegen/anchoring-vectors.ts";
import { verifyPublication } from "../../../sdk/publication.ts";
import { signedByAgent } from "../../../server/log/checkpoints.ts";
import { checkpointLeaf } from "../../../server/log/publisher.ts";
import { memoryTree } from "../../../server/log/tree.ts";
import anchoringVectors from "../../vectors/anchoring.json" with { type: "json" };
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent, type TestServer } from "../../support/server.ts";
import { agentClient, expectError, rows, sleep, useServer } from "./helpers.ts";

const INTERVAL_MS = 150;
// No interval cutter here, so every checkpoint in these tests is one a test cut.
const server = useServer({ config: { checkpointIntervalMs: 0 } });
const utf8 = new TextEncoder();
const fromHex = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

const checkpoints = (owner: Owner, suffix = "") => `/v1/agents/${owner.agentId}/checkpoints${suffix}`;
const cut = (owner: Owner, body?: object) => call(server(), "POST", checkpoints(owner), { key: owner.apiKey, body });

async function submit(owner: Owner, count: number, srv = server()): Promise<void> {
  const res = await agentClient(srv, owner).batch(Array.from({ length: count }, () => recordOf("Thinking")));
  expect(res.status).toBe(200);
}

/** The root of the agent's trace as the SDK computes it from the records read back. */
async function expectedRoot(owner: Owner, size: number): Promise<string> {
  const res = await agentClient(server(), owner).trace("?order=asc&limit=500");
  const leaves = (res.body.records as object[]).slice(0, size).map((record) => fromHex(leafHash(record)));
  return toHex(rootHash(leaves));
}

async function waitForLatest(srv: TestServer, owner: Owner, size: number): Promise<Checkpoint> {
  for (let waited = 0; waited < 20_000; waited += 50) {
    const res = await call(srv, "GET", checkpoints(owner, "/latest"), { key: owner.apiKey });
    if (res.status === 200 && res.body.tree_size === size) return res.body;
    await sleep(50);
  }
  throw new Error(`no checkpoint of size ${size} within 20 s`);
}

describe("a custodial agent's checkpoints", () => {
  it("cover every acknowledged record, are signed by the agent's wallet, and are read back by size and as the latest", async () => {
    const owner = await ownerWithAgent(server());
    await submit(owner, 5);
    const first = await cut(owner);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ agent_id: owner.agentId, tree_size: 5, signer_address: owner.agent.agent_wallet_address });
    expect(first.body.root_hash).toBe(await expectedRoot(owner, 5));
    expect(first.body.body).toBe(
      `trace-ledger.localhost/agents/${owner.agentId}\n5\n${Buffer.from(first.body.root_hash, "hex").toString("base64")}\n`,
    );
    expect(verifyCheckpoint(first.body, owner.agent.agent_wallet_address)).toBe(true);
    // The note: the body, then the log key's Ed25519 line and the wallet's EIP-191 line.
    const { body: keys } = await call(server(), "GET", "/v1/log/verifier-key");
    expect(keys).toMatchObject({ key_name: "trace-ledger.localhost", retired_verifier_keys: [] });
    expect(first.body.note.startsWith(`${first.body.body}\n— trace-ledger.localhost `)).toBe(true);
    expect(verifyNoteSignature(first.body.note, keys.verifier_key)).toBe(true);
    expect(verifyWalletSignature(first.body.note, owner.agent.agent_wallet_address)).toBe(true);
    expect(verifyNoteSignature(first.body.note.replace("\n5\n", "\n6\n"), keys.verifier_key), "a changed text").toBe(false);

    const again = await cut(owner, {});
    expect(again.status, "nothing grew: the latest, 200").toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await call(server(), "GET", checkpoints(owner, "/latest"), { key: owner.apiKey })).body).toEqual(first.body);
    expect((await call(server(), "GET", checkpoints(owner, "/5"), { key: owner.apiKey })).body).toEqual(first.body);
    expectError(await call(server(), "GET", checkpoints(owner, "/4"), { key: owner.apiKey }), 404, "not_found");

    await submit(owner, 3);
    const second = await cut(owner);
    expect(second.status).toBe(201);
    expect(second.body.tree_size).toBe(8);
    expect(second.body.root_hash).toBe(await expectedRoot(owner, 8));
    expect(verifyCheckpoint(second.body, owner.agent.agent_wallet_address)).toBe(true);
    // A custodial checkpoint is signed already: another signature is checked, and nothing changes.
    const stranger = secp256k1.utils.randomSecretKey();
    expectError(
      await call(server(), "PUT", checkpoints(owner, "/8/signature"), {
        key: owner.apiKey,
        body: { signature: signPersonal(utf8.encode(second.body.body), stranger) },
      }),
      422,
      "signature_invalid",
    );
    expect((await call(server(), "GET", checkpoints(owner, "/8"), { key: owner.apiKey })).body).toEqual(second.body);
  });

  it("cuts the empty log once, with the empty tree's root", async () => {
    const owner = await ownerWithAgent(server());
    expectError(await call(server(), "GET", checkpoints(owner, "/latest"), { key: owner.apiKey }), 404, "not_found");
    const empty = await cut(owner);
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ tree_size: 0, root_hash: toHex(rootHash([])) });
    expect(verifyCheckpoint(empty.body, owner.agent.agent_wallet_address)).toBe(true);
    expect((await cut(owner)).status).toBe(200);
  });

  it("refuses a body with fields: a checkpoint covers what was acknowledged, nothing else", async () => {
    const owner = await ownerWithAgent(server());
    expectError(await cut(owner, { tree_size: 3 }), 400, "validation_failed");
    expect(await rows(server(), "select 1 from checkpoints where agent_id = ?", [owner.agentId])).toEqual([]);
  });
});

describe("a checkpoint cut before the C2SP logs (legacy)", () => {
  it("answers with its publication, like a new one, once an epoch covering it was mined", async () => {
    const owner = await ownerWithAgent(server());
    const knex = server().service.services.db.knex;
    // As migration 0006 left it: the old origin and signature, its epoch leaf in legacy_checkpoint_epochs.
    const body = `trace-ledger/${owner.agentId}\n2\n${Buffer.alloc(32, 7).toString("base64")}\n`;
    const legacy = {
      agent_id: owner.agentId,
      tree_size: 2,
      root_hash: "07".repeat(32),
      timestamp_ms: 1,
      body,
      signer_address: owner.agent.agent_wallet_address,
      signature: null,
    };
    await knex("legacy_checkpoints").insert(legacy);
    const leaves = [checkpointLeaf("another agent's body\n"), checkpointLeaf(body), checkpointLeaf("a third\n")];
    const tree = memoryTree(leaves);
    const published = { chain_id: 31337, transaction_hash: `0x${"ab".repeat(32)}`, block_number: 12 };
    await knex("anchor_epochs").insert({
      epoch: 900_001,
      root: tree.root,
      leaves: Buffer.from(leaves.join(""), "hex"),
      created_ms: 1,
      ...published,
    });
    await knex("legacy_checkpoint_epochs").insert({
      agent_id: owner.agentId,
      tree_size: 2,
      epoch: 900_001,
      leaf_index: 1,
      audit_path: Buffer.from((await tree.auditPath(1)).join(""), "hex"),
    });
    for (const suffix of ["/2", "/latest"]) {
      const res = await call(server(), "GET", checkpoints(owner, suffix), { key: owner.apiKey });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ...legacy,
        note: body,
        publication: { epoch: 900_001, epoch_root: tree.root, epoch_size: 3, leaf_index: 1, ...published },
      });
      expect(verifyPublication(res.body)).toBe(true);
    }
  });
});

describe("the interval cutter", () => {
  const cutting = useServer({ config: { checkpointIntervalMs: INTERVAL_MS } });

  it("cuts a checkpoint for each log that grew, and only for those", async () => {
    const owner = await ownerWithAgent(cutting());
    const idle = await ownerWithAgent(cutting());
    await submit(owner, 4, cutting());
    const cutOnItsOwn = await waitForLatest(cutting(), owner, 4);
    expect(verifyCheckpoint(cutOnItsOwn, owner.agent.agent_wallet_address)).toBe(true);
    await submit(owner, 2, cutting());
    await waitForLatest(cutting(), owner, 6);
    await sleep(INTERVAL_MS * 3);
    const sizes = await rows<{ tree_size: number }>(cutting(), "select tree_size from checkpoints where agent_id = ? order by tree_size", [
      owner.agentId,
    ]);
    expect(
      sizes.map((row) => row.tree_size),
      "one checkpoint per growth",
    ).toEqual([4, 6]);
    expect(
      await rows(cutting(), "select 1 from checkpoints where agent_id = ?", [idle.agentId]),
      "an agent without records gets none",
    ).toEqual([]);
  });
});

describe("a byow agent's checkpoints", () => {
  const privateKey = secp256k1.utils.randomSecretKey();
  const address = addressOfPrivateKey(privateKey);

  it("wait unsigned until a signature that recovers to the agent's address is stored", async () => {
    const owner = await ownerWithAgent(server(), { mode: "byow", address: address.toLowerCase() });
    await submit(owner, 3);
    const pending = await cut(owner);
    expect(pending.status).toBe(201);
    expect(pending.body).toMatchObject({ tree_size: 3, signature: null, signer_address: address });
    expect(verifyCheckpoint(pending.body, address), "unsigned").toBe(false);
    const signatureUrl = checkpoints(owner, "/3/signature");
    const put = (signature: unknown) => call(server(), "PUT", signatureUrl, { key: owner.apiKey, body: { signature } });

    const body = utf8.encode(pending.body.body);
    const otherKey = secp256k1.utils.randomSecretKey();
    expectError(await put(signPersonal(body, otherKey)), 422, "signature_invalid");
    expectError(await put(signPersonal(utf8.encode(pending.body.body.replace("\n3\n", "\n4\n")), privateKey)), 422, "signature_invalid");
    const good = signPersonal(body, privateKey);
    expectError(await put(`${good.slice(0, -2)}1d`), 422, "signature_invalid"); // v neither 27 nor 28
    // The same signer's other forms of the same signature (docs/decisions.md: one form only).
    expectError(await put(highSTwin(good)), 422, "signature_invalid");
    expectError(await put(rawV(good)), 422, "signature_invalid");
    expectError(await put(good.slice(0, -2)), 400, "validation_failed");
    expectError(await put(123), 400, "validation_failed");
    expect((await call(server(), "GET", checkpoints(owner, "/3"), { key: owner.apiKey })).body.signature, "nothing stored").toBeNull();

    const signed = await put(good.toUpperCase().replace("0X", "0x"));
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({
      ...pending.body,
      signature: good.toLowerCase(),
      note: `${pending.body.note}${signed.body.note.slice(pending.body.note.length)}`,
    });
    expect(verifyCheckpoint(signed.body, address)).toBe(true);
    expect(verifyWalletSignature(pending.body.note, address), "the note of the pending checkpoint has no wallet line").toBe(false);
    expect(verifyWalletSignature(signed.body.note, address), "the signed one has").toBe(true);
    expect((await call(server(), "GET", checkpoints(owner, "/latest"), { key: owner.apiKey })).body).toEqual(signed.body);
    expect((await put(good)).body, "signing again changes nothing").toEqual(signed.body);
    expectError(
      await call(server(), "PUT", checkpoints(owner, "/2/signature"), { key: owner.apiKey, body: { signature: good } }),
      404,
      "not_found",
    );
  });
});

describe("concurrent checkpoint requests", () => {
  it("cut one checkpoint per size, and keep the first of competing byow signatures", async () => {
    const custodial = await ownerWithAgent(server());
    await submit(custodial, 4);
    const cuts = await Promise.all(Array.from({ length: 8 }, () => cut(custodial)));
    expect(new Set(cuts.map((res) => res.status)).size).toBeLessThanOrEqual(2); // 201 once, 200 for the rest
    expect(cuts.filter((res) => res.status === 201)).toHaveLength(1);
    expect(new Set(cuts.map((res) => JSON.stringify(res.body)))).toEqual(new Set([JSON.stringify(cuts[0]!.body)]));

    const key = secp256k1.utils.randomSecretKey();
    const byow = await ownerWithAgent(server(), { mode: "byow", address: addressOfPrivateKey(key) });
    await submit(byow, 2);
    const pending = await cut(byow);
    const good = signPersonal(utf8.encode(pending.body.body), key);
    // The same valid signature raced against itself and against invalid ones: one is stored, once.
    const puts = await Promise.all(
      [good, highSTwin(good), good, rawV(good), good].map((signature) =>
        call(server(), "PUT", checkpoints(byow, "/2/signature"), { key: byow.apiKey, body: { signature } }),
      ),
    );
    expect(puts.map((res) => res.status)).toEqual([200, 422, 200, 422, 200]);
    expect(new Set(puts.filter((res) => res.status === 200).map((res) => res.body.signature))).toEqual(new Set([good]));
  });
});

describe("the service's signature check", () => {
  it("answers the shared checkpoint vectors as every SDK does (one form of a signature: low s, v 27 or 28)", () => {
    type Vector = { kind: string; name: string; checkpoint: Checkpoint; address: string; valid: boolean };
    const all = (anchoringVectors.vectors as Vector[]).filter((v) => v.kind === "checkpoint");
    // The service checks a signature PUT on a checkpoint it cut: the cases that differ in the signature alone.
    const unsigned = (c: Checkpoint) => JSON.stringify({ ...c, signature: null });
    const cases = all.filter(
      (v) => v.checkpoint.signature !== null && v.address === all[0]!.address && unsigned(v.checkpoint) === unsigned(all[0]!.checkpoint),
    );
    expect(cases.map((v) => v.name)).toEqual(
      expect.arrayContaining([
        "the high-s twin of the signature (n − s, the other v)",
        "v written as 0 or 1",
        "signed by the agent's wallet",
      ]),
    );
    for (const v of cases) {
      expect(signedByAgent({ ...v.checkpoint, signature: null } as never, v.checkpoint.signature!), v.name).toBe(v.valid);
    }
  });
});
