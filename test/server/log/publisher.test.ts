// Issue 27, finding 3: a checkpoint's publication (its audit path in the epoch) is stored when
// the epoch is made and read back as one row, never rebuilt from the epoch's leaves on each read.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkpointLeaf, makeEpoch, publicationOf } from "../../../server/log/publisher.ts";
import { insertCheckpoint } from "../../../server/store/checkpoints.ts";
import { logStores } from "../../../server/store/log-store.ts";
import { markPublished } from "../../../server/store/publications.ts";
import { verifyInclusion } from "../../../protocol/merkle.ts";
import { epochAuditPaths } from "../../../server/store/migrations/0005_session_summaries.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

describe("migration 0005's frozen audit paths", () => {
  it("are the ones the publisher stores, for every epoch size up to 70", async () => {
    const { memoryTree } = await import("../../../server/log/tree.ts");
    for (let size = 1; size <= 70; size++) {
      const leaves = Array.from({ length: size }, (_, i) => checkpointLeaf(`checkpoint ${i} of ${size}\n`));
      const tree = memoryTree(leaves);
      expect(epochAuditPaths(Buffer.from(leaves.join(""), "hex"))).toEqual(await Promise.all(leaves.map((_, i) => tree.auditPath(i))));
    }
  });
});

describe("a published checkpoint's publication", () => {
  it("is stored with its epoch and read as it was stored, without the epoch's leaves", async () => {
    const agents = Array.from({ length: 37 }, (_, i) => `agt_pub${String(i).padStart(2, "0")}`);
    for (const [i, agentId] of agents.entries()) {
      await insertCheckpoint(db.knex, "records", {
        agent_id: agentId,
        tree_size: i + 1,
        root_hash: "00".repeat(32),
        timestamp_ms: 1,
        body: `checkpoint ${i}\n`,
        signer_address: "0x",
        signature: "0xsigned",
        log_signature: "— log x",
      });
    }
    const store = logStores(db).epochs;
    await makeEpoch(store, pino({ level: "silent" }));
    const [{ epoch }] = await db.knex("anchor_epochs").select("epoch");
    // What the chain's receipt says, as markPublished stores it.
    await markPublished(db.knex, epoch, { chainId: 31337, transactionHash: `0x${"ab".repeat(32)}`, blockNumber: 7 });

    const read = async () => Promise.all(agents.map((agentId, i) => publicationOf(store, agentId, i + 1)));
    const publications = await read();
    for (const [i, publication] of publications.entries()) {
      expect(publication).toMatchObject({ epoch, epoch_size: agents.length, leaf_index: i, chain_id: 31337, block_number: 7 });
      expect(verifyInclusion(checkpointLeaf(`checkpoint ${i}\n`), i, agents.length, publication!.audit_path, publication!.epoch_root)).toBe(
        true,
      );
    }
    // Were a read to rebuild the proof from the leaves, it would now answer something else.
    await db
      .knex("anchor_epochs")
      .where({ epoch })
      .update({ leaves: Buffer.alloc(32 * agents.length) });
    expect(await read()).toEqual(publications);
  });
});
