// Witness cosignatures of checkpoints (docs/anchoring.md): one note signature line per checkpoint
// (of a log: agent and kind) and witness, stored once (a replica that got the same cosignature keeps the first).
import type { Knex } from "knex";
import type { SignedCheckpointRow } from "./checkpoints.ts";
import { LOG_TABLES, type LogKind } from "./log-kinds.ts";

export interface CosignatureRow {
  agent_id: string;
  tree_size: number;
  /** The witness's verifier key (c2sp.org/tlog-cosignature). */
  witness_key: string;
  /** The note signature line, without its newline. */
  line: string;
  cosigned_ms: number;
}

export async function insertCosignature(knex: Knex, kind: LogKind, row: CosignatureRow): Promise<void> {
  await knex(LOG_TABLES[kind].cosignatures).insert(row).onConflict(["agent_id", "tree_size", "witness_key"]).ignore();
}

/** The cosignature lines of a checkpoint, in witness key order. */
export async function getCosignatures(knex: Knex, kind: LogKind, agentId: string, treeSize: number): Promise<string[]> {
  const rows: { line: string }[] = await knex(LOG_TABLES[kind].cosignatures)
    .select("line")
    .where({ agent_id: agentId, tree_size: treeSize })
    .orderBy("witness_key");
  return rows.map((row) => row.line);
}

/** The largest size of the agent's log that the witness cosigned, 0 when none. */
export async function lastCosignedSize(knex: Knex, kind: LogKind, agentId: string, witnessKey: string): Promise<number> {
  const row = await knex(LOG_TABLES[kind].cosignatures)
    .max({ size: "tree_size" })
    .where({ witness_key: witnessKey, agent_id: agentId })
    .first();
  return Number(row?.size ?? 0);
}

/** Each agent's latest checkpoint that the witness has not cosigned, after `afterAgentId`, in agent order. */
export async function awaitingCosignature(
  knex: Knex,
  kind: LogKind,
  witnessKey: string,
  afterAgentId: string,
  limit: number,
): Promise<SignedCheckpointRow[]> {
  const { checkpoints, cosignatures } = LOG_TABLES[kind];
  return knex(`${checkpoints} as c`)
    .select("c.*")
    .where("c.agent_id", ">", afterAgentId)
    .andWhere("c.tree_size", "=", knex.raw(`(select max(m.tree_size) from ${checkpoints} m where m.agent_id = c.agent_id)`))
    .whereNotExists(
      knex(`${cosignatures} as s`)
        .select(knex.raw("1"))
        .whereRaw("s.agent_id = c.agent_id and s.tree_size = c.tree_size")
        .andWhere("s.witness_key", witnessKey),
    )
    .orderBy("c.agent_id")
    .limit(limit);
}
