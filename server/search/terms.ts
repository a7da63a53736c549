// What search matches on: a record's terms, stored beside it at ingest (records.terms, one GIN
// index), and a query's terms, made by the same rules so that the index answers both.
//
// Words are runs of letters, digits and marks, NFKC-normalised and lower-cased, in any script.
// Scripts written without spaces between words (Chinese, Japanese, Korean, Thai, Lao, Khmer,
// Myanmar) have no word boundaries to split on, so their runs become single characters and
// character pairs (the CJK bigram method): "部署失败" is found by "部署" and by "失败", and a
// one-character query by its character. The filters ride in the same array under names no word
// can take (a word never holds ':'; server/store/filter-terms.ts), so one index serves text and
// filters together.

import { recordSchema } from "../../generated/schema.ts";
import { ATTACHMENTS_TERM, behaviorTerm, tagTerm } from "../store/filter-terms.ts";

/** Words longer than this are indexed, and searched, by their first MAX_WORD code points. */
const MAX_WORD = 64;
/** A query may name at most this many terms: each is one more index lookup. */
export const MAX_QUERY_TERMS = 32;
/**
 * A record is found by at most this many terms: its filters, then its first distinct words
 * (members in name order, each one's text from its start), until the cap. Each term is an entry of the search index;
 * without a cap one owner's records of 12,000 distinct words each cost every owner's writes
 * (issue 33). ~1.4 KB of prose holds ~100 distinct words.
 */
export const MAX_RECORD_TERMS = 1_000;

// Character kinds, looked up per code point: ASCII from a table, others classified once by the
// Unicode property expressions and remembered (V8's property classes cost ~0.4 µs per word when
// matched over whole strings; a table lookup costs nothing).
const OTHER = 1;
const WORD = 2;
const SPACELESS = 3;
const MARK = 4;
const SPACELESS_SCRIPTS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const KINDS = new Uint8Array(0x110000);

function kindOf(codePoint: number): number {
  const known = KINDS[codePoint]!;
  if (known !== 0) return known;
  const character = String.fromCodePoint(codePoint);
  const kind = /\p{M}/u.test(character)
    ? MARK
    : SPACELESS_SCRIPTS.test(character)
      ? SPACELESS
      : /[\p{L}\p{N}]/u.test(character)
        ? WORD
        : OTHER;
  return (KINDS[codePoint] = kind);
}

const truncated = (word: string) => (word.length > MAX_WORD ? [...word].slice(0, MAX_WORD).join("") : word);

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Most text is ASCII, whose words need neither normalisation nor Unicode classes: one pass over
 * the characters finds them (ingest pays for this on every string of every record). False, with
 * nothing added, when the text holds a non-ASCII character (a regular expression finds that
 * faster than the pass; lower-casing the whole text once costs less than each word apart).
 */
function addAsciiWords(text: string, into: Set<string>, cap: number): boolean {
  if (NON_ASCII.test(text)) return false;
  const lower = text.toLowerCase();
  let start = -1;
  for (let i = 0; i <= lower.length && into.size < cap; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 0x20;
    if ((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      into.add(lower.slice(start, Math.min(i, start + MAX_WORD)));
      start = -1;
    }
  }
  return true;
}

// Words are added until `into` holds `cap` terms; the rest of the text is not read.
function addTermsOf(text: string, into: Set<string>, forQuery: boolean, cap = Infinity): void {
  if (addAsciiWords(text, into, cap)) return;
  const normal = text.normalize("NFKC").toLowerCase();
  let wordStart = -1;
  let run: string[] = []; // the current run of spaceless-script characters, each with its marks
  let previous = OTHER;
  const add = (term: string) => {
    if (into.size < cap) into.add(term);
  };
  const endWord = (end: number) => {
    if (wordStart >= 0) add(truncated(normal.slice(wordStart, end)));
    wordStart = -1;
  };
  const endRun = () => {
    if (run.length === 0) return;
    // Stored text carries single characters and pairs; a query of two or more characters needs
    // only its pairs, which imply the single ones.
    if (!forQuery || run.length === 1) for (const character of run) add(character);
    for (let i = 0; i + 1 < run.length; i++) add(run[i]! + run[i + 1]!);
    run = [];
  };
  for (let i = 0; i < normal.length && into.size < cap;) {
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

// The record's identifiers and kind are not text to search (the session and the behaviour are
// filters of their own): the members of RecordCommon whose values are ids, the schema version or
// the behaviour, as the schema says, are left out.
const IDENTIFIER_REFS = ["#/$defs/RecordId", "#/$defs/SessionId", "#/$defs/SchemaVersion", "#/$defs/Behavior"];
type Property = { $ref?: string; items?: Property };
const NOT_TEXT: ReadonlySet<string> = new Set(
  Object.entries(recordSchema.$defs.RecordCommon.properties as Record<string, Property>)
    .filter(([, property]) => IDENTIFIER_REFS.includes(property.$ref ?? property.items?.$ref ?? ""))
    .map(([name]) => name),
);

function addStrings(value: unknown, into: Set<string>, cap: number): void {
  if (into.size >= cap) return;
  if (typeof value === "string") addTermsOf(value, into, false, cap);
  else if (Array.isArray(value)) for (const member of value) addStrings(member, into, cap);
  else if (value !== null && typeof value === "object")
    for (const name of Object.keys(value).sort()) addStrings((value as Record<string, unknown>)[name], into, cap);
}

/**
 * The terms a stored record is found by: its filters, and the words of its string values (member
 * names and identifiers aside) up to MAX_RECORD_TERMS in all. Members are read in name order, so
 * the terms are the same whether made from the record as sent or as stored (jsonb reorders).
 */
export function recordTerms(record: { behavior: string; tags?: readonly string[]; attachments?: readonly unknown[] } & object): string[] {
  // Filters first, so that a cap reached by words never drops one (the schema bounds the tags).
  const filters = new Set<string>([behaviorTerm(record.behavior)]);
  for (const tag of record.tags ?? []) filters.add(tagTerm(tag));
  if ((record.attachments?.length ?? 0) > 0) filters.add(ATTACHMENTS_TERM);
  const words = new Set<string>();
  const cap = MAX_RECORD_TERMS - filters.size;
  for (const name of Object.keys(record).sort()) if (!NOT_TEXT.has(name)) addStrings((record as Record<string, unknown>)[name], words, cap);
  return [...words, ...filters];
}

/** The terms every match of `q` holds (all of its words); empty when `q` holds no letter or digit. */
export function queryTerms(q: string): string[] {
  const terms = new Set<string>();
  addTermsOf(q, terms, true);
  return [...terms];
}
