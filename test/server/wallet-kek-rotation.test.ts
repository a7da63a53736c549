// KEK rotation over real processes and stores: a restart with WALLET_KEK_PREVIOUS re-seals every
// custodial wallet key under the new WALLET_KEK, after which the previous KEK can be retired; and
// on PostgreSQL no replica starts without a WALLET_KEK (a per-replica dev key would seal keys the
// other replicas cannot open).
//
// A cold start of the service costs ~1.3 s of CPU (PGlite's WebAssembly and data dir, loading the
// modules): under load each took 5-9 s, and four of them in one test outran its 30 s. The keys are
// first sealed by the service in this process (same environment, PGlite already loaded here), and
// a second re-seal is tried on the store: the two restarts left are the ones rotation is about.
import { randomBytes } from "node:crypto";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { startService } from "../../server/app.ts";
import { configFromEnv } from "../../server/config.ts";
import { addressOfPrivateKey } from "../../server/wallets/address.ts";
import { decryptPrivateKey, sealedUnder } from "../../server/wallets/custodial.ts";
import { loadKek } from "../../server/wallets/kek.ts";
import { resealWalletKeys } from "../../server/wallets/reseal.ts";
import {
  createStore,
  killAllServices,
  launchService,
  queryRows,
  serviceEnv,
  spawnService,
  STORE_KINDS,
  withStore,
  type ServiceStore,
} from "../support/processes.ts";
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
    const firstEnv = serviceEnv(store, { WALLET_KEK: oldKek });
    const first = await startService(configFromEnv(firstEnv), pino({ level: "silent" }));
    const target = { baseUrl: first.url, adminToken: firstEnv.ADMIN_TOKEN! };
    const agents = [await ownerWithAgent(target), await ownerWithAgent(target)];
    await first.close();

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

    // Retired: the new KEK alone serves, and the re-seal a restart with the pair again would run has nothing to do.
    const retired = await spawnService(serviceEnv(store, { WALLET_KEK: newKekValue }));
    expect((await ownerWithAgent(retired)).agentId).toMatch(/^agt_/);
    await retired.stop();
    const pair = loadKek({ walletKek: newKekValue, walletKekPrevious: oldKek, dataDir: "." });
    expect(await withStore(store, (db) => resealWalletKeys(db, pair.kek, pair.previous!))).toEqual({ resealed: 0, unopenable: 0 });
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
