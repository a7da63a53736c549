// Publishing epoch roots on a chain (issue 14 §5), against a local EVM node from npm (Hardhat 2's
// network) and the real service: checkpoints of several agents go into one epoch, its root into
// a mined transaction, and each checkpoint answers with a publication that the SDK verifies
// offline and on the chain. Off by default: without ANCHOR_RPC_URL nothing is published.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../server/config.ts";
import { LedgerClient, verifyPublication, verifyPublicationOnChain, type Checkpoint } from "../../sdk/index.ts";
import { FUNDED_ADDRESS, FUNDED_KEY, startLocalChain, type LocalChain } from "../support/chain.ts";
import { createStore, killAllServices, serviceEnv, spawnService, type ServiceProcess, type ServiceStore } from "../support/processes.ts";
import { recordOf } from "../support/records.ts";
import { ownerWithAgent } from "../support/server.ts";

const PUBLISH_WAIT_MS = 30_000;

describe("publishing epoch roots on a chain", () => {
  let chain: LocalChain;
  let store: ServiceStore;
  let service: ServiceProcess;

  beforeAll(async () => {
    [chain, store] = await Promise.all([startLocalChain(), createStore("pglite")]);
    service = await spawnService(
      serviceEnv(store, {
        ANCHOR_RPC_URL: chain.rpcUrl,
        ANCHOR_PUBLISHER_KEY: FUNDED_KEY,
        ANCHOR_PUBLISH_INTERVAL_MS: "300",
        CHECKPOINT_INTERVAL_MS: "0",
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await killAllServices();
    await Promise.all([store?.remove(), chain?.stop()]);
  });

  async function anchoredAgent(records: number) {
    const owner = await ownerWithAgent(service);
    const client = new LedgerClient({ apiKey: owner.apiKey, agentId: owner.agentId, endpoint: service.baseUrl });
    await client.submitBatch(Array.from({ length: records }, () => recordOf("Observing")));
    return { client, checkpoint: await client.anchor() };
  }

  async function published(client: LedgerClient, treeSize: number): Promise<Checkpoint> {
    for (const deadline = Date.now() + PUBLISH_WAIT_MS; ;) {
      const checkpoint = await client.getCheckpoint(treeSize);
      if (checkpoint.publication) return checkpoint;
      if (Date.now() > deadline)
        throw new Error(`checkpoint ${treeSize} was not published within ${PUBLISH_WAIT_MS} ms:\n${service.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("publishes each agent's latest signed checkpoint under an epoch root mined on the chain, verifiable offline and on the chain", async () => {
    const [a, b] = await Promise.all([anchoredAgent(3), anchoredAgent(5)]);
    const [first, second] = await Promise.all([published(a.client, a.checkpoint.tree_size), published(b.client, b.checkpoint.tree_size)]);
    const { signature: _s, publication, ...fields } = first;
    const { signature: _a, publication: _p, ...anchored } = a.checkpoint;
    expect(fields).toEqual(anchored); // the checkpoint itself is unchanged by its publication
    expect(publication).toMatchObject({ chain_id: 31337, transaction_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });

    for (const checkpoint of [first, second]) {
      expect(verifyPublication(checkpoint)).toBe(true);
      expect(await verifyPublicationOnChain(checkpoint, chain.rpcUrl)).toBe(true);
      // The transaction is the publisher's, to itself, carrying the root and nothing else.
      const tx = (await chain.rpc("eth_getTransactionByHash", [checkpoint.publication!.transaction_hash])) as {
        from: string;
        to: string;
        input: string;
      };
      expect([tx.from, tx.to, tx.input]).toEqual([FUNDED_ADDRESS, FUNDED_ADDRESS, `0x${checkpoint.publication!.epoch_root}`]);
    }

    // Tampering with the checkpoint, its place in the epoch or the root fails the checks.
    const pub = first.publication!;
    expect(verifyPublication({ ...first, body: first.body.replace(/\n\d+\n/, "\n4\n") })).toBe(false);
    expect(
      verifyPublication({
        ...first,
        publication: { ...pub, leaf_index: pub.epoch_size === 1 ? 1 : (pub.leaf_index + 1) % pub.epoch_size },
      }),
    ).toBe(false);
    expect(verifyPublication({ ...first, publication: undefined })).toBe(false);
    const forged = { ...first, publication: { ...pub, epoch_root: "00".repeat(32), audit_path: [], epoch_size: 1, leaf_index: 0 } };
    expect(await verifyPublicationOnChain(forged, chain.rpcUrl)).toBe(false);
    expect(await verifyPublicationOnChain({ ...first, publication: { ...pub, block_number: pub.block_number + 1 } }, chain.rpcUrl)).toBe(
      false,
    );
  });

  it("publishes a newer checkpoint of the same agent in a later epoch", async () => {
    const { client, checkpoint } = await anchoredAgent(2);
    const before = await published(client, checkpoint.tree_size);
    await client.submit({ behavior: "Observing", session_id: "later" });
    const later = await client.anchor();
    const after = await published(client, later.tree_size);
    expect(after.publication!.epoch).toBeGreaterThan(before.publication!.epoch);
    expect(await verifyPublicationOnChain(after, chain.rpcUrl)).toBe(true);
    // The earlier checkpoint keeps its own publication.
    expect((await client.getCheckpoint(checkpoint.tree_size)).publication).toEqual(before.publication);
  });
});

describe("publication settings", () => {
  it("go together: one without the other refuses to start, with a sentence saying so", () => {
    expect(() => configFromEnv({ ANCHOR_RPC_URL: "http://127.0.0.1:8545" })).toThrow(
      /ANCHOR_RPC_URL and ANCHOR_PUBLISHER_KEY must be set together/,
    );
    expect(() => configFromEnv({ ANCHOR_PUBLISHER_KEY: FUNDED_KEY })).toThrow(/must be set together/);
    expect(() => configFromEnv({ ANCHOR_RPC_URL: "http://127.0.0.1:8545", ANCHOR_PUBLISHER_KEY: "0x1234" })).toThrow(
      /ANCHOR_PUBLISHER_KEY must be 0x \+ 64 hex digits/,
    );
    expect(configFromEnv({}).publication).toBeUndefined();
    expect(configFromEnv({ ANCHOR_RPC_URL: "http://127.0.0.1:8545", ANCHOR_PUBLISHER_KEY: FUNDED_KEY }).publication).toEqual({
      rpcUrl: "http://127.0.0.1:8545",
      publisherKey: FUNDED_KEY,
      intervalMs: 600_000,
    });
  });
});
