import { afterEach, describe, expect, it } from "vitest";
import { BEHAVIORS, MODEL_INVOCATION_BEHAVIORS, PUBLIC_CHAINS, SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSIONS } from "../../generated/schema.ts";
import { LedgerClient, SDK_VERSION, ValidationError, isValidRecordId, type RecordInput } from "../../sdk/index.ts";
import { AGENT_ID, ack, json, scripted, testClient, thinking } from "./fake.ts";

const echo =
  () =>
  ({ body }: { body?: string }) =>
    json(201, ack(JSON.parse(body!).record_id));
const sentRecord = (sent: { body?: string }[]) => JSON.parse(sent[0]!.body!);

/** A minimal valid record of each behaviour. */
const minimal = (behavior: (typeof BEHAVIORS)[number]) =>
  (behavior === "Thinking" ? thinking() : { behavior, session_id: "s-1" }) as RecordInput;

const model = { provider: "openai", model_name: "gpt-5" };

describe("submit fills a copy of the record", () => {
  it("fills record_id, schema_version and client_ts_utc, drops agent_id, and leaves a frozen object alone", async () => {
    const input = Object.freeze(thinking({ agent_id: "agt_someone_else" }));
    const { client, sent } = testClient([echo()]);
    const before = Date.now();
    const result = await client.submit(input as RecordInput);
    const record = sentRecord(sent);
    expect(isValidRecordId(record.record_id)).toBe(true);
    expect(record.schema_version).toBe(SCHEMA_VERSION);
    expect(record.client_ts_utc).toBeGreaterThanOrEqual(before);
    expect(Number.isInteger(record.client_ts_utc)).toBe(true);
    expect(record).not.toHaveProperty("agent_id");
    expect(result.record_id).toBe(record.record_id);
    expect(input).toEqual(thinking({ agent_id: "agt_someone_else" }));
  });

  it.each<[string, <T>(record: T) => T]>([
    ["frozen", Object.freeze],
    ["sealed", Object.seal],
    ["not extensible", Object.preventExtensions],
  ])("sends a %s record again as the same record, though it cannot take the filled fields", async (_, lock) => {
    const input = lock(thinking());
    const { client, sent } = testClient([echo(), echo()]);
    await client.submit(input);
    await client.submit(input);
    expect(input).toEqual(thinking());
    expect(JSON.parse(sent[1]!.body!)).toEqual(sentRecord(sent));
    // Another object, even an equal one, is another record.
    const other = testClient([echo()]);
    await other.client.submit(lock(thinking()));
    expect(sentRecord(other.sent).record_id).not.toBe(sentRecord(sent).record_id);
  });

  it("writes the filled fields into the caller's record, so sending it again sends the same record", async () => {
    const input: RecordInput = thinking();
    const { client, sent } = testClient([echo(), echo()]);
    await client.submit(input);
    const first = sentRecord(sent);
    expect(input).toMatchObject({ record_id: first.record_id, schema_version: SCHEMA_VERSION, client_ts_utc: first.client_ts_utc });
    expect(input).not.toHaveProperty("agent_id");
    await client.submit(input);
    expect(JSON.parse(sent[1]!.body!)).toEqual(first);
  });

  it("fills and writes back a field given as null, so that record too is sent again the same", async () => {
    const input = thinking({ record_id: null, client_ts_utc: null }) as unknown as RecordInput;
    const { client, sent } = testClient([echo(), echo()]);
    await client.submit(input);
    await client.submit(input);
    expect(isValidRecordId(sentRecord(sent).record_id)).toBe(true);
    expect(JSON.parse(sent[1]!.body!)).toEqual(sentRecord(sent));
  });

  it("writes nothing else into the caller's record (no default model_invocation, no agent_id removal)", async () => {
    const input = thinking({ agent_id: "agt_someone_else" }) as Record<string, unknown>;
    // Without agent_id the record travels as the caller's own object: the default goes on a copy.
    const plain = thinking() as Record<string, unknown>;
    const { client, sent } = testClient([echo(), echo()], { defaultModelInvocation: model });
    await client.submit(input as RecordInput);
    await client.submit(plain as RecordInput);
    expect(input.agent_id).toBe("agt_someone_else");
    expect(input.model_invocation).toBeUndefined();
    expect(plain.model_invocation).toBeUndefined();
    expect(JSON.parse(sent[1]!.body!).model_invocation).toEqual(model);
  });

  it("keeps values the record supplies", async () => {
    const own = { record_id: "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a", schema_version: "1.0", client_ts_utc: 1_700_000_000_000 };
    const { client, sent } = testClient([echo()]);
    await client.submit(thinking(own));
    expect(sentRecord(sent)).toMatchObject(own);
  });

  it.each(BEHAVIORS)("applies defaultModelInvocation to %s only if it describes a model call", async (behavior) => {
    const { client, sent } = testClient([echo()], { defaultModelInvocation: model });
    await client.submit(minimal(behavior));
    const expected = (MODEL_INVOCATION_BEHAVIORS as readonly string[]).includes(behavior) ? model : undefined;
    expect(sentRecord(sent).model_invocation).toEqual(expected);
  });

  it("does not replace a record's own model_invocation", async () => {
    const own = { provider: "anthropic", model_name: "claude", tokens_in: 12 };
    const { client, sent } = testClient([echo()], { defaultModelInvocation: model });
    await client.submit(thinking({ model_invocation: own }));
    expect(sentRecord(sent).model_invocation).toEqual(own);
  });

  it("sends the agent, the key and the SDK identity", async () => {
    const { client, sent } = testClient([echo()]);
    await client.submit(thinking());
    const [request] = sent;
    expect(request!.method).toBe("POST");
    expect(`${request!.url.origin}${request!.url.pathname}`).toBe("http://ledger.test/v1/records");
    expect(request!.url.searchParams.get("agent_id")).toBe(AGENT_ID);
    expect(request!.headers).toMatchObject({
      authorization: "Bearer tlk_test",
      "content-type": "application/json",
      "x-ledger-sdk": `trace-ledger-ts/${SDK_VERSION}`,
    });
  });

  it("answers the acknowledgement of a duplicate as the service sends it", async () => {
    const { client } = testClient([({ body }) => json(200, ack(JSON.parse(body!).record_id, "s-1", true))]);
    await expect(client.submit(thinking())).resolves.toMatchObject({ is_duplicate: true });
  });
});

