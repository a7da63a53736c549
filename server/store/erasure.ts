// Erasing records (docs/content.md, "Erasing records"): records by id in one transaction, a
// session in transactions of SESSION_CHUNK records (a session is unbounded), so a crash leaves
// each record either whole or a tombstone, and asking again goes on. What goes: the body, the record's search terms,
// its share of its session's summary (taken out by what it held, never by reading the session), and the blobs it attaches that
// no other record of the agent names (marked erased here; their bytes are removed after commit,
// or by the blob round's sweep after a crash). What stays is the tombstone: the row's ids,
// behaviour, receipt time, leaf and body hash — the log entry never changes.
// The transaction locks the agent's sequence row (as ingest does: no record of the agent is
// stored meanwhile, so the session summaries stay exact), then its search progress row (as an
// index pass does: no pass writes the terms of a record erased under it), then its stats progress
// row, rolling up those of the records to erase the pass has not reached: an erased record stays
// counted. Each step reads the records it erases, whatever the session or the agent holds.
import type { RecordTombstone } from "../../generated/types/schema.ts";
import type { Database } from "./db.ts";
import { ATTACHMENTS_TERM } from "./filter-terms.ts";
import { lockSequences } from "./log.ts";
import { ERASED_NUMBERS, forgetErased, type ErasedNumbers } from "./sessions.ts";
import { rollErased } from "./stats.ts";
import { inStatementTransaction, runOn, type Run } from "./statements.ts";
import { lockWatermarks, SEARCH } from "./watermarks.ts";

/** What stays of an erased record. */
export type Tombstone = RecordTombstone;

export interface Erasure {
  /** How many were erased by this call. */
  erased: number;
  /** The blobs this call erased: their bytes are the caller's to remove (blobs/erase.ts). */
  blobs: { contentId: string; sizeBytes: number }[];
}

/** Records per transaction of a session's erasure: each step's rows and time are bounded, whatever the session's size. */
export const SESSION_CHUNK = 500;

/** Where a session's erasure is: past `after` (the session index's order), up to `throughSeq` (its last record when asked). */
export interface SessionErasure {
  throughSeq: number;
  after: { serverTs: number; seq: number } | null;
}

/** The tombstone columns of a row of `records` (aliased `r`). */
export const TOMBSTONE_COLUMNS =
  "r.record_id, r.session_id, r.behavior, r.server_ts_utc, r.leaf_idx as leaf_index, encode(r.entry, 'hex') as digest, r.erased_ms as erased_at_ms";

export const toTombstone = (row: Tombstone): Tombstone => ({
  record_id: row.record_id,
  session_id: row.session_id,
  behavior: row.behavior,
  server_ts_utc: Number(row.server_ts_utc),
  leaf_index: Number(row.leaf_index),
  digest: row.digest,
  erased_at_ms: Number(row.erased_at_ms),
});

/** Erases the records in one transaction; the tombstones of those the agent holds (erased now or before). */
export function eraseRecords(
  db: Database,
  agentId: string,
  recordIds: readonly string[],
  now: number,
): Promise<Erasure & { tombstones: Tombstone[] }> {
  return inStatementTransaction(db, async (run) => {
    const erasure = await eraseLocked(run, agentId, { sql: "r.record_id = any(?::text[])", bindings: [recordIds] }, now);
    if (erasure.rows.length > 0) await forgetErased(run, agentId, erasure.rows);
    const tombstones = await run<Tombstone>(
      `select ${TOMBSTONE_COLUMNS} from records r where r.agent_id = ? and r.record_id = any(?::text[]) and r.erased_ms is not null order by r.seq`,
      [agentId, recordIds],
    );
    return { tombstones: tombstones.map(toTombstone), erased: erasure.rows.length, blobs: erasure.blobs };
  });
}

/** Where erasing the session starts: through its last record now; null when the agent holds no record of it. */
export async function sessionErasure(db: Database, agentId: string, sessionId: string): Promise<SessionErasure | null> {
  const [row] = await runOn(db.knex)<{ seq: string | null }>(`select max(seq) as seq from records where agent_id = ? and session_id = ?`, [
    agentId,
    sessionId,
  ]);
  return row?.seq == null ? null : { throughSeq: Number(row.seq), after: null };
}

/**
 * Erases the session's next SESSION_CHUNK records past `at` in one transaction, moving `at` past
 * them; fewer than SESSION_CHUNK erased (none, say): the session is done. Each chunk takes its
 * records out of the session's summary, so an interrupted erasure leaves the summary of what stays.
 */
