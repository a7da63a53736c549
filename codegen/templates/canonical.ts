// RFC 8785 (JCS) canonical JSON, and the walks behind the record schema's `x-` keywords.
// One implementation: the server and the SDK import this module, and codegen inlines these same
// functions into the standalone validators (generated/validators/), so all three measure alike.
// No walk recurses: a value nested as deep as JSON.parse allows is measured without a stack overflow.
// The functions are self-contained (no module-level references) because codegen inlines their source.

/**
 * RFC 8785 canonical JSON: members sorted by the UTF-16 code units of their names (the default
 * sort), no whitespace, strings and numbers as ECMAScript JSON.stringify writes them (numbers by
 * Number::toString). Members whose value is undefined are left out, as JSON.stringify does.
 * Recursive: call it on values whose depth the schema has bounded (x-max-depth).
 * Built by string concatenation, with no intermediate arrays: it runs once per stored record.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`canonical JSON has no form for ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i === 0 ? "" : ",") + canonicalJson(value[i]);
    return `${out}]`;
  }
  if (typeof value === "object") {
    let out = "{";
    for (const [, member] of canonicalMembers(value as Record<string, unknown>)) out += (out.length === 1 ? "" : ",") + member;
    return `${out}}`;
  }
  throw new TypeError(`canonical JSON has no form for a ${typeof value}`);
}

/**
 * An object's members as canonical JSON writes them (`"name":value`), with their names, in
 * canonical order: the pieces of canonicalJson(object), for callers that add members of their own.
 */
export function canonicalMembers(object: Record<string, unknown>): [name: string, member: string][] {
  const names = Object.keys(object);
  // Objects usually arrive with their names in order already (canonical JSON parsed back, most SDKs).
  for (let i = 1; i < names.length; i++) {
    if (names[i - 1]! > names[i]!) {
      names.sort();
      break;
    }
  }
  const members: [string, string][] = [];
  for (const name of names) {
    const value = object[name];
    if (value !== undefined) members.push([name, `${JSON.stringify(name)}:${canonicalJson(value)}`]);
  }
  return members;
}

/** UTF-8 length of a string, without allocating. A lone surrogate counts 3 bytes (TextEncoder's U+FFFD). */
export function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) n += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 2; // a pair: 2 units, 4 bytes
      i++;
    } else n += 2;
  }
  return n;
}

/** UTF-8 length of a string written as a JSON string (quotes and JSON.stringify's escapes included). */
export function jsonStringLength(s: string): number {
  let n = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c < 0x80) n += c === 0x22 || c === 0x5c ? 2 : 1;
    else if (c < 0x20) n += c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d ? 2 : 6;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff)
      n += 6; // a lone surrogate is written \udxxx
    else n += 3;
  }
  return n;
}

/**
 * UTF-8 length of the canonical JSON of `value`, stopping once it passes `max` (the result is then
 * some number above `max`). `exact: false` gives a cheap upper bound instead: 6 bytes per UTF-16
 * unit of a string (the longest escape) and 25 per number (the longest Number::toString, e.g.
 * -0.0000012345678901234567). Anything JSON cannot hold counts as `null`.
 */
export function jsonSize(value: unknown, max: number, exact: boolean): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && total <= max) {
    const v = stack.pop();
    if (typeof v === "string") total += exact ? jsonStringLength(v) : v.length * 6 + 2;
    else if (typeof v === "number") total += !Number.isFinite(v) ? 4 : exact ? String(v).length : 25;
    else if (typeof v === "boolean") total += v ? 4 : 5;
    else if (v === null || typeof v !== "object") total += 4;
    else if (Array.isArray(v)) {
      total += v.length === 0 ? 2 : v.length + 1; // brackets and commas
      for (let i = 0; i < v.length; i++) stack.push(v[i]);
    } else {
      let members = 0;
      for (const name of Object.keys(v)) {
        const member = (v as Record<string, unknown>)[name];
        if (member === undefined) continue;
        members++;
        total += (exact ? jsonStringLength(name) : name.length * 6 + 2) + 1; // name and colon
        stack.push(member);
      }
      total += members === 0 ? 2 : members + 1; // braces and commas
    }
  }
  return total;
}

/** A string's UTF-8 bytes, or any other value's canonical JSON bytes, are at most `max`. */
export function fitsBytes(value: unknown, max: number): boolean {
  if (typeof value === "string") return value.length * 3 <= max || (value.length <= max && utf8Length(value) <= max);
  // The bound may only ever say "certainly under"; anything else is counted exactly.
  return jsonSize(value, max, false) <= max || jsonSize(value, max, true) <= max;
}

/**
 * The record-wide keywords in one walk: -1 when arrays and objects nest more than `maxDepth` deep
 * (a scalar has depth 0, a container 1 + its deepest member), else -2 when `finite` and a number
 * is not finite, else -3 when `storable` and a string or member name is unstorable text
 * (isUnstorableText), else an upper bound of the value's canonical JSON size in UTF-8 bytes (as
 * jsonSize's, never under), so a byte cap well above it needs no exact count. A member name that
 * is an own `true` of `storableNames` (a prototype-less table of the schema's declared names,
 * proven storable by codegen) is not tested again: such names are most of a record's strings,
 * and a table lookup costs half of the two native scans.
 */
