// The trace-ledger CLI as a user runs it (a child process), against real services: owners and
// agents, an agent's trace exported to JSONL (streamed, resumable), imported into a fresh
// service (idempotent), and followed with `records tail`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { addressOfPrivateKey } from "../../protocol/eth.ts";
import {
  checkpointBody,
  inclusionProof,
  leafHash,
  LedgerClient,
  rootHash,
  signPersonal,
  toHex,
  type RecordInput,
  type StoredRecord,
} from "../../sdk/index.ts";
import { otlpReceiver } from "./otlp-receiver.ts";
import { runCli, useServices } from "./run.ts";
import { spanIdOf, traceIdOf } from "../../cli/otlp.ts";
import { recordOf } from "../support/records.ts";
import type { ServiceProcess } from "../support/processes.ts";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const RECORDS = 130; // more than two import batches of 50

const cli = (service: ServiceProcess, args: string[], env: Record<string, string> = {}) => runCli(service.baseUrl, args, env);

const { service, scratch } = useServices("trace-ledger-cli");

/** `owners create` then `agents register`, through the CLI: the owner's key and the agent's id. */
async function ownerAndAgent(target: ServiceProcess, agentName: string): Promise<{ apiKey: string; agentId: string }> {
  const owner = await cli(target, ["owners", "create", "--name", "cli-owner"], { ADMIN_TOKEN: target.adminToken });
  expect(owner.code, owner.stderr).toBe(0);
  const apiKey = JSON.parse(owner.stdout).api_key as string;
  const agent = await cli(target, ["agents", "register", "--name", agentName, "--description", "from the CLI"], { LEDGER_API_KEY: apiKey });
  expect(agent.code, agent.stderr).toBe(0);
  return { apiKey, agentId: JSON.parse(agent.stdout).agent_id as string };
}

const lines = (file: string) =>
  fs
    .readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as StoredRecord);
/** What must survive a move between services: everything but the service's own stamps. */
const portable = ({ agent_id: _a, server_ts_utc: _s, ...record }: StoredRecord) => record;

