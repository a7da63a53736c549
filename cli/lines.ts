// The lines of a JSONL export. A plain export holds one stored record per line. An export with
// proofs (`export --proofs`) starts with the checkpoint they lead to, then one record per line
// with its inclusion proof:
//   {"checkpoint": Checkpoint}
//   {"record": StoredRecord, "proof": InclusionProof}
import type { Checkpoint, InclusionProof, StoredRecord } from "../sdk/index.ts";

export type ExportLine = { checkpoint: Checkpoint } | { record: StoredRecord; proof?: InclusionProof };

/** One line of either kind of export; throws on text that is not JSON. */
export function parseLine(text: string): ExportLine {
  const value = JSON.parse(text) as Record<string, unknown>;
  if (value !== null && typeof value === "object" && "checkpoint" in value) return value as { checkpoint: Checkpoint };
  if (value !== null && typeof value === "object" && "record" in value && "proof" in value) return value as { record: StoredRecord; proof: InclusionProof };
  return { record: value as unknown as StoredRecord };
}

export const checkpointLine = (checkpoint: Checkpoint) => `${JSON.stringify({ checkpoint })}\n`;
export const recordLine = (record: StoredRecord, proof?: InclusionProof) => `${JSON.stringify(proof ? { record, proof } : record)}\n`;
