// The durable spool of background delivery, in files (Node only; see spool.ts). One directory
// per agent under spoolDir; each process owns the segments named after it and announces itself
// with a lock file holding its pid:
//   <spoolDir>/<agent_id>/<owner>.lock         owner = <pid>-<random>
//   <spoolDir>/<agent_id>/<owner>.<n>.jsonl    append-only, one record per line
// A segment whose owner's lock is gone or whose pid is dead is claimed by renaming it to the
// claimer's name (atomic: of two processes, one wins), then replayed; a replayed record that had
// already been stored answers as a duplicate. The fsync policy: each record is written (one
// write(2), no fsync) before enqueue returns, so a process crash loses none; the sender fsyncs
// in the libuv thread pool, never on the caller's thread, before each batch goes out, so a
// machine crash loses at most what was enqueued since the previous batch.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { RecoveredSegment, SegmentRef, Spool, SpoolLog } from "./spool.ts";

/** A segment is closed and a new one started past this size, so acknowledged ones can go. */
const SEGMENT_BYTES = 1 << 20;
const NEWLINE = 0x0a;
const SEGMENT = /^(\d+-[0-9a-f]+)\.(r?\d+)\.jsonl$/;

/** Owners open in this process: a lock with our pid is live only if it names one of them. */
const OPEN_OWNERS = new Set<string>();

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

  constructor(dir: string, log: SpoolLog) {
    this.#dir = dir;
    this.#log = log;
    fs.mkdirSync(dir, { recursive: true });
    // The lock comes before any segment: a segment without a lock belongs to no live process.
    fs.writeFileSync(this.#path(`${this.#owner}.lock`), String(process.pid), { flag: "wx" });
    OPEN_OWNERS.add(this.#owner);
    this.#claimOrphans();
  }

  append(line: string, bytes: number): SegmentRef {
    if (this.#current === undefined || this.#current.bytes >= SEGMENT_BYTES) this.#rotate();
    const segment = this.#current!;
    // Encoded into a kept buffer and written from there: `${line}\n` would be a new string to
    // flatten and encode again inside fs.writeSync, record after record.
    if (this.#line.length <= bytes) this.#line = Buffer.allocUnsafeSlow(Math.max(bytes + 1, this.#line.length * 2));
    this.#line.write(line, 0, bytes, "utf8");
    this.#line[bytes] = NEWLINE;
    segment.bytes += fs.writeSync(segment.fd!, this.#line, 0, bytes + 1);
    segment.unsettled++;
    return segment;
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
    OPEN_OWNERS.delete(this.#owner);
  }

  #rotate(): void {
    if (this.#current !== undefined) this.#seal(this.#current);
    const file = this.#path(`${this.#owner}.${this.#seq++}.jsonl`);
    this.#current = { file, fd: fs.openSync(file, "a"), bytes: 0, unsettled: 0, sealed: false };
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

  #claimOrphans(): void {
    for (const name of fs.readdirSync(this.#dir).sort()) {
      const match = SEGMENT.exec(name);
      if (match === null || match[1] === this.#owner || this.#isAlive(match[1]!)) continue;
      const claimed = this.#path(`${this.#owner}.r${this.#claimed.length}.jsonl`);
      try {
        fs.renameSync(this.#path(name), claimed);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // another process claimed it first
        throw error;
      }
      this.#claimed.push(claimed);
      fs.rmSync(this.#path(`${match[1]}.lock`), { force: true });
    }
  }

  #isAlive(owner: string): boolean {
    let pid: number;
    try {
      pid = Number(fs.readFileSync(this.#path(`${owner}.lock`), "utf8"));
    } catch {
      return false; // no lock: its owner closed or died before writing one
    }
    if (!Number.isInteger(pid) || pid <= 0) return false;
    // Our pid: another client of this process, or a previous process whose pid we were given.
    if (pid === process.pid) return OPEN_OWNERS.has(owner);
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  }

  #path(name: string): string {
    return path.join(this.#dir, name);
  }
}

/** fsync in the thread pool; a failure is left to the next sync or seal (the records stay queued meanwhile). */
function fsync(fd: number): Promise<void> {
  return new Promise((resolve) => fs.fsync(fd, () => resolve()));
}

function isRecordLine(line: string): boolean {
  try {
    const value = JSON.parse(line) as { record_id?: unknown } | null;
    return typeof value === "object" && value !== null && typeof value.record_id === "string";
  } catch {
    return false;
  }
}
