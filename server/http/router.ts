// Finds the operation of a request in the generated operation table: a tree of path segments,
// static segments before parameters. Validation is the dispatcher's, with the generated validators.
import { OPERATIONS, type OperationId } from "../../generated/operations.ts";
import { Cache } from "../cache.ts";

export type Match =
  | { kind: "operation"; operationId: OperationId; pathParams: Record<string, string> }
  | { kind: "not_found" }
  | { kind: "method_not_allowed"; allow: string[] };

export type Router = (method: string, path: string) => Match;

/** A router that remembers its matches; `memoSize` says how many (for tests of its bound). */
export type MemoRouter = Router & { memoSize(): number };

export const MEMO_ENTRIES = 10_000;
/** The order of the methods in an `Allow` header. */
const METHODS = ["get", "head", "post", "put", "patch", "delete"];
// Paths of real operations are short (an id is at most 128 characters); longer ones are matched
// every time rather than remembered, so the memo holds at most ~10,000 × 256 bytes.
const MEMO_MAX_PATH = 256;

/** One path template of the table, with its operations by (lower-case) method. */
interface Template {
  path: string;
  operations: Map<string, OperationId>;
  /** The parameters' positions among the path's segments. */
  params: { index: number; name: string }[];
  /** Characters outside parameters: of the templates that fit a path, the one with most wins. */
  specificity: number;
}

interface Node {
  statics: Map<string, Node>;
  param?: Node;
  template?: Template;
}

const newNode = (): Node => ({ statics: new Map() });

function templates(): Template[] {
  const byPath = new Map<string, Template>();
  for (const [operationId, op] of Object.entries(OPERATIONS) as [OperationId, (typeof OPERATIONS)[OperationId]][]) {
    let template = byPath.get(op.path);
    if (!template) {
      const segments = op.path.split("/");
      const params = segments.flatMap((segment, index) => (segment.startsWith("{") ? [{ index, name: segment.slice(1, -1) }] : []));
      template = { path: op.path, operations: new Map(), params, specificity: op.path.replace(/\{[^}]*\}/g, "").length };
      byPath.set(op.path, template);
    }
    template.operations.set(op.method.toLowerCase(), operationId);
  }
  return [...byPath.values()];
}

function tree(all: readonly Template[]): Node {
  const root = newNode();
  for (const template of all) {
    let node = root;
    for (const segment of template.path.split("/")) {
      if (segment.startsWith("{")) node = node.param ??= newNode();
      else node = node.statics.get(segment) ?? node.statics.set(segment, newNode()).get(segment)!;
    }
    node.template = template;
  }
  return root;
}

/** Every template that fits the segments: a static segment, or a parameter (one non-empty segment). */
function collect(node: Node, segments: readonly string[], i: number, found: Template[]): void {
  if (i === segments.length) {
    if (node.template) found.push(node.template);
    return;
  }
  const next = node.statics.get(segments[i]!);
  if (next) collect(next, segments, i + 1, found);
  if (node.param && segments[i] !== "") collect(node.param, segments, i + 1, found);
}

/**
 * One extra leading slash and any trailing ones are ignored (`//v1/owners/` is `/v1/owners`), as
 * the router has always read paths.
 */
function normalize(path: string): string {
  const start = path.startsWith("//") ? 1 : 0;
  let end = path.length;
  while (end - start > 1 && path[end - 1] === "/") end--;
  if (start === 0 && !path.startsWith("/")) return `/${path.slice(0, end)}`;
  return path.slice(start, end);
}

/** Each parameter percent-decoded; a malformed escape matches nothing. */
function paramsOf(template: Template, segments: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  try {
    for (const { index, name } of template.params) params[name] = decodeURIComponent(segments[index]!);
  } catch {
    return undefined;
  }
  return params;
}

const allowOf = (fitting: readonly Template[]) =>
  METHODS.filter((method) => fitting.some((template) => template.operations.has(method))).map((m) => m.toUpperCase());

interface TailRoute {
  pattern: RegExp;
  names: string[];
  template: Template;
}

/**
 * Paths whose last parameter takes the rest of the path, slashes included (`x-path-tail`):
 * OpenAPI path parameters cannot hold a slash, so these are matched first, on the path as given.
 */
function tailRoutes(all: readonly Template[]): TailRoute[] {
  const tails = new Set<string>(Object.values(OPERATIONS).flatMap((op) => (op.pathTail === null ? [] : [op.path])));
  return all.flatMap((template) => {
    if (!tails.has(template.path)) return [];
    const last = template.params.at(-1)!.name;
    const names: string[] = [];
    const source = template.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{([^}]+)\}/g, (_, name: string) => {
      names.push(name);
      return name === last ? "(.+)" : "([^/]+)";
    });
    return [{ pattern: new RegExp(`^${source}$`), names, template }];
  });
}

function matchTail(routes: readonly TailRoute[], method: string, path: string): Match | undefined {
  for (const { pattern, names, template } of routes) {
    const found = pattern.exec(path);
    if (!found) continue;
    const operationId = template.operations.get(method);
    if (!operationId) return { kind: "method_not_allowed", allow: allowOf([template]) };
    try {
      const pathParams = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
      return { kind: "operation", operationId, pathParams };
    } catch {
      return { kind: "not_found" };
    }
  }
  return undefined;
}

export function createRouter(): MemoRouter {
  const all = templates();
  const root = tree(all);
  const tails = tailRoutes(all);

  function match(method: string, path: string): Match {
    const tailMatch = matchTail(tails, method, path);
    if (tailMatch) return tailMatch;
    const segments = normalize(path).split("/");
    const fitting: Template[] = [];
    collect(root, segments, 0, fitting);
    if (fitting.length === 0) return { kind: "not_found" };
    let best: Template | undefined;
    for (const template of fitting) {
      if (template.operations.has(method) && (!best || template.specificity > best.specificity)) best = template;
    }
    if (!best) return { kind: "method_not_allowed", allow: allowOf(fitting) };
    const pathParams = paramsOf(best, segments);
    return pathParams ? { kind: "operation", operationId: best.operations.get(method)!, pathParams } : { kind: "not_found" };
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
