// Erasing records (docs/content.md, "Erasing records"): one transaction per call, so a crash
// leaves each record either whole or a tombstone. What goes: the body, the record's search terms,
// its share of its session's summary (recomputed from what stays), and the blobs it attaches that
// no other record of the agent names (marked erased here; their bytes are removed after commit,
// or by the blob round's sweep after a crash). What stays is the tombstone: the row's ids,
// behaviour, receipt time, leaf and body hash — the log entry never changes.
// The transaction locks the agent's sequence row (as ingest does: no record of the agent is
// stored meanwhile, so the session summaries are recomputed exactly), then its search progress
// row (as an index pass does: no pass writes the terms of a record erased under it), then its
// stats progress row, rolling the records to erase up first: an erased record stays counted.
import type { RecordTombstone } from "../../generated/types/schema.ts";
import type { Database } from "./db.ts";
import { ATTACHMENTS_TERM } from "./filter-terms.ts";
import { lockSequences } from "./log.ts";
import { summariseInto } from "./sessions.ts";
import { rollRecordsThrough } from "./stats.ts";
import { inStatementTransaction, type Run } from "./statements.ts";
import { lockWatermarks, SEARCH } from "./watermarks.ts";

/** What stays of an erased record. */
export type Tombstone = RecordTombstone;

/** Which records of an agent to erase: some by id, or a whole session. */
export type Erasing = { recordIds: readonly string[] } | { sessionId: string };

export interface Erasure {
  /** The tombstones of every record asked for that the agent holds (erased now or before). */
  tombstones: Tombstone[];
  /** How many were erased by this call. */
  erased: number;
  /** The blobs this call erased: their bytes are the caller's to remove (blobs/erase.ts). */
  blobs: { contentId: string; sizeBytes: number }[];
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

const selection = (erasing: Erasing): { sql: string; binding: unknown } =>
  "sessionId" in erasing ? { sql: "r.session_id = ?", binding: erasing.sessionId } : { sql: "r.record_id = any(?::text[])", binding: erasing.recordIds };

/** Erases the records in one transaction; erasing an erased record again changes nothing. */
export function eraseRecords(db: Database, agentId: string, erasing: Erasing, now: number): Promise<Erasure> {
  return inStatementTransaction(db, async (run) => {
    await lockSequences(run, "records", [agentId]);
    await lockWatermarks(run, SEARCH, [agentId]);
    const where = selection(erasing);
    // What the records added to the stats stays (docs/stats.md, "Erased records"): those not rolled
    // up yet are, before their bodies go.
    const [last] = await run<{ leaf_idx: string | null }>(
      `select max(r.leaf_idx) as leaf_idx from records r where r.agent_id = ? and ${where.sql} and r.erased_ms is null`,
      [agentId, where.binding],
    );
    if (last?.leaf_idx != null) await rollRecordsThrough(run, agentId, Number(last.leaf_idx) + 1);
    const erased = await run<{ seq: number; session_id: string; digests: string[] }>(
      `with target as (
         select r.agent_id, r.record_id, r.seq, r.session_id, r.body from records r
          where r.agent_id = ? and ${where.sql} and r.erased_ms is null and r.leaf_idx is not null
          for update
       ), erased as (
         update records set body = null, erased_ms = ? from target
          where records.agent_id = target.agent_id and records.record_id = target.record_id
         returning target.seq, target.session_id, target.body
       )
       select seq, session_id,
              array(select a->>'digest' from jsonb_array_elements(case when jsonb_typeof(body->'attachments') = 'array' then body->'attachments' else '[]' end) a) as digests
         from erased`,
      [agentId, where.binding, now],
    );
    const blobs = erased.length === 0 ? [] : await forget(run, agentId, erased, now);
    const tombstones = await run<Tombstone>(
      `select ${TOMBSTONE_COLUMNS} from records r where r.agent_id = ? and ${where.sql} and r.erased_ms is not null order by r.seq`,
      [agentId, where.binding],
    );
    return { tombstones: tombstones.map(toTombstone), erased: erased.length, blobs };
  });
}

/** The erased records' terms, summaries and blobs no record left names. */
async function forget(run: Run, agentId: string, erased: readonly { seq: number; session_id: string; digests: string[] }[], now: number) {
  await run(`delete from record_terms where agent_id = ? and seq = any(?::int8[])`, [agentId, erased.map((row) => row.seq)]);
  const sessions = [...new Set(erased.map((row) => row.session_id))];
  await run(`delete from sessions where agent_id = ? and session_id = any(?::text[])`, [agentId, sessions]);
  // Tombstones keep their place in the summary (count, order, closing); their bodies add nothing.
  await run(summariseInto(`(select * from records where agent_id = ? and session_id = any(?::text[])) as kept`), [agentId, sessions]);
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
