// The durable spool of background delivery, in files (Node only; see spool.ts). One directory
// per agent under spoolDir; each process owns the segments named after it and holds a lock on
// its lock file for as long as it lives (the file holds its pid, for people only):
//   <spoolDir>/<agent_id>/<owner>.lock         owner = <pid>-<random>
//   <spoolDir>/<agent_id>/<owner>.<n>.jsonl    append-only, one record per line
// A segment whose owner's lock file is gone, or not locked, is claimed by renaming it to the
// claimer's name (atomic: of two processes, one wins), then replayed; a replayed record that had
// already been stored answers as a duplicate. The kernel drops a lock with the process that held
// it, so liveness needs no pid (which another PID namespace may share). The fsync policy: each
// record is written whole before enqueue returns, so a process crash loses none; the sender
// fsyncs in the libuv thread pool, never on the caller's thread, before each batch goes out, so
// a machine crash loses at most what was enqueued since the previous batch.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { errorFor, validationError } from "./errors.ts";
import type { RecoveredSegment, SegmentRef, Spool, SpoolLog } from "./spool.ts";

/** A segment is closed and a new one started past this size, so acknowledged ones can go. */
const SEGMENT_BYTES = 1 << 20;
const NEWLINE = 0x0a;
const SEGMENT = /^(\d+-[0-9a-f]+)\.(r?\d+)\.jsonl$/;

/** Private: records are an agent's reasoning. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** The lock the other SDKs take too: an OFD fcntl lock on Linux, flock on macOS (fs-native-extensions). */
interface FileLocks {
  tryLock(fd: number): boolean;
}

/** null on Windows, where the other SDKs take no lock: there a segment is claimed only once its lock file is gone. */
let locks: FileLocks | null | undefined;

/** Loaded with the first spool, so that Node without a spool never loads the addon. */
function fileLocks(): FileLocks | null {
  if (locks !== undefined) return locks;
  if (process.platform === "win32") return (locks = null);
  try {
    locks = createRequire(import.meta.url)("fs-native-extensions") as FileLocks;
  } catch (error) {
    throw validationError(
      "background.spoolDir",
      `needs file locks, and fs-native-extensions does not load on ${process.platform}-${process.arch}: ${(error as Error).message}`,
    );
  }
  return locks;
}

interface Segment {
  file: string;
  fd: number | undefined;
  bytes: number;
  unsettled: number;
  sealed: boolean;
}

export function openFileSpool(dir: string, agentId: string, log: SpoolLog): Spool {
  return new FileSpool(path.join(dir, agentId.replace(/[^\w.-]/g, "_")), log);
}

class FileSpool implements Spool {
  readonly #dir: string;
  readonly #log: SpoolLog;
  readonly #owner = `${process.pid}-${randomBytes(4).toString("hex")}`;
  readonly #claimed: string[] = [];
  #current: Segment | undefined;
  #seq = 0;
  /** The line being written and its newline. */
  #line = Buffer.allocUnsafeSlow(8 << 10);
  /** fsyncs of segments sealed since the last sync; the next sync waits for them. */
  #sealing: Promise<void>[] = [];

  /** This process's lock file, locked until close (or the process's end). */
  readonly #lock: number;

