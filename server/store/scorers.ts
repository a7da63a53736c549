// Scorers (issue 34): keys of their own, made by the admin; an owner grants one to read and score
// all its agents, and withdraws it. A grant is looked up on every request, so a withdrawal holds at once.
import { randomBytes } from "node:crypto";
import type { Database } from "./db.ts";
import { runOnPool } from "./statements.ts";

export interface Scorer {
  scorerId: string;
  name: string;
  createdMs: number;
}

/** `scr_` + 32 lowercase hex (128 random bits). */
const newScorerId = () => `scr_${randomBytes(16).toString("hex")}`;

export async function createScorer(db: Database, name: string, keyHash: string, now: number): Promise<Scorer> {
  const scorerId = newScorerId();
  await db.knex("scorers").insert({ scorer_id: scorerId, name, key_hash: keyHash, created_ms: now });
  return { scorerId, name, createdMs: now };
}

export async function findScorerByKeyHash(db: Database, keyHash: string): Promise<string | null> {
  const row: { scorer_id: string } | undefined = await db.knex("scorers").select("scorer_id").where({ key_hash: keyHash }).first();
  return row?.scorer_id ?? null;
}

/** Grants a scorer the owner's agents; the first grant's time stays. Null when no such scorer exists. */
export async function grantScorer(db: Database, ownerId: string, scorerId: string, now: number): Promise<number | null> {
  const { rows } = (await db.knex.raw(
    `insert into scorer_grants (owner_id, scorer_id, granted_ms)
       select ?, scorer_id, ? from scorers where scorer_id = ?
       on conflict (scorer_id, owner_id) do update set granted_ms = scorer_grants.granted_ms
     returning granted_ms`,
    [ownerId, now, scorerId],
  )) as { rows: Array<{ granted_ms: string | number }> };
  return rows[0] ? Number(rows[0].granted_ms) : null;
}

/** Withdraws a grant; false when there was none. */
export async function revokeScorer(db: Database, ownerId: string, scorerId: string): Promise<boolean> {
  const removed: unknown[] = await db
    .knex("scorer_grants")
    .where({ owner_id: ownerId, scorer_id: scorerId })
    .delete()
    .returning("scorer_id");
  return removed.length > 0;
}

/** Asked on every request of a scorer (past knex: it is the only query such a request makes). */
export async function isGranted(db: Database, scorerId: string, ownerId: string): Promise<boolean> {
  const rows = await runOnPool(db)(
    `select 1 from scorer_grants where scorer_id = ? and owner_id = ?`,
    [scorerId, ownerId],
    "trace_ledger_scorer_granted",
  );
  return rows.length > 0;
}

/** The owners that granted a scorer. */
export async function grantingOwners(db: Database, scorerId: string): Promise<string[]> {
  const rows: Array<{ owner_id: string }> = await db.knex("scorer_grants").select("owner_id").where({ scorer_id: scorerId });
  return rows.map((row) => row.owner_id);
}
