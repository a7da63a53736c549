// The operations every SDK has, area by area, in TypeScript's spelling (Python's is its snake case,
// Go's its Pascal case), with each language's idioms and the known gaps: what
// test/sdk/score-surface.test.ts and test/sdk/sdk-surface.test.ts hold the three SDKs against.
import { key, type AreaSurface } from "./sdk-surface.ts";

export const SCORE_SURFACE: AreaSurface = {
  area: "score",
  operations: {
    client: [
      "score",
      "scoreBatch",
      "getScore",
      "getScores",
      "getScoreProof",
      "getScoresCheckpoint",
      "enqueueScore",
      "getLogVerifierKey",
      "getScoringQueue",
      "createScoreConfig",
      "listScoreConfigs",
      "archiveScoreConfig",
      "grantScorer",
      "revokeScorer",
    ],
    session: ["score"],
    function: ["verifyScore", "validateScore"],
    flushResult: ["failedScores"],
  },
  /** What belongs to scoring: any name about scores, scorers or scoring. */
  belongs: (name) => /scor/i.test(name),
  // Go has no keyword arguments (Python's `verify_score(…, witnesses=, quorum=)` is Go's
  // VerifyScoreWith) and takes a score as JSON text besides a struct.
  idioms: { go: ["verifyScoreWith", "validateScoreJson"] },
};

/** Erased records (docs/content.md, "Erasing records"). */
export const TOMBSTONE_SURFACE: AreaSurface = {
  area: "tombstone",
  operations: {
    client: ["readRecord", "deleteRecord", "deleteSession"],
    function: ["isTombstone", "tombstoneOf", "verifyTombstone", "leafHashOfDigest"],
  },
  belongs: (name) => /tombstone|eras|ofdigest|^delete(record|session)$/.test(key(name)),
  // Go's reads give a ReadRecord struct, which tells itself apart.
  spelledAs: { go: { isTombstone: "ReadRecord.Erased" } },
};

/** Anchoring and offline verification (docs/anchoring.md): the log, its checkpoints and proofs. */
export const ANCHORING_SURFACE: AreaSurface = {
  area: "anchoring",
  operations: {
    client: ["getCheckpoint", "getInclusionProof", "getConsistencyProof", "anchor"],
    function: [
      "verifyRecord",
      "verifyCheckpoint",
      "verifyInclusion",
      "verifyConsistency",
      "verifyPublication",
      "verifyNoteSignature",
      "verifyCosignature",
      "verifyWalletSignature",
      "leafHash",
      "recordDigest",
      "checkpointBody",
      "logOrigin",
      "recoverPersonalSigner",
      "signPersonal",
      "toChecksumAddress",
      "isValidEvmAddress",
      "cosignerKey",
    ],
  },
  belongs: (name) =>
    !/scor|blob|tombstone/i.test(name) &&
    /verify|checkpoint|proof|digest|leafhash|sign|address|origin|anchor|cosign|hash|root|hex/.test(key(name)),
  idioms: {
    // Go has no optional arguments (verifyCheckpoint's policy, checkpointBody's log name, getCheckpoint's size) and hashes JSON text besides structs.
    go: ["verifyCheckpointWith", "logCheckpointBody", "latestCheckpoint", "leafHashJson", "recordDigestJson", "checksumAddress"],
  },
  // Go's addresses are 20-byte arrays: ChecksumAddress formats one.
  spelledAs: { go: { toChecksumAddress: "ChecksumAddress" } },
  only: {
    // The TypeScript SDK is the reference that builds trees and proofs (codegen's vectors, the
    // service); the others verify. The on-chain check of a publication (JSON-RPC) is a known gap
    // in Python and Go.
    typescript: ["consistencyProof", "inclusionProof", "rootHash", "hashLeaf", "hashChildren", "toHex", "verifyPublicationOnChain"],
  },
};

/** Records, sessions and agents: writing, delivery, reading. */
export const RECORD_SURFACE: AreaSurface = {
  area: "record",
  operations: {
    client: [
      "submit",
      "enqueue",
      "submitBatch",
      "flush",
      "close",
      "stats",
      "getRecord",
      "newSession",
      "getSession",
      "getTrace",
      "searchRecords",
      "listSessions",
    ],
    static: ["registerAgent", "listAgents", "resolveAgentId"],
    session: ["submit", "enqueue", "submitBatch"],
    function: ["validateRecord", "newRecordId", "isValidRecordId", "nowEpochMs", "canonicalJson"],
    flushResult: ["acked", "duplicates", "failed", "pending"],
  },
  belongs: (name) => /record|session|agent|submit|enqueue|flush|trace/.test(key(name)) && !/scor|tombstone|digest|leafhash/.test(key(name)),
  idioms: {
    // Go: constructors and owner calls are package functions; getSession's onPage is GetSessionPages; a session's id a method.
    go: ["newLedgerClient", "registerAgent", "listAgents", "resolveAgentId", "getSessionPages", "validateRecordJson", "id"],
    "python async": ["aclose"],
  },
  spelledAs: {
    go: { registerAgent: "RegisterAgent", listAgents: "ListAgents", resolveAgentId: "ResolveAgentID" },
    "python async": { close: "aclose" },
  },
};

/** Content-addressed blobs (docs/content.md). */
export const BLOB_SURFACE: AreaSurface = {
  area: "blob",
  operations: { client: ["putBlob", "getBlob", "deleteBlob", "attach"], function: ["blobDigest"] },
  belongs: (name) => /blob|attach/.test(key(name)),
};

export const AREAS = [SCORE_SURFACE, TOMBSTONE_SURFACE, ANCHORING_SURFACE, RECORD_SURFACE, BLOB_SURFACE];
