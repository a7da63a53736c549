// A client-side session: pins one session_id onto every record submitted through it.
import type { BatchAck, RecordAck } from "../generated/types/schema.ts";
import type { RecordInput, SessionRecordInput } from "./records.ts";

/** What a Session submits through (the LedgerClient). */
export interface RecordSink {
  submit(record: RecordInput): Promise<RecordAck>;
  submitBatch(records: readonly RecordInput[]): Promise<BatchAck>;
}

export class Session {
  readonly #id: string;
  readonly #sink: RecordSink;

  constructor(sink: RecordSink, id: string) {
    this.#sink = sink;
    this.#id = id;
  }

  get id(): string {
    return this.#id;
  }

  /** Submits with this session's id (it replaces any `session_id` on the record). */
  submit(record: SessionRecordInput): Promise<RecordAck> {
    return this.#sink.submit(this.#pin(record));
  }

  submitBatch(records: readonly SessionRecordInput[]): Promise<BatchAck> {
    return this.#sink.submitBatch(records.map((record) => this.#pin(record)));
  }

  // Into the caller's record, like the fields the client fills, so the same object resubmitted
  // is the same record; a frozen record is copied instead.
  #pin(record: SessionRecordInput): RecordInput {
    if (!Object.isExtensible(record) || Object.isFrozen(record)) return { ...record, session_id: this.#id };
    const pinned = record as RecordInput;
    pinned.session_id = this.#id;
    return pinned;
  }
}
