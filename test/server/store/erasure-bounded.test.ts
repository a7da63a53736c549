// Erasing records costs what is erased, not the session's size (docs/decisions.md, "Erasure reads
// what it erases"): a session's summary loses the erased records' numbers instead of being
// summarised anew from the whole session, and the erasure rolls up only the erased records the
// stats pass has not reached. The summary it leaves equals summarising what stays anew.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedForm } from "../../../server/records/accept.ts";
import { ingest } from "../../../server/records/ingest.ts";
import { eraseRecords, eraseSessionChunk, sessionErasure } from "../../../server/store/erasure.ts";
import type { IngestItem } from "../../../server/store/records.ts";
import { summariseInto } from "../../../server/store/sessions.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  // One connection: the erasure's statements and the counters read after it share a backend.
  db = await openTestDatabase({ poolSize: 1 });
});
afterAll(() => db?.close());

let clock = 1_700_000_000_000;
const newAgentId = () => `agt_${randomUUID().replaceAll("-", "")}`;

/** The i-th record of a session: client times out of arrival order, and the summary's fields on some records only. */
function item(agentId: string, sessionId: string, i: number, fields: Record<string, unknown> = {}): IngestItem {
  const recordId = randomUUID();
  const body = {
    record_id: recordId,
    session_id: sessionId,
    behavior: "Thinking",
    schema_version: "1.1",
    client_ts_utc: 1_700_000_000_000 + ((i * 7919) % 1000),
    ...fields,
  };
  const serverTs = ++clock;
  return { agentId, recordId, sessionId, behavior: "Thinking", ...storedForm(body, agentId, serverTs), serverTs, references: [] };
}

const costly = (i: number) => ({
  duration_ms: i + 1,
  model_invocation: { provider: "acme", model_name: "rocket", tokens_in: 10 * i, tokens_out: i % 3, cost_usd: 0.125 * i },
});

async function sessionOf(
  agentId: string,
  count: number,
  fields: (i: number) => Record<string, unknown> = costly,
): Promise<{ sessionId: string; items: IngestItem[] }> {
  const sessionId = randomUUID();
  const items = Array.from({ length: count }, (_, i) => item(agentId, sessionId, i, fields(i)));
  for (let at = 0; at < items.length; at += 500) await ingest(db, items.slice(at, at + 500));
  return { sessionId, items };
}

/** The session's stored summary, and the one summarising its records anew gives (in a transaction rolled back). */
async function storedAndAnew(agentId: string, sessionId: string): Promise<[unknown, unknown]> {
  const trx = await db.knex.transaction();
  try {
    const read = async () => (await trx.raw(`select * from sessions where agent_id = ? and session_id = ?`, [agentId, sessionId])).rows[0];
    const stored = await read();
    await trx.raw(`delete from sessions where agent_id = ? and session_id = ?`, [agentId, sessionId]);
    await trx.raw(summariseInto(`(select * from records where agent_id = ? and session_id = ?) as kept`), [agentId, sessionId]);
    return [stored, await read()];
  } finally {
    await trx.rollback();
  }
}

/** Rows of this schema's `records` (its partitions; other test files share the database) read through `action`: sequential and index reads. */
async function recordRowsRead(action: () => Promise<unknown>): Promise<number> {
  const read = async () => {
    await db.knex.raw(`select pg_stat_force_next_flush()`);
    const { rows } = await db.knex.raw(
      `select (select coalesce(sum(seq_tup_read), 0) from pg_stat_user_tables where schemaname = current_schema() and relname like 'records_p%')
            + (select coalesce(sum(idx_tup_read), 0) from pg_stat_user_indexes where schemaname = current_schema() and relname like 'records_p%') as n`,
    );
    return Number(rows[0].n);
  };
  const before = await read();
  await action();
  return (await read()) - before;
}

describe("erasing records", () => {
  it("leaves each session's summary equal to summarising what stays anew: first, last and middle records, totals and client times", async () => {
    const agentId = newAgentId();
    // Totals on the even records only; one session where a single record carries them.
    const { sessionId, items } = await sessionOf(agentId, 40, (i) => (i % 2 === 0 ? costly(i) : {}));
    const lone = await sessionOf(agentId, 3, (i) => (i === 1 ? costly(5) : {}));
    const clientTs = (it: IngestItem) => JSON.parse(it.body).client_ts_utc as number;
    const byClientTs = [...items].sort((a, b) => clientTs(a) - clientTs(b));
    const steps = [
      [byClientTs[0]!], // the first client time
      [byClientTs.at(-1)!], // the last
      [items[0]!, items.at(-1)!], // first and last arrived
      [items[17]!, items[18]!], // the middle, one with totals and one without
      [byClientTs[1]!, byClientTs.at(-2)!, lone.items[1]!], // across two sessions: the lone carrier goes
    ];
    for (const step of steps) {
      await eraseRecords(
        db,
        agentId,
        step.map((it) => it.recordId),
        Date.now(),
      );
      for (const id of [sessionId, lone.sessionId]) {
        const [stored, anew] = await storedAndAnew(agentId, id);
        expect(stored).toEqual(anew);
      }
    }
    const [lonely] = await storedAndAnew(agentId, lone.sessionId);
    expect(lonely).toMatchObject({ tokens_in: null, cost_usd: null, duration_ms: null });

    // Erasing the rest in a session's chunks ends where summarising the tombstones ends.
    const at = (await sessionErasure(db, agentId, sessionId))!;
    while ((await eraseSessionChunk(db, agentId, sessionId, at, Date.now())).erased > 0);
    const [stored, anew] = await storedAndAnew(agentId, sessionId);
    expect(stored).toEqual(anew);
    expect(stored).toMatchObject({ record_count: 40, first_ts_utc: null, last_ts_utc: null, tokens_in: null });
  });

  it("reads a handful of rows of records to erase a record, in a session of 100 records as of 2,000", async () => {
    const agentId = newAgentId();
    // No stats pass runs here: every record is past the stats watermark, as right after ingest.
    const small = await sessionOf(agentId, 100);
    const large = await sessionOf(agentId, 2_000);
    const erase = (it: IngestItem) => recordRowsRead(() => eraseRecords(db, agentId, [it.recordId], Date.now()));
    const clientTs = (it: IngestItem) => JSON.parse(it.body).client_ts_utc as number;
    const firstByClientTs = (items: IngestItem[]) => [...items].sort((a, b) => clientTs(a) - clientTs(b))[0]!;
    // The session's last record (the stats' furthest leaf), and the one holding its first client time.
    const reads = {
      small: [await erase(small.items.at(-1)!), await erase(firstByClientTs(small.items))],
      large: [await erase(large.items.at(-1)!), await erase(firstByClientTs(large.items))],
    };
    // A handful of rows each (the record, its tombstone, a probe of the client-time index), whatever the session holds.
    expect(
      [...reads.small, ...reads.large].every((n) => n > 0 && n <= 20),
      JSON.stringify(reads),
    ).toBe(true);
  });
});