// Each CLI run starts a Node process (≈1–2 s on a busy 2-CPU machine); the verify test runs a dozen.
describe("the trace-ledger CLI", { timeout: 120_000 }, () => {
  let source: ServiceProcess;
  let target: ServiceProcess;
  let from: { apiKey: string; agentId: string };
  let submitted: string[];

  beforeAll(async () => {
    [source, target] = await Promise.all([service(), service()]);
    from = await ownerAndAgent(source, "exporter");
    // A trace with parent and upstream links, in several sessions.
    const client = new LedgerClient({ apiKey: from.apiKey, agentId: from.agentId, endpoint: source.baseUrl });
    submitted = [];
    for (let s = 0; s < RECORDS / 10; s++) {
      const session = client.newSession();
      let parent: string | undefined;
      for (let i = 0; i < 10; i++) {
        const record: RecordInput = {
          behavior: "Observing",
          session_id: session.id,
          trigger_source: `feed-${s}-${i}`,
          ...(parent ? { parent_record_id: parent } : {}),
        };
        parent = (await session.submit(record)).record_id;
        submitted.push(parent);
      }
    }
  });

  it("agents list shows the registered agents", async () => {
    const listed = await cli(source, ["agents", "list"], { LEDGER_API_KEY: from.apiKey });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${from.agentId}\\s+custodial\\s+exporter$`, "m"));
    const json = await cli(source, ["agents", "list", "--json"], { LEDGER_API_KEY: from.apiKey });
    expect(JSON.parse(json.stdout.trim())).toMatchObject({
      agent_id: from.agentId,
      name: "exporter",
      metadata: { description: "from the CLI" },
    });
  });

  it("export writes the whole trace oldest first, reporting progress in plain lines when stderr is no terminal", async () => {
    const out = path.join(scratch, "full.jsonl");
    const run = await cli(source, ["export", "--agent", from.agentId, "--out", out], { LEDGER_API_KEY: from.apiKey });
    expect(run.code, run.stderr).toBe(0);
    expect(lines(out).map((record) => record.record_id)).toEqual(submitted);
    expect(run.stderr).toMatch(new RegExp(`^exported: ${RECORDS} records, [\\d,]+/s, [\\d.]+ s$`, "m"));
    expect(run.stderr).toContain(`exported ${RECORDS} records of ${from.agentId}`);
    expect(run.stderr).not.toContain("\r");
  });

  it("export --resume finishes an export that was cut off, even mid-line, with no record twice", async () => {
    const full = fs.readFileSync(path.join(scratch, "full.jsonl"), "utf8");
    const out = path.join(scratch, "resumed.jsonl");
    const cut = full.split("\n").slice(0, 37).join("\n") + "\n" + full.split("\n")[37]!.slice(0, 20); // 37 lines and a torn one
    fs.writeFileSync(out, cut);
    const run = await cli(source, ["export", "--agent", from.agentId, "--out", out, "--resume"], { LEDGER_API_KEY: from.apiKey });
    expect(run.code, run.stderr).toBe(0);
    expect(fs.readFileSync(out, "utf8")).toBe(full);
    expect(run.stderr).toContain(`exported ${RECORDS - 37} records`);
  });

  it("export --resume changes nothing that is not this agent's export, and writes through no symbolic link unless asked", async () => {
    const full = fs.readFileSync(path.join(scratch, "full.jsonl"), "utf8");
    const exportTo = (out: string, ...extra: string[]) =>
      cli(source, ["export", "--agent", from.agentId, "--out", out, "--resume", ...extra], { LEDGER_API_KEY: from.apiKey });
    const refusedUnchanged = async (name: string, content: string, pattern: RegExp) => {
      const file = path.join(scratch, name);
      fs.writeFileSync(file, content);
      const run = await exportTo(file);
      expect(run.code, name).toBe(1);
      expect(run.stderr, name).toMatch(pattern);
      expect(fs.readFileSync(file, "utf8"), name).toBe(content); // not even the torn tail cut
    };
    await refusedUnchanged("notes.txt", "my notes\nsecond line, no newline at the end", /is not a record.*nothing was changed/);
    const otherAgent = full.replaceAll(from.agentId, "agt_" + "0".repeat(32));
    await refusedUnchanged("other-agent.jsonl", otherAgent.slice(0, otherAgent.length - 30), /not a record of this agent/);
    await refusedUnchanged(
      "proved-copy.jsonl",
      `${JSON.stringify({ checkpoint: { agent_id: from.agentId, tree_size: 1 } })}\n${full.split("\n")[0]}`,
      /with proofs/,
    );
    await refusedUnchanged("one-torn-line.jsonl", full.slice(0, 40), /no complete line/);

    const precious = path.join(scratch, "precious.txt");
    fs.writeFileSync(precious, "not an export\n");
    const link = path.join(scratch, "link.jsonl");
    fs.symlinkSync(precious, link);
    for (const args of [["--resume"], []]) {
      const run = await cli(source, ["export", "--agent", from.agentId, "--out", link, ...args], { LEDGER_API_KEY: from.apiKey });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("is a symbolic link: pass --follow-symlinks");
      expect(fs.readFileSync(precious, "utf8")).toBe("not an export\n");
    }
    const through = path.join(scratch, "through.jsonl");
    fs.writeFileSync(path.join(scratch, "real.jsonl"), full.split("\n").slice(0, 5).join("\n") + "\n");
    fs.symlinkSync(path.join(scratch, "real.jsonl"), through);
    const followed = await exportTo(through, "--follow-symlinks");
    expect(followed.code, followed.stderr).toBe(0);
    expect(fs.readFileSync(path.join(scratch, "real.jsonl"), "utf8")).toBe(full);
  });

  it('one record is "1 record", its last progress line printed once; --resume on an export with proofs says why not and what to do', async () => {
    const agent = await LedgerClient.registerAgent({ apiKey: from.apiKey, name: "single", endpoint: source.baseUrl });
    await new LedgerClient({ apiKey: from.apiKey, agentId: agent.agent_id, endpoint: source.baseUrl }).submit({
      behavior: "Observing",
      session_id: "s-1",
      trigger_source: "market-feed",
    });
    const env = { LEDGER_API_KEY: from.apiKey };
    const out = path.join(scratch, "single.jsonl");
    const plain = await cli(source, ["export", "--agent", agent.agent_id, "--out", out], env);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stderr.match(/^exported: .*$/gm)).toEqual([expect.stringMatching(/^exported: 1 record, [\d,]+\/s, [\d.]+ s$/)]);
    expect(plain.stderr).toContain(`exported 1 record of ${agent.agent_id} to ${out}\n`);

    const proved = path.join(scratch, "single-proved.jsonl");
    expect((await cli(source, ["export", "--agent", agent.agent_id, "--out", proved, "--proofs"], env)).code).toBe(0);
    const before = fs.readFileSync(proved, "utf8");
    const resumed = await cli(source, ["export", "--agent", agent.agent_id, "--out", proved, "--resume"], env);
    expect(resumed.code).toBe(1);
    expect(resumed.stderr).toContain(
      `${proved} is an export with proofs, which cannot be resumed (its proofs lead to one checkpoint); nothing was changed: export with --proofs again, without --resume`,
    );
    expect(resumed.stderr).not.toContain("not an export of");
    expect(fs.readFileSync(proved, "utf8")).toBe(before);
  });

  it("export --proofs cuts a checkpoint first: a record stored after the latest checkpoint is exported with its proof", async () => {
    const agent = await LedgerClient.registerAgent({ apiKey: from.apiKey, name: "checkpointed", endpoint: source.baseUrl });
    const client = new LedgerClient({ apiKey: from.apiKey, agentId: agent.agent_id, endpoint: source.baseUrl });
    const first = await client.submit({ behavior: "Observing", session_id: "s-1", trigger_source: "first" });
    expect((await client.anchor()).tree_size).toBe(1);
    const later = await client.submit({ behavior: "Observing", session_id: "s-1", trigger_source: "later" });
    const out = path.join(scratch, "checkpointed.jsonl");
    const run = await cli(source, ["export", "--agent", agent.agent_id, "--out", out, "--proofs"], { LEDGER_API_KEY: from.apiKey });
    expect(run.code, run.stderr).toBe(0);
    const [head, ...body] = fs
      .readFileSync(out, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(head.checkpoint.tree_size).toBe(2);
    expect(body.map((line) => [line.record.record_id, line.proof.leaf_index, line.proof.tree_size])).toEqual([
      [first.record_id, 0, 2],
      [later.record_id, 1, 2],
    ]);
    expect(run.stderr).toContain(`exported 2 records of ${agent.agent_id} to ${out}, with proofs in checkpoint 2`);
  });

  it("import stores every record in a fresh service, links intact; a second import stores nothing", async () => {
    const to = await ownerAndAgent(target, "importer");
    const file = path.join(scratch, "full.jsonl");
    const first = await cli(target, ["import", "--agent", to.agentId, file], { LEDGER_API_KEY: to.apiKey });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(`imported into ${to.agentId}: ${RECORDS} stored, 0 already there, 0 refused`);
    const exported = path.join(scratch, "round-trip.jsonl");
    expect((await cli(target, ["export", "--agent", to.agentId, "--out", exported], { LEDGER_API_KEY: to.apiKey })).code).toBe(0);
    expect(lines(exported).map(portable)).toEqual(lines(file).map(portable));
    const again = await cli(target, ["import", "--agent", to.agentId, file], { LEDGER_API_KEY: to.apiKey });
    expect(again.stderr).toContain(`${RECORDS} already there`);
  });

  it("export --proofs starts with a signed checkpoint and proves every record; verify checks it offline and names the line of any change", async () => {
    const out = path.join(scratch, "proved.jsonl");
    const run = await cli(source, ["export", "--agent", from.agentId, "--out", out, "--proofs"], { LEDGER_API_KEY: from.apiKey });
    expect(run.code, run.stderr).toBe(0);
    const [head, ...body] = fs
      .readFileSync(out, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(head.checkpoint).toMatchObject({ agent_id: from.agentId, tree_size: RECORDS });
    expect(body.map((line) => [line.record.record_id, line.proof.leaf_index])).toEqual(submitted.map((id, index) => [id, index]));
    expect(run.stderr).toContain(`with proofs in checkpoint ${RECORDS} signed by ${head.checkpoint.signer_address}`);

    // Offline: no service, no key.
    const offline = { LEDGER_API_KEY: "", LEDGER_ENDPOINT: "http://127.0.0.1:9" };
    const wallet = head.checkpoint.signer_address as string;
    const verify = (file: string, ...extra: string[]) =>
      cli(source, ["verify", file, ...(extra.length > 0 ? extra : ["--address", wallet])], offline);
    const passed = await verify(out);
    expect(passed.code, passed.stderr).toBe(0);
    expect(passed.stdout).toContain(`verified ${RECORDS} records of ${from.agentId}: every one is in checkpoint ${RECORDS}`);
    expect((await verify(out, "--address", wallet.toLowerCase())).code).toBe(0);

    const text = fs.readFileSync(out, "utf8").trimEnd().split("\n");
    const tampered = async (name: string, lines: string[], ...extra: string[]) => {
      const file = path.join(scratch, `${name}.jsonl`);
      fs.writeFileSync(file, lines.join("\n") + "\n");
      const failed = await verify(file, ...extra);
      expect(failed.code, name).toBe(1);
      return failed.stderr;
    };
    const edit = (index: number, change: (line: { record: StoredRecord; proof: { audit_path: string[] } }) => void) =>
      text.map((line, i) => {
        if (i !== index) return line;
        const parsed = JSON.parse(line);
        change(parsed);
        return JSON.stringify(parsed);
      });
    expect(
      await tampered(
        "record",
        edit(5, (line) => ((line.record as { trigger_source?: string }).trigger_source += "!")),
      ),
    ).toMatch(/line 6: record .* was changed/);
    expect(
      await tampered(
        "proof",
        edit(9, (line) => line.proof.audit_path.reverse()),
      ),
    ).toMatch(/line 10: record .* was changed/);
    expect(
      await tampered(
        "removed",
        text.filter((_, i) => i !== 3),
      ),
    ).toMatch(/line 4: expected leaf 2, found leaf 3: lines were removed, added or reordered/);
    expect(await tampered("truncated", text.slice(0, -1))).toMatch(
      new RegExp(`holds ${RECORDS - 1} of the checkpoint's ${RECORDS} records`),
    );
    const checkpoint = JSON.parse(text[0]!);
    checkpoint.checkpoint.root_hash = "00".repeat(32);
    expect(await tampered("checkpoint", [JSON.stringify(checkpoint), ...text.slice(1)])).toMatch(/line 1: checkpoint 130 is not signed by/);
    expect(await tampered("address", text, "--address", "0x" + "11".repeat(20))).toMatch(/line 1: checkpoint 130 is not signed by 0x1111/);
    expect(await tampered("plain", fs.readFileSync(path.join(scratch, "full.jsonl"), "utf8").trimEnd().split("\n"))).toMatch(
      /line 1: no checkpoint first/,
    );
  });

  it('verify says "verified" only against an address the caller brings: a forged file re-signed by a fresh wallet fails', async () => {
    const [head, ...body] = fs
      .readFileSync(path.join(scratch, "proved.jsonl"), "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    const wallet = head.checkpoint.signer_address as string;
    // The forger alters a record, rebuilds the tree and signs its root with a wallet of their own.
    const records: StoredRecord[] = body.map((line) => line.record);
    (records[7] as { trigger_source?: string }).trigger_source = "forged";
    const leaves = records.map((record) => Uint8Array.from(Buffer.from(leafHash(record), "hex")));
    const root = toHex(rootHash(leaves));
    const key = randomBytes(32);
    const forgedBody = checkpointBody(from.agentId, records.length, root);
    const checkpoint = {
      ...head.checkpoint,
      root_hash: root,
      body: forgedBody,
      signer_address: addressOfPrivateKey(key),
      signature: signPersonal(new TextEncoder().encode(forgedBody), key),
      publication: undefined,
    };
    const forged = path.join(scratch, "forged.jsonl");
    const proofOf = (i: number) => ({
      leaf_index: i,
      tree_size: records.length,
      leaf_hash: toHex(leaves[i]!),
      audit_path: inclusionProof(leaves, i).map(toHex),
    });
    fs.writeFileSync(
      forged,
      [JSON.stringify({ checkpoint }), ...records.map((record, i) => JSON.stringify({ record, proof: proofOf(i) }))].join("\n") + "\n",
    );
    const offline = { LEDGER_API_KEY: "", LEDGER_ENDPOINT: "http://127.0.0.1:9" };

    const bare = await cli(source, ["verify", forged], offline);
    expect([bare.code, bare.stdout]).toEqual([2, ""]);
    expect(bare.stderr).toMatch(/needs --address .* or --trust-file-address/);
    const against = await cli(source, ["verify", forged, "--address", wallet], offline);
    expect(against.code).toBe(1);
    expect(against.stderr).toMatch(/line 1: checkpoint 130 is not signed by/);
    const trusting = await cli(source, ["verify", forged, "--trust-file-address"], offline);
    expect(trusting.code).toBe(3);
    expect(trusting.stdout).toMatch(/^consistent, not verified: 130 records/);
    expect(trusting.stdout).not.toMatch(/^verified/m);
    expect(trusting.stderr).toMatch(
      /warning: no --address: 0x[0-9a-fA-F]{40} is only the address the file names; a forged file passes this check too/,
    );
    const both = await cli(source, ["verify", forged, "--trust-file-address", "--address", wallet], offline);
    expect(both.code).toBe(2);

    // A member named twice: JSON.parse would check the second value, another reader see the first.
    const genuine = fs.readFileSync(path.join(scratch, "proved.jsonl"), "utf8").split("\n");
    genuine[6] = genuine[6]!.replace(/^\{"record":\{/, '{"record":{"trigger_source":"hidden",');
    fs.writeFileSync(forged, genuine.join("\n"));
    const twice = await cli(source, ["verify", forged, "--address", wallet], offline);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/line 7: not I-JSON: the member \/record\/trigger_source appears twice/);
  });

  it("import takes an export with proofs too (the checkpoint line is skipped)", async () => {
    const to = await ownerAndAgent(target, "importer-proofs");
    const run = await cli(target, ["import", "--agent", to.agentId, path.join(scratch, "proved.jsonl")], { LEDGER_API_KEY: to.apiKey });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`imported into ${to.agentId}: ${RECORDS} stored, 0 already there, 0 refused`);
  });

  it("import reports refused lines with their numbers and exits 1", async () => {
    const to = await ownerAndAgent(target, "importer-2");
    const file = path.join(scratch, "broken.jsonl");
    const [good, ...rest] = fs.readFileSync(path.join(scratch, "full.jsonl"), "utf8").trimEnd().split("\n");
    fs.writeFileSync(file, [good, "{not json", JSON.stringify({ ...JSON.parse(rest[0]!), behavior: "Dreaming" })].join("\n") + "\n");
    const run = await cli(target, ["import", "--agent", to.agentId, file], { LEDGER_API_KEY: to.apiKey });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^line 2: validation_failed: not I-JSON/m);
    expect(run.stderr).toMatch(/^line 3: validation_failed: /m);
    expect(run.stderr).toContain("1 stored, 0 already there, 2 refused");
  });

  it("import refuses a line with invalid UTF-8, a line over the cap and a member named twice, storing the others", async () => {
    const to = await ownerAndAgent(target, "importer-3");
    const file = path.join(scratch, "hostile.jsonl");
    const all = fs.readFileSync(path.join(scratch, "full.jsonl"), "utf8").split("\n");
    const [a, b, c, d] = [all[0], all[1], all[2], all[10]]; // d starts the second session: no parent among the refused
    const badUtf8 = Buffer.from(b!.replace('"trigger_source":"', '"trigger_source":"XX'));
    badUtf8[badUtf8.indexOf("XX")] = 0xc3; // a lead byte followed by "X": not UTF-8 (a decoder would make it U+FFFD)
    const huge = `{"record_id":"${"x".repeat(600 * 1024)}"}`;
    const twice = c!.replace(/^\{/, '{"trigger_source":"hidden",');
    fs.writeFileSync(file, Buffer.concat([Buffer.from(a + "\n"), badUtf8, Buffer.from(`\n${huge}\n${twice}\r\n${d}`)]));
    const run = await cli(target, ["import", "--agent", to.agentId, file], { LEDGER_API_KEY: to.apiKey });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^line 2: validation_failed: the line is not valid UTF-8$/m);
    expect(run.stderr).toMatch(/^line 3: validation_failed: the line is over 524288 bytes$/m);
    expect(run.stderr).toMatch(/^line 4: validation_failed: not I-JSON: the member \/trigger_source appears twice/m);
    expect(run.stderr).toContain("2 stored, 0 already there, 3 refused"); // lines 1 and 5 (no final newline)
  });

  /** A line of `records tail`: time, behaviour (padded), session, record id, then what it was about. */
  const tailColumns = (line: string) => {
    const found = line.match(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d  (\S+) *  (\S+)  (\S+)(?:  (.+))?$/);
    return found ? { behavior: found[1], session: found[2], recordId: found[3], about: found[4] } : undefined;
  };

  it("records tail prints the latest records, and --follow prints new ones as they arrive", async () => {
    const last = await cli(source, ["records", "tail", "--agent", from.agentId, "-n", "3"], { LEDGER_API_KEY: from.apiKey });
    // A line each a person reads: arrival time, behaviour, session, record id, and what it was about
    // (for these Observing records, their trigger_source alone).
    const columns = last.stdout.trim().split("\n").map(tailColumns);
    expect(columns.map((found) => found?.recordId)).toEqual(submitted.slice(-3));
    expect(columns.map((found) => [found?.behavior, found?.about])).toEqual(
      [7, 8, 9].map((i) => ["Observing", `from feed-${RECORDS / 10 - 1}-${i}`]),
    );
    const json = await cli(source, ["records", "tail", "--agent", from.agentId, "-n", "3", "--json"], { LEDGER_API_KEY: from.apiKey });
    expect(
      json.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line).record_id),
    ).toEqual(submitted.slice(-3));

    const follower = spawn(
      process.execPath,
      ["cli/bin.mjs", "--endpoint", source.baseUrl, "records", "tail", "--agent", from.agentId, "-n", "1", "--follow", "--interval", "100"],
      {
        cwd: REPO,
        env: { ...process.env, LEDGER_API_KEY: from.apiKey },
      },
    );
    let out = "";
    follower.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    try {
      await waitFor(() => out.includes(submitted.at(-1)!));
      const client = new LedgerClient({ apiKey: from.apiKey, agentId: from.agentId, endpoint: source.baseUrl });
      const thought = recordOf("Thinking", "followed") as RecordInput & { prompt: string; model_invocation: { model_name: string } };
      const fresh = await client.submit(thought);
      await waitFor(() => out.includes(fresh.record_id));
      const lines = out.trim().split("\n").map(tailColumns);
      expect(lines.map((found) => found?.recordId)).toEqual([submitted.at(-1), fresh.record_id]);
      expect(lines[1]).toMatchObject({ behavior: "Thinking", session: "followed" });
      expect(lines[1]?.about).toContain(thought.prompt);
      expect(lines[1]?.about).toContain(`model ${thought.model_invocation.model_name}`);
    } finally {
      follower.kill();
    }
  });

  it("export --format otlp sends one span per record to an OTLP receiver: sessions as traces, parents, links, today's gen_ai attributes", async () => {
    const client = new LedgerClient({ apiKey: from.apiKey, agentId: from.agentId, endpoint: source.baseUrl });
    const thought = recordOf("Thinking");
    const thinking = await client.submit({ ...thought, upstream_record_id: [submitted[0]!], session_id: "otlp-session" } as RecordInput);
    const receiver = await otlpReceiver();
    try {
      const run = await cli(source, ["export", "--agent", from.agentId, "--format", "otlp", "--otlp-endpoint", receiver.url], {
        LEDGER_API_KEY: from.apiKey,
      });
      expect(run.code, run.stderr).toBe(0);
      const trace: StoredRecord[] = [];
      for (
        let after: string | undefined, page;
        (page = await client.getTrace({ order: "asc", after, limit: 500 }));
        after = page.next_cursor!
      ) {
        trace.push(...(page.records as StoredRecord[])); // nothing is erased here
        if (page.next_cursor === null) break;
      }
      expect(receiver.contentTypes.every((type) => type === "application/x-protobuf")).toBe(true);
      expect(receiver.spans).toHaveLength(trace.length);
      const bySpan = new Map(receiver.spans.map((span) => [span.spanId, span]));
      for (const record of trace) {
        const span = bySpan.get(spanIdOf(record.record_id))!;
        expect(span, record.record_id).toBeDefined();
        expect(span).toMatchObject({ traceId: traceIdOf(record.session_id), startMs: record.client_ts_utc });
        if (record.behavior !== "Thinking") expect(span.name).toBe(record.behavior);
        const parent = (record as { parent_record_id?: string }).parent_record_id;
        expect(span.parentSpanId).toBe(parent ? spanIdOf(parent) : "");
        expect(span.attributes).toMatchObject({ "trace_ledger.record_id": record.record_id, "trace_ledger.session_id": record.session_id });
        expect(JSON.parse(span.attributes["trace_ledger.record"] as string)).toEqual(record);
        expect(span.resource).toMatchObject({ "service.name": "trace-ledger", "trace_ledger.agent_id": from.agentId });
      }
      const model = (thought as { model_invocation: { provider: string; model_name: string } }).model_invocation;
      expect(bySpan.get(spanIdOf(thinking.record_id))).toMatchObject({
        name: `chat ${model.model_name}`,
        attributes: {
          "gen_ai.operation.name": "chat",
          "gen_ai.conversation.id": "otlp-session",
          "gen_ai.provider.name": model.provider,
          "gen_ai.request.model": model.model_name,
          "gen_ai.response.model": model.model_name,
          "gen_ai.input.messages": JSON.stringify([{ role: "user", parts: [{ type: "text", content: thought.prompt }] }]),
          "gen_ai.output.messages": JSON.stringify([{ role: "assistant", parts: [{ type: "text", content: thought.output_payload }] }]),
        },
        links: [{ traceId: traceIdOf("otlp-session"), spanId: spanIdOf(submitted[0]!) }],
      });
    } finally {
      await receiver.close();
    }
  });

  it("says what is missing in one line, and exits 1", async () => {
    const run = await cli(source, ["agents", "list"], { LEDGER_API_KEY: "" });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe("trace-ledger: no API key: pass --api-key or set LEDGER_API_KEY (the api_key of the owner answer)");
    const wrong = await cli(source, ["agents", "list"], { LEDGER_API_KEY: "tlk_wrong" });
    expect(wrong.stderr.trim()).toMatch(/^trace-ledger: auth_invalid: /);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error("timed out waiting for the CLI's output");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
