// Frozen (never edit): the log backfill as migrations 0003 and 0006 define it, independent of
// live code whose behaviour may change. Each agent's records with no leaf become leaves in trace
// order, hashed by the migration's leaf rule; RFC 6962 nodes; stored rows are the leaves and the
// complete subtrees from level 4 up; agent_logs holds the size and the frontier (the complete
// subtrees making up the tree, largest first).
import { createHash } from "node:crypto";
import type { Knex } from "knex";

const STORED_FROM_LEVEL = 4;
const PAGE = 2_000;

// RFC 8785 canonical JSON as the backfill hashed records with: members sorted by the UTF-16 code
// units of their names, no whitespace, strings and numbers as JSON.stringify writes them (a stored
// record holds JSON values only).
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const object = value as Record<string, unknown>;
  const members = Object.keys(object)
    .sort()
    .filter((name) => object[name] !== undefined)
    .map((name) => `${JSON.stringify(name)}:${canonicalJson(object[name])}`);
  return `{${members.join(",")}}`;
}

const sha256 = (...parts: Buffer[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** A record's leaf hash, and the entry stored with its leaf (0006 on). */
export type LeafOf = (record: Record<string, unknown>) => { hash: Buffer; entry?: Buffer };

/** The leaf rule of 0003: SHA-256(0x00 ‖ canonical record). */
export const canonicalRecordLeaf: LeafOf = (record) => ({ hash: sha256(Buffer.of(0), Buffer.from(canonicalJson(record), "utf8")) });

/** The leaf rule of 0006: the entry is the record digest SHA-256(canonical record); the leaf SHA-256(0x00 ‖ digest). */
export const recordDigestLeaf: LeafOf = (record) => {
  const entry = sha256(Buffer.from(canonicalJson(record), "utf8"));
  return { hash: sha256(Buffer.of(0), entry), entry };
};

interface Entry {
  level: number;
  hash: Buffer;
}

/** Appends every record of `agentId` after its log's last leaf, in seq order, with `leafOf`. */
export async function backfillLog(trx: Knex, agentId: string, leafOf: LeafOf): Promise<void> {
  await trx.raw(`insert into agent_logs (agent_id) values (?) on conflict do nothing`, [agentId]);
  const { rows } = await trx.raw(`select tree_size, frontier from agent_logs where agent_id = ? for update`, [agentId]);
  let size = Number(rows[0].tree_size);
  const frontierBytes: Buffer = rows[0].frontier;
  // The frontier's levels are the set bits of the size, largest first.
  const levels: number[] = [];
  for (let bit = 52; bit >= 0; bit--) if (Math.floor(size / 2 ** bit) % 2 === 1) levels.push(bit);
  const stack: Entry[] = levels.map((level, i) => ({ level, hash: frontierBytes.subarray(i * 32, (i + 1) * 32) }));
  let afterSeq = -1;
  if (size > 0) {
    const last = await trx.raw(
      `select r.seq from log_nodes n join records r on r.agent_id = n.agent_id and r.record_id = n.record_id
        where n.agent_id = ? and n.level = 0 and n.idx = ?`,
      [agentId, size - 1],
    );
    afterSeq = Number(last.rows[0].seq);
  }
  for (;;) {
    const page = await trx.raw(
      `select record_id, seq, body, server_ts_utc from records where agent_id = ? and seq > ? order by seq limit ?`,
      [agentId, afterSeq, PAGE],
    );
    const nodes: { agent_id: string; level: number; idx: number; hash: Buffer; record_id: string | null; entry?: Buffer }[] = [];
    for (const row of page.rows as { record_id: string; seq: number; body: object; server_ts_utc: number }[]) {
      const { hash: leaf, entry } = leafOf({ ...row.body, agent_id: agentId, server_ts_utc: Number(row.server_ts_utc) });
      const index = size++;
      nodes.push({ agent_id: agentId, level: 0, idx: index, hash: leaf, record_id: row.record_id, ...(entry ? { entry } : {}) });
      stack.push({ level: 0, hash: leaf });
      while (stack.length >= 2 && stack[stack.length - 1]!.level === stack[stack.length - 2]!.level) {
        const right = stack.pop()!;
        const left = stack.pop()!;
        const node = { level: left.level + 1, hash: sha256(Buffer.of(1), left.hash, right.hash) };
        if (node.level >= STORED_FROM_LEVEL)
          nodes.push({ agent_id: agentId, level: node.level, idx: (index + 1) / 2 ** node.level - 1, hash: node.hash, record_id: null });
        stack.push(node);
      }
      afterSeq = Number(row.seq);
    }
    for (let at = 0; at < nodes.length; at += 500) await trx("log_nodes").insert(nodes.slice(at, at + 500));
    await trx.raw(`update agent_logs set tree_size = ?, frontier = ? where agent_id = ?`, [
      size,
      Buffer.concat(stack.map((entry) => entry.hash)),
      agentId,
    ]);
    if (page.rows.length < PAGE) return;
  }
}
