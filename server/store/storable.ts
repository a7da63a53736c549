// PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses unpaired UTF-16 surrogates
// (JSON.stringify writes them as \udXXX escapes). Either would fail a whole write statement, so
// callers refuse such input first, as a validation error.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why such text is refused, as `details.reason` of validation_failed. */
export const UNSTORABLE_REASON = "holds a NUL character or an unpaired surrogate, which cannot be stored";

/** Path (`a.b[2]`) of the first string or member name PostgreSQL cannot store, or null if all are storable. */
export function findUnstorableText(value: unknown, path = ""): string | null {
  if (typeof value === "string") return UNSTORABLE.test(value) ? path || "$" : null;
  if (Array.isArray(value)) {
    for (const [index, element] of value.entries()) {
      const found = findUnstorableText(element, `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [name, member] of Object.entries(value)) {
      const memberPath = path ? `${path}.${name}` : name;
      if (UNSTORABLE.test(name)) return memberPath;
      const found = findUnstorableText(member, memberPath);
      if (found !== null) return found;
    }
  }
  return null;
}
