// Scores through the CLI (issue 34, item 6): `export --proofs --scores` writes the agent's scores
// after its records, each with its inclusion proof in the scores log's signed checkpoint; `verify`
// checks them offline against the log key the caller brings; `import` stores them in a fresh
// service, and a second import finds every one a duplicate.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LedgerClient, type RecordInput } from "../../sdk/index.ts";
import type { ServiceProcess } from "../support/processes.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import { runCli, useServices } from "./run.ts";

const { service, scratch } = useServices("trace-ledger-cli-scores");

describe("scores through the CLI: export --scores, verify, import", { timeout: 120_000 }, () => {
  let source: ServiceProcess;
  let from: Awaited<ReturnType<typeof ownerWithAgent>>;
  let logKey: string;
  const scoreIds: string[] = [];
  const out = path.join(scratch, "scored.jsonl");

  beforeAll(async () => {
    source = await service();
    from = await ownerWithAgent(source);
    const client = new LedgerClient({ apiKey: from.apiKey, agentId: from.agentId, endpoint: source.baseUrl });
    const session = client.newSession("judged");
    await session.submit({ behavior: "Observing", trigger_source: "ticket", trigger_description: "A refund request" } as RecordInput);
    const acting = (await session.submit({ behavior: "Acting", action_type: "refund", action_summary: "Refunded" } as RecordInput))
      .record_id;
    await client.newSession("other").submit({ behavior: "Acting", action_type: "reply", action_summary: "Answered" } as RecordInput);
    const checkpoint = await client.anchor();
    const config = await client.createScoreConfig({ name: "helpfulness", data_type: "numeric", min: 0, max: 1 });
    const scores = [
      {
        session_id: "judged",
        name: "helpfulness",
        value: 0.8,
        config_id: config.config_id,
        judged_checkpoint: { tree_size: checkpoint.tree_size, root_hash: checkpoint.root_hash },
        source: { kind: "human" as const },
        explanation: "Fast and right.",
      },
      { record_id: acting, name: "verdict", value: "pass", source: { kind: "rule" as const, name: "refund-cap" } },
      { session_id: "other", name: "resolved", value: true, source: { kind: "llm" as const, name: "judge" } },
    ];
    for (const score of scores) scoreIds.push((await client.score(score)).score_id);
    logKey = (await call(source, "GET", "/v1/log/verifier-key")).body.verifier_key as string;
  }, 120_000);

  it("export --proofs --scores proves every score; verify checks them offline against the log key and names the line of a change", async () => {
    const exported = await runCli(source.baseUrl, ["export", "--agent", from.agentId, "--out", out, "--proofs", "--scores"], {
      LEDGER_API_KEY: from.apiKey,
    });
    expect(exported.stderr).toMatch(/exported 3 records .*; 3 scores with proofs in the scores log's checkpoint 3/);
    expect(exported.code).toBe(0);
    const lines = fs
      .readFileSync(out, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[4]).toMatchObject({ scores_checkpoint: { verifier_key: logKey } });
    expect(
      lines
        .slice(5)
        .map((line) => line.score.score_id)
        .sort(),
    ).toEqual([...scoreIds].sort());
    expect(lines.slice(5).every((line) => typeof line.proof.leaf_index === "number")).toBe(true);

    const wallet = from.agent.agent_wallet_address as string;
    // Offline: no endpoint, no key.
    const verify = (file: string, ...extra: string[]) => runCli("http://127.0.0.1:9", ["verify", file, "--address", wallet, ...extra]);
    const passed = await verify(out, "--log-key", logKey);
    expect(passed.stderr).toBe("");
    expect(passed.stdout).toContain(
      `scores: 3 scores of ${from.agentId}: every one is in the scores log's checkpoint 3, signed by the log key`,
    );
    expect(passed.stdout).toContain("verified 3 records");
    expect(passed.code).toBe(0);

    // Without the log key the scores cannot be called verified.
    const keyless = await verify(out);
    expect(keyless.code).toBe(1);
    expect(keyless.stderr).toContain("line 5: the file holds scores: pass --log-key");

    const changed = (name: string, edit: (lines: string[]) => string[]) => {
      const file = path.join(scratch, name);
      fs.writeFileSync(file, `${edit(fs.readFileSync(out, "utf8").trimEnd().split("\n")).join("\n")}\n`);
      return file;
    };
    // A score's value changed: its leaf is no longer in the tree.
    const altered = changed("altered.jsonl", (all) =>
      all.map((line, i) => (i === 6 ? line.replace(/"value":("pass"|true|0\.8)/, '"value":"fail"') : line)),
    );
    const failed = await verify(altered, "--log-key", logKey);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/line 7: score .* is not leaf \d of the checkpoint's tree/);
    // A score line dropped.
    const dropped = await verify(
      changed("dropped.jsonl", (all) => all.slice(0, -1)),
      "--log-key",
      logKey,
    );
    expect(dropped.stderr).toContain("the file holds 2 of the scores checkpoint's 3 scores: lines were removed");
    // Another key than the service's.
    const other = await verify(out, "--log-key", "other+01234567+AQ" + "A".repeat(42) + "=");
    expect(other.code).toBe(1);
    expect(other.stderr).toContain("line 5:");
  });

  it("import stores the scores in a fresh service, after the records they name; a second import finds every one there", async () => {
    const target = await service();
    const to = await ownerWithAgent(target);
    const env = { LEDGER_API_KEY: to.apiKey };
    const first = await runCli(target.baseUrl, ["import", "--agent", to.agentId, out], env);
    expect(first.stderr).toContain(
      `imported into ${to.agentId}: 3 stored, 0 already there, 0 refused; scores: 3 stored (1 without the source's judged_checkpoint and config_id), 0 already there, 0 refused`,
    );
    expect(first.code).toBe(0);
    const again = await runCli(target.baseUrl, ["import", "--agent", to.agentId, out], env);
    expect(again.stderr).toContain(
      "0 stored, 3 already there, 0 refused; scores: 0 stored (0 without the source's judged_checkpoint and config_id), 3 already there, 0 refused",
    );
    expect(again.code).toBe(0);
    const client = new LedgerClient({ apiKey: to.apiKey, agentId: to.agentId, endpoint: target.baseUrl });
    const stored = (await client.getScores()).scores;
    expect(stored.map((score) => score.score_id).sort()).toEqual([...scoreIds].sort());
    expect(stored.find((score) => score.name === "verdict")).toMatchObject({
      value: "pass",
      source: { kind: "rule", name: "refund-cap" },
      agent_id: to.agentId,
    });
    const helpful = stored.find((score) => score.name === "helpfulness")!;
    expect(helpful).toMatchObject({ value: 0.8, explanation: "Fast and right.", session_id: "judged" });
    expect(helpful.judged_checkpoint).toBeUndefined();
  });
});
