// The blobs' background round: remove what torn uploads and interrupted erasures left behind, erase
// blobs no record names once BLOB_ORPHAN_GRACE_HOURS have passed (an upload whose record was never
// stored) and, with BLOB_RETENTION_DAYS, blobs older than that. Replicas may each run it: every step is
// idempotent (an erasure marks the row first; removing removed bytes is a no-op).
import type { Logger } from "pino";
import { everyInterval, type Rounds } from "../log/rounds.ts";
import { eraseExpired, eraseOrphans, sweep } from "./erase.ts";
import type { BlobRoom } from "./upload.ts";

const DAY_MS = 86_400_000;
/** The most orphans one round erases: a round stays short; the next goes on. */
const ORPHANS_PER_ROUND = 1_000;

export interface BlobRoundOptions {
  intervalMs: number;
  /** BLOB_RETENTION_DAYS; undefined: keep blobs until erased one by one. */
  retentionDays: number | undefined;
  /** BLOB_ORPHAN_GRACE_HOURS in ms: how long a blob no record names is kept (its record may still be on its way). */
  orphanGraceMs: number;
  /** An upload begun this long ago and not finished is torn: no request lives that long. */
  tornAfterMs: number;
}

export function startBlobRounds(room: BlobRoom, log: Logger, options: BlobRoundOptions): Pick<Rounds, "stop"> {
  const round = async () => {
    const now = Date.now();
    const removed = await sweep(room, now - options.tornAfterMs);
    if (removed > 0) log.info({ removed }, "blobs: removed the bytes of torn uploads and unfinished erasures");
    const orphans = await eraseOrphans(room, now - options.orphanGraceMs, now, () => rounds.stopped, ORPHANS_PER_ROUND);
    if (orphans > 0) log.info({ erased: orphans, grace_ms: options.orphanGraceMs }, "blobs: erased blobs no record names");
    if (options.retentionDays !== undefined) {
      const erased = await eraseExpired(room, now - options.retentionDays * DAY_MS, now, () => rounds.stopped);
      if (erased > 0) log.info({ erased, retention_days: options.retentionDays }, "blobs: erased blobs past BLOB_RETENTION_DAYS");
    }
  };
  const rounds = everyInterval(options.intervalMs, round, (error) =>
    log.warn({ err: error }, "blobs: a round failed; the next one retries"),
  );
  return rounds;
}
