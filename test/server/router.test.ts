// The router finds operations in the generated operation table, answers 405 with the path's
// methods and 404 otherwise; it remembers matches of real operations only, within a fixed bound:
// unauthenticated requests for endless distinct paths cannot grow its memory.
import { describe, expect, it } from "vitest";
import { OPERATIONS, type OperationId } from "../../generated/operations.ts";
import { createRouter, MEMO_ENTRIES } from "../../server/http/router.ts";

const agentPath = (i: number) => `/v1/agents/agt_${i.toString(16).padStart(32, "0")}`;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const operations = Object.entries(OPERATIONS) as [OperationId, (typeof OPERATIONS)[OperationId]][];
const paramNames = (template: string) => [...template.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name!);

describe("routing from the operation table", () => {
  it("finds every operation of generated/operations.ts, with its path parameters percent-decoded", () => {
    const router = createRouter();
    for (const [operationId, op] of operations) {
      // A slash, a space and a non-ASCII letter in each parameter, escaped; a tail keeps its slashes.
      const sample = (name: string) => (op.pathTail === name ? "0/x001/234.p/7" : `v-${name}/ é`);
      const params = Object.fromEntries(paramNames(op.path).map((name) => [name, sample(name)]));
      const escaped = (name: string) => (op.pathTail === name ? sample(name) : encodeURIComponent(sample(name)));
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => escaped(name));
      expect(router(op.method.toLowerCase(), path), `${op.method} ${path}`).toEqual({ kind: "operation", operationId, pathParams: params });
    }
  });

  it("answers 405 with every method the path takes (in Allow's order), for each path of the table", () => {
    const router = createRouter();
    for (const template of new Set(operations.map(([, op]) => op.path))) {
      const declared = METHODS.filter((method) => operations.some(([, op]) => op.path === template && op.method === method));
      const path = template.replace(/\{[^}]+\}/g, "x");
      for (const method of METHODS.filter((m) => !declared.includes(m))) {
        expect(router(method.toLowerCase(), path), `${method} ${path}`).toEqual({ kind: "method_not_allowed", allow: declared });
      }
    }
  });

  it("prefers a static segment to a parameter, and reads odd paths as it always has", () => {
    const router = createRouter();
    const id = (method: string, path: string) => {
      const match = router(method, path);
      return match.kind === "operation" ? match.operationId : match.kind;
    };
    expect(id("post", "/v1/owners/me/rotate-key")).toBe("rotateOwnerKey");
    expect(id("post", "/v1/owners/own_1/rotate-key")).toBe("recoverOwnerKey");
    expect(id("get", "/v1/agents/a/checkpoints/latest")).toBe("getLatestCheckpoint");
    expect(id("get", "/v1/agents/a/checkpoints/12")).toBe("getCheckpoint");
    expect(router("put", "/v1/agents/a/checkpoints/latest")).toEqual({ kind: "method_not_allowed", allow: ["GET"] });
    expect(router("get", "/v1/owners/me/rotate-key")).toEqual({ kind: "method_not_allowed", allow: ["POST"] });
    expect(id("post", "/v1/records:batch")).toBe("submitBatch");
    // One extra leading slash and trailing slashes are ignored; an empty segment is no parameter.
    expect(id("get", "//v1/owners/me/")).toBe("getOwner");
    expect(id("get", "/healthz//")).toBe("health");
    expect(id("get", "///healthz")).toBe("not_found");
    expect(id("get", "/v1/agents//sessions")).toBe("not_found");
    // A malformed escape in a parameter matches nothing; `..` escaped is only a value.
    expect(id("get", "/v1/agents/%zz")).toBe("not_found");
    expect(router("get", "/v1/agents/%2e%2e")).toEqual({ kind: "operation", operationId: "getAgent", pathParams: { agent_id: ".." } });
    for (const path of ["/", "", "/v1", "/V1/owners/me", "/v1/agents/a/nothing", `/${"a/".repeat(5_000)}`]) {
      expect(id("get", path), path).toBe("not_found");
    }
  });
});

describe("the router's memo", () => {
  it("remembers operations, not 404s, 405s or over-long paths", () => {
    const router = createRouter();
    expect(router("get", agentPath(1))).toEqual({
      kind: "operation",
      operationId: "getAgent",
      pathParams: { agent_id: agentPath(1).slice(11) },
    });
    expect(router.memoSize()).toBe(1);
    for (let i = 0; i < 2_000; i++) expect(router("get", `/nothing/${"x".repeat(1_000)}/${i}`).kind).toBe("not_found");
    expect(router("delete", "/v1/owners/me").kind).toBe("method_not_allowed");
    expect(router("get", `/v1/agents/${"a".repeat(300)}`).kind).toBe("operation");
    expect(router.memoSize()).toBe(1);
  });

  it("holds at most MEMO_ENTRIES matches, and still answers every path right", () => {
    const router = createRouter();
    for (let i = 0; i < MEMO_ENTRIES + 500; i++) router("get", agentPath(i));
    expect(router.memoSize()).toBe(MEMO_ENTRIES);
    expect(router("get", agentPath(0))).toMatchObject({ kind: "operation", pathParams: { agent_id: agentPath(0).slice(11) } });
  });
});
