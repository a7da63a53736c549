import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashKey, newApiKey } from "../../../server/auth/keys.ts";
import {
  findAgentByName,
  getAgent,
  getEncryptedWalletKey,
  markSdkInstrumented,
  registerAgent,
  updateAgent,
  type NewAgent,
} from "../../../server/store/agents.ts";
import { createOwner } from "../../../server/store/owners.ts";
import { addressOfPrivateKey } from "../../../server/wallets/address.ts";
import { createCustodialWallet, decryptPrivateKey } from "../../../server/wallets/custodial.ts";
import { loadKek } from "../../../server/wallets/kek.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";

const T0 = 1_700_000_000_000;
const BYOW_ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

let db: TestDatabase;
let ownerId: string;
const { kek } = loadKek({ walletKek: randomBytes(32).toString("base64"), dataDir: "unused" });

beforeAll(async () => {
  db = await openTestDatabase();
  ownerId = await newOwnerId();
});
afterAll(() => db?.close());

async function newOwnerId(): Promise<string> {
  const owner = await createOwner(db, {
    name: "Acme",
    walletMode: "custodial",
    defaultWalletAddress: null,
    keyHash: hashKey(newApiKey()),
    now: T0,
  });
  return owner.ownerId;
}

function custodialAgent(name: string, owner = ownerId): NewAgent {
  const wallet = createCustodialWallet(kek);
  return {
    ownerId: owner,
    name,
    walletMode: "custodial",
    walletAddress: wallet.address,
    encryptedWalletKey: wallet.encryptedKey,
    metadata: {},
    now: T0,
  };
}

describe("agents", () => {
  it("registers a custodial agent whose stored key opens to its address", async () => {
    const { agent, created } = await registerAgent(db, { ...custodialAgent("alpha"), metadata: { description: "first" } });
    expect(created).toBe(true);
    expect(agent).toEqual({
      agentId: expect.stringMatching(/^agt_[0-9a-f]{32}$/),
      ownerId,
      name: "alpha",
      walletMode: "custodial",
      walletAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      metadata: { description: "first" },
      retentionDays: null,
      sdkInstrumented: false,
      logPublic: false,
      createdAt: T0,
    });
    const sealed = await getEncryptedWalletKey(db, agent.agentId);
    expect(addressOfPrivateKey(decryptPrivateKey(kek, sealed!, agent.walletAddress))).toBe(agent.walletAddress);
  });

  it("registers a byow agent without a key row", async () => {
    const { agent } = await registerAgent(db, {
      ownerId,
      name: "byow",
      walletMode: "byow",
      walletAddress: BYOW_ADDRESS,
      metadata: {},
      now: T0,
    });
    expect(agent.walletAddress).toBe(BYOW_ADDRESS);
    expect(await getEncryptedWalletKey(db, agent.agentId)).toBeNull();
  });

  it("is idempotent on (owner, name): a repeat returns the agent unchanged and drops the new wallet", async () => {
    const first = await registerAgent(db, custodialAgent("repeat"));
    const again = await registerAgent(db, { ...custodialAgent("repeat"), metadata: { description: "ignored" }, now: T0 + 5 });
    expect(again).toEqual({ agent: first.agent, created: false });
    expect(await db.knex("agent_wallet_keys").where({ agent_id: first.agent.agentId }).count({ n: "*" })).toEqual([{ n: 1 }]);
  });

  it("yields one agent and one key when registrations of one name race", async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => registerAgent(db, custodialAgent("racer"))));
    expect(new Set(results.map((result) => result.agent.agentId)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const agent = results[0]!.agent;
    const keys = await db.knex("agent_wallet_keys").where({ agent_id: agent.agentId });
    expect(keys).toHaveLength(1);
    expect(addressOfPrivateKey(decryptPrivateKey(kek, keys[0].encrypted_key, agent.walletAddress))).toBe(agent.walletAddress);
  });

  it("keeps names per owner", async () => {
    const other = await newOwnerId();
    const mine = await registerAgent(db, custodialAgent("shared-name"));
    const theirs = await registerAgent(db, custodialAgent("shared-name", other));
    expect(theirs.created).toBe(true);
    expect(theirs.agent.agentId).not.toBe(mine.agent.agentId);
    expect(await findAgentByName(db, other, "shared-name")).toEqual(theirs.agent);
    expect(await findAgentByName(db, ownerId, "no-such-name")).toBeNull();
  });

  it("is fetched by id with its owner", async () => {
    const { agent } = await registerAgent(db, custodialAgent("fetched"));
    expect(await getAgent(db, agent.agentId)).toEqual(agent);
    expect(await getAgent(db, "agt_00000000000000000000000000000000")).toBeNull();
  });

  it("merges metadata changes, only for its owner", async () => {
    const { agent } = await registerAgent(db, { ...custodialAgent("meta"), metadata: { description: "d", website: "https://a.example" } });
    const updated = await updateAgent(db, ownerId, agent.agentId, { metadata: { website: "https://b.example", tags: ["x"] } });
    expect(updated!.metadata).toEqual({ description: "d", website: "https://b.example", tags: ["x"] });
    expect(await updateAgent(db, await newOwnerId(), agent.agentId, { metadata: { description: "stolen" } })).toBeNull();
    expect((await getAgent(db, agent.agentId))!.metadata.description).toBe("d");
  });

  it("is labelled sdk_instrumented once marked", async () => {
    const { agent } = await registerAgent(db, custodialAgent("sdk"));
    await markSdkInstrumented(db, agent.agentId);
    await markSdkInstrumented(db, agent.agentId);
    expect((await getAgent(db, agent.agentId))!.sdkInstrumented).toBe(true);
  });
});
