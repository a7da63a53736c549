// A new PGlite data directory costs an initdb: ~4 s and ~850 MB at peak, because PGlite boots a
// second instance to bootstrap the cluster. Every new data directory of one PGlite version starts
// out identical, so the cluster is bootstrapped once into a template next to the installed
// package (`npm ci` does it, see scripts/pglite-template.ts) and each new data directory is a
// copy of it: a first start then costs what a restart costs.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { CACHE_ROOT, packageRoot } from "../cache-root.ts";

const PGLITE_VERSION: string = JSON.parse(fs.readFileSync(path.join(packageRoot("@electric-sql/pglite"), "package.json"), "utf8")).version;

/** node_modules/.cache/trace-ledger/pglite-<version>: removed with node_modules, never stale. */
export const TEMPLATE_DIR = path.join(CACHE_ROOT, `pglite-${PGLITE_VERSION}`);

// A directory holds a cluster once it has PG_VERSION; PGlite bootstraps any directory without it.
const MARKER = "PG_VERSION";
const hasCluster = (dir: string) => fs.existsSync(path.join(dir, MARKER));

/**
 * Makes the template if there is none. Processes racing here each bootstrap into a staging
 * directory of their own and the first rename wins. Returns undefined, after saying why, when
 * the template cannot be written (a read-only install): PGlite then bootstraps in place.
 */
export async function ensureTemplate(warn: (message: string) => void = console.warn): Promise<string | undefined> {
  if (hasCluster(TEMPLATE_DIR)) return TEMPLATE_DIR;
  const staging = `${TEMPLATE_DIR}.${process.pid}.${randomUUID()}`;
  try {
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    const { PGlite } = await import("@electric-sql/pglite");
    await (await PGlite.create({ dataDir: staging })).close();
    fs.renameSync(staging, TEMPLATE_DIR);
  } catch (error) {
    if (hasCluster(TEMPLATE_DIR)) return TEMPLATE_DIR; // another process won the race
    warn(`no PGlite template at ${TEMPLATE_DIR} (${(error as Error).message}); new data dirs are bootstrapped in place`);
    return undefined;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return TEMPLATE_DIR;
}

/** Fills a data directory that holds no cluster yet from the template, when there is one. */
export async function seedDataDir(dataDir: string, warn?: (message: string) => void): Promise<void> {
  if (hasCluster(dataDir)) return;
  const template = await ensureTemplate(warn);
  if (!template) return;
  // The marker goes last, so a copy cut short by a crash is redone rather than opened.
  fs.cpSync(template, dataDir, { recursive: true, filter: (source) => path.relative(template, source) !== MARKER });
  fs.copyFileSync(path.join(template, MARKER), path.join(dataDir, MARKER));
}
