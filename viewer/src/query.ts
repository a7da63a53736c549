// A search as a person types it, read in the browser (issue 39). The service matches records that
// hold every word of `q` (words: runs of letters, digits and marks, NFKC and lower-cased; quotes
// are not syntax to it). Here, on the page of results it answers: a "quoted phrase" keeps only
// the records where its words stand together in one field, in order; and the snippet shown for
// a result is the field text around its first match, the matches marked.
import type { StoredRecord } from "./api.ts";

const WORD_CHARACTER = "[\\p{L}\\p{N}\\p{M}]";
const NOT_WORD = new RegExp(`${WORD_CHARACTER.replace("[", "[^")}+`, "u");
// Scripts written without spaces: their words are found inside runs (the service indexes them as
// characters and pairs), so they are matched without word boundaries.
const SPACELESS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

export interface ParsedQuery {
  /** What the service is asked (`q`): every word, phrases' included. */
  q: string;
  /** The quoted phrases of two or more words, each checked here. */
  phrases: RegExp[];
  /** Every word and phrase, to mark where they match. */
  marks: RegExp | null;
}

const words = (text: string) => text.normalize("NFKC").toLowerCase().split(NOT_WORD).filter(Boolean);
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern for words standing together, as whole words (inside runs for spaceless scripts). */
function pattern(parts: string[]): string {
  const body = parts.map(escape).join(`${WORD_CHARACTER.replace("[", "[^")}+`);
  const before = SPACELESS.test(parts[0]!.at(0)!) ? "" : `(?<!${WORD_CHARACTER})`;
  const after = SPACELESS.test(parts.at(-1)!.at(-1)!) ? "" : `(?!${WORD_CHARACTER})`;
  return `${before}${body}${after}`;
}

export function parseQuery(input: string): ParsedQuery {
  const phrases: string[][] = [];
  const loose = input.replace(/"([^"]*)"/g, (_, phrase: string) => {
    const parts = words(phrase);
    if (parts.length > 1) phrases.push(parts);
    // A one-word "phrase" is a word; a longer one is marked whole, not word by word.
    return parts.length > 1 ? " " : ` ${phrase} `;
  });
  const all = [...phrases.map(pattern), ...words(loose.replace(/"/g, " ")).map((word) => pattern([word]))];
  return {
    q: input.replace(/"/g, " ").replace(/\s+/g, " ").trim(),
    phrases: phrases.map((parts) => new RegExp(pattern(parts), "iu")),
    // Longest first, so a phrase is marked whole rather than word by word.
    marks: all.length ? new RegExp(all.sort((a, b) => b.length - a.length).join("|"), "giu") : null,
  };
}

/** Every string of a record with where it sits (`model_invocation.model_name`), depth first. */
function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [i, member] of value.entries()) yield* texts(member, `${path}[${i}]`);
  else if (value !== null && typeof value === "object")
    for (const [name, member] of Object.entries(value)) yield* texts(member, path ? `${path}.${name}` : name);
}

// Not text a person searched (the service leaves identifiers out of its words too).
const NOT_TEXT = new Set([
  "record_id",
  "session_id",
  "agent_id",
  "schema_version",
  "behavior",
  "parent_record_id",
  "upstream_record_id",
  "input_record_id",
  "attachments",
]);
const textsOf = (record: StoredRecord) => [
  ...texts(Object.fromEntries(Object.entries(record).filter(([name]) => !NOT_TEXT.has(name))), ""),
];

/** Whether each quoted phrase stands, whole, in one of the record's strings. */
export const holdsPhrases = (record: StoredRecord, query: ParsedQuery) =>
  query.phrases.every((phrase) => textsOf(record).some(([, text]) => phrase.test(text)));

export interface Snippet {
  field: string;
  /** The text around the match, cut at both ends with "…" where it was cut. */
  parts: { text: string; mark: boolean }[];
}

const BEFORE = 50;
const AFTER = 110;
/** Markdown's heading, emphasis and code marks, left out of a one-line snippet (as in a row's headline). */
const MARKDOWN_MARKS = /^#{1,6} |[*`]{1,3}(?=\S)|(?<=\S)[*`]{1,3}/gm;

/** Where the record matches first, as a snippet with the matches marked; null if nowhere here. */
export function snippetOf(record: StoredRecord, query: ParsedQuery): Snippet | null {
  if (!query.marks) return null;
  const marks = () => new RegExp(query.marks!.source, "giu");
  // A phrase's field first: that is what the person asked for most precisely.
  const candidates = textsOf(record).map(([field, text]): [string, string] => [
    field,
    text.replace(MARKDOWN_MARKS, "").replace(/\s+/g, " "),
  ]);
  const hit =
    (query.phrases.length ? candidates.find(([, text]) => query.phrases.every((phrase) => phrase.test(text))) : undefined) ??
    candidates.find(([, text]) => marks().test(text));
  if (!hit) return null;
  const [field, text] = hit;
  const first = marks().exec(text)!;
  // Cut at spaces, and not at all when little would be left out.
  let from = first.index - BEFORE;
  from = from < 15 ? 0 : text.indexOf(" ", from) + 1 || from;
  let to = first.index + first[0].length + AFTER;
  to = to > text.length - 15 ? text.length : text.lastIndexOf(" ", to) > first.index ? text.lastIndexOf(" ", to) : to;
  const shown = text.slice(from, to);
  const parts: Snippet["parts"] = from > 0 ? [{ text: "…", mark: false }] : [];
  let last = 0;
  for (const match of shown.matchAll(marks())) {
    if (match.index > last) parts.push({ text: shown.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < shown.length) parts.push({ text: shown.slice(last), mark: false });
  if (to < text.length) parts.push({ text: "…", mark: false });
  return { field, parts };
}

/** A pasted id: one token that could name a session (or, UUID-shaped, a record). */
export const looksLikeId = (q: string) => q !== "" && !/\s/.test(q) && new TextEncoder().encode(q).length <= 256;
export const looksLikeRecordId = (q: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(q);
