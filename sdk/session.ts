// A client-side session: pins one session_id onto every record submitted through it.
import type { BatchAck, RecordAck } from "../generated/types/schema.ts";
import { withFields, type RecordInput, type SessionRecordInput } from "./records.ts";

/** What a Session submits through (the LedgerClient). */
export interface RecordSink {
  submit(record: RecordInput): Promise<RecordAck>;
  submitBatch(records: readonly RecordInput[]): Promise<BatchAck>;
  enqueue(record: RecordInput): string;
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

  /** Background mode: queues the record with this session's id; returns its record_id at once. */
  enqueue(record: SessionRecordInput): string {
    return this.#sink.enqueue(this.#pin(record));
  }

  submitBatch(records: readonly SessionRecordInput[]): Promise<BatchAck> {
    return this.#sink.submitBatch(records.map((record) => this.#pin(record)));
  }

  // Into the caller's record, like the fields the client fills, so the same object resubmitted
  // is the same record (a frozen one gets a copy that shares its filled fields).
  #pin(record: SessionRecordInput): RecordInput {
    return withFields(record, { session_id: this.#id }) as RecordInput;
  }
}
