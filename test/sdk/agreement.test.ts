// What the three SDKs agree on (docs/sdk-behaviour.md): the environment fills the key and the
// agent, a logger hook sees retries, RateLimitError carries retryAfterMs, canonical JSON is exported.
import { afterEach, describe, expect, it, vi } from "vitest";
import { canonicalJson, LedgerClient, RateLimitError } from "../../sdk/index.ts";
import { AGENT_ID, envelope, json, recordedSleep, scripted, testClient } from "./fake.ts";

const EMPTY_SESSION = { session_id: "s-1", records: [], closed: false, acting_record_id: null };

afterEach(() => vi.unstubAllEnvs());

describe("the SDK behaviour all three languages share", () => {
  it("takes apiKey, agentId and the endpoint from LEDGER_API_KEY, LEDGER_AGENT_ID and LEDGER_ENDPOINT", async () => {
    vi.stubEnv("LEDGER_API_KEY", "tlk_from_env");
    vi.stubEnv("LEDGER_AGENT_ID", AGENT_ID);
    vi.stubEnv("LEDGER_ENDPOINT", "http://env.ledger.test");
    const { transport, sent } = scripted(json(200, EMPTY_SESSION));
    await new LedgerClient({ httpTransport: transport }).getSession("s-1");
    expect(sent[0]!.headers.authorization).toBe("Bearer tlk_from_env");
    expect(sent[0]!.url.origin).toBe("http://env.ledger.test");
    expect(sent[0]!.url.searchParams.get("agent_id")).toBe(AGENT_ID);
  });

  it("prefers what the configuration names over the environment", async () => {
    vi.stubEnv("LEDGER_API_KEY", "tlk_from_env");
    vi.stubEnv("LEDGER_AGENT_ID", "agt_from_env");
    const { client, sent } = testClient([json(200, EMPTY_SESSION)]);
    await client.getSession("s-1");
    expect(sent[0]!.headers.authorization).toBe("Bearer tlk_test");
    expect(sent[0]!.url.searchParams.get("agent_id")).toBe(AGENT_ID);
  });

  it("tells the logger about each retry", async () => {
    const logged: unknown[] = [];
    const { client } = testClient([envelope(503, "server_5xx"), json(200, EMPTY_SESSION)], {
      logger: (level, message, fields) => logged.push({ level, message, fields }),
    });
    await client.getSession("s-1");
    expect(logged).toEqual([
      {
        level: "warn",
        message: "getSession failed (server_5xx); retry 1 of 3 in 500 ms",
        fields: { operation: "getSession", retry: 1, waitMs: 500, code: "server_5xx" },
      },
    ]);
  });

  it("keeps going when the logger throws", async () => {
    const { client } = testClient([envelope(503, "server_5xx"), json(200, EMPTY_SESSION)], {
      logger: () => {
        throw new Error("broken logger");
      },
    });
    await expect(client.getSession("s-1")).resolves.toMatchObject({ session_id: "s-1" });
  });

  it("gives RateLimitError the wait the service asked for as retryAfterMs", async () => {
    const { sleep } = recordedSleep();
    const { transport } = scripted(envelope(429, "rate_limited", { retry_after_ms: 1_200 }, { "retry-after": "2" }));
    const client = new LedgerClient({
      apiKey: "k",
      agentId: AGENT_ID,
      endpoint: "http://x.test",
      httpTransport: transport,
      retry: { attempts: 0, sleep },
    });
    const error = await client.getSession("s-1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(2_000);
  });

  it("exports canonical JSON (RFC 8785)", () => {
    expect(canonicalJson({ b: [1, 1e21, "é"], a: null })).toBe('{"a":null,"b":[1,1e+21,"é"]}');
  });
});