describe("locally invalid records never reach the transport", () => {
  const big = "x".repeat(2_049);
  const invalid: [string, Record<string, unknown>, string][] = [
    ["unknown behavior", { behavior: "Dreaming", session_id: "s-1" }, "behavior"],
    ["no behavior", { session_id: "s-1" }, "behavior"],
    ["no session_id", { behavior: "Observing" }, "session_id"],
    ["empty session_id", { behavior: "Observing", session_id: "" }, "session_id"],
    ["uppercase record_id", { behavior: "Observing", session_id: "s-1", record_id: "0B6F3C2E-8D1A-4C7E-9F2B-5A4D3E2C1B0A" }, "record_id"],
    ["UUID v1 record_id", { behavior: "Observing", session_id: "s-1", record_id: "0b6f3c2e-8d1a-1c7e-9f2b-5a4d3e2c1b0a" }, "record_id"],
    ["negative client_ts_utc", { behavior: "Observing", session_id: "s-1", client_ts_utc: -1 }, "client_ts_utc"],
    ["fractional client_ts_utc", { behavior: "Observing", session_id: "s-1", client_ts_utc: 1.5 }, "client_ts_utc"],
    ["empty prompt", thinking({ prompt: "" }), "prompt"],
    ["no output_payload", { ...thinking(), output_payload: undefined }, "output_payload"],
    ["notes over 2 KB", { behavior: "Observing", session_id: "s-1", notes: big }, "notes"],
    ["33 tags", { behavior: "Observing", session_id: "s-1", tags: Array.from({ length: 33 }, (_, i) => `t${i}`) }, "tags"],
    ["a field of another behaviour", { behavior: "Observing", session_id: "s-1", prompt: "p" }, "prompt"],
    [
      "confirmed public-chain action without execution_id",
      { behavior: "Acting", session_id: "s-1", target_system: PUBLIC_CHAINS[0], execution_status: "confirmed" },
      "execution_id",
    ],
  ];

  it.each(invalid)("%s", async (_, record, field) => {
    const { client, sent } = testClient([]);
    const error = await client.submit(record as RecordInput).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ code: "validation_failed", details: { field: expect.stringContaining(field) } });
    expect((error as ValidationError).details.reason).toEqual(expect.any(String));
    expect(sent).toHaveLength(0);
  });

  it("a bad defaultModelInvocation fails the record that would carry it", async () => {
    const { client, sent } = testClient([], { defaultModelInvocation: { provider: "", model_name: "m" } });
    await expect(client.submit(thinking())).rejects.toMatchObject({ details: { field: "/model_invocation/provider" } });
    expect(sent).toHaveLength(0);
  });

  it("an empty schema_version: validation_failed on /schema_version (the specification's non-empty rule), before any request", async () => {
    const { client, sent } = testClient([]);
    const error = await client.submit({ behavior: "Observing", session_id: "s-1", schema_version: "" } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      code: "validation_failed",
      details: { field: "/schema_version", reason: "must NOT have fewer than 1 characters" },
    });
    expect(sent).toHaveLength(0);
  });

  it.each([
    ["unknown", "0.9"],
    ["not a string", 1.1],
  ])("%s schema_version: schema_version_unsupported, naming the supported versions", async (_, version) => {
    const { client, sent } = testClient([]);
    const error = await client
      .submit({ behavior: "Observing", session_id: "s-1", schema_version: version } as never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      code: "schema_version_unsupported",
      details: { field: "/schema_version", supported_versions: [...SUPPORTED_SCHEMA_VERSIONS] },
    });
    expect(sent).toHaveLength(0);
  });

  it.each([
    ["nested 6,000 levels deep", { data: { x: JSON.parse("[".repeat(6000) + "]".repeat(6000)) } }],
    ["with NUL in a free-form member name", { data: { "a\u0000b": 1 } }],
    ["with a lone surrogate in free-form text", { data: { text: "\ud800" } }],
    ["with a non-finite number", { data: { x: Infinity } }],
  ])("a record %s is refused locally with a ValidationError, like the service would", async (_, extra) => {
    const { client, sent } = testClient([]);
    const record = { behavior: "Other", session_id: "s-1", ...extra };
    await expect(client.submit(record as RecordInput)).rejects.toMatchObject({ constructor: ValidationError, code: "validation_failed" });
    expect(sent).toHaveLength(0);
  });

  it("a record over the whole-record cap is refused", async () => {
    const { client, sent } = testClient([]);
    const huge = { behavior: "Other", session_id: "s-1", data: { blob: "x".repeat(70_000) } };
    await expect(client.submit(huge as RecordInput)).rejects.toBeInstanceOf(ValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe("configuration", () => {
  it("the constructor makes no call and checks nothing", () => {
    const { transport, sent } = scripted();
    expect(() => new LedgerClient({ apiKey: "", agentId: "", httpTransport: transport })).not.toThrow();
    expect(sent).toHaveLength(0);
  });

  it.each([
    ["apiKey", { apiKey: "" }],
    ["agentId", { agentId: undefined }],
    ["environment", { endpoint: undefined, environment: "moon" }],
    ["endpoint", { endpoint: "ftp://example.com" }],
    ["endpoint", { endpoint: "not a url" }],
    ["retry.attempts", { retry: { attempts: -1 } }],
    ["retry.backoffMs", { retry: { backoffMs: [] } }],
    ["timeoutMs", { timeoutMs: 0 }],
  ])("a bad %s raises ValidationError on the first request, before any network", async (field, config) => {
    const { client, sent } = testClient([], config as never);
    await expect(client.getTrace()).rejects.toMatchObject({ constructor: ValidationError, details: { field } });
    expect(sent).toHaveLength(0);
  });

  describe("environments (the OpenAPI document's servers)", () => {
    const saved = process.env.LEDGER_ENDPOINT;
    afterEach(() => {
      if (saved === undefined) delete process.env.LEDGER_ENDPOINT;
      else process.env.LEDGER_ENDPOINT = saved;
    });
    const sendsTo = async (where: object) => {
      const { client, sent } = testClient([echo()], { endpoint: undefined, ...where } as never);
      await client.submit(thinking());
      return `${sent[0]!.url.origin}${sent[0]!.url.pathname}`;
    };

    it("development is the local service, LEDGER_ENDPOINT or not", async () => {
      process.env.LEDGER_ENDPOINT = "https://elsewhere.example";
      expect(await sendsTo({ environment: "development" })).toBe("http://127.0.0.1:8080/v1/records");
    });

    it.each([[{ environment: "production" }], [{ environment: "staging" }], [{}]])("%o takes LEDGER_ENDPOINT", async (where) => {
      process.env.LEDGER_ENDPOINT = "https://ledger.example.com/base/";
      expect(await sendsTo(where)).toBe("https://ledger.example.com/base/v1/records");
    });

    it.each([[{ environment: "production" }], [{ environment: "staging" }], [{}]])(
      "%o without LEDGER_ENDPOINT raises endpoint_not_configured, saying how to set it, and sends nothing",
      async (where) => {
        delete process.env.LEDGER_ENDPOINT;
        const { client, sent } = testClient([echo()], { endpoint: undefined, ...where } as never);
        const error = await client.submit(thinking()).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ValidationError);
        expect(error).toMatchObject({ code: "endpoint_not_configured", message: expect.stringMatching(/set LEDGER_ENDPOINT/) });
        expect(sent).toHaveLength(0);
        await expect(
          LedgerClient.registerAgent({ apiKey: "k", name: "n", httpTransport: scripted().transport, ...(where as object) }),
        ).rejects.toMatchObject({
          code: "endpoint_not_configured",
        });
      },
    );

    it("an explicit endpoint wins over both", async () => {
      process.env.LEDGER_ENDPOINT = "https://elsewhere.example";
      expect(await sendsTo({ environment: "staging", endpoint: "https://proxy.example/ledger/" })).toBe(
        "https://proxy.example/ledger/v1/records",
      );
    });

    it("a LEDGER_ENDPOINT that is no http(s) URL is refused, naming it", async () => {
      process.env.LEDGER_ENDPOINT = "ftp://nope";
      const { client } = testClient([echo()], { endpoint: undefined } as never);
      await expect(client.submit(thinking())).rejects.toMatchObject({ code: "validation_failed", details: { field: "LEDGER_ENDPOINT" } });
    });
  });

  it("uses the global fetch when no transport is given", async () => {
    const { transport, sent } = scripted(echo());
    const original = globalThis.fetch;
    globalThis.fetch = transport as typeof fetch;
    try {
      const client = new LedgerClient({ apiKey: "k", agentId: AGENT_ID, endpoint: "http://ledger.test" });
      await client.submit(thinking());
    } finally {
      globalThis.fetch = original;
    }
    expect(sent).toHaveLength(1);
  });

  it("SDK_VERSION is the SDK package's version (versions.json, written into sdk/package.json)", async () => {
    const { default: pkg } = await import("../../sdk/package.json", { with: { type: "json" } });
    expect(SDK_VERSION).toBe(pkg.version);
    expect(SDK_VERSION).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
  });
});
