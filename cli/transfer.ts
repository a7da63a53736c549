// Moving an agent's trace in and out as JSONL, one stored record per line, oldest first (the
// order in which an import can resolve every parent and upstream link).
import fs from "node:fs";
import readline from "node:readline";
import { LedgerClient, type ConnectionOptions, type StoredRecord } from "../sdk/index.ts";
import { progress } from "./progress.ts";

const PAGE = 500;
/** The SDK's (and the service's) batch limit. */
const BATCH = 50;

/**
 * Writes the agent's trace to `out`, oldest first. With `resume`, appends after the last record
 * already in `out`: an export cut short goes on where it stopped, and a finished one picks up
 * only what arrived since.
 */
export async function exportTrace(connection: ConnectionOptions, agentId: string, out: string, resume: boolean): Promise<number> {
  const client = new LedgerClient({ ...connection, agentId });
  let after = resume ? lastRecordId(out) : undefined;
  const file = fs.createWriteStream(out, { flags: resume ? "a" : "w" });
  const shown = progress("exported");
  let total = 0;
  try {
    do {
      const page = await client.getTrace({ order: "asc", after, limit: PAGE });
      if (page.records.length > 0) await write(file, page.records.map((record) => `${JSON.stringify(record)}\n`).join(""));
      total += page.records.length;
      shown.add(page.records.length);
      after = page.next_cursor ?? undefined;
    } while (after !== undefined);
  } finally {
    await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  shown.done(`exported ${total} records of ${agentId} to ${out}${resume ? " (resumed)" : ""}`);
  return total;
}

/** The record_id of the last complete line of an export, if the file has one. */
function lastRecordId(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, "utf8");
  // A line without its newline was cut off mid-write: drop it, it will be written again.
  const complete = text.slice(0, text.lastIndexOf("\n") + 1);
  if (complete.length !== text.length) fs.truncateSync(file, Buffer.byteLength(complete));
  const last = complete.trimEnd().split("\n").at(-1);
  return last ? (JSON.parse(last) as StoredRecord).record_id : undefined;
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
    let record: StoredRecord;
    try {
      record = JSON.parse(text) as StoredRecord;
    } catch (error) {
      outcome.failed.push({ line, code: "validation_failed", message: `not JSON: ${(error as Error).message}` });
      continue;
    }
    batch.push({ line, record });
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
