// The log room's storage (server/log/ reaches the database only through it): plain row reads and
// writes, no hashing — each method one function of log.ts, checkpoints.ts, cosignatures.ts or publications.ts,
// bound to a connection or to a transaction. Nothing in store/ imports the log room.
import type { Knex } from "knex";
import * as checkpoints from "./checkpoints.ts";
import type { CheckpointRow, LegacyCheckpointRow } from "./checkpoints.ts";
import * as cosignatures from "./cosignatures.ts";
import type { CosignatureRow } from "./cosignatures.ts";
import type { Database } from "./db.ts";
import * as log from "./log.ts";
import type { LeafRow, LogState, NodeRow } from "./log.ts";
import * as publications from "./publications.ts";
import { runOn, type Run } from "./statements.ts";
import type { AuditPath, Candidate, EpochRow, Published } from "./publications.ts";

export type { AuditPath, Candidate, CheckpointRow, CosignatureRow, EpochRow, LeafRow, LegacyCheckpointRow, LogState, NodeRow, Published };

export interface LogStore {
  /** Runs `fn` in one transaction, with a store bound to it. */
  transaction<T>(fn: (store: LogStore) => Promise<T>): Promise<T>;

  // Sequencing (leaf indices, assigned with the records). lockSequences belongs in a
  // transaction: the lock lasts until it ends.
  lockSequences(agentIds: readonly string[]): Promise<Map<string, number>>;
  setSequences(next: ReadonlyMap<string, number>): Promise<void>;
  setLeaves(agentId: string, leaves: readonly LeafRow[]): Promise<void>;
  unsequencedRecords(agentId: string, page: { afterSeq?: number; limit: number }): Promise<{ recordId: string; seq: number; record: Record<string, unknown> }[]>;

  // Integration (the tree over the sequenced leaves). lockLogs and writeNodes belong in a
  // transaction: the lock lasts until it ends.
  lockLogs(agentIds: readonly string[]): Promise<Map<string, LogState>>;
  writeNodes(nodes: readonly NodeRow[], states: ReadonlyMap<string, LogState>): Promise<void>;
  sequencedLeaves(agentId: string, from: number, limit: number): Promise<string[]>;
  agentsToIntegrate(afterAgentId: string, limit: number): Promise<string[]>;
  /** The integrated tree. */
  logState(agentId: string): Promise<LogState>;
  /** Stored hashes by "level/index" (nodeId); absent when not stored. */
  nodes(agentId: string, keys: readonly { level: number; index: number }[]): Promise<Map<string, string>>;
  /** A record's leaf once sequenced, integrated or not. */
  leaf(agentId: string, recordId: string): Promise<{ index: number; hash: string } | null>;
  /** Stored hashes of one level, indices [from, to), in order. */
  levelRange(agentId: string, level: number, from: number, to: number): Promise<string[]>;
  /** The leaves' entries (record digests, hex), indices [from, to), in order. */
  entries(agentId: string, from: number, to: number): Promise<string[]>;

  // Checkpoints.
  insertCheckpoint(checkpoint: CheckpointRow): Promise<{ checkpoint: CheckpointRow; created: boolean }>;
  checkpoint(agentId: string, treeSize: number): Promise<CheckpointRow | null>;
  latestCheckpoint(agentId: string): Promise<CheckpointRow | null>;
  setCheckpointSignature(agentId: string, treeSize: number, signature: string): Promise<CheckpointRow | null>;
  agentsWithUncheckpointedLeaves(afterAgentId: string, limit: number): Promise<string[]>;
  /** A checkpoint cut before migration 0006 (old origin and leaves), by size or the latest. */
  legacyCheckpoint(agentId: string, treeSize: number | "latest"): Promise<LegacyCheckpointRow | null>;

  // Witness cosignatures.
  insertCosignature(row: CosignatureRow): Promise<void>;
  /** The checkpoint's cosignature lines, in witness key order. */
  cosignatures(agentId: string, treeSize: number): Promise<string[]>;
  /** The largest size of the agent's log the witness cosigned (0: none). */
  lastCosignedSize(agentId: string, witnessKey: string): Promise<number>;
  /** Each agent's latest checkpoint the witness has not cosigned, after `afterAgentId`, in agent order. */
  awaitingCosignature(witnessKey: string, afterAgentId: string, limit: number): Promise<CheckpointRow[]>;

