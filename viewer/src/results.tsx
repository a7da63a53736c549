// The records matching a search, as people search (issue 39): a pasted session or record id goes
// to that session or record; a "quoted phrase" keeps the records holding it (checked here, over
// the pages the service answers: see query.ts); each result shows the text around its match, the
// match marked; results are grouped by session, so one busy session does not fill the page.
import { useEffect, useMemo, useState } from "preact/hooks";
import { LedgerError, isTombstone, type Behavior, type LedgerClient } from "../../sdk/index.ts";
import { explain, type StoredRecord } from "./api.ts";
import { moveFocus } from "./keys.ts";
import { holdsPhrases, looksLikeId, looksLikeRecordId, parseQuery, snippetOf, type ParsedQuery } from "./query.ts";
import { navigate, routeHash, type Route } from "./route.ts";
import { RecordLine } from "./sessions.tsx";

const PAGE = 50;
/** A phrase search reads on until it has a page of hits or has read this many candidates. */
const PHRASE_SCAN = 500;
/** Results shown per session until "more from this session" is asked. */
const PER_SESSION = 3;

/** The tag filter as the service takes it: tags are shown as `#tag`, so a typed `#` is dropped. */
export const bareTag = (tag: string) => tag.trim().replace(/^#/, "");

type Results = { hits: StoredRecord[]; next: string | null; scanned: number };

/** Resolves a pasted id to its view: the session of that id, else the record. */
async function idTarget(client: LedgerClient, q: string): Promise<Partial<Route> | null> {
  if (!looksLikeId(q)) return null;
  const [inSession] = (await client.searchRecords({ sessionId: q, limit: 1 })).records;
  if (inSession) return { sessionId: q };
  if (!looksLikeRecordId(q)) return null;
  try {
    return { recordId: (await client.getRecord(q)).record_id };
  } catch (error) {
    if (error instanceof LedgerError && error.code === "not_found") return null;
    throw error;
  }
}

function SnippetLine(props: { record: StoredRecord; query: ParsedQuery }) {
  const snippet = snippetOf(props.record, props.query);
  if (!snippet) return null;
  return (
    <span class="snippet" data-snippet>
      <span class="muted">{snippet.field}: </span>
      {snippet.parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  );
}

function SessionGroup(props: { route: Route; sessionId: string; hits: StoredRecord[]; query: ParsedQuery; selected?: string }) {
  const [open, setOpen] = useState(false);
  const shown = open ? props.hits : props.hits.slice(0, PER_SESSION);
  return (
    <li class="group" data-result-session={props.sessionId}>
      <a class="group-head" href={routeHash({ ...props.route, recordId: undefined, sessionId: props.sessionId })}>
        <span class="muted">Session </span>
        <span class="id" title={props.sessionId}>
          {props.sessionId}
        </span>
        <span class="muted">
          {" "}
          · {props.hits.length} match{props.hits.length === 1 ? "" : "es"}
        </span>
      </a>
      <ul class="items">
        {shown.map((record) => (
          <li key={record.record_id}>
            <a
              class={`item${record.record_id === props.selected ? " selected" : ""}`}
              href={routeHash({ ...props.route, sessionId: undefined, recordId: record.record_id })}
              data-result={record.record_id}
            >
              <RecordLine record={record} when="date" />
              <SnippetLine record={record} query={props.query} />
            </a>
          </li>
        ))}
      </ul>
      {shown.length < props.hits.length && (
        <button type="button" class="small" data-more-in-session onClick={() => setOpen(true)}>
          {props.hits.length - shown.length} more from this session
        </button>
      )}
    </li>
  );
}

export function SearchResults(props: { client: LedgerClient; route: Route; selected?: string }) {
  const { route, client } = props;
  const query = useMemo(() => parseQuery(route.q), [route.q]);
  const [results, setResults] = useState<Results | null>(null);
  // Which search the shown results answer: until the effect below runs, a render of a new search
  // still shows the last one's results.
  const [answers, setAnswers] = useState("");
  const [error, setError] = useState<string | null>(null);
  const filters = {
    ...(query.q ? { q: query.q } : {}),
    ...(route.behavior ? { behavior: route.behavior as Behavior } : {}),
    ...(bareTag(route.tag) ? { tag: bareTag(route.tag) } : {}),
    limit: PAGE,
  };

  /** Pages from `cursor` on, until a page of hits (phrases filter them), the end, or the scan's cap. */
  const read = async (from: Results): Promise<Results> => {
    let { hits, next, scanned } = from;
    const start = scanned;
    do {
      const page = await client.searchRecords({ ...filters, ...(next ? { cursor: next } : {}) });
      // Search finds no erased record (its terms are gone with its content).
      hits = [...hits, ...page.records.filter((record): record is StoredRecord => !isTombstone(record) && holdsPhrases(record, query))];
      next = page.next_cursor;
      scanned += page.records.length;
    } while (next && query.phrases.length > 0 && hits.length - from.hits.length < PAGE && scanned - start < PHRASE_SCAN);
    return { hits, next, scanned };
  };

  useEffect(() => {
    let current = true;
    setResults(null);
    setError(null);
    const q = route.q.trim();
    void (async () => {
      // A pasted id goes to what it names, in place of the search (Back returns before it).
      const target = route.behavior || route.tag ? null : await idTarget(client, q);
      if (!current) return;
      if (target) return navigate({ agentId: route.agentId, ...target }, true);
      setAnswers(`${route.q}|${route.tag}`);
      if (!query.q && !filters.behavior && !filters.tag) return setResults({ hits: [], next: null, scanned: 0 });
      const first = await read({ hits: [], next: null, scanned: 0 });
      if (current) setResults(first);
    })().catch((e) => current && setError(explain(e)));
    return () => void (current = false);
  }, [client, route.q, route.behavior, route.tag]);

  const more = async () => {
    try {
      setResults(await read(results!));
    } catch (e) {
      setError(explain(e));
    }
  };
  // Grouped by session, the groups in the order of their newest hit.
  const groups = useMemo(() => {
    const bySession = new Map<string, StoredRecord[]>();
    for (const record of results?.hits ?? []) {
      const list = bySession.get(record.session_id);
      if (list) list.push(record);
      else bySession.set(record.session_id, [record]);
    }
    return [...bySession];
  }, [results]);

  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!results)
    return (
      <p class="muted" role="status">
        Searching…
      </p>
    );
  if (results.hits.length === 0 && !results.next) {
    return (
      <div role="status" data-no-results data-results-for={answers}>
        <p class="muted">No record matches.</p>
        <p class="muted small-print">
          Words match whole, in any case, accents as written: <q>prüfung</q> does not find <q>Rechnungsprüfung</q>, nor does <q>prufung</q>{" "}
          find <q>prüfung</q>. A session or record id goes straight to it.
        </p>
      </div>
    );
  }
  const phrase = query.phrases.length > 0;
  return (
    <>
      <p class="muted" data-result-count data-results-for={answers}>
        {results.hits.length}
        {results.next ? "+" : ""} matching record{results.hits.length === 1 && !results.next ? "" : "s"} in {groups.length}
        {results.next ? "+" : ""} session{groups.length === 1 && !results.next ? "" : "s"}, newest first
        {phrase && results.next ? ` (the phrase checked in the newest ${results.scanned} holding its words)` : ""}
      </p>
      <ul class="items groups" aria-label="search results" onKeyDown={(e) => moveFocus(e as unknown as KeyboardEvent, "a.item")}>
        {groups.map(([sessionId, hits]) => (
          <SessionGroup key={sessionId} route={route} sessionId={sessionId} hits={hits} query={query} selected={props.selected} />
        ))}
      </ul>
      {results.next && (
        <button type="button" data-more-results onClick={more}>
          More results
        </button>
      )}
    </>
  );
}
