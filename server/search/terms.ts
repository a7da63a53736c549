// What search matches on: a record's terms, stored beside it at ingest (records.terms, one GIN
// index), and a query's terms, made by the same rules so that the index answers both.
//
// Words are runs of letters, digits and marks, NFKC-normalised and lower-cased, in any script.
// Scripts written without spaces between words (Chinese, Japanese, Korean, Thai, Lao, Khmer,
// Myanmar) have no word boundaries to split on, so their runs become single characters and
// character pairs (the CJK bigram method): "部署失败" is found by "部署" and by "失败", and a
// one-character query by its character. The filters ride in the same array under names no word
// can take (a word never holds ':'), so one index serves text and filters together.

import { recordSchema } from "../../generated/schema.ts";

/** Words longer than this are indexed, and searched, by their first MAX_WORD code points. */
const MAX_WORD = 64;
/** A query may name at most this many terms: each is one more index lookup. */
export const MAX_QUERY_TERMS = 32;

// Character kinds, looked up per code point: ASCII from a table, others classified once by the
// Unicode property expressions and remembered (V8's property classes cost ~0.4 µs per word when
// matched over whole strings; a table lookup costs nothing).
const OTHER = 1;
const WORD = 2;
const SPACELESS = 3;
const MARK = 4;
const SPACELESS_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
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

export const behaviorTerm = (behavior: string) => `:b:${behavior}`;
export const tagTerm = (tag: string) => `:t:${tag}`;
export const ATTACHMENTS_TERM = ":a";

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Most text is ASCII, whose words need neither normalisation nor Unicode classes: one pass over
 * the characters finds them (ingest pays for this on every string of every record). False, with
 * nothing added, when the text holds a non-ASCII character (a regular expression finds that
 * faster than the pass; lower-casing the whole text once costs less than each word apart).
 */
function addAsciiWords(text: string, into: Set<string>): boolean {
  if (NON_ASCII.test(text)) return false;
  const lower = text.toLowerCase();
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
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

function addTermsOf(text: string, into: Set<string>, forQuery: boolean): void {
  if (addAsciiWords(text, into)) return;
  const normal = text.normalize("NFKC").toLowerCase();
  let wordStart = -1;
  let run: string[] = []; // the current run of spaceless-script characters, each with its marks
  let previous = OTHER;
  const endWord = (end: number) => {
    if (wordStart >= 0) into.add(truncated(normal.slice(wordStart, end)));
    wordStart = -1;
  };
  const endRun = () => {
    if (run.length === 0) return;
    // Stored text carries single characters and pairs; a query of two or more characters needs
    // only its pairs, which imply the single ones.
    if (!forQuery || run.length === 1) for (const character of run) into.add(character);
    for (let i = 0; i + 1 < run.length; i++) into.add(run[i]! + run[i + 1]!);
    run = [];
  };
  for (let i = 0; i < normal.length; ) {
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

function addStrings(value: unknown, into: Set<string>): void {
  if (typeof value === "string") addTermsOf(value, into, false);
  else if (Array.isArray(value)) for (const member of value) addStrings(member, into);
  else if (value !== null && typeof value === "object") for (const member of Object.values(value)) addStrings(member, into);
}

/** The terms a stored record is found by: the words of its string values (member names and identifiers aside), and its filters. */
export function recordTerms(record: { behavior: string; tags?: readonly string[]; attachments?: readonly unknown[] } & object): string[] {
  const terms = new Set<string>();
  for (const [name, value] of Object.entries(record)) if (!NOT_TEXT.has(name)) addStrings(value, terms);
  terms.add(behaviorTerm(record.behavior));
  for (const tag of record.tags ?? []) terms.add(tagTerm(tag));
  if ((record.attachments?.length ?? 0) > 0) terms.add(ATTACHMENTS_TERM);
  return [...terms];
}

/** The terms every match of `q` holds (all of its words); empty when `q` holds no letter or digit. */
export function queryTerms(q: string): string[] {
  const terms = new Set<string>();
  addTermsOf(q, terms, true);
  return [...terms];
}
