// The SDK against the real service: every operation over real HTTP and a real database.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AuthError,
  IdempotencyConflictError,
  LedgerClient,
  LedgerError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ValidationError,
  isValidRecordId,
  newRecordId,
  type HttpTransport,
  type LedgerClientConfig,
  type RecordAck,
  type RecordError,
  type RecordInput,
} from "../../sdk/index.ts";
import { createOwner, startTestServer, type TestServer } from "../support/server.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);
const BYOW_ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
const name = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;
const model = { provider: "openai", model_name: "gpt-4o" };

/** The global fetch, counting calls; `dropAfter` loses the answers of the first n calls after the service handled them. */
function countingFetch(dropAfter = 0) {
  const seen = { calls: 0 };
  const transport: HttpTransport = async (url, init) => {
    const response = await fetch(url, init);
    if (++seen.calls <= dropAfter) throw new TypeError("fetch failed: connection reset");
    return response;
  };
  return { transport, seen };
}

const noWait = { sleep: async () => {} };

describe("the SDK against the service", () => {
  let server: TestServer;
  let apiKey: string;
  let client: LedgerClient;
  let agentId: string;
  const connect = (extra: Partial<LedgerClientConfig> = {}) =>
    new LedgerClient({ apiKey, agentId, endpoint: server.baseUrl, retry: noWait, ...extra });

  beforeAll(async () => {
    server = await startTestServer();
    ({ apiKey } = await createOwner(server));
    const agent = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: name("agent") });
    agentId = agent.agent_id;
    client = connect({ defaultModelInvocation: model });
  });
  afterAll(() => server?.close());

  describe("agents", () => {
    it("registerAgent provisions a custodial wallet and is idempotent on the name", async () => {
      const agentName = name("custodial");
      const first = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: agentName, metadata: { description: "d" } });
      expect(first).toMatchObject({ name: agentName, wallet_mode: "custodial", metadata: { description: "d" } });
      expect(first.agent_wallet_address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      const again = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: agentName });
      expect(again.agent_id).toBe(first.agent_id);
      expect(again.agent_wallet_address).toBe(first.agent_wallet_address);
    });

    it("registerAgent records a byow wallet address; the signer stays client-side", async () => {
      const byow = await createOwner(server, { mode: "byow", address: BYOW_ADDRESS });
      const signer = async (bytes: Uint8Array) => bytes;
      const address = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";
      const agent = await LedgerClient.registerAgent({
        apiKey: byow.apiKey,
        endpoint: server.baseUrl,
        name: name("byow"),
        wallet: { address, signer },
      });
      expect(agent).toMatchObject({ wallet_mode: "byow", agent_wallet_address: address });
      const inherited = await LedgerClient.registerAgent({ apiKey: byow.apiKey, endpoint: server.baseUrl, name: name("byow") });
      expect(inherited.agent_wallet_address).toBe(BYOW_ADDRESS);
    });

    it("registerAgent refuses a malformed wallet address with ValidationError", async () => {
      const byow = await createOwner(server, { mode: "byow", address: BYOW_ADDRESS });
      const attempt = LedgerClient.registerAgent({
        apiKey: byow.apiKey,
        endpoint: server.baseUrl,
        name: name("bad"),
        wallet: { address: "0x12" },
      });
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    });

    it("resolveAgentId finds the agent by name, and NotFoundError for an unknown one", async () => {
      const agentName = name("resolve");
      const agent = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: agentName });
      await expect(LedgerClient.resolveAgentId({ apiKey, endpoint: server.baseUrl, name: agentName })).resolves.toBe(agent.agent_id);
      await expect(LedgerClient.resolveAgentId({ apiKey, endpoint: server.baseUrl, name: name("ghost") })).rejects.toBeInstanceOf(
        NotFoundError,
      );
    });

    it("an unknown key raises AuthError auth_invalid", async () => {
      const attempt = LedgerClient.resolveAgentId({ apiKey: "tlk_not-a-key", endpoint: server.baseUrl, name: "x" });
      await expect(attempt).rejects.toMatchObject({ constructor: AuthError, code: "auth_invalid", status: 401 });
      await expect(connect({ apiKey: "tlk_not-a-key" }).getTrace()).rejects.toBeInstanceOf(AuthError);
    });

    it("another owner's agent is not found", async () => {
      const other = await createOwner(server);
      await expect(connect({ apiKey: other.apiKey }).getTrace()).rejects.toBeInstanceOf(NotFoundError);
    });

    it("records sent through the SDK label the agent sdk_instrumented", async () => {
      const agentName = name("labelled");
      const agent = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: agentName });
      expect(agent.attestations).toEqual([]);
      await connect({ agentId: agent.agent_id }).submit({ behavior: "Observing", session_id: "s" });
      const again = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: agentName });
      expect(again.attestations).toContain("sdk_instrumented");
    });
  });

  describe("records", () => {
    it("submit stores a record; a repeat is a duplicate; a changed body under the same id conflicts", async () => {
      const record = { behavior: "Observing" as const, session_id: name("s"), record_id: newRecordId(), notes: "first" };
      const first = await client.submit(record);
      expect(first).toMatchObject({ record_id: record.record_id, session_id: record.session_id, is_duplicate: false });

      const stored = await client.getRecord(record.record_id);
      expect(stored).toMatchObject({ ...record, agent_id: agentId, server_ts_utc: first.server_ts_utc });

      // A record read back resubmits as the same record.
      const repeat = await client.submit(stored);
      expect(repeat).toEqual({ ...first, is_duplicate: true });

      await expect(client.submit({ ...record, notes: "changed" })).rejects.toMatchObject({
        constructor: IdempotencyConflictError,
        code: "record_id_conflict",
      });
    });

    it("a retry after a lost answer is acknowledged as the duplicate it is", async () => {
      const { transport, seen } = countingFetch(1);
      const ack = await connect({ httpTransport: transport }).submit({ behavior: "Observing", session_id: name("s") });
      expect(seen.calls).toBe(2);
      expect(ack.is_duplicate).toBe(true);
    });

    it("resubmitting the same object after a failure the SDK gave up on is a duplicate, not a second record", async () => {
      const { transport } = countingFetch(1);
      const flaky = connect({ httpTransport: transport, retry: { ...noWait, attempts: 0 } });
      const record: RecordInput = { behavior: "Observing", session_id: name("s") };
      await expect(flaky.submit(record)).rejects.toBeInstanceOf(NetworkError); // stored, but the answer was lost
      const again = await flaky.submit(record);
      expect(again).toMatchObject({ record_id: record.record_id, is_duplicate: true });
      expect((await client.getSession(record.session_id)).records).toHaveLength(1);
    });

    it("the same for a frozen record, which keeps no filled field, through a session", async () => {
      const { transport } = countingFetch(1);
      const session = connect({ httpTransport: transport, retry: { ...noWait, attempts: 0 } }).newSession();
      const record = Object.freeze({ behavior: "Observing" as const, notes: "immutable state" });
      await expect(session.submit(record)).rejects.toBeInstanceOf(NetworkError);
      expect(await session.submit(record)).toMatchObject({ is_duplicate: true });
      expect((await client.getSession(session.id)).records).toHaveLength(1);
    });

    it("the same through a session and a batch", async () => {
      const { transport } = countingFetch(1);
      const flaky = connect({ httpTransport: transport, retry: { ...noWait, attempts: 0 } });
      const session = flaky.newSession();
      const records: { behavior: "Observing"; notes: string }[] = [
        { behavior: "Observing", notes: "one" },
        { behavior: "Observing", notes: "two" },
      ];
      await expect(session.submitBatch(records)).rejects.toBeInstanceOf(NetworkError);
      const again = await session.submitBatch(records);
      expect(again.results.map((result) => "is_duplicate" in result && result.is_duplicate)).toEqual([true, true]);
      expect((await client.getSession(session.id)).records).toHaveLength(2);
    });

    it("a locally invalid record never reaches the service", async () => {
      const { transport, seen } = countingFetch();
      const local = connect({ httpTransport: transport });
      await expect(local.submit({ behavior: "Thinking", session_id: "s", prompt: "", output_payload: "o" })).rejects.toBeInstanceOf(
        ValidationError,
      );
      const batch = await local.submitBatch([{ behavior: "Dreaming", session_id: "s" } as never]);
      expect(batch.results[0]).toMatchObject({ code: "validation_failed" });
      expect(seen.calls).toBe(0);
    });

    it("the service's own rules surface with their codes", async () => {
      const session = client.newSession();
      const acting = { behavior: "Acting" as const, action_type: "noop" };
      await session.submit(acting);
      // The same object again is the same record (a duplicate); another Acting is refused.
      expect((await session.submit(acting)).is_duplicate).toBe(true);
      await expect(session.submit({ behavior: "Acting", action_type: "noop" })).rejects.toMatchObject({
        constructor: ValidationError,
        code: "acting_already_recorded",
      });
      await expect(session.submit({ behavior: "Reflecting", parent_record_id: newRecordId() })).rejects.toMatchObject({
        constructor: ValidationError,
        code: "reference_unresolved",
        details: expect.objectContaining({ field: "/parent_record_id" }),
      });
      await expect(session.submit({ behavior: "Observing", schema_version: "0.1" })).rejects.toMatchObject({
        constructor: ValidationError,
        code: "schema_version_unsupported",
      });
    });

    it("submitBatch lines results up with the input across local and server failures", async () => {
      const session = client.newSession();
      const parent = newRecordId();
      const records: RecordInput[] = [
        { behavior: "Observing", session_id: session.id, record_id: parent },
        { behavior: "Thinking", session_id: session.id, prompt: "", output_payload: "o" },
        { behavior: "Planning", session_id: session.id, parent_record_id: newRecordId() },
        { behavior: "Thinking", session_id: session.id, prompt: "p", output_payload: "o", parent_record_id: parent },
      ];
      const { batch_id, results } = await client.submitBatch(records);
      expect(batch_id).toEqual(expect.any(String));
      expect(results).toHaveLength(4);
      expect(results[0]).toMatchObject({ record_id: parent, is_duplicate: false });
      expect(results[1]).toMatchObject({ code: "validation_failed", details: { field: "/prompt" } });
      expect(results[2]).toMatchObject({ code: "reference_unresolved" });
      expect(isValidRecordId((results[3] as RecordAck).record_id)).toBe(true);
      expect((results[3] as RecordAck).is_duplicate).toBe(false);

      const { records: stored } = await client.getSession(session.id);
      expect(stored.map((r) => r.record_id)).toEqual([parent, (results[3] as RecordAck).record_id]);
      expect(stored[1]).toMatchObject({ model_invocation: model });
    });

    it("submitBatch with nothing valid answers locally", async () => {
      const { batch_id, results } = await client.submitBatch([{ behavior: "Observing" } as never]);
      expect(isValidRecordId(batch_id)).toBe(true);
      expect((results[0] as RecordError).details).toMatchObject({ field: "/session_id" });
    });

    it("getRecord raises NotFoundError for an unknown id", async () => {
      await expect(client.getRecord(newRecordId())).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe("one decision cycle, read back", () => {
    it("the quickstart records a full cycle that getSession returns in order, the late reflection included", async () => {
      const { stdout } = await run(process.execPath, ["--import", "tsx", "examples/quickstart.ts"], {
        cwd: ROOT,
        env: { ...process.env, LEDGER_API_KEY: apiKey, LEDGER_ENDPOINT: server.baseUrl },
      });
      const sessionId = /^session (\S+): 6 records$/m.exec(stdout)?.[1];
      expect(sessionId, stdout).toBeDefined();

      const agentId = await LedgerClient.resolveAgentId({ apiKey, endpoint: server.baseUrl, name: "quickstart-agent" });
      const { records } = await connect({ agentId }).getSession(sessionId!);
      expect(records.map((r) => r.behavior)).toEqual(["Observing", "Planning", "Thinking", "ToolCalling", "Acting", "Reflecting"]);
      records.slice(1).forEach((record, i) => expect((record as RecordInput).parent_record_id).toBe(records[i]!.record_id));
      const times = records.map((r) => r.server_ts_utc);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(records[2]).toMatchObject({ upstream_record_id: [records[0]!.record_id], model_invocation: { provider: "openai" } });
      expect(records[0]).not.toHaveProperty("model_invocation");
    });

    it("a session of the agent with no record raises NotFoundError", async () => {
      await expect(client.getSession(name("nothing"))).rejects.toMatchObject({ name: "NotFoundError", code: "not_found", status: 404 });
    });
  });

  describe("getTrace", () => {
    it("pages through the agent's whole trace, newest first", async () => {
      const agent = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: name("trace") });
      const traced = connect({ agentId: agent.agent_id });
      const session = traced.newSession();
      const { results } = await session.submitBatch(Array.from({ length: 5 }, () => ({ behavior: "Observing" as const })));
      const submitted = results.map((r) => r.record_id);

      const pages: string[][] = [];
      let before: string | undefined;
      do {
        const page = await traced.getTrace({ before, limit: 2 });
        pages.push(page.records.map((r) => r.record_id));
        before = page.next_cursor ?? undefined;
      } while (before !== undefined);

      expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
      expect(pages.flat()).toEqual([...submitted].reverse());
      expect((await traced.getTrace()).records).toHaveLength(5);
    });

    it("a limit over the maximum is refused with ValidationError", async () => {
      await expect(client.getTrace({ limit: 100_000 })).rejects.toBeInstanceOf(ValidationError);
    });
  });

  describe("listSessions", () => {
    it("follows the closed feed page by page, most recently closed first", async () => {
      const agent = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: name("feed") });
      const scored = connect({ agentId: agent.agent_id });
      const sessions = [scored.newSession(), scored.newSession(), scored.newSession()];
      for (const session of sessions) await session.submit({ behavior: "Observing" });
      await sessions[2]!.submit({ behavior: "Acting" });
      await sessions[0]!.submit({ behavior: "Acting" });

      const first = await scored.listSessions({ closed: true, limit: 1 });
      const second = await scored.listSessions({ closed: true, limit: 1, cursor: first.next_cursor! });
      expect([...first.sessions, ...second.sessions].map((s) => s.session_id)).toEqual([sessions[0]!.id, sessions[2]!.id]);
      expect(second.next_cursor).toBeNull();
      expect((await scored.listSessions({ closed: false })).sessions.map((s) => s.session_id)).toEqual([sessions[1]!.id]);
    });
  });
});