export function eraseSessionChunk(db: Database, agentId: string, sessionId: string, at: SessionErasure, now: number): Promise<Erasure> {
  return inStatementTransaction(db, async (run) => {
    const position = at.after === null ? "" : "and (r.server_ts_utc, r.seq) > (?, ?)";
    const { rows, blobs } = await eraseLocked(
      run,
      agentId,
      // In the session index's order, from where the last chunk ended: no row is read twice.
      {
        sql: `r.session_id = ? and r.seq <= ? ${position}`,
        bindings: [sessionId, at.throughSeq, ...(at.after === null ? [] : [at.after.serverTs, at.after.seq])],
        order: `order by r.server_ts_utc, r.seq limit ${SESSION_CHUNK}`,
      },
      now,
    );
    if (rows.length === 0) return { erased: 0, blobs };
    await forgetErased(run, agentId, rows);
    const last = rows.at(-1)!;
    at.after = { serverTs: Number(last.server_ts_utc), seq: Number(last.seq) };
    return { erased: rows.length, blobs };
  });
}

/** How many of the session's records are tombstones, and when the last was erased. */
export async function sessionTombstones(
  db: Database,
  agentId: string,
  sessionId: string,
): Promise<{ count: number; lastErasedMs: number }> {
  const [row] = await runOn(db.knex)<{ count: string; last: string | null }>(
    `select count(*) as count, max(erased_ms) as last from records where agent_id = ? and session_id = ? and erased_ms is not null`,
    [agentId, sessionId],
  );
  return { count: Number(row!.count), lastErasedMs: Number(row!.last ?? 0) };
}

interface ErasedRow extends ErasedNumbers {
  seq: string;
  server_ts_utc: string;
  digests: string[];
}

/**
 * Erases the agent's records that `target` picks (a predicate on `r`, and an optional order and
 * limit), under the locks the module's header names: their bodies, terms and the blobs no record
 * left names. The caller sees to the sessions' summaries with the numbers the rows return (in
 * the session index's order).
 */
async function eraseLocked(
  run: Run,
  agentId: string,
  target: { sql: string; bindings: unknown[]; order?: string },
  now: number,
): Promise<{ rows: ErasedRow[]; blobs: Erasure["blobs"] }> {
  await lockSequences(run, "records", [agentId]);
  await lockWatermarks(run, SEARCH, [agentId]);
  const targets = `select r.* from records r
                    where r.agent_id = ? and ${target.sql} and r.erased_ms is null and r.leaf_idx is not null ${target.order ?? ""}`;
  // What the records added to the stats stays (docs/stats.md, "Erased records"): those not rolled
  // up yet are, before their bodies go.
  await rollErased(run, agentId, targets, [agentId, ...target.bindings]);
  const rows = await run<ErasedRow>(
    `with target as (${targets} for update of r), erased as (
       update records set body = null, erased_ms = ? from target
        where records.agent_id = target.agent_id and records.record_id = target.record_id
       returning target.seq, target.session_id, target.server_ts_utc, target.body
     )
     select seq, session_id, server_ts_utc, ${ERASED_NUMBERS},
            array(select a->>'digest' from jsonb_array_elements(case when jsonb_typeof(body->'attachments') = 'array' then body->'attachments' else '[]' end) a) as digests
       from erased order by server_ts_utc, seq`,
    [agentId, ...target.bindings, now],
  );
  const blobs = rows.length === 0 ? [] : await forget(run, agentId, rows, now);
  return { rows, blobs };
}

/** The erased records' terms, and the blobs no record left names. */
async function forget(run: Run, agentId: string, erased: readonly ErasedRow[], now: number) {
  await run(`delete from record_terms where agent_id = ? and seq = any(?::int8[])`, [agentId, erased.map((row) => row.seq)]);
  const digests = [...new Set(erased.flatMap((row) => row.digests))];
  if (digests.length === 0) return [];
  // A blob stays while a record holds it: one indexed (found through the attachments term), or
  // one not indexed yet (past the watermark, which the lock above holds still).
  const names = `r.body->'attachments' @> jsonb_build_array(jsonb_build_object('digest', d.digest))`;
  const rows = await run<{ content_id: string; size_bytes: number }>(
    `update blobs b set erased_ms = ?, salt = null
       from unnest(?::text[]) as d(digest)
      where b.agent_id = ? and b.digest = d.digest and b.erased_ms is null
        and not exists (select 1 from record_terms t join records r on r.agent_id = t.agent_id and r.seq = t.seq
                         where t.agent_id = ? and t.terms @> array[?]::text[] and ${names})
        and not exists (select 1 from records r join search_progress p using (agent_id)
                         where r.agent_id = ? and r.leaf_idx >= p.indexed_idx and ${names})
      returning b.content_id, b.size_bytes`,
    [now, digests, agentId, agentId, ATTACHMENTS_TERM, agentId],
  );
  return rows.map((row) => ({ contentId: row.content_id, sizeBytes: Number(row.size_bytes) }));
}
