// Issue 34's Done-when through the TypeScript SDK, as python/tests/test_scores.py and
// go/scores_test.go run it: a scorer the admin created and one owner granted walks the queue,
// reads the closed session, scores it with a judged checkpoint, and anyone verifies that score
// offline from its proof, the scores log's signed note and the service's verifier key.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerClient, verifyScore } from "../../sdk/index.ts";
import { call, createOwner, startTestServer, type TestServer } from "../support/server.ts";

describe("a score verified offline through the TypeScript SDK", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("a granted scorer scores a closed session from the queue; the score verifies from its proof, the note and the verifier key", async () => {
    const { apiKey } = await createOwner(server);
    const agentId = (
      await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: `scored-${randomBytes(4).toString("hex")}` })
    ).agent_id;
    const owner = new LedgerClient({ apiKey, agentId, endpoint: server.baseUrl });
    const session = owner.newSession();
    await session.submit({ behavior: "Observing", trigger_source: "user", notes: "asked for a rebalance" });
    await session.submit({ behavior: "Acting", action_type: "rebalance", target_system: "portfolio" });
    await owner.anchor();
    const scorer = (await call(server, "POST", "/v1/scorers", { key: server.adminToken, body: { name: "evaluations" } })).body;
    await new LedgerClient({ apiKey, endpoint: server.baseUrl }).grantScorer(scorer.scorer_id);

    const connection = { apiKey: scorer.api_key, endpoint: server.baseUrl };
    const entry = (await new LedgerClient(connection).getScoringQueue("helpfulness")).sessions.find((e) => e.session_id === session.id)!;
    const judge = new LedgerClient({ ...connection, agentId: entry.agent_id });
    expect((await judge.getSession(entry.session_id)).closed).toBe(true);
    const judged = await judge.getCheckpoint();
    const ack = await judge.newSession(entry.session_id).score("helpfulness", 0.9, {
      source: { kind: "llm", name: "judge" },
      judged_checkpoint: { tree_size: judged.tree_size, root_hash: judged.root_hash },
    });
    const stored = await judge.getScore(ack.score_id);

    // Asking for the proof cuts a scores-log checkpoint when none covers the score yet.
    let proof = await judge.getScoreProof(ack.score_id);
    const note = await judge.getScoresCheckpoint();
    const size = Number(note.split("\n")[1]);
    if (proof.tree_size !== size) proof = await judge.getScoreProof(ack.score_id, size);
    // The key comes from a source the verifier trusts; here the service's own answer, read through the SDK.
    const { verifier_key: verifierKey } = await judge.getLogVerifierKey();
    expect(verifierKey).toBe((await call(server, "GET", "/v1/log/verifier-key", {})).body.verifier_key);
    expect(verifyScore(stored, proof, note, verifierKey)).toEqual({ ok: true, leafIndex: proof.leaf_index, treeSize: size });
    expect(verifyScore({ ...stored, value: 0.1 }, proof, note, verifierKey).ok).toBe(false);
  });
});
