// The viewer's addresses (docs/decisions.md, "Search and the viewer"): everything a view shows is
// in the hash, so a reload or a shared link shows the same view, and back/forward move between
// views. The search (q, behaviour, tag) rides as a query after the path.
import { useEffect, useState } from "preact/hooks";

export interface Route {
  agentId?: string;
  sessionId?: string;
  recordId?: string;
  q: string;
  behavior: string;
  tag: string;
}

const PATH = /^#\/agents\/([^/?]+)(?:\/(sessions|records)\/([^/?]+))?\/?(?:\?(.*))?$/;

export function parseRoute(hash: string): Route {
  const match = PATH.exec(hash);
  if (!match) return { q: "", behavior: "", tag: "" };
  const search = new URLSearchParams(match[4] ?? "");
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
    q: search.get("q") ?? "",
    behavior: search.get("behavior") ?? "",
    tag: search.get("tag") ?? "",
  };
}

export function routeHash(route: Partial<Route>): string {
  if (!route.agentId) return "#/";
  let hash = `#/agents/${encodeURIComponent(route.agentId)}`;
  if (route.sessionId) hash += `/sessions/${encodeURIComponent(route.sessionId)}`;
  else if (route.recordId) hash += `/records/${encodeURIComponent(route.recordId)}`;
  const search = new URLSearchParams();
  for (const name of ["q", "behavior", "tag"] as const) if (route[name]) search.set(name, route[name]!);
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
