// Moving an agent's trace in and out as JSONL, one stored record per line, oldest first (the
// order in which an import can resolve every parent and upstream link); with proofs, each line
// carries the record's inclusion proof in a signed checkpoint (cli/lines.ts). An erased record is
// its tombstone's line: exported with its proof, imported as nothing (its content is gone).
import fs from "node:fs";
import { Core } from "../sdk/core.ts";
import {
  IdempotencyConflictError,
  LedgerClient,
  SUPPORTED_SCHEMA_VERSIONS,
  ValidationError,
  isTombstone,
  type Checkpoint,
  type ReadRecord,
  type StoredRecord,
} from "../sdk/index.ts";
import { attachmentsOf, erasedOn, exportBlob, importBlob } from "./blobs.ts";
import type { Connection } from "./connection.ts";
import { checkpointLine, parseLine, readLines, recordLine } from "./lines.ts";
import { progress } from "./progress.ts";
import { exportScores, scoreImporter, type ScoreImport } from "./scores.ts";
import { openExportTarget } from "./target.ts";
import { plural } from "./words.ts";

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
  /** Also write the blobs the exported records attach to this directory (cli/blobs.ts). */
  blobs?: string;
  /** Also write the agent's scores after its records (with `proofs`, with theirs: cli/scores.ts). */
  scores?: boolean;
}

/**
 * Writes the agent's trace to `out`, oldest first. With `resume`, appends after the last record
 * already in `out`: an export cut short goes on where it stopped, and a finished one picks up
 * only what arrived since. With `proofs`, the export ends at the checkpoint's size (records that
 * arrive meanwhile are in no checkpoint yet).
 */
