// The backlog /metrics reads at scrape time (store/metrics.ts), against records stored and not
// yet integrated or checkpointed: exact counts and the oldest waiting record's time.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { integrate, sequenceStored } from "../../../server/log/append.ts";
import { acceptRecords } from "../../../server/records/accept.ts";
import { ingest } from "../../../server/records/ingest.ts";
import { acceptScores } from "../../../server/scores/accept.ts";
import { ingestScores } from "../../../server/scores/ingest.ts";
import { logStores, type RecordLogStores } from "../../../server/store/log-store.ts";
import { logBacklog, poolConnections } from "../../../server/store/metrics.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";
import { recordOf } from "../../support/records.ts";

let db: TestDatabase;
let store: RecordLogStores;
beforeAll(async () => {
  db = await openTestDatabase();
  store = logStores(db).records;
});
afterAll(() => db?.close());

const T0 = 1_700_000_000_000;
const newAgentId = () => `agt_${randomUUID().replaceAll("-", "")}`;

/** Stores `count` records of the agent at `at`, sequenced as the service stores them, not integrated. */
async function storeRecords(agentId: string, count: number, at: number): Promise<void> {
  const records = Array.from({ length: count }, () => recordOf("Observing"));
  const results = await acceptRecords((items) => ingest(db, items), agentId, records, at);
  expect(results.every((result) => !("code" in result))).toBe(true);
}

describe("logBacklog", () => {
  it("is empty on an empty database", async () => {
    expect(await logBacklog(db, "records")).toEqual({ unintegratedLeaves: 0, oldestUnintegratedMs: null, oldestUncheckpointedMs: null });
  });

  it("counts leaves not integrated over all agents and dates the oldest, until integration and a checkpoint catch up", async () => {
    const [a, b] = [newAgentId(), newAgentId()];
    await storeRecords(a, 3, T0);
    await storeRecords(b, 2, T0 + 5_000);
    expect(await logBacklog(db, "records")).toEqual({ unintegratedLeaves: 5, oldestUnintegratedMs: T0, oldestUncheckpointedMs: T0 });

    await integrate(store.integration, [a]);
    expect(await logBacklog(db, "records")).toEqual({
      unintegratedLeaves: 2,
      oldestUnintegratedMs: T0 + 5_000,
      oldestUncheckpointedMs: T0,
    });

    await integrate(store.integration, [b]);
    await storeRecords(a, 1, T0 + 9_000);
    expect(await logBacklog(db, "records")).toEqual({
      unintegratedLeaves: 1,
      oldestUnintegratedMs: T0 + 9_000,
      oldestUncheckpointedMs: T0,
    });

    // A checkpoint of a's first 3 leaves: a's oldest uncovered record is now its 4th; b's 2 remain older.
    const hash = "00".repeat(32);
    await store.checkpoints.insertCheckpoint({
      agent_id: a,
      tree_size: 3,
      root_hash: hash,
      timestamp_ms: T0 + 10_000,
      body: "-",
      signer_address: "0x0000000000000000000000000000000000000000",
      signature: null,
      log_signature: "-",
    });
    expect((await logBacklog(db, "records")).oldestUncheckpointedMs).toBe(T0 + 5_000);
    await store.checkpoints.insertCheckpoint({
      agent_id: b,
      tree_size: 2,
      root_hash: hash,
      timestamp_ms: T0 + 10_000,
      body: "-",
      signer_address: "0x0000000000000000000000000000000000000000",
      signature: null,
      log_signature: "-",
    });
    expect((await logBacklog(db, "records")).oldestUncheckpointedMs).toBe(T0 + 9_000);
  });

  it("counts the scores log apart: scores numbered and not integrated, dated by their server time; the record log's backlog unchanged", async () => {
    const agentId = newAgentId();
    const record = recordOf("Observing");
    expect(await acceptRecords((items) => ingest(db, items), agentId, [record], T0)).toMatchObject([{ record_id: record.record_id }]);
    await integrate(store.integration, [agentId]);
    const before = await logBacklog(db, "records");
    const scores = Array.from({ length: 3 }, (_, i) => ({
      score_id: randomUUID(),
      session_id: record.session_id,
      name: "n",
      value: i,
      source: { kind: "code" },
      client_ts_utc: 1,
    }));
    const acks = await acceptScores(
      { agentId, ownerId: "own", scoredBy: "own", now: T0 + 20_000 },
      (submissions) => ingestScores(db, submissions, { stored: () => {} }),
      scores,
    );
    expect(acks.filter((ack) => "code" in ack)).toEqual([]);
    expect(await logBacklog(db, "scores")).toEqual({ unintegratedLeaves: 0, oldestUnintegratedMs: null, oldestUncheckpointedMs: null });
    await sequenceStored(logStores(db).scores.sequencing, agentId);
    expect(await logBacklog(db, "scores")).toEqual({
      unintegratedLeaves: 3,
      oldestUnintegratedMs: T0 + 20_000,
      oldestUncheckpointedMs: T0 + 20_000,
    });
    await integrate(logStores(db).scores.integration, [agentId]);
    expect(await logBacklog(db, "scores")).toEqual({
      unintegratedLeaves: 0,
      oldestUnintegratedMs: null,
      oldestUncheckpointedMs: T0 + 20_000,
    });
    expect(await logBacklog(db, "records")).toEqual(before);
  });

  it("reads the pool's connections: after a query, its connection is idle and nothing waits", async () => {
    expect(await db.ping()).toBe(true);
    const pool = poolConnections(db);
    expect(pool.used).toBe(0);
    expect(pool.idle).toBeGreaterThanOrEqual(1);
    expect(pool.waiting).toBe(0);
  });
});
