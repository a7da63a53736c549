// The blobs' background round: remove what torn uploads and interrupted erasures left behind and,
// with BLOB_RETENTION_DAYS, erase blobs older than that. Replicas may each run it: every step is
// idempotent (an erasure marks the row first; removing removed bytes is a no-op).
import type { Logger } from "pino";
import { everyInterval, type Rounds } from "../log/rounds.ts";
import { eraseExpired, sweep } from "./erase.ts";
import type { BlobRoom } from "./upload.ts";

const DAY_MS = 86_400_000;

export interface BlobRoundOptions {
  intervalMs: number;
  /** BLOB_RETENTION_DAYS; undefined: keep blobs until erased one by one. */
  retentionDays: number | undefined;
  /** An upload begun this long ago and not finished is torn: no request lives that long. */
  tornAfterMs: number;
}

export function startBlobRounds(room: BlobRoom, log: Logger, options: BlobRoundOptions): Pick<Rounds, "stop"> {
  const round = async () => {
    const now = Date.now();
    const removed = await sweep(room, now - options.tornAfterMs);
    if (removed > 0) log.info({ removed }, "blobs: removed the bytes of torn uploads and unfinished erasures");
    if (options.retentionDays !== undefined) {
      const erased = await eraseExpired(room, now - options.retentionDays * DAY_MS, now, () => rounds.stopped);
      if (erased > 0) log.info({ erased, retention_days: options.retentionDays }, "blobs: erased blobs past BLOB_RETENTION_DAYS");
    }
  };
  const rounds = everyInterval(options.intervalMs, round, (error) => log.warn({ err: error }, "blobs: a round failed; the next one retries"));
  return rounds;
}
