// Each agent's scores log over real HTTP (docs/anchoring.md, "The scores log"): a score's proof
// verifies offline from the scores log's tiles and the log's verifier key alone; the tiles are
// the record log's layout over the scores' digests; the record log is untouched by scores; and
// another owner's key sees nothing of it.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { verifyRecord } from "../../../sdk/verify.ts";
import { hashLeaf, inclusionProof, leafHash, recordDigest, rootHash, toHex } from "../../../protocol/merkle.ts";
import { verifyScore } from "../../../protocol/score-log.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent } from "../../support/server.ts";
import { agentClient, expectError, useServer } from "./helpers.ts";
import { storeScores } from "../../support/scores.ts";
import { acceptScores } from "../../../server/scores/accept.ts";
import { ingestScores } from "../../../server/scores/ingest.ts";

const server = useServer({ config: { checkpointIntervalMs: 0 } });

async function get(path: string, key?: string) {
  const res = await fetch(server().baseUrl + path, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, bytes, text: () => Buffer.from(bytes).toString("utf8") };
}

const hashesOf = (bytes: Uint8Array) => Array.from({ length: bytes.length / 32 }, (_, i) => toHex(bytes.subarray(i * 32, (i + 1) * 32)));
const fromHex = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));

describe("an agent's scores log", () => {
  it("proves each score offline from its tiles and the verifier key; a changed score or note fails", async () => {
    const owner = await ownerWithAgent(server());
    const client = agentClient(server(), owner);
    const record = recordOf("Acting");
    expect((await client.submit(record)).status).toBe(201);
    const scores = await storeScores(
      server(),
      owner,
      Array.from({ length: 260 }, (_, i) => ({ record_id: record.record_id, name: "helpfulness", value: i / 260 })),
    );
    const { body: keys } = await call(server(), "GET", "/v1/log/verifier-key");
    const vkey = keys.verifier_key as string;

    // The proof of the last score cuts the scores log's first checkpoint, covering every score.
    const last = scores[scores.length - 1]!;
    const proof = await call(server(), "GET", `/v1/scores/${last.score_id}/proof?agent_id=${owner.agentId}`, { key: owner.apiKey });
    expect(proof.status).toBe(200);
    expect(proof.body).toMatchObject({ leaf_index: 259, tree_size: 260, leaf_hash: leafHash(last) });
    const note = await get(`/v1/agents/${owner.agentId}/scores-log/checkpoint`, owner.apiKey);
    expect(note.status).toBe(200);
    const checkpoint = note.text();
    expect(checkpoint.split("\n")[0]).toBe(`${keys.key_name}/agents/${owner.agentId}/scores`);
    expect(verifyScore(last, proof.body, checkpoint, vkey)).toEqual({ ok: true, leafIndex: 259, treeSize: 260 });

    // Offline from the tiles: the leaves, the root the note signs, and any score's proof.
    const base = `/v1/agents/${owner.agentId}/scores-log/tile`;
    const full = await get(`${base}/0/000`, owner.apiKey);
    const partial = await get(`${base}/0/001.p/4`, owner.apiKey);
    expect([full.status, partial.status]).toEqual([200, 200]);
    const leaves = [...hashesOf(full.bytes), ...hashesOf(partial.bytes)];
    expect(leaves).toEqual(scores.map((score) => leafHash(score)));
    const entries = await get(`${base}/entries/000`, owner.apiKey);
    expect(Array.from({ length: 256 }, (_, i) => toHex(entries.bytes.subarray(i * 34 + 2, (i + 1) * 34)))).toEqual(
      scores.slice(0, 256).map((s) => recordDigest(s)),
    );
    const tree = leaves.map(fromHex);
    expect(checkpoint.split("\n")[2]).toBe(Buffer.from(rootHash(tree)).toString("base64"));
    for (const index of [0, 1, 128, 255, 256, 259]) {
      const offline = { leaf_index: index, tree_size: 260, leaf_hash: leaves[index]!, audit_path: inclusionProof(tree, index).map(toHex) };
      expect(verifyScore(scores[index]!, offline, checkpoint, vkey).ok).toBe(true);
      const served = await call(server(), "GET", `/v1/scores/${scores[index]!.score_id}/proof?agent_id=${owner.agentId}`, {
        key: owner.apiKey,
      });
      expect(served.body).toEqual(offline);
    }

    // What must fail: a changed score, a note of another log, a note not signed by the key.
    expect(verifyScore({ ...last, value: 0.5 }, proof.body, checkpoint, vkey)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("is not leaf 259"),
    });
    expect(verifyScore({ ...last, agent_id: "agt_00000000000000000000000000000000" }, proof.body, checkpoint, vkey)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("is of the log"),
    });
    const forged = checkpoint.replace(/\n(\d+)\n/, "\n261\n");
    expect(verifyScore(last, { ...proof.body, tree_size: 261 }, forged, vkey)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("not signed"),
    });
    const recordCheckpoint = (await call(server(), "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).body;
    expect(verifyScore(last, proof.body, recordCheckpoint.note, vkey)).toMatchObject({ ok: false });

    // The record log holds the one record, its checkpoint and proofs as before scores.
    expect(recordCheckpoint.tree_size).toBe(1);
    const stored = (await client.record(record.record_id)).body;
    const recordProof = (
      await call(server(), "GET", `/v1/records/${record.record_id}/proof?agent_id=${owner.agentId}`, { key: owner.apiKey })
    ).body;
    expect(verifyRecord(stored, recordProof, recordCheckpoint, owner.agent.agent_wallet_address).ok).toBe(true);
    expect(recordProof.leaf_hash).toBe(toHex(hashLeaf(fromHex(recordDigest(stored)))));
  });

  it("grows: a later score's proof cuts a new checkpoint; a tree size no checkpoint covers is 409", async () => {
    const owner = await ownerWithAgent(server());
    const record = recordOf("Acting");
    expect((await agentClient(server(), owner).submit(record)).status).toBe(201);
    const [first] = await storeScores(server(), owner, [{ record_id: record.record_id, name: "n", value: true }]);
    const proofOf = (scoreId: string, query = "") =>
      call(server(), "GET", `/v1/scores/${scoreId}/proof?agent_id=${owner.agentId}${query}`, { key: owner.apiKey });
    expect((await proofOf(first!.score_id)).body).toMatchObject({ leaf_index: 0, tree_size: 1 });
    const more = await storeScores(
      server(),
      owner,
      Array.from({ length: 4 }, (_, i) => ({ record_id: record.record_id, name: "n", value: i })),
    );
    // Sequenced and integrated after their commit, with no proof asked (the scores log's integrator, nudged by the ingest).
    const log = server().service.services.logs.scores.tree;
    for (let tries = 0; (await log.logState(owner.agentId)).size < 5 && tries < 200; tries++) await sleep(50);
    expect((await log.logState(owner.agentId)).size).toBe(5);
    expectError(await proofOf(first!.score_id, "&tree_size=5"), 409, "not_checkpointed");
    expect((await proofOf(more[3]!.score_id)).body).toMatchObject({ leaf_index: 4, tree_size: 5 });
    expect((await proofOf(first!.score_id)).body).toMatchObject({ leaf_index: 0, tree_size: 5 });
    expect((await proofOf(first!.score_id, "&tree_size=1")).body).toMatchObject({ leaf_index: 0, tree_size: 1, audit_path: [] });
    expectError(await proofOf(randomUUID()), 404, "not_found");
  });

  it("a score stored without its scores log being told (as by another replica) has a proof at once, never 409", async () => {
    const owner = await ownerWithAgent(server());
    const record = recordOf("Acting");
    expect((await agentClient(server(), owner).submit(record)).status).toBe(201);
    const [first] = await storeScores(server(), owner, [{ record_id: record.record_id, name: "n", value: 1 }]);
    const proofOf = (scoreId: string) =>
      call(server(), "GET", `/v1/scores/${scoreId}/proof?agent_id=${owner.agentId}`, { key: owner.apiKey });
    expect((await proofOf(first!.score_id)).status).toBe(200);
    const { db } = server().service.services;
    const late = Array.from({ length: 4 }, (_, i) => ({
      score_id: randomUUID(),
      record_id: record.record_id,
      name: "n",
      value: i,
      source: { kind: "code" },
      client_ts_utc: Date.now(),
    }));
    const acks = await acceptScores(
      { agentId: owner.agentId, ownerId: owner.ownerId, scoredBy: owner.ownerId, now: Date.now() },
      (submissions) => ingestScores(db, submissions, { stored: () => {} }),
      late,
    );
    expect(acks.map((ack) => "code" in ack || ack.is_duplicate)).toEqual([false, false, false, false]);
    // Asked at once, as the viewer asks a session's scores: each cut numbers the waiting ones first.
    const proofs = await Promise.all(late.map((score) => proofOf(score.score_id)));
    expect(proofs.map((proof) => proof.status)).toEqual([200, 200, 200, 200]);
    expect(proofs.map((proof) => proof.body.leaf_index).sort()).toEqual([1, 2, 3, 4]);
  });

  it("shows another owner and an ungranted scorer nothing: the scores log, tiles and proofs answer as a missing agent", async () => {
    const owner = await ownerWithAgent(server());
    const other = await ownerWithAgent(server());
    const scorer = (await call(server(), "POST", "/v1/scorers", { key: server().adminToken, body: { name: "judges" } })).body;
    const record = recordOf("Acting");
    expect((await agentClient(server(), owner).submit(record)).status).toBe(201);
    const [score] = await storeScores(server(), owner, [{ record_id: record.record_id, name: "n", value: 1 }]);
    const proof = (key: string) => call(server(), "GET", `/v1/scores/${score!.score_id}/proof?agent_id=${owner.agentId}`, { key });
    const paths = ["checkpoint", "tile/0/000.p/1", "tile/entries/000.p/1"];
    const readable = async (key?: string) => [
      (await proof(key ?? "")).status,
      ...(await Promise.all(paths.map(async (path) => (await get(`/v1/agents/${owner.agentId}/scores-log/${path}`, key)).status))),
    ];
    expect(await readable(owner.apiKey)).toEqual([200, 200, 200, 200]);
    expect(await readable(other.apiKey)).toEqual([404, 404, 404, 404]);
    expect(await readable(scorer.api_key)).toEqual([404, 404, 404, 404]);
    expectError(await proof(other.apiKey), 404, "not_found");
    expect((await get(`/v1/agents/${owner.agentId}/scores-log/checkpoint`)).status, "no key").toBe(404);
    // Granted, the scorer reads the scores log as the owner does; withdrawn, nothing again.
    expect((await call(server(), "PUT", `/v1/owners/me/scorers/${scorer.scorer_id}`, { key: owner.apiKey })).status).toBe(200);
    expect(await readable(scorer.api_key)).toEqual([200, 200, 200, 200]);
    expect((await call(server(), "DELETE", `/v1/owners/me/scorers/${scorer.scorer_id}`, { key: owner.apiKey })).status).toBeLessThan(300);
    expect(await readable(scorer.api_key)).toEqual([404, 404, 404, 404]);
  });
});
