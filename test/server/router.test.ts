// The router remembers matches of real operations only, within a fixed bound: unauthenticated
// requests for endless distinct paths cannot grow its memory.
import { describe, expect, it } from "vitest";
import { createRouter, MEMO_ENTRIES } from "../../server/http/router.ts";

const agentPath = (i: number) => `/v1/agents/agt_${i.toString(16).padStart(32, "0")}`;

describe("the router's memo", () => {
  it("remembers operations, not 404s, 405s or over-long paths", async () => {
    const router = await createRouter();
    expect(router("get", agentPath(1))).toEqual({ kind: "operation", operationId: "getAgent", pathParams: { agent_id: agentPath(1).slice(11) } });
    expect(router.memoSize()).toBe(1);
    for (let i = 0; i < 2_000; i++) expect(router("get", `/nothing/${"x".repeat(1_000)}/${i}`).kind).toBe("not_found");
    expect(router("delete", "/v1/owners/me").kind).toBe("method_not_allowed");
    expect(router("get", `/v1/agents/${"a".repeat(300)}`).kind).toBe("operation");
    expect(router.memoSize()).toBe(1);
  });

  it("holds at most MEMO_ENTRIES matches, and still answers every path right", async () => {
    const router = await createRouter();
    for (let i = 0; i < MEMO_ENTRIES + 500; i++) router("get", agentPath(i));
    expect(router.memoSize()).toBe(MEMO_ENTRIES);
    expect(router("get", agentPath(0))).toMatchObject({ kind: "operation", pathParams: { agent_id: agentPath(0).slice(11) } });
  });
});
