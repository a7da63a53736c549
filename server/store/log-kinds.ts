// The kinds of agent log (docs/anchoring.md) and where each keeps its rows. Every agent has a
// record log and a scores log, both built, signed, cosigned and served by the one log core
// (server/log/): a log is identified by its agent and its kind. Each kind has tables of the same
// shape, so that the record log's statements, rows and checkpoints stay exactly what they were
// before scores (no kind column in its tables: docs/decisions.md, "Scores log").
export type LogKind = "records" | "scores";

export interface LogTables {
  /** The rows the log logs: its leaves are columns of theirs (index, entry, leaf hash). */
  leaves: string;
  /** Their id column within an agent. */
  id: string;
  /** Their leaf index column. */
  index: string;
  /** Their order within an agent before they have leaves (catch-up sequencing follows it). */
  order: string;
  /** Per agent: the next leaf index. */
  sequence: string;
  /** Per agent: the integrated tree's size and frontier. */
  logs: string;
  /** Stored nodes above the leaves. */
  nodes: string;
  checkpoints: string;
  cosignatures: string;
}

export const LOG_TABLES: Readonly<Record<LogKind, LogTables>> = {
  records: {
    leaves: "records",
    id: "record_id",
    index: "leaf_idx",
    order: "seq",
    sequence: "log_sequence",
    logs: "agent_logs",
    nodes: "log_nodes",
    checkpoints: "checkpoints",
    cosignatures: "checkpoint_cosignatures",
  },
  scores: {
    leaves: "scores",
    id: "score_id",
    index: "leaf_idx",
    order: "seq",
    sequence: "score_log_sequence",
    logs: "score_logs",
    nodes: "score_log_nodes",
    checkpoints: "score_checkpoints",
    cosignatures: "score_checkpoint_cosignatures",
  },
};
