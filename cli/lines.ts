// The lines of a JSONL export. A plain export holds one stored record per line, and an erased
// record's tombstone as a line of its own. An export with proofs (`export --proofs`) starts with
// the checkpoint they lead to, then one record (or tombstone) per line with its inclusion proof:
//   {"checkpoint": Checkpoint}
//   {"record": StoredRecord, "proof": InclusionProof}
//   {"tombstone": RecordTombstone, "proof"?: InclusionProof}
// With `--scores`, the agent's scores follow the records, one per line: with proofs, after the
// scores log's checkpoint note and the service's log key (cli/scores.ts):
//   {"scores_checkpoint": {"note": "<signed note>", "verifier_key": "<log key>"}}
//   {"score": StoredScore, "proof": InclusionProof}
import fs from "node:fs";
import {
  isTombstone,
  type Checkpoint,
  type InclusionProof,
  type ReadRecord,
  type RecordTombstone,
  type StoredRecord,
  type StoredScore,
} from "../sdk/index.ts";
import { parseJson } from "../protocol/json-text.ts";

export interface ScoresCheckpoint {
  note: string;
  verifier_key: string;
}

export type ExportLine =
  | { checkpoint: Checkpoint }
  | { record: StoredRecord; proof?: InclusionProof }
  | { tombstone: RecordTombstone; proof?: InclusionProof }
  | { scores_checkpoint: ScoresCheckpoint }
  | { score: StoredScore; proof?: InclusionProof };

/**
 * The longest line read: a record's wire bound (6 × its 64 KiB canonical cap, the longest escape
 * of a byte) plus room for its proof. A longer line is refused unread, never held in memory.
 */
export const MAX_LINE_BYTES = 512 * 1024;

/** One line of a file: its text, or why it cannot be read (too long, not UTF-8). */
export type Line = { number: number; text: string } | { number: number; refused: string };

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The lines of `file`, streamed as bytes: a line that is not valid UTF-8 is refused (rather than
 * read with U+FFFD in place of its bad bytes), and so is one over `maxBytes`. A CR before the
 * LF is dropped.
 */
export async function* readLines(file: string, maxBytes = MAX_LINE_BYTES): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let size = 0;
  let number = 0;
  const finish = (): Line => {
    number++;
    const bytes = Buffer.concat(parts, size);
    const over = size > maxBytes;
    parts = [];
    size = 0;
    if (over) return { number, refused: `is over ${maxBytes} bytes` };
    const end = bytes.at(-1) === 0x0d ? bytes.length - 1 : bytes.length;
    try {
      return { number, text: utf8.decode(bytes.subarray(0, end)) };
    } catch {
      return { number, refused: "is not valid UTF-8" };
    }
  };
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let newline = chunk.indexOf(0x0a); newline !== -1; newline = chunk.indexOf(0x0a, start)) {
      take(chunk.subarray(start, newline));
      yield finish();
      start = newline + 1;
    }
    take(chunk.subarray(start));
  }
  if (size > 0) yield finish();

  function take(bytes: Buffer) {
    // Past the cap only the count goes on: the line will be refused.
    if (size + bytes.length <= maxBytes) parts.push(bytes);
    size += bytes.length;
  }
}

/** One line of either kind of export; throws on text that is not JSON or names a member twice. */
export function parseLine(text: string): ExportLine {
  const value = parseJson(text) as Record<string, unknown>;
  if (value !== null && typeof value === "object" && "checkpoint" in value) return value as { checkpoint: Checkpoint };
  // A record holds no member named `tombstone` (the schema admits none).
  if (value !== null && typeof value === "object" && "tombstone" in value)
    return value as { tombstone: RecordTombstone; proof?: InclusionProof };
  if (value !== null && typeof value === "object" && "scores_checkpoint" in value) return value as { scores_checkpoint: ScoresCheckpoint };
  if (value !== null && typeof value === "object" && "score" in value) return value as { score: StoredScore; proof?: InclusionProof };
  if (value !== null && typeof value === "object" && "record" in value && "proof" in value)
    return value as { record: StoredRecord; proof: InclusionProof };
  return { record: value as unknown as StoredRecord };
}

export const checkpointLine = (checkpoint: Checkpoint) => `${JSON.stringify({ checkpoint })}\n`;
export function recordLine(read: ReadRecord, proof?: InclusionProof): string {
  if (isTombstone(read)) return `${JSON.stringify(proof ? { tombstone: read, proof } : { tombstone: read })}\n`;
  return `${JSON.stringify(proof ? { record: read, proof } : read)}\n`;
}
export const scoresCheckpointLine = (checkpoint: ScoresCheckpoint) => `${JSON.stringify({ scores_checkpoint: checkpoint })}\n`;
export const scoreLine = (score: StoredScore, proof?: InclusionProof) => `${JSON.stringify(proof ? { score, proof } : { score })}\n`;
