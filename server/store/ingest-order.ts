/**
 * Orders one ingest call into rounds so that it behaves as if its items were applied one by one,
 * in order, while each round is a single multi-row INSERT:
 * - an item that references a record first written by an earlier item of the call goes in a
 *   later round than that item (so chains resolve);
 * - an item never goes in an earlier round than an earlier item it could collide with (same
 *   record, or both Acting in one session), so the first of them in the call wins. Within one
 *   round rows are inserted in item order.
 */
export interface OrderedItem {
  agentId: string;
  recordId: string;
  sessionId: string;
  behavior: string;
  references: string[];
}

export function recordKey(agentId: string, recordId: string): string {
  return `${agentId}/${recordId}`;
}

/** Round number per item; `stored` holds the keys (recordKey) of referenced records already in the database. */
export function ingestRounds(items: readonly OrderedItem[], stored: ReadonlySet<string>): number[] {
  const rounds: number[] = [];
  const lastRoundOf = new Map<string, number>(); // collision or reference key → latest round so far
  items.forEach((item, index) => {
    const own = recordKey(item.agentId, item.recordId);
    const acting = item.behavior === "Acting" ? `acting:${recordKey(item.agentId, item.sessionId)}` : undefined;
    let round = 0;
    for (const key of [own, acting]) {
      if (key !== undefined) round = Math.max(round, lastRoundOf.get(key) ?? 0);
    }
    for (const reference of item.references) {
      const key = recordKey(item.agentId, reference);
      const provider = lastRoundOf.get(key);
      if (!stored.has(key) && provider !== undefined) round = Math.max(round, provider + 1);
    }
    rounds[index] = round;
    for (const key of [own, acting]) {
      if (key !== undefined) lastRoundOf.set(key, round);
    }
  });
  return rounds;
}