  constructor(dir: string, log: SpoolLog) {
    this.#dir = dir;
    this.#log = log;
    const locking = fileLocks();
    fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    // Locked before any segment exists: a segment's owner is probed only once it has one.
    this.#lock = fs.openSync(this.#path(`${this.#owner}.lock`), "wx+", FILE_MODE);
    if (locking?.tryLock(this.#lock) === false) throw new Error(`spool: ${this.#owner}.lock is locked by another process`);
    fs.writeSync(this.#lock, String(process.pid));
    this.#claimOrphans(locking);
  }

  append(line: string, bytes: number): SegmentRef {
    if (this.#current === undefined || this.#current.bytes >= SEGMENT_BYTES) this.#rotate();
    const segment = this.#current!;
    // Encoded into a kept buffer and written from there: `${line}\n` would be a new string to
    // flatten and encode again inside fs.writeSync, record after record.
    if (this.#line.length <= bytes) this.#line = Buffer.allocUnsafeSlow(Math.max(bytes + 1, this.#line.length * 2));
    this.#line.write(line, 0, bytes, "utf8");
    this.#line[bytes] = NEWLINE;
    try {
      // A full disk may take part of a line before it refuses the rest.
      for (let written = 0; written <= bytes;) written += fs.writeSync(segment.fd!, this.#line, written, bytes + 1 - written);
    } catch (error) {
      this.#cutTornLine(segment);
      throw spoolWriteFailed(error, segment.file);
    }
    segment.bytes += bytes + 1;
    segment.unsettled++;
    return segment;
  }

  /** After a failed write: the segment ends at its last whole line again, or is closed so that no record follows a torn one. */
  #cutTornLine(segment: Segment): void {
    try {
      fs.ftruncateSync(segment.fd!, segment.bytes);
    } catch {
      this.#seal(segment);
      this.#current = undefined;
    }
  }

  sync(): Promise<void> {
    const pending = this.#sealing.splice(0);
    if (this.#current?.fd !== undefined) pending.push(fsync(this.#current.fd));
    return Promise.all(pending).then(() => undefined);
  }

  settle(ref: SegmentRef): void {
    const segment = ref as Segment;
    segment.unsettled--;
    if (segment.unsettled > 0) return;
    if (segment === this.#current) this.#current = undefined;
    this.#remove(segment);
  }

  recover(): RecoveredSegment | undefined {
    for (let file = this.#claimed.shift(); file !== undefined; file = this.#claimed.shift()) {
      const lines: string[] = [];
      let corrupt = 0;
      for (const line of fs.readFileSync(file, "utf8").split("\n")) {
        if (line === "") continue;
        if (isRecordLine(line)) lines.push(line);
        else corrupt++;
      }
      if (corrupt > 0) this.#log("warn", `spool: skipped ${corrupt} unreadable line(s) of ${file}`, { file, corrupt });
      const segment: Segment = { file, fd: undefined, bytes: 0, unsettled: lines.length, sealed: true };
      if (lines.length === 0) {
        this.#remove(segment);
        continue;
      }
      this.#log("info", `spool: replaying ${lines.length} record(s) of ${file}`, { file, records: lines.length });
      return { ref: segment, lines };
    }
    return undefined;
  }

  close(): void {
    if (this.#current !== undefined) this.#seal(this.#current, true);
    this.#current = undefined;
    // Without the lock, whatever is left here is the next process's to replay.
    fs.rmSync(this.#path(`${this.#owner}.lock`), { force: true });
    fs.closeSync(this.#lock);
  }

  #rotate(): void {
    if (this.#current !== undefined) this.#seal(this.#current);
    this.#current = undefined;
    const file = this.#path(`${this.#owner}.${this.#seq++}.jsonl`);
    let fd: number;
    try {
      fd = fs.openSync(file, "a", FILE_MODE);
    } catch (error) {
      throw spoolWriteFailed(error, file);
    }
    this.#current = { file, fd, bytes: 0, unsettled: 0, sealed: false };
  }

  /** Closes a full segment: fsync'ed and closed in the thread pool while enqueue goes on (at close(), here and now). */
  #seal(segment: Segment, now = false): void {
    segment.sealed = true;
    const fd = segment.fd;
    segment.fd = undefined;
    if (fd !== undefined && now) {
      fs.fsyncSync(fd);
      fs.closeSync(fd);
    } else if (fd !== undefined) {
      this.#sealing.push(fsync(fd).then(() => fs.close(fd, () => undefined)));
    }
    if (segment.unsettled === 0) this.#remove(segment);
  }

  #remove(segment: Segment): void {
    if (segment.fd !== undefined) fs.closeSync(segment.fd);
    segment.fd = undefined;
    fs.rmSync(segment.file, { force: true });
  }

  #claimOrphans(locking: FileLocks | null): void {
    // owner → its lock file while we hold its lock (null: no lock file), or false: it lives.
    const dead = new Map<string, number | null | false>();
    for (const name of fs.readdirSync(this.#dir).sort()) {
      const owner = SEGMENT.exec(name)?.[1];
      if (owner === undefined || owner === this.#owner) continue;
      if (!dead.has(owner)) dead.set(owner, this.#lockIfDead(locking, owner));
      if (dead.get(owner) === false) continue;
      const claimed = this.#path(`${this.#owner}.r${this.#claimed.length}.jsonl`);
      try {
        fs.renameSync(this.#path(name), claimed);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // another process claimed it first
        throw error;
      }
      this.#claimed.push(claimed);
    }
    for (const [owner, fd] of dead) {
      if (typeof fd !== "number") continue;
      fs.rmSync(this.#path(`${owner}.lock`), { force: true });
      fs.closeSync(fd);
    }
  }

  /** The dead owner's lock file, locked by us now (null: it has none); false while its owner holds it. */
  #lockIfDead(locking: FileLocks | null, owner: string): number | null | false {
    let fd: number;
    try {
      fd = fs.openSync(this.#path(`${owner}.lock`), "r+");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return null; // its owner closed or died before making one
      if (code === "EACCES" || code === "EPERM") return false; // another user's: never claimed
      throw error;
    }
    if (locking?.tryLock(fd)) return fd;
    fs.closeSync(fd);
    return false;
  }

  #path(name: string): string {
    return path.join(this.#dir, name);
  }
}

/** fsync in the thread pool; a failure is left to the next sync or seal (the records stay queued meanwhile). */
function fsync(fd: number): Promise<void> {
  return new Promise((resolve) => fs.fsync(fd, () => resolve()));
}

function spoolWriteFailed(error: unknown, file: string) {
  const reason = (error as Error).message;
  return errorFor({
    code: "spool_write_failed",
    message: `the record was not queued: ${file} could not hold it (${reason})`,
    details: { reason },
  });
}

/** A line the spool wrote whole: a record (its record_id) or a score (its score_id; enqueueScore). */
function isRecordLine(line: string): boolean {
  try {
    const value = JSON.parse(line) as { record_id?: unknown; score_id?: unknown } | null;
    return typeof value === "object" && value !== null && (typeof value.record_id === "string" || typeof value.score_id === "string");
  } catch {
    return false;
  }
}