  // Epochs published on a chain.
  /** Runs `fn` in a transaction holding the deployment's epoch lock; null when another replica holds it. */
  withEpochLock<T>(fn: (store: LogStore) => Promise<T>): Promise<T | null>;
  unpublishedCheckpoints(limit: number): Promise<Candidate[]>;
  /** Stores an epoch with each covered checkpoint's audit path (auditPaths[i] for leaf i). */
  insertEpoch(epoch: { root: string; leaves: Buffer; auditPaths: readonly AuditPath[] }, covered: readonly Candidate[], now: number): Promise<number>;
  unpublishedEpochs(): Promise<{ epoch: number; root: string }[]>;
  markPublished(epoch: number, at: Published): Promise<void>;
  /** The publication as stored (of a legacy checkpoint when `legacy`): the leaf's audit path is 32-byte hashes concatenated. */
  publication(agentId: string, treeSize: number, legacy?: boolean): Promise<{ epoch: EpochRow; leafIndex: number; auditPath: Buffer } | null>;
}

export const logStore = (db: Database): LogStore => bound(db.knex);

/** Sequencing only, on a transaction's statements (statements.ts inStatementTransaction): the ingest path. */
export const sequencesOn = (run: Run): Pick<LogStore, "lockSequences" | "setSequences"> => ({
  lockSequences: (agentIds) => log.lockSequences(run, agentIds),
  setSequences: (next) => log.setSequences(run, next),
});

/** The store bound to a knex transaction (or connection) of the caller's. */
export const logStoreIn = (trx: Knex.Transaction): LogStore => bound(trx);

function bound(knex: Knex): LogStore {
  return {
    transaction: (fn) => knex.transaction((trx) => fn(bound(trx))),
    ...sequencesOn(runOn(knex)),
    setLeaves: (agentId, leaves) => log.setLeaves(knex, agentId, leaves),
    unsequencedRecords: (agentId, page) => log.unsequencedRecords(knex, agentId, page),
    lockLogs: (agentIds) => log.lockLogs(knex, agentIds),
    writeNodes: (nodes, states) => log.writeNodes(knex, nodes, states),
    sequencedLeaves: (agentId, from, limit) => log.sequencedLeaves(knex, agentId, from, limit),
    agentsToIntegrate: (afterAgentId, limit) => log.agentsToIntegrate(knex, afterAgentId, limit),
    logState: (agentId) => log.getLogState(knex, agentId),
    nodes: (agentId, keys) => log.getNodes(knex, agentId, keys),
    leaf: (agentId, recordId) => log.getLeaf(knex, agentId, recordId),
    levelRange: (agentId, level, from, to) => log.getLevelRange(knex, agentId, level, from, to),
    entries: (agentId, from, to) => log.getEntries(knex, agentId, from, to),
    insertCheckpoint: (checkpoint) => checkpoints.insertCheckpoint(knex, checkpoint),
    checkpoint: (agentId, treeSize) => checkpoints.getCheckpoint(knex, agentId, treeSize),
    latestCheckpoint: (agentId) => checkpoints.getLatestCheckpoint(knex, agentId),
    setCheckpointSignature: (agentId, treeSize, signature) => checkpoints.setCheckpointSignature(knex, agentId, treeSize, signature),
    agentsWithUncheckpointedLeaves: (afterAgentId, limit) => checkpoints.agentsWithUncheckpointedLeaves(knex, afterAgentId, limit),
    legacyCheckpoint: (agentId, treeSize) => checkpoints.getLegacyCheckpoint(knex, agentId, treeSize),
    insertCosignature: (row) => cosignatures.insertCosignature(knex, row),
    cosignatures: (agentId, treeSize) => cosignatures.getCosignatures(knex, agentId, treeSize),
    lastCosignedSize: (agentId, witnessKey) => cosignatures.lastCosignedSize(knex, agentId, witnessKey),
    awaitingCosignature: (witnessKey, afterAgentId, limit) => cosignatures.awaitingCosignature(knex, witnessKey, afterAgentId, limit),
    withEpochLock: (fn) => publications.withEpochLock(knex, (trx) => fn(bound(trx))),
    unpublishedCheckpoints: (limit) => publications.unpublishedCheckpoints(knex, limit),
    insertEpoch: (epoch, covered, now) => publications.insertEpoch(knex, epoch, covered, now),
    unpublishedEpochs: () => publications.unpublishedEpochs(knex),
    markPublished: (epoch, at) => publications.markPublished(knex, epoch, at),
    publication: (agentId, treeSize, legacy) => publications.getPublication(knex, agentId, treeSize, legacy),
  };
}
