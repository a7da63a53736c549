// `trace-ledger verify`: checks an export made with `--proofs` offline, with nothing but the SDK:
// the checkpoint's signature by the agent's wallet, and every record's inclusion in it. The leaf
// indices must run 0, 1, 2 … up to the checkpoint's size, so a removed, added or reordered line
// fails too. An erased record's tombstone is checked the same way, by the digest it keeps. An
// export with `--scores` also holds the agent's scores, each checked against the scores log's
// checkpoint note signed by the service's log key (cli/scores.ts).
import { toChecksumAddress, verifyCheckpoint, verifyRecord, verifyTombstone, type Checkpoint } from "../sdk/index.ts";
import { attachmentsOf, checkBlob } from "./blobs.ts";
import { parseLine, readLines } from "./lines.ts";
import { scoreChecker } from "./scores.ts";
import { plural } from "./words.ts";

/** An attachment whose blob was erased: the record still verifies, its content is gone. */
export interface ErasedAttachment {
  recordId: string;
  digest: string;
  field?: string;
  erasedAtMs: number;
}

export type Verdict =
  | {
      ok: true;
      records: number;
      erased: number;
      checkpoint: Checkpoint;
      address: string;
      attachments?: { verified: number; erased: ErasedAttachment[] };
      scores?: { scores: number; treeSize: number; keyName: string };
    }
  | { ok: false; line: number; reason: string };

/**
 * Whom the checkpoint must be signed by: the agent's anchor wallet as the verifier knows it, or
 * (`"file"`) whatever address the checkpoint names — which proves only that the file is
 * consistent with itself: anyone can rebuild the tree over altered records and sign it with a
 * wallet of their own.
 */
export type ExpectedSigner = { address: string } | "file";

/**
 * Verifies the export in `file` against `expected`; with `blobs` (an export's --blobs directory),
 * every attachment's bytes too; its scores, if any, against `logKey` (the service's log key as the
 * verifier knows it; `"file"`: the key the file names, as for the address).
 */
export async function verifyExport(file: string, expected: ExpectedSigner, blobs?: string, logKey?: string | "file"): Promise<Verdict> {
  const attachments = { verified: 0, erased: [] as ErasedAttachment[] };
  let checkpoint: Checkpoint | undefined;
  let scores: ReturnType<typeof scoreChecker> | undefined;
  let signer = "";
  let records = 0;
  let erased = 0;
  let line = 0;
  for await (const read of readLines(file)) {
    line = read.number;
    const fail = (reason: string): Verdict => ({ ok: false, line, reason });
    if ("refused" in read) return fail(`the line ${read.refused}`);
    if (read.text.trim() === "") continue;
    let parsed: ReturnType<typeof parseLine>;
    try {
      parsed = parseLine(read.text);
    } catch (error) {
      return fail(`not I-JSON: ${(error as Error).message}`);
    }
    if ("checkpoint" in parsed) {
      if (checkpoint) return fail("a second checkpoint: verify one export at a time");
      checkpoint = parsed.checkpoint;
      signer = toChecksumAddress(expected === "file" ? checkpoint.signer_address : expected.address);
      if (!verifyCheckpoint(checkpoint, signer))
        return fail(`checkpoint ${checkpoint.tree_size} is not signed by ${signer}, or was changed after signing`);
      scores = scoreChecker(checkpoint.agent_id);
      continue;
    }
    if (!checkpoint || !scores) return fail("no checkpoint first: this is not an export made with --proofs");
    if ("scores_checkpoint" in parsed) {
      const key = logKey === "file" ? parsed.scores_checkpoint.verifier_key : logKey;
      if (key === undefined)
        return fail("the file holds scores: pass --log-key <the service's log key, as you know it: GET /v1/log/verifier-key>");
      const why = scores.checkpoint(parsed.scores_checkpoint, key);
      if (why) return fail(why);
      continue;
    }
    if ("score" in parsed) {
      const why = scores.score(parsed.score, parsed.proof);
      if (why) return fail(why);
      continue;
    }
    if ("tombstone" in parsed) {
      const { tombstone, proof } = parsed;
      if (!proof) return fail(`erased record ${tombstone.record_id} has no proof`);
      if (proof.leaf_index !== records)
        return fail(`expected leaf ${records}, found leaf ${proof.leaf_index}: lines were removed, added or reordered`);
      const verdict = verifyTombstone(tombstone, proof, checkpoint, signer);
      if (!verdict.ok) return fail(verdict.reason);
      erased++;
      records++;
      continue;
    }
    if (!parsed.proof) return fail(`record ${parsed.record.record_id} has no proof`);
    if (parsed.proof.leaf_index !== records)
      return fail(`expected leaf ${records}, found leaf ${parsed.proof.leaf_index}: lines were removed, added or reordered`);
    const verdict = verifyRecord(parsed.record, parsed.proof, checkpoint, signer);
    if (!verdict.ok) return fail(verdict.reason);
    if (blobs !== undefined) {
      for (const ref of attachmentsOf(parsed.record)) {
        const checked = await checkBlob(blobs, ref);
        if (!checked.ok) return fail(`record ${parsed.record.record_id}: ${checked.reason}`);
        if (checked.erasedAtMs === undefined) attachments.verified++;
        else
          attachments.erased.push({
            recordId: parsed.record.record_id,
            digest: ref.digest,
            ...(ref.field !== undefined && { field: ref.field }),
            erasedAtMs: checked.erasedAtMs,
          });
      }
    }
    records++;
  }
  if (!checkpoint) return { ok: false, line, reason: "no checkpoint: this is not an export made with --proofs" };
  if (records !== checkpoint.tree_size) {
    return {
      ok: false,
      line,
      reason: `the file holds ${records} of the checkpoint's ${checkpoint.tree_size} ${plural(checkpoint.tree_size, "record")}: lines were removed`,
    };
  }
  const scored = scores?.done();
  if (scored && "missing" in scored) return { ok: false, line, reason: scored.missing };
  return {
    ok: true,
    records,
    erased,
    checkpoint,
    address: signer,
    ...(blobs !== undefined && { attachments }),
    ...(scored && { scores: scored }),
  };
}
