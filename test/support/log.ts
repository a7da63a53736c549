// Checks an agent's stored log against its stored records with the SDK's reference hashing:
// one leaf per record, indices 0..n-1 in trace order, each the record's leaf hash (as sequenced
// with the record), and, once integrated, a root (from the stored frontier) equal to MTH over
// those leaves.
import type { Knex } from "knex";
import { expect } from "vitest";
import { leafHash, rootHash, toHex } from "../../protocol/merkle.ts";
import { integrate } from "../../server/log/append.ts";
import { foldRoot, STORED_FROM_LEVEL } from "../../server/log/tree.ts";
import { getLogState } from "../../server/store/log.ts";
import { storesOn } from "../../server/store/log-store.ts";

const fromHex = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));

export async function expectLogExact(knex: Knex, agentId: string): Promise<{ size: number; root: string }> {
  const records: { record_id: string; body: object; server_ts_utc: number }[] = await knex("records")
    .select("record_id", "body", "server_ts_utc")
    .where({ agent_id: agentId })
    .orderBy("seq");
  const leaves: { idx: string; record_id: string; hash: string }[] = await knex("records")
    .select({ idx: "leaf_idx" }, "record_id", knex.raw("encode(leaf_hash, 'hex') as hash"))
    .where({ agent_id: agentId })
    .orderBy("leaf_idx");
  expect(
    leaves.map((leaf) => Number(leaf.idx)),
    "leaf indices, no gap, none twice",
  ).toEqual(records.map((_, i) => i));
  expect(
    leaves.map((leaf) => leaf.record_id),
    "leaf order is trace order",
  ).toEqual(records.map((record) => record.record_id));
  const expected = records.map((record) => leafHash({ ...record.body, agent_id: agentId, server_ts_utc: record.server_ts_utc }));
  expect(
    leaves.map((leaf) => leaf.hash),
    "leaf hashes",
  ).toEqual(expected);
  await integrate(storesOn(knex).records.integration, [agentId]); // bound to the test's connection
  const state = await getLogState(knex, "records", agentId);
  expect(state.size).toBe(records.length);
  const root = toHex(rootHash(expected.map(fromHex)));
  expect(foldRoot(state.frontier), "root from the stored frontier").toBe(root);
  const [{ n }] = (await knex.raw(`select count(*)::int as n from log_nodes where agent_id = ?`, [agentId])).rows;
  // One row per complete subtree of a stored level above the leaves: every node from STORED_FROM_LEVEL up.
  let expectedRows = 0;
  for (let level = STORED_FROM_LEVEL; 2 ** level <= records.length; level++) expectedRows += Math.floor(records.length / 2 ** level);
  expect(n, "one row per complete subtree of a stored level").toBe(expectedRows);
  return { size: records.length, root };
}
