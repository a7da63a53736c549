import type { Knex } from "knex";

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

// Frozen (never edit): a record's terms as server/search/terms.ts made them when this migration
// first ran, so that the backfill stays what it was whatever search becomes (a later change of the
// rules re-terms the records in a migration of its own). The identifiers left out are the members
// of RecordCommon the schema then typed as ids, the schema version or the behaviour.
const MAX_WORD = 64;
const NOT_TEXT: ReadonlySet<string> = new Set([
  "session_id",
  "behavior",
  "record_id",
  "schema_version",
  "parent_record_id",
  "upstream_record_id",
  "input_record_id",
]);
const OTHER = 1;
const WORD = 2;
const SPACELESS = 3;
const MARK = 4;
const SPACELESS_SCRIPTS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const KINDS = new Map<number, number>();

function kindOf(codePoint: number): number {
  const known = KINDS.get(codePoint);
  if (known !== undefined) return known;
  const character = String.fromCodePoint(codePoint);
  const kind = /\p{M}/u.test(character)
    ? MARK
    : SPACELESS_SCRIPTS.test(character)
      ? SPACELESS
      : /[\p{L}\p{N}]/u.test(character)
        ? WORD
        : OTHER;
  KINDS.set(codePoint, kind);
  return kind;
}

const truncated = (word: string) => (word.length > MAX_WORD ? [...word].slice(0, MAX_WORD).join("") : word);

function addAsciiWords(text: string, into: Set<string>): boolean {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0x20;
    if (c > 0x7f) return false;
    if ((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.push(text.slice(start, Math.min(i, start + MAX_WORD)));
      start = -1;
    }
  }
  for (const word of words) into.add(word.toLowerCase());
  return true;
}

function addTermsOf(text: string, into: Set<string>): void {
  if (addAsciiWords(text, into)) return;
  const normal = text.normalize("NFKC").toLowerCase();
  let wordStart = -1;
  let run: string[] = [];
  let previous = OTHER;
  const endWord = (end: number) => {
    if (wordStart >= 0) into.add(truncated(normal.slice(wordStart, end)));
    wordStart = -1;
  };
  const endRun = () => {
    if (run.length === 0) return;
    for (const character of run) into.add(character);
    for (let i = 0; i + 1 < run.length; i++) into.add(run[i]! + run[i + 1]!);
    run = [];
  };
  for (let i = 0; i < normal.length;) {
    const codePoint = normal.codePointAt(i)!;
    const size = codePoint > 0xffff ? 2 : 1;
    let kind = kindOf(codePoint);
    if (kind === MARK) kind = previous === OTHER ? WORD : previous;
    if (kind === SPACELESS && previous === SPACELESS && kindOf(codePoint) === MARK) {
      run[run.length - 1] += normal.slice(i, i + size);
    } else if (kind === SPACELESS) {
      endWord(i);
      run.push(normal.slice(i, i + size));
    } else if (kind === WORD) {
      endRun();
      if (wordStart < 0) wordStart = i;
    } else {
      endWord(i);
      endRun();
    }
    previous = kind;
    i += size;
  }
  endWord(normal.length);
  endRun();
}

function addStrings(value: unknown, into: Set<string>): void {
  if (typeof value === "string") addTermsOf(value, into);
  else if (Array.isArray(value)) for (const member of value) addStrings(member, into);
  else if (value !== null && typeof value === "object") for (const member of Object.values(value)) addStrings(member, into);
}

function recordTerms(record: { behavior: string; tags?: readonly string[]; attachments?: readonly unknown[] }): string[] {
  const terms = new Set<string>();
  for (const [name, value] of Object.entries(record)) if (!NOT_TEXT.has(name)) addStrings(value, terms);
  terms.add(`:b:${record.behavior}`);
  for (const tag of record.tags ?? []) terms.add(`:t:${tag}`);
  if ((record.attachments?.length ?? 0) > 0) terms.add(":a");
  return [...terms];
}
