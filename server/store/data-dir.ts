// The embedded database's data dir holds every record and the dev wallet KEK: only the service's
// user may read it. PGlite writes some of its files readable by others (pg_internal.init: 0644,
// whatever the umask), so the modes are set here, at every open, after PGlite's start and at its
// close, which also mends dirs made by older versions.
import fs from "node:fs";
import path from "node:path";

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Makes `dir` and everything under it private to this user (dirs 0700, files 0600). */
export function restrictToOwner(dir: string): void {
  fs.chmodSync(dir, DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(full);
    else if (entry.isFile()) fs.chmodSync(full, FILE_MODE);
  }
}
