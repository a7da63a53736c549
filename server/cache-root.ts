// node_modules/.cache/trace-ledger: what `npm ci` builds for the service (the PGlite template,
// the viewer). Found from an installed package rather than from this file, which may run from a
// bundle elsewhere (scripts/run-ts.mjs); removed with node_modules, so never stale across installs.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** An installed package's root, found from its entry point (an exports map may hide package.json). */
export function packageRoot(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  while (!fs.existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return dir;
}

const PGLITE_ROOT = packageRoot("@electric-sql/pglite");

export const CACHE_ROOT = path.join(PGLITE_ROOT, "../../.cache/trace-ledger");

/** The repository (or installed copy) the service runs from: the folder holding its node_modules. */
export const REPOSITORY_ROOT = path.join(PGLITE_ROOT, "../../..");
