// `trace-ledger verify`: checks an export made with `--proofs` offline, with nothing but the SDK:
// the checkpoint's signature by the agent's wallet, and every record's inclusion in it. The leaf
// indices must run 0, 1, 2 … up to the checkpoint's size, so a removed, added or reordered line
// fails too.
import fs from "node:fs";
import readline from "node:readline";
import { toChecksumAddress, verifyCheckpoint, verifyRecord, type Checkpoint } from "../sdk/index.ts";
import { parseLine } from "./lines.ts";

export type Verdict = { ok: true; records: number; checkpoint: Checkpoint; address: string } | { ok: false; line: number; reason: string };

/**
 * Verifies the export in `file` against `address` (the agent's anchor wallet as the verifier
 * knows it; by default the address the checkpoint names, which proves the file is consistent
 * with itself and that wallet, not whose wallet it is).
 */
export async function verifyExport(file: string, address?: string): Promise<Verdict> {
  let checkpoint: Checkpoint | undefined;
  let signer = "";
  let records = 0;
  let line = 0;
  for await (const text of readline.createInterface({ input: fs.createReadStream(file, "utf8"), crlfDelay: Infinity })) {
    line++;
    if (text.trim() === "") continue;
    const fail = (reason: string): Verdict => ({ ok: false, line, reason });
    let parsed: ReturnType<typeof parseLine>;
    try {
      parsed = parseLine(text);
    } catch (error) {
      return fail(`not JSON: ${(error as Error).message}`);
    }
    if ("checkpoint" in parsed) {
      if (checkpoint) return fail("a second checkpoint: verify one export at a time");
      checkpoint = parsed.checkpoint;
      signer = toChecksumAddress(address ?? checkpoint.signer_address);
      if (!verifyCheckpoint(checkpoint, signer)) return fail(`checkpoint ${checkpoint.tree_size} is not signed by ${signer}, or was changed after signing`);
      continue;
    }
    if (!checkpoint) return fail("no checkpoint first: this is not an export made with --proofs");
    if (!parsed.proof) return fail(`record ${parsed.record.record_id} has no proof`);
    if (parsed.proof.leaf_index !== records) return fail(`expected leaf ${records}, found leaf ${parsed.proof.leaf_index}: lines were removed, added or reordered`);
    const verdict = verifyRecord(parsed.record, parsed.proof, checkpoint, signer);
    if (!verdict.ok) return fail(verdict.reason);
    records++;
  }
  if (!checkpoint) return { ok: false, line, reason: "no checkpoint: this is not an export made with --proofs" };
  if (records !== checkpoint.tree_size) {
    return { ok: false, line, reason: `the file holds ${records} of the checkpoint's ${checkpoint.tree_size} records: lines were removed` };
  }
  return { ok: true, records, checkpoint, address: signer };
}
