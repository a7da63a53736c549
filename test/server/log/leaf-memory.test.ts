import { describe, expect, it } from "vitest";
import { LeafMemory } from "../../../server/log/leaf-memory.ts";

const hash = (agent: string, index: number) => `${agent}:${index}`;

describe("the integrator's memory of sequenced leaves", () => {
  it("gives the run from the tree's size on, up to the first gap, and forgets everything below its end", () => {
    const memory = new LeafMemory(100);
    for (const index of [3, 4, 5, 7]) memory.remember("a", index, hash("a", index));
    expect(memory.take("a", 2)).toEqual([]); // index 2 was never remembered: the pass reads the records
    expect(memory.size).toBe(4);
    expect(memory.take("a", 3)).toEqual(["a:3", "a:4", "a:5"]);
    expect(memory.size).toBe(1);
    // A pass that read the records took the tree past 7: below the new size goes too.
    expect(memory.take("a", 9)).toEqual([]);
    expect(memory.size).toBe(0);
  });

  it("is bounded over all agents, not per agent: many agents whose passes fail hold no more than the bound", () => {
    const memory = new LeafMemory(1_000);
    for (let agent = 0; agent < 50; agent++)
      for (let index = 0; index < 100; index++) memory.remember(`agent-${agent}`, index, hash(`agent-${agent}`, index));
    expect(memory.size).toBe(1_000);
    // The first ten agents got in whole; the rest are read from the records when their pass comes.
    expect(memory.take("agent-0", 0)).toHaveLength(100);
    expect(memory.take("agent-10", 0)).toEqual([]);
    // Room made by a pass is taken by the leaves that come next.
    memory.remember("agent-10", 100, hash("agent-10", 100));
    expect(memory.size).toBe(901);
  });

  it("counts a leaf remembered twice once", () => {
    const memory = new LeafMemory(2);
    memory.remember("a", 0, "h0");
    memory.remember("a", 0, "h0");
    memory.remember("a", 1, "h1");
    expect(memory.size).toBe(2);
    expect(memory.take("a", 0)).toEqual(["h0", "h1"]);
  });
});
