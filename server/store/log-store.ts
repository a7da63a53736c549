// The log room's storage (server/log/ reaches the database only through it): plain row reads and
// writes, no hashing. As Tessera's storage seams, one small interface per consumer — sequencing,
// integration, the tree's reads (tiles, proofs), checkpoints, witness cosignatures, epochs — each
// bound to one log kind's tables (log-kinds.ts) and to a connection or a transaction. Each method
// is one function of log.ts, checkpoints.ts, cosignatures.ts or publications.ts. Nothing in
// store/ imports the log room.
import type { Knex } from "knex";
import * as checkpoints from "./checkpoints.ts";
import type { CheckpointRow, LegacyCheckpointRow, SignedCheckpointRow } from "./checkpoints.ts";
import * as cosignatures from "./cosignatures.ts";
import type { CosignatureRow } from "./cosignatures.ts";
import type { Database } from "./db.ts";
import type { LogKind } from "./log-kinds.ts";
import * as log from "./log.ts";
import type { LeafRow, LogState, NodeRow, Unsequenced } from "./log.ts";
import * as publications from "./publications.ts";
import { runOn, type Run } from "./statements.ts";
import type { AuditPath, Candidate, EpochRow, Published } from "./publications.ts";

export type {
  AuditPath,
  Candidate,
  CheckpointRow,
  CosignatureRow,
  EpochRow,
  LeafRow,
  LegacyCheckpointRow,
  LogKind,
  LogState,
  NodeRow,
  Published,
  SignedCheckpointRow,
  Unsequenced,
};

/** Leaf indices, assigned under the agents' sequence rows. lockSequences belongs in a transaction: the lock lasts until it ends. */
export interface SequenceStore {
  lockSequences(agentIds: readonly string[]): Promise<Map<string, number>>;
  setSequences(next: ReadonlyMap<string, number>): Promise<void>;
}

/** Sequencing rows stored without a leaf (records loaded in bulk; every score), in their order. */
export interface CatchUpStore extends SequenceStore {
  transaction<T>(fn: (store: CatchUpStore) => Promise<T>): Promise<T>;
  unsequenced(agentId: string, page: { afterSeq?: number; limit: number }): Promise<Unsequenced[]>;
  setLeaves(agentId: string, leaves: readonly LeafRow[]): Promise<void>;
  /** Agents holding rows without a leaf, after `afterAgentId`, in agent order. */
  agentsToSequence(afterAgentId: string, limit: number): Promise<string[]>;
}

/** The tree over the sequenced leaves. lockLogs and writeNodes belong in a transaction: the lock lasts until it ends. */
export interface IntegrationStore {
  transaction<T>(fn: (store: IntegrationStore) => Promise<T>): Promise<T>;
  lockLogs(agentIds: readonly string[]): Promise<Map<string, LogState>>;
  writeNodes(nodes: readonly NodeRow[], states: ReadonlyMap<string, LogState>): Promise<void>;
  sequencedLeaves(agentId: string, from: number, limit: number): Promise<string[]>;
  agentsToIntegrate(afterAgentId: string, limit: number): Promise<string[]>;
}

/** The integrated tree, as tiles and proofs read it. */
export interface TreeReader {
  logState(agentId: string): Promise<LogState>;
  /** Stored hashes by "level/index" (nodeId); absent when not stored. */
  nodes(agentId: string, keys: readonly { level: number; index: number }[]): Promise<Map<string, string>>;
  /** A row's leaf: its index once sequenced (integrated or not), else null; null when there is no such row. */
  leaf(agentId: string, id: string): Promise<{ index: number | null; hash: string | null } | null>;
  /** Stored hashes of one level, indices [from, to), in order. */
  levelRange(agentId: string, level: number, from: number, to: number): Promise<string[]>;
  /** The leaves' entries (row digests, hex), indices [from, to), in order. */
  entries(agentId: string, from: number, to: number): Promise<string[]>;
}

