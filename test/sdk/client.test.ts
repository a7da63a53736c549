import { describe, expect, it } from "vitest";
import { LedgerClient, NotFoundError, SDK_VERSION, ValidationError } from "../../sdk/index.ts";
import { AGENT_ID, BASE, envelope, json, recordedSleep, scripted, testClient } from "./fake.ts";

const agent = {
  agent_id: AGENT_ID,
  name: "trader-1",
  agent_wallet_address: "0x52908400098527886E0F7030069857D2E4169EE7",
  wallet_mode: "byow",
  created_at: 1_767_225_600_000,
  metadata: {},
  attestations: [],
};

function connection(...steps: Parameters<typeof scripted>) {
  const script = scripted(...steps);
  return { script, options: { apiKey: "tlk_owner", endpoint: BASE, httpTransport: script.transport, retry: recordedSleep() } };
}

describe("LedgerClient.registerAgent", () => {
  it("posts name, metadata and the wallet address; the signer never travels", async () => {
    const { script, options } = connection(json(201, agent));
    const signer = async (bytes: Uint8Array) => bytes;
    const result = await LedgerClient.registerAgent({
      ...options,
      name: "trader-1",
      metadata: { description: "Market maker" },
      wallet: { address: agent.agent_wallet_address, signer },
    });
    expect(result).toEqual(agent);
    const [request] = script.sent;
    expect(request!.method).toBe("POST");
    expect(request!.url.href).toBe(`${BASE}/v1/agents`);
    expect(request!.headers).toMatchObject({ authorization: "Bearer tlk_owner", "x-ledger-sdk": `trace-ledger-ts/${SDK_VERSION}` });
    expect(JSON.parse(request!.body!)).toEqual({
      name: "trader-1",
      metadata: { description: "Market maker" },
      wallet: { address: agent.agent_wallet_address },
    });
  });

  it("sends no wallet when none is given", async () => {
    const { script, options } = connection(json(200, agent));
    await LedgerClient.registerAgent({ ...options, name: "trader-1" });
    expect(JSON.parse(script.sent[0]!.body!)).toEqual({ name: "trader-1" });
  });

  it("checks its options before any call", async () => {
    const { script, options } = connection();
    await expect(LedgerClient.registerAgent({ ...options, apiKey: "", name: "x" })).rejects.toBeInstanceOf(ValidationError);
    expect(script.sent).toHaveLength(0);
  });
});

describe("LedgerClient.resolveAgentId", () => {
  it("looks the name up and answers the agent_id", async () => {
    const { script, options } = connection(json(200, { agent_id: AGENT_ID, name: "trader 1" }));
    await expect(LedgerClient.resolveAgentId({ ...options, name: "trader 1" })).resolves.toBe(AGENT_ID);
    expect(script.sent[0]!.method).toBe("GET");
    expect(script.sent[0]!.url.pathname).toBe("/v1/agents");
    expect(script.sent[0]!.url.searchParams.get("name")).toBe("trader 1");
    expect(script.sent[0]!.body).toBeUndefined();
    expect(script.sent[0]!.headers).not.toHaveProperty("content-type");
  });

  it("raises NotFoundError for an unknown name", async () => {
    const { options } = connection(envelope(404, "not_found"));
    await expect(LedgerClient.resolveAgentId({ ...options, name: "ghost" })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("reads", () => {
  const recordId = "0b6f3c2e-8d1a-4c7e-9f2b-5a4d3e2c1b0a";

  it("getRecord fetches one record of the agent", async () => {
    const stored = { record_id: recordId, agent_id: AGENT_ID, server_ts_utc: 1 };
    const { client, sent } = testClient([json(200, stored)]);
    await expect(client.getRecord(recordId)).resolves.toEqual(stored);
    expect(sent[0]!.url.href).toBe(`${BASE}/v1/records/${recordId}?agent_id=${AGENT_ID}`);
  });

  it("getSession escapes the session id into the path", async () => {
    const { client, sent } = testClient([json(200, { session_id: "a/b c", records: [], closed: false, acting_record_id: null })]);
    await client.getSession("a/b c");
    expect(sent[0]!.url.pathname).toBe("/v1/sessions/a%2Fb%20c");
    expect(sent[0]!.url.searchParams.get("agent_id")).toBe(AGENT_ID);
  });

  it("getTrace passes before and limit, and leaves out what is not given", async () => {
    const page = { records: [], next_cursor: null };
    const { client, sent } = testClient([json(200, page), json(200, page)]);
    await client.getTrace({ before: recordId, limit: 20 });
    await client.getTrace();
    expect(sent[0]!.url.href).toBe(`${BASE}/v1/traces/${AGENT_ID}?before=${recordId}&limit=20`);
    expect(sent[1]!.url.href).toBe(`${BASE}/v1/traces/${AGENT_ID}`);
  });
});
