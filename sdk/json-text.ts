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
  const pointer = duplicateMemberName(text);
  if (pointer !== null) throw new DuplicateMemberName(pointer);
  return value;
}

interface Frame {
  /** An object's names so far; null for an array. */
  names: Set<string> | null;
  /** The member name (object) or index (array) being read. */
  at: string | number;
  /** Object: the next string is a member name. */
  expectName: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The JSON Pointer of the first member whose name its object already holds, or null. `text`
 * must be valid JSON (parse it first). One pass; string contents are skipped with indexOf.
 */
export function duplicateMemberName(text: string): string | null {
  const frames: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = text.indexOf('"', i + 1);
      // A quote after an odd run of backslashes is escaped: the string goes on.
      for (;;) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
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
  return frames.slice(0, -1).map((frame) => escape(frame.at)).join("") + escape(name);
}
