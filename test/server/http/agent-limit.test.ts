// Issue 27, finding 3: an owner's agents are capped (MAX_AGENTS_PER_OWNER), since every agent's
// checkpoint takes a leaf of the shared publication epochs. A new name past the cap is 409
// agent_limit_reached; a known name still answers its agent; other owners are not affected.
import { describe, expect, it } from "vitest";
import { createOwner } from "../../support/server.ts";
import { expectError, registerAgent, useServer } from "./helpers.ts";

const LIMIT = 3;
const server = useServer({ config: { maxAgentsPerOwner: LIMIT } });

describe("MAX_AGENTS_PER_OWNER", () => {
  it("refuses a new agent past the cap with 409 agent_limit_reached, even when registrations race", async () => {
    const { apiKey } = await createOwner(server());
    const answers = await Promise.all(Array.from({ length: LIMIT + 4 }, (_, i) => registerAgent(server(), apiKey, { name: `agent-${i}` })));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(LIMIT);
    for (const refused of answers.filter((res) => res.status !== 201)) expectError(refused, 409, "agent_limit_reached", { limit: LIMIT });

    // A name it has is answered as before; another owner has a cap of its own.
    const known = answers.find((res) => res.status === 201)!.body;
    const again = await registerAgent(server(), apiKey, { name: known.name });
    expect([again.status, again.body.agent_id]).toEqual([200, known.agent_id]);
    const other = await createOwner(server());
    expect((await registerAgent(server(), other.apiKey, { name: "agent-0" })).status).toBe(201);
  });
});
