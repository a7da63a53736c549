// What background delivery needs from a durable spool, and how the runtime provides one. The
// portable SDK knows only this interface; the Node entry (node.ts) plugs in the file spool
// (file-spool.ts) and the exit hooks, so browsers never load Node built-ins.

/** One spool segment's handle: delivery reports each of its records settled through it. */
export type SegmentRef = object;

export interface RecoveredSegment {
  ref: SegmentRef;
  /** The segment's records as they were queued, one JSON text each. */
  lines: string[];
}

export interface Spool {
  /** Appends one record (one line; `bytes` its UTF-8 length) before it is queued; returns the segment that holds it, or raises `spool_write_failed` with nothing of it left. */
  append(line: string, bytes: number): SegmentRef;
  /** Makes every appended line durable (fsync, off the caller's thread); awaited before each batch is sent. */
  sync(): Promise<void>;
  /** One record of `ref` was acknowledged or failed for good: a segment with none left is deleted. */
  settle(ref: SegmentRef): void;
  /** The next segment left by a process that died (claimed by this one), or undefined. */
  recover(): RecoveredSegment | undefined;
  /** Releases this process's claim; segments with unsettled records stay for the next process. */
  close(): void;
}

export type SpoolLog = (level: "info" | "warn", message: string, fields: Record<string, unknown>) => void;

/** What the runtime offers background delivery beyond the portable core. */
export interface Platform {
  openSpool(dir: string, agentId: string, log: SpoolLog): Spool;
  /** A string's UTF-8 length, natively (the portable count walks the string in JavaScript). */
  utf8Length(text: string): number;
  /** Runs `flush` before the process exits (Node: beforeExit, SIGTERM); returns the unregistration. */
  onExit(flush: () => Promise<unknown>): () => void;
}

let platform: Platform | undefined;

/** Called by the Node entry when it loads. */
export function usePlatform(p: Platform): void {
  platform = p;
}

export function currentPlatform(): Platform | undefined {
  return platform;
}
