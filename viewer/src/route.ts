// The viewer's addresses (docs/decisions.md, "Search and the viewer"): everything a view shows is
// in the hash, so a reload or a shared link shows the same view, and back/forward move between
// views. The search (q, behaviour, tag) and a dashboard's time range, bucket and grouping ride as
// a query after the path: `#/?range=7d` (the owner's overview), `#/agents/<a>/dashboard?…`.
import { useEffect, useState } from "preact/hooks";

export interface Route {
  agentId?: string;
  sessionId?: string;
  recordId?: string;
  /** The agent's dashboard rather than its records. */
  dashboard?: boolean;
  q: string;
  behavior: string;
  tag: string;
  /** A dashboard's range (`24h`, `7d`, …, or empty with `from`/`to`), bucket and grouping (stats.ts reads them). */
  range: string;
  from: string;
  to: string;
  bucket: string;
  group: string;
}

const QUERY = ["q", "behavior", "tag", "range", "from", "to", "bucket", "group"] as const;
const AGENT = /^#\/agents\/([^/?]+)(?:\/(sessions|records)\/([^/?]+)|\/(dashboard))?\/?(?:\?(.*))?$/;
const HOME = /^(?:#\/?)?(?:\?(.*))?$/;

const fromQuery = (query: string | undefined) => {
  const search = new URLSearchParams(query ?? "");
  return Object.fromEntries(QUERY.map((name) => [name, search.get(name) ?? ""])) as Pick<Route, (typeof QUERY)[number]>;
};

export function parseRoute(hash: string): Route {
  const match = AGENT.exec(hash);
  if (!match) return fromQuery(HOME.exec(hash)?.[1]);
  const decode = (part: string | undefined) => {
    try {
      return part === undefined ? undefined : decodeURIComponent(part);
    } catch {
      return undefined;
    }
  };
  return {
    agentId: decode(match[1]),
    ...(match[2] === "sessions" ? { sessionId: decode(match[3]) } : {}),
    ...(match[2] === "records" ? { recordId: decode(match[3]) } : {}),
    ...(match[4] ? { dashboard: true } : {}),
    ...fromQuery(match[5]),
  };
}

export function routeHash(route: Partial<Route>): string {
  let hash = "#/";
  if (route.agentId) {
    hash += `agents/${encodeURIComponent(route.agentId)}`;
    if (route.sessionId) hash += `/sessions/${encodeURIComponent(route.sessionId)}`;
    else if (route.recordId) hash += `/records/${encodeURIComponent(route.recordId)}`;
    else if (route.dashboard) hash += "/dashboard";
  }
  const search = new URLSearchParams();
  for (const name of QUERY) if (route[name]) search.set(name, route[name]!);
  const query = search.toString();
  return query ? `${hash}?${query}` : hash;
}

/** Goes to a view: a new history entry, so Back returns to the view before. */
export function navigate(route: Partial<Route>, replace = false): void {
  const hash = routeHash(route);
  if (hash === location.hash) return;
  if (replace) history.replaceState(null, "", hash);
  else history.pushState(null, "", hash);
  dispatchEvent(new HashChangeEvent("hashchange"));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.hash));
    addEventListener("hashchange", update);
    addEventListener("popstate", update);
    return () => {
      removeEventListener("hashchange", update);
      removeEventListener("popstate", update);
    };
  }, []);
  return route;
}