describe("the SDK against a rate-limited service", () => {
  let server: TestServer;
  let apiKey: string;
  beforeAll(async () => {
    // A window long beside a request's time even on a loaded machine: at 400 ms, requests slowed
    // to ~200 ms each fitted two a window by themselves and were never turned away.
    server = await startTestServer({ config: { rateLimit: { requests: 2, windowMs: 1_500 } } });
    ({ apiKey } = await createOwner(server));
  });
  afterAll(() => server?.close());

  it("waits as long as the service asks, then gets through", async () => {
    const hints: number[] = [];
    const transport: HttpTransport = async (url, init) => {
      const response = await fetch(url, init);
      // Both hints: the body's retry_after_ms and Retry-After (whole seconds); the larger holds.
      if (response.status === 429)
        hints.push(
          Math.max((await response.clone().json()).error.details.retry_after_ms, Number(response.headers.get("retry-after")) * 1000),
        );
      return response;
    };
    const waits: number[] = [];
    const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, waits.push(ms) && ms));
    // A backoff of 1 ms shows the service's hint in each wait.
    const connection = { apiKey, endpoint: server.baseUrl, httpTransport: transport, retry: { sleep, attempts: 5, backoffMs: [1] } };
    const agent = await LedgerClient.registerAgent({ ...connection, name: name("limited") });
    const client = new LedgerClient({ ...connection, agentId: agent.agent_id });

    // Six requests against two a window: at least two are turned away, whatever the window boundaries.
    const session = client.newSession();
    for (let i = 0; i < 5; i++) await session.submit({ behavior: "Observing" });
    expect((await client.getSession(session.id)).records).toHaveLength(5);
    expect(hints.length).toBeGreaterThanOrEqual(2);
    expect(waits).toEqual(hints.map((hint) => Math.max(1, hint)));
  });

  it("raises RateLimitError with retry_after_ms when retries are used up", async () => {
    const client = new LedgerClient({ apiKey, agentId: "agt_unknown", endpoint: server.baseUrl, retry: { attempts: 0 } });
    // Five at once against two a window: some are turned away even across a window boundary.
    const attempts = await Promise.allSettled(Array.from({ length: 5 }, () => client.getTrace()));
    const limited = attempts.flatMap((a) => (a.status === "rejected" && a.reason instanceof RateLimitError ? [a.reason] : []));
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.details.retry_after_ms).toBeGreaterThan(0);
  });
});
