// Finds the operation of a request in the OpenAPI document (openapi-backend does the matching;
// validation is ours, with the generated 2020-12 validators).
import { OpenAPIBackend, type Document } from "openapi-backend";
import document from "../../generated/openapi.json" with { type: "json" };
import type { OperationId } from "../../generated/operations.ts";
import { Cache } from "../cache.ts";

export type Match =
  | { kind: "operation"; operationId: OperationId; pathParams: Record<string, string> }
  | { kind: "not_found" }
  | { kind: "method_not_allowed"; allow: string[] };

export type Router = (method: string, path: string) => Match;

/** A router that remembers its matches; `memoSize` says how many (for tests of its bound). */
export type MemoRouter = Router & { memoSize(): number };

export const MEMO_ENTRIES = 10_000;
const METHODS = ["get", "head", "post", "put", "patch", "delete"];
// Paths of real operations are short (an id is at most 128 characters); longer ones are matched
// every time rather than remembered, so the memo holds at most ~10,000 × 256 bytes.
const MEMO_MAX_PATH = 256;

interface TailRoute {
  pattern: RegExp;
  names: string[];
  operations: Record<string, string>;
}

/**
 * Paths whose last parameter takes the rest of the path, slashes included (`x-path-tail`, for
 * c2sp.org/tlog-tiles paths such as `tile/0/x001/234.p/7`): OpenAPI path parameters cannot hold a
 * slash, so these are matched here, before openapi-backend.
 */
function tailRoutes(paths: Record<string, Record<string, { operationId?: string; parameters?: { name: string; "x-path-tail"?: boolean }[] }>>): TailRoute[] {
  return Object.entries(paths).flatMap(([template, item]) => {
    const tail = (item.parameters as { name: string; "x-path-tail"?: boolean }[] | undefined)?.find((p) => p["x-path-tail"]);
    if (!tail || !template.endsWith(`{${tail.name}}`)) return [];
    const names: string[] = [];
    const source = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{([^}]+)\}/g, (_, name: string) => {
      names.push(name);
      return name === tail.name ? "(.+)" : "([^/]+)";
    });
    const operations = Object.fromEntries(METHODS.flatMap((method) => (item[method]?.operationId ? [[method, item[method].operationId!]] : [])));
    return [{ pattern: new RegExp(`^${source}$`), names, operations }];
  });
}

function matchTail(routes: readonly TailRoute[], method: string, path: string): Match | undefined {
  for (const route of routes) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    const operationId = route.operations[method];
    if (!operationId) return { kind: "method_not_allowed", allow: Object.keys(route.operations).map((m) => m.toUpperCase()) };
    // Each segment as openapi-backend gives it: percent-decoded (a malformed escape matches nothing).
    try {
      const pathParams = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
      return { kind: "operation", operationId: operationId as OperationId, pathParams };
    } catch {
      return { kind: "not_found" };
    }
  }
  return undefined;
}

export async function createRouter(): Promise<MemoRouter> {
  // quick: the document is OpenAPI 3.1, which openapi-backend's 3.0 document check would refuse.
  const api = new OpenAPIBackend({ definition: document as unknown as Document, quick: true, validate: false });
  await api.init();
  // openapi-backend rebuilds its operation list from the document on every call (~120 µs, several
  // calls per match); the document never changes after init, so build it once.
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;

  const tails = tailRoutes((document as unknown as { paths: Parameters<typeof tailRoutes>[0] }).paths);

  function match(method: string, path: string): Match {
    const tailMatch = matchTail(tails, method, path);
    if (tailMatch) return tailMatch;
    const request = { method, path, headers: {} };
    try {
      // strict: throws "404-…" for an unknown path and "405-…" for a known path with another method.
      const operation = api.router.matchOperation(request, true);
      const pathParams = operation.path.includes("{")
        ? (api.router.parseRequest(request, operation).params as Record<string, string>)
        : {};
      return { kind: "operation", operationId: operation.operationId as OperationId, pathParams };
    } catch (error) {
      if (!(error as Error).message.startsWith("405")) return { kind: "not_found" };
      const allow = METHODS.filter((other) => {
        try {
          api.router.matchOperation({ method: other, path, headers: {} }, true);
          return true;
        } catch {
          return false;
        }
      });
      return { kind: "method_not_allowed", allow: allow.map((m) => m.toUpperCase()) };
    }
  }

  // Answers are pure functions of (method, path): the hot paths (record submission) match once.
  // Only operations are remembered: 404s and 405s cost a match each, and cannot fill the memo.
  const memo = new Cache<Match>({ maxEntries: MEMO_ENTRIES });
  const router: MemoRouter = (method, path) => {
    const key = `${method} ${path}`;
    const known = memo.get(key);
    if (known) return known;
    const answer = match(method, path);
    if (answer.kind === "operation" && path.length <= MEMO_MAX_PATH) memo.set(key, answer);
    return answer;
  };
  router.memoSize = () => memo.size;
  return router;
}