export interface CheckpointStore<Row extends SignedCheckpointRow> {
  insertCheckpoint(checkpoint: Row): Promise<{ checkpoint: Row; created: boolean }>;
  checkpoint(agentId: string, treeSize: number): Promise<Row | null>;
  latestCheckpoint(agentId: string): Promise<Row | null>;
  agentsWithUncheckpointedLeaves(afterAgentId: string, limit: number): Promise<string[]>;
}

/** The record log's checkpoints as the agent's wallet signs them, and those cut before migration 0006. */
export interface WalletSignatureStore {
  setCheckpointSignature(agentId: string, treeSize: number, signature: string): Promise<CheckpointRow | null>;
  /** A checkpoint cut before migration 0006 (old origin and leaves), by size or the latest. */
  legacyCheckpoint(agentId: string, treeSize: number | "latest"): Promise<LegacyCheckpointRow | null>;
}

export interface CosignatureStore {
  insertCosignature(row: CosignatureRow): Promise<void>;
  /** The checkpoint's cosignature lines, in witness key order. */
  cosignatures(agentId: string, treeSize: number): Promise<string[]>;
  /** The largest size of the agent's log the witness cosigned (0: none). */
  lastCosignedSize(agentId: string, witnessKey: string): Promise<number>;
  /** Each agent's latest checkpoint the witness has not cosigned, after `afterAgentId`, in agent order. */
  awaitingCosignature(witnessKey: string, afterAgentId: string, limit: number): Promise<SignedCheckpointRow[]>;
}

/** Epochs of record-log checkpoints published on a chain (deployment-wide). */
export interface EpochStore {
  /** Runs `fn` in a transaction holding the deployment's epoch lock; null when another replica holds it. */
  withEpochLock<T>(fn: (store: EpochStore) => Promise<T>): Promise<T | null>;
  unpublishedCheckpoints(limit: number): Promise<Candidate[]>;
  /** Stores an epoch with each covered checkpoint's audit path (auditPaths[i] for leaf i). */
  insertEpoch(
    epoch: { root: string; leaves: Buffer; auditPaths: readonly AuditPath[] },
    covered: readonly Candidate[],
    now: number,
  ): Promise<number>;
  unpublishedEpochs(): Promise<{ epoch: number; root: string }[]>;
  markPublished(epoch: number, at: Published): Promise<void>;
  /** The publication as stored (of a legacy checkpoint when `legacy`): the leaf's audit path is 32-byte hashes concatenated. */
  publication(
    agentId: string,
    treeSize: number,
    legacy?: boolean,
  ): Promise<{ epoch: EpochRow; leafIndex: number; auditPath: Buffer } | null>;
}

/** One kind of log's storage, each consumer's seam apart. */
export interface KindStores<Row extends SignedCheckpointRow = SignedCheckpointRow> {
  readonly kind: LogKind;
  sequencing: CatchUpStore;
  integration: IntegrationStore;
  tree: TreeReader;
  checkpoints: CheckpointStore<Row>;
  cosignatures: CosignatureStore;
}

export interface RecordLogStores extends KindStores<CheckpointRow> {
  walletSignatures: WalletSignatureStore;
}

/** Every agent's two logs, and the epochs their record logs' checkpoints are published in. */
export interface LogStores {
  records: RecordLogStores;
  scores: KindStores;
  epochs: EpochStore;
}

export const logStores = (db: Database): LogStores => storesOn(db.knex);

/** The stores bound to a knex transaction (or connection) of the caller's. */
export function storesOn(knex: Knex): LogStores {
  return {
    records: { ...kindStores<CheckpointRow>(knex, "records"), walletSignatures: walletSignatureStore(knex) },
    scores: kindStores(knex, "scores"),
    epochs: epochStore(knex),
  };
}

/** Sequencing on a transaction's statements (statements.ts inStatementTransaction): the record ingest path. */
export const sequencesOn = (run: Run, kind: LogKind): SequenceStore => ({
  lockSequences: (agentIds) => log.lockSequences(run, kind, agentIds),
  setSequences: (next) => log.setSequences(run, kind, next),
});

