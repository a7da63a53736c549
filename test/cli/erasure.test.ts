// Issue 38's proof of done: a record and a session erased, then
// - the transparency-log ecosystem's own Go libraries (test/interop) verify every checkpoint,
//   tile, inclusion and consistency proof of the agent's log, tombstones included;
// - the erased content is in no table: every text, JSON, array and bytea column of the service's
//   database is searched for a marker only the erased records held;
// - the CLI's export writes the tombstones, verify checks their digests and reports them erased,
//   and import stores nothing of them.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { execFile, execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import { blobCall, blobPath, digestOf } from "../server/http/blobs-suite.ts";
import { agentClient, rows, useServer } from "../server/http/helpers.ts";
import { runCli } from "./run.ts";

const server = useServer();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-erasure-"));
const interop = path.join(scratch, "interop");
const haveGo = (() => {
  try {
    execFileSync("go", ["version"]);
    return true;
  } catch {
    if (process.env.CI || process.env.REQUIRE_GO) throw new Error("the go command is missing");
    return false;
  }
})();

beforeAll(() => {
  if (haveGo) execFileSync("go", ["build", "-o", interop, "."], { cwd: new URL("../interop/", import.meta.url).pathname });
}, 180_000);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const marker = `erasemark${randomBytes(8).toString("hex")}`;

it("erases a record and a session: every proof still verifies with third-party libraries, the content is in no table, export and verify report the erasures", async () => {
  const owner = await ownerWithAgent(server());
  const client = agentClient(server(), owner);
  const checkpoint = async () => (await call(server(), "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).body;
  const target = { baseUrl: server().baseUrl, apiKey: owner.apiKey, agentId: owner.agentId };
  // The erased record attaches a blob no other record names; the marker is in its bytes too.
  const salt = randomBytes(32);
  const bytes = Buffer.from(`attached ${marker}`);
  expect((await blobCall(target, "PUT", digestOf(bytes, salt), { body: bytes, salt })).status).toBe(201);
  const attachment = {
    digest: digestOf(bytes, salt),
    size_bytes: bytes.length,
    media_type: "application/octet-stream",
    uri: blobPath(owner.agentId, digestOf(bytes, salt)),
  };
  const session = `sess-${randomUUID()}`;
  const single = { ...recordOf("Thinking"), schema_version: "1.1", prompt: `tell me about ${marker}`, attachments: [attachment] };
  const inSession = [
    { ...recordOf("Observing", session), trigger_source: `feed ${marker}` },
    { ...recordOf("Thinking", session), output_payload: `${marker} noted`, tags: [marker] },
    recordOf("Acting", session),
  ];
  const others = Array.from({ length: 40 }, () => recordOf("Observing"));
  expect((await client.batch(others.slice(0, 20))).status).toBe(200);
  expect((await client.submit(single)).status).toBe(201);
  expect((await client.batch(inSession)).body.results.every((result: object) => !("code" in result))).toBe(true);
  const first = await checkpoint();
  expect((await client.batch(others.slice(20))).status).toBe(200);
  const second = await checkpoint();
  // Searchable before: the terms are indexed.
  expect((await client.search(`?q=${marker}`)).body.records.length).toBeGreaterThan(1);

  expect(await holdingMarker()).toEqual(expect.arrayContaining(["records.body", "record_terms.terms", "blob_chunks.data"]));

  expect((await call(server(), "DELETE", `/v1/records/${single.record_id}?agent_id=${owner.agentId}`, { key: owner.apiKey })).status).toBe(
    200,
  );
  expect(
    (await call(server(), "DELETE", `/v1/sessions/${session}?agent_id=${owner.agentId}`, { key: owner.apiKey })).body.records_erased,
  ).toBe(3);

  if (haveGo) {
    const setup = {
      base: server().baseUrl,
      agents: [
        {
          agent_id: owner.agentId,
          key: owner.apiKey,
          wallet: owner.agent.agent_wallet_address,
          sizes: [first.tree_size, second.tree_size],
          public: false,
        },
      ],
      witness: "",
    };
    const out = await new Promise<string>((resolve, reject) => {
      const child = execFile(interop, (error, stdout, stderr) => (error ? reject(new Error(`${stdout}${stderr}`)) : resolve(stdout)));
      child.stdin!.end(JSON.stringify(setup));
    });
    expect(out).toContain(`${second.tree_size} inclusion and 1 consistency proofs verified (4 records erased)`);
  }

  expect(await holdingMarker()).toEqual([]);

  const env = { LEDGER_API_KEY: owner.apiKey };
  const file = path.join(scratch, "export.jsonl");
  const exported = await runCli(server().baseUrl, ["export", "--agent", owner.agentId, "--out", file, "--proofs"], env);
  expect(exported.code, exported.stderr).toBe(0);
  const lines = fs
    .readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line));
  const tombstones = lines.filter((line) => "tombstone" in line).map((line) => line.tombstone.record_id);
  expect(tombstones.sort()).toEqual([single.record_id, ...inSession.map((r) => r.record_id)].sort());
  expect(fs.readFileSync(file, "utf8")).not.toContain(marker);
  const verified = await runCli(server().baseUrl, ["verify", file, "--address", owner.agent.agent_wallet_address], env);
  expect(verified.code, verified.stderr).toBe(0);
  expect(verified.stdout).toMatch(/^verified 44 records of .*; 4 erased \(their digests verified, their content gone\)$/m);
  // A changed tombstone digest no longer verifies.
  const forged = path.join(scratch, "forged.jsonl");
  fs.writeFileSync(
    forged,
    fs.readFileSync(file, "utf8").replace(/"digest":"([0-9a-f])/, (_, c: string) => `"digest":"${c === "0" ? "1" : "0"}`),
  );
  expect((await runCli(server().baseUrl, ["verify", forged, "--address", owner.agent.agent_wallet_address], env)).code).toBe(1);

  const other = await ownerWithAgent(server());
  const imported = await runCli(server().baseUrl, ["import", "--agent", other.agentId, file], { LEDGER_API_KEY: other.apiKey });
  expect(imported.code, imported.stderr).toBe(0);
  expect(imported.stderr).toContain("40 stored, 0 already there, 0 refused, 4 erased (nothing stored)");
});

/** The columns (table.column) of the service's database holding the marker: every text, JSON, array and bytea column is searched. */
async function holdingMarker(): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string; data_type: string }>(
    server(),
    `select c.table_name, c.column_name, c.data_type from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'bytea')`,
  );
  expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
    expect.arrayContaining(["records.body", "record_terms.terms", "blob_chunks.data"]),
  );
  const holding: string[] = [];
  for (const { table_name, column_name, data_type } of columns) {
    const test = data_type === "bytea" ? `position(convert_to(?, 'UTF8') in ??) > 0` : `??::text like '%' || ? || '%'`;
    const bindings = data_type === "bytea" ? [marker, column_name] : [column_name, marker];
    const [found] = await rows<{ n: number }>(server(), `select count(*)::int as n from ?? where ${test}`, [table_name, ...bindings]);
    if (found!.n > 0) holding.push(`${table_name}.${column_name}`);
  }
  return holding;
}
