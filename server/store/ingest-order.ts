/**
 * Orders one ingest call into rounds so that it behaves as if its items were applied one by one,
 * in order, while each round is a single multi-row INSERT:
 * - an item that references a record first written by an earlier item of the call goes in a
 *   later round than that item (so chains resolve);
 * - an item whose record id an earlier item of the call also carries goes in a later round than
 *   that item, so a round holds each record once and sees the earlier one's row, if any;
 * - an item never goes in an earlier round than any earlier item, so rows are inserted (and
 *   numbered, which is arrival order for reads) in item order, and of two colliding items (same
 *   record, or both Acting in one session) the first in the call wins. Within one round rows
 *   are inserted in item order.
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
  const lastRoundOf = new Map<string, number>(); // record key → latest round that writes it
  items.forEach((item, index) => {
    let round = rounds[index - 1] ?? 0;
    for (const reference of item.references) {
      const key = recordKey(item.agentId, reference);
      const provider = lastRoundOf.get(key);
      if (!stored.has(key) && provider !== undefined) round = Math.max(round, provider + 1);
    }
    const key = recordKey(item.agentId, item.recordId);
    const previous = lastRoundOf.get(key);
    if (previous !== undefined) round = Math.max(round, previous + 1);
    rounds[index] = round;
    lastRoundOf.set(key, round);
  });
  return rounds;
}
