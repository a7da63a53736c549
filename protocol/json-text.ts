// JSON text as I-JSON (RFC 7493) reads it, which RFC 8785 canonical forms assume: an object that
// names a member twice is refused. JSON.parse keeps the last value silently, so a record whose
// first `reasoning` differs from its second would verify and be read as the second, while
// another parser reads the first. The service's bodies and the CLI's lines go through here.

/** An object in the text names one member twice; `pointer` (JSON Pointer) is the second. */
export class DuplicateMemberName extends Error {
  constructor(readonly pointer: string) {
    super(`the member ${pointer} appears twice in its object`);
  }
}

/** JSON.parse that throws DuplicateMemberName for a repeated member name (SyntaxError as usual). */
export function parseJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  // A repeated name leaves its object with fewer members than the text names, and every object
  // of the text is one of the value: equal counts prove there is none. Counting allocates
  // nothing; only a text that fails it is read again for where the repeat is.
  if (namesIn(text) !== membersOf(value, 0)) {
    const pointer = duplicateMemberName(text);
    if (pointer !== null) throw new DuplicateMemberName(pointer);
  }
  return value;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const isJsonSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** How many member names valid JSON text holds: the strings followed by a colon. */
function namesIn(text: string): number {
  let names = 0;
  for (let start = text.indexOf('"'); start >= 0; start = text.indexOf('"', start + 1)) {
    start = stringEnd(text, start);
    let next = start + 1;
    while (isJsonSpace(text.charCodeAt(next))) next++;
    if (text.charCodeAt(next) === COLON) names++;
  }
  return names;
}

// Deeper values are left to duplicateMemberName, which keeps no call stack.
const COUNTED_DEPTH = 256;

/** How many members the objects of a parsed value hold in all; -1 past COUNTED_DEPTH. */
function membersOf(value: unknown, depth: number): number {
  if (value === null || typeof value !== "object") return 0;
  if (depth > COUNTED_DEPTH) return -1;
  let members = 0;
  if (Array.isArray(value)) {
    for (const item of value) {
      const inner = membersOf(item, depth + 1);
      if (inner < 0) return -1;
      members += inner;
    }
    return members;
  }
  for (const name in value) {
    const inner = membersOf((value as Record<string, unknown>)[name], depth + 1);
    if (inner < 0) return -1;
    members += inner + 1;
  }
  return members;
}

/** The index of the quote that closes the string opening at `start`. */
function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  // A quote after an odd run of backslashes is escaped: the string goes on.
  for (;;) {
    let slashes = 0;
    while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
}

interface Frame {
  /** An object's names so far; null for an array. */
  names: Set<string> | null;
  /** The member name (object) or index (array) being read. */
  at: string | number;
  /** Object: the next string is a member name. */
  expectName: boolean;
}

/**
 * The JSON Pointer of the first member whose name its object already holds, or null. `text`
 * must be valid JSON (parse it first). One pass; string contents are skipped with indexOf.
 */
export function duplicateMemberName(text: string): string | null {
  const frames: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      const top = frames.at(-1);
      if (top?.names && top.expectName) {
        const raw = text.slice(i + 1, end);
        const name = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (top.names.has(name)) return pointerTo(frames, name);
        top.names.add(name);
        top.at = name;
        top.expectName = false;
      }
      i = end;
    } else if (c === 0x7b) frames.push({ names: new Set(), at: "", expectName: true });
    else if (c === 0x5b) frames.push({ names: null, at: 0, expectName: false });
    else if (c === 0x7d || c === 0x5d) frames.pop();
    else if (c === 0x2c) {
      const top = frames.at(-1)!;
      if (top.names) top.expectName = true;
      else (top.at as number)++;
    }
  }
  return null;
}

function pointerTo(frames: Frame[], name: string): string {
  const escape = (token: string | number) => `/${String(token).replaceAll("~", "~0").replaceAll("/", "~1")}`;
  return (
    frames
      .slice(0, -1)
      .map((frame) => escape(frame.at))
      .join("") + escape(name)
  );
}