export function scanWide(
  value: unknown,
  maxDepth: number,
  finite: boolean,
  storable: boolean,
  storableNames?: Readonly<Record<string, true>>,
): number {
  let bound = 0;
  let flags = 0; // 1: a number that is not finite, 2: unstorable text
  // Only containers are stacked, each followed by the number of containers around it; leaves are
  // measured and tested where they are met (leafBound). The value itself is the member of a
  // wrapper at depth -1 (3 bytes too many in the bound). No key arrays (for…in over own names)
  // and no inner functions (codegen inlines this source): this walk runs on every record.
  const stack: unknown[] = [[value], -1];
  while (stack.length > 0) {
    const depth = stack.pop() as number;
    const v = stack.pop() as object;
    if (depth >= maxDepth) return -1;
    if (Array.isArray(v)) {
      bound += v.length + 2; // brackets and commas
      for (let i = 0; i < v.length; i++) {
        const b = leafBound(v[i], finite, storable);
        if (b >= 0) bound += b;
        else if (b === -1) stack.push(v[i], depth + 1);
        else flags |= -b - 1;
      }
    } else {
      bound += 2; // braces
      for (const name in v) {
        if (!Object.prototype.hasOwnProperty.call(v, name)) continue;
        const member = (v as Record<string, unknown>)[name];
        const b = leafBound(member, finite, storable);
        if (b >= 0) bound += b;
        else if (b === -1) stack.push(member, depth + 1);
        else flags |= -b - 1;
        bound += name.length * 6 + 4; // quotes, colon and comma
        if (storable && storableNames?.[name] !== true && isUnstorableText(name)) flags |= 2;
      }
    }
  }
  return flags & 1 ? -2 : flags & 2 ? -3 : bound;
}

/**
 * For scanWide: a scalar's upper bound in canonical JSON bytes, or
 * -1 for an array or object, -2 for a number that is not finite (when `finite`), -3 for unstorable
 * text (when `storable`).
 */
export function leafBound(member: unknown, finite: boolean, storable: boolean): number {
  if (typeof member === "string") return storable && isUnstorableText(member) ? -3 : member.length * 6 + 2;
  if (typeof member === "number") return finite && member - member !== 0 ? -2 : 25;
  if (member !== null && typeof member === "object") return -1;
  return 5;
}

/** PostgreSQL text and jsonb hold neither U+0000 nor an unpaired UTF-16 surrogate. */
export function isUnstorableText(leaf: unknown): boolean {
  if (typeof leaf !== "string") return false;
  // indexOf and isWellFormed (ES2024) are native scans, free on a one-byte string; a regular
  // expression's call overhead per string was most of a record's validation.
  const wellFormed = (leaf as { isWellFormed?: () => boolean }).isWellFormed;
  return (
    leaf.indexOf("\u0000") !== -1 ||
    (wellFormed ? !wellFormed.call(leaf) : /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(leaf))
  );
}

export function isNonFiniteNumber(leaf: unknown): boolean {
  return typeof leaf === "number" && !Number.isFinite(leaf);
}

/**
 * JSON Pointer of the first string, member name or number in `value` that `test` flags, or null.
 * "First" in canonical order (members by name, as RFC 8785 sorts them), so every language names
 * the same spot; a flagged member name is named by its member's pointer. `names` false: `test`
 * never flags a member name (it looks at numbers only), so names are not shown to it.
 */
export function locate(value: unknown, test: (leaf: unknown) => boolean, names = true): string | null {
  // A cheap pass first, leaves tested where they are met and only containers stacked; the
  // ordered pass with pointers runs only when something is flagged.
  let flagged = value === null || typeof value !== "object" ? test(value) : false;
  const scan: object[] = flagged || value === null || typeof value !== "object" ? [] : [value];
  while (scan.length > 0 && !flagged) {
    const v = scan.pop()!;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length && !flagged; i++) {
        const member: unknown = v[i];
        if (member !== null && typeof member === "object") scan.push(member);
        else flagged = test(member);
      }
    } else {
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length && !flagged; i++) {
        const member: unknown = (v as Record<string, unknown>)[keys[i]!];
        if (names && test(keys[i])) flagged = true;
        else if (member !== null && typeof member === "object") scan.push(member);
        else flagged = test(member);
      }
    }
  }
  if (!flagged) return null;
  const values: unknown[] = [value];
  const pointers: string[] = [""];
  while (values.length > 0) {
    const v = values.pop();
    const pointer = pointers.pop()!;
    if (v === null || typeof v !== "object") {
      if (test(v)) return pointer;
      continue;
    }
    const keys = Array.isArray(v) ? Object.keys(v) : Object.keys(v).sort();
    for (let i = keys.length - 1; i >= 0; i--) {
      const name = keys[i]!;
      const at = `${pointer}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      values.push((v as Record<string, unknown>)[name]);
      pointers.push(at);
      if (names && !Array.isArray(v)) {
        values.push(name); // popped before its member's value: the name is checked first
        pointers.push(at);
      }
    }
  }
  return null;
}
