// The modules a TypeScript source imports, read from its text (the rooms and the SDK's portability
// are checked this way, so a new file is checked as soon as it exists). A statement may span lines
// as a formatter writes it (`import {\n  a,\n  b,\n} from "x";`): up to its `from` nothing but a
// `;` ends it.

// A static import or re-export; an import for its side effects; a dynamic import (a formatter may
// break its argument onto a line of its own, with a trailing comma).
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*,?\s*\)/g;
const TYPE_ONLY = /(?:^|\n)\s*(?:import|export)\s+type\b[^;]*;/g;

/** Every specifier `text` imports or re-exports, in order, as written. */
export function importSpecifiers(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/** The same, leaving out `import type` / `export type` statements (they vanish at run time). */
export const valueImportSpecifiers = (text: string) => importSpecifiers(text.replace(TYPE_ONLY, "\n"));
