// Moving an agent's trace in and out as JSONL, one stored record per line, oldest first (the
// order in which an import can resolve every parent and upstream link); with proofs, each line
// carries the record's inclusion proof in a signed checkpoint (cli/lines.ts).
import fs from "node:fs";
import readline from "node:readline";
import { LedgerClient, NotFoundError, type Checkpoint, type ConnectionOptions, type StoredRecord } from "../sdk/index.ts";
import { checkpointLine, parseLine, recordLine } from "./lines.ts";
import { progress } from "./progress.ts";

const PAGE = 500;
const PROOFS_AT_ONCE = 8;
/** The SDK's (and the service's) batch limit. */
const BATCH = 50;

export interface ExportOptions {
  /** Append after the last record already in `out`. */
  resume: boolean;
  /** Start with a signed checkpoint and give every record its inclusion proof in it. */
  proofs: boolean;
}

/**
 * Writes the agent's trace to `out`, oldest first. With `resume`, appends after the last record
 * already in `out`: an export cut short goes on where it stopped, and a finished one picks up
 * only what arrived since. With `proofs`, the export ends at the checkpoint's size (records that
 * arrive meanwhile are in no checkpoint yet).
 */
export async function exportTrace(connection: ConnectionOptions, agentId: string, out: string, options: ExportOptions): Promise<number> {
  if (options.resume && options.proofs) throw new Error("--resume and --proofs do not go together: export with proofs again from the start");
  const client = new LedgerClient({ ...connection, agentId });
  const checkpoint = options.proofs ? await signedCheckpoint(client) : undefined;
  let after = options.resume ? lastRecordId(out) : undefined;
  const file = fs.createWriteStream(out, { flags: options.resume ? "a" : "w" });
  const shown = progress("exported");
  let total = 0;
  const limit = checkpoint?.tree_size ?? Infinity;
  try {
    if (checkpoint) await write(file, checkpointLine(checkpoint));
    while (total < limit) {
      const page = await client.getTrace({ order: "asc", after, limit: Math.min(PAGE, limit - total) });
      const lines: string[] = [];
      // A few proof requests at a time: fast, and well inside the key's rate limit.
      for (let i = 0; i < page.records.length; i += PROOFS_AT_ONCE) {
        const chunk = page.records.slice(i, i + PROOFS_AT_ONCE);
        lines.push(...(await Promise.all(chunk.map(async (record) => recordLine(record, checkpoint && (await client.getInclusionProof(record.record_id, checkpoint.tree_size)))))));
      }
      if (lines.length > 0) await write(file, lines.join(""));
      total += page.records.length;
      shown.add(page.records.length);
      after = page.next_cursor ?? undefined;
      if (after === undefined) break;
    }
  } finally {
    await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  const proved = checkpoint ? `, with proofs in checkpoint ${checkpoint.tree_size} signed by ${checkpoint.signer_address}` : "";
  shown.done(`exported ${total} records of ${agentId} to ${out}${options.resume ? " (resumed)" : ""}${proved}`);
  return total;
}

/** The agent's latest checkpoint if it is signed, else a new one (anchor() signs a custodial agent's). */
async function signedCheckpoint(client: LedgerClient): Promise<Checkpoint> {
  try {
    const latest = await client.getCheckpoint();
    if (latest.signature !== null) return latest;
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  return client.anchor();
}

/** The record_id of the last complete line of an export, if the file has one. */
function lastRecordId(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, "utf8");
  // A line without its newline was cut off mid-write: drop it, it will be written again.
  const complete = text.slice(0, text.lastIndexOf("\n") + 1);
  if (complete.length !== text.length) fs.truncateSync(file, Buffer.byteLength(complete));
  const last = complete.trimEnd().split("\n").at(-1);
  if (!last) return undefined;
  const line = parseLine(last);
  return "record" in line ? line.record.record_id : undefined;
}

function write(stream: fs.WriteStream, chunk: string): Promise<void> {
  return new Promise((resolve, reject) => (stream.write(chunk, (error) => (error ? reject(error) : resolve()))));
}

export interface ImportOutcome {
  stored: number;
  duplicates: number;
  /** Line number and why, for each record the service (or the SDK) refused. */
  failed: { line: number; code: string; message: string }[];
}

/**
 * Submits every record of a JSONL export to `agentId`, in batches, streaming. Idempotent through
 * record_id: a second import of the same file stores nothing and counts duplicates.
 */
export async function importTrace(connection: ConnectionOptions, agentId: string, file: string): Promise<ImportOutcome> {
  const client = new LedgerClient({ ...connection, agentId });
  const outcome: ImportOutcome = { stored: 0, duplicates: 0, failed: [] };
  const shown = progress("imported");
  let batch: { line: number; record: StoredRecord }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const ack = await client.submitBatch(batch.map((entry) => entry.record));
    ack.results.forEach((result, i) => {
      if ("code" in result) outcome.failed.push({ line: batch[i]!.line, code: result.code, message: result.message });
      else if (result.is_duplicate) outcome.duplicates++;
      else outcome.stored++;
    });
    shown.add(batch.length);
    batch = [];
  };
  let line = 0;
  for await (const text of readline.createInterface({ input: fs.createReadStream(file, "utf8"), crlfDelay: Infinity })) {
    line++;
    if (text.trim() === "") continue;
    let parsed: ReturnType<typeof parseLine>;
    try {
      parsed = parseLine(text);
    } catch (error) {
      outcome.failed.push({ line, code: "validation_failed", message: `not JSON: ${(error as Error).message}` });
      continue;
    }
    if (!("record" in parsed)) continue; // an export's checkpoint: nothing to submit
    batch.push({ line, record: parsed.record });
    if (batch.length === BATCH) await flush();
  }
  await flush();
  shown.done(`imported into ${agentId}: ${outcome.stored} stored, ${outcome.duplicates} already there, ${outcome.failed.length} refused`);
  return outcome;
}

/** Prints the agent's last `count` records, oldest first; with `follow`, then every new one as it arrives. */
export async function tail(connection: ConnectionOptions, agentId: string, count: number, follow: { intervalMs: number } | undefined, print: (record: StoredRecord) => void): Promise<void> {
  const client = new LedgerClient({ ...connection, agentId });
  const latest = await client.getTrace({ limit: count });
  const records = [...latest.records].reverse();
  records.forEach(print);
  if (!follow) return;
  let after = records.at(-1)?.record_id;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, follow.intervalMs));
    const page = await client.getTrace({ order: "asc", after, limit: PAGE });
    page.records.forEach(print);
    after = page.records.at(-1)?.record_id ?? after;
  }
}
