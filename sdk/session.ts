// A client-side session: pins one session_id onto every record submitted through it.
import type { BatchAck, RecordAck, ScoreAck, ScoreValue } from "../generated/types/schema.ts";
import { withFields, type RecordInput, type SessionRecordInput } from "./records.ts";
import type { ScoreInput, SessionScoreOptions } from "./scores.ts";

/** What a Session submits through (the LedgerClient). */
export interface RecordSink {
  submit(record: RecordInput): Promise<RecordAck>;
  submitBatch(records: readonly RecordInput[]): Promise<BatchAck>;
  enqueue(record: RecordInput): string;
  score(score: ScoreInput): Promise<ScoreAck>;
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

  /**
   * Scores this session: `name` and `value`, with `source` (default `{ kind: "code" }`) and the
   * other members of a score in `options`. Each call is a new score (the SDK's own retries resend
   * the same one); to make a caller's retry a duplicate, pass the same `score_id` in `options`.
   */
  score(name: string, value: ScoreValue, options: SessionScoreOptions = {}): Promise<ScoreAck> {
    return this.#sink.score({ ...options, session_id: this.#id, name, value, source: options.source ?? { kind: "code" } });
  }

  // Into the caller's record, like the fields the client fills, so the same object resubmitted
  // is the same record (a frozen one gets a copy that shares its filled fields).
  #pin(record: SessionRecordInput): RecordInput {
    return withFields(record, { session_id: this.#id }) as RecordInput;
  }
}
