import fs from "node:fs";
import path from "node:path";

/**
 * Single-writer lock on an embedded (PGlite) data dir. Two PGlite instances on one dir raise no
 * error and silently lose each other's writes, so a second opener must be refused. The lock is
 * a file created exclusively, holding the owner's PID; a lock whose PID is no longer alive is
 * stale and taken over.
 */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

const LOCK_FILE_NAME = "trace-ledger.lock";

// Dirs locked by this process. A lock file naming our own PID but not listed here was left by
// an earlier process that had the same PID (a container restart often reuses it): stale.
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE_NAME);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!tryCreate(file)) {
    const holder = readHolder(file);
    if (holder !== undefined && isHeld(dir, holder)) {
      throw new Error(
        `Data dir ${dir} is in use by process ${holder} (lock file ${file}). ` +
          "Only one process may open an embedded database: stop that process or use another DATA_DIR.",
      );
    }
    // Stale: take it over. (Two processes taking over the same stale lock at the same instant
    // can both succeed; a restart race we accept.)
    fs.rmSync(file, { force: true });
    if (!tryCreate(file)) {
      throw new Error(`Data dir ${dir} was locked by another process while taking over a stale lock (${file}).`);
    }
  }
  heldHere.add(dir);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      heldHere.delete(dir);
      fs.rmSync(file, { force: true });
    },
  };
}

// Written aside and hard-linked into place, so the lock never exists without its PID.
function tryCreate(file: string): boolean {
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, `${process.pid}\n`);
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isHeld(dir: string, pid: number): boolean {
  if (pid === process.pid) return heldHere.has(dir);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
