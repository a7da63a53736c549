// Leaf hashes this process sequenced and committed, kept until a pass integrates them so that the
// pass need not read them back from the records (integrator.ts). Bounded in all, not per agent:
// while passes fail (the database away) every agent that ingests meanwhile would otherwise hold a
// bound of its own. A leaf past the bound is not kept; its pass reads it from the records.
export class LeafMemory {
  readonly #byAgent = new Map<string, Map<number, string>>();
  #size = 0;

  constructor(readonly capacity: number) {}

  /** Leaves held, over all agents. */
  get size(): number {
    return this.#size;
  }

  remember(agentId: string, index: number, hash: string): void {
    let leaves = this.#byAgent.get(agentId);
    if (leaves?.has(index)) return;
    if (this.#size >= this.capacity) return;
    if (!leaves) this.#byAgent.set(agentId, (leaves = new Map()));
    leaves.set(index, hash);
    this.#size++;
  }

  /**
   * The agent's leaves from index `from` on, as far as they run without a gap; every leaf below the
   * run's end is forgotten (the tree holds it now, taken here or read from the records by a pass).
   */
  take(agentId: string, from: number): string[] {
    const leaves = this.#byAgent.get(agentId);
    if (!leaves) return [];
    const run: string[] = [];
    for (let hash = leaves.get(from); hash !== undefined; hash = leaves.get(from + run.length)) run.push(hash);
    const end = from + run.length;
    for (const index of leaves.keys()) {
      if (index < end) {
        leaves.delete(index);
        this.#size--;
      }
    }
    if (leaves.size === 0) this.#byAgent.delete(agentId);
    return run;
  }
}