export async function exportTrace(connection: Connection, agentId: string, out: string, options: ExportOptions): Promise<number> {
  if (options.resume && options.proofs)
    throw new Error("--resume and --proofs do not go together: export with proofs again from the start");
  if (options.resume && options.scores)
    throw new Error("--resume and --scores do not go together: the scores follow the records; export with scores again from the start");
  const client = new LedgerClient({ ...connection, agentId });
  const checkpoint = options.proofs ? await signedCheckpoint(client, agentId) : undefined;
  const target = openExportTarget(out, agentId, { resume: options.resume, followSymlinks: options.followSymlinks === true });
  const file = fs.createWriteStream("", { fd: target.fd });
  const blobs = options.blobs === undefined ? undefined : blobExport(connection, agentId, options.blobs);
  let after = target.after;
  const shown = progress("exported");
  let total = 0;
  let erased = 0;
  let scored: Awaited<ReturnType<typeof exportScores>> | undefined;
  const limit = checkpoint?.tree_size ?? Infinity;
  try {
    if (checkpoint) await write(file, checkpointLine(checkpoint));
    while (total < limit) {
      const page = await client.getTrace({ order: "asc", after, limit: Math.min(PAGE, limit - total) });
      const lines: string[] = [];
      // A few proof requests at a time: fast, and well inside the key's rate limit.
      for (let i = 0; i < page.records.length; i += PROOFS_AT_ONCE) {
        const chunk = page.records.slice(i, i + PROOFS_AT_ONCE);
        lines.push(
          ...(await Promise.all(
            chunk.map(async (record) =>
              recordLine(record, checkpoint && (await client.getInclusionProof(record.record_id, checkpoint.tree_size))),
            ),
          )),
        );
      }
      if (lines.length > 0) await write(file, lines.join(""));
      const stored = page.records.filter((read): read is StoredRecord => !isTombstone(read));
      if (blobs) for (const record of stored) await blobs.add(record);
      erased += page.records.length - stored.length;
      total += page.records.length;
      shown.add(page.records.length);
      after = page.next_cursor ?? undefined;
      if (after === undefined) break;
    }
    if (options.scores) scored = await exportScores(connection, agentId, options.proofs, (chunk) => write(file, chunk));
  } finally {
    await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  const proved = checkpoint ? `, with proofs in checkpoint ${checkpoint.tree_size} signed by ${checkpoint.signer_address}` : "";
  const tombstones = erased > 0 ? ` (${erased} erased: their tombstones)` : "";
  const scores = scored
    ? `; ${scored.scores} ${plural(scored.scores, "score")}${scored.treeSize === undefined ? "" : ` with proofs in the scores log's checkpoint ${scored.treeSize}`}`
    : "";
  shown.done(
    `exported ${total} ${plural(total, "record")}${tombstones} of ${agentId} to ${out}${options.resume ? " (resumed)" : ""}${proved}${blobs ? blobs.summary() : ""}${scores}`,
  );
  return total;
}

/** The blobs the exported records attach, each written once to `dir`; erased ones recorded as erased. */
function blobExport(connection: Connection, agentId: string, dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const seen = new Set<string>();
  let erased = 0;
  return {
    async add(record: StoredRecord) {
      for (const ref of attachmentsOf(record)) {
        const { digest } = ref;
        if (seen.has(digest)) continue;
        seen.add(digest);
        const outcome = await exportBlob(connection, agentId, ref, dir);
        if (outcome.erasedAtMs !== undefined) {
          erased++;
          console.error(`blob ${digest} of record ${record.record_id}: ${erasedOn(outcome.erasedAtMs)} (recorded as erased)`);
        }
      }
    },
    summary: () =>
      `; ${seen.size - erased} ${plural(seen.size - erased, "blob")} to ${dir}${erased > 0 ? `, ${erased} erased before the export` : ""}`,
  };
}

/**
 * A checkpoint of every record acknowledged so far, signed: cut now (the latest, when nothing
 * arrived since it), so the export leaves out nothing stored before it began. The service signs
 * a custodial agent's; a byow agent's waits for its wallet, which the CLI does not hold.
 */
async function signedCheckpoint(client: LedgerClient, agentId: string): Promise<Checkpoint> {
  try {
    return await client.anchor();
  } catch (error) {
    if (!(error instanceof ValidationError && error.code === "signer_not_configured")) throw error;
    throw new Error(
      `${agentId} is a byow agent with records in no signed checkpoint yet: sign one with the SDK's anchor() and the agent's signer, then export again`,
    );
  }
}

function write(stream: fs.WriteStream, chunk: string): Promise<void> {
  return new Promise((resolve, reject) => stream.write(chunk, (error) => (error ? reject(error) : resolve())));
}

export interface ImportOutcome {
  stored: number;
  duplicates: number;
  /** Tombstones of erased records in the file: nothing of them is stored. */
  erased: number;
  /** Line number and why, for each record (or score) the service (or the SDK) refused. */
  failed: { line: number; code: string; message: string }[];
  /** The export's scores, when it holds any (cli/scores.ts). */
  scores?: ScoreImport;
}

/** Whether the SDK can judge the record's schema_version itself (it knows the version's rules). */
const knownVersion = (record: StoredRecord) => (SUPPORTED_SCHEMA_VERSIONS as readonly unknown[]).includes(record.schema_version);

/**
 * Submits every record of a JSONL export to `agentId`, in batches, streaming. Idempotent through
 * record_id: a second import of the same file stores nothing and counts duplicates — also for a
 * record whose schema version was retired since the export (or is newer than this CLI): the SDK
 * cannot judge those, so they go to the service one by one, which answers a duplicate if the
 * record is stored, else 422 schema_version_unsupported naming the versions it takes
 * (docs/decisions.md, "Importing records of a version the CLI does not know"). With `blobs`
 * (an export's --blobs directory), each batch's attached blobs are uploaded before its records,
 * so their references resolve; a blob erased before the export cannot be restored.
 */
export async function importTrace(
  connection: Connection,
  agentId: string,
  file: string,
  options: { blobs?: string } = {},
): Promise<ImportOutcome> {
  const client = new LedgerClient({ ...connection, agentId });
  const outcome: ImportOutcome = { stored: 0, duplicates: 0, erased: 0, failed: [] };
  const shown = progress("imported");
  const blobs = options.blobs === undefined ? undefined : blobImport(connection, agentId, options.blobs);
  const core = new Core(connection);
  const scores = scoreImporter(connection, agentId);
  const submitAlone = async (line: number, record: StoredRecord) => {
    if (blobs) await blobs.add(record);
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
    if (blobs) for (const { record } of batch) await blobs.add(record);
    const ack = await client.submitBatch(batch.map((entry) => entry.record));
    ack.results.forEach((result, i) => {
      if ("code" in result)
        outcome.failed.push({
          line: batch[i]!.line,
          code: result.code,
          message: result.message + (result.code === "reference_unresolved" ? (blobs?.why(batch[i]!.record) ?? "") : ""),
        });
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
    if ("tombstone" in parsed) {
      outcome.erased++; // an erased record: its content is gone, so nothing is submitted
      continue;
    }
    if ("score" in parsed) {
      await flush(); // every record first: the scores name them
      await scores.add(line, parsed.score);
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
  await scores.flush();
  const scored = scores.outcome;
  outcome.failed.push(...scored.failed);
  const scoreCount = scored.stored + scored.duplicates + scored.failed.length;
  if (scoreCount > 0) outcome.scores = scored;
  const scoreSummary =
    scoreCount === 0
      ? ""
      : `; scores: ${scored.stored} stored (${scored.unbound} without the source's judged_checkpoint and config_id), ${scored.duplicates} already there, ${scored.failed.length} refused`;
  const erasedSummary = outcome.erased > 0 ? `, ${outcome.erased} erased (nothing stored)` : "";
  shown.done(
    `imported into ${agentId}: ${outcome.stored} stored, ${outcome.duplicates} already there, ${outcome.failed.length - scored.failed.length} refused${erasedSummary}${scoreSummary}`,
  );
  return outcome;
}

/** Uploads the blobs the imported records attach from `dir`, each once; remembers the erased ones to explain refusals. */
function blobImport(connection: Connection, agentId: string, dir: string) {
  const erased = new Map<string, number>();
  const done = new Set<string>();
  return {
    async add(record: StoredRecord) {
      for (const { digest } of attachmentsOf(record)) {
        if (done.has(digest)) continue;
        done.add(digest);
        try {
          const outcome = await importBlob(connection, agentId, digest, dir);
          if (outcome.erasedAtMs !== undefined) erased.set(digest, outcome.erasedAtMs);
        } catch (error) {
          // The record then gets the service's verdict (the blob may be stored there already).
          console.error(`trace-ledger: ${(error as Error).message}`);
        }
      }
    },
    /** Why a record naming erased blobs cannot be stored, or "". */
    why(record: StoredRecord): string {
      const gone = attachmentsOf(record).filter((ref) => erased.has(ref.digest));
      return gone.map((ref) => ` (blob ${ref.digest} was ${erasedOn(erased.get(ref.digest)!)}: its content cannot be restored)`).join("");
    },
  };
}

/** Prints the agent's last `count` records, oldest first; with `follow`, then every new one as it arrives. */
export async function tail(
  connection: Connection,
  agentId: string,
  count: number,
  follow: { intervalMs: number } | undefined,
  print: (record: ReadRecord) => void,
): Promise<void> {
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