function kindStores<Row extends SignedCheckpointRow>(knex: Knex, kind: LogKind): KindStores<Row> {
  return {
    kind,
    sequencing: catchUpStore(knex, kind),
    integration: integrationStore(knex, kind),
    tree: treeReader(knex, kind),
    checkpoints: {
      insertCheckpoint: (checkpoint) => checkpoints.insertCheckpoint(knex, kind, checkpoint),
      checkpoint: (agentId, treeSize) => checkpoints.getCheckpoint<Row>(knex, kind, agentId, treeSize),
      latestCheckpoint: (agentId) => checkpoints.getLatestCheckpoint<Row>(knex, kind, agentId),
      agentsWithUncheckpointedLeaves: (afterAgentId, limit) => checkpoints.agentsWithUncheckpointedLeaves(knex, kind, afterAgentId, limit),
    },
    cosignatures: {
      insertCosignature: (row) => cosignatures.insertCosignature(knex, kind, row),
      cosignatures: (agentId, treeSize) => cosignatures.getCosignatures(knex, kind, agentId, treeSize),
      lastCosignedSize: (agentId, witnessKey) => cosignatures.lastCosignedSize(knex, kind, agentId, witnessKey),
      awaitingCosignature: (witnessKey, afterAgentId, limit) =>
        cosignatures.awaitingCosignature(knex, kind, witnessKey, afterAgentId, limit),
    },
  };
}

const catchUpStore = (knex: Knex, kind: LogKind): CatchUpStore => ({
  transaction: (fn) => knex.transaction((trx) => fn(catchUpStore(trx, kind))),
  ...sequencesOn(runOn(knex), kind),
  unsequenced: (agentId, page) => log.unsequenced(knex, kind, agentId, page),
  setLeaves: (agentId, leaves) => log.setLeaves(knex, kind, agentId, leaves),
  agentsToSequence: (afterAgentId, limit) => log.agentsToSequence(knex, kind, afterAgentId, limit),
});

const integrationStore = (knex: Knex, kind: LogKind): IntegrationStore => ({
  transaction: (fn) => knex.transaction((trx) => fn(integrationStore(trx, kind))),
  lockLogs: (agentIds) => log.lockLogs(knex, kind, agentIds),
  writeNodes: (nodes, states) => log.writeNodes(knex, kind, nodes, states),
  sequencedLeaves: (agentId, from, limit) => log.sequencedLeaves(knex, kind, agentId, from, limit),
  agentsToIntegrate: (afterAgentId, limit) => log.agentsToIntegrate(knex, kind, afterAgentId, limit),
});

const treeReader = (knex: Knex, kind: LogKind): TreeReader => ({
  logState: (agentId) => log.getLogState(knex, kind, agentId),
  nodes: (agentId, keys) => log.getNodes(knex, kind, agentId, keys),
  leaf: (agentId, id) => log.getLeaf(knex, kind, agentId, id),
  levelRange: (agentId, level, from, to) => log.getLevelRange(knex, kind, agentId, level, from, to),
  entries: (agentId, from, to) => log.getEntries(knex, kind, agentId, from, to),
});

const walletSignatureStore = (knex: Knex): WalletSignatureStore => ({
  setCheckpointSignature: (agentId, treeSize, signature) => checkpoints.setCheckpointSignature(knex, agentId, treeSize, signature),
  legacyCheckpoint: (agentId, treeSize) => checkpoints.getLegacyCheckpoint(knex, agentId, treeSize),
});

const epochStore = (knex: Knex): EpochStore => ({
  withEpochLock: (fn) => publications.withEpochLock(knex, (trx) => fn(epochStore(trx))),
  unpublishedCheckpoints: (limit) => publications.unpublishedCheckpoints(knex, limit),
  insertEpoch: (epoch, covered, now) => publications.insertEpoch(knex, epoch, covered, now),
  unpublishedEpochs: () => publications.unpublishedEpochs(knex),
  markPublished: (epoch, at) => publications.markPublished(knex, epoch, at),
  publication: (agentId, treeSize, legacy) => publications.getPublication(knex, agentId, treeSize, legacy),
});
