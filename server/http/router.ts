// Finds the operation of a request in the OpenAPI document (openapi-backend does the matching;
// validation is ours, with the generated 2020-12 validators).
import { OpenAPIBackend, type Document } from "openapi-backend";
import document from "../../generated/openapi.json" with { type: "json" };
import type { OperationId } from "../../generated/operations.ts";
import { Cache } from "../cache.ts";

export type Match =
  | { kind: "operation"; operationId: OperationId; pathParams: Record<string, string> }
  | { kind: "not_found" }
  | { kind: "method_not_allowed" };

export type Router = (method: string, path: string) => Match;

const MEMO_ENTRIES = 10_000;

export async function createRouter(): Promise<Router> {
  // quick: the document is OpenAPI 3.1, which openapi-backend's 3.0 document check would refuse.
  const api = new OpenAPIBackend({ definition: document as unknown as Document, quick: true, validate: false });
  await api.init();
  // openapi-backend rebuilds its operation list from the document on every call (~120 µs, several
  // calls per match); the document never changes after init, so build it once.
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;

  function match(method: string, path: string): Match {
    const request = { method, path, headers: {} };
    try {
      // strict: throws "404-…" for an unknown path and "405-…" for a known path with another method.
      const operation = api.router.matchOperation(request, true);
      const pathParams = operation.path.includes("{")
        ? (api.router.parseRequest(request, operation).params as Record<string, string>)
        : {};
      return { kind: "operation", operationId: operation.operationId as OperationId, pathParams };
    } catch (error) {
      return (error as Error).message.startsWith("405") ? { kind: "method_not_allowed" } : { kind: "not_found" };
    }
  }

  // Answers are pure functions of (method, path): the hot paths (record submission) match once.
  const memo = new Cache<Match>({ maxEntries: MEMO_ENTRIES });
  return (method, path) => {
    const key = `${method} ${path}`;
    let answer = memo.get(key);
    if (!answer) memo.set(key, (answer = match(method, path)));
    return answer;
  };
}
