// What the other rooms report to the metrics room: plain calls on in-process counters, so the
// records, log, blobs and auth rooms never import the Prometheus client, and a room used without
// metrics (tests, tools) gets the no-op sink. Labels are bounded by construction: operation ids,
// status codes, error codes, fixed enumerations; never an agent, owner, key or record.

/** What the HTTP side reports once per answered request. */
export interface RequestMetrics {
  /** `operation` is an operationId of generated/operations.ts, or "unmatched". */
  answered(operation: string, status: number, seconds: number): void;
}

export interface MetricsSink extends RequestMetrics {
  /** Records newly stored (duplicates are not). */
  recordsStored(count: number): void;
  /** A record refused, by its error code (in a batch, each refused record counts once). */
  recordRefused(code: string): void;
  /** Scores newly stored (duplicates are not). */
  scoresStored(count: number): void;
  /** A group-commit transaction started with this many records. */
  ingestBatch(records: number): void;
  /** Records waiting for a group-commit transaction, now. */
  ingestQueued(records: number): void;
  /** Blob bytes catalogued, or erased. */
  blobBytes(event: "stored" | "erased", bytes: number): void;
  /** A request refused with 429: over its key's limit, or from an address throttled after failed authentications. */
  rateLimited(limit: "key" | "address"): void;
}

const nothing = () => {};

export const noMetrics: MetricsSink = {
  answered: nothing,
  recordsStored: nothing,
  recordRefused: nothing,
  scoresStored: nothing,
  ingestBatch: nothing,
  ingestQueued: nothing,
  blobBytes: nothing,
  rateLimited: nothing,
};
