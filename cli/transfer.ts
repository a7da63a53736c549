// Moving an agent's trace in and out as JSONL, one stored record per line, oldest first (the
// order in which an import can resolve every parent and upstream link); with proofs, each line
// carries the record's inclusion proof in a signed checkpoint (cli/lines.ts).
import fs from "node:fs";
import { Core } from "../sdk/core.ts";
import { IdempotencyConflictError, LedgerClient, NotFoundError, ValidationError, SUPPORTED_SCHEMA_VERSIONS, type Checkpoint, type ConnectionOptions, type StoredRecord } from "../sdk/index.ts";
import { checkpointLine, parseLine, readLines, recordLine } from "./lines.ts";
import { progress } from "./progress.ts";
import { openExportTarget } from "./target.ts";

const PAGE = 500;
const PROOFS_AT_ONCE = 8;
/** The SDK's (and the service's) batch limit. */
const BATCH = 50;

export interface ExportOptions {
  /** Append after the last record already in `out`. */
  resume: boolean;
  /** Start with a signed checkpoint and give every record its inclusion proof in it. */
  proofs: boolean;
  /** Write through `out` when it is a symbolic link (refused otherwise). */
  followSymlinks?: boolean;
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
  const target = openExportTarget(out, agentId, { resume: options.resume, followSymlinks: options.followSymlinks === true });
  const file = fs.createWriteStream("", { fd: target.fd });
  let after = target.after;
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

function write(stream: fs.WriteStream, chunk: string): Promise<void> {
  return new Promise((resolve, reject) => (stream.write(chunk, (error) => (error ? reject(error) : resolve()))));
}

export interface ImportOutcome {
  stored: number;
  duplicates: number;
  /** Line number and why, for each record the service (or the SDK) refused. */
  failed: { line: number; code: string; message: string }[];
}

/** Whether the SDK can judge the record's schema_version itself (it knows the version's rules). */
const knownVersion = (record: StoredRecord) => (SUPPORTED_SCHEMA_VERSIONS as readonly unknown[]).includes(record.schema_version);

/**
 * Submits every record of a JSONL export to `agentId`, in batches, streaming. Idempotent through
 * record_id: a second import of the same file stores nothing and counts duplicates — also for a
 * record whose schema version was retired since the export (or is newer than this CLI): the SDK
 * cannot judge those, so they go to the service one by one, which answers a duplicate if the
 * record is stored, else 422 schema_version_unsupported naming the versions it takes
 * (docs/decisions.md, "Importing records of a version the CLI does not know").
 */
export async function importTrace(connection: ConnectionOptions, agentId: string, file: string): Promise<ImportOutcome> {
  const client = new LedgerClient({ ...connection, agentId });
  const core = new Core(connection);
  const outcome: ImportOutcome = { stored: 0, duplicates: 0, failed: [] };
  const shown = progress("imported");
  const submitAlone = async (line: number, record: StoredRecord) => {
    try {
      const ack = await core.request("submitRecord", { params: { agent_id: agentId }, body: record });
      if (ack.is_duplicate) outcome.duplicates++;
      else outcome.stored++;
    } catch (error) {
      // The record's own refusal, as a batch reports it; anything else (auth, network) ends the import.
      if (!(error instanceof ValidationError || error instanceof IdempotencyConflictError)) throw error;
      outcome.failed.push({ line, code: error.code, message: error.message });
    }
    shown.add(1);
  };
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
  for await (const read of readLines(file)) {
    const line = read.number;
    if ("refused" in read) {
      outcome.failed.push({ line, code: "validation_failed", message: `the line ${read.refused}` });
      continue;
    }
    if (read.text.trim() === "") continue;
    let parsed: ReturnType<typeof parseLine>;
    try {
      parsed = parseLine(read.text);
    } catch (error) {
      outcome.failed.push({ line, code: "validation_failed", message: `not I-JSON: ${(error as Error).message}` });
      continue;
    }
    if (!("record" in parsed)) continue; // an export's checkpoint: nothing to submit
    if (!knownVersion(parsed.record)) {
      await flush(); // in file order: a parent goes before the records naming it
      await submitAlone(line, parsed.record);
      continue;
    }
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
