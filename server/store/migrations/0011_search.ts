import type { Knex } from "knex";
import { recordTerms } from "../../search/terms.ts";

export const name = "0011_search";

const BACKFILL_BATCH = 500;

// Search (GET /v1/agents/{agent_id}/records): each record's terms (server/search/terms.ts) in one
// GIN array index, which answers words in any script and the behaviour, tag and attachment
// filters alike with the built-in array operators (no extension, the same in PGlite); and the
// agent's records by receipt time, which orders every result page and answers since/until.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table records add column terms text[] not null default '{}'`);
  await backfill(knex);
  await knex.raw(`create index records_terms_idx on records using gin (terms)`);
  await knex.raw(`create index records_time_idx on records (agent_id, server_ts_utc, seq)`);
}

// Records stored before search existed get their terms, a batch at a time in key order.
async function backfill(knex: Knex): Promise<void> {
  let after = { agent_id: "", record_id: "" };
  for (;;) {
    const rows: { agent_id: string; record_id: string; body: { behavior: string } }[] = (
      await knex.raw(
        `select agent_id, record_id, body from records where (agent_id, record_id) > (?, ?) order by agent_id, record_id limit ?`,
        [after.agent_id, after.record_id, BACKFILL_BATCH],
      )
    ).rows;
    if (rows.length === 0) return;
    const terms = rows.map((row) => ({ agent_id: row.agent_id, record_id: row.record_id, terms: recordTerms(row.body) }));
    await knex.raw(
      `update records set terms = t.terms
         from jsonb_to_recordset(?::jsonb) as t(agent_id text, record_id text, terms text[])
        where records.agent_id = t.agent_id and records.record_id = t.record_id`,
      [JSON.stringify(terms)],
    );
    after = rows[rows.length - 1]!;
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index records_time_idx`);
  await knex.raw(`drop index records_terms_idx`);
  await knex.raw(`alter table records drop column terms`);
}
