// The write path, one named pipeline: every write between a handler and the database, in order.
// Records (one, a batch, OTLP spans): each judged by its own schema_version, its attachments
// resolved (records/accept.ts) → group commit, concurrent callers sharing one transaction
// (records/group-commit.ts) → the ingest transaction (records/ingest.ts) → once committed, the
// record log's integrator, the search indexer, metrics and read routing are told → each caller
// waits for its own agents' search index. Scores (one, a batch, OTLP evaluation events): judged
// by the schema (scores/accept.ts) → a group commit of their own, concurrent callers sharing one
// lookup and one transaction → judged against what is stored and inserted, after which the
// scores log and read routing are told (scores/ingest.ts). services.ts builds it once; handlers
// and otel/ call it.
import type { Integrator } from "./log/integrator.ts";
import type { MetricsSink } from "./metrics/sink.ts";
import { acceptRecords, type Ingest, type RecordResult } from "./records/accept.ts";
import { groupCommit, type GroupCommitOptions } from "./records/group-commit.ts";
import { ingest as ingestRecords } from "./records/ingest.ts";
import { acceptScores, type ScoreResult, type ScoreSubmission, type ScoreWriter } from "./scores/accept.ts";
import { ingestScores } from "./scores/ingest.ts";
import type { SearchIndexer } from "./search/indexer.ts";
import type { BlobCatalog } from "./store/blobs.ts";
import type { Database } from "./store/db.ts";
import { storedDigests, type IngestItem, type IngestOutcome } from "./store/records.ts";

/** What the write path writes to and tells, each opened once by services.ts. */
export interface WritePathRooms {
  db: Database;
  blobs: Pick<BlobCatalog, "storedBlobs">;
  metrics: Pick<MetricsSink, "recordsStored" | "scoresStored" | "ingestBatch" | "ingestQueued">;
  /** Builds the record log's tree over the leaves each commit assigned. */
  recordsLog: Pick<Integrator, "nudge">;
  /** Sequences and integrates the scores each commit stored. */
  scoresLog: Pick<Integrator, "stored">;
  searchIndex: Pick<SearchIndexer, "nudge" | "admit">;
  groupCommit: GroupCommitOptions;
}

export interface WritePath {
  /**
   * Records sent as records, one or a batch: attachments resolve against the agent's own blobs;
   * a refused entry equal to what is stored is a duplicate, whatever today's rules say.
   */
  records(agentId: string, entries: unknown[], now: number): Promise<RecordResult[]>;
  /** Records mapped from OTLP spans: a parent may arrive in a later request. */
  spans(agentId: string, records: unknown[], now: number): Promise<RecordResult[]>;
  /** Records already judged and in their stored form, from group commit on. */
  ingest: Ingest;
  /** Scores of one agent, written by its owner or a scorer. */
  scores(writer: ScoreWriter, entries: unknown[]): Promise<ScoreResult[]>;
}

export function writePath(rooms: WritePathRooms): WritePath {
  const { db, scoresLog } = rooms;
  const ingest = admitted(
    groupCommit((items: IngestItem[]) => commit(rooms, items), rooms.groupCommit, rooms.metrics),
    rooms.searchIndex,
  );
  // The ingest metrics count records; score groups are not among them.
  const commitScores = groupCommit((submissions: ScoreSubmission[]) => ingestScores(db, submissions, scoresLog), rooms.groupCommit);
  return {
    ingest,
    records: (agentId, entries, now) =>
      acceptRecords(ingest, agentId, entries, now, {
        storedBlobs: (digests) => rooms.blobs.storedBlobs(agentId, digests),
        findStored: (ids) => storedDigests(db, agentId, ids),
      }),
    spans: (agentId, records, now) => acceptRecords(ingest, agentId, records, now, { parentsMayFollow: true }),
    scores: async (writer, entries) => {
      const results = await acceptScores(writer, commitScores, entries);
      // Counted here, so scores from the API and from OTLP evaluation events alike.
      rooms.metrics.scoresStored(results.filter((result) => !("code" in result) && !result.is_duplicate).length);
      return results;
    },
  };
}

/** One group commit's transaction; once it has committed, the rooms that follow the records it stored are told. */
async function commit({ db, metrics, recordsLog, searchIndex }: WritePathRooms, items: IngestItem[]): Promise<IngestOutcome[]> {
  const outcomes = await ingestRecords(db, items);
  const stored = items.flatMap((item, index) => {
    const outcome = outcomes[index]!;
    return outcome.kind === "stored" ? [{ item, leafIndex: outcome.leafIndex }] : [];
  });
  metrics.recordsStored(stored.length);
  recordsLog.nudge(stored.map(({ item, leafIndex }) => ({ agentId: item.agentId, index: leafIndex, hash: item.leafHash })));
  searchIndex.nudge(stored.map(({ item, leafIndex }) => ({ agentId: item.agentId, leafIndex, terms: item.terms })));
  await db.reads.wrote(items.map((item) => item.agentId));
  return outcomes;
}

// Each caller, not the transaction it shared, waits for its own agents' index to catch up: a
// caller of another agent in the same group commit is answered at once.
const admitted =
  (store: Ingest, searchIndex: Pick<SearchIndexer, "admit">): Ingest =>
  async (items) => {
    const outcomes = await store(items);
    await searchIndex.admit(new Set(items.filter((_, index) => outcomes[index]!.kind === "stored").map((item) => item.agentId)));
    return outcomes;
  };
