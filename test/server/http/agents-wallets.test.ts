// Agents: registration (idempotent on owner + name), lookup, metadata, anchor wallets (custodial
// keys derived back to the address; byow addresses), and the sdk_instrumented label.
import { describe, expect, it } from "vitest";
import { addressOfPrivateKey, toChecksumAddress } from "../../../server/wallets/address.ts";
import { decryptPrivateKey } from "../../../server/wallets/custodial.ts";
import { recordOf } from "../../support/records.ts";
import { call, createOwner, type Answer } from "../../support/server.ts";
import { agentClient, expectError, registerAgent, rows, uniqueName, useServer } from "./helpers.ts";

const server = useServer();

// EIP-55 examples; BAD_CHECKSUM is the first with one letter's case flipped.
const OWNER_DEFAULT = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const AGENT_ADDRESS = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";
const OTHER_ADDRESS = "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB";
const BAD_CHECKSUM = "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

const resolve = (apiKey: string, name: string) => call(server(), "GET", `/v1/agents?name=${encodeURIComponent(name)}`, { key: apiKey });

describe("POST /v1/agents", () => {
  it("registers an agent: 201 with its id, name, wallet, metadata and no attestations", async () => {
    const { apiKey } = await createOwner(server());
    const metadata = { description: "Market-making agent", website: "https://example.com", tags: ["defi", "eth"] };
    const before = Date.now();
    const res = await registerAgent(server(), apiKey, { name: "trader-1", metadata });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      agent_id: expect.stringMatching(/^agt_[0-9a-f]{32}$/),
      name: "trader-1",
      agent_wallet_address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      wallet_mode: "custodial",
      created_at: expect.any(Number),
      metadata,
      attestations: [],
      log_public: false,
    });
    expect(res.body.created_at).toBeGreaterThanOrEqual(before);
  });

  it("is idempotent on (owner, name): a repeat answers 200 with the existing agent, ignoring new metadata", async () => {
    const { apiKey } = await createOwner(server());
    const first = await registerAgent(server(), apiKey, { name: "same", metadata: { description: "first" } });
    const again = await registerAgent(server(), apiKey, { name: "same", metadata: { description: "second" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it("registers one agent when the same name is registered concurrently", async () => {
    const { apiKey } = await createOwner(server());
    const answers = await Promise.all(Array.from({ length: 8 }, () => registerAgent(server(), apiKey, { name: "racer" })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.body.agent_id)).size).toBe(1);
    expect(new Set(answers.map((res) => res.body.agent_wallet_address)).size).toBe(1);
  });

  it("keeps names unique within an owner only: another owner's agent of the same name is another agent", async () => {
    const [a, b] = [await createOwner(server()), await createOwner(server())];
    const mine = await registerAgent(server(), a.apiKey, { name: "shared-name" });
    const theirs = await registerAgent(server(), b.apiKey, { name: "shared-name" });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.agent_id).not.toBe(mine.body.agent_id);
  });

  it("answers 400 validation_failed without a name, with an empty one, or with unknown metadata", async () => {
    const { apiKey } = await createOwner(server());
    expectError(await call(server(), "POST", "/v1/agents", { key: apiKey, body: {} }), 400, "validation_failed", {
      field: "/name",
      reason: "is required",
    });
    expectError(await registerAgent(server(), apiKey, { name: "" }), 400, "validation_failed");
    expectError(await registerAgent(server(), apiKey, { metadata: { colour: "red" } }), 400, "validation_failed", {
      field: "/metadata/colour",
      reason: "is not a known field here",
    });
  });
});

describe("GET /v1/agents?name= and GET/PATCH /v1/agents/{agent_id}", () => {
  it("resolves an agent id by name, and answers 404 not_found for an unknown name", async () => {
    const { apiKey } = await createOwner(server());
    const name = uniqueName("named agent/with ?&= chars");
    const agent = await registerAgent(server(), apiKey, { name });
    expect((await resolve(apiKey, name)).body).toEqual({ agent_id: agent.body.agent_id, name });
    expectError(await resolve(apiKey, `${name}-nope`), 404, "not_found");
    expectError(await call(server(), "GET", "/v1/agents", { key: apiKey }), 400, "validation_failed", {
      field: "/name",
      reason: "is required",
    });
  });

  it("fetches an agent, and answers 404 not_found for an unknown id", async () => {
    const { apiKey } = await createOwner(server());
    const agent = await registerAgent(server(), apiKey);
    expect(await agentClient(server(), { apiKey, agentId: agent.body.agent_id }).agent()).toMatchObject({ status: 200, body: agent.body });
    expectError(await agentClient(server(), { apiKey, agentId: "agt_00000000000000000000000000000000" }).agent(), 404, "not_found");
  });

  it("patches metadata field by field, keeping the others and everything else", async () => {
    const { apiKey } = await createOwner(server());
    const agent = await registerAgent(server(), apiKey, { metadata: { description: "before", tags: ["a"] } });
    const client = agentClient(server(), { apiKey, agentId: agent.body.agent_id });
    const res = await client.patch({ website: "https://example.org", tags: ["b", "c"] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...agent.body, metadata: { description: "before", website: "https://example.org", tags: ["b", "c"] } });
    expect((await client.agent()).body).toEqual(res.body);
    expectError(await client.patch({ name: "renamed" }), 400, "validation_failed", {
      field: "/metadata/name",
      reason: "is not a known field here",
    });
    expectError(await call(server(), "PATCH", `/v1/agents/${agent.body.agent_id}`, { key: apiKey, body: {} }), 400, "validation_failed");
  });
});

describe("custodial wallets", () => {
  it("are fresh secp256k1 keys, stored sealed, whose EVM address is the agent's EIP-55 wallet address", async () => {
    const { apiKey } = await createOwner(server());
    const agents = [await registerAgent(server(), apiKey), await registerAgent(server(), apiKey)];
    const { kek } = server().service.services;
    for (const agent of agents) {
      const address: string = agent.body.agent_wallet_address;
      expect(address).toBe(toChecksumAddress(address));
      const [row] = await rows<{ encrypted_key: string }>(server(), "select encrypted_key from agent_wallet_keys where agent_id = ?", [
        agent.body.agent_id,
      ]);
      expect(row!.encrypted_key).not.toMatch(/[0-9a-f]{64}/i); // never the raw key
      const privateKey = decryptPrivateKey(kek, row!.encrypted_key, address);
      expect(privateKey).toHaveLength(32);
      expect(addressOfPrivateKey(privateKey)).toBe(address);
    }
    expect(agents[0]!.body.agent_wallet_address).not.toBe(agents[1]!.body.agent_wallet_address);
  });

  it("ignore a wallet argument", async () => {
    const { apiKey } = await createOwner(server());
    const agent = await registerAgent(server(), apiKey, { wallet: { address: AGENT_ADDRESS } });
    expect(agent.status).toBe(201);
    expect(agent.body).toMatchObject({ wallet_mode: "custodial" });
    expect(agent.body.agent_wallet_address).not.toBe(AGENT_ADDRESS);
  });
});

describe("byow wallets", () => {
  const byowOwner = () => createOwner(server(), { mode: "byow", address: OWNER_DEFAULT });

  it("inherit the owner's default address when the agent names none, and keep no key", async () => {
    const { apiKey } = await byowOwner();
    const agent = await registerAgent(server(), apiKey);
    expect(agent.status).toBe(201);
    expect(agent.body).toMatchObject({ wallet_mode: "byow", agent_wallet_address: OWNER_DEFAULT });
    expect(await rows(server(), "select 1 from agent_wallet_keys where agent_id = ?", [agent.body.agent_id])).toEqual([]);
  });

  it("record the agent's own address when given", async () => {
    const { apiKey } = await byowOwner();
    const agent = await registerAgent(server(), apiKey, { wallet: { address: AGENT_ADDRESS } });
    expect(agent.body).toMatchObject({ wallet_mode: "byow", agent_wallet_address: AGENT_ADDRESS });
  });

  it("answer 400 validation_failed for an address with a bad EIP-55 checksum or of the wrong shape", async () => {
    const { apiKey } = await byowOwner();
    expectError(await registerAgent(server(), apiKey, { wallet: { address: BAD_CHECKSUM } }), 400, "validation_failed", {
      field: "/wallet/address",
      reason: expect.stringMatching(/EIP-55/),
    });
    expectError(await registerAgent(server(), apiKey, { wallet: { address: "0x1234" } }), 400, "validation_failed");
    expect((await registerAgent(server(), apiKey, { wallet: { address: AGENT_ADDRESS.toLowerCase() } })).status).toBe(201);
  });

  it("are not changed by a repeat registration: 200 with the original wallet", async () => {
    const { apiKey } = await byowOwner();
    const first = await registerAgent(server(), apiKey, { name: "keeper", wallet: { address: AGENT_ADDRESS } });
    const again = await registerAgent(server(), apiKey, { name: "keeper", wallet: { address: OTHER_ADDRESS } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.agent_wallet_address).toBe(AGENT_ADDRESS);
  });

  it("follow a new owner default for agents registered after the change", async () => {
    const { apiKey } = await byowOwner();
    const before = await registerAgent(server(), apiKey);
    const patched = await call(server(), "PATCH", "/v1/owners/me", { key: apiKey, body: { default_wallet_address: OTHER_ADDRESS } });
    expect(patched.body).toMatchObject({ default_wallet_address: OTHER_ADDRESS });
    const after = await registerAgent(server(), apiKey);
    expect([before.body.agent_wallet_address, after.body.agent_wallet_address]).toEqual([OWNER_DEFAULT, OTHER_ADDRESS]);
    expectError(
      await call(server(), "PATCH", "/v1/owners/me", { key: apiKey, body: { default_wallet_address: BAD_CHECKSUM } }),
      400,
      "validation_failed",
    );
  });
});

describe("the sdk_instrumented label", () => {
  it("appears on the agent once a record arrives with the x-ledger-sdk header, and not before", async () => {
    const { apiKey } = await createOwner(server());
    const agent = await registerAgent(server(), apiKey);
    const client = agentClient(server(), { apiKey, agentId: agent.body.agent_id });
    expect((await client.submit(recordOf("Observing"))).status).toBe(201);
    expect((await client.agent()).body.attestations).toEqual([]);
    expect((await client.batch([recordOf("Observing")], { "x-ledger-sdk": "trace-ledger-ts/1.0.0" })).status).toBe(200);
    expect((await client.agent()).body.attestations).toEqual(["sdk_instrumented"]);
    expect((await client.submit(recordOf("Observing"))).status).toBe(201);
    expect((await client.agent()).body.attestations).toEqual(["sdk_instrumented"]);
  });

  it("is per agent, and a single submission through the SDK earns it too", async () => {
    const { apiKey } = await createOwner(server());
    const [sdkAgent, plainAgent] = [await registerAgent(server(), apiKey), await registerAgent(server(), apiKey)];
    const viaSdk = agentClient(server(), { apiKey, agentId: sdkAgent.body.agent_id });
    const plain = agentClient(server(), { apiKey, agentId: plainAgent.body.agent_id });
    await viaSdk.submit(recordOf("Thinking"), { "x-ledger-sdk": "trace-ledger-ts/1.0.0" });
    await plain.submit(recordOf("Thinking"));
    expect((await viaSdk.agent()).body.attestations).toEqual(["sdk_instrumented"]);
    expect((await plain.agent()).body.attestations).toEqual([]);
  });

  it("is not earned with a malformed or over-long header: 400 validation_failed, as documented, and nothing stored", async () => {
    const { apiKey } = await createOwner(server());
    const agent = await registerAgent(server(), apiKey);
    const client = agentClient(server(), { apiKey, agentId: agent.body.agent_id });
    for (const value of ["curl", "x/", "a/b c", `trace-ledger-ts/${"1".repeat(130)}`]) {
      const record = recordOf("Observing");
      const error = expectError(await client.submit(record, { "x-ledger-sdk": value }), 400, "validation_failed");
      expect(error.details!.field).toBe("/x-ledger-sdk");
      expect((await client.record(record.record_id)).status).toBe(404);
    }
    expect((await client.agent()).body.attestations).toEqual([]);
  });

  it("is not earned through another owner's agent", async () => {
    const owner = await createOwner(server());
    const agent = await registerAgent(server(), owner.apiKey);
    const intruder = await createOwner(server());
    const res = await agentClient(server(), { apiKey: intruder.apiKey, agentId: agent.body.agent_id }).submit(recordOf("Observing"), {
      "x-ledger-sdk": "trace-ledger-ts/1.0.0",
    });
    expectError(res, 401, "auth_invalid");
    expect((await agentClient(server(), { apiKey: owner.apiKey, agentId: agent.body.agent_id }).agent()).body.attestations).toEqual([]);
  });
});

describe("GET /v1/owners/me/agents", () => {
  it("lists the owner's agents by name, keyset-paged, each as GET /v1/agents/{id} shows it", async () => {
    const { apiKey } = await createOwner(server());
    const names = ["delta", "alpha", "charlie", "bravo", "echo"];
    for (const agentName of names) await registerAgent(server(), apiKey, { name: agentName });
    const seen: { name: string; agent_id: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Answer = await call(server(), "GET", `/v1/owners/me/agents?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key: apiKey });
      expect(res.status).toBe(200);
      seen.push(...res.body.agents);
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen.map((agent) => agent.name)).toEqual([...names].sort());
    const one = await call(server(), "GET", `/v1/agents/${seen[0]!.agent_id}`, { key: apiKey });
    expect(seen[0]).toEqual(one.body);
  });

  it("is one empty page for an owner without agents, and 404 for a cursor that names none of its agents", async () => {
    const { apiKey } = await createOwner(server());
    expect((await call(server(), "GET", "/v1/owners/me/agents", { key: apiKey })).body).toEqual({ agents: [], next_cursor: null });
    expectError(
      await call(server(), "GET", "/v1/owners/me/agents?cursor=agt_00000000000000000000000000000000", { key: apiKey }),
      404,
      "not_found",
    );
  });
});
