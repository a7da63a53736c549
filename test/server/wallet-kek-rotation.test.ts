// KEK rotation over real processes and stores: a restart with WALLET_KEK_PREVIOUS re-seals every
// custodial wallet key under the new WALLET_KEK, after which the previous KEK can be retired; and
// on PostgreSQL no replica starts without a WALLET_KEK (a per-replica dev key would seal keys the
// other replicas cannot open).
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { addressOfPrivateKey } from "../../server/wallets/address.ts";
import { decryptPrivateKey, sealedUnder } from "../../server/wallets/custodial.ts";
import { loadKek } from "../../server/wallets/kek.ts";
import { createStore, killAllServices, launchService, queryRows, serviceEnv, spawnService, STORE_KINDS, withStore, type ServiceStore } from "../support/processes.ts";
import { ownerWithAgent } from "../support/server.ts";

const stores: ServiceStore[] = [];
afterAll(async () => {
  await killAllServices();
  await Promise.all(stores.map((store) => store.remove()));
});

const newKek = () => randomBytes(32).toString("base64");
const kekId = (base64: string) => loadKek({ walletKek: base64, dataDir: "." }).kek.id;

describe.each(STORE_KINDS)("KEK rotation on %s", (kind) => {
  it("re-seals every custodial wallet key under the new KEK at start, then runs without the previous one", async () => {
    const store = await createStore(kind);
    stores.push(store);
    const [oldKek, newKekValue] = [newKek(), newKek()];
    const first = await spawnService(serviceEnv(store, { WALLET_KEK: oldKek }));
    const agents = [await ownerWithAgent(first), await ownerWithAgent(first)];
    await first.stop();

    const rotating = await spawnService(serviceEnv(store, { WALLET_KEK: newKekValue, WALLET_KEK_PREVIOUS: oldKek }));
    expect(rotating.log()).toMatch(/re-sealed 2 custodial wallet keys under WALLET_KEK/);
    await rotating.stop();

    const sealed = await withStore(store, (db) =>
      queryRows<{ agent_id: string; wallet_address: string; encrypted_key: string }>(
        db,
        "select k.agent_id, a.wallet_address, k.encrypted_key from agent_wallet_keys k join agents a using (agent_id) order by k.agent_id",
      ),
    );
    expect(sealed.map((row) => row.agent_id).sort()).toEqual(agents.map((agent) => agent.agentId).sort());
    const { kek } = loadKek({ walletKek: newKekValue, dataDir: "." });
    for (const row of sealed) {
      expect(sealedUnder(row.encrypted_key)).toBe(kekId(newKekValue));
      expect(addressOfPrivateKey(decryptPrivateKey(kek, row.encrypted_key, row.wallet_address))).toBe(row.wallet_address);
    }

    // Retired: the new KEK alone serves, and a restart with the pair again has nothing to do.
    const retired = await spawnService(serviceEnv(store, { WALLET_KEK: newKekValue }));
    expect((await ownerWithAgent(retired)).agentId).toMatch(/^agt_/);
    await retired.stop();
    const again = await spawnService(serviceEnv(store, { WALLET_KEK: newKekValue, WALLET_KEK_PREVIOUS: oldKek }));
    expect(again.log()).toMatch(/re-sealed 0 custodial wallet keys/);
    await again.stop();
  });
});

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL without WALLET_KEK", () => {
  it("refuses to start, and the message names WALLET_KEK", async () => {
    const store = await createStore("postgres");
    stores.push(store);
    const { WALLET_KEK: _unset, ...env } = serviceEnv(store);
    const launch = launchService(env);
    await expect(launch.ready).rejects.toThrow();
    expect((await launch.exited).code).not.toBe(0);
    expect(launch.log()).toMatch(/WALLET_KEK is not set/);
  });
});
